'use client';
import { useTranslations } from 'next-intl';
import { formatTime } from '@/lib/time/date-format';
import { useErrorText } from '@/components/lib/use-error-text';
import { cn } from '@/components/ui/cn';
import type { HandOverRow } from '@/components/packing/handover/handover-reducer';
import { OUTCOME_COLOURS, OUTCOME_KEYS } from '@/components/packing/handover/handover-style';

/** The session's scans, newest on top. */
export function HandOverRows(props: { rows: readonly HandOverRow[] }) {
  const t = useTranslations('handOver');
  const errorText = useErrorText();
  if (props.rows.length === 0)
    return (
      <p className="rounded-lg border-2 border-dashed border-slate-300 bg-white p-8 text-center text-2xl text-slate-500">
        {t('empty')}
      </p>
    );
  return (
    <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {props.rows.map((row) => {
        return (
          <li
            key={row.seq}
            className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3"
            data-testid="handover-row"
            data-outcome={row.outcome}
            data-order-number={row.orderNumber ?? ''}
          >
            <span
              className={cn(
                'rounded-md px-3 py-1 text-lg font-semibold',
                OUTCOME_COLOURS[row.outcome],
              )}
            >
              {t(`outcome.${OUTCOME_KEYS[row.outcome]}`)}
            </span>
            <span className="text-2xl font-bold text-slate-900">{row.orderNumber ?? row.code}</span>
            <span className="text-lg text-slate-600">
              {row.outcome === 'error'
                ? errorText(row.errorKey)
                : row.trackingNumber
                  ? t('tracking', { tracking: row.trackingNumber })
                  : t('noTracking')}
            </span>
            <time className="ml-auto text-lg tabular-nums text-slate-500" dateTime={row.at}>
              {formatTime(row.at, { seconds: true })}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
