import type { PlatformConnector } from '@/lib/domain/platforms/connector';
import { env } from '@/lib/env';
import {
  SHOPEE_REQUESTS_PER_SECOND,
  type ShopeeConnectorConfig,
} from '@/lib/domain/platforms/shopee/api-client';
import {
  exchangeShopeeCode,
  refreshShopeeTokens,
  shopeeAuthorizeUrl,
} from '@/lib/domain/platforms/shopee/authorization';
import {
  getShopeeOrders,
  listShopeeOrderIds,
  SHOPEE_MAX_WINDOW_MS,
} from '@/lib/domain/platforms/shopee/order-list';
import { listShopeeProducts, updateShopeeStock } from '@/lib/domain/platforms/shopee/products';
import { shipShopeeOrder, shopeeShippingDocument } from '@/lib/domain/platforms/shopee/shipment';
import { parseShopeePush, verifyShopeePush } from '@/lib/domain/platforms/shopee/webhook';

// Shopee Open Platform v2 behind the one connector interface; each use case lives in the
// file beside this one, this file only hands them the partner's credentials.

export type { ShopeeConnectorConfig } from '@/lib/domain/platforms/shopee/api-client';

export function shopeeConnector(config: ShopeeConnectorConfig): PlatformConnector {
  return {
    platform: 'shopee',
    configured: () => Boolean(config.partnerId && config.partnerKey),
    maxWindowMs: SHOPEE_MAX_WINDOW_MS,
    requestsPerSecond: SHOPEE_REQUESTS_PER_SECOND,

    authorizeUrl: (input) => shopeeAuthorizeUrl(config, input),
    exchangeCode: (input) => exchangeShopeeCode(config, input),
    refresh: (input) => refreshShopeeTokens(config, input),

    listOrderIds: (shop, query) => listShopeeOrderIds(config, shop, query),
    getOrders: (shop, ids) => getShopeeOrders(config, shop, ids),

    listProducts: (shop, cursor) => listShopeeProducts(config, shop, cursor),
    updateStock: (shop, updates) => updateShopeeStock(config, shop, updates),

    ship: (shop, request) => shipShopeeOrder(config, shop, request),
    shippingDocument: (shop, order) => shopeeShippingDocument(config, shop, order),

    verifyWebhook: (delivery) => verifyShopeePush(config.partnerKey, delivery),
    parseWebhook: (rawBody) => parseShopeePush(rawBody),
  };
}

/** The connector with the partner's credentials and host from the environment. */
export function shopeeConnectorFromEnv(): PlatformConnector {
  const e = env();
  return shopeeConnector({
    partnerId: e.SHOPEE_PARTNER_ID ?? null,
    partnerKey: e.SHOPEE_PARTNER_KEY ?? null,
    apiBase: e.SHOPEE_API_BASE,
  });
}
