'use client';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { formatNumericDate } from '@/lib/time/date-format';
import type { ListUrl } from '@/components/data-table/use-list-url';
import { CONTROL_CLASS } from '@/components/data-table/control-class';
import { useHydrated } from '@/components/lib/use-hydrated';
import { cn } from '@/components/ui/cn';
import {
  addDays,
  bangkokDay,
  MAX_RANGE_DAYS,
  rangeProblem,
  type DayRange,
  type RangeProblem,
} from '@/components/date-range/day-range';
import { parseTypedRange, rangeText } from '@/components/date-range/typed-range';

const RangeCalendarPopover = dynamic(
  () => import('@/components/date-range/range-calendar-popover'),
  {
    ssr: false,
    loading: () => null,
  },
);

type Range = { start: string; end: string };

/**
 * A list's range of Bangkok days, kept in the URL as `start_date` and `end_date`
 * (YYYY-MM-DD). One text field shows the range as every screen writes dates
 * (27 พ.ย. 2569 – 3 ธ.ค. 2569) and reads what is typed into it, the numeric form with the
 * reader's year (27/11/2569 – 03/12/2569) or the written one, on Enter or on leaving the
 * field; the button beside it opens a calendar. A range the server would refuse (over 31
 * days, end before start, an unreadable day, none when `required`) is told here and never
 * sent: the URL keeps its last good range. Never the browser's own date input, whose
 * format follows the computer's settings, not the screen's language.
 */
export function DateRangePicker({
  url,
  defaults,
  required,
  label,
  testId,
}: {
  url: ListUrl;
  /** The range shown when the URL has none (e.g. the order list's last 7 days). */
  defaults: DayRange | null;
  /** Both days are needed (the order list); otherwise an empty field is no range. */
  required: boolean;
  /** What the range is of (the order date, the day received); "Dates" when not given. */
  label?: string;
  testId: string;
}) {
  const t = useTranslations('dateRange');
  const tAll = useTranslations();
  const locale = useLocale();
  const fieldLabel = label ?? t('label');
  const hydrated = useHydrated();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  const committed: Range = {
    start: url.get('start_date') || defaults?.start_date || '',
    end: url.get('end_date') || defaults?.end_date || '',
  };
  const shown = rangeText(committed, locale);
  const [text, setText] = useState(shown);
  const [seen, setSeen] = useState(shown);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const [open, setOpen] = useState(false);
  // The URL or the language changed elsewhere (back button, a reset, EN/TH): show that.
  if (shown !== seen) {
    setSeen(shown);
    setText(shown);
    setProblem(null);
  }

  function commit(range: Range) {
    const found = rangeProblem(range.start, range.end, required);
    setProblem(found);
    if (found) return;
    url.set({ start_date: range.start, end_date: range.end });
    setText(rangeText(range, locale));
  }

  function readTyped() {
    if (text === shown && !problem) return;
    const typed = parseTypedRange(text, locale);
    if (typed === 'unreadable') setProblem('invalid');
    else commit(typed === 'empty' ? { start: '', end: '' } : typed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      readTyped();
    } else if (event.key === 'Escape' && (text !== shown || problem)) {
      event.preventDefault();
      setText(shown);
      setProblem(null);
    } else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      setOpen(true);
    }
  }

  const today = bangkokDay(new Date());
  const message = !problem
    ? null
    : problem === 'tooLong'
      ? tAll('errors.order.dateRangeTooLong')
      : problem === 'invalid'
        ? t('problems.invalid', {
            example: `${formatNumericDate(addDays(today, -6), locale)} – ${formatNumericDate(today, locale)}`,
          })
        : t(`problems.${problem}`);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="flex flex-col gap-1 text-xs font-semibold text-slate-600">
      <label htmlFor={`${id}-input`}>{fieldLabel}</label>
      <div className="relative">
        <input
          ref={field}
          id={`${id}-input`}
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={text}
          placeholder={t('placeholder')}
          title={t('typeHint', { days: MAX_RANGE_DAYS })}
          onChange={(e) => setText(e.target.value)}
          onBlur={readTyped}
          onKeyDown={onKeyDown}
          aria-invalid={problem ? true : undefined}
          aria-describedby={message ? `${errorId} ${hintId}` : hintId}
          data-testid={`${testId}-input`}
          data-hydrated={hydrated ? '' : undefined}
          className={cn(
            CONTROL_CLASS,
            'w-64 pr-10 font-normal tabular-nums text-slate-800',
            problem && 'border-red-500',
          )}
        />
        <button
          ref={toggle}
          type="button"
          aria-label={t('openCalendar')}
          title={t('openCalendar')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          data-testid={`${testId}-open`}
          className="absolute inset-y-0 right-0 inline-flex w-9 items-center justify-center rounded-r-md text-slate-500 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <svg
            aria-hidden
            viewBox="0 0 20 20"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
          >
            <rect x="3" y="4.5" width="14" height="12.5" rx="1.5" strokeWidth="1.6" />
            <path d="M3 8.5h14M7 2.5v4M13 2.5v4" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
        {open && (
          <RangeCalendarPopover
            onClose={() => setOpen(false)}
            title={t('calendar', { label: fieldLabel })}
            description={t('typeHint', { days: MAX_RANGE_DAYS })}
            field={field}
            toggle={toggle}
            locale={locale}
            selected={committed.start && committed.end ? committed : null}
            today={today}
            onPick={(range) => {
              commit(range);
              setOpen(false);
            }}
            testId={testId}
          />
        )}
      </div>
      <span id={hintId} className="sr-only">
        {t('typeHint', { days: MAX_RANGE_DAYS })}
      </span>
      {message && (
        <p
          id={errorId}
          role="alert"
          className="max-w-64 font-normal text-red-600"
          data-testid={`${testId}-error`}
        >
          {message}
        </p>
      )}
    </div>
  );
}
