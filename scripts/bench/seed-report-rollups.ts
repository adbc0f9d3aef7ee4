// The reports' rollups of npm run seed:large, built in bulk. The orders are loaded with the
// triggers off (seed-orders.ts), so report_facts_refresh never saw them: this makes the
// enterprise's report_order_facts, report_product_facts, report_order_days and
// report_product_days from its orders and lines, with the same measures the function
// computes (migration report_rollups): net sales = line totals - the order's discount, a
// product's share of the discount in proportion to its line totals rounded on the running
// sum, cost from the unit cost packing recorded, 0 for "none" in the keys.
//
// From scratch each time (the enterprise's rows are taken out first), in chunks of order
// ids, two at a time, each chunk one transaction writing the facts and the day rows of its
// orders as one refresh of those orders would (one row per group and chunk; a day cut by a
// chunk's edge has a row in each, which the reports add up like any other rows). Nothing
// else may write the enterprise's orders meanwhile. On a large build the tables' indexes
// are dropped first and built again afterwards (far cheaper than updating them row by row).
import type pg from 'pg';
import { droppableIndexes, dropIndexes, inParallel, rebuildIndexes, type IndexDef } from './bulk';

const CHUNK = 50_000;
/** Chunks built at once, by default (2 cores). */
const CONCURRENCY = 2;
/** Below this many orders the indexes stay: rebuilding them would cost more. */
const DROP_INDEXES_FROM = 100_000;
const TABLES = [
  'report_order_facts',
  'report_product_facts',
  'report_order_days',
  'report_product_days',
] as const;

// $1 enterprise, $2 first order id, $3 last order id: one row per order, and the day rows.
const ORDER_ROLLUPS_SQL = `
WITH l AS (
  SELECT i.order_id, sum(i.quantity)::int AS units, sum(i.line_total) AS items_amount,
         sum(i.quantity * i.unit_cost) AS cost_known,
         sum(i.quantity) FILTER (WHERE i.unit_cost IS NULL)::int AS units_uncosted
    FROM order_items i
   WHERE i.order_id BETWEEN $2::int AND $3::int
   GROUP BY i.order_id
), f AS (
  INSERT INTO report_order_facts
  SELECT o.id, o.enterprise_id, order_bangkok_day(o.created_at), o.status, o.sale_channel_id,
         COALESCE(o.team_id, 0), COALESCE(o.staff_user_id, 0), o.platform,
         COALESCE(o.platform_shop_id, 0), o.payment_type,
         COALESCE(l.units, 0), COALESCE(l.items_amount, 0), o.discount, o.shipping_fee,
         COALESCE(l.cost_known, 0), COALESCE(l.units_uncosted, 0)
    FROM orders o LEFT JOIN l ON l.order_id = o.id
   WHERE o.enterprise_id = $1 AND o.id BETWEEN $2::int AND $3::int
  RETURNING *
)
INSERT INTO report_order_days
SELECT enterprise_id, day, status, sale_channel_id, team_id, staff_user_id, platform,
       platform_shop_id, payment_type, count(*)::int, sum(units)::int, sum(items_amount),
       sum(discount), sum(shipping), sum(cost_known), sum(units_uncosted)::int
  FROM f
 GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9`;

// $1 enterprise, $2 first order id, $3 last order id: one row per order and product, and the
// day rows. Nine orders in ten have no discount: their lines' net is their total, and only
// the others pay for the running sums (the same expression as report_facts_refresh).
const PRODUCT_ROLLUPS_SQL = `
WITH o AS (
  SELECT o.id, o.enterprise_id, order_bangkok_day(o.created_at) AS day, o.status,
         o.sale_channel_id, COALESCE(o.team_id, 0) AS team_id,
         COALESCE(o.staff_user_id, 0) AS staff_user_id, o.platform,
         COALESCE(o.platform_shop_id, 0) AS platform_shop_id, o.payment_type, o.discount
    FROM orders o
   WHERE o.enterprise_id = $1 AND o.id BETWEEN $2::int AND $3::int
), x AS (
  SELECT i.order_id, i.id, COALESCE(i.product_id, 0) AS product_id, i.quantity, i.line_total,
         i.unit_cost
    FROM order_items i
   WHERE i.order_id BETWEEN $2::int AND $3::int
), shares AS (
  SELECT x.order_id, x.product_id, x.quantity, x.line_total AS net, x.unit_cost
    FROM x JOIN o ON o.id = x.order_id
   WHERE o.discount = 0
  UNION ALL
  SELECT order_id, product_id, quantity,
         line_total
         - CASE WHEN order_items_amount = 0 THEN 0
                ELSE round(discount * running / order_items_amount, 2)
                     - round(discount * (running - line_total) / order_items_amount, 2) END,
         unit_cost
    FROM (SELECT x.*, o.discount,
                 sum(x.line_total) OVER (PARTITION BY x.order_id) AS order_items_amount,
                 sum(x.line_total) OVER (PARTITION BY x.order_id ORDER BY x.id) AS running
            FROM x JOIN o ON o.id = x.order_id
           WHERE o.discount <> 0) w
), p AS (
  SELECT order_id, product_id, sum(quantity)::int AS units, sum(net) AS amount,
         COALESCE(sum(quantity * unit_cost), 0) AS cost_known,
         COALESCE(sum(quantity) FILTER (WHERE unit_cost IS NULL), 0)::int AS units_uncosted
    FROM shares
   GROUP BY order_id, product_id
), f AS (
  INSERT INTO report_product_facts
  SELECT p.order_id, p.product_id, o.enterprise_id, o.day, o.status, o.sale_channel_id,
         o.team_id, o.staff_user_id, o.platform, o.platform_shop_id, o.payment_type, p.units,
         p.amount, p.cost_known, p.units_uncosted
    FROM p JOIN o ON o.id = p.order_id
  RETURNING *
)
INSERT INTO report_product_days
SELECT enterprise_id, day, status, sale_channel_id, team_id, staff_user_id, platform,
       platform_shop_id, payment_type, product_id, count(*)::int, sum(units)::int, sum(amount),
       sum(cost_known), sum(units_uncosted)::int
  FROM f
 GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`;

