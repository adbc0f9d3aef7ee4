import { addDays, MAX_RANGE_DAYS, rangeDays } from '@/components/date-range/day-range';

// The calendar of the date range picker as data: the weeks of a month (Sunday first, as
// the weekday names of lib/time/date-format.ts), where a key moves the focused day, and
// which days may end a range begun on another (the lists' 31-day limit).

/** A month on screen; month 1..12, the Gregorian year (the caption shows the reader's). */
export interface MonthView {
  year: number;
  month: number;
}

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const pad = (n: number) => String(n).padStart(2, '0');
const daysInMonth = ({ year, month }: MonthView) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export const monthOf = (day: string): MonthView => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)),
});

export function shiftMonth(view: MonthView, months: number): MonthView {
  const index = view.year * 12 + (view.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The weeks of a month, Sunday to Saturday, null where a week runs into another month. */
export function monthWeeks(view: MonthView): Array<Array<string | null>> {
  const first = `${view.year}-${pad(view.month)}-01`;
  const cells: Array<string | null> = Array.from({ length: weekday(first) }, () => null);
  for (let d = 1; d <= daysInMonth(view); d++)
    cells.push(`${view.year}-${pad(view.month)}-${pad(d)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The same day of the month `months` away, the month's last day when it is shorter. */
function sameDayMonthsAway(day: string, months: number): string {
  const view = shiftMonth(monthOf(day), months);
  const date = Math.min(Number(day.slice(8, 10)), daysInMonth(view));
  return `${view.year}-${pad(view.month)}-${pad(date)}`;
}

/**
 * Where a key moves the focus in the calendar grid (the keys of the WAI-ARIA date picker):
 * arrows a day or a week, Home and End the week's first and last day, Page Up and Page Down
 * a month (with Shift a year). Null for any other key.
 */
export function movedDay(day: string, key: string, shift = false): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekday(day));
    case 'End':
      return addDays(day, 6 - weekday(day));
    case 'PageUp':
      return sameDayMonthsAway(day, shift ? -12 : -1);
    case 'PageDown':
      return sameDayMonthsAway(day, shift ? 12 : 1);
    default:
      return null;
  }
}

/** The range between two picked days, in either order. */
export const orderedRange = (a: string, b: string) =>
  a <= b ? { start: a, end: b } : { start: b, end: a };

/** May `day` end a range begun on `anchor`? Both days counted, at most 31 days. */
export function withinLimit(anchor: string, day: string): boolean {
  const { start, end } = orderedRange(anchor, day);
  const days = rangeDays(start, end);
  return days !== null && days <= MAX_RANGE_DAYS;
}
