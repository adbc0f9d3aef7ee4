import {
  RETURN_KIND,
  type PlatformOrder,
  type PlatformReturnRequest,
} from '@/lib/domain/platforms/connector';
import {
  newestReturnRequest,
  requestsByOrder,
  withReturnRequests,
} from '@/lib/domain/platforms/return-requests';
import { shopeeStatus } from '@/lib/domain/platforms/status-mapping';

// A Shopee return (v2.returns.get_return_list, `response.return[]`) in the back office's
// words, and the order it belongs to with its newest return in its status (platforms.md 2.3
// and section 6). platforms.md names the call and its statuses only; the fields read here
// are the ones the sandbox and the connector agree on (docs/platform-sandbox.md, "What is
// guessed"): a return without logistics (needs_logistics false) is a refund only.

export interface ShopeeReturnJson {
  return_sn?: string | number;
  order_sn?: string;
  status?: string;
  /** Shopee's reason word (e.g. NOT_RECEIPT, WRONG_ITEM). */
  reason?: string;
  /** The buyer's own words. */
  text_reason?: string;
  tracking_number?: string;
  needs_logistics?: boolean;
  create_time?: number;
  update_time?: number;
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

function seconds(value: unknown): Date | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? new Date(value * 1000)
    : null;
}

/** The return and its order, or null when Shopee left out its id, its order or its status. */
export function shopeeReturnRequest(
  json: ShopeeReturnJson,
): { orderId: string; request: PlatformReturnRequest } | null {
  const platformReturnId = text(json.return_sn);
  const orderId = text(json.order_sn);
  const platformStatus = text(json.status);
  if (!platformReturnId || !orderId || !platformStatus) return null;
  const requestedAt = seconds(json.create_time) ?? seconds(json.update_time) ?? new Date(0);
  return {
    orderId,
    request: {
      platformReturnId,
      kind: json.needs_logistics === false ? RETURN_KIND.RefundOnly : RETURN_KIND.ReturnAndRefund,
      platformStatus,
      reason: text(json.text_reason) || text(json.reason) || null,
      buyerTrackingNumber: text(json.tracking_number) || null,
      requestedAt,
      updateTime: seconds(json.update_time) ?? requestedAt,
    },
  };
}

/** The returns of each order of a list answer. */
export function shopeeReturnsByOrder(
  returns: readonly ShopeeReturnJson[],
): Map<string, PlatformReturnRequest[]> {
  return requestsByOrder(returns.flatMap((json) => shopeeReturnRequest(json) ?? []));
}

/** The order with its returns; the newest one decides the status over the order's own. */
export function shopeeOrderWithReturns(
  order: PlatformOrder,
  requests: readonly PlatformReturnRequest[],
): PlatformOrder {
  const newest = newestReturnRequest(requests);
  if (!newest) return withReturnRequests(order, requests);
  const mapped =
    shopeeStatus({
      orderStatus: order.platformStatus,
      previousStatus: order.mapped.status,
      returnStatus: newest.platformStatus,
      refundOnly: newest.kind === RETURN_KIND.RefundOnly,
    }) ?? order.mapped;
  return withReturnRequests({ ...order, mapped }, requests);
}
