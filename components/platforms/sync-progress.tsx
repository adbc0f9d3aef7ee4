'use client';
import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { syncRunSchema } from '@/lib/domain/platforms/schemas';
import { formatNumber } from '@/components/data-table';
import { api, ApiError } from '@/components/lib/api';
import { useErrorText } from '@/components/lib/use-error-text';
import { cn } from '@/components/ui/cn';
import { isFinished, progressWidth, type SyncState } from '@/components/platforms/shop-view';

export type SyncRun = z.infer<typeof syncRunSchema>;

/** Spec of the screen: the progress is read again every second until the run ends. */
export const SYNC_POLL_MS = 1000;

const BAR_CLASS: Record<SyncState, string> = {
  queued: 'bg-slate-400',
  running: 'bg-brand-600 animate-pulse',
  done: 'bg-emerald-600',
  failed: 'bg-red-600',
};

/**
 * A sync run as it stands: the bar, the state word (`data-state` carries it for tests),
 * what was fetched, created, updated and failed, and the errors the run met.
 */
export function SyncProgressView({
  kind,
  run,
  problem,
}: {
  kind: 'orders' | 'products';
  /** Null until the first answer arrives. */
  run: SyncRun | null;
  /** The progress could not be read (translated). */
  problem?: string | null;
}) {
  const t = useTranslations('platformConnect.sync');
  const locale = useLocale();
  const state: SyncState = run?.state ?? 'queued';
  const n = (v: number | undefined) => formatNumber(v ?? 0, locale);
  return (
    <div
      className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3"
      data-testid="platform-sync-progress"
      data-state={state}
      data-kind={kind}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold text-slate-800">{t(`title.${kind}`)}</span>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            state === 'done' && 'bg-emerald-100 text-emerald-900',
            state === 'failed' && 'bg-red-100 text-red-900',
            !isFinished(state) && 'bg-sky-100 text-sky-900',
          )}
          data-testid="platform-sync-state"
          data-state={state}
        >
          {t(`state.${state}`)}
        </span>
      </div>
      <div
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label={t(`title.${kind}`)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={isFinished(state) ? 100 : undefined}
        aria-busy={!isFinished(state)}
      >
        <div
          className={cn('h-full rounded-full transition-all duration-500', BAR_CLASS[state])}
          style={{ width: `${progressWidth(state)}%` }}
        />
      </div>
      <p
        className="text-xs tabular-nums text-slate-700"
        data-testid="platform-sync-counts"
        data-fetched={run?.fetched ?? 0}
        data-created={run?.created ?? 0}
        data-updated={run?.updated ?? 0}
        data-failed={run?.failed ?? 0}
      >
        {t('counts', {
          fetched: n(run?.fetched),
          created: n(run?.created),
          updated: n(run?.updated),
          failed: n(run?.failed),
        })}
      </p>
      {problem && (
        <p className="text-xs text-red-700" role="alert">
          {problem}
        </p>
      )}
      {run && run.errors.length > 0 && (
        <ul
          className="max-h-40 list-inside list-disc overflow-y-auto text-xs text-red-800"
          data-testid="platform-sync-errors"
        >
          {run.errors.map((e, i) => (
            <li key={i}>
              {e.order_id ? <span className="font-mono">{e.order_id}</span> : null}
              {e.order_id ? ' ' : null}
              {e.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Follows a sync job: reads GET /api/platform/sync/{job_id} every second until the run is
 * done or failed, then tells `onFinished` once. A failed read is shown and tried again.
 */
export function SyncJobProgress({
  jobId,
  kind,
  onFinished,
}: {
  jobId: number;
  kind: 'orders' | 'products';
  onFinished?: (run: SyncRun) => void;
}) {
  const errorText = useErrorText();
  const [run, setRun] = useState<SyncRun | null>(null);
  /** The catalogue key of the last failed read. */
  const [problem, setProblem] = useState<string | null>(null);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  }, [onFinished]);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const res = await api<{ Datum: SyncRun }>(`/api/platform/sync/${jobId}`, {
          signal: controller.signal,
        });
        if (controller.signal.aborted) return;
        setRun(res.Datum);
        setProblem(null);
        if (isFinished(res.Datum.state)) {
          finished.current?.(res.Datum);
          return;
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        const failure = error instanceof ApiError ? error : null;
        setProblem(failure?.msg ?? 'common.networkError');
        // A run that is not there (or not ours) will not appear by asking again.
        if (failure && (failure.status === 403 || failure.status === 404)) return;
      }
      timer = setTimeout(() => void read(), SYNC_POLL_MS);
    };
    void read();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [jobId]);

  return <SyncProgressView kind={kind} run={run} problem={problem ? errorText(problem) : null} />;
}
