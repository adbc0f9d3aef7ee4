// The stock part of npm run seed:large (200 storages, 5M stock ledger
// rows): 20,000 warehouse products, each stocked in 5 of the normal storages, and 1,000,000
// stock bills of 5 lines over the last 12 months, which make the 5,000,000 ledger rows.
//
// The rows are consistent the way the application keeps them (lib/domain/wms/inventory):
// - every (product, storage) pair moves through 50 steps in time order; a stock-in of 10 to
//   59 units every third step, outs of 1 to 5 units between them, so no running balance is
//   ever below zero; balance_after is the running sum;
// - a bill is 5 products of one group in one storage at one step: all in or all out;
// - bill numbers run per kind and Bangkok month (IN-2611-00042), after the numbers the
//   enterprise already used, and bill_sequences ends at the last one;
// - each balance is the sum of its ledger rows; costs are the products' moving averages;
// - the outs of the last PACKED_DAYS days are packing bills (PCK-...), each closing a
//   packing of an order handed over or delivered: what the WMS summary reads.
// Bills are loaded in one statement (their numbers need one order over all of them), the
// ledger in chunks of product groups, two at a time, with the secondary indexes dropped
// and built again afterwards.
import type pg from 'pg';
import { droppableIndexes, dropIndexes, inParallel, rebuildIndexes, type IndexDef } from './bulk';
import { ATTRIBUTES, BRANDS, PRODUCT_TYPES, SIZES } from './catalog-words';
import { BILL_KIND, BILL_PREFIX } from '@/lib/domain/wms/inventory/shared';

export const LARGE_WMS_PRODUCTS = Number(process.env.SEED_LARGE_WMS_PRODUCTS ?? 20_000);
const GROUP = 5; // products per bill
const SLOTS = 5; // storages per product
const STEPS = 50; // movements per (product, storage)
const GROUPS_PER_CHUNK = 400;
/** Outs of the last this many days are packing bills, each closing a packing (WMS summary). */
const PACKED_DAYS = 62;

const seconds = (t0: number) => ((Date.now() - t0) / 1000).toFixed(1);

/** The products: WMS-000001 .. with barcodes 886 + 10 digits, a threshold and a cost. */
async function seedWmsProducts(client: pg.ClientBase, e: number, count: number): Promise<void> {
  await client.query(
    `INSERT INTO wms_products (enterprise_id, name, sku, barcode, unit_name, threshold, avg_cost,
                               created_at, updated_at)
     SELECT $1,
            br[1 + (g / 3) % cardinality(br)] || ' ' || ty[1 + g % cardinality(ty)] || ' '
              || at[1 + (g / 7) % cardinality(at)] || ' ' || sz[1 + (g / 11) % cardinality(sz)],
            'WMS-' || lpad(g::text, 6, '0'),
            '886' || lpad(g::text, 10, '0'),
            'ชิ้น',
            20 + g % 80,
            (15 + abs(hashint4(g)) % 900)::numeric + (g % 4) * 0.25,
            now(), now()
       FROM generate_series(1, $2::int) AS g,
            (SELECT $3::text[] AS br, $4::text[] AS ty, $5::text[] AS at, $6::text[] AS sz) w
     ON CONFLICT (enterprise_id, barcode) DO NOTHING`,
    [e, count, BRANDS, PRODUCT_TYPES, ATTRIBUTES, SIZES],
  );
}

/**
 * The bill of (group, slot, step): its id (base + its index), kind, storage and time. One
 * expression for the bills and for the ledger, so both agree without a join.
 */
const billColumns = (base: string, firstDay: string, storages: string) => {
  const at = `${firstDay}::timestamptz + make_interval(secs => step * (365.0 * 86400 / ${STEPS})
                                    + ((grp * ${SLOTS} + slot) % 1000) * 600)`;
  return `
  ${base}::int + (grp * ${SLOTS} + slot) * ${STEPS} + step + 1 AS id,
  CASE WHEN step % 3 = 0 THEN 1
       WHEN ${at} >= now() - interval '${PACKED_DAYS} days' THEN ${BILL_KIND.Packing}
       ELSE 2 END AS kind,
  (${storages}::int[])[1 + (grp * 7 + slot * 37) % cardinality(${storages}::int[])] AS storage_id,
  ${at} AS created_at`;
};

