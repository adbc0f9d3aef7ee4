'use client';
import type { ReportFilterOptions } from '@/components/reports/report-filter-options';
import { WmsSummaryReport } from '@/components/reports/wms-summary-report';

/**
 * /backoffice/reports/summary-wms-field: what left the warehouse per sale channel, per
 * shipper and per staff member (Datum.sale_channel, shipping_user, user).
 */
export function WmsFieldSummaryScreen({ options }: { options: ReportFilterOptions }) {
  return (
    <WmsSummaryReport
      options={options}
      sections={[
        { list: 'sale_channel', title: 'bySaleChannel', nameHeader: 'saleChannel' },
        { list: 'shipping_user', title: 'byShippingUser', nameHeader: 'shippingUser' },
        { list: 'user', title: 'byUser', nameHeader: 'staff' },
      ]}
      testId="report-summary-wms-field"
    />
  );
}
