import { ORDER_EVENT } from '@/lib/domain/orders/events';
import { ORDER_STATUS } from '@/lib/domain/orders/status';

// ---------------------------------------------------------------------------------------
// When a payment confirm may be taken back (111 -> 100, lib/domain/orders/status.ts).
// A checker who pressed "correct" on the wrong order tells a manager, who undoes it
// before the warehouse acts on it: only shortly after the confirm, only while the order
// is still at 111 with no packing opened, and only while the confirm is still the last
// thing that happened to the order (no slip, tracking, edit or other event after it).
// Pure: the service (payment-undo.ts) and the order detail (detail.ts) read the facts.
// ---------------------------------------------------------------------------------------

/** How long after the confirm it may be undone. */
export const PAYMENT_UNDO_MINUTES = 10;
const WINDOW_MS = PAYMENT_UNDO_MINUTES * 60_000;

/** The payment level that may undo a confirm (manage: owner or manager, docs/domain-rules.md). */
export const PAYMENT_UNDO_LEVEL = 3;

/** What the rule looks at, read under the order's row lock. */
export interface PaymentUndoFacts {
  status: number;
  /** The order's last event (its timeline's newest), null when it has none. */
  lastEvent: { type: string; createdAt: Date } | null;
  /** Any packing (open, closed or removed) was ever opened for the order. */
  packingOpened: boolean;
}

/** Until when a confirm made at `confirmedAt` may be undone. */
export function paymentUndoUntil(confirmedAt: Date): Date {
  return new Date(confirmedAt.getTime() + WINDOW_MS);
}

/** Why the confirm cannot be undone now (an English cause for the answer), or null. */
export function paymentUndoRefusal(facts: PaymentUndoFacts, now: Date): string | null {
  if (facts.status !== ORDER_STATUS.AwaitingShipment)
    return `the order is at ${facts.status}: only a confirmed payment (111) is undone`;
  if (facts.lastEvent?.type !== ORDER_EVENT.PaymentConfirmed)
    return 'something else happened to the order after its payment confirm';
  if (facts.packingOpened) return 'a packing was opened for the order';
  if (now.getTime() > paymentUndoUntil(facts.lastEvent.createdAt).getTime())
    return `more than ${PAYMENT_UNDO_MINUTES} minutes since the payment confirm`;
  return null;
}
