'use client';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { Dashboard } from '@/lib/domain/wms/inventory/reads/schemas';
import { formatNumber } from '@/components/data-table';
import { MiniTable } from '@/components/wms/inventory/mini-table';
import { lowStockHref, missingUnits } from '@/components/wms/dashboard/dashboard-data';

/**
 * The balances under their threshold (the 20 largest gaps), each opening the balances
 * list on that product and storage, with what is on order from partners.
 */
export function LowStockTable({ rows }: { rows: Dashboard['low_stock'] }) {
  const t = useTranslations('inventoryDashboard');
  const tPo = useTranslations('poReceiving');
  const locale = useLocale();
  const n = (v: number) => formatNumber(v, locale);
  return (
    <MiniTable
      rows={rows}
      rowKey={(r) => String(r.ID)}
      testId="dashboard-low-stock"
      maxHeight={420}
      columns={[
        {
          header: t('fields.product'),
          cell: (r) => (
            <Link
              href={lowStockHref(r)}
              className="block max-w-60 truncate font-semibold text-brand-700 hover:underline"
              data-testid={`dashboard-low-link-${r.ID}`}
            >
              {r.ProductName}
            </Link>
          ),
        },
        { header: t('fields.sku'), cell: (r) => <span className="font-mono">{r.sku}</span> },
        { header: t('fields.storage'), cell: (r) => r.StorageName },
        {
          header: t('fields.balance'),
          numeric: true,
          cell: (r) => <span className="font-semibold text-red-700">{n(r.balance)}</span>,
        },
        { header: t('fields.threshold'), numeric: true, cell: (r) => n(r.threshold) },
        { header: t('fields.missing'), numeric: true, cell: (r) => n(missingUnits(r)) },
        {
          header: tPo('onOrder'),
          numeric: true,
          cell: (r) => (
            <span
              className={r.on_order > 0 ? 'font-semibold text-sky-800' : 'text-slate-400'}
              title={tPo('onOrderHint')}
              data-testid={`dashboard-low-on-order-${r.ID}`}
            >
              {n(r.on_order)}
            </span>
          ),
        },
      ]}
    />
  );
}
