'use client';
import Link from 'next/link';
import type { useTranslations } from 'next-intl';
import type { CouponUsageRow } from '@/lib/domain/coupons/schemas';
import { formatDate } from '@/lib/time/date-format';
import { dataTableColumns, formatNumber, RowActions } from '@/components/data-table';
import { CouponStatusBadge } from '@/components/coupons/coupon-status-badge';
import { formatBaht } from '@/components/coupons/coupon-format';
import { detailHref } from '@/components/coupons/coupon-action';

const col = dataTableColumns<CouponUsageRow>();

type AdminT = ReturnType<typeof useTranslations<'adminCoupon'>>;

export interface CouponRowActions {
  toggle: (row: CouponUsageRow) => void;
  remove: (row: CouponUsageRow) => void;
  open: (href: string) => void;
}

/** The overview's columns: each coupon, its days, its usage and the admin's actions. */
export function couponUsageColumns(t: AdminT, locale: string, act: CouponRowActions) {
  const n = (v: number) => formatNumber(v, locale);
  return col.columns([
    col.accessor('code', {
      header: t('columns.code'),
      enableHiding: false,
      enableSorting: true,
      cell: ({ row }) => (
        <Link
          href={detailHref(row.original.id)}
          className="inline-block py-1 font-semibold text-brand-700 hover:underline"
          data-testid={`admin-coupon-code-${row.original.id}`}
        >
          {row.original.code}
        </Link>
      ),
    }),
    col.accessor('name', { header: t('columns.name'), enableSorting: true }),
    col.accessor('status', {
      header: t('columns.status'),
      enableSorting: true,
      cell: ({ row }) => (
        <CouponStatusBadge
          status={row.original.status}
          testId={`admin-coupon-status-${row.original.id}`}
        />
      ),
    }),
    col.accessor('valid_to', {
      header: t('columns.days'),
      enableSorting: true,
      cell: ({ row }) => (
        <span data-state={row.original.days}>
          {t('days', {
            from: formatDate(row.original.valid_from, locale),
            to: formatDate(row.original.valid_to, locale),
          })}{' '}
          <span className="text-xs text-slate-500">{t(`dayState.${row.original.days}`)}</span>
        </span>
      ),
    }),
    col.accessor('used_count', {
      header: t('columns.used'),
      enableSorting: true,
      meta: { numeric: true },
      cell: ({ row }) =>
        row.original.quantity === null
          ? t('usedUnlimited', { used: n(row.original.used_count) })
          : t('usedOf', { used: n(row.original.used_count), quantity: n(row.original.quantity) }),
    }),
    col.accessor('uses_left', {
      header: t('columns.usesLeft'),
      enableSorting: true,
      meta: { numeric: true },
      cell: ({ getValue }) => {
        const left = getValue();
        return left === null ? t('unlimited') : n(left);
      },
    }),
    col.accessor('orders', {
      header: t('columns.orders'),
      enableSorting: true,
      meta: { numeric: true },
    }),
    col.accessor('codes_assigned', {
      header: t('columns.codes'),
      enableSorting: true,
      meta: { numeric: true, label: t('columns.codes') },
      cell: ({ row }) => (
        <Link
          href={`/backoffice/coupon/all/${row.original.id}`}
          className="font-semibold text-brand-700 hover:underline"
          data-testid={`admin-coupon-codes-${row.original.id}`}
        >
          {t('codesOf', {
            assigned: n(row.original.codes_assigned),
            used: n(row.original.codes_used),
            unused: n(row.original.codes_unused),
          })}
        </Link>
      ),
    }),
    col.accessor('discount_given', {
      header: t('columns.discountGiven'),
      enableSorting: true,
      meta: { numeric: true },
      cell: ({ getValue }) => formatBaht(getValue(), locale),
    }),
    col.display({
      id: 'actions',
      header: t('columns.actions'),
      cell: ({ row }) => (
        <RowActions
          label={t('actions.label')}
          testId={`admin-coupon-actions-${row.original.id}`}
          actions={[
            { label: t('actions.detail'), onClick: () => act.open(detailHref(row.original.id)) },
            {
              label: t('actions.codes'),
              onClick: () => act.open(`/backoffice/coupon/all/${row.original.id}`),
            },
            {
              label: row.original.status === 2 ? t('actions.enable') : t('actions.disable'),
              onClick: () => act.toggle(row.original),
              testId: `admin-coupon-toggle-${row.original.id}`,
            },
            {
              label: t('actions.delete'),
              danger: true,
              onClick: () => act.remove(row.original),
              testId: `admin-coupon-delete-${row.original.id}`,
            },
          ]}
        />
      ),
    }),
  ]);
}
