import type { ShopCall, ShopeeAnswer } from './shopee-api';
import { ShopeeRefusal } from './shopee-api';
import type { StoredReturn } from './sandbox-returns';

// Shopee's return list (v2.returns.get_return_list) as the sandbox answers it: GET, the
// parameters in the query (page_no from 0, page_size 1 to 100, create_time_from/to in Unix
// seconds), the answer `response.{more, return[]}`, newest first. platforms.md names the
// call and its statuses only; the fields are the ones docs/platform-sandbox.md lists.

const param = (message: string) => new ShopeeRefusal(400, 'error_param', message);

function intParam(query: URLSearchParams, name: string, required: boolean): number | null {
  const raw = query.get(name);
  if (raw === null || raw === '') {
    if (required) throw param(`Wrong parameters, detail: ${name} is required.`);
    return null;
  }
  if (!/^\d+$/.test(raw)) throw param(`Wrong parameters, detail: ${name} must be an integer.`);
  return Number(raw);
}

function returnJson(r: StoredReturn): Record<string, unknown> {
  return {
    return_sn: r.returnId,
    order_sn: r.orderId,
    status: r.status,
    reason: r.kind === 'refund' ? 'NOT_RECEIPT' : 'WRONG_ITEM',
    text_reason: r.reason,
    tracking_number: r.trackingNumber ?? '',
    needs_logistics: r.kind !== 'refund',
    create_time: r.createTime,
    update_time: r.updateTime,
  };
}

export const getReturnList = (call: ShopCall): ShopeeAnswer => {
  const pageNo = intParam(call.query, 'page_no', true)!;
  const pageSize = intParam(call.query, 'page_size', true)!;
  if (pageSize < 1 || pageSize > 100) {
    throw param('Wrong parameters, detail: page_size should be in [1,100].');
  }
  const from = intParam(call.query, 'create_time_from', false) ?? 0;
  const to = intParam(call.query, 'create_time_to', false) ?? Number.MAX_SAFE_INTEGER;
  const all = call.store.returns
    .ofOrders(call.shopId, null)
    .filter((r) => r.createTime >= from && r.createTime <= to)
    .sort((a, b) => b.createTime - a.createTime || (a.returnId < b.returnId ? -1 : 1));
  const page = all.slice(pageNo * pageSize, (pageNo + 1) * pageSize);
  return {
    response: { more: (pageNo + 1) * pageSize < all.length, return: page.map(returnJson) },
  };
};
