import { z } from 'zod';
import { intFilter, pageWindow } from '@/lib/domain/shared/list-query';

// Small pieces the master-data setup domains share (teams, departments, sale channels,
// payment methods): typed text, the picker variant of a list, the active filter and the
// case-insensitive name clash. Zod and plain data only: the forms import it too.

/** Control characters other than tab and line breaks (PostgreSQL refuses NUL outright). */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F]/;

/** A name a person types: trimmed, 1..max characters on one line. */
export const nameText = (max = 100) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((s) => !SINGLE_LINE_CONTROL.test(s), 'no control characters');

/** Optional free text (may span lines); blank is stored as null. */
export const noteText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !CONTROL.test(s), 'no control characters')
    .nullable()
    .transform((s) => s || null);

/**
 * `all=1`: the picker variant of a list (order form, user form): every row that matches,
 * sorted as asked, without paging, up to ALL_CAP rows. The answer says page 1 and
 * limit ALL_CAP; a total above the number of rows means the cap was reached.
 */
export const ALL_CAP = 500;
export const allParam = intFilter(0, 1).describe(
  `1: every matching row without paging (at most ${ALL_CAP}); for pickers`,
);

export function listWindow(q: { page: number; limit: number; all?: number }) {
  return q.all === 1 ? { take: ALL_CAP } : pageWindow(q);
}

export function listPage(q: { page: number; limit: number; all?: number }, total: number) {
  return q.all === 1 ? { total, page: 1, limit: ALL_CAP } : { total, page: q.page, limit: q.limit };
}

/** `active=1` or `active=0` as a filter, else both. */
export const activeFilter = intFilter(0, 1).describe('1 active only, 0 inactive only');
export const activeWhere = (active: number | undefined) =>
  active === undefined ? {} : { active: active === 1 };

/** The case-insensitive "is this name taken" filter, leaving out the row itself. */
export const sameNameWhere = (name: string, exceptId?: number) => ({
  name: { equals: name, mode: 'insensitive' as const },
  ...(exceptId ? { id: { not: exceptId } } : {}),
});
