import type { HandOverOutcome, HandOverResult } from '@/lib/domain/packing/hand-over';

// The hand-over session, pure so every step is tested without a browser: each scan adds a
// row on top and counts its outcome. A call that failed (unknown code, no network) is a
// row of its own, so the clerk sees every parcel they scanned.

export type HandOverRowOutcome = HandOverOutcome | 'error';

/** Every outcome a row can show, in the order the counters stand. */
export const ROW_OUTCOMES: readonly HandOverRowOutcome[] = [
  'handed_over',
  'already_handed_over',
  'not_packed',
  'cancelled',
  'returned',
  'error',
];

export interface HandOverRow {
  /** The scan's place in the session: a key that never repeats. */
  seq: number;
  code: string;
  orderNumber: string | null;
  trackingNumber: string | null;
  outcome: HandOverRowOutcome;
  /** The catalogue key of a failed call (messages "errors"). */
  errorKey: string | null;
  /** When the answer came, ISO. */
  at: string;
}

export interface HandOverState {
  rows: HandOverRow[];
  counts: Record<HandOverRowOutcome, number>;
  seq: number;
}

/** A shift's worth of rows; older ones drop off the list but stay counted. */
export const MAX_ROWS = 500;

const zeroCounts = () =>
  Object.fromEntries(ROW_OUTCOMES.map((o) => [o, 0])) as Record<HandOverRowOutcome, number>;

export const INITIAL_HAND_OVER: HandOverState = { rows: [], counts: zeroCounts(), seq: 0 };

export type HandOverAction =
  | { type: 'checked'; code: string; result: HandOverResult; at: string }
  | { type: 'failed'; code: string; errorKey: string; at: string }
  | { type: 'cleared' };

function addRow(state: HandOverState, row: Omit<HandOverRow, 'seq'>): HandOverState {
  const seq = state.seq + 1;
  return {
    seq,
    rows: [{ ...row, seq }, ...state.rows].slice(0, MAX_ROWS),
    counts: { ...state.counts, [row.outcome]: state.counts[row.outcome] + 1 },
  };
}

export function handOverReducer(state: HandOverState, action: HandOverAction): HandOverState {
  switch (action.type) {
    case 'checked':
      return addRow(state, {
        code: action.code,
        orderNumber: action.result.order_number,
        trackingNumber: action.result.tracking_number,
        outcome: action.result.outcome,
        errorKey: null,
        at: action.at,
      });
    case 'failed':
      return addRow(state, {
        code: action.code,
        orderNumber: null,
        trackingNumber: null,
        outcome: 'error',
        errorKey: action.errorKey,
        at: action.at,
      });
    case 'cleared':
      return { ...INITIAL_HAND_OVER, counts: zeroCounts() };
  }
}
