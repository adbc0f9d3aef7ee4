'use client';
import type { ReportFilterOptions } from '@/components/reports/report-filter-options';
import { WmsSummaryReport } from '@/components/reports/wms-summary-report';

/** /backoffice/reports/summary-wms: what left the warehouse, per storage (Datum.wms). */
export function WmsStorageSummaryScreen({ options }: { options: ReportFilterOptions }) {
  return (
    <WmsSummaryReport
      options={options}
      sections={[{ list: 'wms', title: 'byStorage', nameHeader: 'storage' }]}
      testId="report-summary-wms"
    />
  );
}
