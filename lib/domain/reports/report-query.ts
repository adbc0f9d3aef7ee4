import { z } from 'zod';
import { blankToUndefined } from '@/lib/domain/shared/list-query';
import { EXPORT_FORMATS } from '@/lib/export';
import { bangkokDate, bangkokDayKey, bangkokRange, MAX_RANGE_DAYS } from '@/lib/time/bangkok-days';

// The query every report takes (docs/reports.md, Calls): a Bangkok date range and filters
// named after the fields they filter. 0 picks the "none" group where a group can be empty
// (no team, no staff, no shop, a platform line not mapped to a product).

const groupId = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().min(0).max(2_147_483_647).optional(),
);

export const PLATFORM_CODES = [1, 2, 3, 4, 5, 8] as const;
export const PAYMENT_TYPES = [1, 2, 4, 5, 6, 7] as const;

const code = (codes: readonly number[], what: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .refine((n) => codes.includes(n), `${what}: one of ${codes.join(', ')}`)
      .optional(),
  );

export const reportQuery = z.object({
  start_date: bangkokDate.describe('first Bangkok day (YYYY-MM-DD); default the 1st of this month'),
  end_date: bangkokDate.describe(`last Bangkok day; at most ${MAX_RANGE_DAYS} days; default today`),
  sale_channel_id: groupId.describe('only this sale channel'),
  team_id: groupId.describe('only this team (0: orders of no team)'),
  user_id: groupId.describe('only orders this staff member made (0: orders without staff)'),
  platform: code(PLATFORM_CODES, 'platform').describe(
    '1 own, 2 TikTok, 3 Shopee, 4 Lazada, 5 LINE, 8 Pancake',
  ),
  shop_id: groupId.describe('only orders of this platform shop (0: not a platform shop)'),
  product_id: groupId.describe('only lines of this product (0: platform lines not mapped)'),
  payment_type: code(PAYMENT_TYPES, 'payment_type').describe(
    '1 transfer, 2 COD, 4 claim, 5 QR, 6 platform, 7 other',
  ),
  format: z
    .preprocess(blankToUndefined, z.enum(EXPORT_FORMATS).optional())
    .describe('csv or xlsx: the rows and their total as a file'),
});
export type ReportQuery = z.infer<typeof reportQuery>;

/** Reports of product grain have one row per product and more: they page. */
export const pagedReportQuery = reportQuery.extend({
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1000).default(100)),
});
export type PagedReportQuery = z.infer<typeof pagedReportQuery>;

export interface ReportDays {
  /** First and last Bangkok day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * The days a report covers: the range asked, else this Bangkok month up to today (a start
 * alone runs to today or 31 days on; an end alone starts on the 1st of its month).
 * Over 31 days: order.dateRangeTooLong; an end before the start: common.invalidParameter.
 */
export function reportDays(
  q: Pick<ReportQuery, 'start_date' | 'end_date'>,
  now = new Date(),
): ReportDays {
  const today = bangkokDayKey(now);
  const from = q.start_date ?? `${(q.end_date ?? today).slice(0, 8)}01`;
  let to = q.end_date;
  if (!to) {
    const last = addDays(from, MAX_RANGE_DAYS - 1);
    to = from > today ? from : last < today ? last : today;
  }
  bangkokRange(from, to);
  return { from, to };
}

/** Every day of a range, in order (the dashboard's days without sales show as 0). */
export function daysOf(days: ReportDays): string[] {
  const out: string[] = [];
  for (let d = days.from; d <= days.to; d = addDays(d, 1)) out.push(d);
  return out;
}
