import type {
  ConnectorShop,
  OrderIdPage,
  PlatformConnector,
  PlatformOrder,
  ProductPage,
} from '@/lib/domain/platforms/connector';
import {
  TIKTOK_REQUESTS_PER_SECOND,
  tiktokApiCall,
  type TiktokCredentials,
} from '@/lib/domain/platforms/tiktok/api-client';
import {
  tiktokAuthorizeUrl,
  tiktokExchangeCode,
  tiktokRefresh,
} from '@/lib/domain/platforms/tiktok/authorization';
import { tiktokOrderShape, type TiktokOrderJson } from '@/lib/domain/platforms/tiktok/order-shape';
import { mayHaveReturns } from '@/lib/domain/platforms/return-requests';
import {
  tiktokOrderWithReturns,
  tiktokReturnsByOrder,
  type TiktokReturnJson,
} from '@/lib/domain/platforms/tiktok/return-shape';
import {
  tiktokProductSkus,
  type TiktokProductJson,
} from '@/lib/domain/platforms/tiktok/product-shape';
import { tiktokShip, tiktokShippingDocument } from '@/lib/domain/platforms/tiktok/shipment';
import { tiktokUpdateStock } from '@/lib/domain/platforms/tiktok/stock-push';
import { parseTiktokPush, verifyTiktokPush } from '@/lib/domain/platforms/tiktok/webhook';
import { env } from '@/lib/env';

// TikTok Shop (API 202309) behind the one connector interface.
// Orders are read incrementally by update time, oldest change first, through TikTok's own
// page token; details 50 ids a call. Every call is signed and paced per app + shop
// (api-client.ts).

export type TiktokConnectorConfig = TiktokCredentials;

const ORDER_PAGE_SIZE = 100;
const ORDER_IDS_PER_DETAIL = 50;
const PRODUCT_PAGE_SIZE = 100;
const RETURN_PAGE_SIZE = 50;

interface OrderSearchData {
  next_page_token?: string;
  total_count?: number;
  orders?: { id?: string }[];
}

interface OrderDetailData {
  orders?: TiktokOrderJson[];
}

interface ReturnSearchData {
  next_page_token?: string;
  return_orders?: TiktokReturnJson[];
}

interface ProductSearchData {
  next_page_token?: string;
  products?: TiktokProductJson[];
}

function shopCall(shop: ConnectorShop) {
  return { accessToken: shop.accessToken, shopCipher: shop.cipher };
}

