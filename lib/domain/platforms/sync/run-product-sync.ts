import type { TenantDb } from '@/lib/db';
import { sqlRunner } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { PLATFORM_CODE, type PlatformSku } from '@/lib/domain/platforms/connector';
import { withShopSession } from '@/lib/domain/platforms/shops/shop-session';
import { SYNC_STATE } from '@/lib/domain/platforms/sync/sync-runs';
import { openRun, type ConnectorFor } from '@/lib/domain/platforms/sync/run-order-sync';

// A shop's products and SKUs brought in for mapping (POST /api/platform/{platform}/products/sync).
// A SKU seen before keeps its mapping; its name, price, stock and status follow the
// platform. A SKU that is new is "not mapped"; the "to map" screen proposes the product
// whose SKU equals its seller SKU.

const clip = (text: string | null | undefined, max: number) => (text ?? '').trim().slice(0, max);

export async function runProductSync(
  db: TenantDb,
  runId: number,
  connectorFor: ConnectorFor,
): Promise<void> {
  const opened = await openRun(db, runId, connectorFor);
  if (!opened) return;
  const { run, shop, platform, connector } = opened;
  await db.platformSyncRun.update({
    where: { id: runId },
    data: { state: SYNC_STATE.Running, startedAt: run.startedAt ?? new Date() },
  });
  let cursor = run.cursor;
  let first = run.pagesDone === 0;
  while (first || cursor) {
    first = false;
    const page = await withShopSession(db, shop, connector, (session) =>
      connector.listProducts(session, cursor),
    );
    const { created, updated } = await upsertPlatformSkus(
      db,
      shop.enterpriseId,
      shop.id,
      PLATFORM_CODE[platform],
      page.skus,
    );
    cursor = page.nextCursor;
    await db.platformSyncRun.update({
      where: { id: runId },
      data: {
        fetched: { increment: page.skus.length },
        created: { increment: created },
        updated: { increment: updated },
        pagesDone: { increment: 1 },
        cursor,
      },
    });
  }
  await db.platformSyncRun.update({
    where: { id: runId },
    data: { state: SYNC_STATE.Done, finishedAt: new Date() },
  });
  await db.platformShop.updateMany({
    where: { id: shop.id },
    data: { lastProductSyncAt: new Date() },
  });
}

/** Writes a page of SKUs; answers how many were new and how many known. */
export async function upsertPlatformSkus(
  db: TenantDb,
  enterpriseId: number,
  platformShopId: number,
  platform: number,
  skus: readonly PlatformSku[],
): Promise<{ created: number; updated: number }> {
  if (skus.length === 0) return { created: 0, updated: 0 };
  const rows = await sqlRunner(db).rows<{ inserted: boolean }>(Prisma.sql`
    INSERT INTO platform_products
      (enterprise_id, platform_shop_id, platform, platform_item_id, platform_sku_id, seller_sku,
       name, price, stock, image_url, status, warehouse_id, mapping_status, synced_at,
       created_at, updated_at)
    SELECT ${enterpriseId}, ${platformShopId}, ${platform}, t.item, t.variant,
           NULLIF(t.seller_sku, ''), t.name, NULLIF(t.price, '')::numeric, t.stock,
           NULLIF(t.image, ''), t.status, NULLIF(t.warehouse, ''), 2, now(), now(), now()
      FROM unnest(${skus.map((s) => clip(s.platformItemId, 100))}::text[],
                  ${skus.map((s) => clip(s.platformSkuId, 100))}::text[],
                  ${skus.map((s) => clip(s.sellerSku, 100))}::text[],
                  ${skus.map((s) => clip(s.name, 500) || clip(s.platformSkuId, 100))}::text[],
                  ${skus.map((s) => s.price ?? '')}::text[],
                  ${skus.map((s) => s.stock)}::int[],
                  ${skus.map((s) => s.imageUrl ?? '')}::text[],
                  ${skus.map((s) => s.status)}::int[],
                  ${skus.map((s) => clip(s.warehouseId, 100))}::text[])
           AS t(item, variant, seller_sku, name, price, stock, image, status, warehouse)
    ON CONFLICT (platform_shop_id, platform_item_id, platform_sku_id) DO UPDATE
       SET seller_sku = EXCLUDED.seller_sku, name = EXCLUDED.name,
           price = COALESCE(EXCLUDED.price, platform_products.price),
           stock = COALESCE(EXCLUDED.stock, platform_products.stock),
           image_url = COALESCE(EXCLUDED.image_url, platform_products.image_url),
           status = EXCLUDED.status,
           warehouse_id = COALESCE(EXCLUDED.warehouse_id, platform_products.warehouse_id),
           synced_at = now(), updated_at = now()
    RETURNING (xmax = 0) AS inserted`);
  const created = rows.filter((r) => r.inserted).length;
  return { created, updated: rows.length - created };
}
