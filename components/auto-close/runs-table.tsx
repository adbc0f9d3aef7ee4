'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/time/date-format';
import {
  DataTable,
  dataTableColumns,
  formatNumber,
  type DataTableFilter,
} from '@/components/data-table';
import { RunStatusBadge } from '@/components/auto-close/run-status-badge';
import type { AutoCloseRunDto } from '@/lib/domain/packing/auto-close/schemas';

const col = dataTableColumns<AutoCloseRunDto>();

/** The run history, newest first (GET /api/v1/autoclose/runs). Test id: `autoclose-runs`. */
export function RunsTable({ reloadToken }: { reloadToken: number }) {
  const t = useTranslations('autoClose.runs');
  const locale = useLocale();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('started_at', {
          header: t('startedAt'),
          enableHiding: false,
          cell: ({ getValue }) => formatDateTime(getValue(), locale),
        }),
        col.accessor('trigger', {
          header: t('trigger'),
          cell: ({ row }) =>
            row.original.trigger === 'auto'
              ? t('triggerAuto')
              : t('triggerManual', { name: row.original.triggered_by_name ?? '-' }),
        }),
        col.accessor('status', {
          header: t('status'),
          cell: ({ getValue }) => <RunStatusBadge status={getValue()} />,
        }),
        col.accessor('closed_orders', {
          header: t('closedOrders'),
          meta: { numeric: true },
          cell: ({ getValue }) => formatNumber(getValue(), locale),
        }),
        col.accessor('listed_packings', {
          header: t('listedPackings'),
          meta: { numeric: true },
          cell: ({ getValue }) => formatNumber(getValue(), locale),
        }),
        col.accessor('finished_at', {
          header: t('finishedAt'),
          cell: ({ getValue }) => formatDateTime(getValue(), locale) || '-',
        }),
        col.accessor('error', {
          header: t('error'),
          cell: ({ getValue }) =>
            getValue() ? (
              <span className="break-words text-xs text-red-700">{getValue()}</span>
            ) : (
              '-'
            ),
        }),
      ]),
    [t, locale],
  );
  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: 'select',
        key: 'status',
        label: t('status'),
        options: [
          { value: 1, label: t('statusRunning') },
          { value: 2, label: t('statusSucceeded') },
          { value: 3, label: t('statusFailed') },
        ],
      },
    ],
    [t],
  );
  return (
    <DataTable
      endpoint="/api/v1/autoclose/runs"
      columns={columns}
      getRowId={(r) => String(r.id)}
      searchable={false}
      filters={filters}
      reloadToken={reloadToken}
      urlPrefix="runs_"
      testId="autoclose-runs"
    />
  );
}
