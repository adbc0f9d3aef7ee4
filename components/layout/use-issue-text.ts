'use client';
import { useTranslations } from 'next-intl';
import type { FieldIssue } from '@/components/ui/validate';

/** Translates a form issue: a key of "layout.validation", or a full "errors.*" catalogue key. */
export function useIssueText(): (issue: FieldIssue | undefined) => string | undefined {
  const t = useTranslations();
  return (issue) => {
    if (!issue) return undefined;
    return issue.key.startsWith('errors.')
      ? t(issue.key)
      : t(`layout.validation.${issue.key}`, issue.values);
  };
}
