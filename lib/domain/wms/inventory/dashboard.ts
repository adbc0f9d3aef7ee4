import { readRows } from '@/lib/db/raw-read';
import type { TenantDb } from '@/lib/db/tenant';
import { Prisma } from '@/lib/generated/prisma/client';
import { LOW_SQL, THRESHOLD_SQL } from '@/lib/domain/wms/inventory/balances';
import { BILL_KIND } from '@/lib/domain/wms/inventory/kinds';
import type { Dashboard, DashboardQuery } from '@/lib/domain/wms/inventory/read-schemas';
import { addDays, bangkokDaySql } from '@/lib/domain/wms/inventory/read-serializers';
import { assertStorage } from '@/lib/domain/wms/inventory/storage-history';
import { bangkokDayKey, dayStartUtc } from '@/lib/time/bangkok-days';

// The stock dashboard (GET /api/v1/wms/inventory/dashboard): what the stock is worth
// now, what is low, and how units moved over the last `days` Bangkok days. Two
// statements, each aggregated in PostgreSQL: one over the balances (index on
// enterprise_id, storage_id), one over the period's ledger rows (index on enterprise_id,
// created_at or enterprise_id, storage_id, created_at).
//
// Movements: `in` and `out` are the units that entered or left by anything but a
// transfer (stock in and out, packing, returns, adjustments); `move` the units
// transferred between storages or to and from users: each unit once, or with storage_id
// the units that entered or left that storage by transfer.

const LOW_STOCK_TOP = 20;
const TOP_MOVERS = 10;
const TRANSFER_KINDS = [BILL_KIND.Move, BILL_KIND.UserMove];

type BalanceFigures = Pick<
  Dashboard,
  'stock_value' | 'units' | 'products' | 'low_stock_count' | 'low_stock' | 'value_by_storage'
>;
type LedgerFigures = Pick<Dashboard, 'movements_per_day' | 'top_movers'>;

async function balanceFigures(
  db: TenantDb,
  e: number,
  storageId: number | undefined,
): Promise<BalanceFigures> {
  const inStorage = storageId ? Prisma.sql`AND b.storage_id = ${storageId}` : Prisma.empty;
  const [row] = await readRows<BalanceFigures>(
    db,
    Prisma.sql`
      WITH bal AS (
        SELECT b.id, b.wms_product_id, b.storage_id, b.balance, p.name AS product_name, p.sku,
               s.name AS storage_name, s.kind::int AS storage_kind,
               b.balance * p.avg_cost AS value,
               ${THRESHOLD_SQL} AS threshold, ${LOW_SQL} AS low
          FROM inventory_balances b
          JOIN wms_products p ON p.id = b.wms_product_id AND p.enterprise_id = ${e}
          JOIN storages s ON s.id = b.storage_id AND s.enterprise_id = ${e}
         WHERE b.enterprise_id = ${e} ${inStorage}
      )
      SELECT
        (SELECT ROUND(COALESCE(SUM(value), 0), 2)::text FROM bal) AS stock_value,
        (SELECT COALESCE(SUM(balance), 0)::int FROM bal) AS units,
        (SELECT count(DISTINCT wms_product_id)::int FROM bal WHERE balance > 0) AS products,
        (SELECT count(*)::int FROM bal WHERE low) AS low_stock_count,
        (SELECT COALESCE(json_agg(x ORDER BY x.threshold - x.balance DESC, x."ProductName", x."ID"), '[]') FROM (
           SELECT id AS "ID", wms_product_id AS product_id, product_name AS "ProductName", sku,
                  storage_id, storage_name AS "StorageName", balance, threshold
             FROM bal WHERE low
            ORDER BY threshold - balance DESC, product_name, id
            LIMIT ${LOW_STOCK_TOP}) x) AS low_stock,
        (SELECT COALESCE(json_agg(x ORDER BY x.value_num DESC, x."StorageName"), '[]') FROM (
           SELECT storage_id, storage_name AS "StorageName", storage_kind,
                  SUM(balance)::int AS units, ROUND(SUM(value), 2)::text AS value,
                  SUM(value) AS value_num
             FROM bal
            GROUP BY storage_id, storage_name, storage_kind
           HAVING SUM(balance) > 0) x) AS value_by_storage`,
  );
  return {
    ...row!,
    value_by_storage: row!.value_by_storage.map((v) => ({
      storage_id: v.storage_id,
      StorageName: v.StorageName,
      storage_kind: v.storage_kind,
      units: v.units,
      value: v.value,
    })),
  };
}

