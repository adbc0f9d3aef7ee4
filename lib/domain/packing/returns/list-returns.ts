import { findPage } from '@/lib/domain/shared/find-page';
import { sqlRunner, type TenantDb, createdWithin, USER_NAME_SQL } from '@/lib/db';
import { orderOrOwnNumber } from '@/lib/domain/packing/shared';
import { Prisma } from '@/lib/generated/prisma/client';
import { BILL_KIND } from '@/lib/domain/wms/inventory/shared';
import { VIDEO_STATUS } from '@/lib/domain/packing/video/limits';
import { fileUrl } from '@/lib/storage/file-field';
import type { ReturnListQuery, ReturnRow } from '@/lib/domain/packing/returns/list-schemas';

// GET /api/v2/packings/return: returns newest first (created_at, id: the index
// returns_enterprise_id_created_at_id_idx), filtered by the Bangkok days they were received
// (at most 31: order.dateRangeTooLong), status and order (or return) number. One statement
// per page and one count; the totals come from each return's own lines, valued at the cost
// the units left with; the bill is the return's RET bill; the video its own upload or the
// return packing's recording.

function filters(e: number, q: ReturnListQuery): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`r.enterprise_id = ${e}`];
  parts.push(...createdWithin('r.created_at', q.start_date, q.end_date));
  if (q.status !== undefined) parts.push(Prisma.sql`r.status = ${q.status}`);
  if (q.order_number !== undefined)
    parts.push(orderOrOwnNumber(e, 'r.order_id', 'r.return_number', q.order_number));
  return Prisma.join(parts, ' AND ');
}

interface Row extends Omit<ReturnRow, 'created_at' | 'closed_at' | 'video_url'> {
  created_at: Date;
  closed_at: Date | null;
  video_key: string | null;
  video_packing_id: number | null;
}

/** Where the return's unboxing video plays: its own upload, else the return packing's recording. */
function videoUrl(videoKey: string | null, packingId: number | null): string | null {
  if (videoKey) return fileUrl(videoKey);
  return packingId ? `/api/v1/packings/${packingId}/video` : null;
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
               COALESCE(t.lost, 0)::int AS lost, COALESCE(t.other, 0)::int AS other,
               COALESCE(t.good_value, 0)::numeric(14, 2)::text AS good_value,
               COALESCE(t.loss_value, 0)::numeric(14, 2)::text AS loss_value,
               r.video_key, vp.id::int AS video_packing_id
          FROM returns r
          JOIN orders o ON o.id = r.order_id AND o.enterprise_id = ${e}
          JOIN users u ON u.id = r.created_by_id AND u.enterprise_id = ${e}
          LEFT JOIN LATERAL (
            SELECT SUM(l.good) AS good, SUM(l.broken) AS broken, SUM(l.lost) AS lost,
                   SUM(l.other) AS other, SUM(l.good * c.unit_cost) AS good_value,
                   SUM((l.broken + l.lost + l.other) * c.unit_cost) AS loss_value
              FROM return_lines l
              LEFT JOIN LATERAL (
                -- the cost the units left with (left-with-cost.ts), else today's average
                SELECT COALESCE(
                         (SELECT SUM(-g.amount * g.unit_cost) / NULLIF(SUM(-g.amount), 0)
                            FROM inventory_bills ob
                            JOIN inventory_ledgers g ON g.bill_id = ob.id AND g.enterprise_id = ${e}
                           WHERE ob.enterprise_id = ${e} AND ob.order_id = r.order_id
                             AND ob.kind <> ${BILL_KIND.Return} AND g.amount < 0
                             AND g.wms_product_id = l.wms_product_id),
                         (SELECT w.avg_cost FROM wms_products w
                           WHERE w.id = l.wms_product_id AND w.enterprise_id = ${e}),
                         0) AS unit_cost) c ON true
             WHERE l.return_id = r.id AND l.enterprise_id = ${e}) t ON true
          LEFT JOIN LATERAL (
            -- the return's RET bill: the return packing's, or (received in one call) the
            -- order's return bill written when it was received
            SELECT x.bill_number FROM inventory_bills x
             WHERE x.enterprise_id = ${e} AND x.order_id = r.order_id
               AND x.kind = ${BILL_KIND.Return} AND x.created_at >= r.created_at
               AND (r.packing_id IS NULL OR x.packing_id = r.packing_id)
             ORDER BY x.id DESC LIMIT 1) b ON true
          LEFT JOIN LATERAL (
            SELECT p.id FROM packings p
             WHERE p.id = r.packing_id AND p.enterprise_id = ${e} AND p.video_status = ${VIDEO_STATUS.uploaded}
          ) vp ON true
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
    rows: rows.map(({ video_key, video_packing_id, ...r }) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      closed_at: r.closed_at ? r.closed_at.toISOString() : null,
      video_url: videoUrl(video_key, video_packing_id),
    })),
    total,
  };
}
