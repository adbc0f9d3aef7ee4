import {
  and,
  containsPattern,
  createdWithin,
  sqlRunner,
  USER_NAME_SQL,
  type TenantDb,
} from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { findPage } from '@/lib/domain/shared/find-page';
import { parseSort } from '@/lib/domain/shared/list-query';
import { bangkokTodayStart, isLate } from '@/lib/domain/purchasing/late';
import {
  PO_STATUS,
  type PoListQuery,
  type PoRow,
  type PoSortField,
} from '@/lib/domain/purchasing/schemas';
import { grandTotalOf } from '@/lib/domain/purchasing/totals';

// GET /api/v1/wms/po: the enterprise's purchase orders, newest first, with their partner,
// storage, totals and how much of them came in. Filters: a range of PO numbers (inclusive,
// in number order: the numbers are fixed width, so their byte order is their order), a
// partner, statuses, Bangkok days of creation, late ones, and q (number, partner, note).

interface Row {
  id: number;
  po_number: string;
  status: number;
  partner_id: number;
  partner_name: string;
  storage_id: number;
  storage_name: string;
  expected_at: Date | null;
  total: string;
  lines_count: number;
  quantity_ordered: number;
  quantity_received: number;
  has_attachment: boolean;
  created_at: Date;
  created_by_name: string;
}

const SORT_SQL: Record<PoSortField, Prisma.Sql> = {
  created_at: Prisma.sql`po.created_at`,
  po_number: Prisma.sql`po.po_number COLLATE "C"`,
  expected_at: Prisma.sql`po.expected_at`,
};

function whereOf(enterpriseId: number, q: PoListQuery, now: Date): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`po.enterprise_id = ${enterpriseId}`];
  if (q.po_from) parts.push(Prisma.sql`po.po_number COLLATE "C" >= ${q.po_from}`);
  if (q.po_to) parts.push(Prisma.sql`po.po_number COLLATE "C" <= ${q.po_to}`);
  if (q.partner_id) parts.push(Prisma.sql`po.partner_id = ${q.partner_id}`);
  if (q.status?.length) parts.push(Prisma.sql`po.status = ANY(${q.status}::int[])`);
  parts.push(...createdWithin('po.created_at', q.start_date, q.end_date));
  if (q.late === 1)
    parts.push(Prisma.sql`po.status IN (${PO_STATUS.Approved}, ${PO_STATUS.PartiallyReceived})
      AND po.expected_at < ${bangkokTodayStart(now)}`);
  if (q.q) {
    const like = containsPattern(q.q);
    parts.push(Prisma.sql`(po.po_number ILIKE ${like} OR pa.company_name ILIKE ${like}
      OR po.note ILIKE ${like})`);
  }
  return and(parts);
}

export async function listPos(
  db: TenantDb,
  enterpriseId: number,
  query: PoListQuery,
  now: Date = new Date(),
): Promise<{ rows: PoRow[]; total: number }> {
  const run = sqlRunner(db);
  const where = whereOf(enterpriseId, query, now);
  const sort = parseSort(query.sort, '-created_at');
  const dir = Prisma.raw(sort.desc ? 'DESC' : 'ASC');
  const nulls = Prisma.raw(sort.field === 'expected_at' ? 'NULLS LAST' : '');
  const { rows, total } = await findPage(query, {
    rows: ({ skip, take }) =>
      run.rows<Row>(Prisma.sql`
        SELECT po.id, po.po_number, po.status::int AS status,
               po.partner_id, pa.company_name AS partner_name,
               po.storage_id, s.name AS storage_name,
               po.expected_at, po.total::text AS total,
               l.lines_count, l.quantity_ordered, l.quantity_received,
               po.attachment_key IS NOT NULL AS has_attachment,
               po.created_at, ${USER_NAME_SQL} AS created_by_name
          FROM purchase_orders po
          JOIN partners pa ON pa.id = po.partner_id
          JOIN storages s ON s.id = po.storage_id
          JOIN users u ON u.id = po.created_by_id
          CROSS JOIN LATERAL (
            SELECT count(*)::int AS lines_count,
                   COALESCE(sum(pl.quantity), 0)::int AS quantity_ordered,
                   COALESCE(sum(pl.received_quantity), 0)::int AS quantity_received
              FROM purchase_order_lines pl
             WHERE pl.purchase_order_id = po.id) l
         WHERE ${where}
         ORDER BY ${SORT_SQL[sort.field]} ${dir} ${nulls}, po.id ${dir}
         LIMIT ${take} OFFSET ${skip}`),
    total: async () => {
      const [row] = await run.rows<{ n: number }>(Prisma.sql`
        SELECT count(*)::int AS n
          FROM purchase_orders po
          JOIN partners pa ON pa.id = po.partner_id
         WHERE ${where}`);
      return row!.n;
    },
  });
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      po_number: r.po_number,
      status: r.status,
      partner_id: r.partner_id,
      partner_name: r.partner_name,
      storage_id: r.storage_id,
      storage_name: r.storage_name,
      expected_at: r.expected_at ? new Date(r.expected_at).toISOString() : null,
      late: isLate(r.status, r.expected_at ? new Date(r.expected_at) : null, now),
      total: fixed2(r.total),
      grand_total: grandTotalOf(fixed2(r.total)),
      lines_count: r.lines_count,
      quantity_ordered: r.quantity_ordered,
      quantity_received: r.quantity_received,
      has_attachment: r.has_attachment,
      created_at: new Date(r.created_at).toISOString(),
      created_by_name: r.created_by_name,
    })),
  };
}

/** numeric(14,2) as text already has two places; kept safe for "12" or "12.5". */
function fixed2(text: string): string {
  const [whole, frac = ''] = text.split('.');
  return `${whole}.${frac.padEnd(2, '0').slice(0, 2)}`;
}
