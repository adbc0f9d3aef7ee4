import { MAX_SCANNED } from '@/lib/domain/packing/shared/constants';
import type { ReturnState } from '@/lib/domain/packing/shared/schemas';

// The return station's state machine, pure so every transition is tested without a
// browser: waiting for a parcel -> receiving it (unit scans and the clerk's counts) ->
// closed (which shows the result and waits for the next parcel).

export type ReturnPhase = 'waiting' | 'receiving' | 'closed';

export type ReturnOutcomeKind =
  'opened' | 'ok' | 'wrong' | 'too-many' | 'wrong-status' | 'already-returned' | 'closed' | 'error';

export interface ReturnOutcome {
  kind: ReturnOutcomeKind;
  /** The code scanned, named by the wrong-item message. */
  code: string | null;
  /** The catalogue key of a failed call (messages "errors"). */
  errorKey: string | null;
  /** Grows with every outcome, so the same outcome twice still flashes twice. */
  seq: number;
}

export const COUNT_FIELDS = ['good', 'broken', 'lost', 'other'] as const;
export type CountField = (typeof COUNT_FIELDS)[number];

/** The clerk's counts of one product; null is a cleared input, counted as 0. */
export interface LineCounts {
  good: number | null;
  broken: number | null;
  lost: number | null;
  other: number | null;
  /** Once the clerk types a good count it no longer follows the scans. */
  goodEdited: boolean;
}

export type ReturnLineResult = NonNullable<ReturnState['return_lines']>[number];

export interface ReturnResult {
  returnNumber: string;
  billNumber: string | null;
  orderNumber: string;
  orderStatus: number;
  lines: ReturnLineResult[];
}

export interface ReturnStationState {
  phase: ReturnPhase;
  packing: ReturnState | null;
  /** What the clerk scanned to open the parcel: scanning it again only refreshes it. */
  orderCode: string | null;
  counts: Record<number, LineCounts>;
  reason: string;
  result: ReturnResult | null;
  outcome: ReturnOutcome | null;
}

export const INITIAL_RETURN_STATION: ReturnStationState = {
  phase: 'waiting',
  packing: null,
  orderCode: null,
  counts: {},
  reason: '',
  result: null,
  outcome: null,
};

export type ReturnStationAction =
  | { type: 'opened'; orderCode: string; packing: ReturnState }
  | { type: 'counted'; code: string; packing: ReturnState }
  | { type: 'edited'; productId: number; field: CountField; value: number | null }
  | { type: 'reasonChanged'; reason: string }
  | { type: 'closed'; packing: ReturnState }
  | { type: 'failed'; code: string; errorKey: string }
  | { type: 'reset' };

/** What a scan means in the current state. */
export type ReturnScanIntent = 'order' | 'unit';

