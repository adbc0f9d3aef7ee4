import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import type {
  Authorization,
  ConnectorShop,
  GrantedTokens,
  PlatformConnector,
  PlatformOrder,
  PlatformSku,
  StockUpdate,
} from '@/lib/domain/platforms/connector';
import {
  PlatformAuthRevokedError,
  PlatformRequestError,
  PlatformTokenExpiredError,
} from '@/lib/domain/platforms/platform-errors';
import {
  platformFetch,
  throwOnTransportStatus,
  withPlatformRetry,
} from '@/lib/domain/platforms/platform-http';
import {
  parsePancakeWebhook,
  toPancakeOrder,
  toPancakeSku,
} from '@/lib/domain/platforms/pancake/order-shape';

// Pancake POS (pos.pages.fm) behind the one connector interface (platforms.md section 5).
// No OAuth and no signing: every call carries the seller's `api_key` in its query, and the
// shop is connected by that key (connectWithApiKey checks it with GET /shops). The key
// stands as both tokens and never expires; a refresh checks it again, so a key the seller
// deleted in Pancake marks the shop "connect again".
//
// Orders are listed by update time, page by page (`page_number`, `page_size`,
// `updateStatus=updated_at`, `startDateTime`/`endDateTime` in Unix seconds, oldest change
// first), and the list already carries whole orders: they are kept for getOrders, which
// asks GET /shops/{id}/orders/{order_id} only for the others (a push's order).
//
// Guessed, not documented (docs/platform-sandbox.md, Pancake): the HTTP answer to a key
// Pancake refuses (401 or 403, or `success: false`), the rate (1000 calls a minute is an
// unsourced figure: 5 a second here), and the stock call: PUT
// /shops/{id}/products/{product_id}/update_inventory with `variations_warehouses[]` of
// `{variation_id, warehouse_id, remain_quantity}`, shaped after the documented
// POST /shops/{id}/variations/update_quantity.

const REQUESTS_PER_SECOND = 5;
/** Orders a page (Pancake's default is 30; its documentation shows pages of 100). */
export const PANCAKE_ORDER_PAGE = 100;
const PRODUCT_PAGE = 100;

export interface PancakeConnectorConfig {
  /** https://pos.pages.fm/api/v1, or the local sandbox. */
  apiBase: string;
}

type Json = Record<string, unknown>;

/** The shops a key opens, as GET /shops answers them (`shops[]` of `{id, name}`). */
function shopsOf(body: Json): Array<{ shopId: string; name: string }> {
  const list = Array.isArray(body.shops) ? body.shops : [];
  return list.flatMap((s) => {
    const shop = (s ?? {}) as Json;
    // The documented example names the shop's id only on its pages (`pages[].shop_id`).
    const page = (Array.isArray(shop.pages) ? shop.pages[0] : null) as Json | null;
    const raw = shop.id ?? page?.shop_id;
    const id = typeof raw === 'number' || typeof raw === 'string' ? String(raw) : '';
    return id ? [{ shopId: id, name: typeof shop.name === 'string' ? shop.name : id }] : [];
  });
}

