import type { PackingState } from '@/lib/domain/packing/shared/schemas';

// The station's state machine, pure so every transition is tested without a browser:
// waiting for an order -> packing its lines -> complete -> closed (which waits again).

export type StationPhase = 'waiting' | 'packing' | 'complete' | 'closed';

export type StationOutcomeKind =
  'ok' | 'done' | 'complete' | 'coupon' | 'wrong' | 'too-many' | 'wrong-status' | 'error';

export interface StationOutcome {
  kind: StationOutcomeKind;
  /** The code scanned, named by the wrong-item message. */
  code: string | null;
  /** The catalogue key of a failed call (messages "errors"). */
  errorKey: string | null;
  /** Grows with every outcome, so the same outcome twice still flashes twice. */
  seq: number;
}

export interface ClosedPacking {
  packingId: number;
  orderId: number;
  orderNumber: string;
  billNumber: string | null;
  /** A platform order: the station prints the platform's own label. */
  platformLabel: boolean;
}

/** The coupon the packer attached to the open order, priced by the server. */
export interface LinkedCoupon {
  code: string;
  /** The order's whole discount (its own and the coupon's), baht as a decimal string. */
  discount: string;
  /** The order's total after the coupon. */
  total: string;
}

export interface StationState {
  phase: StationPhase;
  packing: PackingState | null;
  /** What the clerk scanned to open the order: scanning it again closes a complete packing. */
  orderCode: string | null;
  closed: ClosedPacking | null;
  /** Set once a coupon was attached at this station; an order's earlier coupon is in packing. */
  coupon: LinkedCoupon | null;
  outcome: StationOutcome | null;
}

export const INITIAL_STATION: StationState = {
  phase: 'waiting',
  packing: null,
  orderCode: null,
  closed: null,
  coupon: null,
  outcome: null,
};

export type StationAction =
  | { type: 'opened'; orderCode: string; packing: PackingState }
  | { type: 'counted'; code: string; packing: PackingState }
  | { type: 'removed'; packing: PackingState }
  | { type: 'couponLinked'; coupon: LinkedCoupon }
  | { type: 'closed'; packing: PackingState }
  | { type: 'failed'; code: string; errorKey: string }
  | { type: 'reset' };

/** What a scan means in the current state. */
export type ScanIntent = 'order' | 'unit' | 'close';

function sameCode(a: string, b: string) {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function scanIntent(state: StationState, code: string): ScanIntent {
  if (state.phase === 'waiting' || state.phase === 'closed' || !state.packing) return 'order';
  const isOrder =
    sameCode(code, state.packing.order_number) ||
    (state.orderCode !== null && sameCode(code, state.orderCode));
  if (state.phase === 'complete' && isOrder) return 'close';
  return 'unit';
}

function phaseOf(packing: PackingState): StationPhase {
  if (packing.closed) return 'closed';
  return packing.complete ? 'complete' : 'packing';
}

/** ok, a line just filled (done), or the whole order filled (complete). */
export function countOutcome(packing: PackingState): StationOutcomeKind {
  if (packing.complete) return 'complete';
  const line = packing.lines.find((l) => l.product_id === packing.scanned_product_id);
  return line && line.scanned >= line.ordered ? 'done' : 'ok';
}

/** Which outcome a failed call is: the error keys the createoradd call answers with. */
export function failureOutcome(errorKey: string): StationOutcomeKind {
  switch (errorKey) {
    case 'common.notFound':
      return 'wrong';
    case 'packing.goodsAlreadyAdded':
      return 'too-many';
    case 'packing.invalidOrderStatus':
      return 'wrong-status';
    default:
      return 'error';
  }
}

function outcome(
  state: StationState,
  kind: StationOutcomeKind,
  code: string | null = null,
  errorKey: string | null = null,
): StationOutcome {
  return { kind, code, errorKey, seq: (state.outcome?.seq ?? 0) + 1 };
}

export function stationReducer(state: StationState, action: StationAction): StationState {
  switch (action.type) {
    case 'opened': {
      const phase = phaseOf(action.packing);
      return {
        phase,
        packing: action.packing,
        orderCode: action.orderCode.trim(),
        closed: null,
        coupon: null,
        outcome: phase === 'complete' ? outcome(state, 'complete') : null,
      };
    }
    case 'counted':
      return {
        ...state,
        phase: phaseOf(action.packing),
        packing: action.packing,
        outcome: outcome(state, countOutcome(action.packing), action.code),
      };
    case 'removed':
      return {
        ...state,
        phase: phaseOf(action.packing),
        packing: action.packing,
        outcome: null,
      };
    case 'couponLinked':
      if (!state.packing) return state;
      return {
        ...state,
        packing: { ...state.packing, coupon_code: action.coupon.code },
        coupon: action.coupon,
        outcome: outcome(state, 'coupon', action.coupon.code),
      };
    case 'closed':
      return {
        phase: 'closed',
        packing: null,
        orderCode: null,
        coupon: null,
        closed: {
          packingId: action.packing.packing_id,
          orderId: action.packing.order_id,
          orderNumber: action.packing.order_number,
          billNumber: action.packing.bill_number ?? null,
          platformLabel: action.packing.platform_label ?? false,
        },
        outcome: null,
      };
    case 'failed': {
      const kind = failureOutcome(action.errorKey);
      const next = outcome(state, kind, action.code, action.errorKey);
      // The order can no longer be packed: drop it and wait for the next one.
      if (kind === 'wrong-status') return { ...INITIAL_STATION, outcome: next };
      return { ...state, outcome: next };
    }
    case 'reset':
      return { ...INITIAL_STATION, outcome: null };
  }
}
