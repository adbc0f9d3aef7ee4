'use client';
import { useMemo } from 'react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/time/date-format';
import { DataTable, dataTableColumns, formatNumber } from '@/components/data-table';
import { OrderStatusBadge } from '@/components/orders/list/status-badge';
import type { OpenPackingDto } from '@/lib/domain/packing/auto-close/schemas';

const col = dataTableColumns<OpenPackingDto>();

/**
 * Packings still open from an earlier day, the longest open first
 * (GET /api/v1/autoclose/open-packings): for a supervisor to finish or cancel.
 * Test id: `autoclose-open-packings`.
 */
export function OpenPackingsTable({ reloadToken }: { reloadToken: number }) {
  const t = useTranslations('autoClose.openPackings');
  const locale = useLocale();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('packing_number', {
          header: t('packingNumber'),
          enableHiding: false,
          cell: ({ row }) => (
            <span className="flex flex-col">
              <span className="font-semibold">{row.original.packing_number}</span>
              {row.original.kind === 2 && (
                <span className="text-xs text-slate-500">{t('returnPacking')}</span>
              )}
            </span>
          ),
        }),
        col.accessor('order_number', {
          header: t('order'),
          cell: ({ row }) => (
            <Link
              href={`/backoffice/orders/${row.original.order_id}`}
              prefetch={false}
              className="font-semibold text-brand-700 hover:underline"
            >
              {row.original.order_number}
            </Link>
          ),
        }),
        col.accessor('order_status', {
          header: t('orderStatus'),
          cell: ({ getValue }) => <OrderStatusBadge status={getValue()} />,
        }),
        col.accessor('days_open', {
          header: t('daysOpen'),
          meta: { numeric: true },
          cell: ({ getValue }) => (
            <span className="font-semibold text-amber-800">{t('days', { days: getValue() })}</span>
          ),
        }),
        col.accessor('scanned', {
          header: t('scanned'),
          meta: { numeric: true },
          cell: ({ row }) =>
            `${formatNumber(row.original.scanned, locale)} / ${formatNumber(row.original.ordered, locale)}`,
        }),
        col.accessor('user_name', { header: t('packer') }),
        col.accessor('storage_name', { header: t('storage') }),
        col.accessor('line', {
          header: t('line'),
          cell: ({ getValue }) => getValue() ?? '-',
        }),
        col.accessor('created_at', {
          header: t('openedAt'),
          cell: ({ getValue }) => formatDateTime(getValue(), locale),
        }),
      ]),
    [t, locale],
  );
  return (
    <DataTable
      endpoint="/api/v1/autoclose/open-packings"
      columns={columns}
      getRowId={(r) => String(r.id)}
      searchable={false}
      hiddenColumns={['line']}
      reloadToken={reloadToken}
      urlPrefix="open_"
      testId="autoclose-open-packings"
    />
  );
}
