'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { SlipViewer } from '@/components/orders/detail/slip-viewer';

/**
 * The bill's photo: a thumbnail that opens the zoomable viewer (buttons, + and -, drag),
 * printed at full width.
 */
export function BillImage({ url, billNumber }: { url: string | null; billNumber: string }) {
  const t = useTranslations('inventoryHistory.detail');
  const [open, setOpen] = useState(false);
  if (!url)
    return (
      <p className="text-sm text-slate-500" data-testid="history-detail-no-image">
        {t('noImage')}
      </p>
    );
  const title = t('imageOf', { number: billNumber });
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        title={t('zoomImage')}
        aria-label={t('zoomImage')}
        className="block overflow-hidden rounded-md border border-slate-200 bg-slate-50 hover:ring-2 hover:ring-brand-300 focus:outline-none focus:ring-2 focus:ring-brand-500 print:border-0"
        data-testid="history-detail-image-open"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- a private file behind the session */}
        <img
          src={url}
          alt={title}
          className="max-h-72 w-auto max-w-full object-contain print:max-h-[60vh]"
          data-testid="history-detail-image"
        />
      </button>
      <p className="mt-1 text-xs text-slate-500 print:hidden">{t('zoomHint')}</p>
      {open && <SlipViewer url={url} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}
