'use client';
import { useLocale, useTranslations } from 'next-intl';
import { EstimatedMark } from '@/components/reports/estimated-mark';
import { formatCount, formatMoney, formatPercent } from '@/components/reports/report-format';
import type { DashboardTotal } from '@/components/reports/report-types';

/**
 * The period at a glance: net sales, orders, the average order, cost and profit, shipping
 * (apart from sales), and how many orders were cancelled and returned, as rates.
 * Test ids: `dashboard-stat-{key}`.
 */
export function PeriodStats({ total }: { total: DashboardTotal }) {
  const t = useTranslations('reports.dashboard.stats');
  const locale = useLocale();
  const stats = [
    { key: 'amount', value: formatMoney(total.amount, locale) },
    { key: 'orders', value: formatCount(total.orders, locale) },
    { key: 'averageOrderValue', value: formatMoney(total.average_order_value, locale) },
    { key: 'cost', value: formatMoney(total.cost, locale), estimated: total.cost_estimated },
    { key: 'profit', value: formatMoney(total.profit, locale) },
    { key: 'shipping', value: formatMoney(total.shipping ?? '0', locale) },
    {
      key: 'cancelRate',
      value: formatPercent(total.cancel_rate, locale),
      note: t('cancelledOrders', { count: formatCount(total.cancelled_orders, locale) }),
    },
    {
      key: 'returnRate',
      value: formatPercent(total.return_rate, locale),
      note: t('returnedOrders', { count: formatCount(total.returned_orders, locale) }),
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {stats.map((s) => (
        <div
          key={s.key}
          className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          data-testid={`dashboard-stat-${s.key}`}
        >
          <p className="text-sm font-semibold text-slate-600">{t(s.key)}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900">
            {s.value}
            {s.estimated ? <EstimatedMark /> : null}
          </p>
          {s.note ? <p className="mt-1 text-xs text-slate-500">{s.note}</p> : null}
        </div>
      ))}
    </div>
  );
}
