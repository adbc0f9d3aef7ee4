import { findPage } from '@/lib/domain/shared/find-page';
import { sqlRunner, type TenantDb, createdWithin, USER_NAME_SQL } from '@/lib/db';
import {
  orderOrOwnNumber,
  type PackingListQuery,
  type PackingRow,
} from '@/lib/domain/packing/shared';
import { Prisma } from '@/lib/generated/prisma/client';
import { VIDEO_STATUS } from '@/lib/domain/packing/video';

// GET /api/v1/packings: packings newest first (created_at, id: the index
// packings_enterprise_id_created_at_id_idx), filtered by Bangkok days (at most 31:
// order.dateRangeTooLong), status, kind, line, user, storage and order. One statement per
// page and one count; the line totals come from each packing's own lines. The date range
// is optional: order_id alone lists every packing of that order (the order detail's card).
// video_size is the size written when the video's upload completed.

function filters(e: number, q: PackingListQuery): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`p.enterprise_id = ${e}`];
  parts.push(...createdWithin('p.created_at', q.start_date, q.end_date));
  if (q.status !== undefined) parts.push(Prisma.sql`p.status = ${q.status}`);
  if (q.kind !== undefined) parts.push(Prisma.sql`p.kind = ${q.kind}`);
  if (q.line !== undefined) parts.push(Prisma.sql`p.line = ${q.line}`);
  if (q.user_id !== undefined) parts.push(Prisma.sql`p.user_id = ${q.user_id}`);
  if (q.storage_id !== undefined) parts.push(Prisma.sql`p.storage_id = ${q.storage_id}`);
  if (q.order_id !== undefined) parts.push(Prisma.sql`p.order_id = ${q.order_id}`);
  if (q.order_number !== undefined)
    parts.push(orderOrOwnNumber(e, 'p.order_id', 'p.packing_number', q.order_number));
  return Prisma.join(parts, ' AND ');
}

interface Row extends Omit<PackingRow, 'created_at' | 'closed_at'> {
  created_at: Date;
  closed_at: Date | null;
}

export async function listPackings(
  db: TenantDb,
  enterpriseId: number,
  q: PackingListQuery,
): Promise<{ rows: PackingRow[]; total: number }> {
  const e = enterpriseId;
  const where = filters(e, q);
  const { rows, total } = await findPage(q, {
    rows: ({ skip, take }) =>
      sqlRunner(db).rows<Row>(Prisma.sql`
        SELECT p.id::int AS id, p.packing_number, p.kind::int AS kind, p.status::int AS status,
               p.order_id::int AS order_id, o.order_number, o.status::int AS order_status,
               p.storage_id::int AS storage_id, s.name AS storage_name,
               p.user_id::int AS user_id,
               ${USER_NAME_SQL}
                 AS user_name,
               p.line, p.video_key, p.video_status::int AS video_status,
               CASE WHEN p.video_status = ${VIDEO_STATUS.uploaded} THEN p.video_size::float8 END
                 AS video_size,
               COALESCE(t.ordered, 0)::int AS units_ordered,
               COALESCE(t.scanned, 0)::int AS units_scanned,
               p.created_at, p.closed_at
          FROM packings p
          JOIN orders o ON o.id = p.order_id AND o.enterprise_id = ${e}
          JOIN storages s ON s.id = p.storage_id AND s.enterprise_id = ${e}
          JOIN users u ON u.id = p.user_id AND u.enterprise_id = ${e}
          LEFT JOIN LATERAL (
            SELECT SUM(l.ordered) AS ordered, SUM(l.scanned) AS scanned
              FROM packing_lines l WHERE l.packing_id = p.id AND l.enterprise_id = ${e}) t ON true
         WHERE ${where}
         ORDER BY p.created_at DESC, p.id DESC
         LIMIT ${take} OFFSET ${skip}`),
    total: async () =>
      (
        await sqlRunner(db).rows<{ total: number }>(
          Prisma.sql`SELECT count(*)::int AS total FROM packings p WHERE ${where}`,
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
