'use client';
import Link from 'next/link';
import type { useTranslations } from 'next-intl';
import type { ReturningRow } from '@/lib/domain/packing/returns/returning-schemas';
import { RETURN_REQUEST_KIND } from '@/lib/domain/packing/returns/returning-schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { dataTableColumns, formatNumber } from '@/components/data-table';
import { formatMoney } from '@/components/orders/list/money';
import { cn } from '@/components/ui/cn';

const col = dataTableColumns<ReturningRow>();

type ListT = ReturnType<typeof useTranslations<'returningList'>>;
type PlatformT = (code: string) => string;

const KIND_COLOURS: Record<number, string> = {
  [RETURN_REQUEST_KIND.ReturnAndRefund]: 'bg-amber-100 text-amber-800',
  [RETURN_REQUEST_KIND.RefundOnly]: 'bg-sky-100 text-sky-800',
  [RETURN_REQUEST_KIND.Replacement]: 'bg-violet-100 text-violet-800',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since `iso`, as the clerk counts them (0 on the day itself). */
export function daysSince(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - new Date(iso).getTime()) / DAY_MS));
}

/**
 * The "on its way back" list's columns: the order (links to its detail), channel, recipient,
 * our tracking number, the platform's request (kind, reason, the buyer's tracking number),
 * since when and how many days, units and total, and the receive button (order_return 2).
 */
export function returningListColumns(
  t: ListT,
  tPlatform: PlatformT,
  locale: string,
  opts: { canReceive: boolean; now: number },
) {
  const columns = [
    col.accessor('order_number', {
      header: t('columns.orderNumber'),
      enableHiding: false,
      cell: ({ row }) => (
        <Link
          href={`/backoffice/orders/${row.original.order_id}`}
          className="inline-block py-1 font-semibold text-brand-700 hover:underline"
          data-testid={`returning-order-${row.original.order_id}`}
        >
          {row.original.order_number}
        </Link>
      ),
    }),
    col.accessor('platform', {
      header: t('columns.platform'),
      cell: ({ row }) => (
        <span>
          {tPlatform(String(row.original.platform))}
          {row.original.shop_name ? ` · ${row.original.shop_name}` : ''}
          {row.original.platform_order_id && (
            <span className="block text-xs text-slate-500">{row.original.platform_order_id}</span>
          )}
        </span>
      ),
    }),
    col.accessor('recipient_name', { header: t('columns.recipient') }),
    col.accessor('tracking_number', {
      header: t('columns.trackingNumber'),
      cell: ({ getValue }) => getValue() ?? '-',
    }),
    col.accessor('request_kind', {
      header: t('columns.request'),
      cell: ({ row }) => {
        const kind = row.original.request_kind;
        return (
          <span
            className={cn(
              'rounded px-2 py-0.5 text-xs font-semibold',
              kind ? KIND_COLOURS[kind] : 'bg-slate-100 text-slate-700',
            )}
            data-testid={`returning-kind-${row.original.order_id}`}
            data-kind={kind ?? 0}
          >
            {kind ? t(`kinds.${kind as 1 | 2 | 3}`) : t('noRequest')}
          </span>
        );
      },
    }),
    col.accessor('request_reason', {
      header: t('columns.reason'),
      meta: { className: 'max-w-[16rem] truncate' },
      cell: ({ getValue }) => getValue() ?? '',
    }),
    col.accessor('buyer_tracking_number', {
      header: t('columns.buyerTracking'),
      cell: ({ getValue }) => getValue() ?? '-',
    }),
    col.accessor('returning_since', {
      header: t('columns.since'),
      cell: ({ getValue }) => (
        <span>
          {formatDateTime(getValue(), locale)}
          <span className="block text-xs font-semibold text-amber-700">
            {t('daysOnTheWay', { days: daysSince(getValue(), opts.now) })}
          </span>
        </span>
      ),
    }),
    col.accessor('units', {
      header: t('columns.units'),
      meta: { numeric: true },
      cell: ({ getValue }) => formatNumber(getValue(), locale),
    }),
    col.accessor('total', {
      header: t('columns.total'),
      meta: { numeric: true },
      cell: ({ getValue }) => formatMoney(getValue(), locale),
    }),
  ];
  if (!opts.canReceive) return col.columns(columns);
  return col.columns([
    ...columns,
    col.display({
      id: 'receive',
      header: t('columns.actions'),
      cell: ({ row }) => (
        <Link
          href={`/backoffice/return?order=${encodeURIComponent(row.original.order_number)}`}
          className="inline-block rounded bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
          data-testid={`returning-receive-${row.original.order_id}`}
        >
          {t('receive')}
        </Link>
      ),
    }),
  ]);
}
