import { z } from 'zod';
import { AppError } from '@/lib/http/errors';

/**
 * The list conventions of docs/api-contract.md section 4, as zod pieces a list's query
 * schema is built from: `page` (from 1), `limit` (10 by default, at most 100), `q`,
 * `sort` (`field` or `-field`, from a closed set so it maps to an index, never to SQL
 * text) and filters named after their fields. Empty query values count as absent, so a
 * form that sends `status=` does not filter on 0.
 */

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
/** Largest value of a PostgreSQL integer: bigger ids cannot exist, so they are refused as input. */
export const MAX_INT4 = 2_147_483_647;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const pageParam = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().min(1).max(1_000_000).default(1),
);
export const limitParam = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
);
export const searchParam = z.preprocess(blankToUndefined, z.string().trim().max(100).optional());

/** An optional integer filter within [min, max]. */
export const intFilter = (min: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).optional());

/** An optional text filter (exact match). */
export const textFilter = (max = 100) =>
  z.preprocess(blankToUndefined, z.string().trim().min(1).max(max).optional());

/** A positive id in a path or query. */
export const idParam = z.coerce.number().int().positive().max(MAX_INT4);
export const idParams = z.object({ id: idParam });

type SortValue<F extends string> = F | `-${F}`;

/** `sort` limited to the given fields, ascending (`field`) or descending (`-field`). */
export function sortParam<const F extends string>(fields: readonly F[]) {
  const values = fields.flatMap((f) => [f, `-${f}`]) as [SortValue<F>, ...SortValue<F>[]];
  return z.preprocess(blankToUndefined, z.enum(values).optional());
}

export function parseSort<F extends string>(
  value: SortValue<F> | undefined,
  fallback: SortValue<F>,
): { field: F; desc: boolean } {
  const v = value ?? fallback;
  return v.startsWith('-')
    ? { field: v.slice(1) as F, desc: true }
    : { field: v as F, desc: false };
}

/** Offset window of a page (lists are small enough here; big lists use keyset pages). */
export const pageWindow = (q: { page: number; limit: number }) => ({
  skip: (q.page - 1) * q.limit,
  take: q.limit,
});

// ---------------------------------------------------------------------------------------
// Bangkok days (docs/api-contract.md section 1): start_date=2026-11-01&end_date=2026-11-30
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
