'use client';
import { useCallback, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { nameColumn } from '@/components/reports/report-columns';
import type { ReportFilterOptions } from '@/components/reports/report-filter-options';
import { teamName } from '@/components/reports/report-names';
import type { SalesDatum, TeamRow } from '@/components/reports/report-types';
import { SalesReport } from '@/components/reports/sales-report';

/** /backoffice/reports/team (GET /api/v1/reports/recbyteam): sales of each team. */
export function TeamReportScreen({ options }: { options: ReportFilterOptions }) {
  const t = useTranslations();
  const nameOf = useCallback((r: TeamRow) => teamName(t, r), [t]);
  const nameColumns = useMemo(
    () => [nameColumn<TeamRow>('team', t('reports.columns.team'), nameOf, t('reports.total'))],
    [t, nameOf],
  );
  return (
    <SalesReport<TeamRow, SalesDatum>
      endpoint="/api/v1/reports/recbyteam"
      options={options}
      filters={['sale_channel_id', 'platform', 'shop_id', 'payment_type', 'product_id']}
      grain="order"
      nameColumns={nameColumns}
      nameOf={nameOf}
      getRowId={(r) => String(r.team_id ?? 0)}
      testId="report-team"
    />
  );
}
