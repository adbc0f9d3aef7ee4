import { inTransaction, prisma, sqlRunner, tenantDb, type RootDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { platformNameOf, type StockUpdate } from '@/lib/domain/platforms/connector';
import { withShopSession } from '@/lib/domain/platforms/shops/shop-session';
import { sellableQuantities, skusSelling } from '@/lib/domain/platforms/stock/sellable-quantity';
import type { ConnectorFor } from '@/lib/domain/platforms/sync/run-order-sync';

// The stock push (docs/domain-rules.md, Selling platforms). Every balance change and every
// order that takes or gives back units leaves a row in platform_stock_changes (triggers,
// see the migration). Each tick (every second) takes the rows written so far, works out
// the SKUs that sell those warehouse products, and pushes each one's sellable quantity
// as it is now: a thousand changes in a second make one push, and the value pushed is
// always the latest. One enterprise's pushes run one tick at a time (an advisory lock), so
// an older value computed earlier can never land after a newer one. A push that fails is
// kept on the SKU (push_error) and tried again after RETRY_AFTER_MS.

export const RETRY_AFTER_MS = 30_000;
const DRAIN_LIMIT = 5000;

export interface StockTickResult {
  pushed: number;
  failed: number;
  unchanged: number;
}

export async function pushStockChanges(
  connectorFor: ConnectorFor,
  root: RootDb = prisma(),
): Promise<StockTickResult> {
  const drained = await sqlRunner(root).rows<{ enterprise_id: number; wms_product_ids: number[] }>(
    Prisma.sql`
    WITH taken AS (
      DELETE FROM platform_stock_changes
       WHERE id IN (SELECT id FROM platform_stock_changes WHERE created_at <= now()
                     ORDER BY id LIMIT ${DRAIN_LIMIT} FOR UPDATE SKIP LOCKED)
      RETURNING enterprise_id, wms_product_id)
    SELECT enterprise_id::int AS enterprise_id,
           array_agg(DISTINCT wms_product_id)::int[] AS wms_product_ids
      FROM taken GROUP BY enterprise_id`,
  );
  const total: StockTickResult = { pushed: 0, failed: 0, unchanged: 0 };
  for (const group of drained) {
    const result = await pushEnterpriseStock(
      group.enterprise_id,
      group.wms_product_ids,
      connectorFor,
    );
    total.pushed += result.pushed;
    total.failed += result.failed;
    total.unchanged += result.unchanged;
  }
  return total;
}

/** Pushes the SKUs of one enterprise that sell these warehouse products. */
export async function pushEnterpriseStock(
  enterpriseId: number,
  wmsProductIds: readonly number[],
  connectorFor: ConnectorFor,
): Promise<StockTickResult> {
  const db = tenantDb(enterpriseId);
  return inTransaction(
    db,
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${hashKey('platform-stock')}, ${enterpriseId})`;
      const skuIds = await skusSelling(tx, enterpriseId, wmsProductIds);
      const quantities = await sellableQuantities(tx, enterpriseId, skuIds);
      const skus = await tx.platformProduct.findMany({
        where: { id: { in: skuIds } },
        select: {
          id: true,
          platformShopId: true,
          platformItemId: true,
          platformSkuId: true,
          sellerSku: true,
          warehouseId: true,
          pushedQuantity: true,
          pushError: true,
        },
      });
      const result: StockTickResult = { pushed: 0, failed: 0, unchanged: 0 };
      const byShop = new Map<number, Array<(typeof skus)[number] & { quantity: number }>>();
      for (const sku of skus) {
        const quantity = quantities.get(sku.id);
        if (quantity === undefined) continue;
        if (sku.pushedQuantity === quantity && !sku.pushError) {
          result.unchanged++;
          continue;
        }
        const list = byShop.get(sku.platformShopId) ?? [];
        list.push({ ...sku, quantity });
        byShop.set(sku.platformShopId, list);
      }
      for (const [shopRowId, list] of byShop) {
        const shop = await tx.platformShop.findFirst({ where: { id: shopRowId } });
        const platform = shop ? platformNameOf(shop.platform) : null;
        if (!shop || !platform) continue;
        const connector = connectorFor(platform);
        const updates: StockUpdate[] = list.map((s) => ({
          platformItemId: s.platformItemId,
          platformSkuId: s.platformSkuId,
          sellerSku: s.sellerSku,
          warehouseId: s.warehouseId,
          quantity: s.quantity,
        }));
        try {
          // The shop's own session uses the client, not this transaction: a token refresh
          // must be kept even when a later step of the tick fails.
          await withShopSession(db, shop, connector, (session) =>
            connector.updateStock(session, updates),
          );
          await sqlRunner(tx).rows(Prisma.sql`
            UPDATE platform_products p
               SET pushed_quantity = v.quantity, pushed_at = now(), push_error = NULL
              FROM unnest(${list.map((s) => s.id)}::int[], ${list.map((s) => s.quantity)}::int[])
                   AS v(id, quantity)
             WHERE p.id = v.id AND p.enterprise_id = ${enterpriseId}
            RETURNING 1`);
          result.pushed += list.length;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await tx.platformProduct.updateMany({
            where: { id: { in: list.map((s) => s.id) } },
            data: { pushError: message.slice(0, 500) },
          });
          // Tried again after a pause: the changes come back, dated later.
          await sqlRunner(tx).rows(Prisma.sql`
            INSERT INTO platform_stock_changes (enterprise_id, wms_product_id, created_at)
            SELECT ${enterpriseId}, w, now() + ${`${RETRY_AFTER_MS} milliseconds`}::interval
              FROM unnest(${wmsProductIds as number[]}::int[]) AS w`);
          result.failed += list.length;
        }
      }
      return result;
    },
    { timeout: 120_000, maxWait: 120_000 },
  );
}

/** A stable 32-bit key for an advisory lock's first half. */
function hashKey(text: string): number {
  let h = 0;
  for (const ch of text) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}
