import type { ApiError } from '@/components/lib/api';
import type { WmsSummaryDatum } from '@/components/reports/report-types';

// The warehouse summary is made by a job (docs/reports.md): the screen starts it, then asks
// for its result every second while the answer says state 0 ("not ready"), and fills
// itself when state 1 arrives, without a reload. These are the steps of that wait, apart
// from the timers so they can be checked on their own.

/** How long the screen waits between two questions to the job. */
export const POLL_INTERVAL_MS = 1000;
/** Five minutes of asking: a job still running then is told to the reader, with a retry. */
export const MAX_POLLS = 300;

export type WmsSummaryPhase = 'starting' | 'preparing' | 'ready' | 'failed' | 'tooSlow';

export interface WmsSummaryState {
  phase: WmsSummaryPhase;
  /** Questions asked since the job was started for these filters. */
  polls: number;
  /** The last summary that was ready: these filters' once ready, else earlier ones (dimmed). */
  datum: WmsSummaryDatum | null;
  error: ApiError | null;
}

export const EMPTY_WMS_SUMMARY: WmsSummaryState = {
  phase: 'starting',
  polls: 0,
  datum: null,
  error: null,
};

/** New filters (or a retry): the job is started again; what was shown stays until then. */
export function started(previous: WmsSummaryState): WmsSummaryState {
  return { phase: 'starting', polls: 0, datum: previous.datum, error: null };
}

/**
 * An answer of the job (the start's or a later question's): ready with state 1, else one
 * more second to wait, unless the wait has gone on too long.
 */
export function answered(
  state: WmsSummaryState,
  datum: WmsSummaryDatum,
): { state: WmsSummaryState; askAgain: boolean } {
  if (datum.state === 1)
    return { state: { phase: 'ready', polls: state.polls, datum, error: null }, askAgain: false };
  const polls = state.phase === 'starting' ? 0 : state.polls + 1;
  if (polls >= MAX_POLLS) return { state: { ...state, phase: 'tooSlow', polls }, askAgain: false };
  return { state: { ...state, phase: 'preparing', polls }, askAgain: true };
}

/** A call that failed: the wait stops and the error is shown with a retry. */
export function failed(state: WmsSummaryState, error: ApiError): WmsSummaryState {
  return { ...state, phase: 'failed', error };
}

/** The summary these filters asked for has arrived (older data is only a stand-in). */
export const isReady = (state: WmsSummaryState) => state.phase === 'ready';
