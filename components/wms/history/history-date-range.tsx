'use client';
import { useTranslations } from 'next-intl';
import type { ListUrl } from '@/components/data-table';
import { DateRangePicker } from '@/components/date-range/date-range-picker';

/**
 * The history's Bangkok day range: both days or neither (no range is every bill).
 */
export function HistoryDateRange({ url, testId }: { url: ListUrl; testId: string }) {
  const t = useTranslations('inventoryHistory.dates');
  return (
    <DateRangePicker
      url={url}
      defaults={null}
      required={false}
      label={t('label')}
      testId={testId}
    />
  );
}