/** $1 enterprise, $2 first bill id - 1, $3 first day, $4 groups, $5 storages, $6 user. */
const BILLS_SQL = `
  WITH b AS (
    SELECT ${billColumns('$2', '$3', '$5')}
      FROM generate_series(0, $4::int - 1) AS grp,
           generate_series(0, ${SLOTS - 1}) AS slot,
           generate_series(0, ${STEPS - 1}) AS step
  ), numbered AS (
    SELECT b.*,
           CASE b.kind WHEN 1 THEN 'IN' WHEN ${BILL_KIND.Packing} THEN '${BILL_PREFIX[BILL_KIND.Packing]}'
                       ELSE 'OUT' END AS prefix,
           to_char(b.created_at AT TIME ZONE 'Asia/Bangkok', 'YYMM') AS period,
           row_number() OVER (PARTITION BY b.kind,
                                to_char(b.created_at AT TIME ZONE 'Asia/Bangkok', 'YYMM')
                              ORDER BY b.created_at, b.id) AS n
      FROM b
  )
  INSERT INTO inventory_bills (id, enterprise_id, bill_number, kind, note, user_id,
                               from_storage_id, to_storage_id, created_at)
  SELECT numbered.id, $1, numbered.prefix || '-' || numbered.period || '-'
           || lpad((COALESCE(q.last_number, 0) + numbered.n)::text, 5, '0'),
         numbered.kind, NULL, $6,
         CASE WHEN numbered.kind <> 1 THEN numbered.storage_id END,
         CASE WHEN numbered.kind = 1 THEN numbered.storage_id END,
         numbered.created_at
    FROM numbered
    LEFT JOIN bill_sequences q
      ON q.enterprise_id = $1 AND q.kind = numbered.prefix AND q.period = numbered.period`;

/**
 * The packings the packing bills closed: one closed normal packing per bill, of an order
 * handed over or delivered, closed when its bill was written, by the bill's storage and
 * user (what the WMS summary reads). $1 enterprise, $2 first bill id - 1, $3 bills.
 */
const PACKINGS_SQL = `
  WITH pb AS (
    SELECT id, from_storage_id, user_id, created_at, row_number() OVER (ORDER BY id) AS k
      FROM inventory_bills
     WHERE enterprise_id = $1 AND id > $2 AND id <= $2 + $3::int AND kind = ${BILL_KIND.Packing}
  ), o AS (
    SELECT id, row_number() OVER (ORDER BY id DESC) AS k
      FROM orders
     WHERE enterprise_id = $1 AND status IN (121, 122, 130)
     ORDER BY id DESC
     LIMIT (SELECT count(*) FROM pb)
  ), made AS (
    INSERT INTO packings (enterprise_id, packing_number, order_id, storage_id, user_id, kind,
                          status, closed_at, created_at, updated_at)
    SELECT $1, 'SEED-' || pb.id, o.id, pb.from_storage_id, pb.user_id, 1, 2, pb.created_at,
           pb.created_at - interval '3 minutes', pb.created_at
      FROM pb JOIN o USING (k)
    RETURNING id, packing_number
  )
  UPDATE inventory_bills b SET packing_id = made.id
    FROM made
   WHERE b.enterprise_id = $1 AND b.id = substring(made.packing_number FROM 6)::int`;

/**
 * The ledger rows of groups [$4, $5): 5 products per bill, running balances per pair.
 * $1 enterprise, $2 first bill id - 1, $3 first day, $6 storages, $7 user, $8 products.
 */
