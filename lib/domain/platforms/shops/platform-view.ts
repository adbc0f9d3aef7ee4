import type { TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type {
  PlatformConnector,
  PlatformOrder,
  PlatformSku,
  ShippingDocument,
} from '@/lib/domain/platforms/connector';
import { answeringPlatformErrors } from '@/lib/domain/platforms/platform-answer';
import { withShopSession } from '@/lib/domain/platforms/shops/shop-session';
import { findShop } from '@/lib/domain/platforms/shops/shop-settings';
import { SHOP_STATUS } from '@/lib/domain/platforms/shops/shop-status';

// What the platform itself shows of a shop, read live through its API (the /platform/tiktok
// screens): a page of its orders changed in the last days, a page of its products, an
// order's shipping document. Nothing here is stored.

const DAY_MS = 24 * 3600_000;

async function connectedShop(db: TenantDb, connector: PlatformConnector, shopId: string) {
  const shop = await findShop(db, connector.platform, { shopId });
  if (shop.status !== SHOP_STATUS.Connected)
    throw new AppError('platform.notConnected', `shop ${shop.id}`);
  return shop;
}

export async function platformOrdersView(
  db: TenantDb,
  connector: PlatformConnector,
  input: { shopId: string; days: number; cursor: string | null },
  now = new Date(),
): Promise<{ orders: PlatformOrder[]; next_cursor: string | null }> {
  const shop = await connectedShop(db, connector, input.shopId);
  return answeringPlatformErrors(() =>
    withShopSession(db, shop, connector, async (session) => {
      const page = await connector.listOrderIds(session, {
        updatedFrom: new Date(now.getTime() - input.days * DAY_MS),
        updatedTo: now,
        cursor: input.cursor,
      });
      const orders: PlatformOrder[] = [];
      for (let i = 0; i < page.orderIds.length; i += 50)
        orders.push(...(await connector.getOrders(session, page.orderIds.slice(i, i + 50))));
      return { orders, next_cursor: page.nextCursor };
    }),
  );
}

export async function platformProductsView(
  db: TenantDb,
  connector: PlatformConnector,
  input: { shopId: string; cursor: string | null },
): Promise<{ skus: PlatformSku[]; next_cursor: string | null }> {
  const shop = await connectedShop(db, connector, input.shopId);
  const page = await answeringPlatformErrors(() =>
    withShopSession(db, shop, connector, (session) =>
      connector.listProducts(session, input.cursor),
    ),
  );
  return { skus: page.skus, next_cursor: page.nextCursor };
}

export async function platformDocumentView(
  db: TenantDb,
  connector: PlatformConnector,
  input: { shopId: string; orderId: string },
): Promise<ShippingDocument> {
  const shop = await connectedShop(db, connector, input.shopId);
  const order = await db.order.findFirst({
    where: { platformShopId: shop.id, platformOrderId: input.orderId },
    select: { platformPackageId: true, trackingNumber: true },
  });
  return answeringPlatformErrors(() =>
    withShopSession(db, shop, connector, (session) =>
      connector.shippingDocument(session, {
        platformOrderId: input.orderId,
        packageId: order?.platformPackageId ?? null,
        trackingNumber: order?.trackingNumber ?? null,
      }),
    ),
  );
}
