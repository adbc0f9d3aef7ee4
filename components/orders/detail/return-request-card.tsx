'use client';
import { useLocale, useTranslations } from 'next-intl';
import { RETURN_REQUEST_KIND } from '@/lib/domain/orders/claims/rules';
import type { ReturnRequestRow } from '@/lib/domain/orders/claims/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { Panel } from '@/components/layout/panel';

/**
 * The buyer's newest return request as the platform announced it. A refund-only request
 * says plainly that nothing comes back, so nobody waits for a parcel.
 */
export function ReturnRequestCard({ request }: { request: ReturnRequestRow }) {
  const t = useTranslations('claims.returnRequest');
  const tKind = useTranslations('claims.returnKinds');
  const locale = useLocale();
  const refundOnly = request.kind === RETURN_REQUEST_KIND.RefundOnly;
  const rows: Array<[string, string, string]> = [
    [
      'kind',
      t('kind'),
      tKind.has(String(request.kind)) ? tKind(String(request.kind)) : String(request.kind),
    ],
    ['reason', t('reason'), request.reason ?? t('none')],
    ['tracking', t('buyerTracking'), request.buyer_tracking_number ?? t('none')],
    ['status', t('platformStatus'), request.platform_status],
    ['requested', t('requestedAt'), formatDateTime(request.requested_at, locale)],
    ['id', t('requestId'), request.platform_return_id],
  ];
  return (
    <Panel title={t('title')} testId="return-request-card">
      {refundOnly && (
        <p
          role="note"
          className="mb-3 rounded-md border border-amber-200 bg-amber-50 p-2 text-sm font-semibold text-amber-900"
          data-testid="return-request-refund-only"
        >
          {t('refundOnly')}
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([key, label, value]) => (
          <div key={key} className="contents" data-testid={`return-request-${key}`}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
