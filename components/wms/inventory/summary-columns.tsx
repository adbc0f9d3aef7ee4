'use client';
import Link from 'next/link';
import type { useTranslations } from 'next-intl';
import type { SummaryRow } from '@/lib/domain/wms/inventory/reads/schemas';
import { dataTableColumns, formatNumber, type DataTableColumn } from '@/components/data-table';
import { formatCost } from '@/components/wms/inventory/format';
import { LowBadge } from '@/components/wms/inventory/low-badge';
import { BalanceText } from '@/components/wms/inventory/balance-text';

type T = ReturnType<typeof useTranslations>;

/**
 * The columns of a per-product summary (v1 and v2): the product links to its balances in
 * the list (exact SKU search).
 */
export function summaryColumns<R extends SummaryRow>(
  t: T,
  locale: string,
  testId: string,
): Array<DataTableColumn<R>> {
  const col = dataTableColumns<R>();
  return col.columns([
    col.display({
      id: 'product_name',
      header: t('fields.product'),
      enableSorting: true,
      enableHiding: false,
      meta: { label: t('fields.product') },
      cell: ({ row }) => (
        <Link
          href={`/wms/inventory?q=${encodeURIComponent(row.original.sku)}`}
          className="block max-w-xs truncate font-semibold text-brand-700 hover:underline"
          data-testid={`${testId}-product-${row.original.product_id}`}
        >
          {row.original.ProductName}
        </Link>
      ),
    }),
    col.display({
      id: 'sku',
      header: t('fields.sku'),
      enableSorting: true,
      meta: { label: t('fields.sku') },
      cell: ({ row }) => <span className="font-mono">{row.original.sku}</span>,
    }),
    col.display({
      id: 'balance',
      header: t('fields.balance'),
      enableSorting: true,
      meta: { numeric: true, label: t('fields.balance') },
      cell: ({ row }) => (
        <BalanceText
          balance={row.original.balance}
          unitName={row.original.unit_name}
          low={row.original.low}
        />
      ),
    }),
    col.display({
      id: 'cost',
      header: t('fields.cost'),
      meta: { numeric: true, label: t('fields.cost') },
      cell: ({ row }) => formatCost(row.original.cost, locale),
    }),
    col.display({
      id: 'value',
      header: t('fields.value'),
      enableSorting: true,
      meta: { numeric: true, label: t('fields.value') },
      cell: ({ row }) => formatNumber(row.original.value, locale, 2),
    }),
    col.display({
      id: 'threshold',
      header: t('fields.threshold'),
      meta: { numeric: true, label: t('fields.threshold') },
      cell: ({ row }) =>
        row.original.threshold > 0 ? formatNumber(row.original.threshold, locale) : '-',
    }),
    col.display({
      id: 'storages',
      header: t('fields.storages'),
      meta: { numeric: true, label: t('fields.storages') },
      cell: ({ row }) => formatNumber(row.original.storages, locale),
    }),
    col.display({
      id: 'low',
      header: t('fields.status'),
      meta: { label: t('fields.status') },
      cell: ({ row }) => (
        <LowBadge
          low={row.original.low}
          label={t(row.original.low ? 'status.low' : 'status.ok')}
          testId={`${testId}-low-${row.original.product_id}`}
        />
      ),
    }),
  ]) as Array<DataTableColumn<R>>;
}
