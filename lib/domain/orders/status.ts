import { AppError } from '@/lib/errors';
import { PAYMENT_METHOD_TYPE } from '@/lib/domain/payment-methods/payment-method-type';

// ---------------------------------------------------------------------------------------
// Order status and its allowed moves (docs/domain-rules.md, "Order status").
// Pure: no database, no I/O. The routes call `assertMove` before writing a change and its
// order event; the lists call `expandStatusFilter` on the `status` query parameter.
// ---------------------------------------------------------------------------------------

/** The status codes an order can hold. 999 is a filter, never a status. */
export const ORDER_STATUS = {
  Unpaid: 100,
  AwaitingShipment: 111,
  AwaitingCollection: 112,
  PartiallyShipping: 114,
  Intransit: 121,
  Delivered: 122,
  Completed: 130,
  Cancelled: 140,
  Returned: 141,
  Claimed: 142,
  Returning: 998,
} as const;

export type OrderStatusName = keyof typeof ORDER_STATUS;
export type OrderStatus = (typeof ORDER_STATUS)[OrderStatusName];

/** Every status code, ascending. */
export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(ORDER_STATUS).sort(
  (a, b) => a - b,
);

/** The combined list filter: 121 Intransit and 130 Completed together. */
export const INTRANSIT_COMPLETED_FILTER = 999;
export const INTRANSIT_COMPLETED_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.Intransit,
  ORDER_STATUS.Completed,
];

/** The codes the order list's `status` filter accepts: every status and 999. */
export const ORDER_LIST_STATUS_FILTERS: readonly number[] = [
  ...ORDER_STATUSES,
  INTRANSIT_COMPLETED_FILTER,
];

/** The codes the payment-check filter accepts: the order list's minus 998 and 999. */
export const PAYMENT_CHECK_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (s) => s !== ORDER_STATUS.Returning,
);

/**
 * The allowed moves (docs/domain-rules.md); anything else is
 * `order.invalidStatusTransition`. 140, 141 and 142 are terminal.
 */
export const ALLOWED_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  100: [111, 140], // payment confirmed; payment failed or cancelled
  // packing closed; part packed and shipped; cancelled; payment confirm undone (a manager,
  // within PAYMENT_UNDO_MINUTES of the confirm, before any packing and while nothing else
  // happened to the order: lib/domain/orders/payment-undo-rule.ts)
  111: [112, 114, 140, 100],
  114: [112, 121],
  112: [121, 111], // carrier took it; packing reopened (packing_admin)
  121: [122, 998],
  122: [130, 998, 142],
  130: [998, 142],
  998: [141],
  140: [],
  141: [],
  142: [],
};

export function isOrderStatus(code: unknown): code is OrderStatus {
  return typeof code === 'number' && Object.hasOwn(ALLOWED_MOVES, code);
}

/** The statuses an order at `from` may move to; none for a terminal or unknown code. */
export function nextStatuses(from: number): readonly OrderStatus[] {
  return isOrderStatus(from) ? ALLOWED_MOVES[from] : [];
}

/** True when an order at `from` may move to `to`. Staying put is not a move. */
export function canMove(from: number, to: number): boolean {
  return isOrderStatus(to) && nextStatuses(from).includes(to);
}

/** Throws 422 `order.invalidStatusTransition` ("from 100 to 130") unless the move is allowed. */
export function assertMove(from: number, to: number): asserts to is OrderStatus {
  if (!canMove(from, to))
    throw new AppError('order.invalidStatusTransition', `from ${from} to ${to}`);
}

/** 140 Cancelled, 141 Returned and 142 Claimed: the order is closed, nothing follows. */
export const CLOSED_STATUSES: readonly number[] = [
  ORDER_STATUS.Cancelled,
  ORDER_STATUS.Returned,
  ORDER_STATUS.Claimed,
];

/** True for 140 Cancelled, 141 Returned and 142 Claimed: nothing follows them. */
export function isTerminal(status: OrderStatus): boolean {
  return ALLOWED_MOVES[status].length === 0;
}

/**
 * The status a new order starts at: cash on delivery (2) and platform-paid (6) orders have
 * nothing to check and start at 111 Awaiting Shipment; every other type at 100 Unpaid.
 */
export function initialStatus(
  paymentMethodType: number,
): typeof ORDER_STATUS.Unpaid | typeof ORDER_STATUS.AwaitingShipment {
  return paymentMethodType === PAYMENT_METHOD_TYPE.CashOnDelivery ||
    paymentMethodType === PAYMENT_METHOD_TYPE.Platform
    ? ORDER_STATUS.AwaitingShipment
    : ORDER_STATUS.Unpaid;
}

/**
 * Parses the `status` query parameter: one code or a comma list (`111,112`), spaces around
 * the codes allowed. 999 stands for 121 and 130. The answer is de-duplicated and ascending.
 * A code not in `allowed` (by default `ORDER_LIST_STATUS_FILTERS`; the payment queue passes
 * `PAYMENT_CHECK_STATUSES`), an empty item or a non-number answers `common.invalidParameter`.
 */
export function expandStatusFilter(
  input: string,
  allowed: readonly number[] = ORDER_LIST_STATUS_FILTERS,
): OrderStatus[] {
  const out = new Set<OrderStatus>();
  for (const raw of input.split(',')) {
    const item = raw.trim();
    const code = /^\d{1,4}$/.test(item) ? Number(item) : NaN;
    if (!allowed.includes(code))
      throw new AppError(
        'common.invalidParameter',
        `query.status: ${item === '' ? 'empty code' : `unknown code ${item.slice(0, 20)}`}`,
      );
    if (code === INTRANSIT_COMPLETED_FILTER)
      for (const s of INTRANSIT_COMPLETED_STATUSES) out.add(s);
    else if (isOrderStatus(code)) out.add(code);
  }
  return [...out].sort((a, b) => a - b);
}
