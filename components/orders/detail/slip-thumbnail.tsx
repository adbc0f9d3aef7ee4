'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';

// Loads when it first opens, with the dialog library (the first-load budget of quality-bars).
const SlipViewer = dynamic(() =>
  import('@/components/orders/detail/slip-viewer').then((m) => m.SlipViewer),
);

/**
 * A slip image as a thumbnail that opens the zoomable viewer. `open`/`onOpenChange` let a
 * screen open it from the keyboard (the payment queue's Z). Test id: `{testId}`.
 */
export function SlipThumbnail({
  url,
  orderNumber,
  size = 'md',
  open: openProp,
  onOpenChange,
  testId,
}: {
  url: string;
  orderNumber: string;
  size?: 'sm' | 'md';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  testId: string;
}) {
  const t = useTranslations('orderDetail.payment');
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  const title = t('slipOf', { number: orderNumber });
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        title={t('zoomSlip')}
        aria-label={t('zoomSlip')}
        className={cn(
          'shrink-0 overflow-hidden rounded-md border border-slate-200 bg-slate-50 hover:ring-2 hover:ring-brand-300 focus:outline-none focus:ring-2 focus:ring-brand-500',
          size === 'sm' ? 'h-28 w-20' : 'h-56 w-40',
        )}
        data-testid={testId}
      >
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={url} alt={title} loading="lazy" className="h-full w-full object-cover" />
      </button>
      {open && <SlipViewer url={url} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}