async function ledgerFigures(
  db: TenantDb,
  e: number,
  storageId: number | undefined,
  period: { start_date: string; end_date: string; gte: Date; lt: Date },
): Promise<LedgerFigures> {
  const inStorage = storageId ? Prisma.sql`AND l.storage_id = ${storageId}` : Prisma.empty;
  const transfer = Prisma.sql`k.kind = ANY(${TRANSFER_KINDS}::int[])`;
  const moveUnits = storageId
    ? Prisma.sql`SUM(abs(k.amount)) FILTER (WHERE ${transfer})`
    : Prisma.sql`SUM(k.amount) FILTER (WHERE ${transfer} AND k.amount > 0)`;
  const [row] = await readRows<LedgerFigures>(
    db,
    Prisma.sql`
      WITH moved AS (
        SELECT l.wms_product_id, l.amount, bi.kind::int AS kind,
               ${bangkokDaySql('l.created_at')} AS day
          FROM inventory_ledgers l
          JOIN inventory_bills bi ON bi.id = l.bill_id AND bi.enterprise_id = ${e}
         WHERE l.enterprise_id = ${e} ${inStorage}
           AND l.created_at >= ${period.gte} AND l.created_at < ${period.lt}
      ),
      per_day AS (
        SELECT k.day,
               COALESCE(SUM(k.amount) FILTER (WHERE NOT ${transfer} AND k.amount > 0), 0)::int AS units_in,
               COALESCE(-SUM(k.amount) FILTER (WHERE NOT ${transfer} AND k.amount < 0), 0)::int AS units_out,
               COALESCE(${moveUnits}, 0)::int AS units_move
          FROM moved k GROUP BY k.day
      ),
      days AS (
        SELECT to_char(d, 'YYYY-MM-DD') AS day
          FROM generate_series(${period.start_date}::date, ${period.end_date}::date,
                               interval '1 day') AS d
      )
      SELECT
        (SELECT json_agg(json_build_object('date', days.day,
                                           'in', COALESCE(pd.units_in, 0),
                                           'out', COALESCE(pd.units_out, 0),
                                           'move', COALESCE(pd.units_move, 0))
                         ORDER BY days.day)
           FROM days LEFT JOIN per_day pd ON pd.day = days.day) AS movements_per_day,
        (SELECT COALESCE(json_agg(x ORDER BY x.units_out DESC, x."ProductName", x.product_id), '[]')
           FROM (SELECT k.wms_product_id AS product_id, p.name AS "ProductName", p.sku,
                        (-SUM(k.amount))::int AS units_out
                   FROM moved k
                   JOIN wms_products p ON p.id = k.wms_product_id AND p.enterprise_id = ${e}
                  WHERE NOT ${transfer} AND k.amount < 0
                  GROUP BY k.wms_product_id, p.name, p.sku
                  ORDER BY units_out DESC, p.name, k.wms_product_id
                  LIMIT ${TOP_MOVERS}) x) AS top_movers`,
  );
  return { movements_per_day: row?.movements_per_day ?? [], top_movers: row?.top_movers ?? [] };
}

/** The last `days` Bangkok days, today included, as a half-open instant range. */
export function dashboardPeriod(days: number, now: Date = new Date()) {
  const end_date = bangkokDayKey(now);
  const start_date = addDays(end_date, -(days - 1));
  const gte = dayStartUtc(start_date)!;
  const lt = dayStartUtc(addDays(end_date, 1))!;
  return { start_date, end_date, gte, lt };
}

export async function stockDashboard(
  db: TenantDb,
  enterpriseId: number,
  query: DashboardQuery,
  now: Date = new Date(),
): Promise<Dashboard> {
  await assertStorage(db, query.storage_id);
  const period = dashboardPeriod(query.days, now);
  const [balances, ledger] = await Promise.all([
    balanceFigures(db, enterpriseId, query.storage_id),
    ledgerFigures(db, enterpriseId, query.storage_id, period),
  ]);
  return {
    ...balances,
    ...ledger,
    period: { start_date: period.start_date, end_date: period.end_date },
  };
}
