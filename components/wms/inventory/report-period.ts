'use client';
import { useState } from 'react';
import type { ListUrl } from '@/components/data-table';
import { lastBangkokDays, type DayRange } from '@/components/date-range/day-range';

/** A report opens on the last 7 Bangkok days, today included. */
export const REPORT_DEFAULT_DAYS = 7;

/**
 * The report's period: the URL's range, else the last 7 Bangkok days, fixed for the visit
 * so the default does not move under the user at midnight.
 */
export function useReportPeriod(url: ListUrl): { defaults: DayRange; period: DayRange } {
  const [defaults] = useState(() => lastBangkokDays(new Date(), REPORT_DEFAULT_DAYS));
  const start = url.get('start_date');
  const end = url.get('end_date');
  return {
    defaults,
    period: start && end ? { start_date: start, end_date: end } : defaults,
  };
}
