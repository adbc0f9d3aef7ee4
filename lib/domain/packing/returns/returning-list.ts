import { sqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import { findPage } from '@/lib/domain/shared/find-page';
import type {
  ReturningListQuery,
  ReturningRow,
} from '@/lib/domain/packing/returns/returning-schemas';

// GET /api/v2/orders/returning: orders at 998 (Returning), oldest first, so the parcel that
// has been on its way longest is looked for first. Each row carries the platform's newest
// return request of the order (lateral, one index read per row: order_return_requests
// (order_id, ...)), and the time it started returning: the request's, else the order's
// move to 998 on its timeline. A page reads the orders by the status index.

function filters(e: number, q: ReturningListQuery): Prisma.Sql {
  const parts = [
    Prisma.sql`o.enterprise_id = ${e}`,
    Prisma.sql`o.status = ${ORDER_STATUS.Returning}`,
  ];
  if (q.platform !== undefined) parts.push(Prisma.sql`o.platform = ${q.platform}`);
  if (q.search !== undefined) {
    const s = q.search;
    parts.push(Prisma.sql`(o.order_number = ${s} OR o.platform_order_id = ${s}
      OR o.tracking_number = ${s}
      OR EXISTS (SELECT 1 FROM order_return_requests x
                  WHERE x.order_id = o.id AND x.enterprise_id = ${e}
                    AND x.buyer_tracking_number = ${s}))`);
  }
  return Prisma.join(parts, ' AND ');
}

interface Row extends Omit<ReturningRow, 'returning_since'> {
  returning_since: Date;
}

export async function listReturning(
  db: TenantDb,
  enterpriseId: number,
  q: ReturningListQuery,
): Promise<{ rows: ReturningRow[]; total: number }> {
  const e = enterpriseId;
  const where = filters(e, q);
  const run = sqlRunner(db);
  const { rows, total } = await findPage(q, {
    rows: ({ skip, take }) =>
      run.rows<Row>(Prisma.sql`
        SELECT o.id::int AS order_id, o.order_number, o.platform::int AS platform,
               o.platform_order_id, s.name AS shop_name, o.recipient_name, o.tracking_number,
               COALESCE(rr.requested_at, ev.at, o.updated_at) AS returning_since,
               o.total::text AS total,
               (SELECT COALESCE(SUM(i.quantity), 0)::int FROM order_items i
                 WHERE i.order_id = o.id AND i.enterprise_id = ${e}) AS units,
               rr.kind::int AS request_kind, rr.reason AS request_reason,
               rr.platform_status AS request_status, rr.buyer_tracking_number
          FROM orders o
          LEFT JOIN platform_shops s ON s.id = o.platform_shop_id AND s.enterprise_id = ${e}
          LEFT JOIN LATERAL (
            SELECT r.kind, r.reason, r.platform_status, r.buyer_tracking_number, r.requested_at
              FROM order_return_requests r
             WHERE r.order_id = o.id AND r.enterprise_id = ${e}
             ORDER BY r.requested_at DESC, r.id DESC LIMIT 1) rr ON true
          LEFT JOIN LATERAL (
            SELECT max(x.created_at) AS at FROM order_events x
             WHERE x.order_id = o.id AND x.enterprise_id = ${e}
               AND x.to_status = ${ORDER_STATUS.Returning}) ev ON true
         WHERE ${where}
         ORDER BY 8 ASC, o.id ASC
         LIMIT ${take} OFFSET ${skip}`),
    total: async () =>
      (
        await run.rows<{ total: number }>(
          Prisma.sql`SELECT count(*)::int AS total FROM orders o WHERE ${where}`,
        )
      )[0]?.total ?? 0,
  });
  return {
    rows: rows.map((r) => ({ ...r, returning_since: r.returning_since.toISOString() })),
    total,
  };
}
