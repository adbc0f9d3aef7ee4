import { prisma, tenantDb, type RootDb } from '@/lib/db';
import { isAppError } from '@/lib/errors';
import { log } from '@/lib/log';
import { platformNameOf } from '@/lib/domain/platforms/connector';
import { refreshShopToken } from '@/lib/domain/platforms/shops/shop-session';
import { SHOP_STATUS } from '@/lib/domain/platforms/shops/shop-status';
import type { ConnectorFor } from '@/lib/domain/platforms/sync/run-order-sync';

// The repeating token refresh: a shop whose access token expires within the hour gets a
// new one before any call needs it (Shopee's last only 4 hours). A shop whose refresh the
// platform refuses is marked "connect again" (shop-session.ts).

export const REFRESH_WITHIN_MS = 60 * 60_000;

export async function refreshExpiringTokens(
  connectorFor: ConnectorFor,
  root: RootDb = prisma(),
  now = new Date(),
): Promise<{ refreshed: number; failed: number }> {
  const tokens = await root.platformToken.findMany({
    where: {
      accessExpiresAt: { lt: new Date(now.getTime() + REFRESH_WITHIN_MS) },
      platformShop: { status: SHOP_STATUS.Connected },
    },
    select: { platformShop: true },
    take: 200,
  });
  let refreshed = 0;
  let failed = 0;
  for (const { platformShop: shop } of tokens) {
    const platform = platformNameOf(shop.platform);
    if (!platform) continue;
    try {
      await refreshShopToken(tenantDb(shop.enterpriseId), shop, connectorFor(platform), {
        force: true,
        stale: null,
      });
      refreshed++;
    } catch (error) {
      // One shop's failure must not stop the others; a revoked one is marked already.
      failed++;
      if (!isAppError(error))
        log.warn('platform token refresh failed', { shop: shop.id, error: String(error) });
    }
  }
  return { refreshed, failed };
}
