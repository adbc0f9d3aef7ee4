'use client';
import { ReportScreen } from '@/components/reports/report-screen';
import { useMemo, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Panel } from '@/components/layout/panel';
import { groupBars, MAX_BARS } from '@/components/reports/chart-data';
import { GroupBarChart } from '@/components/reports/group-bar-chart';
import { measureColumns } from '@/components/reports/report-columns';
import type { ReportFilterOptions } from '@/components/reports/report-filter-options';
import { ReportPager } from '@/components/reports/report-pager';
import { REPORT_PAGE_SIZE, type ReportFilterKey } from '@/components/reports/report-query';
import type { ReportColumn } from '@/components/reports/report-table-features';
import { ReportTable } from '@/components/reports/report-table';
import type { ReportAnswer, SalesDatum, SalesMeasures } from '@/components/reports/report-types';

export interface SalesReportProps<R extends SalesMeasures, D extends SalesDatum> {
  /** The report call (docs/reports.md, Calls). */
  endpoint: string;
  options: ReportFilterOptions;
  filters: readonly ReportFilterKey[];
  /** Order grain (S: with discount and shipping) or product grain (P). */
  grain: 'order' | 'product';
  /** Product-grain reports page (`page`, `limit`) and show Datum.count. */
  paged?: boolean;
  /** The columns naming a row, before the measures; the first one's footer says Total. Stable. */
  nameColumns: ReadonlyArray<ReportColumn<R>>;
  /** A row's name on the chart. Stable. */
  nameOf: (row: R) => string;
  getRowId: (row: R, index: number) => string;
  /** Sections between the chart and the table, drawn from the answer (e.g. by platform). */
  extra?: (answer: ReportAnswer<R, D>) => ReactNode;
  testId: string;
}

/**
 * A sales report screen: the days and filters, net sales and profit of the biggest
 * groups as bars, then every row with its measures and the call's totals, and the export
 * of the same call. Everything lives in the URL, so a link or a reload shows the same.
 */
export function SalesReport<R extends SalesMeasures, D extends SalesDatum>(
  props: SalesReportProps<R, D>,
) {
  const { endpoint, options, filters, paged, testId } = props;
  return (
    <ReportScreen<R, D>
      endpoint={endpoint}
      options={options}
      filters={filters}
      paged={paged}
      testId={testId}
    >
      {(answer, { page, onPage }) => (
        <SalesReportBody {...props} answer={answer} page={page} onPage={onPage} />
      )}
    </ReportScreen>
  );
}

function SalesReportBody<R extends SalesMeasures, D extends SalesDatum>({
  answer,
  grain,
  paged,
  nameColumns,
  nameOf,
  getRowId,
  extra,
  page,
  onPage,
  testId,
}: SalesReportProps<R, D> & {
  answer: ReportAnswer<R, D>;
  page: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations('reports');
  const tAll = useTranslations();
  const locale = useLocale();
  const total = answer.datum.total;
  const columns = useMemo(
    () => [...nameColumns, ...measureColumns<R>(tAll, locale, grain, total)],
    [nameColumns, tAll, locale, grain, total],
  );
  const bars = useMemo(() => groupBars(answer.rows, nameOf), [answer.rows, nameOf]);

  return (
    <>
      <Panel title={t('charts.amountProfit')}>
        {answer.rows.length > MAX_BARS && (
          <p className="-mt-2 mb-3 text-sm text-slate-600">
            {t('charts.topHint', { count: MAX_BARS })}
          </p>
        )}
        {bars.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-500" data-testid={`${testId}-no-chart`}>
            {t('charts.empty')}
          </p>
        ) : (
          <GroupBarChart bars={bars} label={t('charts.amountProfit')} testId={`${testId}-chart`} />
        )}
      </Panel>
      {extra?.(answer)}
      <Panel title={t('tableTitle')}>
        <ReportTable
          rows={answer.rows}
          columns={columns}
          getRowId={getRowId}
          testId={`${testId}-table`}
        />
        {paged && (
          <ReportPager
            page={page}
            limit={REPORT_PAGE_SIZE}
            count={answer.datum.count ?? answer.rows.length}
            onPage={onPage}
            testId={`${testId}-pager`}
          />
        )}
      </Panel>
    </>
  );
}
