import type { PlatformOrder, PlatformReturnRequest } from '@/lib/domain/platforms/connector';
import { ORDER_STATUS, type OrderStatus } from '@/lib/domain/orders/status';

// What every connector does with the return requests it fetched for a batch of orders
// (docs/domain-rules.md, Selling platforms: returns asked on the platform): the newest
// request of an order decides its status (platforms.md section 6), and the order's version
// is the newest of its own update time and its requests', so a request that moved while
// the order itself did not is still a newer version that the import writes.

/** Orders that have left the seller: only these can have a buyer's return request. */
const AFTER_HANDOVER: ReadonlySet<OrderStatus> = new Set([
  ORDER_STATUS.PartiallyShipping,
  ORDER_STATUS.Intransit,
  ORDER_STATUS.Delivered,
  ORDER_STATUS.Completed,
  ORDER_STATUS.Returning,
  ORDER_STATUS.Returned,
  ORDER_STATUS.Claimed,
]);

/**
 * True when the order may have a return request worth asking the platform for; an order
 * still in the warehouse has none (a buyer who changes their mind then cancels instead).
 */
export function mayHaveReturns(status: OrderStatus): boolean {
  return AFTER_HANDOVER.has(status);
}

/** The request that moved last (the later request on a tie), or null. */
export function newestReturnRequest(
  requests: readonly PlatformReturnRequest[],
): PlatformReturnRequest | null {
  let newest: PlatformReturnRequest | null = null;
  for (const request of requests) {
    if (
      !newest ||
      request.updateTime > newest.updateTime ||
      (request.updateTime.getTime() === newest.updateTime.getTime() &&
        request.requestedAt >= newest.requestedAt)
    ) {
      newest = request;
    }
  }
  return newest;
}

/** The requests of each order id. */
export function requestsByOrder<T extends { orderId: string; request: PlatformReturnRequest }>(
  found: readonly T[],
): Map<string, PlatformReturnRequest[]> {
  const byOrder = new Map<string, PlatformReturnRequest[]>();
  for (const { orderId, request } of found) {
    const list = byOrder.get(orderId) ?? [];
    const same = list.findIndex((r) => r.platformReturnId === request.platformReturnId);
    // A request listed twice (two pages read while it moved) is kept in its newer version.
    if (same < 0) list.push(request);
    else if (request.updateTime > list[same]!.updateTime) list[same] = request;
    byOrder.set(orderId, list);
  }
  return byOrder;
}

/** The order's version: its own update time, or its newest request's when that is later. */
export function versionWithReturns(
  updateTime: Date,
  requests: readonly PlatformReturnRequest[],
): Date {
  const newest = newestReturnRequest(requests);
  return newest && newest.updateTime > updateTime ? newest.updateTime : updateTime;
}

/** The order with its requests and the version they make. */
export function withReturnRequests(
  order: PlatformOrder,
  requests: readonly PlatformReturnRequest[],
): PlatformOrder {
  return {
    ...order,
    updateTime: versionWithReturns(order.updateTime, requests),
    returnRequests: [...requests],
  };
}