function sameCode(a: string, b: string) {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function scanIntent(state: ReturnStationState, code: string): ReturnScanIntent {
  if (state.phase !== 'receiving' || !state.packing) return 'order';
  const isOrder =
    sameCode(code, state.packing.order_number) ||
    (state.orderCode !== null && sameCode(code, state.orderCode));
  return isOrder ? 'order' : 'unit';
}

/** A typed count as the station keeps it: blank stays blank, the rest a whole number in range. */
export function parseCount(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Math.trunc(Number(text));
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.min(n, MAX_SCANNED);
}

export function countedOf(c: LineCounts): number {
  return (c.good ?? 0) + (c.broken ?? 0) + (c.lost ?? 0) + (c.other ?? 0);
}

/** Shipped units nobody counted: the server records them as lost. Negative when over. */
export function remainderOf(shipped: number, c: LineCounts): number {
  return shipped - countedOf(c);
}

function countsFor(state: ReturnStationState, packing: ReturnState): Record<number, LineCounts> {
  const keep = state.packing?.packing_id === packing.packing_id ? state.counts : {};
  return Object.fromEntries(
    packing.lines.map((l) => {
      const had = keep[l.product_id];
      const counts: LineCounts = had
        ? { ...had, good: had.goodEdited ? had.good : l.scanned }
        : { good: l.scanned, broken: null, lost: null, other: null, goodEdited: false };
      return [l.product_id, counts];
    }),
  );
}

const EMPTY_COUNTS: LineCounts = {
  good: null,
  broken: null,
  lost: null,
  other: null,
  goodEdited: false,
};

export function countsOf(state: ReturnStationState, productId: number): LineCounts {
  return state.counts[productId] ?? EMPTY_COUNTS;
}

/** Products counted beyond what was shipped (packing.returnTooMany): closing is refused. */
export function overCounted(state: ReturnStationState): number[] {
  return (state.packing?.lines ?? [])
    .filter((l) => remainderOf(l.ordered, countsOf(state, l.product_id)) < 0)
    .map((l) => l.product_id);
}

export function canClose(state: ReturnStationState): boolean {
  return state.phase === 'receiving' && state.packing !== null && overCounted(state).length === 0;
}

/** The return/close body's lines: every product with what the clerk counted (blank is 0). */
export function closeLines(state: ReturnStationState) {
  return (state.packing?.lines ?? []).map((l) => {
    const c = countsOf(state, l.product_id);
    return {
      product_id: l.product_id,
      good: c.good ?? 0,
      broken: c.broken ?? 0,
      lost: c.lost ?? 0,
      other: c.other ?? 0,
    };
  });
}

/** Which outcome a failed call is: the error keys the return calls answer with. */
export function failureOutcome(errorKey: string): ReturnOutcomeKind {
  switch (errorKey) {
    case 'common.notFound':
      return 'wrong';
    case 'packing.goodsAlreadyAdded':
      return 'too-many';
    case 'packing.invalidOrderStatus':
      return 'wrong-status';
    case 'order.alreadyReturned':
      return 'already-returned';
    default:
      return 'error';
  }
}

function outcome(
  state: ReturnStationState,
  kind: ReturnOutcomeKind,
  code: string | null = null,
  errorKey: string | null = null,
): ReturnOutcome {
  return { kind, code, errorKey, seq: (state.outcome?.seq ?? 0) + 1 };
}

export function returnStationReducer(
  state: ReturnStationState,
  action: ReturnStationAction,
): ReturnStationState {
  switch (action.type) {
    case 'opened': {
      const same = state.packing?.packing_id === action.packing.packing_id;
      return {
        phase: 'receiving',
        packing: action.packing,
        orderCode: same ? state.orderCode : action.orderCode.trim(),
        counts: countsFor(state, action.packing),
        reason: same ? state.reason : '',
        result: null,
        outcome: outcome(state, 'opened', action.orderCode.trim()),
      };
    }
    case 'counted':
      return {
        ...state,
        packing: action.packing,
        counts: countsFor(state, action.packing),
        outcome: outcome(state, 'ok', action.code),
      };
    case 'edited': {
      if (state.phase !== 'receiving') return state;
      const current = countsOf(state, action.productId);
      const next: LineCounts = {
        ...current,
        [action.field]: action.value,
        goodEdited: current.goodEdited || action.field === 'good',
      };
      return { ...state, counts: { ...state.counts, [action.productId]: next } };
    }
    case 'reasonChanged':
      return { ...state, reason: action.reason };
    case 'closed':
      return {
        ...INITIAL_RETURN_STATION,
        phase: 'closed',
        result: {
          returnNumber: action.packing.return_number,
          billNumber: action.packing.bill_number ?? null,
          orderNumber: action.packing.order_number,
          orderStatus: action.packing.order_status,
          lines: action.packing.return_lines ?? [],
        },
        outcome: outcome(state, 'closed'),
      };
    case 'failed': {
      const kind = failureOutcome(action.errorKey);
      const next = outcome(state, kind, action.code, action.errorKey);
      // The order can no longer be received: drop it and wait for the next parcel.
      if (kind === 'wrong-status' || kind === 'already-returned')
        return {
          ...state,
          phase: state.phase === 'receiving' ? 'waiting' : state.phase,
          packing: null,
          orderCode: null,
          counts: {},
          reason: '',
          outcome: next,
        };
      return { ...state, outcome: next };
    }
    case 'reset':
      return INITIAL_RETURN_STATION;
  }
}
