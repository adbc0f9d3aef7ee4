'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { ApiError } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

/**
 * What stands in for a report while it has not arrived (loading, or the error with a
 * retry); once it has, the report itself, dimmed while the next filters load.
 * Test ids: `{testId}-loading`, `{testId}-error`.
 */
export function ReportStatus({
  loaded,
  loading,
  error,
  retry,
  testId,
  children,
}: {
  loaded: boolean;
  loading: boolean;
  error: ApiError | null;
  retry: () => void;
  testId: string;
  children: ReactNode;
}) {
  const t = useTranslations('table');
  const tAll = useTranslations();
  if (error)
    return (
      <div
        className="rounded-lg border border-red-200 bg-red-50 p-6 text-center text-sm text-red-700"
        data-testid={`${testId}-error`}
        role="alert"
      >
        <p>{tAll.has(`errors.${error.msg}`) ? tAll(`errors.${error.msg}`) : t('loadError')}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={retry}>
          {t('retry')}
        </Button>
      </div>
    );
  if (!loaded)
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
      {children}
    </div>
  );
}
