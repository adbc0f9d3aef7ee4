import { Prisma } from '@/lib/generated/prisma/client';
import { normaliseTracking } from '@/lib/domain/orders/tracking';

// ---------------------------------------------------------------------------------------
// How a packing call names its order. A station scans whatever the parcel shows: the order
// number, the platform's order id or the tracking number; an order number wins over the
// other two, then an order a packing can still use, then the newest. Each is an indexed
// equality on (enterprise_id, column), so the three meet in one bitmap OR.
// ---------------------------------------------------------------------------------------

export type OrderRef = { orderId: number } | { code: string } | { packingId: number };

export function orderRefOf(input: { order_id?: number; order_code?: string }): OrderRef {
  if (input.order_id !== undefined) return { orderId: input.order_id };
  return { code: input.order_code! };
}

/** How an error names the order the caller gave. */
export function describeRef(ref: OrderRef): string {
  if ('orderId' in ref) return `order ${ref.orderId}`;
  if ('code' in ref) return `order ${ref.code}`;
  return `packing ${ref.packingId}`;
}

/**
 * `SELECT id, order_number, status, storage_id, tracking_number` of the order (one row at
 * most), preferring statuses in `preferred`. Filters on enterprise_id itself.
 */
export function orderSelectSql(
  enterpriseId: number,
  ref: OrderRef,
  preferred: readonly number[],
): Prisma.Sql {
  const e = enterpriseId;
  const columns = Prisma.sql`o.id::int AS id, o.order_number, o.status::int AS status,
    o.storage_id::int AS storage_id`;
  if ('orderId' in ref) {
    return Prisma.sql`SELECT ${columns} FROM orders o
      WHERE o.enterprise_id = ${e} AND o.id = ${ref.orderId}`;
  }
  if ('packingId' in ref) {
    return Prisma.sql`SELECT ${columns} FROM packings p
      JOIN orders o ON o.id = p.order_id AND o.enterprise_id = ${e}
      WHERE p.enterprise_id = ${e} AND p.id = ${ref.packingId}`;
  }
  const code = ref.code;
  const tracking = normaliseTracking(code);
  return Prisma.sql`SELECT ${columns} FROM orders o
    WHERE o.enterprise_id = ${e}
      AND (o.order_number = ${code} OR o.platform_order_id = ${code}
           OR o.tracking_number = ${tracking})
    ORDER BY (o.order_number = ${code}) DESC, (o.status = ANY(${preferred as number[]}::int[])) DESC,
             o.id DESC
    LIMIT 1`;
}
