import { CONFIRM_WITHOUT_SLIP_LEVEL } from '@/lib/domain/orders/payment-confirm-rule';
import { PAYMENT_UNDO_LEVEL } from '@/lib/domain/orders/payment-undo-rule';
import { ORDER_STATUS } from '@/lib/domain/orders/status';

// Which actions the order detail offers: what the order's `next_statuses` allow now, and
// what the user's levels allow (order: 1 view, 2 edit, 3 manage; payment: 2 checks
// transfers). The server checks both again; this only hides what would be refused.

export interface OrderLevels {
  order: number;
  payment: number;
  /** Packing level: 1 shows the order's packings and their videos. */
  packing?: number;
}

export interface OrderActions {
  /** Correct (100 -> 111) or incorrect (100 -> 140): payment level 2. */
  checkPayment: boolean;
  /** Correct without a slip amount ("no slip: confirm anyway"): payment level 3, no slip. */
  confirmWithoutSlip: boolean;
  /** Undo the payment confirm (111 -> 100) while the server allows it: payment level 3. */
  undoPayment: boolean;
  /** With a reason type and a reason: order level 3. */
  cancel: boolean;
  /** 122 -> 130 after a confirmation: order level 3. */
  complete: boolean;
  /** The other moves, through the status call: order level 3. */
  statusTargets: number[];
  /** Provider and tracking number: order level 2, until it is delivered. */
  editTracking: boolean;
  /** Attach or replace the slip: order or payment level 2, until the order is closed. */
  uploadSlip: boolean;
  /** The quick order screen (its page needs order level 2). */
  quickOrder: boolean;
}

/**
 * Moves with their own call or button (cancel, payment check and its undo, receiving a
 * return, complete): not in the status picker (the status call refuses all but complete).
 */
function hasOwnCall(from: number, to: number): boolean {
  if (to === ORDER_STATUS.Cancelled || to === ORDER_STATUS.Completed) return true;
  if (from === ORDER_STATUS.Returning && to === ORDER_STATUS.Returned) return true;
  if (from === ORDER_STATUS.AwaitingShipment && to === ORDER_STATUS.Unpaid) return true;
  return from === ORDER_STATUS.Unpaid && to === ORDER_STATUS.AwaitingShipment;
}

const TRACKING_STATUSES: readonly number[] = [
  ORDER_STATUS.Unpaid,
  ORDER_STATUS.AwaitingShipment,
  ORDER_STATUS.AwaitingCollection,
  ORDER_STATUS.PartiallyShipping,
  ORDER_STATUS.Intransit,
];
const CLOSED_STATUSES: readonly number[] = [
  ORDER_STATUS.Cancelled,
  ORDER_STATUS.Returned,
  ORDER_STATUS.Claimed,
];

export function orderActions(
  order: {
    status: number;
    next_statuses: readonly number[];
    payment_slip_url: string | null;
    payment_undo_until: string | null;
  },
  levels: OrderLevels,
): OrderActions {
  const { status, next_statuses: next } = order;
  const manage = levels.order >= 3;
  const edit = levels.order >= 2;
  const checkPayment =
    status === ORDER_STATUS.Unpaid &&
    next.includes(ORDER_STATUS.AwaitingShipment) &&
    levels.payment >= 2;
  return {
    checkPayment,
    confirmWithoutSlip:
      checkPayment && levels.payment >= CONFIRM_WITHOUT_SLIP_LEVEL && !order.payment_slip_url,
    undoPayment:
      status === ORDER_STATUS.AwaitingShipment &&
      next.includes(ORDER_STATUS.Unpaid) &&
      order.payment_undo_until !== null &&
      levels.payment >= PAYMENT_UNDO_LEVEL,
    cancel: manage && next.includes(ORDER_STATUS.Cancelled),
    complete: manage && status === ORDER_STATUS.Delivered && next.includes(ORDER_STATUS.Completed),
    statusTargets: manage ? next.filter((to) => !hasOwnCall(status, to)) : [],
    editTracking: edit && TRACKING_STATUSES.includes(status),
    uploadSlip: (edit || levels.payment >= 2) && !CLOSED_STATUSES.includes(status),
    quickOrder: edit,
  };
}
