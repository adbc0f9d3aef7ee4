'use client';
import { useTranslations } from 'next-intl';
import type { FieldIssue, FieldIssues } from '@/components/ui/validate';
import { useIssueText } from '@/components/layout/use-issue-text';

/**
 * Translates a form issue: a generic key (layout.validation), a catalogue key (errors.*),
 * or a key of the screen's own namespace written in full ("wmsProducts.validation.checkDigit").
 */
export function useFieldError(): (issue: FieldIssue | undefined) => string | undefined {
  const t = useTranslations();
  const issueText = useIssueText();
  return (issue) => {
    if (!issue) return undefined;
    if (issue.key.includes('.') && !issue.key.startsWith('errors.'))
      return t(issue.key, issue.values);
    return issueText(issue);
  };
}

/**
 * A whole-number field typed with something else than digits: zod sees a string where it
 * wants a number and calls it missing; say what is wrong instead.
 */
export function wholeNumberIssues(
  issues: FieldIssues,
  form: Record<string, unknown>,
  fields: readonly string[],
  key: string,
): FieldIssues {
  const out = { ...issues };
  for (const f of fields) {
    const v = form[f];
    if (out[f]?.key === 'required' && typeof v === 'string' && v.trim() !== '') out[f] = { key };
  }
  return out;
}
