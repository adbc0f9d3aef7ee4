'use client';
import { useTranslations } from 'next-intl';

/** Why the order was cancelled (its reason type and text). Test id: `order-cancel-reason`. */
export function CancelReason({ type, reason }: { type: number | null; reason: string }) {
  const t = useTranslations('orderDetail');
  const tReasons = useTranslations('orders.cancelReasons');
  const label = type !== null && tReasons.has(String(type)) ? tReasons(String(type)) : null;
  return (
    <div
      role="note"
      className="flex flex-wrap gap-x-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
      data-testid="order-cancel-reason"
    >
      <span className="font-semibold">{t('cancelledBecause')}</span>
      {label && <span className="font-semibold">{label}</span>}
      <span className="whitespace-pre-line">{reason}</span>
    </div>
  );
}
