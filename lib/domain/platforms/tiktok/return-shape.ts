import {
  RETURN_KIND,
  type PlatformOrder,
  type PlatformReturnRequest,
  type ReturnKind,
} from '@/lib/domain/platforms/connector';
import {
  newestReturnRequest,
  requestsByOrder,
  withReturnRequests,
} from '@/lib/domain/platforms/return-requests';
import { tiktokStatus } from '@/lib/domain/platforms/status-mapping';

// A TikTok Shop return or refund request (Search Returns, POST
// /return_refund/202309/returns/search, `data.return_orders[]`) in the back office's words,
// and the order it belongs to with its newest request in its status (platforms.md 1.3 and
// section 6). Times are Unix seconds, like the orders'.

export interface TiktokReturnJson {
  return_id?: string;
  order_id?: string;
  return_status?: string;
  /** REFUND | RETURN_AND_REFUND | REPLACEMENT */
  return_type?: string;
  return_reason_text?: string;
  return_reason?: string;
  return_tracking_number?: string;
  create_time?: number;
  update_time?: number;
}

const KIND_OF_TYPE: Record<string, ReturnKind> = {
  RETURN_AND_REFUND: RETURN_KIND.ReturnAndRefund,
  REFUND: RETURN_KIND.RefundOnly,
  REPLACEMENT: RETURN_KIND.Replacement,
};

const TYPE_OF_KIND: Record<ReturnKind, string> = {
  [RETURN_KIND.ReturnAndRefund]: 'RETURN_AND_REFUND',
  [RETURN_KIND.RefundOnly]: 'REFUND',
  [RETURN_KIND.Replacement]: 'REPLACEMENT',
};

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

function seconds(value: unknown): Date | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? new Date(n * 1000) : null;
}

/**
 * The request and its order id, or null when TikTok left out what makes it one (its id,
 * its order, its status) or named a type it does not document.
 */
export function tiktokReturnRequest(
  json: TiktokReturnJson,
): { orderId: string; request: PlatformReturnRequest } | null {
  const platformReturnId = text(json.return_id);
  const orderId = text(json.order_id);
  const platformStatus = text(json.return_status);
  const kind = KIND_OF_TYPE[text(json.return_type)];
  if (!platformReturnId || !orderId || !platformStatus || kind === undefined) return null;
  const requestedAt = seconds(json.create_time) ?? seconds(json.update_time) ?? new Date(0);
  return {
    orderId,
    request: {
      platformReturnId,
      kind,
      platformStatus,
      reason: text(json.return_reason_text) || text(json.return_reason) || null,
      buyerTrackingNumber: text(json.return_tracking_number) || null,
      requestedAt,
      updateTime: seconds(json.update_time) ?? requestedAt,
    },
  };
}

/** The requests of each order of a search answer. */
export function tiktokReturnsByOrder(
  returns: readonly TiktokReturnJson[],
): Map<string, PlatformReturnRequest[]> {
  return requestsByOrder(returns.flatMap((json) => tiktokReturnRequest(json) ?? []));
}

/** The order with its requests; the newest one decides the status over the order's own. */
export function tiktokOrderWithReturns(
  order: PlatformOrder,
  requests: readonly PlatformReturnRequest[],
): PlatformOrder {
  const newest = newestReturnRequest(requests);
  if (!newest) return withReturnRequests(order, requests);
  const mapped =
    tiktokStatus({
      orderStatus: order.platformStatus,
      cancelStatus: order.mapped.cancelRequested ? 'CANCELLATION_REQUEST_PENDING' : undefined,
      returnStatus: newest.platformStatus,
      returnType: TYPE_OF_KIND[newest.kind],
    }) ?? order.mapped;
  return withReturnRequests({ ...order, mapped }, requests);
}
