import { ORDER_STATUS, type OrderStatus } from '@/lib/domain/orders/status';

// A platform order's status in our codes (docs/domain-rules.md, Selling platforms;
// platforms.md section 6). A request the buyer made that the seller or the platform has not
// decided yet (a pending cancellation, a refund asked for) sets a flag and leaves the code
// where it was, so the order is not cancelled before it really is. A return of goods the
// buyer asked for is returning (998) at once, flagged while undecided, so the "on its way
// back" list shows it; a refund only never is, nothing comes back. Returns and claims
// outrank the fulfilment status.

export interface MappedStatus {
  status: OrderStatus;
  /** The buyer asked to cancel; not decided yet. */
  cancelRequested: boolean;
  /** The buyer asked to return or refund; not decided yet. */
  returnRequested: boolean;
  /** TikTok's ON_HOLD: the buyer may still cancel, do not ship yet. */
  buyerMayCancel: boolean;
  /** Shopee's RETRY_SHIP: the shipment must be arranged again. */
  needsRearrange: boolean;
}

const S = ORDER_STATUS;

function mapped(
  status: OrderStatus,
  flags: Partial<Omit<MappedStatus, 'status'>> = {},
): MappedStatus {
  return {
    status,
    cancelRequested: false,
    returnRequested: false,
    buyerMayCancel: false,
    needsRearrange: false,
    ...flags,
  };
}

// ---------------------------------------------------------------------------------------
// TikTok Shop
// ---------------------------------------------------------------------------------------

const TIKTOK_ORDER: Record<string, OrderStatus> = {
  UNPAID: S.Unpaid,
  ON_HOLD: S.AwaitingShipment,
  AWAITING_SHIPMENT: S.AwaitingShipment,
  AWAITING_COLLECTION: S.AwaitingCollection,
  PARTIALLY_SHIPPING: S.PartiallyShipping,
  IN_TRANSIT: S.Intransit,
  DELIVERED: S.Delivered,
  COMPLETED: S.Completed,
  // The order-status push spells it CANCEL, the order calls CANCELLED.
  CANCELLED: S.Cancelled,
  CANCEL: S.Cancelled,
};

/**
 * A return of goods the buyer asked for, is sending back, or that was agreed: the order is
 * returning (platforms.md section 6: PENDING counts for RETURN_AND_REFUND).
 */
const TIKTOK_RETURNING = new Set([
  'RETURN_OR_REFUND_REQUEST_PENDING',
  'AWAITING_BUYER_SHIP',
  'BUYER_SHIPPED_ITEM',
  'RETURN_OR_REFUND_REQUEST_SUCCESS',
]);

/** A request nobody has decided yet: flagged on the order. */
const TIKTOK_PENDING = new Set(['RETURN_OR_REFUND_REQUEST_PENDING', 'REPLACEMENT_REQUEST_PENDING']);

export interface TiktokStatusInput {
  orderStatus: string;
  /** The cancellation push's cancel_status, when there is one. */
  cancelStatus?: string;
  /** The newest return request's return_status and return_type, when there is one. */
  returnStatus?: string;
  returnType?: string;
}

/** A TikTok Shop order's status, or null for a status TikTok has not documented. */
export function tiktokStatus(input: TiktokStatusInput): MappedStatus | null {
  const base = TIKTOK_ORDER[input.orderStatus];
  if (base === undefined) return null;
  const flags = {
    buyerMayCancel: input.orderStatus === 'ON_HOLD',
    cancelRequested: input.cancelStatus === 'CANCELLATION_REQUEST_PENDING',
    returnRequested: TIKTOK_PENDING.has(input.returnStatus ?? ''),
  };
  // Only a return of goods moves the code; a refund only (REFUND) brings nothing back.
  const returnOfGoods = input.returnType === 'RETURN_AND_REFUND';
  if (returnOfGoods && input.returnStatus === 'RETURN_OR_REFUND_REQUEST_COMPLETE') {
    return mapped(S.Returned, flags);
  }
  if (returnOfGoods && TIKTOK_RETURNING.has(input.returnStatus ?? '')) {
    return mapped(S.Returning, flags);
  }
  return mapped(base, flags);
}

// ---------------------------------------------------------------------------------------
// Shopee
// ---------------------------------------------------------------------------------------

