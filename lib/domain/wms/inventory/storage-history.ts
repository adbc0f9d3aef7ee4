import { readRows } from '@/lib/db/raw-read';
import type { TenantDb } from '@/lib/db/tenant';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/http/errors';
import { pageWindow } from '@/lib/http/list-query';
import { and } from '@/lib/domain/catalog/sql';
import { USER_NAME_SQL } from '@/lib/domain/wms/inventory/history';
import { BILL_KIND } from '@/lib/domain/wms/inventory/kinds';
import type {
  StorageHistory,
  StorageHistoryQuery,
  StorageHistoryRow,
  StorageQuantitySummary,
} from '@/lib/domain/wms/inventory/read-schemas';
import { bangkokDaySql, isoText, reportPeriod } from '@/lib/domain/wms/inventory/read-serializers';

// Storage history (GET /api/v1/wms/inventory/history/storage): the ledger rows of a
// storage (or of every storage) over a report period, newest first and paged, with their
// QuantitySummary: per product, per storage and per Bangkok day and product, the units
// that came in, went out, were packed (kind 5) and the net. The summary is aggregated in
// PostgreSQL in one statement.

interface HistorySqlRow extends Omit<StorageHistoryRow, 'CreateAt' | 'id'> {
  id: string;
  created_at: Date;
}

const SUMS = Prisma.sql`
  COALESCE(SUM(k.amount) FILTER (WHERE k.amount > 0), 0)::int AS amount_in,
  COALESCE(-SUM(k.amount) FILTER (WHERE k.amount < 0), 0)::int AS amount_out,
  COALESCE(-SUM(k.amount) FILTER (WHERE k.kind = ${BILL_KIND.Packing}), 0)::int AS amount_packing,
  SUM(k.amount)::int AS net`;

/** A storage named in a report's query must be this enterprise's (else 404, like any id). */
export async function assertStorage(db: TenantDb, id: number | undefined): Promise<void> {
  if (id === undefined) return;
  const found = await db.storage.findFirst({ where: { id }, select: { id: true } });
  if (!found) throw new AppError('common.notFound', `storage ${id}`);
}

export async function storageHistory(
  db: TenantDb,
  enterpriseId: number,
  query: StorageHistoryQuery,
): Promise<StorageHistory> {
  const e = enterpriseId;
  const period = reportPeriod(query.start_date, query.end_date);
  await assertStorage(db, query.storage_id);
  const parts: Prisma.Sql[] = [
    Prisma.sql`l.enterprise_id = ${e}`,
    Prisma.sql`l.created_at >= ${period.gte}`,
    Prisma.sql`l.created_at < ${period.lt}`,
  ];
  if (query.storage_id) parts.push(Prisma.sql`l.storage_id = ${query.storage_id}`);
  if (query.product_id) parts.push(Prisma.sql`l.wms_product_id = ${query.product_id}`);
  const where = and(parts);
  const { skip, take } = pageWindow(query);

  const [rows, summary] = await Promise.all([
    readRows<HistorySqlRow>(
      db,
      Prisma.sql`
        SELECT l.id::text AS id, l.bill_id, bi.bill_number AS "BillNumber", bi.kind::int AS "Kind",
               l.wms_product_id AS product_id, p.name AS product_name, p.sku,
               l.storage_id, s.name AS storage_name, l.amount, l.balance_after,
               l.unit_cost::text AS unit_cost, l.user_id, ${USER_NAME_SQL} AS "UserName",
               l.created_at
          FROM inventory_ledgers l
          JOIN inventory_bills bi ON bi.id = l.bill_id AND bi.enterprise_id = ${e}
          JOIN wms_products p ON p.id = l.wms_product_id AND p.enterprise_id = ${e}
          JOIN storages s ON s.id = l.storage_id AND s.enterprise_id = ${e}
          JOIN users u ON u.id = l.user_id
         WHERE ${where}
         ORDER BY l.created_at DESC, l.id DESC
         LIMIT ${take} OFFSET ${skip}`,
    ),
    readRows<StorageQuantitySummary & { total: number }>(
      db,
      Prisma.sql`
        WITH moved AS (
          SELECT l.wms_product_id, l.storage_id, l.amount, bi.kind,
                 ${bangkokDaySql('l.created_at')} AS day, s.packing_line AS line
            FROM inventory_ledgers l
            JOIN inventory_bills bi ON bi.id = l.bill_id AND bi.enterprise_id = ${e}
            JOIN storages s ON s.id = l.storage_id AND s.enterprise_id = ${e}
           WHERE ${where}
        )
        SELECT
          (SELECT count(*)::int FROM moved) AS total,
          (SELECT COALESCE(json_agg(x ORDER BY x.product_name, x.product_id), '[]')
             FROM (SELECT k.wms_product_id AS product_id, p.name AS product_name, p.sku, ${SUMS}
                     FROM moved k
                     JOIN wms_products p ON p.id = k.wms_product_id AND p.enterprise_id = ${e}
                    GROUP BY k.wms_product_id, p.name, p.sku) x) AS detail_by_product,
          (SELECT COALESCE(json_agg(x ORDER BY x.storage_name, x.storage_id), '[]')
             FROM (SELECT k.storage_id, s.name AS storage_name, k.line, ${SUMS}
                     FROM moved k
                     JOIN storages s ON s.id = k.storage_id AND s.enterprise_id = ${e}
                    GROUP BY k.storage_id, s.name, k.line) x) AS detail_by_storage,
          (SELECT COALESCE(json_agg(x ORDER BY x.date, x.product_name, x.product_id), '[]')
             FROM (SELECT k.day AS date, k.wms_product_id AS product_id, p.name AS product_name,
                          p.sku, ${SUMS}
                     FROM moved k
                     JOIN wms_products p ON p.id = k.wms_product_id AND p.enterprise_id = ${e}
                    GROUP BY k.day, k.wms_product_id, p.name, p.sku) x) AS detail_by_date_by_product`,
    ),
  ]);
  const s = summary[0];
  return {
    histories: rows.map(({ id, created_at, ...r }) => ({
      id: Number(id),
      ...r,
      CreateAt: isoText(created_at),
    })),
    total: s?.total ?? 0,
    page: query.page,
    limit: query.limit,
    period: { start_date: period.start_date, end_date: period.end_date },
    QuantitySummary: {
      detail_by_product: s?.detail_by_product ?? [],
      detail_by_storage: s?.detail_by_storage ?? [],
      detail_by_date_by_product: s?.detail_by_date_by_product ?? [],
    },
  };
}
