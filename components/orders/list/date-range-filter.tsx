'use client';
import { useTranslations } from 'next-intl';
import type { ListUrl } from '@/components/data-table/use-list-url';
import type { DayRange } from '@/components/date-range/day-range';
import { DayRangeFilter } from '@/components/date-range/day-range-filter';

/**
 * The order list's date range, also the warehouse reports' (which name their own days: a
 * report filters bills or movements, not orders): a range is `required` on the list; where
 * it is not, one end alone is the problem named.
 * Test ids: `{testId}-start`, `{testId}-end`, `{testId}-error`.
 */
export function DateRangeFilter({
  url,
  defaults,
  required,
  label,
  testId,
}: {
  url: ListUrl;
  /** The range shown when the URL has none (the order list's last 7 days). */
  defaults: DayRange | null;
  required: boolean;
  /** What the days are of, when not the order date (a report's bill or movement date). */
  label?: string;
  testId: string;
}) {
  const t = useTranslations('orderList');
  return (
    <DayRangeFilter
      url={url}
      defaults={defaults}
      required={required}
      text={{
        label: label ?? t('dateRange'),
        start: t('startDate'),
        end: t('endDate'),
        problem: (p) => t(`dateProblems.${p === 'required' && !required ? 'bothOrNone' : p}`),
      }}
      testId={testId}
    />
  );
}
