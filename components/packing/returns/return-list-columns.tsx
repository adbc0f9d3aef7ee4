'use client';
import Link from 'next/link';
import type { useTranslations } from 'next-intl';
import type { ReturnRow } from '@/lib/domain/packing/returns/list-schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { dataTableColumns, formatNumber } from '@/components/data-table';
import { formatMoney } from '@/components/orders/list/money';
import { cn } from '@/components/ui/cn';

const col = dataTableColumns<ReturnRow>();

const STATUS_COLOURS: Record<number, string> = {
  1: 'bg-amber-100 text-amber-800',
  2: 'bg-green-100 text-green-800',
  3: 'bg-slate-200 text-slate-700',
};

type ListT = ReturnType<typeof useTranslations<'returnList'>>;

const count = (key: 'good' | 'broken' | 'lost' | 'other', t: ListT, locale: string) =>
  col.accessor(key, {
    header: t(`columns.${key}`),
    meta: { numeric: true },
    cell: ({ getValue }) => formatNumber(getValue(), locale),
  });

/**
 * The returns list's columns: return number, the order (links to its detail), status,
 * Bangkok times received and closed, who received it, the four counts, their values at the
 * cost the units left with, the unboxing video, the restock bill and the reason.
 */
export function returnListColumns(t: ListT, locale: string) {
  return col.columns([
    col.accessor('return_number', {
      header: t('columns.returnNumber'),
      enableHiding: false,
      cell: ({ getValue }) => <span className="font-semibold">{getValue()}</span>,
    }),
    col.accessor('order_number', {
      header: t('columns.orderNumber'),
      cell: ({ row }) => (
        <Link
          href={`/backoffice/orders/${row.original.order_id}`}
          className="inline-block py-1 font-semibold text-brand-700 hover:underline"
          data-testid={`return-list-order-${row.original.order_id}`}
        >
          {row.original.order_number}
        </Link>
      ),
    }),
    col.accessor('status', {
      header: t('columns.status'),
      cell: ({ row }) => (
        <span
          className={cn(
            'rounded px-2 py-0.5 text-xs font-semibold',
            STATUS_COLOURS[row.original.status],
          )}
          data-testid={`return-list-status-${row.original.id}`}
          data-status={row.original.status}
        >
          {t(`status.${row.original.status as 1 | 2 | 3}`)}
        </span>
      ),
    }),
    col.accessor('created_at', {
      header: t('columns.receivedAt'),
      cell: ({ getValue }) => formatDateTime(getValue(), locale),
    }),
    col.accessor('closed_at', {
      header: t('columns.closedAt'),
      cell: ({ getValue }) => formatDateTime(getValue(), locale) || '-',
    }),
    col.accessor('user_name', { header: t('columns.user') }),
    count('good', t, locale),
    count('broken', t, locale),
    count('lost', t, locale),
    count('other', t, locale),
    col.accessor('good_value', {
      header: t('columns.goodValue'),
      meta: { numeric: true },
      cell: ({ getValue }) => formatMoney(getValue(), locale),
    }),
    col.accessor('loss_value', {
      header: t('columns.lossValue'),
      meta: { numeric: true },
      cell: ({ getValue }) => formatMoney(getValue(), locale),
    }),
    col.accessor('video_url', {
      header: t('columns.video'),
      cell: ({ row }) =>
        row.original.video_url ? (
          <a
            href={row.original.video_url}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-700 hover:underline"
            data-testid={`return-list-video-${row.original.id}`}
          >
            {t('watchVideo')}
          </a>
        ) : (
          '-'
        ),
    }),
    col.accessor('bill_number', {
      header: t('columns.billNumber'),
      cell: ({ getValue }) => getValue() ?? '-',
    }),
    col.accessor('reason', {
      header: t('columns.reason'),
      meta: { className: 'max-w-[16rem] truncate' },
      cell: ({ getValue }) => getValue() ?? '',
    }),
  ]);
}
