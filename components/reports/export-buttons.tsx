'use client';
import { useTranslations } from 'next-intl';
import { reportFileHref, type ReportQuery } from '@/components/reports/report-query';

const LINK_CLASS =
  'inline-flex h-10 items-center justify-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/**
 * CSV and Excel of the report on screen: the same call with the same query plus `format`,
 * so the server writes the file from exactly the rows and totals shown.
 * Test ids: `{testId}-csv`, `{testId}-xlsx`.
 */
export function ExportButtons({
  endpoint,
  query,
  testId,
}: {
  endpoint: string;
  query: ReportQuery;
  testId: string;
}) {
  const t = useTranslations('reports.export');
  return (
    <div className="flex gap-2" role="group" aria-label={t('hint')}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <a
          key={format}
          href={reportFileHref(endpoint, query, format)}
          download
          title={t('hint')}
          className={LINK_CLASS}
          data-testid={`${testId}-${format}`}
        >
          {t(format)}
        </a>
      ))}
    </div>
  );
}
