'use client';
import { useTranslations } from 'next-intl';
import type { ListUrl } from '@/components/data-table';
import { cn } from '@/components/ui/cn';
import { DASHBOARD_DAYS, DEFAULT_DASHBOARD_DAYS } from '@/components/wms/dashboard/dashboard-data';

/**
 * The dashboard's period: 7, 30 or 90 Bangkok days (`days` in the URL; 30 when absent).
 */
export function DaysSelector({ url, days }: { url: ListUrl; days: number }) {
  const t = useTranslations('inventoryDashboard');
  return (
    <div className="flex flex-col gap-1 text-xs font-semibold text-slate-600">
      <span>{t('period')}</span>
      <div role="group" aria-label={t('period')} className="flex rounded-md shadow-sm">
        {DASHBOARD_DAYS.map((n, i) => (
          <button
            key={n}
            type="button"
            aria-pressed={n === days}
            onClick={() => url.set({ days: n === DEFAULT_DASHBOARD_DAYS ? null : n })}
            className={cn(
              'h-10 border border-slate-300 px-4 text-sm font-semibold',
              i === 0 && 'rounded-l-md',
              i === DASHBOARD_DAYS.length - 1 && 'rounded-r-md',
              i > 0 && '-ml-px',
              n === days
                ? 'z-10 border-brand-600 bg-brand-600 text-white'
                : 'bg-white text-slate-700 hover:bg-slate-100',
            )}
            data-testid={`dashboard-days-${n}`}
          >
            {t('lastDays', { days: n })}
          </button>
        ))}
      </div>
    </div>
  );
}