const SHOPEE_ORDER: Record<string, OrderStatus> = {
  UNPAID: S.Unpaid,
  PENDING: S.Unpaid,
  INVOICE_PENDING: S.Unpaid,
  READY_TO_SHIP: S.AwaitingShipment,
  RETRY_SHIP: S.AwaitingShipment,
  PROCESSED: S.AwaitingCollection,
  SHIPPED: S.Intransit,
  TO_CONFIRM_RECEIVE: S.Delivered,
  COMPLETED: S.Completed,
  CANCELLED: S.Cancelled,
  TO_RETURN: S.Returning,
};

const SHOPEE_RETURN: Record<string, OrderStatus> = {
  REQUESTED: S.Returning,
  ACCEPTED: S.Returning,
  PROCESSING: S.Returning,
  CLOSED: S.Returned,
  JUDGING: S.Claimed,
  SELLER_DISPUTE: S.Claimed,
};

/** Return statuses nobody has decided yet: flagged on the order. */
const SHOPEE_PENDING = new Set(['REQUESTED', 'PROCESSING']);

export interface ShopeeStatusInput {
  orderStatus: string;
  /** What the order was before IN_CANCEL: a pending cancellation keeps it. */
  previousStatus?: OrderStatus;
  /** The newest return's status from the returns call, when the order has one. */
  returnStatus?: string;
  /** That return is a refund only (needs_logistics false): nothing comes back. */
  refundOnly?: boolean;
  /** The order's packages (package_list): some shipped and some not is partly shipping. */
  packages?: { shipped: number; total: number };
}

/** A Shopee order's status, or null for a status Shopee has not documented. */
export function shopeeStatus(input: ShopeeStatusInput): MappedStatus | null {
  if (input.orderStatus === 'IN_CANCEL') {
    return mapped(input.previousStatus ?? S.AwaitingShipment, { cancelRequested: true });
  }
  const base = SHOPEE_ORDER[input.orderStatus];
  if (base === undefined) return null;
  const needsRearrange = input.orderStatus === 'RETRY_SHIP';
  const returnRequested = SHOPEE_PENDING.has(input.returnStatus ?? '');
  const byReturn = input.returnStatus ? SHOPEE_RETURN[input.returnStatus] : undefined;
  if (input.refundOnly) {
    // Nothing comes back: never returning nor returned; a dispute is still a claim. An order
    // Shopee shows TO_RETURN for a refund only was delivered.
    if (byReturn === S.Claimed) return mapped(S.Claimed, { needsRearrange });
    const kept = base === S.Returning ? S.Delivered : base;
    return mapped(kept, { needsRearrange, returnRequested });
  }
  if (byReturn !== undefined) return mapped(byReturn, { needsRearrange, returnRequested });
  const partly =
    input.packages !== undefined &&
    input.packages.shipped > 0 &&
    input.packages.shipped < input.packages.total &&
    (base === S.AwaitingShipment || base === S.AwaitingCollection);
  return mapped(partly ? S.PartiallyShipping : base, { needsRearrange });
}

// ---------------------------------------------------------------------------------------
// Lazada: the order's status is made from its items' statuses
// ---------------------------------------------------------------------------------------

const LAZADA_ITEM: Record<string, OrderStatus> = {
  unpaid: S.Unpaid,
  pending: S.AwaitingShipment,
  repacked: S.AwaitingShipment,
  packed: S.AwaitingShipment,
  ready_to_ship_pending: S.AwaitingCollection,
  ready_to_ship: S.AwaitingCollection,
  shipped: S.Intransit,
  shipping: S.Intransit,
  delivered: S.Delivered,
  canceled: S.Cancelled,
  failed: S.Returning,
  failed_delivery: S.Returning,
  shipped_back: S.Returning,
  returned: S.Returned,
  shipped_back_success: S.Returned,
  lost: S.Claimed,
  lost_by_3pl: S.Claimed,
  damaged_by_3pl: S.Claimed,
  package_scrapped: S.Claimed,
  shipped_back_failed: S.Claimed,
};

/** How far along an order is: the least advanced of its items decides. */
const FULFILMENT_ORDER: OrderStatus[] = [
  S.Unpaid,
  S.AwaitingShipment,
  S.AwaitingCollection,
  S.Intransit,
  S.Delivered,
];

/** Reverse statuses of a return of goods (RTM to the merchant, RTW to Lazada's warehouse). */
const LAZADA_REVERSE: Record<string, OrderStatus> = {
  RTM_INIT: S.Returning,
  RTW_INIT: S.Returning,
  RTM_SHIPPING_BACK: S.Returning,
  RTW_SHIPPING_BACK: S.Returning,
  RTM_RECEIVE_ITEM: S.Returned,
};

