// The assign screen's filters (docs/members.md, Assigning): the member list's own (GET
// /api/v2/member), kept in the URL by the table, and read back from it for the preview and
// the assign, so the three always mean the same members.

export const FILTER_KEYS = [
  'q',
  'status',
  'province',
  'birth_month',
  'spending_min',
  'spending_max',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** A money bound as typed: digits with at most 2 decimals, else not a bound. */
export const MONEY_BOUND = /^\d{1,12}(\.\d{1,2})?$/;

/** The filter of an assign from the URL's values: the filters set, blanks left out. */
export function filterFromUrl(values: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const v = (values[key] ?? '').trim();
    if (!v) continue;
    if ((key === 'spending_min' || key === 'spending_max') && !MONEY_BOUND.test(v)) continue;
    out[key] = v;
  }
  return out;
}

export interface PreviewFigures {
  matching: number;
  skipped: number;
  to_assign: number;
  uses_left: number | null;
  max_members: number;
}

/** Why the assign cannot run as the preview stands (null: it can). */
export function assignBlocker(p: PreviewFigures): 'none' | 'tooMany' | 'usedUp' | null {
  if (p.matching > p.max_members) return 'tooMany';
  if (p.to_assign === 0) return 'none';
  if (p.uses_left !== null && p.to_assign > p.uses_left) return 'usedUp';
  return null;
}
