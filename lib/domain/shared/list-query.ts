import { z } from 'zod';

/**
 * The list conventions of docs/api-conventions.md (Lists), as zod pieces a list's query
 * schema is built from: `page` (from 1), `limit` (10 by default, at most 100), `q`,
 * `sort` (`field` or `-field`, from a closed set so it maps to an index, never to SQL
 * text) and filters named after their fields. Empty query values count as absent, so a
 * form that sends `status=` does not filter on 0.
 */

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
/** Largest value of a PostgreSQL integer: bigger ids cannot exist, so they are refused as input. */
export const MAX_INT4 = 2_147_483_647;

export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

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

/** The offset window of a page (lists are small; exports read keyset batches). */
export const pageWindow = (q: { page: number; limit: number }) => ({
  skip: (q.page - 1) * q.limit,
  take: q.limit,
});

/**
 * `all=1`: the picker variant of a list (order form, user form): every row that matches,
 * sorted as asked, without paging, up to ALL_CAP rows (lib/domain/shared/find-page.ts).
 */
export const ALL_CAP = 500;
export const allParam = intFilter(0, 1).describe(
  `1: every matching row without paging (at most ${ALL_CAP}); for pickers`,
);
