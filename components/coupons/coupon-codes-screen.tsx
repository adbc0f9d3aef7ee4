'use client';
import { useMemo } from 'react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { MemberCodeStateBadge } from '@/components/coupons/member-code-state-badge';
import type { z } from 'zod';
import type { memberCodeSchema } from '@/lib/domain/coupons/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { DataTable, dataTableColumns } from '@/components/data-table';

export type MemberCode = z.infer<typeof memberCodeSchema>;

const col = dataTableColumns<MemberCode>();

/**
 * /backoffice/coupon/all/{id}: the member codes of the coupon, newest first, a page at a
 * time (GET /api/v1/coupon/all?id=, the page in the URL).
 */
export function CouponCodesScreen({ couponId }: { couponId: number }) {
  const t = useTranslations('couponScreens');
  const locale = useLocale();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('member_name', {
          header: t('codes.member'),
          cell: ({ row }) => row.original.member_name ?? row.original.line_user_id,
        }),
        col.accessor('coupon_code', {
          header: t('codes.code'),
          cell: ({ row }) => (
            <span className="font-mono" data-testid={`coupon-code-${row.original.id}`}>
              {row.original.coupon_code}
            </span>
          ),
        }),
        col.accessor('coupon_status', {
          header: t('codes.state'),
          cell: ({ row }) => <MemberCodeStateBadge state={row.original.coupon_status} />,
        }),
        col.accessor('created_at', {
          header: t('codes.givenAt'),
          cell: ({ getValue }) => formatDateTime(getValue(), locale),
        }),
        col.accessor('used_at', {
          header: t('codes.usedAt'),
          cell: ({ row }) => (
            <>
              {row.original.used_at ? formatDateTime(row.original.used_at, locale) : '-'}
              {row.original.order_id !== null && (
                <Link
                  href={`/backoffice/orders/${row.original.order_id}`}
                  className="ml-2 font-semibold text-brand-700 hover:underline"
                >
                  {t('codes.order')}
                </Link>
              )}
            </>
          ),
        }),
      ]),
    [t, locale],
  );
  const baseQuery = useMemo(() => ({ id: couponId }), [couponId]);
  return (
    <DataTable<MemberCode>
      endpoint="/api/v1/coupon/all"
      baseQuery={baseQuery}
      columns={columns}
      getRowId={(r) => String(r.id)}
      searchable={false}
      testId="coupon-codes"
    />
  );
}
