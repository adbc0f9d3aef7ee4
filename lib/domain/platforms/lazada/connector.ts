import { env } from '@/lib/env';
import type {
  Authorization,
  ConnectorShop,
  PlatformConnector,
  PlatformOrder,
  PlatformSku,
  StockUpdate,
} from '@/lib/domain/platforms/connector';
import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import {
  arrayOf,
  dataObject,
  objectOf,
  lazadaCall,
  type LazadaConnectorConfig,
  type LazadaEnvelope,
} from '@/lib/domain/platforms/lazada/api-client';
import {
  authorizedShops,
  grantedTokens,
  lazadaAuthorizeUrl,
} from '@/lib/domain/platforms/lazada/authorization';
import {
  lazadaShippingDocument,
  shipLazadaOrder,
  type LazadaApi,
} from '@/lib/domain/platforms/lazada/fulfilment';
import { lazadaText, parseLazadaTime } from '@/lib/domain/platforms/lazada/lazada-values';
import {
  afterOrderPage,
  decodeOrderCursor,
  encodeOrderCursor,
  firstOrderListState,
  orderListQuery,
} from '@/lib/domain/platforms/lazada/order-cursor';
import { OrderHeaderShelf } from '@/lib/domain/platforms/lazada/order-headers';
import { toPlatformOrder } from '@/lib/domain/platforms/lazada/order-shape';
import {
  lazadaOrderWithReturns,
  lazadaReturnsByOrder,
} from '@/lib/domain/platforms/lazada/reverse-shape';
import { mayHaveReturns } from '@/lib/domain/platforms/return-requests';
import {
  productSkus,
  sellableStockPayload,
  STOCK_BATCH,
} from '@/lib/domain/platforms/lazada/product-shape';
import { parseLazadaPush, verifyLazadaPush } from '@/lib/domain/platforms/lazada/webhook';

// Lazada Open Platform (Thailand) behind the one connector interface: signed calls on the
// seller API host, tokens on the auth host, orders by update time through offset paging,
// orders completed with their items 50 at a time, stock as an XML payload, shipping as pack
// then ready-to-ship, and signed pushes.

export type { LazadaConnectorConfig } from '@/lib/domain/platforms/lazada/api-client';

/** Lazada documents no rate for these APIs (only 10 to 300 a second for others): a safe guess. */
const REQUESTS_PER_SECOND = 20;
/** /orders/items/get takes at most 50 order ids. */
const ORDER_BATCH = 50;
/** /products/get gives at most 50 products a page and no offset past 10000. */
const PRODUCT_PAGE = 50;
const MAX_PRODUCT_OFFSET = 10_000;
/** Reverse orders a page; a bound on the pages one batch reads. */
const REVERSE_PAGE = 100;
const MAX_REVERSE_PAGES = 20;

