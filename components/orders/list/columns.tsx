'use client';
import Link from 'next/link';
import type { useTranslations } from 'next-intl';
import type { OrderRow } from '@/lib/domain/orders/schemas';
import { formatThaiPhone } from '@/lib/domain/customers/phone';
import { formatDateTime } from '@/lib/time/date-format';
import { dataTableColumns } from '@/components/data-table';
import { codeLabel } from '@/components/orders/list/code-label';
import { formatMoney } from '@/components/orders/list/money';
import { OrderStatusBadge } from '@/components/orders/list/status-badge';
import { PlatformOrderFlags } from '@/components/orders/list/platform-flags';

type T = ReturnType<typeof useTranslations>;

const col = dataTableColumns<OrderRow>();

/**
 * The order list's columns (ids are the API's sort fields where they sort). A long name is
 * cut at the table's cell width with an ellipsis, whole on hover (the table's cells).
 */
export function orderColumns(t: T, locale: string) {
  return col.columns([
    col.accessor('order_number', {
      header: t('orderList.columns.orderNumber'),
      enableSorting: true,
      enableHiding: false,
      cell: ({ row }) => (
        <span className="flex flex-col">
          <Link
            href={`/backoffice/orders/${row.original.id}`}
            prefetch={false}
            className="font-semibold text-brand-700 hover:underline"
            data-testid={`order-link-${row.original.id}`}
          >
            {row.original.order_number}
          </Link>
          {row.original.platform_order_id && (
            <span className="text-xs text-slate-500">{row.original.platform_order_id}</span>
          )}
        </span>
      ),
    }),
    col.accessor('created_at', {
      header: t('orderList.columns.createdAt'),
      enableSorting: true,
      cell: ({ getValue }) => (
        <span className="tabular-nums">{formatDateTime(getValue(), locale)}</span>
      ),
    }),
    col.display({
      id: 'recipient',
      header: t('orderList.columns.recipient'),
      meta: { label: t('orderList.columns.recipient') },
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span className="max-w-[14rem] truncate" title={row.original.recipient_name}>
            {row.original.recipient_name}
          </span>
          <span className="text-xs tabular-nums text-slate-500">
            {formatThaiPhone(row.original.recipient_phone) || row.original.recipient_phone}
          </span>
        </span>
      ),
    }),
    col.accessor('status', {
      header: t('orderList.columns.status'),
      enableSorting: true,
      cell: ({ getValue, row }) => (
        <span className="flex flex-col items-start gap-1">
          <OrderStatusBadge status={getValue()} testId={`order-status-${row.original.id}`} />
          <PlatformOrderFlags order={row.original} testId={`order-flags-${row.original.id}`} />
        </span>
      ),
    }),
    col.accessor('sale_channel_name', {
      header: t('orderList.columns.channel'),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span className="sm:truncate">{row.original.sale_channel_name}</span>
          <span className="text-xs text-slate-500">
            {codeLabel(t, 'platforms', row.original.platform)}
            {row.original.platform_shop_name ? ` · ${row.original.platform_shop_name}` : ''}
          </span>
        </span>
      ),
    }),
    col.accessor('payment_method_name', {
      header: t('orderList.columns.payment'),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span className="sm:truncate">{row.original.payment_method_name}</span>
          <span className="text-xs text-slate-500">
            {codeLabel(t, 'paymentTypes', row.original.payment_type)}
          </span>
        </span>
      ),
    }),
    col.display({
      id: 'shipping',
      header: t('orderList.columns.shipping'),
      meta: { label: t('orderList.columns.shipping') },
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span>{codeLabel(t, 'shippingProviders', row.original.shipping_provider_id)}</span>
          <span className="font-mono text-xs text-slate-500">
            {row.original.tracking_number ?? ''}
          </span>
        </span>
      ),
    }),
    col.accessor('total', {
      header: t('orderList.columns.total'),
      enableSorting: true,
      meta: { numeric: true },
      cell: ({ getValue }) => formatMoney(getValue(), locale),
    }),
    col.accessor('staff_name', {
      header: t('orderList.columns.staff'),
      cell: ({ getValue }) => getValue() ?? '',
    }),
  ]);
}
