import { sqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { LOW_SQL, THRESHOLD_SQL } from '@/lib/domain/wms/inventory/reads/balances';
import { BILL_KIND } from '@/lib/domain/wms/inventory/shared';
import type { Dashboard, DashboardQuery } from '@/lib/domain/wms/inventory/reads/schemas';
import { ledgerDaysWhere, stockVersionSql } from '@/lib/domain/wms/inventory/reads/rollups';
import { servedSnapshot, type Versioned } from '@/lib/domain/wms/inventory/reads/snapshots';
import { addDays, isoText } from '@/lib/domain/wms/inventory/reads/serializers';
import { assertStorage } from '@/lib/domain/wms/inventory/reads/storage-history';
import { bangkokDayKey, dayStartUtc } from '@/lib/time/bangkok-days';
import { onOrderByProduct } from '@/lib/domain/purchasing/receive';

// The stock dashboard (GET /api/v1/wms/inventory/dashboard): what the stock is worth
// now, what is low, and how units moved over the last `days` Bangkok days. One statement
// (one snapshot of the stock, with its version: read-snapshots.ts serves it again while
// the stock is unchanged): the balances (all of them, or one storage's), and the
// period's ledger as the database keeps it per day, storage, product and bill kind
// (stock_ledger_days), never the ledger rows themselves.
//
// Movements: `in` and `out` are the units that entered or left by anything but a
// transfer (stock in and out, packing, returns, adjustments); `move` the units
// transferred between storages or to and from users: each unit once, or with storage_id
// the units that entered or left that storage by transfer.

const LOW_STOCK_TOP = 20;
const TOP_MOVERS = 10;
const TRANSFER_KINDS = [BILL_KIND.Move, BILL_KIND.UserMove];

/** The last `days` Bangkok days, today included, as a half-open instant range. */
export function dashboardPeriod(days: number, now: Date = new Date()) {
  const end_date = bangkokDayKey(now);
  const start_date = addDays(end_date, -(days - 1));
  const gte = dayStartUtc(start_date)!;
  const lt = dayStartUtc(addDays(end_date, 1))!;
  return { start_date, end_date, gte, lt };
}

type Period = ReturnType<typeof dashboardPeriod>;

/**
 * The balance rows (b) with their product (p) and storage (s). One storage: its rows by
 * index, each product found by its key (the planner would rather hash every product of
 * the enterprise for a few hundred rows).
 */
function balanceRowsSql(e: number, storageId: number | undefined): Prisma.Sql {
  if (!storageId)
    return Prisma.sql`
      FROM inventory_balances b
      JOIN wms_products p ON p.id = b.wms_product_id AND p.enterprise_id = ${e}
      JOIN storages s ON s.id = b.storage_id AND s.enterprise_id = ${e}
     WHERE b.enterprise_id = ${e}`;
  return Prisma.sql`
      FROM inventory_balances b
      JOIN storages s ON s.id = b.storage_id AND s.enterprise_id = ${e}
     CROSS JOIN LATERAL (
       SELECT p.avg_cost, p.threshold, p.archived_at FROM wms_products p
        WHERE p.id = b.wms_product_id AND p.enterprise_id = ${e}
       OFFSET 0) p
     WHERE b.enterprise_id = ${e} AND b.storage_id = ${storageId}`;
}

function dashboardSql(e: number, storageId: number | undefined, period: Period): Prisma.Sql {
  const transfer = Prisma.sql`d.kind = ANY(${TRANSFER_KINDS}::int[])`;
  const moveUnits = storageId
    ? Prisma.sql`sum(d.units_in + d.units_out) FILTER (WHERE ${transfer})`
    : Prisma.sql`sum(d.units_in) FILTER (WHERE ${transfer})`;
  // Each source is read once: the balances (twice only for the few low rows' names) and
  // the period's ledger days, each summed in one pass by GROUPING SETS.
  return Prisma.sql`
    WITH bal AS NOT MATERIALIZED (
      SELECT b.id, b.wms_product_id, b.storage_id, b.balance, b.balance * p.avg_cost AS value,
             ${THRESHOLD_SQL} AS threshold, ${LOW_SQL} AS low
      ${balanceRowsSql(e, storageId)}
    ),
    -- () the whole stock, (storage_id) each storage, (wms_product_id) each product.
    held AS (
      SELECT storage_id, wms_product_id,
             GROUPING(storage_id) AS any_storage, GROUPING(wms_product_id) AS any_product,
             sum(balance) AS units, sum(value) AS value, count(*) FILTER (WHERE low) AS low_rows
        FROM bal
       GROUP BY GROUPING SETS ((), (storage_id), (wms_product_id))
    ),
    -- (day) the movements of each day, (wms_product_id) each product's units out.
    moved AS (
      SELECT d.day, d.wms_product_id, GROUPING(d.day) AS any_day,
             COALESCE(sum(d.units_in) FILTER (WHERE NOT ${transfer}), 0) AS units_in,
             COALESCE(sum(d.units_out) FILTER (WHERE NOT ${transfer}), 0) AS units_out,
             COALESCE(${moveUnits}, 0) AS units_move
        FROM stock_ledger_days d
       WHERE ${ledgerDaysWhere(e, storageId, period.start_date, period.end_date)}
       GROUP BY GROUPING SETS ((d.day), (d.wms_product_id))
    ),
    outs AS (
      SELECT m.wms_product_id, m.units_out FROM moved m WHERE m.any_day = 1 AND m.units_out > 0
    ),
    -- The units of the last mover listed: products below it cannot make the list, so only
    -- those at or above it are named (a tie at the edge is ordered by name, then id).
    edge AS (
      SELECT o.units_out FROM outs o ORDER BY o.units_out DESC OFFSET ${TOP_MOVERS - 1} LIMIT 1
    )
    SELECT
      ${stockVersionSql(e, storageId)} AS version,
      now() AS computed_at,
      (SELECT ROUND(COALESCE(h.value, 0), 2)::text FROM held h
        WHERE h.any_storage = 1 AND h.any_product = 1) AS stock_value,
      (SELECT COALESCE(h.units, 0)::int FROM held h
        WHERE h.any_storage = 1 AND h.any_product = 1) AS units,
      (SELECT count(*)::int FROM held h WHERE h.any_storage = 1 AND h.any_product = 0
          AND h.units > 0) AS products,
      (SELECT h.low_rows::int FROM held h
        WHERE h.any_storage = 1 AND h.any_product = 1) AS low_stock_count,
      (SELECT COALESCE(json_agg(x ORDER BY x.threshold - x.balance DESC, x."ProductName", x."ID"), '[]')
         FROM (SELECT bal.id AS "ID", bal.wms_product_id AS product_id, p.name AS "ProductName",
                      p.sku, bal.storage_id, s.name AS "StorageName", bal.balance, bal.threshold
                 FROM bal
                 JOIN wms_products p ON p.id = bal.wms_product_id AND p.enterprise_id = ${e}
                 JOIN storages s ON s.id = bal.storage_id AND s.enterprise_id = ${e}
                WHERE bal.low
                ORDER BY bal.threshold - bal.balance DESC, p.name, bal.id
                LIMIT ${LOW_STOCK_TOP}) x) AS low_stock,
      (SELECT COALESCE(json_agg(json_build_object(
                'storage_id', h.storage_id, 'StorageName', s.name, 'storage_kind', s.kind::int,
                'units', h.units::int, 'value', ROUND(h.value, 2)::text)
              ORDER BY h.value DESC, s.name), '[]')
         FROM held h
         JOIN storages s ON s.id = h.storage_id AND s.enterprise_id = ${e}
        WHERE h.any_storage = 0 AND h.units > 0) AS value_by_storage,
      (SELECT json_agg(json_build_object('date', to_char(g.at, 'YYYY-MM-DD'),
                                         'in', COALESCE(m.units_in, 0)::int,
                                         'out', COALESCE(m.units_out, 0)::int,
                                         'move', COALESCE(m.units_move, 0)::int)
                       ORDER BY g.at)
         FROM generate_series(${period.start_date}::date, ${period.end_date}::date,
                              interval '1 day') AS g(at)
         LEFT JOIN moved m ON m.any_day = 0 AND m.day = g.at::date) AS movements_per_day,
      (SELECT COALESCE(json_agg(x ORDER BY x.units_out DESC, x."ProductName", x.product_id), '[]')
         FROM (SELECT o.wms_product_id AS product_id, p.name AS "ProductName", p.sku,
                      o.units_out::int AS units_out
                 FROM outs o
                 JOIN wms_products p ON p.id = o.wms_product_id AND p.enterprise_id = ${e}
                WHERE o.units_out >= COALESCE((SELECT units_out FROM edge), 0)
                ORDER BY o.units_out DESC, p.name, o.wms_product_id
                LIMIT ${TOP_MOVERS}) x) AS top_movers`;
}

type LowStockRow = Omit<Dashboard['low_stock'][number], 'on_order'>;
type KeptDashboard = Omit<Dashboard, 'low_stock'> & { low_stock: LowStockRow[] };

type DashboardRow = Omit<KeptDashboard, 'period' | 'computed_at'> & {
  version: string | null;
  computed_at: Date | string | null;
};

async function computeDashboard(
  db: TenantDb,
  e: number,
  storageId: number | undefined,
  period: Period,
): Promise<Versioned<KeptDashboard>> {
  const [row] = await sqlRunner(db).rows<DashboardRow>(dashboardSql(e, storageId, period));
  const value: KeptDashboard = {
    stock_value: row?.stock_value ?? '0.00',
    units: row?.units ?? 0,
    products: row?.products ?? 0,
    low_stock_count: row?.low_stock_count ?? 0,
    low_stock: row?.low_stock ?? [],
    movements_per_day: row?.movements_per_day ?? [],
    top_movers: row?.top_movers ?? [],
    value_by_storage: row?.value_by_storage ?? [],
    period: { start_date: period.start_date, end_date: period.end_date },
    computed_at: isoText(row?.computed_at ?? new Date()),
  };
  const weight =
    value.low_stock.length +
    value.movements_per_day.length +
    value.top_movers.length +
    value.value_by_storage.length;
  return { version: row?.version ?? '0', value, weight };
}

export async function stockDashboard(
  db: TenantDb,
  enterpriseId: number,
  query: DashboardQuery,
  now: Date = new Date(),
): Promise<Dashboard> {
  const period = dashboardPeriod(query.days, now);
  const key = ['dashboard', enterpriseId, query.storage_id ?? 0, query.days, period.end_date].join(
    ':',
  );
  const kept = await servedSnapshot(
    db,
    enterpriseId,
    query.storage_id,
    key,
    () => computeDashboard(db, enterpriseId, query.storage_id, period),
    () => assertStorage(db, query.storage_id),
  );
  // What is on order changes with purchase orders, not with the stock the snapshot is
  // versioned by: read now, for the few low rows only.
  const onOrder = await onOrderByProduct(
    db,
    enterpriseId,
    kept.low_stock.map((r) => r.product_id),
    query.storage_id,
  );
  return {
    ...kept,
    low_stock: kept.low_stock.map((r) => ({ ...r, on_order: onOrder.get(r.product_id) ?? 0 })),
  };
}
