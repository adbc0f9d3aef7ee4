'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import type { SlipState } from '@/components/orders/form/use-slip-upload';

/**
 * What became of the slip uploaded with the order: its bank and reference when its QR was
 * read, and the duplicate warning when the same slip is already on other orders. Test
 * ids: order-slip-status (data-status), order-slip-duplicate, order-slip-retry.
 */
export function SlipStatus({ state }: { state: SlipState }) {
  const t = useTranslations('orderForm.slip');
  const tAll = useTranslations();
  if (state.status === 'none') return null;
  if (state.status === 'uploading')
    return (
      <p className="text-sm text-slate-600" data-testid="order-slip-status" data-status="uploading">
        {t('uploading')}
      </p>
    );
  if (state.status === 'failed') {
    const key = state.error instanceof ApiError ? `errors.${state.error.msg}` : '';
    return (
      <div
        role="alert"
        className="space-y-2 rounded-md bg-red-50 p-3 text-sm text-red-700"
        data-testid="order-slip-status"
        data-status="failed"
      >
        <p>
          {t('failed')}
          {key && tAll.has(key) ? ` ${tAll(key)}` : ''}
        </p>
        <Button size="sm" variant="secondary" onClick={state.retry} data-testid="order-slip-retry">
          {t('retry')}
        </Button>
      </div>
    );
  }
  const { result } = state;
  const duplicate = result.slip_used_by.length > 0;
  return (
    <div
      className="space-y-1 text-sm"
      data-testid="order-slip-status"
      data-status={duplicate ? 'duplicate' : 'done'}
    >
      <p className="text-emerald-700">{t('uploaded')}</p>
      <p className="text-slate-600">
        {result.slip_ref
          ? t('slipRead', { bank: result.slip_bank ?? '-', ref: result.slip_ref })
          : t('noQr')}
      </p>
      {duplicate && (
        <div
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900"
          data-testid="order-slip-duplicate"
        >
          <p className="font-semibold">{t('duplicateTitle')}</p>
          <p>{t('duplicate')}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {result.slip_used_by.map((o) => (
              <li key={o.id}>
                <Link
                  href={`/backoffice/orders/${o.id}`}
                  className="font-semibold text-brand-700 underline"
                  target="_blank"
                >
                  {o.order_number}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
