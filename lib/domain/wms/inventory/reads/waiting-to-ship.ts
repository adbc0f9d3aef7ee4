import { findPage } from '@/lib/domain/shared/find-page';
import { sqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { productSearchSql } from '@/lib/domain/catalog/product-search';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import { STORAGE_KIND } from '@/lib/domain/wms/inventory/shared';
import { onOrderSql } from '@/lib/domain/purchasing/receive';
import type { WaitShipmentQuery, WaitShipmentRow } from '@/lib/domain/wms/inventory/reads/schemas';
import { assertStorage } from '@/lib/domain/wms/inventory/reads/storage-history';

// Waiting to ship (GET /api/v1/orders/product/wait/shipment): per warehouse product, the
// units on orders awaiting shipment (111) or collection (112) that have not left stock for
// them yet, against what the storages hold; shortfalls first, then the most wanted.
//
// - An order line counts for the warehouse product it was linked to when it was made
//   (order_items.wms_product_id), else its product's current link; a product that a live
//   promotion bundle (pickup profile) stands for counts as the bundle's products, each
//   x its quantity.
// - "Not yet packed": what the order's own bills (packing, out, returns) took out of
//   stock, net, is subtracted per order and product, never below zero. A packed order at
//   112 therefore waits for nothing; one set to 112 by hand still does.
// - The balance is summed over every live normal storage, or is the balance of
//   storage_id; with storage_id, orders bound to another storage are left out.
// - On order: the units of approved or partly received purchase orders not received yet
//   (lib/domain/purchasing/receive/on-order.ts); with storage_id, the POs into it.

const WAITING = [ORDER_STATUS.AwaitingShipment, ORDER_STATUS.AwaitingCollection];

function waitingCte(enterpriseId: number, storageId: number | undefined): Prisma.Sql {
  const e = enterpriseId;
  const orderStorage = storageId
    ? Prisma.sql`AND (o.storage_id = ${storageId} OR o.storage_id IS NULL)`
    : Prisma.empty;
  const stockStorage = storageId
    ? Prisma.sql`b.storage_id = ${storageId}`
    : Prisma.sql`s.kind = ${STORAGE_KIND.Normal} AND s.active`;
  return Prisma.sql`
    waiting_orders AS (
      SELECT o.id FROM orders o
       WHERE o.enterprise_id = ${e} AND o.status = ANY(${WAITING}::int[]) ${orderStorage}
    ),
    wanted AS (
      SELECT oi.order_id,
             COALESCE(ppi.wms_product_id, oi.wms_product_id, pr.wms_product_id) AS wms_product_id,
             SUM(oi.quantity * COALESCE(ppi.quantity, 1))::int AS units
        FROM waiting_orders w
        JOIN order_items oi ON oi.order_id = w.id AND oi.enterprise_id = ${e}
        JOIN products pr ON pr.id = oi.product_id AND pr.enterprise_id = ${e}
        LEFT JOIN pickup_profiles pp
               ON pp.product_id = oi.product_id AND pp.enterprise_id = ${e} AND pp.active
        LEFT JOIN pickup_profile_items ppi
               ON ppi.pickup_profile_id = pp.id AND ppi.enterprise_id = ${e}
       GROUP BY 1, 2
    ),
    taken AS (
      SELECT bi.order_id, l.wms_product_id, (-SUM(l.amount))::int AS units
        FROM inventory_bills bi
        JOIN inventory_ledgers l ON l.bill_id = bi.id AND l.enterprise_id = ${e}
       WHERE bi.enterprise_id = ${e} AND bi.order_id IN (SELECT id FROM waiting_orders)
       GROUP BY 1, 2
    ),
    per_product AS (
      SELECT w.wms_product_id,
             SUM(GREATEST(w.units - COALESCE(t.units, 0), 0))::int AS waiting,
             (count(*) FILTER (WHERE w.units > COALESCE(t.units, 0)))::int AS orders
        FROM wanted w
        LEFT JOIN taken t ON t.order_id = w.order_id AND t.wms_product_id = w.wms_product_id
       WHERE w.wms_product_id IS NOT NULL
       GROUP BY 1
      HAVING SUM(GREATEST(w.units - COALESCE(t.units, 0), 0)) > 0
    ),
    stock AS (
      SELECT b.wms_product_id, SUM(b.balance)::int AS balance
        FROM inventory_balances b
        JOIN storages s ON s.id = b.storage_id AND s.enterprise_id = ${e}
       WHERE b.enterprise_id = ${e} AND ${stockStorage}
         AND b.wms_product_id IN (SELECT wms_product_id FROM per_product)
       GROUP BY 1
    ),
    ordered AS (
      ${onOrderSql(e, Prisma.sql`SELECT wms_product_id FROM per_product`, storageId)}
    ),
    result AS (
      SELECT w.wms_product_id AS product_id, p.name AS "ProductName", p.sku, p.barcode,
             w.waiting, w.orders, COALESCE(st.balance, 0) AS balance,
             GREATEST(w.waiting - COALESCE(st.balance, 0), 0) AS shortfall,
             COALESCE(oo.on_order, 0) AS on_order
        FROM per_product w
        JOIN wms_products p ON p.id = w.wms_product_id AND p.enterprise_id = ${e}
        LEFT JOIN stock st ON st.wms_product_id = w.wms_product_id
        LEFT JOIN ordered oo ON oo.wms_product_id = w.wms_product_id`;
}

export async function listWaitingToShip(
  db: TenantDb,
  enterpriseId: number,
  query: WaitShipmentQuery,
): Promise<{ rows: WaitShipmentRow[]; total: number }> {
  await assertStorage(db, query.storage_id);
  const search = productSearchSql(query.q, { alias: 'p', sku: 'sku', enterpriseId });
  const cte = Prisma.sql`WITH ${waitingCte(enterpriseId, query.storage_id)}
        ${search ? Prisma.sql`WHERE ${search}` : Prisma.empty}
    )`;
  const { rows, total } = await findPage(query, {
    rows: ({ skip, take }) =>
      sqlRunner(db).rows<WaitShipmentRow>(Prisma.sql`${cte}
        SELECT * FROM result
         ORDER BY (shortfall > 0) DESC, waiting DESC, "ProductName", product_id
         LIMIT ${take} OFFSET ${skip}`),
    total: async () =>
      (
        await sqlRunner(db).rows<{ total: number }>(
          Prisma.sql`${cte} SELECT count(*)::int AS total FROM result`,
        )
      )[0]?.total ?? 0,
  });
  return { rows, total };
}
