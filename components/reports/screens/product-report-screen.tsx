'use client';
import { useCallback, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { productColumns } from '@/components/reports/product-columns';
import type { ReportFilterOptions } from '@/components/reports/report-filter-options';
import { productName } from '@/components/reports/report-names';
import type { ProductRow, SalesDatum } from '@/components/reports/report-types';
import { SalesReport } from '@/components/reports/sales-report';

/**
 * /backoffice/reports/product (GET /api/v1/reports/recbyproduct): units, net sales, cost
 * and profit of each product, paged.
 */
export function ProductReportScreen({ options }: { options: ReportFilterOptions }) {
  const t = useTranslations();
  const nameOf = useCallback((r: ProductRow) => productName(t, r), [t]);
  const nameColumns = useMemo(() => productColumns<ProductRow>(t, t('reports.total')), [t]);
  return (
    <SalesReport<ProductRow, SalesDatum>
      endpoint="/api/v1/reports/recbyproduct"
      options={options}
      filters={['sale_channel_id', 'team_id', 'user_id', 'platform', 'shop_id', 'payment_type']}
      grain="product"
      paged
      nameColumns={nameColumns}
      nameOf={nameOf}
      getRowId={(r) => String(r.product_id ?? 0)}
      testId="report-product"
    />
  );
}
