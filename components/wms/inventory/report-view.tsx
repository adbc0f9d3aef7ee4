'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { DatumState } from '@/components/wms/inventory/use-datum';

/**
 * A report screen: its filters in a row, then the report. Until a report has arrived,
 * what stands in for it (loading, or the error with a retry); once one has, it stays,
 * dimmed while the next filters load, so the page does not jump.
 */
export function ReportView<T>({
  filters,
  report,
  testId,
  children,
}: {
  filters: ReactNode;
  report: DatumState<T>;
  testId: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">{filters}</div>
      <ReportBody report={report} testId={testId}>
        {children}
      </ReportBody>
    </div>
  );
}

function ReportBody<T>({
  report,
  testId,
  children,
}: {
  report: DatumState<T>;
  testId: string;
  children: (data: T) => ReactNode;
}) {
  const t = useTranslations('table');
  const tAll = useTranslations();
  const { data, loading, error } = report;
  if (error)
    return (
      <div
        className="rounded-lg border border-red-200 bg-red-50 p-6 text-center text-sm text-red-700"
        data-testid={`${testId}-error`}
        role="alert"
      >
        <p>{tAll.has(`errors.${error.msg}`) ? tAll(`errors.${error.msg}`) : t('loadError')}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={report.reload}>
          {t('retry')}
        </Button>
      </div>
    );
  if (data === null)
    return (
      <div
        className="rounded-lg border border-slate-200 bg-white p-6 text-center text-sm text-slate-500"
        data-testid={`${testId}-loading`}
      >
        {t('loading')}
      </div>
    );
  return (
    <div className={cn('transition-opacity', loading && 'opacity-60')} aria-busy={loading}>
      <div className="space-y-4">{children(data)}</div>
    </div>
  );
}
