import type { LazadaStore, LzOrder } from './lazada-store';
import { ReturnBook, type SandboxReturnInput, type StoredReturn } from './sandbox-returns';

// Lazada's reverse orders as the sandbox keeps and shows them (GET
// /reverse/getreverseordersforseller, `result.items[]`; pushes of message type 10).
// platforms.md gives the reverse statuses only; the parameters and fields are the ones
// docs/platform-sandbox.md lists ("What is guessed"): page_no from 1, page_size 1 to 100,
// trade_order_ids a list of at most 50 like /orders/items/get's order_ids; an item per
// reverse order with request_type RETURN or ONLY_REFUND and one line per unit of the order.

const RETURN_STATUSES = [
  'RTM_INIT',
  'RTM_SHIPPING_BACK',
  'RTM_RECEIVE_ITEM',
  'RTM_CANCELED',
  'RTW_INIT',
  'RTW_SHIPPING_BACK',
  'RTW_REJECT',
  'RTW_REFUND_PENDING',
  'RTW_CANCELED',
];
const REFUND_STATUSES = ['REFUND_INIT', 'REFUND_PENDING', 'REFUND_SUCCESS', 'REFUND_REJECTED'];

export function lazadaReturnBook(): ReturnBook {
  return new ReturnBook({ statuses: { return: RETURN_STATUSES, refund: REFUND_STATUSES } });
}

export function reverseItemJson(order: LzOrder, r: StoredReturn): Record<string, unknown> {
  return {
    reverse_order_id: r.returnId,
    trade_order_id: r.orderId,
    request_type: r.kind === 'refund' ? 'ONLY_REFUND' : 'RETURN',
    is_rtm: r.status.startsWith('RTM_'),
    shipping_type: 'DROPSHIP',
    reverse_order_lines: order.items.map((item, i) => ({
      reverse_order_line_id: `${r.returnId}${String(i + 1).padStart(2, '0')}`,
      trade_order_line_id: item.orderItemId,
      platform_sku_id: item.skuId,
      seller_sku_id: item.sellerSku ?? '',
      reverse_status: r.status,
      reason_code: r.kind === 'refund' ? '10001' : '10002',
      reason_text: r.reason,
      tracking_number: r.trackingNumber ?? '',
      return_order_line_gmt_create: r.createTime * 1000,
      return_order_line_gmt_modified: r.updateTime * 1000,
    })),
  };
}

/** The answer of the reverse list, or the refusal (code, message) of a bad parameter. */
export function reverseOrders(
  store: LazadaStore,
  book: ReturnBook,
  shopId: string,
  params: Record<string, string>,
): Record<string, unknown> | [string, string] {
  const pageSize = Number(params.page_size ?? '');
  const pageNo = Number(params.page_no ?? '');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
    return ['InvalidParameter', 'page_size should be in [1,100]'];
  }
  if (!Number.isInteger(pageNo) || pageNo < 1) return ['InvalidParameter', 'page_no starts at 1'];
  let wanted: Set<string> | null = null;
  if (params.trade_order_ids) {
    const ids = params.trade_order_ids
      .replace(/^\s*\[|\]\s*$/g, '')
      .split(',')
      .map((id) => id.trim().replace(/^"|"$/g, ''))
      .filter(Boolean);
    if (ids.length > 50) return ['InvalidParameter', 'trade_order_ids: no more than 50'];
    wanted = new Set(ids);
  }
  const all = book
    .ofOrders(shopId, wanted)
    .sort((a, b) => b.updateTime - a.updateTime || (a.returnId < b.returnId ? -1 : 1));
  const page = all.slice((pageNo - 1) * pageSize, pageNo * pageSize);
  return {
    result: {
      success: true,
      page_no: pageNo,
      page_size: pageSize,
      total: all.length,
      items: page.flatMap((r) => {
        const order = store.orders.get(r.orderId);
        return order ? [reverseItemJson(order, r)] : [];
      }),
    },
  };
}

/**
 * Opens or moves a reverse order: the order changes with it, and the parcel received back
 * (RTM_RECEIVE_ITEM) makes its items `returned`, as Lazada shows them.
 */
export function applyReverse(
  store: LazadaStore,
  book: ReturnBook,
  shopId: string,
  input: SandboxReturnInput,
): { order: LzOrder; stored: StoredReturn } {
  const order = store.orders.get(input.orderId);
  if (!order || order.shopId !== shopId) {
    throw new Error(`no order ${input.orderId} in shop ${shopId}`);
  }
  store.touch(order);
  const stored = book.apply(shopId, input, Math.floor(order.updatedAt / 1000));
  if (stored.status === 'RTM_RECEIVE_ITEM') {
    for (const item of order.items) item.status = 'returned';
  }
  return { order, stored };
}
