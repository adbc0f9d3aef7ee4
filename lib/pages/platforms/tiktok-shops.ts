import 'server-only';
import type { TenantDb } from '@/lib/db';
import { PLATFORM_CODE } from '@/lib/domain/platforms/connector';
import { listPlatformShops } from '@/lib/domain/platforms/shops/list-shops';
import { platformProductListQuery } from '@/lib/domain/catalog/schemas';
import { listPlatformProducts } from '@/lib/domain/catalog/service';
import { moneyText } from '@/lib/domain/catalog/serializers';
import type { TiktokShopView } from '@/components/platforms/tiktok-shops-screen';

/** Enough of each to see a shop at a glance; the lists behind the links have the rest. */
const LATEST = 10;

/**
 * /platform/tiktok: the TikTok shops, each with its latest orders and its first SKUs (the
 * order list has no shop filter, so the orders are read here by the shop).
 */
export async function loadTiktokShops(
  db: TenantDb,
  enterpriseId: number,
): Promise<TiktokShopView[]> {
  const shops = (await listPlatformShops(db, enterpriseId)).filter(
    (s) => s.platform === PLATFORM_CODE.tiktok,
  );
  return Promise.all(
    shops.map(async (shop) => {
      const [orders, skus] = await Promise.all([
        db.order.findMany({
          where: { platformShopId: shop.id },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          take: LATEST,
          select: {
            id: true,
            orderNumber: true,
            platformOrderId: true,
            status: true,
            total: true,
            createdAt: true,
            unmappedItemCount: true,
            cancelRequested: true,
          },
        }),
        listPlatformProducts(
          db,
          enterpriseId,
          platformProductListQuery.parse({
            platform: String(PLATFORM_CODE.tiktok),
            shop_id: shop.shop_id,
            limit: String(LATEST),
          }),
        ),
      ]);
      return {
        shop,
        orders: orders.map((o) => ({
          id: o.id,
          order_number: o.orderNumber,
          platform_order_id: o.platformOrderId,
          status: o.status,
          total: moneyText(o.total),
          created_at: o.createdAt.toISOString(),
          unmapped_item_count: o.unmappedItemCount,
          cancel_requested: o.cancelRequested,
        })),
        skus: skus.rows,
        skuTotal: skus.total,
      };
    }),
  );
}
