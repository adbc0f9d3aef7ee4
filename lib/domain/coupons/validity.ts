import { bangkokDayKey, dayStartUtc } from '@/lib/time/bangkok-days';

// ---------------------------------------------------------------------------------------
// A coupon's validity is a span of whole Bangkok days, both ends included
// (docs/domain-rules.md, Coupons): valid_from is 00:00 Bangkok of its day, valid_to
// 23:59:59.999 Bangkok of its day. The calls take a day (YYYY-MM-DD) or an instant, whose
// Bangkok day is meant.
// ---------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;

/** The Bangkok day a `valid_from` / `valid_to` input names, or null when it names none. */
export function validityDay(input: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(input)) return dayStartUtc(input) ? input : null;
  const at = new Date(input);
  return Number.isNaN(at.getTime()) ? null : bangkokDayKey(at);
}

/** 00:00:00.000 Bangkok of the day. */
export function validFromOf(day: string): Date {
  const start = dayStartUtc(day);
  if (!start) throw new RangeError(`not a day: ${day}`);
  return start;
}

/** 23:59:59.999 Bangkok of the day. */
export function validToOf(day: string): Date {
  return new Date(validFromOf(day).getTime() + DAY_MS - 1);
}

/** Whether `now` falls inside the coupon's days. */
export const isWithinValidity = (c: { validFrom: Date; validTo: Date }, now: Date): boolean =>
  now.getTime() >= c.validFrom.getTime() && now.getTime() <= c.validTo.getTime();
