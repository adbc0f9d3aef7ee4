import type { TenantDb } from '@/lib/db';
import type { PlatformConnector } from '@/lib/domain/platforms/connector';
import { answeringPlatformErrors } from '@/lib/domain/platforms/platform-answer';
import type { PlatformShopRow } from '@/lib/domain/platforms/schemas';
import { listPlatformShops } from '@/lib/domain/platforms/shops/list-shops';
import { refreshShopToken } from '@/lib/domain/platforms/shops/shop-session';
import { findShop } from '@/lib/domain/platforms/shops/shop-settings';

/** POST /api/platform/{platform}/refreshtoken?shop_id: new tokens now; answers the shop. */
export async function refreshShopByHand(
  db: TenantDb,
  enterpriseId: number,
  connector: PlatformConnector,
  shopId: string,
): Promise<PlatformShopRow> {
  const shop = await findShop(db, connector.platform, { shopId });
  await answeringPlatformErrors(() =>
    refreshShopToken(db, shop, connector, { force: true, stale: null }),
  );
  const [row] = await listPlatformShops(db, enterpriseId, { id: shop.id });
  return row!;
}