export function lazadaConnector(config: LazadaConnectorConfig): PlatformConnector {
  const headers = new OrderHeaderShelf();
  const shopKey = (shop: ConnectorShop) => `${config.appKey}:${shop.shopId}`;
  const call = (
    paceKey: string,
    path: string,
    method: 'GET' | 'POST',
    params: Record<string, string>,
    accessToken?: string,
  ): Promise<LazadaEnvelope> =>
    lazadaCall(config, REQUESTS_PER_SECOND, {
      host: path.startsWith('/auth/') ? 'auth' : 'api',
      path,
      method,
      params,
      accessToken,
      paceKey,
    });
  const apiOf =
    (shop: ConnectorShop): LazadaApi =>
    (path, method, params) =>
      call(shop.shopId, path, method, params, shop.accessToken);

  async function orderHeader(
    shop: ConnectorShop,
    orderId: string,
  ): Promise<Record<string, unknown> | null> {
    try {
      const header = dataObject(await apiOf(shop)('/order/get', 'GET', { order_id: orderId }));
      if (!lazadaText(header.order_id)) return null;
      headers.put(shopKey(shop), header);
      return header;
    } catch (error) {
      // An order Lazada does not know is left out, as the interface asks.
      if (error instanceof PlatformRequestError) return null;
      throw error;
    }
  }

  /**
   * The reverse orders of a batch of orders, one listing for the batch (more pages only when
   * Lazada has more): asked only for orders that have left the seller.
   */
  async function reverseOrders(
    shop: ConnectorShop,
    orderIds: string[],
  ): Promise<Record<string, unknown>[]> {
    if (orderIds.length === 0) return [];
    const found: Record<string, unknown>[] = [];
    for (let page = 1; page <= MAX_REVERSE_PAGES; page++) {
      const answer = await apiOf(shop)('/reverse/getreverseordersforseller', 'GET', {
        page_size: String(REVERSE_PAGE),
        page_no: String(page),
        trade_order_ids: `[${orderIds.join(',')}]`,
      });
      const result = objectOf(answer.result);
      const items = arrayOf(result.items);
      found.push(...items);
      const total = Number(result.total);
      if (items.length < REVERSE_PAGE || (Number.isFinite(total) && page * REVERSE_PAGE >= total))
        break;
    }
    return found;
  }

  return {
    platform: 'lazada',
    maxWindowMs: null,
    requestsPerSecond: REQUESTS_PER_SECOND,

    configured: () => Boolean(config.appKey && config.appSecret),

    authorizeUrl: ({ state, redirectUri }) =>
      lazadaAuthorizeUrl({ authBase: config.authBase, appKey: config.appKey, redirectUri, state }),

    async exchangeCode({ code }): Promise<Authorization> {
      const answer = await call('auth', '/auth/token/create', 'POST', { code });
      const tokens = grantedTokens(answer);
      const shops = authorizedShops(answer);
      // The token answer names the account (an e-mail), not the shop: ask the seller API.
      for (const shop of shops) {
        try {
          const seller = dataObject(
            await call(shop.shopId, '/seller/get', 'GET', {}, tokens.accessToken),
          );
          shop.name = lazadaText(seller.name) || shop.name;
        } catch (error) {
          if (!(error instanceof PlatformRequestError)) throw error;
        }
      }
      return { tokens, shops };
    },

    async refresh({ refreshToken }) {
      return grantedTokens(
        await call('auth', '/auth/token/refresh', 'POST', { refresh_token: refreshToken }),
      );
    },

    async listOrderIds(shop, query) {
      const state = query.cursor
        ? decodeOrderCursor(query.cursor)
        : firstOrderListState(query.updatedFrom);
      const answer = await apiOf(shop)(
        '/orders/get',
        'GET',
        orderListQuery(state, query.updatedTo),
      );
      const orders = arrayOf(dataObject(answer).orders);
      const page = orders.map((order) => {
        headers.put(shopKey(shop), order);
        return {
          orderId: lazadaText(order.order_id),
          updatedAt: parseLazadaTime(order.updated_at)?.getTime() ?? 0,
        };
      });
      const from = query.updatedFrom.getTime();
      const to = query.updatedTo.getTime();
      const inWindow = new Set(
        page.filter((o) => o.updatedAt >= from && o.updatedAt < to).map((o) => o.orderId),
      );
      const { orderIds, next } = afterOrderPage(state, page);
      return {
        orderIds: orderIds.filter((id) => inWindow.has(id)),
        nextCursor: next ? encodeOrderCursor(next) : null,
      };
    },

    async getOrders(shop, platformOrderIds) {
      const ids = [...new Set(platformOrderIds.filter((id) => /^\d+$/.test(id)))];
      const found: PlatformOrder[] = [];
      for (let i = 0; i < ids.length; i += ORDER_BATCH) {
        const batch = ids.slice(i, i + ORDER_BATCH);
        const answer = await apiOf(shop)('/orders/items/get', 'GET', {
          order_ids: `[${batch.join(',')}]`,
        });
        for (const entry of arrayOf(answer.data)) {
          const orderId = lazadaText(entry.order_id);
          const items = arrayOf(entry.order_items);
          if (!orderId || items.length === 0) continue;
          const itemsAt = items
            .map((item) => parseLazadaTime(item.updated_at))
            .reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);
          const header =
            headers.get(shopKey(shop), orderId, itemsAt) ?? (await orderHeader(shop, orderId));
          if (header) found.push(toPlatformOrder(header, items));
        }
      }
      const asked = found
        .filter((o) => mayHaveReturns(o.mapped.status))
        .map((o) => o.platformOrderId);
      const reverse: Record<string, unknown>[] = [];
      for (let i = 0; i < asked.length; i += ORDER_BATCH) {
        reverse.push(...(await reverseOrders(shop, asked.slice(i, i + ORDER_BATCH))));
      }
      const returns = lazadaReturnsByOrder(reverse);
      return found.map((o) => lazadaOrderWithReturns(o, returns.get(o.platformOrderId) ?? []));
    },

    async listProducts(shop, cursor) {
      const offset = cursor ? Number(cursor) : 0;
      if (!Number.isInteger(offset) || offset < 0) {
        throw new PlatformRequestError('not a Lazada product cursor', 'BadCursor');
      }
      const answer = await apiOf(shop)('/products/get', 'GET', {
        filter: 'all',
        offset: String(offset),
        limit: String(PRODUCT_PAGE),
      });
      const data = dataObject(answer);
      const products = arrayOf(data.products);
      const skus: PlatformSku[] = products.flatMap(productSkus);
      const next = offset + products.length;
      const total = Number(data.total_products);
      const more =
        products.length === PRODUCT_PAGE &&
        (!Number.isFinite(total) || next < total) &&
        next <= MAX_PRODUCT_OFFSET;
      return { skus, nextCursor: more ? String(next) : null };
    },

    async updateStock(shop, updates) {
      // The last quantity asked for a SKU is the one that counts.
      const bySku = new Map<string, StockUpdate>();
      for (const u of updates) bySku.set(`${u.platformSkuId}|${u.warehouseId ?? ''}`, u);
      const all = [...bySku.values()];
      for (let i = 0; i < all.length; i += STOCK_BATCH) {
        await apiOf(shop)('/product/stock/sellable/update', 'POST', {
          payload: sellableStockPayload(all.slice(i, i + STOCK_BATCH)),
        });
      }
    },

    ship: (shop, request) => shipLazadaOrder(apiOf(shop), request),

    shippingDocument: (shop, order) => lazadaShippingDocument(apiOf(shop), order),

    verifyWebhook: (delivery) => verifyLazadaPush(config.appKey, config.appSecret, delivery),

    parseWebhook: parseLazadaPush,
  };
}

let fromEnv: { key: string; connector: PlatformConnector } | null = null;

/**
 * The connector of the environment's credentials, one per process, so the order headers a
 * listing keeps (order-headers.ts) are there when the same worker asks for the orders.
 */
export function lazadaConnectorFromEnv(): PlatformConnector {
  const vars = env();
  const config: LazadaConnectorConfig = {
    appKey: vars.LAZADA_APP_KEY ?? '',
    appSecret: vars.LAZADA_APP_SECRET ?? '',
    apiBase: vars.LAZADA_API_BASE,
    authBase: vars.LAZADA_AUTH_BASE,
  };
  const key = JSON.stringify(config);
  if (fromEnv?.key !== key) fromEnv = { key, connector: lazadaConnector(config) };
  return fromEnv.connector;
}
