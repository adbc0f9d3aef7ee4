import { ORDER_STATUS } from '@/lib/domain/orders/status';

// ---------------------------------------------------------------------------------------
// The marketplace's dispute deadline (docs/domain-rules.md, Returns: "Claims"): after the
// parcel is delivered the buyer-protection window of the marketplace runs, and a claim
// filed with the marketplace after it is refused there. Shopee gives 5 days, Lazada 48
// hours, both counted from delivery. Pure: the detail answer serves the deadline and the
// screen counts down to it with the same rule.
// ---------------------------------------------------------------------------------------

const HOUR_MS = 3_600_000;

/** The window after delivery, per platform code (3 Shopee, 4 Lazada); others have none. */
export const DISPUTE_WINDOW_MS: Readonly<Partial<Record<number, number>>> = {
  3: 5 * 24 * HOUR_MS,
  4: 48 * HOUR_MS,
};

/** Under this much time left the deadline is shown as urgent (red). */
export const DISPUTE_URGENT_MS = 24 * HOUR_MS;

/** The statuses the deadline is shown at: delivered, completed. */
const DISPUTE_STATUSES: readonly number[] = [ORDER_STATUS.Delivered, ORDER_STATUS.Completed];

/**
 * When the marketplace stops taking a dispute of the order, or null when the order has
 * none to watch: not a Shopee or Lazada order, not delivered or completed, or no delivery
 * time. A deadline already past is still answered: the screen says it expired.
 */
export function disputeDeadline(order: {
  platform: number;
  status: number;
  deliveredAt: Date | string | null;
}): Date | null {
  const window = DISPUTE_WINDOW_MS[order.platform];
  if (window === undefined || !DISPUTE_STATUSES.includes(order.status) || !order.deliveredAt)
    return null;
  const delivered = new Date(order.deliveredAt).getTime();
  if (Number.isNaN(delivered)) return null;
  return new Date(delivered + window);
}

export type DeadlineState = 'open' | 'urgent' | 'expired';

/** How the deadline stands at `now`: its state and the whole minutes left (0 once past). */
export function deadlineStanding(
  deadline: Date | string,
  now: Date,
): { state: DeadlineState; minutesLeft: number } {
  const left = new Date(deadline).getTime() - now.getTime();
  if (left <= 0) return { state: 'expired', minutesLeft: 0 };
  return {
    state: left < DISPUTE_URGENT_MS ? 'urgent' : 'open',
    minutesLeft: Math.floor(left / 60_000),
  };
}

/** Minutes as days, hours and minutes (the countdown's parts). */
export function splitMinutes(minutes: number): { days: number; hours: number; minutes: number } {
  const m = Math.max(0, Math.floor(minutes));
  return { days: Math.floor(m / 1440), hours: Math.floor((m % 1440) / 60), minutes: m % 60 };
}
