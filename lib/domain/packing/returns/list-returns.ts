import { findPage } from '@/lib/domain/shared/find-page';
import { sqlRunner, type TenantDb, createdWithin, USER_NAME_SQL } from '@/lib/db';
import { orderOrOwnNumber } from '@/lib/domain/packing/shared';
import { Prisma } from '@/lib/generated/prisma/client';
import { BILL_KIND } from '@/lib/domain/wms/inventory/shared';
import type { ReturnListQuery, ReturnRow } from '@/lib/domain/packing/returns/list-schemas';

// GET /api/v2/packings/return: returns newest first (created_at, id: the index
// returns_enterprise_id_created_at_id_idx), filtered by the Bangkok days they were received
// (at most 31: order.dateRangeTooLong), status and order (or return) number. One statement
// per page and one count; the totals come from each return's own lines, the bill from the
// return packing's RET bill.

function filters(e: number, q: ReturnListQuery): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`r.enterprise_id = ${e}`];
  parts.push(...createdWithin('r.created_at', q.start_date, q.end_date));
  if (q.status !== undefined) parts.push(Prisma.sql`r.status = ${q.status}`);
  if (q.order_number !== undefined)
    parts.push(orderOrOwnNumber(e, 'r.order_id', 'r.return_number', q.order_number));
  return Prisma.join(parts, ' AND ');
}

interface Row extends Omit<ReturnRow, 'created_at' | 'closed_at'> {
  created_at: Date;
  closed_at: Date | null;
}

export async function listReturns(
  db: TenantDb,
  enterpriseId: number,
  q: ReturnListQuery,
): Promise<{ rows: ReturnRow[]; total: number }> {
  const e = enterpriseId;
  const where = filters(e, q);
  const { rows, total } = await findPage(q, {
    rows: ({ skip, take }) =>
      sqlRunner(db).rows<Row>(Prisma.sql`
        SELECT r.id::int AS id, r.return_number, r.status::int AS status,
               r.order_id::int AS order_id, o.order_number, o.status::int AS order_status,
               r.packing_id::int AS packing_id, b.bill_number, r.reason,
               r.created_by_id::int AS user_id,
               ${USER_NAME_SQL}
                 AS user_name,
               r.created_at, r.closed_at,
               COALESCE(t.good, 0)::int AS good, COALESCE(t.broken, 0)::int AS broken,
               COALESCE(t.lost, 0)::int AS lost, COALESCE(t.other, 0)::int AS other
          FROM returns r
          JOIN orders o ON o.id = r.order_id AND o.enterprise_id = ${e}
          JOIN users u ON u.id = r.created_by_id AND u.enterprise_id = ${e}
          LEFT JOIN LATERAL (
            SELECT SUM(l.good) AS good, SUM(l.broken) AS broken, SUM(l.lost) AS lost,
                   SUM(l.other) AS other
              FROM return_lines l WHERE l.return_id = r.id AND l.enterprise_id = ${e}) t ON true
          LEFT JOIN LATERAL (
            SELECT x.bill_number FROM inventory_bills x
             WHERE x.enterprise_id = ${e} AND x.packing_id = r.packing_id
               AND x.kind = ${BILL_KIND.Return}
             ORDER BY x.id DESC LIMIT 1) b ON true
         WHERE ${where}
         ORDER BY r.created_at DESC, r.id DESC
         LIMIT ${take} OFFSET ${skip}`),
    total: async () =>
      (
        await sqlRunner(db).rows<{ total: number }>(
          Prisma.sql`SELECT count(*)::int AS total FROM returns r WHERE ${where}`,
        )
      )[0]?.total ?? 0,
  });
  return {
    rows: rows.map((r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      closed_at: r.closed_at ? r.closed_at.toISOString() : null,
    })),
    total,
  };
}
