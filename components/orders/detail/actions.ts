import { ORDER_STATUS } from '@/lib/domain/orders/status';
import { CONFIRM_WITHOUT_SLIP_LEVEL } from '@/lib/domain/orders/payment-confirm-rule';
import { PAYMENT_UNDO_LEVEL } from '@/lib/domain/orders/payment-undo-rule';
import { statusCallTargets, type OrderAction } from '@/lib/domain/orders/order-actions';

// Which actions the order detail offers: what the order allows now (the answer's
// `next_actions`, the server's rule), and what the user's levels allow (order: 1 view,
// 2 edit, 3 manage; payment: 2 checks transfers). The server checks both again; this only
// hides what would be refused.

export interface OrderLevels {
  order: number;
  payment: number;
  /** Packing level: 1 shows the order's packings and their videos. */
  packing?: number;
  /** Returns and claims: 1 downloads the claim pack, 2 claims the order. */
  order_return?: number;
  /**
   * The user may edit this order (lib/domain/orders/order-owner.ts: their own, or order
   * level 3, or the special-user flag); absent: as the order level says.
   */
  editsOrder?: boolean;
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
  /** Provider and tracking number: order level 2, while the order allows it. */
  editTracking: boolean;
  /** Attach or replace the slip: order or payment level 2, while the order allows it. */
  uploadSlip: boolean;
  /** The quick order screen (its page needs order level 2). */
  quickOrder: boolean;
  /** Claim with the carrier or the marketplace (-> 142): order_return level 2. */
  claim: boolean;
  /** Download the claim pack: order_return level 1, once the parcel left the warehouse. */
  claimPack: boolean;
  /** Receive the parcel at the return station: order_return level 2, once it left the warehouse. */
  receiveReturn: boolean;
}

/** The statuses a return is received at (lib/domain/packing/shared/packable.ts RETURNABLE). */
const RECEIVABLE: readonly number[] = [
  ORDER_STATUS.Intransit,
  ORDER_STATUS.Delivered,
  ORDER_STATUS.Completed,
  ORDER_STATUS.Returning,
];

export function orderActions(
  order: {
    status: number;
    next_statuses: readonly number[];
    next_actions: readonly OrderAction[];
    payment_slip_url: string | null;
  },
  levels: OrderLevels,
): OrderActions {
  const allows = (action: OrderAction) => order.next_actions.includes(action);
  const manage = levels.order >= 3;
  const edit = levels.order >= 2;
  const checkPayment = allows('check_payment') && levels.payment >= 2;
  return {
    checkPayment,
    confirmWithoutSlip:
      checkPayment && levels.payment >= CONFIRM_WITHOUT_SLIP_LEVEL && !order.payment_slip_url,
    undoPayment: allows('undo_payment') && levels.payment >= PAYMENT_UNDO_LEVEL,
    cancel: manage && allows('cancel'),
    complete: manage && allows('complete'),
    statusTargets:
      manage && allows('change_status') ? statusCallTargets(order.status, order.next_statuses) : [],
    editTracking: edit && allows('edit_tracking'),
    uploadSlip: (edit || levels.payment >= 2) && allows('upload_slip'),
    quickOrder: edit && levels.editsOrder !== false,
    claim: (levels.order_return ?? 0) >= 2 && allows('claim'),
    claimPack: (levels.order_return ?? 0) >= 1 && allows('claim_pack'),
    receiveReturn: (levels.order_return ?? 0) >= 2 && RECEIVABLE.includes(order.status),
  };
}
