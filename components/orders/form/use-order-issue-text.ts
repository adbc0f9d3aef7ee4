'use client';
import { useTranslations } from 'next-intl';
import type { FieldIssue } from '@/components/ui/validate';
import { useIssueText } from '@/components/layout/use-issue-text';
import { ORDER_RULES } from '@/components/orders/form/to-order-input';

/** Translates an issue of the order form: its own rules (orderForm.rules), else the generic ones. */
export function useOrderIssueText(): (issue: FieldIssue | undefined) => string | undefined {
  const t = useTranslations('orderForm');
  const issueText = useIssueText();
  return (issue) =>
    issue && ORDER_RULES.has(issue.key) ? t(`rules.${issue.key}`) : issueText(issue);
}
