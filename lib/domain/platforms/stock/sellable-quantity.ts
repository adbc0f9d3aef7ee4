import { sqlRunner, type SqlDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';

// What a platform SKU may show as for sale (docs/domain-rules.md, Selling platforms):
// the units of its warehouse product in the shop's storages (every normal storage when the
// shop chose none), less the units that orders not packed yet have sold already (unpaid
// and awaiting shipment, from every channel: a unit sold on one must not be sold again on
// another). A SKU mapped to a promotion bundle shows how many whole bundles its parts
// make. Never below 0.

/** Orders whose units are sold but still on the shelf. */
const SOLD_NOT_PACKED = [100, 111];

/** Sellable quantity per platform product id (mapped ones; others are left out). */
export async function sellableQuantities(
  db: SqlDb,
  enterpriseId: number,
  platformProductIds: readonly number[],
): Promise<Map<number, number>> {
  if (platformProductIds.length === 0) return new Map();
  const e = enterpriseId;
  const rows = await sqlRunner(db).rows<{ id: number; quantity: number }>(Prisma.sql`
    WITH targets AS (
      SELECT pp.id, pp.product_id, s.stock_storage_ids AS storages
        FROM platform_products pp
        JOIN platform_shops s ON s.id = pp.platform_shop_id AND s.enterprise_id = ${e}
       WHERE pp.enterprise_id = ${e} AND pp.id = ANY(${platformProductIds as number[]}::int[])
         AND pp.mapping_status = 1 AND pp.product_id IS NOT NULL
    ),
    bundles AS (
      SELECT DISTINCT ON (pf.product_id) pf.product_id, pf.id
        FROM pickup_profiles pf
       WHERE pf.enterprise_id = ${e} AND pf.active
         AND pf.product_id IN (SELECT product_id FROM targets)
       ORDER BY pf.product_id, pf.id
    ),
    parts AS (
      SELECT t.id, p.wms_product_id, 1 AS per_unit, t.storages
        FROM targets t JOIN products p ON p.id = t.product_id
       WHERE p.wms_product_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM bundles b WHERE b.product_id = t.product_id)
      UNION ALL
      SELECT t.id, i.wms_product_id, i.quantity, t.storages
        FROM targets t
        JOIN bundles b ON b.product_id = t.product_id
        JOIN pickup_profile_items i ON i.pickup_profile_id = b.id
    ),
    free AS (
      SELECT pa.id, pa.per_unit,
             COALESCE((SELECT SUM(bal.balance)
                         FROM inventory_balances bal
                         JOIN storages st ON st.id = bal.storage_id AND st.kind = 1
                        WHERE bal.enterprise_id = ${e} AND bal.wms_product_id = pa.wms_product_id
                          AND (cardinality(pa.storages) = 0 OR bal.storage_id = ANY(pa.storages))), 0)
           - COALESCE((SELECT SUM(oi.quantity)
                         FROM order_items oi
                         JOIN orders o ON o.id = oi.order_id AND o.enterprise_id = ${e}
                        WHERE oi.enterprise_id = ${e} AND oi.wms_product_id = pa.wms_product_id
                          AND o.status = ANY(${SOLD_NOT_PACKED}::int[]) AND o.packed_at IS NULL), 0)
             AS units
        FROM parts pa
    )
    SELECT id::int AS id, GREATEST(0, MIN(floor(units::numeric / per_unit)))::int AS quantity
      FROM free GROUP BY id`);
  return new Map(rows.map((r) => [r.id, r.quantity]));
}

/** The mapped, on-sale SKUs of connected shops that sell any of these warehouse products. */
export async function skusSelling(
  db: SqlDb,
  enterpriseId: number,
  wmsProductIds: readonly number[],
): Promise<number[]> {
  if (wmsProductIds.length === 0) return [];
  const e = enterpriseId;
  const w = wmsProductIds as number[];
  const rows = await sqlRunner(db).rows<{ id: number }>(Prisma.sql`
    SELECT pp.id::int AS id
      FROM platform_products pp
      JOIN platform_shops s ON s.id = pp.platform_shop_id AND s.status = 1
      JOIN products p ON p.id = pp.product_id
     WHERE pp.enterprise_id = ${e} AND pp.mapping_status = 1 AND pp.status = 0
       AND (p.wms_product_id = ANY(${w}::int[])
            OR EXISTS (SELECT 1 FROM pickup_profiles pf
                         JOIN pickup_profile_items i ON i.pickup_profile_id = pf.id
                        WHERE pf.enterprise_id = ${e} AND pf.product_id = p.id AND pf.active
                          AND i.wms_product_id = ANY(${w}::int[])))`);
  return rows.map((r) => r.id);
}
