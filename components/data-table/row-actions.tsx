'use client';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { cn } from '@/components/ui/cn';

export interface RowAction {
  label: string;
  onClick: () => void;
  danger?: boolean;
  testId?: string;
}

/**
 * One "actions" button per row that opens a small menu, so a list keeps its width however
 * many actions a row has. The menu is fixed-positioned, so the table's horizontal scroll
 * box does not clip it; it closes on a click outside, Escape, scroll or resize.
 */
export function RowActions({
  label,
  actions,
  testId,
  busy,
}: {
  label: string;
  actions: RowAction[];
  testId?: string;
  busy?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [style, setStyle] = useState<CSSProperties>({ position: 'fixed', visibility: 'hidden' });
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!open || !button.current) return;
    const rect = button.current.getBoundingClientRect();
    const height = menu.current?.offsetHeight ?? 0;
    const below = rect.bottom + 4 + height <= window.innerHeight;
    setStyle({
      position: 'fixed',
      right: Math.max(8, window.innerWidth - rect.right),
      ...(below ? { top: rect.bottom + 4 } : { bottom: window.innerHeight - rect.top + 4 }),
    });
    menu.current?.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: true });
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    // The click that opened the menu may still scroll the button into view: a scroll in
    // the first moments is that, not the user moving away.
    const openedAt = performance.now();
    const scrolled = () => {
      if (performance.now() - openedAt > 250) close();
    };
    const outside = (e: MouseEvent) => {
      const target = e.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) close();
    };
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        close();
        button.current?.focus();
      }
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', key);
    window.addEventListener('scroll', scrolled, true);
    window.addEventListener('resize', close);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', key);
      window.removeEventListener('scroll', scrolled, true);
      window.removeEventListener('resize', close);
    };
  }, [open]);

  if (actions.length === 0) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => {
          // Hidden until the layout effect has placed it next to the button.
          if (!open) setStyle({ position: 'fixed', visibility: 'hidden' });
          setOpen(!open);
        }}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-busy={busy || undefined}
        disabled={busy}
        data-testid={testId}
        className="inline-flex h-8 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm hover:bg-slate-100 disabled:opacity-50"
      >
        {label}
        <span aria-hidden className="text-xs">
          ▾
        </span>
      </button>
      {open && (
        <div
          ref={menu}
          role="menu"
          style={style}
          className="z-40 min-w-44 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {actions.map((a) => (
            <button
              key={a.label}
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                a.onClick();
              }}
              data-testid={a.testId}
              className={cn(
                'block w-full px-4 py-2 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none',
                a.danger && 'text-red-700',
              )}
            >
              {a.label}
            </button>
          ))}
        </div>
      )}
    </>
  );
}
