import { CLOSED_STATUSES, ORDER_STATUS } from '@/lib/domain/orders/status';
import { canMakeClaimPack } from '@/lib/domain/orders/claims/rules';

// ---------------------------------------------------------------------------------------
// What an order allows now, beside the bare status moves: the rule the detail answer serves
// as `next_actions` (beside `next_statuses`) and the screens read, so they never restate
// it. Who may do it (the user's levels) is the access rule of each call, checked again by
// the server. Pure: no database, no I/O.
// ---------------------------------------------------------------------------------------

/** The actions, in the order the answer lists them. */
export const ORDER_ACTIONS = [
  /** Change the lines, amounts, recipient, channel or method: before packing (100, 111). */
  'edit',
  /** Check the payment: correct (100 -> 111) or incorrect (100 -> 140). */
  'check_payment',
  /** Undo the payment confirm (111 -> 100) while the undo rule allows it. */
  'undo_payment',
  /** Cancel with a reason type and a reason (-> 140). */
  'cancel',
  /** Complete a delivered order (122 -> 130). */
  'complete',
  /** Another move through the status call (the statuses `statusCallTargets` names). */
  'change_status',
  /** Set the tracking number: offered until the parcel is delivered. */
  'edit_tracking',
  /** Attach or replace the payment slip: until the order is closed. */
  'upload_slip',
  /** Show the PromptPay QR of the total: an unpaid order whose method has a PromptPay id. */
  'promptpay_qr',
  /** Claim with the carrier or the marketplace (-> 142), through the claim call. */
  'claim',
  /** Download the claim pack: once the parcel left the warehouse (claims/rules.ts). */
  'claim_pack',
] as const;

export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Orders are edited (lines, amounts, recipient) only before packing. */
export const EDITABLE_STATUSES: readonly number[] = [
  ORDER_STATUS.Unpaid,
  ORDER_STATUS.AwaitingShipment,
];

/**
 * The detail offers the tracking number until the parcel is delivered; the tracking call
 * itself still takes a correction until the order is closed.
 */
const TRACKING_STATUSES: readonly number[] = [
  ORDER_STATUS.Unpaid,
  ORDER_STATUS.AwaitingShipment,
  ORDER_STATUS.AwaitingCollection,
  ORDER_STATUS.PartiallyShipping,
  ORDER_STATUS.Intransit,
];

/** Only an unpaid order (100) has its payment checked: the detail, the queue and the call. */
export function awaitsPaymentCheck(status: number): boolean {
  return status === ORDER_STATUS.Unpaid;
}

/** The moves that carry more than a status, each through its own call. */
export type OwnCallMove =
  'cancel' | 'confirm_payment' | 'undo_payment' | 'receive_return' | 'claim';

/** The call an allowed move must go through instead of the status call, or null. */
export function moveWithOwnCall(from: number, to: number): OwnCallMove | null {
  if (to === ORDER_STATUS.Cancelled) return 'cancel';
  if (from === ORDER_STATUS.Unpaid && to === ORDER_STATUS.AwaitingShipment)
    return 'confirm_payment';
  if (from === ORDER_STATUS.AwaitingShipment && to === ORDER_STATUS.Unpaid) return 'undo_payment';
  if (from === ORDER_STATUS.Returning && to === ORDER_STATUS.Returned) return 'receive_return';
  // A claim carries its party, reason and photos (docs/domain-rules.md, Returns: "Claims").
  if (to === ORDER_STATUS.Claimed) return 'claim';
  return null;
}

/**
 * The moves the detail's status picker offers: the order's next statuses that go through
 * the status call, less completing, which has its own button (on the same call).
 */
export function statusCallTargets(from: number, nextStatuses: readonly number[]): number[] {
  return nextStatuses.filter(
    (to) => to !== ORDER_STATUS.Completed && moveWithOwnCall(from, to) === null,
  );
}

/**
 * The actions an order allows now. `nextStatuses` are the moves it may make now (the
 * answer's `next_statuses`); `undoable` says the payment undo rule allows the undo now.
 */
export function nextActions(order: {
  status: number;
  nextStatuses: readonly number[];
  undoable: boolean;
  promptpayAvailable: boolean;
}): OrderAction[] {
  const { status, nextStatuses: next } = order;
  const allowed: Record<OrderAction, boolean> = {
    edit: EDITABLE_STATUSES.includes(status),
    check_payment: awaitsPaymentCheck(status) && next.includes(ORDER_STATUS.AwaitingShipment),
    undo_payment:
      status === ORDER_STATUS.AwaitingShipment &&
      next.includes(ORDER_STATUS.Unpaid) &&
      order.undoable,
    cancel: next.includes(ORDER_STATUS.Cancelled),
    complete: status === ORDER_STATUS.Delivered && next.includes(ORDER_STATUS.Completed),
    change_status: statusCallTargets(status, next).length > 0,
    edit_tracking: TRACKING_STATUSES.includes(status),
    upload_slip: !CLOSED_STATUSES.includes(status),
    promptpay_qr: status === ORDER_STATUS.Unpaid && order.promptpayAvailable,
    claim: next.includes(ORDER_STATUS.Claimed),
    claim_pack: canMakeClaimPack(status),
  };
  return ORDER_ACTIONS.filter((a) => allowed[a]);
}