/** True when the enterprise's orders are not all in its rollups (a load with triggers off). */
export async function reportRollupsMissing(
  client: pg.ClientBase | pg.Pool,
  e: number,
): Promise<boolean> {
  const { rows } = await client.query<{ orders: number; facts: number }>(
    `SELECT (SELECT count(*)::int FROM orders WHERE enterprise_id = $1) AS orders,
            (SELECT count(*)::int FROM report_order_facts WHERE enterprise_id = $1) AS facts`,
    [e],
  );
  return rows[0]!.orders !== rows[0]!.facts;
}

/** The enterprise's rows out of the four tables; a table holding no other's is emptied whole. */
async function clearEnterprise(client: pg.ClientBase, e: number): Promise<void> {
  for (const table of TABLES) {
    const { rows } = await client.query<{ others: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${table} WHERE enterprise_id <> $1) AS others`,
      [e],
    );
    // Millions of deleted rows would stay in the table until a vacuum; TRUNCATE leaves none.
    if (rows[0]!.others) await client.query(`DELETE FROM ${table} WHERE enterprise_id = $1`, [e]);
    else await client.query(`TRUNCATE ${table}`);
  }
}

/**
 * Builds the enterprise's report rollups from its orders. `chunk` (order ids per
 * transaction) is for tests; `concurrency`, the chunks built at once.
 */
export async function buildReportRollups(
  pool: pg.Pool,
  e: number,
  opts: { chunk?: number; concurrency?: number } = {},
): Promise<{ orders: number; productDays: number }> {
  const chunk = opts.chunk ?? CHUNK;
  const concurrency = opts.concurrency ?? CONCURRENCY;
  const client = await pool.connect();
  let dropped: IndexDef[] = [];
  try {
    const { rows } = await client.query<{ lo: number | null; hi: number | null; n: number }>(
      'SELECT min(id) AS lo, max(id) AS hi, count(*)::int AS n FROM orders WHERE enterprise_id = $1',
      [e],
    );
    const { lo, hi, n } = rows[0]!;
    await clearEnterprise(client, e);
    if (lo === null || hi === null) return { orders: 0, productDays: 0 };
    if (n >= DROP_INDEXES_FROM) {
      for (const table of TABLES) dropped.push(...(await droppableIndexes(client, table)));
      await dropIndexes(client, dropped);
    }

    const { rows: su } = await client.query<{ superuser: boolean }>(
      `SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`,
    );
    const superuser = su[0]?.superuser === true;
    const chunks: Array<[number, number]> = [];
    for (let from = lo; from <= hi; from += chunk)
      chunks.push([from, Math.min(hi, from + chunk - 1)]);
    let productDays = 0;
    await inParallel(chunks, concurrency, async ([from, to]) => {
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        await c.query(`SET LOCAL synchronous_commit = off`);
        // The groupings of a chunk (250,000 lines) fit in memory instead of spilling to disk.
        await c.query(`SET LOCAL work_mem = '256MB'`);
        await c.query(`SET LOCAL jit = off`);
        // The rollups' change marks (docs/reports.md, Reusing answers) would be made per
        // statement from millions of rows: one mark of every day is made after the build.
        if (superuser) await c.query(`SET LOCAL session_replication_role = replica`);
        await c.query(ORDER_ROLLUPS_SQL, [e, from, to]);
        const products = await c.query(PRODUCT_ROLLUPS_SQL, [e, from, to]);
        await c.query('COMMIT');
        productDays += products.rowCount ?? 0;
      } catch (error) {
        await c.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        c.release();
      }
    });
    await rebuildIndexes(pool, dropped, concurrency);
    dropped = [];
    await client.query(
      `INSERT INTO report_day_changes (enterprise_id, day) VALUES ($1, '-infinity') ON CONFLICT DO NOTHING`,
      [e],
    );
    return { orders: n, productDays };
  } finally {
    // A failed build still leaves the tables with every index they had.
    if (dropped.length)
      await rebuildIndexes(pool, dropped, concurrency).catch((error) => console.error(error));
    client.release();
  }
}
