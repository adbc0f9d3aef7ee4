import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { blankToUndefined } from '@/lib/domain/shared/list-query';

// ---------------------------------------------------------------------------------------
// Bangkok days (docs/api-conventions.md, Dates): start_date=2026-11-01&end_date=2026-11-30
// means from 00:00 on the first to 24:00 on the last, Asia/Bangkok (UTC+7, no DST).
// ---------------------------------------------------------------------------------------

export const MAX_RANGE_DAYS = 31;
const BANGKOK_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;

export const bangkokDate = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
    .refine((s) => dayStartUtc(s) !== null, 'not a real date')
    .optional(),
);

/** The instant 00:00 Bangkok time of a YYYY-MM-DD day, or null when the day does not exist. */
export function dayStartUtc(day: string): Date | null {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d)
    return null;
  return new Date(utc - BANGKOK_OFFSET_MS);
}

/**
 * The half-open interval [gte, lt) of Bangkok days start..end (either may be absent).
 * A range over 31 days answers `order.dateRangeTooLong`; end before start is invalid.
 */
export function bangkokRange(start?: string, end?: string): { gte?: Date; lt?: Date } | undefined {
  if (!start && !end) return undefined;
  const gte = start ? (dayStartUtc(start) ?? undefined) : undefined;
  const endStart = end ? dayStartUtc(end) : null;
  const lt = endStart ? new Date(endStart.getTime() + DAY_MS) : undefined;
  if (gte && lt) {
    if (lt.getTime() <= gte.getTime())
      throw new AppError('common.invalidParameter', 'query.end_date: before start_date');
    if ((lt.getTime() - gte.getTime()) / DAY_MS > MAX_RANGE_DAYS) {
      throw new AppError('order.dateRangeTooLong', `at most ${MAX_RANGE_DAYS} days`);
    }
  }
  return { ...(gte ? { gte } : {}), ...(lt ? { lt } : {}) };
}

/** The Bangkok day of an instant as YYYY-MM-DD (2026-11-19T17:00:00Z is 2026-11-20). */
export function bangkokDayKey(date: Date): string {
  const t = date.getTime();
  if (Number.isNaN(t)) throw new RangeError('invalid date');
  return new Date(t + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}
