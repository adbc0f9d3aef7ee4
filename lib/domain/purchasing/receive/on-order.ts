import { sqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { RECEIVABLE_STATUSES } from '@/lib/domain/purchasing/receive/rules';

// What is on order: per warehouse product, the units of purchase orders that are approved
// or partly received (status 1 or 2) and not received yet, Σ (quantity - received). A
// PO closed short no longer counts: what it did not bring is not coming. With a storage,
// only the POs that deliver into it.

/**
 * The open PO units of the products `productIds` (a SQL set of ids) as a query with the
 * columns (wms_product_id, on_order), for a read to join. Products with nothing on order
 * have no row.
 */
export function onOrderSql(
  enterpriseId: number,
  productIds: Prisma.Sql,
  storageId?: number,
): Prisma.Sql {
  const e = enterpriseId;
  return Prisma.sql`
    SELECT pl.wms_product_id, SUM(pl.quantity - pl.received_quantity)::int AS on_order
      FROM purchase_order_lines pl
      JOIN purchase_orders po ON po.id = pl.purchase_order_id AND po.enterprise_id = ${e}
     WHERE pl.enterprise_id = ${e} AND pl.wms_product_id IN (${productIds})
       AND po.status = ANY(${RECEIVABLE_STATUSES}::int[])
       ${storageId ? Prisma.sql`AND po.storage_id = ${storageId}` : Prisma.empty}
     GROUP BY pl.wms_product_id
    HAVING SUM(pl.quantity - pl.received_quantity) > 0`;
}

/** The open PO units of each product asked for (0 when none). */
export async function onOrderByProduct(
  db: TenantDb,
  enterpriseId: number,
  productIds: number[],
  storageId?: number,
): Promise<Map<number, number>> {
  const ids = [...new Set(productIds)];
  const found = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return found;
  const rows = await sqlRunner(db).rows<{ wms_product_id: number; on_order: number }>(
    onOrderSql(enterpriseId, Prisma.sql`SELECT unnest(${ids}::int[])`, storageId),
  );
  for (const r of rows) found.set(Number(r.wms_product_id), r.on_order);
  return found;
}
