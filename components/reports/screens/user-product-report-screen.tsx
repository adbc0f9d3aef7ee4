'use client';
import { useCallback, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { nameColumn } from '@/components/reports/report-columns';
import { productColumns } from '@/components/reports/product-columns';
import type { ReportFilterOptions } from '@/components/reports/report-filter-options';
import { productName, sellerName } from '@/components/reports/report-names';
import type { SalesDatum, UserProductRow } from '@/components/reports/report-types';
import { SalesReport } from '@/components/reports/sales-report';

/**
 * /backoffice/reports/user-product (GET /api/v2/reports/recbyuserproduct): what each
 * staff member (or, for platform orders, each shop) sold, product by product, paged.
 */
export function UserProductReportScreen({ options }: { options: ReportFilterOptions }) {
  const t = useTranslations();
  const nameOf = useCallback(
    (r: UserProductRow) => `${sellerName(t, r)} · ${productName(t, r)}`,
    [t],
  );
  const nameColumns = useMemo(
    () => [
      nameColumn<UserProductRow>(
        'seller',
        t('reports.columns.seller'),
        (r) => sellerName(t, r),
        t('reports.total'),
      ),
      ...productColumns<UserProductRow>(t),
    ],
    [t],
  );
  return (
    <SalesReport<UserProductRow, SalesDatum>
      endpoint="/api/v2/reports/recbyuserproduct"
      options={options}
      filters={[
        'sale_channel_id',
        'team_id',
        'user_id',
        'platform',
        'shop_id',
        'payment_type',
        'product_id',
      ]}
      grain="product"
      paged
      nameColumns={nameColumns}
      nameOf={nameOf}
      getRowId={(r) => `${r.user_id ?? 0}-${r.shop_id ?? 0}-${r.product_id ?? 0}`}
      testId="report-user-product"
    />
  );
}