const LEDGER_SQL = `
  WITH b AS (
    SELECT grp, slot, step, ${billColumns('$2', '$3', '$6')}
      FROM generate_series($4::int, $5::int - 1) AS grp,
           generate_series(0, ${SLOTS - 1}) AS slot,
           generate_series(0, ${STEPS - 1}) AS step
  ), moves AS (
    SELECT b.id AS bill_id, b.storage_id, b.created_at, b.slot, b.step,
           w.id AS product_id, w.avg_cost,
           CASE WHEN b.kind = 1 THEN 10 + abs(hashint4(w.id * 97 + b.step)) % 50
                ELSE -(1 + abs(hashint4(w.id * 89 + b.step)) % 5) END AS amount
      FROM b
      CROSS JOIN generate_series(1, ${GROUP}) AS k
      JOIN wms_products w ON w.id = ($8::int[])[b.grp * ${GROUP} + k]
  )
  INSERT INTO inventory_ledgers (enterprise_id, bill_id, wms_product_id, storage_id, amount,
                                 balance_after, unit_cost, user_id, created_at)
  SELECT $1, bill_id, product_id, storage_id, amount,
         sum(amount) OVER (PARTITION BY product_id, slot ORDER BY step),
         avg_cost, $7, created_at
    FROM moves`;

