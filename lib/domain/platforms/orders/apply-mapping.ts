import { sqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';

/**
 * A platform SKU just mapped to our product: every order line sold as that SKU and still
 * waiting gets the product (and its warehouse product), and each of those orders counts
 * again what it still waits for; an order with none left can be packed. Lines of orders
 * that left the warehouse keep what they had. Runs in the mapping's transaction.
 * Answers how many orders became packable.
 */
export async function applyMappingToWaitingOrders(
  tx: TenantDb,
  enterpriseId: number,
  platformProductId: number,
  productId: number,
): Promise<number> {
  const e = enterpriseId;
  const [row] = await sqlRunner(tx).rows<{ ready: number }>(Prisma.sql`
    WITH product AS (
      SELECT id, wms_product_id FROM products WHERE id = ${productId} AND enterprise_id = ${e}
    ), lines AS (
      UPDATE order_items i
         SET product_id = product.id, wms_product_id = product.wms_product_id
        FROM product
       WHERE i.enterprise_id = ${e} AND i.platform_product_id = ${platformProductId}
         AND i.product_id IS NULL
      RETURNING i.order_id
    ), orders_changed AS (
      UPDATE orders o
         SET unmapped_item_count = GREATEST(0, o.unmapped_item_count - c.n), updated_at = now()
        FROM (SELECT order_id, count(*)::int AS n FROM lines GROUP BY order_id) c
       WHERE o.id = c.order_id AND o.enterprise_id = ${e}
      RETURNING o.unmapped_item_count
    )
    SELECT count(*) FILTER (WHERE unmapped_item_count = 0)::int AS ready FROM orders_changed`);
  // The newly mapped SKU is pushed its sellable quantity.
  await sqlRunner(tx).rows(Prisma.sql`
    INSERT INTO platform_stock_changes (enterprise_id, wms_product_id)
    SELECT ${e}, p.wms_product_id FROM products p
     WHERE p.id = ${productId} AND p.enterprise_id = ${e} AND p.wms_product_id IS NOT NULL
    RETURNING 1`);
  return row?.ready ?? 0;
}
