'use client';
import type { ReportFilterOptions } from '@/components/reports/report-filter-options';
import { WmsSummaryReport } from '@/components/reports/wms-summary-report';

/** /backoffice/reports/summary-wms-product: what left the warehouse, per product (Datum.product). */
export function WmsProductSummaryScreen({ options }: { options: ReportFilterOptions }) {
  return (
    <WmsSummaryReport
      options={options}
      sections={[{ list: 'product', title: 'byProduct', nameHeader: 'product' }]}
      testId="report-summary-wms-product"
    />
  );
}
