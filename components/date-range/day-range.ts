// A list's or a report's date range in Bangkok days (api-contract section 1): checked here
// before any call, with the same 31-day rule the server applies (lib/time/bangkok-days.ts,
// `order.dateRangeTooLong`). Written again without that module's zod schema so the pages
// do not ship zod; components/orders/list/helpers.test.ts checks both agree.

export const MAX_RANGE_DAYS = 31;
/** The order list opens on the last 7 Bangkok days, today included. */
export const DEFAULT_RANGE_DAYS = 7;
const DAY_MS = 86_400_000;
const BANGKOK_OFFSET_MS = 7 * 3600_000;

export type DayRange = { start_date: string; end_date: string };

/** The Bangkok day of an instant as YYYY-MM-DD. */
export function bangkokDay(date: Date): string {
  return new Date(date.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a YYYY-MM-DD day, or null when the day does not exist. */
function dayNumber(day: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = Date.UTC(y, mo - 1, d);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d)
    return null;
  return utc / DAY_MS;
}

/** `day` (YYYY-MM-DD) moved by `days`; null when `day` is not a real date. */
export function addDays(day: string, days: number): string | null {
  const n = dayNumber(day);
  return n === null ? null : new Date((n + days) * DAY_MS).toISOString().slice(0, 10);
}

/** The last `days` Bangkok days up to today (the day `now` falls on in Bangkok). */
export function lastBangkokDays(now: Date, days = DEFAULT_RANGE_DAYS): DayRange {
  const end = bangkokDay(now);
  return { start_date: addDays(end, -(days - 1)) ?? end, end_date: end };
}

/** Both ends counted: 2026-11-01..2026-11-01 is 1 day. Null when a day is not a real date. */
export function rangeDays(start: string, end: string): number | null {
  const a = dayNumber(start);
  const b = dayNumber(end);
  return a === null || b === null ? null : b - a + 1;
}

export type RangeProblem = 'required' | 'invalid' | 'endBeforeStart' | 'tooLong';

/**
 * What is wrong with a range typed or picked in a date range field, or null when it may be sent.
 * `required`: both ends must be given (the order list); otherwise both or neither.
 */
export function rangeProblem(start: string, end: string, required: boolean): RangeProblem | null {
  if (!start || !end) return required || (start === '') !== (end === '') ? 'required' : null;
  const days = rangeDays(start, end);
  if (days === null) return 'invalid';
  if (days < 1) return 'endBeforeStart';
  if (days > MAX_RANGE_DAYS) return 'tooLong';
  return null;
}
