import { findPage } from '@/lib/domain/shared/find-page';
import { sqlRunner, type TenantDb, and, containsPattern, USER_NAME_SQL } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { parseSort } from '@/lib/domain/shared/list-query';
import type {
  HistoryHead,
  HistoryQuery,
  HistorySortField,
} from '@/lib/domain/wms/inventory/reads/schemas';
import { billDayCountSql, billsInStorageSql } from '@/lib/domain/wms/inventory/reads/rollups';
import { billImageUrl, isoText } from '@/lib/domain/wms/inventory/reads/serializers';
import { systemNoteOf } from '@/lib/domain/wms/inventory/shared';
import { bangkokRange } from '@/lib/time/bangkok-days';

// Bill history (POST /api/v1/wms/inventory/history): the heads of stock bills, newest
// first, filtered by Bangkok days, kind, storage, product, user and bill number, with
// each bill's line count and units summed from its ledger rows (only for the page). The
// bills of a storage come from stock_bill_storages (one row per bill and storage it
// touches) and the total, when only days, kind and storage filter, from the rollups the
// database keeps (read-rollups.ts) rather than from counting a month of bills.

const SORT_SQL: Record<HistorySortField, Prisma.Sql> = {
  created_at: Prisma.sql`bi.created_at`,
  bill_number: Prisma.sql`bi.bill_number`,
};

interface HeadSqlRow extends Omit<
  HistoryHead,
  'CreateAt' | 'BillImage' | 'NoteKey' | 'NoteParams'
> {
  created_at: Date;
  bill_image_key: string | null;
  note_key: string | null;
  note_params: unknown;
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
    parts.push(Prisma.sql`bi.id IN (${billsInStorageSql(e, query.storage_id, range)})`);
  if (query.product_id)
    parts.push(Prisma.sql`EXISTS (SELECT 1 FROM inventory_ledgers l
                  WHERE l.bill_id = bi.id AND l.enterprise_id = ${e}
                    AND l.wms_product_id = ${query.product_id})`);
  return and(parts);
}

/**
 * The number of bills the filters give. Dates and kind only: summed from the bills per
 * day (stock_bill_day_counts, a few rows per day) instead of counting a month of bills;
 * with a storage as well: counted on the bill-storage index (stock_bill_storages).
 */
function totalSql(e: number, query: HistoryQuery, where: Prisma.Sql): Prisma.Sql {
  const onlyDatesAndKind = !query.user_id && !query.bill_number && !query.product_id;
  if (onlyDatesAndKind && !query.storage_id)
    return billDayCountSql(e, query.start_date, query.end_date, query.kind);
  if (onlyDatesAndKind && query.storage_id) {
    const range = bangkokRange(query.start_date, query.end_date);
    return Prisma.sql`
      SELECT count(*)::int AS total
        FROM (${billsInStorageSql(e, query.storage_id, range, query.kind)}) bs`;
  }
  return Prisma.sql`SELECT count(*)::int AS total FROM inventory_bills bi WHERE ${where}`;
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
  // The page's bills first, then their users, storages and ledger sums: for those rows
  // only, not for every bill the filters give before the sort.
  const { rows, total } = await findPage(query, {
    rows: ({ skip, take }) =>
      sqlRunner(db).rows<HeadSqlRow>(
        Prisma.sql`
        WITH page AS MATERIALIZED (
          SELECT bi.id, bi.bill_number, bi.kind, bi.note, bi.note_key, bi.note_params,
                 bi.user_id, bi.created_at,
                 bi.bill_image_key, bi.from_storage_id, bi.to_storage_id, bi.order_id,
                 bi.purchase_order_id
            FROM inventory_bills bi
           WHERE ${where}
           ORDER BY ${SORT_SQL[sort.field]} ${dir}, bi.id ${dir}
           LIMIT ${take} OFFSET ${skip}
        )
        SELECT bi.id AS "ID", bi.bill_number AS "BillNumber", bi.kind::int AS "Kind",
               bi.note AS "Note", bi.note_key, bi.note_params,
               ${USER_NAME_SQL} AS "UserName", bi.user_id,
               bi.created_at, bi.bill_image_key,
               bi.from_storage_id, fs.name AS from_storage_name,
               bi.to_storage_id, ts.name AS to_storage_name, bi.order_id,
               bi.purchase_order_id, po.po_number,
               agg.line_count, agg.units
          FROM page bi
          JOIN users u ON u.id = bi.user_id
          LEFT JOIN storages fs ON fs.id = bi.from_storage_id AND fs.enterprise_id = ${e}
          LEFT JOIN storages ts ON ts.id = bi.to_storage_id AND ts.enterprise_id = ${e}
          LEFT JOIN purchase_orders po
                 ON po.id = bi.purchase_order_id AND po.enterprise_id = ${e}
          CROSS JOIN LATERAL (
            SELECT GREATEST(count(*) FILTER (WHERE l.amount > 0),
                            count(*) FILTER (WHERE l.amount < 0))::int AS line_count,
                   GREATEST(COALESCE(SUM(l.amount) FILTER (WHERE l.amount > 0), 0),
                            COALESCE(-SUM(l.amount) FILTER (WHERE l.amount < 0), 0))::int AS units
              FROM inventory_ledgers l
             WHERE l.bill_id = bi.id AND l.enterprise_id = ${e}
          ) agg
         ORDER BY ${SORT_SQL[sort.field]} ${dir}, bi.id ${dir}`,
      ),
    total: async () =>
      (await sqlRunner(db).rows<{ total: number }>(totalSql(e, query, where)))[0]?.total ?? 0,
  });
  return {
    rows: rows.map(({ created_at, bill_image_key, note_key, note_params, ...r }) => ({
      ...r,
      ...systemNoteOf({ note_key, note_params }),
      CreateAt: isoText(created_at),
      BillImage: billImageUrl(bill_image_key),
    })),
    total,
  };
}
