import { sqlRunner, type TenantDb, and } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { BILL_KIND } from '@/lib/domain/wms/inventory/shared';
import type {
  LinePack,
  LinePackQuery,
  LinePackV2,
  QuantitySummary,
} from '@/lib/domain/wms/inventory/reads/schemas';
import { bangkokDaySql, reportPeriod } from '@/lib/domain/wms/inventory/reads/serializers';

// What each packing line packed (GET /api/v1/wms/inventory/history/linepack and v2):
// the ledger rows of packing bills (kind 5) in the period, units packed = the negated
// amounts, grouped per product, per storage and line, per Bangkok day and product (v2:
// also per line and per day and line). A row's line is its storage's packing line (a
// packing-line staging storage, kind 2), else the line the packing was made on, else null.
// One statement: PostgreSQL aggregates, the app only reads the JSON.

const LINE_SQL = Prisma.sql`COALESCE(s.packing_line, pk.line)`;

function packedCte(enterpriseId: number, query: LinePackQuery, gte: Date, lt: Date) {
  const e = enterpriseId;
  const parts: Prisma.Sql[] = [
    Prisma.sql`bi.enterprise_id = ${e}`,
    Prisma.sql`bi.kind = ${BILL_KIND.Packing}`,
    Prisma.sql`bi.created_at >= ${gte}`,
    Prisma.sql`bi.created_at < ${lt}`,
  ];
  if (query.line) parts.push(Prisma.sql`${LINE_SQL} = ${query.line}`);
  if (query.storage_id) parts.push(Prisma.sql`l.storage_id = ${query.storage_id}`);
  return Prisma.sql`
    packed AS (
      SELECT l.wms_product_id, l.storage_id, -l.amount AS units, bi.id AS bill_id,
             ${bangkokDaySql('bi.created_at')} AS day, ${LINE_SQL} AS line
        FROM inventory_bills bi
        JOIN inventory_ledgers l ON l.bill_id = bi.id AND l.enterprise_id = ${e}
        JOIN storages s ON s.id = l.storage_id AND s.enterprise_id = ${e}
        LEFT JOIN packings pk ON pk.id = bi.packing_id AND pk.enterprise_id = ${e}
       WHERE ${and(parts)}
    )`;
}

const SUMMARY_COLUMNS = (e: number) => Prisma.sql`
  (SELECT COALESCE(json_agg(x ORDER BY x.amount_packing DESC, x.product_name, x.product_id), '[]')
     FROM (SELECT k.wms_product_id AS product_id, p.name AS product_name, p.sku,
                  SUM(k.units)::int AS amount_packing
             FROM packed k JOIN wms_products p ON p.id = k.wms_product_id AND p.enterprise_id = ${e}
            GROUP BY k.wms_product_id, p.name, p.sku) x) AS detail_by_product,
  (SELECT COALESCE(json_agg(x ORDER BY x.line NULLS LAST, x.storage_name, x.storage_id), '[]')
     FROM (SELECT k.storage_id, s.name AS storage_name, k.line,
                  SUM(k.units)::int AS amount_packing
             FROM packed k JOIN storages s ON s.id = k.storage_id AND s.enterprise_id = ${e}
            GROUP BY k.storage_id, s.name, k.line) x) AS detail_by_storage,
  (SELECT COALESCE(json_agg(x ORDER BY x.date, x.amount_packing DESC, x.product_id), '[]')
     FROM (SELECT k.day AS date, k.wms_product_id AS product_id, p.name AS product_name, p.sku,
                  SUM(k.units)::int AS amount_packing
             FROM packed k JOIN wms_products p ON p.id = k.wms_product_id AND p.enterprise_id = ${e}
            GROUP BY k.day, k.wms_product_id, p.name, p.sku) x) AS detail_by_date_by_product`;

const LINE_COLUMNS = Prisma.sql`
  (SELECT COALESCE(json_agg(x ORDER BY x.line NULLS LAST), '[]')
     FROM (SELECT k.line, SUM(k.units)::int AS amount_packing,
                  count(DISTINCT k.bill_id)::int AS bills
             FROM packed k GROUP BY k.line) x) AS detail_by_line,
  (SELECT COALESCE(json_agg(x ORDER BY x.date, x.line NULLS LAST), '[]')
     FROM (SELECT k.day AS date, k.line, SUM(k.units)::int AS amount_packing
             FROM packed k GROUP BY k.day, k.line) x) AS detail_by_date_by_line`;

type LineColumns = Pick<LinePackV2, 'detail_by_line' | 'detail_by_date_by_line'>;

async function readLinePack(
  db: TenantDb,
  enterpriseId: number,
  query: LinePackQuery,
  withLines: boolean,
): Promise<LinePackV2> {
  const period = reportPeriod(query.start_date, query.end_date);
  const [row] = await sqlRunner(db).rows<QuantitySummary & Partial<LineColumns>>(Prisma.sql`
      WITH ${packedCte(enterpriseId, query, period.gte, period.lt)}
      SELECT ${SUMMARY_COLUMNS(enterpriseId)}
             ${withLines ? Prisma.sql`, ${LINE_COLUMNS}` : Prisma.empty}`);
  return {
    period: { start_date: period.start_date, end_date: period.end_date },
    detail_by_product: row?.detail_by_product ?? [],
    detail_by_storage: row?.detail_by_storage ?? [],
    detail_by_date_by_product: row?.detail_by_date_by_product ?? [],
    detail_by_line: row?.detail_by_line ?? [],
    detail_by_date_by_line: row?.detail_by_date_by_line ?? [],
  };
}

export async function linePackSummary(
  db: TenantDb,
  enterpriseId: number,
  query: LinePackQuery,
): Promise<LinePack> {
  const full = await readLinePack(db, enterpriseId, query, false);
  return {
    period: full.period,
    detail_by_product: full.detail_by_product,
    detail_by_storage: full.detail_by_storage,
    detail_by_date_by_product: full.detail_by_date_by_product,
  };
}

export async function linePackSummaryV2(
  db: TenantDb,
  enterpriseId: number,
  query: LinePackQuery,
): Promise<LinePackV2> {
  return readLinePack(db, enterpriseId, query, true);
}
