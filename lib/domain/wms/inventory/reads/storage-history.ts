import { sqlRunner, type TenantDb, and, USER_NAME_SQL } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { pageWindow } from '@/lib/domain/shared/list-query';
import { BILL_KIND } from '@/lib/domain/wms/inventory/shared';
import type {
  StorageHistory,
  StorageHistoryQuery,
  StorageHistoryRow,
  StorageQuantitySummary,
} from '@/lib/domain/wms/inventory/reads/schemas';
import { ledgerDaysWhere, stockVersionSql } from '@/lib/domain/wms/inventory/reads/rollups';
import { nestByDate, type MovedOnDay } from '@/lib/domain/wms/inventory/reads/by-date';
import { servedSnapshot, type Versioned } from '@/lib/domain/wms/inventory/reads/snapshots';
import { bangkokDaySql, isoText, reportPeriod } from '@/lib/domain/wms/inventory/reads/serializers';

// Storage history (GET /api/v1/wms/inventory/history/storage): the ledger rows of a
// storage (or of every storage) over a report period, newest first and paged, with their
// QuantitySummary: per product, per storage and per Bangkok day and product, the units
// that came in, went out, were packed (kind 5) and the net. The summary is aggregated in
// PostgreSQL in one statement, from the ledger per day (stock_ledger_days) but for one
// product in every storage (from its ledger rows); it is the same on every page, so it is
// kept and served again while the storage's stock is unchanged (read-snapshots.ts), and
// kept as the JSON the route sends (storageHistoryJson).

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

/**
 * The QuantitySummary from the ledger as the database keeps it per day, storage, product
 * and kind (stock_ledger_days): a storage's month is a few thousand index entries, read
 * without the ledger rows or their bills. `total` is the ledger rows summed there.
 */
function summaryFromLedgerDays(
  e: number,
  query: StorageHistoryQuery,
  period: { start_date: string; end_date: string },
): Prisma.Sql {
  const product = query.product_id
    ? Prisma.sql`AND d.wms_product_id = ${query.product_id}`
    : Prisma.empty;
  const sums = Prisma.sql`
    sum(k.units_in)::int AS amount_in,
    sum(k.units_out)::int AS amount_out,
    COALESCE(sum(k.units_out - k.units_in) FILTER (WHERE k.kind = ${BILL_KIND.Packing}), 0)::int
      AS amount_packing,
    sum(k.units_in - k.units_out)::int AS net`;
  return Prisma.sql`
    WITH moved AS MATERIALIZED (
      SELECT d.wms_product_id, d.storage_id, d.day, d.kind, d.units_in, d.units_out, d.lines
        FROM stock_ledger_days d
       WHERE ${ledgerDaysWhere(e, query.storage_id, period.start_date, period.end_date)} ${product}
    ),
    by_product AS (
      SELECT k.wms_product_id, ${sums} FROM moved k GROUP BY k.wms_product_id
    ),
    by_storage AS (
      SELECT k.storage_id, ${sums} FROM moved k GROUP BY k.storage_id
    ),
    by_day AS (
      SELECT k.day, k.wms_product_id, ${sums} FROM moved k GROUP BY k.day, k.wms_product_id
    ),
    -- The products named once, with their place in name order: the lists below sort by
    -- it instead of comparing names (a collation) for every row of every day.
    named AS (
      SELECT p.id, p.name, p.sku, row_number() OVER (ORDER BY p.name, p.id) AS place
        FROM wms_products p
       WHERE p.enterprise_id = ${e}
         AND p.id = ANY(ARRAY(SELECT wms_product_id FROM by_product))
    )
    SELECT
      ${stockVersionSql(e, query.storage_id)} AS version,
      now() AS computed_at,
      (SELECT COALESCE(sum(k.lines), 0)::int FROM moved k) AS total,
      (SELECT COALESCE(json_agg(json_build_object(
                'product_id', g.wms_product_id, 'product_name', p.name, 'sku', p.sku,
                'amount_in', g.amount_in, 'amount_out', g.amount_out,
                'amount_packing', g.amount_packing, 'net', g.net) ORDER BY p.place), '[]')
         FROM by_product g JOIN named p ON p.id = g.wms_product_id) AS detail_by_product,
      (SELECT COALESCE(json_agg(x ORDER BY x.storage_name, x.storage_id), '[]')
         FROM (SELECT g.storage_id, s.name AS storage_name, s.packing_line AS line,
                      g.amount_in, g.amount_out, g.amount_packing, g.net
                 FROM by_storage g
                 JOIN storages s ON s.id = g.storage_id AND s.enterprise_id = ${e}) x)
        AS detail_by_storage,
      (SELECT COALESCE(json_agg(json_build_object(
                'date', to_char(g.day, 'YYYY-MM-DD'), 'product_id', g.wms_product_id,
                'product_name', p.name, 'sku', p.sku,
                'amount_in', g.amount_in, 'amount_out', g.amount_out,
                'amount_packing', g.amount_packing, 'net', g.net) ORDER BY g.day, p.place), '[]')
         FROM by_day g JOIN named p ON p.id = g.wms_product_id) AS detail_by_date_by_product`;
}

/**
 * The same summary from the ledger rows themselves: for one product in every storage,
 * whose ledger rows over a month are few and found by the (enterprise, product, time)
 * index, where stock_ledger_days would be read storage by storage.
 */
