import {
  RETURN_KIND,
  type PlatformOrder,
  type PlatformReturnRequest,
  type ReturnKind,
} from '@/lib/domain/platforms/connector';
import { arrayOf } from '@/lib/domain/platforms/lazada/api-client';
import { lazadaText, parseLazadaTime } from '@/lib/domain/platforms/lazada/lazada-values';
import {
  newestReturnRequest,
  requestsByOrder,
  withReturnRequests,
} from '@/lib/domain/platforms/return-requests';
import { lazadaStatus } from '@/lib/domain/platforms/status-mapping';

// A Lazada reverse order (GET /reverse/getreverseordersforseller, `result.items[]`) in the
// back office's words, and the order it belongs to with its newest request in its status
// (platforms.md 3.3 "Reverse" and section 6). A reverse order is a return (request_type
// RETURN: RTM_/RTW_ statuses) or a refund only (ONLY_REFUND: REFUND_ statuses); its lines
// each carry a status, reason and tracking number, and the line that moved last speaks for
// the request. A cancellation (CANCEL) is not a return request: the order's items already
// say it (need_cancel_confirm). The shape is the one the sandbox and the connector agree
// on where platforms.md is silent (docs/platform-sandbox.md, "What is guessed").

const KIND_OF_TYPE: Record<string, ReturnKind> = {
  RETURN: RETURN_KIND.ReturnAndRefund,
  ONLY_REFUND: RETURN_KIND.RefundOnly,
};

/** The request and its order id, or null for a cancellation or a reverse order without id. */
export function lazadaReturnRequest(
  item: Record<string, unknown>,
): { orderId: string; request: PlatformReturnRequest } | null {
  const platformReturnId = lazadaText(item.reverse_order_id);
  const orderId = lazadaText(item.trade_order_id);
  const kind = KIND_OF_TYPE[lazadaText(item.request_type).toUpperCase()];
  const lines = arrayOf(item.reverse_order_lines).map((line) => ({
    status: lazadaText(line.reverse_status),
    reason: lazadaText(line.reason_text),
    tracking: lazadaText(line.tracking_number),
    created: parseLazadaTime(line.return_order_line_gmt_create),
    modified: parseLazadaTime(line.return_order_line_gmt_modified),
  }));
  const withStatus = lines.filter((l) => l.status !== '');
  if (!platformReturnId || !orderId || kind === undefined || withStatus.length === 0) return null;
  const last = withStatus.reduce((a, b) =>
    (b.modified?.getTime() ?? 0) > (a.modified?.getTime() ?? 0) ? b : a,
  );
  const created = lines.flatMap((l) => (l.created ? [l.created.getTime()] : []));
  const modified = lines.flatMap((l) => (l.modified ? [l.modified.getTime()] : []));
  const requestedAt = created.length ? new Date(Math.min(...created)) : new Date(0);
  return {
    orderId,
    request: {
      platformReturnId,
      kind,
      platformStatus: last.status,
      reason: lines.find((l) => l.reason)?.reason ?? null,
      buyerTrackingNumber: lines.find((l) => l.tracking)?.tracking ?? null,
      requestedAt,
      updateTime: modified.length ? new Date(Math.max(...modified)) : requestedAt,
    },
  };
}

/** The requests of each order of a reverse-order answer. */
export function lazadaReturnsByOrder(
  items: readonly Record<string, unknown>[],
): Map<string, PlatformReturnRequest[]> {
  return requestsByOrder(items.flatMap((item) => lazadaReturnRequest(item) ?? []));
}

/** The order with its requests; the newest one decides the status with the items'. */
export function lazadaOrderWithReturns(
  order: PlatformOrder,
  requests: readonly PlatformReturnRequest[],
): PlatformOrder {
  const newest = newestReturnRequest(requests);
  if (!newest) return withReturnRequests(order, requests);
  const itemStatuses = order.platformStatus
    .split(',')
    .filter((s) => s !== '' && lazadaStatus({ itemStatuses: [s] }) !== null);
  const byReturn = lazadaStatus({
    itemStatuses,
    reverseStatus: newest.platformStatus,
    refundOnly: newest.kind === RETURN_KIND.RefundOnly,
  });
  const mapped = byReturn
    ? { ...byReturn, cancelRequested: order.mapped.cancelRequested }
    : order.mapped;
  return withReturnRequests({ ...order, mapped }, requests);
}
