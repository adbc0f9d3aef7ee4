import { sqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import {
  describeRef,
  orderSelectSql,
  orderRefOf,
  PACKABLE,
  type IsClosedAnswer,
  type IsClosedInput,
} from '@/lib/domain/packing/shared';

/**
 * POST /api/v2/packings/check/isclosed: whether the order's packing is closed. The packing
 * looked at is the open one when there is one, else the latest closed one (cancelled
 * packings do not count); an order never packed answers closed: false, packing_id null.
 */
export async function isClosed(
  db: TenantDb,
  enterpriseId: number,
  input: IsClosedInput,
): Promise<IsClosedAnswer> {
  const e = enterpriseId;
  const ref = orderRefOf(input);
  const [row] = await sqlRunner(db).rows<{
    order_id: number;
    order_number: string;
    order_status: number;
    packing_id: number | null;
    packing_number: string | null;
    packing_status: number | null;
    closed_at: Date | null;
  }>(Prisma.sql`
      WITH ord AS (${orderSelectSql(e, ref, PACKABLE)})
      SELECT ord.id AS order_id, ord.order_number, ord.status AS order_status,
             p.id::int AS packing_id, p.packing_number, p.status::int AS packing_status,
             p.closed_at
        FROM ord
        LEFT JOIN LATERAL (
          SELECT id, packing_number, status, closed_at FROM packings
           WHERE enterprise_id = ${e} AND order_id = ord.id AND kind = 1 AND status IN (1, 2)
           ORDER BY (status = 1) DESC, id DESC
           LIMIT 1) p ON true`);
  if (!row) throw new AppError('order.notFound', describeRef(ref));
  return {
    order_id: row.order_id,
    order_number: row.order_number,
    order_status: row.order_status,
    closed: row.packing_status === 2,
    packing_id: row.packing_id,
    packing_number: row.packing_number,
    closed_at: row.closed_at ? row.closed_at.toISOString() : null,
  };
}
