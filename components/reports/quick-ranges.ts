import { addDays, bangkokDay, type DayRange } from '@/components/date-range/day-range';

// The one-tap periods of the report screens, in Bangkok days. A month never passes the
// 31-day limit, so each of them can be sent as it is.

export const QUICK_RANGES = ['today', 'yesterday', 'thisMonth', 'lastMonth'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/** This Bangkok month from its 1st up to today: what a report opens on. */
export function thisMonth(now: Date): DayRange {
  const today = bangkokDay(now);
  return { start_date: firstOfMonth(today), end_date: today };
}

/** The days of a quick pick, as of `now`. */
export function quickRange(kind: QuickRange, now: Date): DayRange {
  const today = bangkokDay(now);
  switch (kind) {
    case 'today':
      return { start_date: today, end_date: today };
    case 'yesterday': {
      const day = addDays(today, -1) as string;
      return { start_date: day, end_date: day };
    }
    case 'thisMonth':
      return thisMonth(now);
    case 'lastMonth': {
      const lastDay = addDays(firstOfMonth(today), -1) as string;
      return { start_date: firstOfMonth(lastDay), end_date: lastDay };
    }
  }
}

/** The quick pick a period is, if it is one (its button shows pressed). */
export function quickRangeOf(period: DayRange, now: Date): QuickRange | null {
  return (
    QUICK_RANGES.find((kind) => {
      const range = quickRange(kind, now);
      return range.start_date === period.start_date && range.end_date === period.end_date;
    }) ?? null
  );
}
