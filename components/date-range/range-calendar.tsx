'use client';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { dateLanguage, formatDate, formatMonthYear, WEEKDAYS_SHORT } from '@/lib/time/date-format';
import { MAX_RANGE_DAYS } from '@/components/date-range/day-range';
import {
  monthOf,
  monthWeeks,
  movedDay,
  orderedRange,
  withinLimit,
  type MonthView,
} from '@/components/date-range/calendar-grid';
import { cn } from '@/components/ui/cn';

type Range = { start: string; end: string };

/**
 * A month of days to pick a range from: the first day picked, then the last (either order);
 * while the first is held, days that would make the range longer than 31 days are not
 * chosen. Keys as in the WAI-ARIA date picker: arrows, Home/End, Page Up/Down (Shift: a
 * year), Enter or Space picks. The focused day takes the focus when it is drawn.
 */
export function RangeCalendar({
  locale,
  selected,
  today,
  onPick,
  testId,
}: {
  locale: string;
  selected: Range | null;
  /** The Bangkok day of today, marked. */
  today: string;
  onPick: (range: Range) => void;
  testId: string;
}) {
  const t = useTranslations('dateRange');
  const language = dateLanguage(locale);
  const captionId = useId();
  const [focused, setFocused] = useState(selected?.end ?? today);
  const [view, setView] = useState<MonthView>(() => monthOf(focused));
  const [anchor, setAnchor] = useState<string | null>(null);
  const [pointed, setPointed] = useState<string | null>(null);
  const grid = useRef<HTMLTableElement>(null);
  // The focus follows the focused day on opening and after a key, not after a month button.
  const takeFocus = useRef(true);

  useEffect(() => {
    if (!takeFocus.current) return;
    takeFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, view]);

  const shown: Range | null = anchor ? orderedRange(anchor, pointed ?? focused) : selected;
  const chosenAsEnd = (day: string) => !anchor || withinLimit(anchor, day);

  function focusDay(day: string, moveFocus: boolean) {
    takeFocus.current = moveFocus;
    setFocused(day);
    const month = monthOf(day);
    if (month.year !== view.year || month.month !== view.month) setView(month);
  }

  function pick(day: string) {
    if (!chosenAsEnd(day)) return;
    focusDay(day, false);
    if (!anchor) {
      setAnchor(day);
      return;
    }
    setAnchor(null);
    onPick(orderedRange(anchor, day));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const next = movedDay(focused, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    focusDay(next, true);
  }

  function showMonth(key: 'PageUp' | 'PageDown') {
    focusDay(movedDay(focused, key) ?? focused, false);
  }

  return (
    <div className="w-72 select-none text-sm font-normal text-slate-800">
      <div className="mb-2 flex items-center justify-between gap-2">
        <MonthButton
          label={t('previousMonth')}
          onClick={() => showMonth('PageUp')}
          testId={`${testId}-previous`}
          path="M12.5 4.5 7 10l5.5 5.5"
        />
        <h2
          id={captionId}
          aria-live="polite"
          className="font-semibold"
          data-testid={`${testId}-caption`}
        >
          {formatMonthYear(view.year, view.month, locale)}
        </h2>
        <MonthButton
          label={t('nextMonth')}
          onClick={() => showMonth('PageDown')}
          testId={`${testId}-next`}
          path="M7.5 4.5 13 10l-5.5 5.5"
        />
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={captionId}
        onKeyDown={onKeyDown}
        className="w-full table-fixed border-collapse text-center"
      >
        <thead>
          <tr>
            {WEEKDAYS_SHORT[language].map((name) => (
              <th key={name} scope="col" className="pb-1 text-xs font-semibold text-slate-500">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody onMouseLeave={() => setPointed(null)}>
          {monthWeeks(view).map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => {
                if (!day) return <td key={`blank-${d}`} />;
                const inRange = !!shown && day >= shown.start && day <= shown.end;
                const isEnd = !!shown && (day === shown.start || day === shown.end);
                const allowed = chosenAsEnd(day);
                return (
                  <td key={day} role="gridcell" aria-selected={inRange} className="p-0.5">
                    <button
                      type="button"
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={formatDate(day, locale)}
                      aria-disabled={allowed ? undefined : true}
                      aria-current={day === today ? 'date' : undefined}
                      data-day={day}
                      onClick={() => pick(day)}
                      onMouseEnter={() => setPointed(day)}
                      onFocus={() => setFocused(day)}
                      className={cn(
                        'h-8 w-full rounded-md tabular-nums focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                        inRange && 'bg-brand-100 text-brand-800',
                        isEnd && 'bg-brand-600 font-semibold text-white',
                        !inRange && allowed && 'hover:bg-slate-100',
                        !allowed && 'cursor-not-allowed text-slate-300',
                        day === today && !isEnd && 'font-semibold underline',
                      )}
                    >
                      {Number(day.slice(8, 10))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-600" aria-live="polite">
        {anchor ? t('pickEnd', { day: formatDate(anchor, locale) }) : t('pickStart')}
      </p>
      <p className="text-xs text-slate-500" data-testid={`${testId}-limit`}>
        {t('limit', { days: MAX_RANGE_DAYS })}
      </p>
    </div>
  );
}

function MonthButton({
  label,
  onClick,
  testId,
  path,
}: {
  label: string;
  onClick: () => void;
  testId: string;
  path: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      data-testid={testId}
      className="inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor">
        <path d={path} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
