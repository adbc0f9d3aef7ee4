import type { TenantDb } from '@/lib/db';
import { platformNameOf } from '@/lib/domain/platforms/connector';
import {
  importPlatformOrders,
  type ImportResult,
} from '@/lib/domain/platforms/orders/import-platform-orders';
import { withShopSession } from '@/lib/domain/platforms/shops/shop-session';
import { SHOP_STATUS } from '@/lib/domain/platforms/shops/shop-status';
import {
  importShopOf,
  loadSyncShop,
  type ConnectorFor,
} from '@/lib/domain/platforms/sync/run-order-sync';

/**
 * The job of a push: fetches the orders it named and writes them like the sync does (the
 * push itself carries too little to trust: a status word, not the order).
 */
export async function fetchPushedOrders(
  db: TenantDb,
  platformShopId: number,
  platformOrderIds: readonly string[],
  connectorFor: ConnectorFor,
): Promise<ImportResult | null> {
  const shop = await loadSyncShop(db, platformShopId);
  const platform = shop ? platformNameOf(shop.platform) : null;
  if (!shop || !platform || shop.status !== SHOP_STATUS.Connected) return null;
  const connector = connectorFor(platform);
  const orders = await withShopSession(db, shop, connector, (session) =>
    connector.getOrders(session, [...platformOrderIds].slice(0, 50)),
  );
  return importPlatformOrders(db, importShopOf(shop, platform), orders);
}
