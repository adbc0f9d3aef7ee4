'use client';
import { useTranslations } from 'next-intl';
import type { ListUrl } from '@/components/data-table';
import { DayRangeFilter } from '@/components/date-range/day-range-filter';

/**
 * The history's Bangkok day range: both days or neither (no range is every bill).
 * Test ids: `{testId}-start`, `{testId}-end`, `{testId}-error`.
 */
export function HistoryDateRange({ url, testId }: { url: ListUrl; testId: string }) {
  const t = useTranslations('inventoryHistory.dates');
  return (
    <DayRangeFilter
      url={url}
      defaults={null}
      required={false}
      text={{
        label: t('label'),
        start: t('start'),
        end: t('end'),
        problem: (p) => t(`problems.${p}`),
      }}
      testId={testId}
    />
  );
}
