import { z } from 'zod';
import { intFilter } from '@/lib/domain/shared/list-query';

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

/** `active=1` or `active=0` as a filter, else both. */
export const activeFilter = intFilter(0, 1).describe('1 active only, 0 inactive only');
export const activeWhere = (active: number | undefined) =>
  active === undefined ? {} : { active: active === 1 };

/** The case-insensitive "is this name taken" filter, leaving out the row itself. */
export const sameNameWhere = (name: string, exceptId?: number) => ({
  name: { equals: name, mode: 'insensitive' as const },
  ...(exceptId ? { id: { not: exceptId } } : {}),
});
