'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { OrderEventRow } from '@/lib/domain/orders/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { Panel } from '@/components/layout/panel';
import { OrderStatusBadge } from '@/components/orders/list/status-badge';

const byTime = (a: OrderEventRow, b: OrderEventRow) =>
  a.created_at === b.created_at ? a.id - b.id : a.created_at < b.created_at ? -1 : 1;

/**
 * Every event of the order, oldest first: what happened, the status it moved from and to,
 * who, when and why; a payment confirmed without a slip says so.
 */
export function Timeline({ events }: { events: readonly OrderEventRow[] }) {
  const t = useTranslations('orderDetail.timeline');
  const locale = useLocale();
  const tEvents = useTranslations('orders.events');
  const sorted = [...events].sort(byTime);
  return (
    <Panel title={t('title')} testId="order-timeline">
      {sorted.length === 0 ? (
        <p className="text-sm text-slate-500">{t('empty')}</p>
      ) : (
        <ol className="relative space-y-4 border-l border-slate-200 pl-5">
          {sorted.map((e) => (
            <li
              key={e.id}
              className="relative"
              data-testid="order-event"
              data-type={e.type}
              data-from={e.from_status ?? undefined}
              data-to={e.to_status ?? undefined}
            >
              <span
                aria-hidden
                className="absolute -left-[1.6rem] top-1.5 h-2.5 w-2.5 rounded-full border-2 border-white bg-brand-500 ring-1 ring-brand-300"
              />
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">
                  {tEvents.has(e.type) ? tEvents(e.type) : e.type}
                </span>
                {e.to_status !== null && (
                  <span className="flex items-center gap-1">
                    {e.from_status !== null && (
                      <>
                        <OrderStatusBadge status={e.from_status} testId="order-event-from" />
                        <span aria-label={t('to')} className="text-slate-400 after:content-['→']" />
                      </>
                    )}
                    <OrderStatusBadge status={e.to_status} testId="order-event-to" />
                  </span>
                )}
                {e.data?.no_slip === true && (
                  <span
                    className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
                    data-testid="order-event-no-slip"
                  >
                    {t('noSlip')}
                  </span>
                )}
              </div>
              <p className="text-xs text-slate-500">
                {formatDateTime(e.created_at, locale)} · {e.user_name ?? t('system')}
              </p>
              {e.reason && (
                <p className="mt-1 whitespace-pre-line text-sm text-slate-700">
                  {t('reason', { reason: e.reason })}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
