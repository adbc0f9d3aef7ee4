import { Prisma } from '@/lib/generated/prisma/client';
import { fileUrl } from '@/lib/storage/file-field';
import { AppError } from '@/lib/errors';
import { bangkokDayKey, bangkokRange } from '@/lib/time/bangkok-days';

// What the stock reads share between their SQL and their answers. The SQL already answers
// integers as int4 and money as numeric text, so rows go out nearly as they are: times
// become ISO text, bill photos URLs, Bangkok days are computed in SQL as text (a pg
// `date` would come back as a Date in the server's time zone), and a report's days are
// resolved once here.

/** A timestamptz from pg (Date) or text, as ISO text. */
export function isoText(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** A stored bill photo key as the URL signed-in users fetch it from. */
export const billImageUrl = (key: string | null): string | null => fileUrl(key);

/** The Bangkok day of a timestamptz column as YYYY-MM-DD text, computed in SQL. */
export const bangkokDaySql = (column: string) =>
  Prisma.sql`to_char(${Prisma.raw(column)} AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD')`;

/** YYYY-MM-DD plus n days (n may be negative). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

export interface ReportPeriod {
  start_date: string;
  end_date: string;
  /** [gte, lt): 00:00 Bangkok on start_date to 24:00 Bangkok on end_date. */
  gte: Date;
  lt: Date;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Days of a report period when none are given: 31, today included. */
export const DEFAULT_REPORT_DAYS = 31;

/**
 * The Bangkok days a report covers. No end: today (or 30 days after a given start); no
 * start: 30 days before the end. At most 31 days (order.dateRangeTooLong), end not before
 * start (common.invalidParameter), both from bangkokRange.
 */
export function reportPeriod(
  start: string | undefined,
  end: string | undefined,
  now: Date = new Date(),
): ReportPeriod {
  const endDay = end ?? (start ? addDays(start, DEFAULT_REPORT_DAYS - 1) : bangkokDayKey(now));
  const startDay = start ?? addDays(endDay, -(DEFAULT_REPORT_DAYS - 1));
  const range = bangkokRange(startDay, endDay);
  // A day filled in from the other one can fall outside what dates can say (year 10000).
  if (!range?.gte || !range.lt || !DAY.test(startDay) || !DAY.test(endDay))
    throw new AppError('common.invalidParameter', 'query.start_date: out of range');
  return { start_date: startDay, end_date: endDay, gte: range.gte, lt: range.lt };
}
