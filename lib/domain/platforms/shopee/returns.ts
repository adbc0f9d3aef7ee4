import type { ConnectorShop, PlatformOrder } from '@/lib/domain/platforms/connector';
import { mayHaveReturns } from '@/lib/domain/platforms/return-requests';
import {
  shopeeCall,
  type ShopeeConnectorConfig,
  type ShopeeEnvelope,
} from '@/lib/domain/platforms/shopee/api-client';
import {
  shopeeOrderWithReturns,
  shopeeReturnsByOrder,
  type ShopeeReturnJson,
} from '@/lib/domain/platforms/shopee/return-shape';

// The returns of a batch of orders (v2.returns.get_return_list): the list takes no order
// numbers, so one listing covers the batch, from the creation of its oldest order that has
// left the seller until now, page by page while Shopee says there is more; the returns of
// other orders are left aside. No call when no order of the batch can have a return.

const PAGE_SIZE = 100;
/** A bound on the pages one batch reads, so a shop with years of returns cannot stall a sync. */
const MAX_PAGES = 50;

interface ReturnListEnvelope extends ShopeeEnvelope {
  response?: { more?: boolean; return?: ShopeeReturnJson[] };
}

export async function withShopeeReturns(
  config: ShopeeConnectorConfig,
  shop: ConnectorShop,
  orders: PlatformOrder[],
): Promise<PlatformOrder[]> {
  const asked = orders.filter((o) => mayHaveReturns(o.mapped.status));
  if (asked.length === 0) return orders.map((o) => shopeeOrderWithReturns(o, []));
  const wanted = new Set(asked.map((o) => o.platformOrderId));
  const from = Math.min(...asked.map((o) => Math.floor(o.createTime.getTime() / 1000)));
  const to = Math.ceil(Date.now() / 1000);
  const found: ShopeeReturnJson[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const envelope = await shopeeCall<ReturnListEnvelope>(config, {
      method: 'GET',
      path: '/api/v2/returns/get_return_list',
      shop,
      query: { page_no: page, page_size: PAGE_SIZE, create_time_from: from, create_time_to: to },
    });
    const answer = envelope.response ?? {};
    found.push(...(answer.return ?? []).filter((r) => wanted.has(String(r.order_sn ?? ''))));
    if (!answer.more) break;
  }
  const byOrder = shopeeReturnsByOrder(found);
  return orders.map((o) => shopeeOrderWithReturns(o, byOrder.get(o.platformOrderId) ?? []));
}
