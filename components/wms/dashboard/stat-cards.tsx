'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { Dashboard } from '@/lib/domain/wms/inventory/reads/schemas';
import { formatNumber } from '@/components/data-table';
import { cn } from '@/components/ui/cn';

/**
 * The four headline figures: stock value, units, products in stock, low-stock balances
 * (red when any). `big`: the packing-station tablet's size.
 */
export function StatCards({ data, big = false }: { data: Dashboard; big?: boolean }) {
  const t = useTranslations('inventoryDashboard');
  const locale = useLocale();
  const cards = [
    { id: 'value', label: t('stats.value'), value: formatNumber(data.stock_value, locale, 2) },
    { id: 'units', label: t('stats.units'), value: formatNumber(data.units, locale) },
    { id: 'products', label: t('stats.products'), value: formatNumber(data.products, locale) },
    {
      id: 'low',
      label: t('stats.low'),
      value: formatNumber(data.low_stock_count, locale),
      alert: data.low_stock_count > 0,
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((c) => (
        <div
          key={c.id}
          className={cn(
            'rounded-lg border bg-white p-4 shadow-sm',
            c.alert ? 'border-red-200 bg-red-50' : 'border-slate-200',
          )}
          data-testid={`dashboard-stat-${c.id}`}
        >
          <p className={cn('font-semibold text-slate-600', big ? 'text-base' : 'text-sm')}>
            {c.label}
          </p>
          <p
            className={cn(
              'mt-1 font-bold tabular-nums',
              big ? 'text-4xl' : 'text-2xl',
              c.alert ? 'text-red-700' : 'text-slate-900',
            )}
          >
            {c.value}
          </p>
        </div>
      ))}
    </div>
  );
}
