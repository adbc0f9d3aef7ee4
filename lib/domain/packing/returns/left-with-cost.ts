import type { SqlRunner } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { BILL_KIND } from '@/lib/domain/wms/inventory/shared';
import type { BillLinePlan } from '@/lib/domain/wms/inventory/writes';

// Good units of a return go back into stock at the cost they left with (docs/domain-rules.md,
// Returns): the unit cost the order's own bills recorded on the units they took out, per
// warehouse product (a weighted mean when several bills took the product out at different
// costs). The stock engine then moves the moving average with them like any stock in with
// a cost, so a return never re-prices the shelf at today's cost.

/** Unit cost (decimal text) per warehouse product of the units the order's bills took out. */
export async function leftWithCosts(
  run: SqlRunner,
  enterpriseId: number,
  orderId: number,
): Promise<Map<number, string>> {
  const e = enterpriseId;
  const rows = await run.rows<{ wms_product_id: number; unit_cost: string }>(Prisma.sql`
    SELECT l.wms_product_id::int AS wms_product_id,
           (SUM(-l.amount * l.unit_cost) / SUM(-l.amount))::text AS unit_cost
      FROM inventory_bills b
      JOIN inventory_ledgers l ON l.bill_id = b.id AND l.enterprise_id = ${e}
     WHERE b.enterprise_id = ${e} AND b.order_id = ${orderId} AND l.amount < 0
       AND b.kind <> ${BILL_KIND.Return}
     GROUP BY l.wms_product_id`);
  return new Map(rows.map((r) => [r.wms_product_id, r.unit_cost]));
}

/** The return bill's lines: the good units into `storageId`, valued at the cost they left with. */
export function restockLines(
  back: Array<{ wms_product_id: number; restock: number }>,
  storageId: number,
  costs: Map<number, string>,
): BillLinePlan[] {
  return back.map((c) => {
    const cost = costs.get(c.wms_product_id);
    return {
      productId: c.wms_product_id,
      storageId,
      amount: c.restock,
      ...(cost !== undefined ? { inValue: new Prisma.Decimal(cost).mul(c.restock).toFixed() } : {}),
    };
  });
}
