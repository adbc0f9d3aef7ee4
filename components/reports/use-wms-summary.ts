'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError } from '@/components/lib/api';
import type { ReportQuery } from '@/components/reports/report-query';
import type { WmsSummaryDatum } from '@/components/reports/report-types';
import {
  answered,
  EMPTY_WMS_SUMMARY,
  failed,
  POLL_INTERVAL_MS,
  started,
  type WmsSummaryState,
} from '@/components/reports/wms-summary-poll';

export const WMS_SUMMARY_START = '/api/v2/reports/summary_wms_product_async';
export const WMS_SUMMARY_RESULT = '/api/v2/reports/summary_wms_product';

type Answer = { Datum: WmsSummaryDatum };

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      },
      { once: true },
    );
  });
}

/**
 * The warehouse summary for these filters: starts the job, then asks for its result every
 * second while it is being prepared (wms-summary-poll.ts). New filters, leaving the page
 * or a retry stop the wait under way; an answer to older filters is never shown as theirs.
 */
export function useWmsSummary(query: ReportQuery): WmsSummaryState & { retry: () => void } {
  const queryText = JSON.stringify(query);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<WmsSummaryState>(EMPTY_WMS_SUMMARY);
  // The state as of the last step: each answer is read against it, not a render's copy.
  const latest = useRef(state);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const asked = JSON.parse(queryText) as ReportQuery;
    const show = (next: WmsSummaryState) => {
      latest.current = next;
      setState(next);
    };
    const ask = async (endpoint: string) => {
      const { Datum } = await api<Answer>(endpoint, { query: asked, signal });
      const step = answered(latest.current, Datum);
      show(step.state);
      return step.askAgain;
    };

    (async () => {
      show(started(latest.current));
      let again = await ask(WMS_SUMMARY_START);
      while (again) {
        await pause(POLL_INTERVAL_MS, signal);
        again = await ask(WMS_SUMMARY_RESULT);
      }
    })().catch((error: unknown) => {
      if (signal.aborted) return;
      const known = error instanceof ApiError ? error : new ApiError(0, 'common.networkError', '');
      show(failed(latest.current, known));
    });
    return () => controller.abort();
  }, [queryText, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