export function tiktokConnector(config: TiktokConnectorConfig): PlatformConnector {
  async function orderDetails(shop: ConnectorShop, ids: string[]): Promise<TiktokOrderJson[]> {
    const out: TiktokOrderJson[] = [];
    for (let i = 0; i < ids.length; i += ORDER_IDS_PER_DETAIL) {
      const data = await tiktokApiCall<OrderDetailData>(config, {
        ...shopCall(shop),
        method: 'GET',
        path: '/order/202309/orders',
        query: { ids: ids.slice(i, i + ORDER_IDS_PER_DETAIL).join(',') },
      });
      out.push(...(data.orders ?? []));
    }
    return out;
  }

  /**
   * The return requests of the orders, one search for the whole batch (more only when
   * TikTok pages the answer): asked only for orders that have left the seller.
   */
  async function returnsOf(shop: ConnectorShop, ids: string[]): Promise<TiktokReturnJson[]> {
    const out: TiktokReturnJson[] = [];
    let pageToken = '';
    do {
      const query: Record<string, string> = { page_size: String(RETURN_PAGE_SIZE) };
      if (pageToken) query.page_token = pageToken;
      const data = await tiktokApiCall<ReturnSearchData>(config, {
        ...shopCall(shop),
        method: 'POST',
        path: '/return_refund/202309/returns/search',
        query,
        body: { order_ids: ids },
      });
      out.push(...(data.return_orders ?? []));
      pageToken = data.next_page_token ?? '';
    } while (pageToken);
    return out;
  }

  function packageOf(shop: ConnectorShop) {
    return async (orderId: string): Promise<string | null> => {
      const [order] = await orderDetails(shop, [orderId]);
      return order ? tiktokOrderShape(order).packageId : null;
    };
  }

  return {
    platform: 'tiktok',
    maxWindowMs: null,
    requestsPerSecond: TIKTOK_REQUESTS_PER_SECOND,

    configured: () => Boolean(config.appKey && config.appSecret),

    authorizeUrl: (input) => tiktokAuthorizeUrl(config, input),

    exchangeCode: (input) => tiktokExchangeCode(config, input.code),

    refresh: (input) => tiktokRefresh(config, input.refreshToken),

    async listOrderIds(shop, query): Promise<OrderIdPage> {
      const params: Record<string, string> = {
        page_size: String(ORDER_PAGE_SIZE),
        sort_field: 'update_time',
        sort_order: 'ASC',
      };
      if (query.cursor) params.page_token = query.cursor;
      // Seconds: the lower bound rounded down and the upper one up, so that back-to-back
      // windows leave no second out (an order seen twice is harmless, newer version wins).
      const data = await tiktokApiCall<OrderSearchData>(config, {
        ...shopCall(shop),
        method: 'POST',
        path: '/order/202309/orders/search',
        query: params,
        body: {
          update_time_ge: Math.floor(query.updatedFrom.getTime() / 1000),
          update_time_lt: Math.ceil(query.updatedTo.getTime() / 1000),
        },
      });
      const orderIds = (data.orders ?? []).flatMap((o) => (o.id ? [o.id] : []));
      return { orderIds, nextCursor: data.next_page_token || null };
    },

    async getOrders(shop, platformOrderIds): Promise<PlatformOrder[]> {
      if (!platformOrderIds.length) return [];
      const orders = (await orderDetails(shop, platformOrderIds)).map(tiktokOrderShape);
      const asked = orders
        .filter((o) => mayHaveReturns(o.mapped.status))
        .map((o) => o.platformOrderId);
      const found: TiktokReturnJson[] = [];
      for (let i = 0; i < asked.length; i += ORDER_IDS_PER_DETAIL) {
        found.push(...(await returnsOf(shop, asked.slice(i, i + ORDER_IDS_PER_DETAIL))));
      }
      const returns = tiktokReturnsByOrder(found);
      return orders.map((o) => tiktokOrderWithReturns(o, returns.get(o.platformOrderId) ?? []));
    },

    async listProducts(shop, cursor): Promise<ProductPage> {
      const query: Record<string, string> = { page_size: String(PRODUCT_PAGE_SIZE) };
      if (cursor) query.page_token = cursor;
      const data = await tiktokApiCall<ProductSearchData>(config, {
        ...shopCall(shop),
        method: 'POST',
        path: '/product/202502/products/search',
        query,
        body: { status: 'ALL' },
      });
      return {
        skus: (data.products ?? []).flatMap(tiktokProductSkus),
        nextCursor: data.next_page_token || null,
      };
    },

    updateStock: (shop, updates) => tiktokUpdateStock(config, shop, updates),

    ship: (shop, request) => tiktokShip(config, shop, request, packageOf(shop)),

    shippingDocument: (shop, order) => tiktokShippingDocument(config, shop, order, packageOf(shop)),

    verifyWebhook: (delivery) => verifyTiktokPush(config.appKey, config.appSecret, delivery),

    parseWebhook: parseTiktokPush,
  };
}

/** The connector with the app's credentials and hosts from the environment. */
export function tiktokConnectorFromEnv(): PlatformConnector {
  const e = env();
  return tiktokConnector({
    appKey: e.TIKTOK_APP_KEY ?? '',
    appSecret: e.TIKTOK_APP_SECRET ?? '',
    apiBase: e.TIKTOK_API_BASE,
    authBase: e.TIKTOK_AUTH_BASE,
  });
}
