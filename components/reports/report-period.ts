'use client';
import { useState } from 'react';
import type { ListUrl } from '@/components/data-table';
import type { DayRange } from '@/components/date-range/day-range';
import { thisMonth } from '@/components/reports/quick-ranges';

/**
 * The report's period: the URL's range, else this Bangkok month up to today. `now` is
 * fixed for the visit, so neither the default nor the quick picks move under the reader
 * at midnight.
 */
export function useReportPeriod(url: ListUrl): { now: Date; defaults: DayRange; period: DayRange } {
  const [now] = useState(() => new Date());
  const [defaults] = useState(() => thisMonth(now));
  const start = url.get('start_date');
  const end = url.get('end_date');
  return {
    now,
    defaults,
    period: start && end ? { start_date: start, end_date: end } : defaults,
  };
}
