import { readRows } from '@/lib/db/raw-read';
import type { TenantDb } from '@/lib/db/tenant';
import { Prisma } from '@/lib/generated/prisma/client';
import { pageWindow, parseSort } from '@/lib/http/list-query';
import { and, containsPattern } from '@/lib/domain/catalog/sql';
import type {
  HistoryHead,
  HistoryQuery,
  HistorySortField,
} from '@/lib/domain/wms/inventory/read-schemas';
import { billImageUrl, isoText } from '@/lib/domain/wms/inventory/read-serializers';
import { bangkokRange } from '@/lib/time/bangkok-days';

// Bill history (POST /api/v1/wms/inventory/history): the heads of stock bills, newest
// first, filtered by Bangkok days, kind, storage, product, user and bill number, with
// each bill's line count and units summed from its ledger rows (only for the page).

/** A user as bills name them: full name, else username (alias u). */
export const USER_NAME_SQL = Prisma.sql`COALESCE(NULLIF(btrim(u.first_name || ' ' || u.last_name), ''), u.username)`;

const SORT_SQL: Record<HistorySortField, Prisma.Sql> = {
  created_at: Prisma.sql`bi.created_at`,
  bill_number: Prisma.sql`bi.bill_number`,
};

interface HeadSqlRow extends Omit<HistoryHead, 'CreateAt' | 'BillImage'> {
  created_at: Date;
  bill_image_key: string | null;
}

function historyWhere(enterpriseId: number, query: HistoryQuery): Prisma.Sql {
  const e = enterpriseId;
  const parts: Prisma.Sql[] = [Prisma.sql`bi.enterprise_id = ${e}`];
  const range = bangkokRange(query.start_date, query.end_date);
  if (range?.gte) parts.push(Prisma.sql`bi.created_at >= ${range.gte}`);
  if (range?.lt) parts.push(Prisma.sql`bi.created_at < ${range.lt}`);
  if (query.kind) parts.push(Prisma.sql`bi.kind = ${query.kind}`);
  if (query.user_id) parts.push(Prisma.sql`bi.user_id = ${query.user_id}`);
  if (query.bill_number)
    parts.push(Prisma.sql`bi.bill_number ILIKE ${containsPattern(query.bill_number)}`);
  if (query.storage_id)
    parts.push(Prisma.sql`(bi.from_storage_id = ${query.storage_id}
      OR bi.to_storage_id = ${query.storage_id}
      OR EXISTS (SELECT 1 FROM inventory_ledgers l
                  WHERE l.bill_id = bi.id AND l.enterprise_id = ${e}
                    AND l.storage_id = ${query.storage_id}))`);
  if (query.product_id)
    parts.push(Prisma.sql`EXISTS (SELECT 1 FROM inventory_ledgers l
                  WHERE l.bill_id = bi.id AND l.enterprise_id = ${e}
                    AND l.wms_product_id = ${query.product_id})`);
  return and(parts);
}

export async function listBillHistory(
  db: TenantDb,
  enterpriseId: number,
  query: HistoryQuery,
): Promise<{ rows: HistoryHead[]; total: number }> {
  const e = enterpriseId;
  const where = historyWhere(e, query);
  const sort = parseSort(query.sort, '-created_at');
  const dir = Prisma.raw(sort.desc ? 'DESC' : 'ASC');
  const { skip, take } = pageWindow(query);
  const [rows, count] = await Promise.all([
    readRows<HeadSqlRow>(
      db,
      Prisma.sql`
        SELECT bi.id AS "ID", bi.bill_number AS "BillNumber", bi.kind::int AS "Kind",
               bi.note AS "Note", ${USER_NAME_SQL} AS "UserName", bi.user_id,
               bi.created_at, bi.bill_image_key,
               bi.from_storage_id, fs.name AS from_storage_name,
               bi.to_storage_id, ts.name AS to_storage_name, bi.order_id,
               agg.line_count, agg.units
          FROM inventory_bills bi
          JOIN users u ON u.id = bi.user_id
          LEFT JOIN storages fs ON fs.id = bi.from_storage_id AND fs.enterprise_id = ${e}
          LEFT JOIN storages ts ON ts.id = bi.to_storage_id AND ts.enterprise_id = ${e}
          CROSS JOIN LATERAL (
            SELECT GREATEST(count(*) FILTER (WHERE l.amount > 0),
                            count(*) FILTER (WHERE l.amount < 0))::int AS line_count,
                   GREATEST(COALESCE(SUM(l.amount) FILTER (WHERE l.amount > 0), 0),
                            COALESCE(-SUM(l.amount) FILTER (WHERE l.amount < 0), 0))::int AS units
              FROM inventory_ledgers l
             WHERE l.bill_id = bi.id AND l.enterprise_id = ${e}
          ) agg
         WHERE ${where}
         ORDER BY ${SORT_SQL[sort.field]} ${dir}, bi.id ${dir}
         LIMIT ${take} OFFSET ${skip}`,
    ),
    readRows<{ total: number }>(
      db,
      Prisma.sql`SELECT count(*)::int AS total FROM inventory_bills bi WHERE ${where}`,
    ),
  ]);
  return {
    rows: rows.map(({ created_at, bill_image_key, ...r }) => ({
      ...r,
      CreateAt: isoText(created_at),
      BillImage: billImageUrl(bill_image_key),
    })),
    total: count[0]?.total ?? 0,
  };
}