/** Requests nobody has decided yet: flagged on the order. */
const LAZADA_RETURN_PENDING = new Set(['RTM_INIT', 'RTW_INIT', 'REFUND_INIT', 'REFUND_PENDING']);

export interface LazadaStatusInput {
  /** The distinct statuses of the order's items (`statuses[]`). */
  itemStatuses: string[];
  /** The newest reverse order's reverse_status, when there is one. */
  reverseStatus?: string;
  /** That reverse order is a refund only (request_type ONLY_REFUND): nothing comes back. */
  refundOnly?: boolean;
  /** Delivered and the return window has closed: the order is completed. */
  returnWindowClosed?: boolean;
}

/** A Lazada order's status from its items, or null when an item's status is undocumented. */
export function lazadaStatus(input: LazadaStatusInput): MappedStatus | null {
  const codes = input.itemStatuses.map((s) => LAZADA_ITEM[s]);
  if (codes.length === 0 || codes.some((c) => c === undefined)) return null;
  const known = codes as OrderStatus[];
  const flags = {
    cancelRequested: input.reverseStatus === 'CANCEL_INIT',
    returnRequested: LAZADA_RETURN_PENDING.has(input.reverseStatus ?? ''),
  };
  const byReverse =
    input.reverseStatus && !input.refundOnly ? LAZADA_REVERSE[input.reverseStatus] : undefined;
  if (byReverse !== undefined) return mapped(byReverse, flags);
  // A return or a claim on any item wins over how far the others have gone.
  for (const wins of [S.Claimed, S.Returning, S.Returned]) {
    if (known.includes(wins)) return mapped(wins, flags);
  }
  const live = known.filter((c) => c !== S.Cancelled);
  if (live.length === 0) return mapped(S.Cancelled, flags);
  const least = live.reduce((a, b) =>
    FULFILMENT_ORDER.indexOf(a) <= FULFILMENT_ORDER.indexOf(b) ? a : b,
  );
  const someShipped = live.some((c) => c === S.Intransit || c === S.Delivered);
  if (someShipped && (least === S.AwaitingShipment || least === S.AwaitingCollection)) {
    return mapped(S.PartiallyShipping, flags);
  }
  if (least === S.Delivered && input.returnWindowClosed) return mapped(S.Completed, flags);
  return mapped(least, flags);
}

// ---------------------------------------------------------------------------------------
// Pancake POS: a numeric status (platforms.md sections 5 and 6)
// ---------------------------------------------------------------------------------------

/** Pancake's status codes, by the names of its user documentation. */
export const PANCAKE_STATUS_NAME: Record<number, string> = {
  0: 'new',
  1: 'confirmed',
  2: 'shipped',
  3: 'received',
  4: 'returning',
  5: 'returned',
  6: 'canceled',
  7: 'deleted',
  8: 'packing',
  9: 'waiting_pickup',
  11: 'waiting_stock',
  12: 'waiting_print',
  13: 'printed',
  15: 'partial_return',
  16: 'collected',
  17: 'waiting_confirm',
  20: 'ordered',
};

const PANCAKE_ORDER: Record<number, OrderStatus> = {
  0: S.Unpaid,
  17: S.Unpaid,
  1: S.AwaitingShipment,
  8: S.AwaitingShipment,
  11: S.AwaitingShipment,
  12: S.AwaitingShipment,
  13: S.AwaitingShipment,
  20: S.AwaitingShipment,
  9: S.AwaitingCollection,
  2: S.Intransit,
  3: S.Delivered,
  16: S.Completed,
  6: S.Cancelled,
  7: S.Cancelled,
  4: S.Returning,
  5: S.Returned,
  15: S.Returned,
};

export interface PancakeMappedStatus extends MappedStatus {
  /** Pancake's 7: the seller deleted the order there (cancelled here, said so on the timeline). */
  deleted: boolean;
  /** Pancake's 15: only part of the order came back (returned here, said so on the timeline). */
  partialReturn: boolean;
}

/** A Pancake order's status, or null for a code Pancake has not documented. */
export function pancakeStatus(code: number): PancakeMappedStatus | null {
  const status = PANCAKE_ORDER[code];
  if (status === undefined) return null;
  return { ...mapped(status), deleted: code === 7, partialReturn: code === 15 };
}
