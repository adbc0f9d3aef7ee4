'use client';
import { useCallback, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { nameColumn } from '@/components/reports/report-columns';
import type { ReportFilterOptions } from '@/components/reports/report-filter-options';
import { saleChannelName } from '@/components/reports/report-names';
import type { SaleChannelRow, SalesDatum } from '@/components/reports/report-types';
import { SalesReport } from '@/components/reports/sales-report';

/**
 * /backoffice/reports/sale-channel (GET /api/v2/reports/recbysalechannel): sales of each
 * sale channel.
 */
export function SaleChannelReportScreen({ options }: { options: ReportFilterOptions }) {
  const t = useTranslations();
  const nameOf = useCallback((r: SaleChannelRow) => saleChannelName(t, r), [t]);
  const nameColumns = useMemo(
    () => [
      nameColumn<SaleChannelRow>(
        'sale_channel',
        t('reports.columns.saleChannel'),
        nameOf,
        t('reports.total'),
      ),
    ],
    [t, nameOf],
  );
  return (
    <SalesReport<SaleChannelRow, SalesDatum>
      endpoint="/api/v2/reports/recbysalechannel"
      options={options}
      filters={['team_id', 'user_id', 'platform', 'shop_id', 'payment_type', 'product_id']}
      grain="order"
      nameColumns={nameColumns}
      nameOf={nameOf}
      getRowId={(r) => String(r.sale_channel_id ?? 0)}
      testId="report-sale-channel"
    />
  );
}
