'use client';
import Link from 'next/link';
import type { useTranslations } from 'next-intl';
import type { CouponAnswer } from '@/lib/domain/coupons/schemas';
import { formatDate } from '@/lib/time/date-format';
import { dataTableColumns, formatNumber } from '@/components/data-table';
import { CouponStatusBadge } from '@/components/coupons/coupon-status-badge';
import { discountLabel, formatBaht } from '@/components/coupons/coupon-format';
import { detailHref } from '@/components/coupons/coupon-action';

const col = dataTableColumns<CouponAnswer>();

type ListT = ReturnType<typeof useTranslations<'couponScreens'>>;

/**
 * The coupon list's columns: the code (links to its detail), name, discount, minimum,
 * Bangkok days, uses out of the quantity, status and the printable PDF.
 */
export function couponListColumns(t: ListT, locale: string) {
  return col.columns([
    col.accessor('code', {
      header: t('columns.code'),
      enableHiding: false,
      cell: ({ row }) => (
        <Link
          href={detailHref(row.original.id)}
          className="inline-block py-1 font-semibold text-brand-700 hover:underline"
          data-testid={`coupon-list-code-${row.original.id}`}
        >
          {row.original.code}
        </Link>
      ),
    }),
    col.accessor('name', { header: t('columns.name') }),
    col.accessor('discount_value', {
      header: t('columns.discount'),
      meta: { numeric: true },
      cell: ({ row }) => discountLabel(row.original, locale, (v) => t('discount.capped', v)),
    }),
    col.accessor('minimum_amount', {
      header: t('columns.minimum'),
      meta: { numeric: true },
      cell: ({ getValue }) => formatBaht(getValue(), locale),
    }),
    col.accessor('valid_from', {
      header: t('columns.validDays'),
      cell: ({ row }) =>
        t('validDays', {
          from: formatDate(row.original.valid_from, locale),
          to: formatDate(row.original.valid_to, locale),
        }),
    }),
    col.accessor('used_count', {
      header: t('columns.used'),
      meta: { numeric: true },
      cell: ({ row }) =>
        row.original.quantity === null
          ? t('usedUnlimited', { used: formatNumber(row.original.used_count, locale) })
          : t('usedOf', {
              used: formatNumber(row.original.used_count, locale),
              quantity: formatNumber(row.original.quantity, locale),
            }),
    }),
    col.accessor('status', {
      header: t('columns.status'),
      cell: ({ row }) => (
        <CouponStatusBadge
          status={row.original.status}
          testId={`coupon-list-status-${row.original.id}`}
        />
      ),
    }),
    col.display({
      id: 'pdf',
      header: t('columns.print'),
      cell: ({ row }) => (
        <a
          href={`/api/v1/coupon/pdf?id=${row.original.id}`}
          target="_blank"
          rel="noreferrer"
          className="font-semibold text-brand-700 hover:underline"
          data-testid={`coupon-list-pdf-${row.original.id}`}
        >
          {t('printCodes')}
        </a>
      ),
    }),
  ]);
}
