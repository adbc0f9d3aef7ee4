'use client';
import type { ListUrl } from '@/components/data-table';
import type { DayRange } from '@/components/date-range/day-range';
import { ExportButtons } from '@/components/reports/export-buttons';
import { PeriodPicker } from '@/components/reports/period-picker';
import type { ReportFilterOptions } from '@/components/reports/report-filter-options';
import { ReportFilters } from '@/components/reports/report-filters';
import type { ReportFilterKey, ReportQuery } from '@/components/reports/report-query';

/**
 * The row above a report: its days (with the quick picks), the filters it offers, and
 * the export of what is shown, at the end of the row (when its call makes files).
 * Test ids: `{testId}-dates...`, `{testId}-filter-{key}`, `{testId}-export-csv|xlsx`.
 */
export function ReportToolbar({
  url,
  now,
  defaults,
  period,
  periodLabel,
  options,
  filters,
  endpoint,
  query,
  testId,
}: {
  url: ListUrl;
  now: Date;
  defaults: DayRange;
  period: DayRange;
  periodLabel: string;
  options: ReportFilterOptions;
  filters: readonly ReportFilterKey[];
  /** The call whose file the export buttons download; none where the call makes no file. */
  endpoint?: string;
  query: ReportQuery;
  testId: string;
}) {
  return (
    <>
      <PeriodPicker
        url={url}
        now={now}
        defaults={defaults}
        period={period}
        label={periodLabel}
        testId={`${testId}-dates`}
      />
      <ReportFilters url={url} options={options} keys={filters} testId={`${testId}-filter`} />
      {endpoint && (
        <div className="ml-auto self-end">
          <ExportButtons endpoint={endpoint} query={query} testId={`${testId}-export`} />
        </div>
      )}
    </>
  );
}
