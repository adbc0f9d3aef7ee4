import { z } from 'zod';
import { bangkokDate, bangkokDayKey, bangkokRange } from '@/lib/time/bangkok-days';
import { intFilter, MAX_INT4 } from '@/lib/domain/shared/list-query';

// ---------------------------------------------------------------------------------------
// The WMS summary's query, its normal form (the key of its job and of its stored result),
// the job's payload and the answer (docs/reports.md, Calls).
// ---------------------------------------------------------------------------------------

/** `GET /api/v2/reports/summary_wms_product[_async]?start_date&end_date[&storage_id]` */
export const wmsSummaryQuery = z.object({
  start_date: bangkokDate.describe('first Bangkok day (YYYY-MM-DD); default the 1st of the month'),
  end_date: bangkokDate.describe('last Bangkok day (YYYY-MM-DD), at most 31 days; default today'),
  storage_id: intFilter(1, MAX_INT4).describe('only what left this storage'),
});
export type WmsSummaryQuery = z.output<typeof wmsSummaryQuery>;

/** The query in its one normal form: both days set, the storage or null. */
export interface WmsSummaryRange {
  start_date: string;
  end_date: string;
  storage_id: number | null;
}

/**
 * Fills the defaults and checks the range: without dates, the current Bangkok month up to
 * today; without an end, today (or the start day when that is later); without a start, the
 * 1st of the end's month. Over 31 days is 400 `order.dateRangeTooLong`; an end before the
 * start is 400 `common.invalidParameter`.
 */
export function normalizeWmsSummaryQuery(
  query: WmsSummaryQuery,
  now: Date = new Date(),
): WmsSummaryRange {
  const today = bangkokDayKey(now);
  const end =
    query.end_date ?? (query.start_date && query.start_date > today ? query.start_date : today);
  const start = query.start_date ?? `${end.slice(0, 8)}01`;
  bangkokRange(start, end);
  return { start_date: start, end_date: end, storage_id: query.storage_id ?? null };
}

/** The half-open instants [gte, lt) of a normal query's days. */
export function instantsOf(range: WmsSummaryRange): { gte: Date; lt: Date } {
  const r = bangkokRange(range.start_date, range.end_date);
  return { gte: r!.gte!, lt: r!.lt! };
}

/**
 * The identity of a query of an enterprise: the key of its stored result and of its run,
 * and (escaped by jobIdFor) part of its job's id. The version changes when the stored
 * result's shape does, so results of an older shape are never read.
 */
export function wmsSummaryKey(enterpriseId: number, range: WmsSummaryRange): string {
  return `v1:${enterpriseId}:${range.start_date}:${range.end_date}:${range.storage_id ?? 'all'}`;
}

/** The job's payload: the enterprise, the normal query, and the run it belongs to. */
export const wmsSummaryJobPayload = z.object({
  enterprise_id: z.number().int().positive(),
  start_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  end_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  storage_id: z.number().int().positive().nullable(),
  /** The run's token: the job gives back the run marker only while it still holds it. */
  run: z.string().min(1).max(64),
});
export type WmsSummaryJobPayload = z.output<typeof wmsSummaryJobPayload>;

// ---- The answer -----------------------------------------------------------------------

const measures = {
  orders: z.number().int().describe('distinct orders packed'),
  parcels: z.number().int().describe('distinct packings (parcels) closed'),
  quantity: z.number().int().describe('units packed out'),
  amount: z.string().describe('their value at the ledger unit cost, 2 decimals'),
};

export const wmsSummaryRows = {
  wms: z.array(
    z.object({ storage_id: z.number(), storage_name: z.string().nullable(), ...measures }),
  ),
  sale_channel: z.array(
    z.object({
      sale_channel_id: z.number(),
      sale_channel_name: z.string().nullable(),
      ...measures,
    }),
  ),
  product: z.array(
    z.object({
      wms_product_id: z.number(),
      sku: z.string().nullable(),
      name: z.string().nullable(),
      ...measures,
    }),
  ),
  shipping_user: z.array(
    z.object({ user_id: z.number(), user_name: z.string().nullable(), ...measures }),
  ),
  user: z.array(
    z.object({
      user_id: z.number().nullable().describe('null: platform orders without staff'),
      user_name: z.string().nullable(),
      ...measures,
    }),
  ),
};

export const wmsSummaryAnswer = z.union([
  z.object({ state: z.literal(0).describe('no valid result yet: its job is queued or running') }),
  z.object({
    state: z.literal(1),
    start_date: z.string(),
    end_date: z.string(),
    storage_id: z.number().nullable(),
    computed_at: z.string().describe('when the job read the data (ISO instant)'),
    ...wmsSummaryRows,
    total: z.object(measures),
  }),
]);
export type WmsSummaryAnswer = z.output<typeof wmsSummaryAnswer>;
export type WmsSummaryReady = Extract<WmsSummaryAnswer, { state: 1 }>;
export type Measures = WmsSummaryReady['total'];