export async function seedInventory(
  pool: pg.Pool,
  e: number,
  count = LARGE_WMS_PRODUCTS,
): Promise<{ bills: number; ledger: number }> {
  const client = await pool.connect();
  let dropped: IndexDef[] = [];
  try {
    const groups = Math.floor(count / GROUP);
    const wanted = groups * GROUP * SLOTS * STEPS;
    const existing = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM inventory_ledgers WHERE enterprise_id = $1',
      [e],
    );
    if (Number(existing.rows[0]!.n) >= wanted) return { bills: 0, ledger: 0 };

    let t0 = Date.now();
    await seedWmsProducts(client, e, count);
    const products = await client.query<{ id: number }>(
      `SELECT id FROM wms_products
        WHERE enterprise_id = $1 AND sku LIKE 'WMS-%' AND barcode LIKE '886%' ORDER BY sku`,
      [e],
    );
    const productIds = products.rows.map((r) => r.id).slice(0, groups * GROUP);
    const storages = await client.query<{ id: number }>(
      'SELECT id FROM storages WHERE enterprise_id = $1 AND kind = 1 AND active ORDER BY id',
      [e],
    );
    const storageIds = storages.rows.map((r) => r.id);
    if (storageIds.length < SLOTS) throw new Error('too few storages: seed them first');
    const user = await client.query<{ id: number }>(
      `SELECT id FROM users WHERE enterprise_id = $1 AND deleted_at IS NULL
        ORDER BY (username = 'admin') DESC, id LIMIT 1`,
      [e],
    );
    // Ids given, so ledger rows find their bill by arithmetic; the sequence moves past them.
    const { rows } = await client.query<{ base: number }>(
      `SELECT setval('inventory_bills_id_seq',
                     GREATEST((SELECT COALESCE(max(id), 0) FROM inventory_bills),
                              (SELECT last_value FROM inventory_bills_id_seq)) + $1::int)::int
              - $1::int AS base`,
      [groups * SLOTS * STEPS],
    );
    const base = rows[0]!.base;
    const firstDay = new Date(Date.now() - 366 * 86_400_000).toISOString();
    const userId = user.rows[0]!.id;
    const su = await client.query<{ superuser: boolean }>(
      'SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user',
    );
    // The rows are consistent by construction: skip the per-row foreign-key triggers (a
    // superuser's setting; others load slower with the checks on). The bills carry their
    // final numbers (the numbering trigger has nothing to do), and the stock reads'
    // rollups are made once after the load (stock_reads_rebuild below) instead of by their
    // triggers statement by statement.
    const replica = su.rows[0]?.superuser ? 'SET LOCAL session_replication_role = replica' : '';
    console.log(`  ${productIds.length} warehouse products in ${seconds(t0)} s`);

    dropped = [
      ...(await droppableIndexes(client, 'inventory_bills')),
      ...(await droppableIndexes(client, 'inventory_ledgers')),
    ];
    await dropIndexes(client, dropped);

    t0 = Date.now();
    await client.query('BEGIN');
    if (replica) await client.query(replica);
    await client.query(`SET LOCAL synchronous_commit = off`);
    await client.query(`SET LOCAL work_mem = '128MB'`);
    await client.query(`SET LOCAL jit = off`);
    const bills = await client.query(BILLS_SQL, [e, base, firstDay, groups, storageIds, userId]);
    // The sequences end at the last number each kind and month now has.
    await client.query(
      `INSERT INTO bill_sequences (enterprise_id, kind, period, last_number, updated_at)
       SELECT $1, split_part(bill_number, '-', 1), split_part(bill_number, '-', 2),
              max(split_part(bill_number, '-', 3)::int), now()
         FROM inventory_bills
        WHERE enterprise_id = $1 AND id > $2 AND id <= $2 + $3::int
        GROUP BY 2, 3
       ON CONFLICT (enterprise_id, kind, period)
       DO UPDATE SET last_number = GREATEST(bill_sequences.last_number, EXCLUDED.last_number),
                     updated_at = now()`,
      [e, base, groups * SLOTS * STEPS],
    );
    const packings = await client.query(PACKINGS_SQL, [e, base, groups * SLOTS * STEPS]);
    await client.query('COMMIT');
    console.log(
      `  ${bills.rowCount} bills (${packings.rowCount} closing packings) in ${seconds(t0)} s`,
    );

    t0 = Date.now();
    const chunks: Array<[number, number]> = [];
    for (let from = 0; from < groups; from += GROUPS_PER_CHUNK)
      chunks.push([from, Math.min(groups, from + GROUPS_PER_CHUNK)]);
    let ledger = 0;
    await inParallel(chunks, 2, async ([from, to]) => {
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        if (replica) await c.query(replica);
        await c.query(`SET LOCAL synchronous_commit = off`);
        await c.query(`SET LOCAL work_mem = '64MB'`);
        await c.query(`SET LOCAL jit = off`);
        const inserted = await c.query(LEDGER_SQL, [
          e,
          base,
          firstDay,
          from,
          to,
          storageIds,
          userId,
          productIds,
        ]);
        await c.query('COMMIT');
        ledger += inserted.rowCount ?? 0;
      } catch (error) {
        await c.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        c.release();
      }
    });
    console.log(`  ${ledger} ledger rows in ${seconds(t0)} s`);

    t0 = Date.now();
    await client.query(
      `INSERT INTO inventory_balances (enterprise_id, wms_product_id, storage_id, balance, cost,
                                       threshold, created_at, updated_at)
       SELECT $1, l.wms_product_id, l.storage_id, sum(l.amount)::int, w.avg_cost, NULL, now(), now()
         FROM inventory_ledgers l JOIN wms_products w ON w.id = l.wms_product_id
        WHERE l.enterprise_id = $1 AND l.bill_id > $2 AND l.bill_id <= $2 + $3::int
        GROUP BY l.wms_product_id, l.storage_id, w.avg_cost
       ON CONFLICT (wms_product_id, storage_id) DO NOTHING`,
      [e, base, groups * SLOTS * STEPS],
    );
    console.log(`  balances in ${seconds(t0)} s`);

    // The rollups the stock reads use (migration stock_reads_rollups) are kept by triggers,
    // which session_replication_role = replica skipped: the enterprise's are made again
    // from its bills and ledger rows, in one transaction, then vacuumed for index-only scans.
    t0 = Date.now();
    await client.query('BEGIN');
    await client.query(`SET LOCAL work_mem = '256MB'`);
    await client.query('SELECT stock_reads_rebuild($1)', [e]);
    await client.query('COMMIT');
    await client.query(
      'VACUUM ANALYZE stock_ledger_days, stock_bill_storages, stock_bill_day_counts, stock_read_versions',
    );
    console.log(`  stock read rollups in ${seconds(t0)} s`);

    t0 = Date.now();
    await rebuildIndexes(pool, dropped, 2);
    dropped = [];
    console.log(`  indexes built again in ${seconds(t0)} s`);
    return { bills: bills.rowCount ?? 0, ledger };
  } finally {
    if (dropped.length) await rebuildIndexes(pool, dropped, 2).catch((e) => console.error(e));
    client.release();
  }
}