function summaryFromLedger(e: number, where: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    WITH moved AS (
      SELECT l.wms_product_id, l.storage_id, l.amount, bi.kind,
             ${bangkokDaySql('l.created_at')} AS day, s.packing_line AS line
        FROM inventory_ledgers l
        JOIN inventory_bills bi ON bi.id = l.bill_id AND bi.enterprise_id = ${e}
        JOIN storages s ON s.id = l.storage_id AND s.enterprise_id = ${e}
       WHERE ${where}
    )
    SELECT
      ${stockVersionSql(e, undefined)} AS version,
      now() AS computed_at,
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
                GROUP BY k.day, k.wms_product_id, p.name, p.sku) x) AS detail_by_date_by_product`;
}

interface SummaryRow extends Omit<StorageQuantitySummary, 'detail_by_date_by_product'> {
  detail_by_date_by_product: MovedOnDay[];
  total: number;
  version: string;
  computed_at: Date | string;
}

interface Summary {
  total: number;
  computed_at: string;
  /**
   * The QuantitySummary as UTF-8 JSON, made once when computed: a storage's month is a
   * few thousand rows (~600 kB), and every page of the screen answers it again as it is.
   */
  json: Uint8Array;
}

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

async function computeSummary(db: TenantDb, sql: Prisma.Sql): Promise<Versioned<Summary>> {
  const [row] = await sqlRunner(db).rows<SummaryRow>(sql);
  const summary: StorageQuantitySummary = {
    detail_by_product: row?.detail_by_product ?? [],
    detail_by_storage: row?.detail_by_storage ?? [],
    detail_by_date_by_product: nestByDate(row?.detail_by_date_by_product ?? []),
  };
  return {
    version: row?.version ?? '0',
    value: {
      total: row?.total ?? 0,
      computed_at: isoText(row?.computed_at ?? new Date()),
      json: utf8.encode(JSON.stringify(summary)),
    },
    weight:
      summary.detail_by_product.length +
      summary.detail_by_storage.length +
      (row?.detail_by_date_by_product.length ?? 0),
  };
}

type Head = Pick<StorageHistory, 'histories' | 'total' | 'page' | 'limit' | 'period'>;

async function readStorageHistory(
  db: TenantDb,
  enterpriseId: number,
  query: StorageHistoryQuery,
): Promise<{ head: Head; summary: Summary }> {
  const e = enterpriseId;
  const period = reportPeriod(query.start_date, query.end_date);
  const parts: Prisma.Sql[] = [
    Prisma.sql`l.enterprise_id = ${e}`,
    Prisma.sql`l.created_at >= ${period.gte}`,
    Prisma.sql`l.created_at < ${period.lt}`,
  ];
  if (query.storage_id) parts.push(Prisma.sql`l.storage_id = ${query.storage_id}`);
  if (query.product_id) parts.push(Prisma.sql`l.wms_product_id = ${query.product_id}`);
  const where = and(parts);
  const { skip, take } = pageWindow(query);
  const oneProductEverywhere = query.product_id !== undefined && query.storage_id === undefined;
  // The summary is the same on every page: kept and served again while the stock is
  // unchanged (read-snapshots.ts); the page of rows is read each time.
  const summaryKey = [
    'storage-history',
    e,
    query.storage_id ?? 0,
    query.product_id ?? 0,
    period.start_date,
    period.end_date,
  ].join(':');

  const [rows, summary] = await Promise.all([
    sqlRunner(db).rows<HistorySqlRow>(Prisma.sql`
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
         LIMIT ${take} OFFSET ${skip}`),
    servedSnapshot(
      db,
      e,
      query.storage_id,
      summaryKey,
      () =>
        computeSummary(
          db,
          oneProductEverywhere
            ? summaryFromLedger(e, where)
            : summaryFromLedgerDays(e, query, period),
        ),
      () => assertStorage(db, query.storage_id),
    ),
  ]);
  const head: Head = {
    histories: rows.map(({ id, created_at, ...r }) => ({
      id: Number(id),
      ...r,
      CreateAt: isoText(created_at),
    })),
    total: summary.total,
    page: query.page,
    limit: query.limit,
    period: { start_date: period.start_date, end_date: period.end_date },
  };
  return { head, summary };
}

export async function storageHistory(
  db: TenantDb,
  enterpriseId: number,
  query: StorageHistoryQuery,
): Promise<StorageHistory> {
  const { head, summary } = await readStorageHistory(db, enterpriseId, query);
  return {
    ...head,
    QuantitySummary: JSON.parse(fromUtf8.decode(summary.json)) as StorageQuantitySummary,
    computed_at: summary.computed_at,
  };
}

/**
 * The same answer as UTF-8 JSON (what GET .../history/storage sends as its Datum), with
 * the kept QuantitySummary copied in as it is rather than serialized again.
 */
export async function storageHistoryJson(
  db: TenantDb,
  enterpriseId: number,
  query: StorageHistoryQuery,
): Promise<Uint8Array> {
  const { head, summary } = await readStorageHistory(db, enterpriseId, query);
  // The head's object without its closing brace, then the summary, then the rest.
  const open = utf8.encode(`${JSON.stringify(head).slice(0, -1)},"QuantitySummary":`);
  const close = utf8.encode(`,"computed_at":${JSON.stringify(summary.computed_at)}}`);
  const out = new Uint8Array(open.length + summary.json.length + close.length);
  out.set(open, 0);
  out.set(summary.json, open.length);
  out.set(close, open.length + summary.json.length);
  return out;
}
