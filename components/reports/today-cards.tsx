'use client';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { counterHref, TODAY_COUNTERS } from '@/components/reports/dashboard-today';
import { formatCount, formatMoney } from '@/components/reports/report-format';
import type { DashboardToday } from '@/components/reports/report-types';

const CARD =
  'block rounded-lg border border-slate-200 bg-white p-4 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/**
 * Today's counters: what was sold today and the work waiting at each step, each card
 * opening the list it counts when the reader may open that list. Big enough to tap on a
 * tablet. Test ids: `dashboard-today-{key}`.
 */
export function TodayCards({
  today,
  counts,
  openable,
}: {
  today: string;
  counts: DashboardToday;
  /** The lists the reader may open (TODAY_LISTS the page allows). */
  openable: readonly string[];
}) {
  const t = useTranslations('reports.dashboard.today');
  const locale = useLocale();
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {TODAY_COUNTERS.map((c) => {
        const value = counts[c.field];
        const text = c.money ? formatMoney(value, locale) : formatCount(Number(value), locale);
        const href = counterHref(c, today, openable);
        const body = (
          <>
            <span className="block text-sm font-semibold text-slate-600">{t(c.key)}</span>
            <span className="mt-1 block text-2xl font-bold tabular-nums text-slate-900">
              {text}
            </span>
          </>
        );
        const testId = `dashboard-today-${c.key}`;
        return href ? (
          <Link
            key={c.key}
            href={href}
            className={cn(CARD, 'hover:border-brand-500 hover:bg-brand-50')}
            data-testid={testId}
          >
            {body}
          </Link>
        ) : (
          <div key={c.key} className={CARD} data-testid={testId}>
            {body}
          </div>
        );
      })}
    </div>
  );
}
