'use client';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** `<exportUrl>?format=<format>&<query>` (query: the list's q, sort and filters, no page). */
export function exportHref(exportUrl: string, format: 'csv' | 'xlsx', query: string): string {
  const params = new URLSearchParams(query);
  params.delete('page');
  params.delete('limit');
  params.set('format', format);
  return `${exportUrl}${exportUrl.includes('?') ? '&' : '?'}${params.toString()}`;
}

/**
 * The Export button of a list: CSV or Excel of every row the current search and filters
 * match (the server streams the file; the browser downloads it).
 */
export function ExportMenu({
  exportUrl,
  query,
  testId,
}: {
  exportUrl: string;
  /** The list's current query string (page and limit are dropped). */
  query: string;
  testId: string;
}) {
  const t = useTranslations('export');
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div className="relative" ref={box}>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-haspopup="menu"
        title={t('menu')}
        data-testid={`${testId}-export`}
      >
        {t('button')}
      </Button>
      {open && (
        <div
          className="absolute right-0 z-30 mt-1 w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
          role="menu"
        >
          {(['csv', 'xlsx'] as const).map((format) => (
            <a
              key={format}
              role="menuitem"
              href={exportHref(exportUrl, format, query)}
              download
              onClick={() => setOpen(false)}
              className="block rounded px-3 py-2 text-sm text-slate-800 hover:bg-slate-100"
              data-testid={`${testId}-export-${format}`}
            >
              {t(format)}
            </a>
          ))}
        </div>
      )}
    </div>
  );
}
