'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useListUrl } from '@/components/data-table';
import { ReportView } from '@/components/wms/inventory/report-view';
import type { ReportFilterOptions } from '@/components/reports/report-filter-options';
import { useReportPeriod } from '@/components/reports/report-period';
import { pageOf, reportQuery, type ReportFilterKey } from '@/components/reports/report-query';
import { ReportToolbar } from '@/components/reports/report-toolbar';
import type { ReportAnswer } from '@/components/reports/report-types';
import { useReport } from '@/components/reports/use-report';
import type { DatumState } from '@/components/wms/inventory/use-datum';
import type { DayRange } from '@/components/date-range/day-range';

/** What a report's body gets besides the answer. */
export interface ReportScreenContext<R, D> {
  report: DatumState<ReportAnswer<R, D>>;
  period: DayRange;
  /** The moment the screen counts "today" from. */
  now: Date;
  page: number;
  onPage: (page: number) => void;
}

/**
 * The frame every sales-side report screen shares: the days and filters kept in the URL,
 * the call read with them, the toolbar with its exports, and the body drawn from the
 * answer (the last answer stays, dimmed, while the next loads).
 */
export function ReportScreen<R, D>({
  endpoint,
  options,
  filters,
  paged = false,
  periodLabel = 'period.label',
  testId,
  children,
}: {
  endpoint: string;
  options: ReportFilterOptions;
  filters: readonly ReportFilterKey[];
  /** Product-grain reports page (`page`, `limit`). */
  paged?: boolean;
  /** The key under "reports" naming the date range. */
  periodLabel?: string;
  testId: string;
  children: (answer: ReportAnswer<R, D>, context: ReportScreenContext<R, D>) => ReactNode;
}) {
  const t = useTranslations('reports');
  const url = useListUrl();
  const { now, defaults, period } = useReportPeriod(url);
  const page = pageOf(url.get('page'));
  const query = reportQuery({
    period,
    values: url.values,
    filters,
    page: paged ? page : undefined,
  });
  const report = useReport<R, D>(endpoint, query);
  const context: ReportScreenContext<R, D> = {
    report,
    period,
    now,
    page,
    onPage: (p) => url.set({ page: p > 1 ? p : null }),
  };
  return (
    <ReportView
      filters={
        <ReportToolbar
          url={url}
          now={now}
          defaults={defaults}
          period={period}
          periodLabel={t(periodLabel)}
          options={options}
          filters={filters}
          endpoint={endpoint}
          query={query}
          testId={testId}
        />
      }
      report={report}
      testId={testId}
    >
      {(answer) => children(answer, context)}
    </ReportView>
  );
}
