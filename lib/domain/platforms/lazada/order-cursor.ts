import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import { lazadaIsoTime } from '@/lib/domain/platforms/lazada/lazada-values';

// Walking Lazada's order list (/orders/get) by update time, oldest first. Lazada pages with
// offset and limit (at most 100), and refuses an offset past 5000; a window with more changes
// than that is walked on by moving update_after to the last update time seen and starting
// again at offset 0. Lazada's update_after and update_before both include their second, so
// the orders of that last second come back once more: their ids travel in the cursor and are
// not given twice.

export const ORDER_PAGE_SIZE = 100;
/** The largest offset /orders/get accepts. */
export const MAX_ORDER_OFFSET = 5000;

export interface OrderListState {
  /** update_after, epoch ms (whole seconds). */
  after: number;
  offset: number;
  /** The last update time seen and the ids seen at it. */
  boundaryAt: number;
  boundaryIds: string[];
}

export interface ListedOrder {
  orderId: string;
  /** Epoch ms. */
  updatedAt: number;
}

export function firstOrderListState(updatedFrom: Date): OrderListState {
  return {
    after: Math.ceil(updatedFrom.getTime() / 1000) * 1000,
    offset: 0,
    boundaryAt: 0,
    boundaryIds: [],
  };
}

export function encodeOrderCursor(state: OrderListState): string {
  return Buffer.from(
    JSON.stringify({ a: state.after, o: state.offset, b: state.boundaryAt, i: state.boundaryIds }),
  ).toString('base64url');
}

export function decodeOrderCursor(cursor: string): OrderListState {
  try {
    const raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const state = {
      after: Number(raw.a),
      offset: Number(raw.o),
      boundaryAt: Number(raw.b),
      boundaryIds: Array.isArray(raw.i) ? raw.i.map(String) : [],
    };
    if (![state.after, state.offset, state.boundaryAt].every(Number.isFinite)) throw new Error();
    return state;
  } catch {
    throw new PlatformRequestError('not a Lazada order cursor', 'BadCursor');
  }
}

/**
 * The query of one page. update_before is the last whole second before `updatedTo`, since
 * Lazada includes it and the window ends before `updatedTo`.
 */
export function orderListQuery(state: OrderListState, updatedTo: Date): Record<string, string> {
  const lastSecond = Math.floor((updatedTo.getTime() - 1) / 1000) * 1000;
  return {
    update_after: lazadaIsoTime(state.after),
    update_before: lazadaIsoTime(lastSecond),
    sort_by: 'updated_at',
    sort_direction: 'ASC',
    offset: String(state.offset),
    limit: String(ORDER_PAGE_SIZE),
  };
}

/** The ids of a page not given before, and where the next page starts (null: none). */
export function afterOrderPage(
  state: OrderListState,
  page: ListedOrder[],
): { orderIds: string[]; next: OrderListState | null } {
  const seenAtBoundary = new Set(state.boundaryIds);
  const orderIds = page
    .filter((o) => !(o.updatedAt === state.boundaryAt && seenAtBoundary.has(o.orderId)))
    .map((o) => o.orderId);
  if (page.length < ORDER_PAGE_SIZE) return { orderIds, next: null };

  const lastAt = page[page.length - 1]!.updatedAt;
  const atLast = page.filter((o) => o.updatedAt === lastAt).map((o) => o.orderId);
  const boundaryIds =
    lastAt === state.boundaryAt ? [...new Set([...state.boundaryIds, ...atLast])] : atLast;
  const offset = state.offset + page.length;
  if (offset < MAX_ORDER_OFFSET) {
    return { orderIds, next: { ...state, offset, boundaryAt: lastAt, boundaryIds } };
  }
  if (lastAt > state.after) {
    return { orderIds, next: { after: lastAt, offset: 0, boundaryAt: lastAt, boundaryIds } };
  }
  // Five thousand changes within one second: the time cannot move and the offset cannot
  // grow, so the walk goes on from the next second (what is left of this one is not listed).
  return {
    orderIds,
    next: { after: state.after + 1000, offset: 0, boundaryAt: 0, boundaryIds: [] },
  };
}
