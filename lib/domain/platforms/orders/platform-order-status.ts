import { ORDER_STATUS } from '@/lib/domain/orders/status';

// Which status a synced platform order ends at when a newer version of it arrives. The
// platform is the authority on its order, except where our own station is ahead of it:
// - a parcel we packed is not "awaiting shipment" again because the platform has not
//   seen the hand-over yet (its next version will say collected or in transit);
// - a return we received (141) or a claim we opened (142) is our decision; the platform's
//   "returning" or "delivered" does not undo it.

const S = ORDER_STATUS;

/** Statuses before the parcel leaves the warehouse. */
const BEFORE_PACKING: readonly number[] = [S.Unpaid, S.AwaitingShipment];

export interface StoredPlatformOrder {
  status: number;
  /** Set once our station closed the packing of the order. */
  packedAt: Date | null;
}

/** The status to store for the platform's `incoming` one. */
export function platformOrderStatusAfter(stored: StoredPlatformOrder, incoming: number): number {
  if (stored.status === S.Returned || stored.status === S.Claimed) return stored.status;
  if (stored.packedAt && BEFORE_PACKING.includes(incoming)) return stored.status;
  return incoming;
}

/** A synced order's lines may be replaced by the platform's only before its packing. */
export function linesReplaceable(stored: StoredPlatformOrder): boolean {
  return stored.packedAt === null && BEFORE_PACKING.includes(stored.status);
}