export function pancakeConnector(config: PancakeConnectorConfig): PlatformConnector {
  const base = config.apiBase.replace(/\/$/, '');
  /** Whole orders the last list pages brought, for getOrders (per connector: per run). */
  const listed = new Map<string, PlatformOrder>();

  async function call(
    apiKey: string,
    method: 'GET' | 'PUT',
    path: string,
    query: Record<string, string> = {},
    body?: unknown,
  ): Promise<Json> {
    const url = new URL(`${base}${path}`);
    url.searchParams.set('api_key', apiKey);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const paceKey = `pancake:${apiKey.slice(0, 12)}`;
    return withPlatformRetry(paceKey, { requestsPerSecond: REQUESTS_PER_SECOND }, async () => {
      const response = await platformFetch(url.toString(), {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      throwOnTransportStatus(response);
      const parsed = (await response.json().catch(() => null)) as Json | null;
      if (response.status === 401 || response.status === 403)
        throw new PlatformTokenExpiredError(`Pancake refused the API key (${response.status})`);
      if (response.status === 404) throw new PlatformRequestError(`Pancake: ${path} not found`);
      if (!parsed || response.status >= 400 || parsed.success === false) {
        const message = parsed && typeof parsed.message === 'string' ? parsed.message : '';
        throw new PlatformRequestError(
          `Pancake answered ${response.status}${message ? `: ${message.slice(0, 200)}` : ''}`,
        );
      }
      return parsed;
    });
  }

  /** The key's shop `shopId` (GET /shops), or PlatformAuthRevokedError. */
  async function checkKey(apiKey: string, shopId: string) {
    let body: Json;
    try {
      body = await call(apiKey, 'GET', '/shops');
    } catch (error) {
      if (error instanceof PlatformTokenExpiredError)
        throw new PlatformAuthRevokedError('Pancake refused the API key');
      throw error;
    }
    const shop = shopsOf(body).find((s) => s.shopId === shopId);
    if (!shop) throw new PlatformAuthRevokedError(`the API key does not open shop ${shopId}`);
    return shop;
  }

  const keyTokens = (apiKey: string): GrantedTokens => ({
    accessToken: apiKey,
    refreshToken: apiKey,
    accessExpiresAt: null,
    refreshExpiresAt: null,
  });

  const notHere = (what: string) =>
    new PlatformRequestError(`Pancake ${what} is done in Pancake itself`);

  return {
    platform: 'pancake',
    webhookAuth: 'shop-secret',
    maxWindowMs: null,
    requestsPerSecond: REQUESTS_PER_SECOND,
    configured: () => true,

    authorizeUrl() {
      throw new AppError('common.invalidParameter', 'Pancake connects by API key, not OAuth');
    },
    async exchangeCode() {
      throw new AppError('common.invalidParameter', 'Pancake connects by API key, not OAuth');
    },

    async connectWithApiKey({ apiKey, shopId }): Promise<Authorization> {
      const shop = await checkKey(apiKey, shopId);
      return {
        tokens: keyTokens(apiKey),
        shops: [{ shopId: shop.shopId, name: shop.name, cipher: null, region: null }],
      };
    },

    async refresh({ refreshToken, shopId }) {
      await checkKey(refreshToken, shopId);
      return keyTokens(refreshToken);
    },

    async listOrderIds(shop: ConnectorShop, query) {
      const page = Math.max(1, Number(query.cursor ?? '1') || 1);
      const body = await call(shop.accessToken, 'GET', `/shops/${shop.shopId}/orders`, {
        page_size: String(PANCAKE_ORDER_PAGE),
        page_number: String(page),
        updateStatus: 'updated_at',
        startDateTime: String(Math.floor(query.updatedFrom.getTime() / 1000)),
        endDateTime: String(Math.floor(query.updatedTo.getTime() / 1000)),
        option_sort: 'last_updated_order_asc',
      });
      const data = Array.isArray(body.data) ? body.data : [];
      const orderIds: string[] = [];
      for (const raw of data) {
        const id = raw && typeof raw === 'object' ? String((raw as Json).id ?? '') : '';
        if (!id) continue;
        orderIds.push(id);
        const order = toPancakeOrder(raw);
        if (order) listed.set(id, order);
      }
      const totalPages = Number(body.total_pages ?? 0);
      return { orderIds, nextCursor: page < totalPages ? String(page + 1) : null };
    },

    async getOrders(shop, platformOrderIds) {
      const orders: PlatformOrder[] = [];
      for (const id of platformOrderIds) {
        const kept = listed.get(id);
        if (kept) {
          listed.delete(id);
          orders.push(kept);
          continue;
        }
        try {
          const body = await call(
            shop.accessToken,
            'GET',
            `/shops/${shop.shopId}/orders/${encodeURIComponent(id)}`,
          );
          // The detail is the order itself (or, in some answers, under `data`).
          const order = toPancakeOrder(
            body.data && typeof body.data === 'object' ? body.data : body,
          );
          if (order) orders.push(order);
        } catch (error) {
          // An id Pancake does not know is left out, as the interface says.
          if (!(error instanceof PlatformRequestError)) throw error;
        }
      }
      return orders;
    },

    async listProducts(shop, cursor) {
      const page = Math.max(1, Number(cursor ?? '1') || 1);
      const body = await call(
        shop.accessToken,
        'GET',
        `/shops/${shop.shopId}/products/variations`,
        {
          page_size: String(PRODUCT_PAGE),
          page_number: String(page),
        },
      );
      const data = Array.isArray(body.data) ? body.data : [];
      const skus = data.map(toPancakeSku).filter((s): s is PlatformSku => s !== null);
      const totalPages = Number(body.total_pages ?? 0);
      return { skus, nextCursor: page < totalPages ? String(page + 1) : null };
    },

    async updateStock(shop, updates: StockUpdate[]) {
      const byProduct = new Map<string, StockUpdate[]>();
      for (const u of updates) {
        const list = byProduct.get(u.platformItemId) ?? [];
        list.push(u);
        byProduct.set(u.platformItemId, list);
      }
      for (const [productId, list] of byProduct) {
        await call(
          shop.accessToken,
          'PUT',
          `/shops/${shop.shopId}/products/${encodeURIComponent(productId)}/update_inventory`,
          {},
          {
            is_actual_remain_quantity: false,
            variations_warehouses: list.map((u) => ({
              variation_id: u.platformSkuId,
              ...(u.warehouseId ? { warehouse_id: u.warehouseId } : {}),
              remain_quantity: Math.max(0, Math.trunc(u.quantity)),
            })),
          },
        );
      }
    },

    async ship() {
      throw notHere('shipping');
    },
    async shippingDocument() {
      throw notHere('label printing');
    },

    // Pancake signs nothing: its pushes are checked by the shop's shared secret
    // (webhookAuth 'shop-secret', receive-webhook.ts), never by this.
    verifyWebhook: () => false,
    parseWebhook: parsePancakeWebhook,
  };
}

export function pancakeConnectorFromEnv(): PlatformConnector {
  return pancakeConnector({ apiBase: env().PANCAKE_API_BASE });
}
