import type { SqlRunner } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';

// ---------------------------------------------------------------------------------------
// The warehouse units an order stands for, per warehouse product, as the waiting-to-ship
// list counts them (lib/domain/wms/inventory/reads/waiting-to-ship.ts):
// - a line of a sellable product that a live promotion bundle (pickup profile) stands for
//   counts as the bundle's products, each x its quantity;
// - else the warehouse product the line was linked to when the order was made, else its
//   product's current link; a line with neither is "not linked".
// `taken` is what the order's own bills (packing, out, returns) took out of stock, net,
// per warehouse product: the ledger is the truth of what already left for the order.
// ---------------------------------------------------------------------------------------

export interface OrderUnits {
  wms_product_id: number | null;
  wanted: number;
  taken: number;
  /** The sellable product the units come from, when exactly one does. */
  sales_product_id: number | null;
  barcode: string | null;
  name: string | null;
  /** The SKUs of sellable products with no warehouse product (wms_product_id null). */
  unlinked: string[] | null;
}

export async function orderUnits(
  run: SqlRunner,
  enterpriseId: number,
  orderId: number,
): Promise<OrderUnits[]> {
  const e = enterpriseId;
  return run.rows<OrderUnits>(Prisma.sql`
    WITH wanted AS (
      SELECT COALESCE(ppi.wms_product_id, oi.wms_product_id, pr.wms_product_id) AS wms_product_id,
             SUM(oi.quantity * COALESCE(ppi.quantity, 1))::int AS units,
             MIN(oi.product_id) AS first_product, MAX(oi.product_id) AS last_product,
             array_agg(DISTINCT pr.pn) AS pns
        FROM order_items oi
        JOIN products pr ON pr.id = oi.product_id AND pr.enterprise_id = ${e}
        LEFT JOIN pickup_profiles pp
               ON pp.product_id = oi.product_id AND pp.enterprise_id = ${e} AND pp.active
        LEFT JOIN pickup_profile_items ppi
               ON ppi.pickup_profile_id = pp.id AND ppi.enterprise_id = ${e}
       WHERE oi.order_id = ${orderId} AND oi.enterprise_id = ${e}
       GROUP BY 1
    ),
    taken AS (
      SELECT l.wms_product_id, (-SUM(l.amount))::int AS units
        FROM inventory_bills b
        JOIN inventory_ledgers l ON l.bill_id = b.id AND l.enterprise_id = ${e}
       WHERE b.order_id = ${orderId} AND b.enterprise_id = ${e}
       GROUP BY 1
    )
    SELECT COALESCE(w.wms_product_id, t.wms_product_id)::int AS wms_product_id,
           COALESCE(w.units, 0)::int AS wanted, COALESCE(t.units, 0)::int AS taken,
           CASE WHEN w.first_product = w.last_product THEN w.first_product::int END
             AS sales_product_id,
           wp.barcode, wp.name,
           CASE WHEN w.wms_product_id IS NULL AND w.units IS NOT NULL THEN w.pns END AS unlinked
      FROM wanted w
      FULL JOIN taken t ON t.wms_product_id = w.wms_product_id
      LEFT JOIN wms_products wp
             ON wp.id = COALESCE(w.wms_product_id, t.wms_product_id) AND wp.enterprise_id = ${e}
     ORDER BY 1 NULLS FIRST`);
}
