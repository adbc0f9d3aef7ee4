import type { z } from 'zod';

/**
 * Client-side check of a form with the same zod schema the server uses (architecture:
 * "forms validate on the client with the same zod schema and show the first error per
 * field"). Answers the parsed data, or the first issue of each field as a message key
 * (under the form's validation namespace) with its values, for the form to translate.
 */
export interface FieldIssue {
  key: 'required' | 'tooShort' | 'tooLong' | 'invalidEmail' | 'invalidFormat' | (string & {});
  values?: Record<string, number>;
}

export type FieldIssues<K extends string = string> = Partial<Record<K, FieldIssue>>;

export type Validation<T> = { ok: true; data: T } | { ok: false; issues: FieldIssues };

const isEmpty = (input: unknown): boolean =>
  typeof input === 'string' ? input.trim() === '' : input === undefined || input === null;

function issueKey(issue: z.core.$ZodIssue, input: unknown): FieldIssue {
  // Whatever rule an empty field breaks, what it lacks is a value.
  if (isEmpty(input)) return { key: 'required' };
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      return min <= 1 ? { key: 'required' } : { key: 'tooShort', values: { min } };
    }
    case 'too_big':
      return { key: 'tooLong', values: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'invalidEmail' : 'invalidFormat' };
    case 'invalid_type':
      return { key: 'required' };
    default:
      return { key: 'invalidFormat' };
  }
}

/**
 * @param overrides a field's own key for any of its issues (e.g. `{ new_password: 'passwordRule' }`),
 *   when one sentence explains the field's rule better than the generic ones.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  values: Record<string, unknown>,
  overrides: Record<string, string> = {},
): Validation<z.output<S>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issues: FieldIssues = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (issues[field]) continue;
    const generic = issueKey(issue, values[field]);
    const override = overrides[field];
    issues[field] = override && generic.key !== 'required' ? { key: override } : generic;
  }
  return { ok: false, issues };
}

/** The issues without one field's (when the user edits that field). */
export function withoutIssue<K extends string>(issues: FieldIssues<K>, field: K): FieldIssues<K> {
  if (!issues[field]) return issues;
  const next = { ...issues };
  delete next[field];
  return next;
}

/**
 * The issues once a form's lines (`items.{i}.{field}`) change: with the field edited, its
 * issue and the lines' own (`items`) go; with none (a line added or removed), every line's
 * issue goes, as their indexes may have moved.
 */
export function withoutLineIssues(issues: FieldIssues, field?: string): FieldIssues {
  return field
    ? withoutIssue(withoutIssue(issues, field), 'items')
    : Object.fromEntries(Object.entries(issues).filter(([k]) => !k.startsWith('items')));
}
