'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ListUrl } from '@/components/data-table';
import { CONTROL_CLASS } from '@/components/data-table/control-class';
import { cn } from '@/components/ui/cn';
import { rangeProblem } from '@/components/orders/list/date-range';

/**
 * The history's Bangkok day range: both days or neither; a range the server would refuse
 * (over 31 days, end before start, one end missing) is shown here and never sent.
 * Test ids: `{testId}-start`, `{testId}-end`, `{testId}-error`.
 */
export function HistoryDateRange({ url, testId }: { url: ListUrl; testId: string }) {
  const t = useTranslations('inventoryHistory.dates');
  const tAll = useTranslations();
  const fromUrl = { start: url.get('start_date'), end: url.get('end_date') };
  const [draft, setDraft] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  // The URL changed elsewhere (back button, reset): show its range.
  if (fromUrl.start !== seen.start || fromUrl.end !== seen.end) {
    setSeen(fromUrl);
    setDraft(fromUrl);
  }
  const problem = rangeProblem(draft.start, draft.end, false);

  function change(next: { start: string; end: string }) {
    setDraft(next);
    if (rangeProblem(next.start, next.end, false) === null)
      url.set({ start_date: next.start, end_date: next.end });
  }

  const message =
    problem === 'tooLong'
      ? tAll('errors.order.dateRangeTooLong')
      : problem
        ? t(`problems.${problem}`)
        : null;

  return (
    <div className="flex flex-col gap-1 text-xs font-semibold text-slate-600">
      <span>{t('label')}</span>
      <div className="flex items-center gap-1">
        <input
          type="date"
          value={draft.start}
          max={draft.end || undefined}
          onChange={(e) => change({ ...draft, start: e.target.value })}
          aria-label={t('start')}
          aria-invalid={problem ? true : undefined}
          data-testid={`${testId}-start`}
          className={cn(CONTROL_CLASS, problem && 'border-red-500')}
        />
        <span aria-hidden>–</span>
        <input
          type="date"
          value={draft.end}
          min={draft.start || undefined}
          onChange={(e) => change({ ...draft, end: e.target.value })}
          aria-label={t('end')}
          aria-invalid={problem ? true : undefined}
          data-testid={`${testId}-end`}
          className={cn(CONTROL_CLASS, problem && 'border-red-500')}
        />
      </div>
      {message && (
        <p role="alert" className="font-normal text-red-600" data-testid={`${testId}-error`}>
          {message}
        </p>
      )}
    </div>
  );
}
