import type { SqlRunner } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import type { PlatformOrder, PlatformReturnRequest } from '@/lib/domain/platforms/connector';

// The buyer's return requests of platform orders into order_return_requests, in the
// transaction that writes the orders (docs/domain-rules.md, Selling platforms: returns asked
// on the platform). One request is one row per order, (order, platform return id) unique,
// whatever arrives twice; an older version of a request (the platform's update time) never
// overwrites a newer one; a later version that leaves out the reason or the buyer's tracking
// number keeps the ones already known. Rows belong to the enterprise of the shop whose order
// they hang on: every statement names it.

const clip = (text: string | null, max: number): string => (text ?? '').trim().slice(0, max);

/** Writes the requests of `orders` (one shop's, already written); answers how many rows moved. */
export async function upsertReturnRequests(
  run: SqlRunner,
  shop: { id: number; enterpriseId: number },
  orders: readonly PlatformOrder[],
): Promise<number> {
  // One row per (order, request) in the statement, its newest version: a row is changed once.
  const newest = new Map<string, { orderId: string; r: PlatformReturnRequest }>();
  for (const order of orders) {
    for (const r of order.returnRequests) {
      const key = `${order.platformOrderId}\u0000${r.platformReturnId}`;
      const seen = newest.get(key);
      if (!seen || r.updateTime > seen.r.updateTime) {
        newest.set(key, { orderId: order.platformOrderId, r });
      }
    }
  }
  const rows = [...newest.values()];
  if (rows.length === 0) return 0;
  const written = await run.rows<{ id: number }>(Prisma.sql`
    INSERT INTO order_return_requests AS rr
      (enterprise_id, order_id, platform_return_id, kind, platform_status, reason,
       buyer_tracking_number, requested_at, platform_updated_at, created_at, updated_at)
    SELECT o.enterprise_id, o.id, t.return_id, t.kind, t.status, NULLIF(t.reason, ''),
           NULLIF(t.tracking, ''), t.requested_at, t.updated_at, now(), now()
      FROM unnest(${rows.map((x) => clip(x.orderId, 100))}::text[],
                  ${rows.map((x) => clip(x.r.platformReturnId, 100))}::text[],
                  ${rows.map((x) => x.r.kind)}::int[],
                  ${rows.map((x) => clip(x.r.platformStatus, 60))}::text[],
                  ${rows.map((x) => clip(x.r.reason, 2000))}::text[],
                  ${rows.map((x) => clip(x.r.buyerTrackingNumber, 100))}::text[],
                  ${rows.map((x) => x.r.requestedAt.toISOString())}::timestamptz[],
                  ${rows.map((x) => x.r.updateTime.toISOString())}::timestamptz[])
           AS t(platform_order_id, return_id, kind, status, reason, tracking, requested_at,
                updated_at)
      JOIN orders o
        ON o.enterprise_id = ${shop.enterpriseId} AND o.platform_shop_id = ${shop.id}
       AND o.platform_order_id = t.platform_order_id
    ON CONFLICT (order_id, platform_return_id) DO UPDATE
       SET kind = EXCLUDED.kind, platform_status = EXCLUDED.platform_status,
           reason = COALESCE(EXCLUDED.reason, rr.reason),
           buyer_tracking_number = COALESCE(EXCLUDED.buyer_tracking_number,
                                            rr.buyer_tracking_number),
           requested_at = EXCLUDED.requested_at,
           platform_updated_at = EXCLUDED.platform_updated_at, updated_at = now()
     WHERE rr.enterprise_id = ${shop.enterpriseId}
       AND rr.platform_updated_at < EXCLUDED.platform_updated_at
    RETURNING rr.id`);
  return written.length;
}
