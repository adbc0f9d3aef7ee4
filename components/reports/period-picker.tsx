'use client';
import { useTranslations } from 'next-intl';
import type { ListUrl } from '@/components/data-table';
import { DateRangePicker } from '@/components/date-range/date-range-picker';
import type { DayRange } from '@/components/date-range/day-range';
import { cn } from '@/components/ui/cn';
import { QUICK_RANGES, quickRange, quickRangeOf } from '@/components/reports/quick-ranges';

/**
 * The report's Bangkok days: the range field of the lists (typed or picked on a calendar,
 * at most 31 days, told before any call) and the quick picks beside it: today,
 * yesterday, this month, last month. Test ids: `{testId}-input`..., `{testId}-{pick}`.
 */
export function PeriodPicker({
  url,
  now,
  defaults,
  period,
  label,
  testId,
}: {
  url: ListUrl;
  now: Date;
  defaults: DayRange;
  period: DayRange;
  label: string;
  testId: string;
}) {
  const t = useTranslations('reports.period');
  const active = quickRangeOf(period, now);
  return (
    <>
      <DateRangePicker url={url} defaults={defaults} required label={label} testId={testId} />
      <div className="flex flex-col gap-1 text-xs font-semibold text-slate-600">
        <span>{t('quick')}</span>
        <div role="group" aria-label={t('quick')} className="flex flex-wrap rounded-md">
          {QUICK_RANGES.map((kind, i) => (
            <button
              key={kind}
              type="button"
              aria-pressed={kind === active}
              onClick={() => url.set(quickRange(kind, now))}
              className={cn(
                'h-9 border border-slate-300 px-3 text-sm font-semibold',
                i === 0 && 'rounded-l-md',
                i === QUICK_RANGES.length - 1 && 'rounded-r-md',
                i > 0 && '-ml-px',
                kind === active
                  ? 'z-10 border-brand-600 bg-brand-600 text-white'
                  : 'bg-white text-slate-700 hover:bg-slate-100',
              )}
              data-testid={`${testId}-${kind}`}
            >
              {t(kind)}
            </button>
          ))}
        </div>
      </div>
    </>
  );
}
