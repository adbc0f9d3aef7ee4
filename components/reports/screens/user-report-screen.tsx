'use client';
import { useCallback, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { nameColumn } from '@/components/reports/report-columns';
import type { ReportFilterOptions } from '@/components/reports/report-filter-options';
import { sellerName } from '@/components/reports/report-names';
import type { SalesDatum, UserRow } from '@/components/reports/report-types';
import { SalesReport } from '@/components/reports/sales-report';

/**
 * /backoffice/reports/user (GET /api/v2/reports/recbyuser): sales of each staff member;
 * platform orders have no staff and count under their shop.
 */
export function UserReportScreen({ options }: { options: ReportFilterOptions }) {
  const t = useTranslations();
  const nameOf = useCallback((r: UserRow) => sellerName(t, r), [t]);
  const nameColumns = useMemo(
    () => [nameColumn<UserRow>('seller', t('reports.columns.seller'), nameOf, t('reports.total'))],
    [t, nameOf],
  );
  return (
    <SalesReport<UserRow, SalesDatum>
      endpoint="/api/v2/reports/recbyuser"
      options={options}
      filters={['sale_channel_id', 'team_id', 'platform', 'shop_id', 'payment_type', 'product_id']}
      grain="order"
      nameColumns={nameColumns}
      nameOf={nameOf}
      getRowId={(r) => `${r.user_id ?? 0}-${r.shop_id ?? 0}`}
      testId="report-user"
    />
  );
}
