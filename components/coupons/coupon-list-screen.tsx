'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { CouponAnswer } from '@/lib/domain/coupons/schemas';
import { DataTable, type DataTableFilter } from '@/components/data-table';
import { ButtonLink } from '@/components/ui/button-link';
import { couponListColumns } from '@/components/coupons/coupon-list-columns';
import { CREATE_HREF } from '@/components/coupons/coupon-action';

/**
 * /backoffice/coupon: the enterprise's coupons, newest first (GET /api/v1/coupon), with
 * the search (code or name), status and "usable today" filters kept in the URL.
 */
export function CouponListScreen({ canCreate }: { canCreate: boolean }) {
  const t = useTranslations('couponScreens');
  const locale = useLocale();
  const columns = useMemo(() => couponListColumns(t, locale), [t, locale]);

  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: 'select',
        key: 'status',
        label: t('filters.status'),
        options: ([1, 2] as const).map((s) => ({ value: s, label: t(`status.${s}`) })),
      },
      {
        kind: 'select',
        key: 'valid_now',
        label: t('filters.validNow'),
        options: [{ value: 1, label: t('filters.validNowOnly') }],
      },
    ],
    [t],
  );

  return (
    <DataTable<CouponAnswer>
      endpoint="/api/v1/coupon"
      columns={columns}
      getRowId={(r) => String(r.id)}
      searchPlaceholder={t('filters.search')}
      filters={filters}
      testId="coupon-list"
      actions={
        canCreate && (
          <ButtonLink href={CREATE_HREF} size="sm" data-testid="coupon-create">
            {t('newCoupon')}
          </ButtonLink>
        )
      }
    />
  );
}
