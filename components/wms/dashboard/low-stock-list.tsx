'use client';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { Dashboard } from '@/lib/domain/wms/inventory/reads/schemas';
import { formatNumber } from '@/components/data-table';
import { cn } from '@/components/ui/cn';
import {
  lowStockFirst,
  lowStockHref,
  missingUnits,
} from '@/components/wms/dashboard/dashboard-data';

/**
 * The low-stock balances as big touch targets for the packing-station tablet, an empty
 * shelf first.
 */
export function LowStockList({ rows }: { rows: Dashboard['low_stock'] }) {
  const t = useTranslations('inventoryDashboard');
  const tPo = useTranslations('poReceiving');
  const locale = useLocale();
  if (rows.length === 0)
    return (
      <p
        className="rounded-lg border border-emerald-200 bg-emerald-50 p-6 text-center text-lg font-semibold text-emerald-800"
        data-testid="dashboard-low-none"
      >
        {t('noLowStock')}
      </p>
    );
  return (
    <ul className="grid gap-2 md:grid-cols-2" data-testid="dashboard-low-list">
      {lowStockFirst(rows).map((r) => (
        <li key={r.ID}>
          <Link
            href={lowStockHref(r)}
            className={cn(
              'flex min-h-16 items-center justify-between gap-3 rounded-lg border bg-white px-4 py-3 shadow-sm hover:bg-slate-50',
              r.balance === 0 ? 'border-red-300' : 'border-amber-300',
            )}
            data-testid="dashboard-low-item"
            data-id={r.ID}
          >
            <span className="min-w-0">
              <span className="block truncate text-lg font-semibold text-slate-900">
                {r.ProductName}
              </span>
              <span className="block truncate text-sm text-slate-600">
                <span className="font-mono">{r.sku}</span> · {r.StorageName}
              </span>
            </span>
            <span className="shrink-0 text-right">
              <span
                className={cn(
                  'block text-3xl font-bold tabular-nums',
                  r.balance === 0 ? 'text-red-700' : 'text-amber-700',
                )}
              >
                {formatNumber(r.balance, locale)}
              </span>
              <span className="block text-xs text-slate-600">
                {t('ofThreshold', {
                  threshold: formatNumber(r.threshold, locale),
                  missing: formatNumber(missingUnits(r), locale),
                })}
              </span>
              {r.on_order > 0 && (
                <span
                  className="block text-xs font-semibold text-sky-800"
                  data-testid="dashboard-low-on-order"
                >
                  {tPo('onOrderUnits', { units: formatNumber(r.on_order, locale) })}
                </span>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
