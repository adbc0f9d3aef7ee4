'use client';
import { useTranslations } from 'next-intl';

/**
 * Beside a cost that is partly today's average: units not packed yet have no cost of
 * their own (docs/reports.md, Measures), so the figure will still move.
 */
export function EstimatedMark() {
  const t = useTranslations('reports');
  return (
    <span
      title={t('estimatedHint')}
      className="ml-1 inline-block rounded bg-amber-100 px-1 text-[11px] font-semibold text-amber-800"
      data-testid="report-estimated"
    >
      {t('estimated')}
    </span>
  );
}
