'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ListUrl } from '@/components/data-table/use-list-url';
import { CONTROL_CLASS } from '@/components/data-table/control-class';
import { cn } from '@/components/ui/cn';
import { rangeProblem, type DayRange, type RangeProblem } from '@/components/date-range/day-range';

/** What the filter says; each screen has its own words. */
export interface DayRangeText {
  label: string;
  start: string;
  end: string;
  /** Over 31 days is always the server's own message (`order.dateRangeTooLong`). */
  problem: (problem: Exclude<RangeProblem, 'tooLong'>) => string;
}

/**
 * A date range of Bangkok days in the URL (`start_date`, `end_date`): two date inputs
 * checked as they change; a range the server would refuse (over 31 days, end before start,
 * one end missing, or none when `required`) is shown here and never sent, the URL keeps its
 * last good range. Test ids: `{testId}-start`, `{testId}-end`, `{testId}-error`.
 */
export function DayRangeFilter({
  url,
  defaults,
  required,
  text,
  testId,
}: {
  url: ListUrl;
  /** The range shown when the URL has none (e.g. the order list's last 7 days). */
  defaults: DayRange | null;
  required: boolean;
  text: DayRangeText;
  testId: string;
}) {
  const tAll = useTranslations();
  const fromUrl = {
    start: url.get('start_date') || defaults?.start_date || '',
    end: url.get('end_date') || defaults?.end_date || '',
  };
  const [draft, setDraft] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  // The URL changed elsewhere (back button, a reset): show its range.
  if (fromUrl.start !== seen.start || fromUrl.end !== seen.end) {
    setSeen(fromUrl);
    setDraft(fromUrl);
  }
  const problem = rangeProblem(draft.start, draft.end, required);

  function change(next: { start: string; end: string }) {
    setDraft(next);
    if (rangeProblem(next.start, next.end, required) === null)
      url.set({ start_date: next.start, end_date: next.end });
  }

  const message =
    problem === 'tooLong'
      ? tAll('errors.order.dateRangeTooLong')
      : problem
        ? text.problem(problem)
        : null;

  return (
    <div className="flex flex-col gap-1 text-xs font-semibold text-slate-600">
      <span>{text.label}</span>
      <div className="flex items-center gap-1">
        <input
          type="date"
          value={draft.start}
          max={draft.end || undefined}
          onChange={(e) => change({ ...draft, start: e.target.value })}
          aria-label={text.start}
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
          aria-label={text.end}
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
