// npm run seed:large: the large data set the speed bars are measured on, in the database named
// by DATABASE_URL (migrated and seeded first: npm run db:migrate && npm run db:seed).
// For one enterprise (the Demo Shop, or BENCH_ENTERPRISE=<code>): 50,000 products with
// categories and tags, 200 storages, then 1,000,000 orders with about 5,000,000 lines over
// 12 months (seed-orders.ts) and the reports' rollups of those orders (seed-report-rollups.ts),
// then 20,000 warehouse products with 1,000,000 stock bills and 5,000,000 ledger rows
// (seed-inventory.ts). Idempotent: products and storages are keyed by their natural
// keys (ON CONFLICT DO NOTHING), the orders are skipped when the enterprise already has
// as many; one multi-row INSERT ... SELECT per table or chunk, never row by row.
import pg from 'pg';
import { droppableIndexes, dropIndexes, rebuildIndexes } from './bulk';
import { seedReturns } from './seed-returns';
import { seedInventory } from './seed-inventory';
import { buildReportRollups, reportRollupsMissing } from './seed-report-rollups';
import { LARGE_ORDERS, LARGE_STORAGES, seedOrders, seedStorages } from './seed-orders';
import {
  ATTRIBUTES,
  BRANDS,
  CATEGORIES,
  PRODUCT_TYPES,
  SIZES,
  SKU_PREFIXES,
  TAGS,
} from './catalog-words';

export const LARGE_PRODUCTS = Number(process.env.SEED_LARGE_PRODUCTS ?? 50_000);

export async function enterpriseId(client: pg.ClientBase, code: string): Promise<number> {
  const found = await client.query<{ id: number }>('SELECT id FROM enterprises WHERE code = $1', [
    code,
  ]);
  if (!found.rows[0])
    throw new Error(`no enterprise "${code}": run npm run db:migrate && npm run db:seed first`);
  return found.rows[0].id;
}

/** Categories, then products: SKUs like SKN-000123, Thai names from the word lists. */
export async function seedProducts(
  client: pg.ClientBase,
  e: number,
  count = LARGE_PRODUCTS,
): Promise<number> {
  await client.query(
    `INSERT INTO product_categories (enterprise_id, name, updated_at)
     SELECT $1, name, now() FROM unnest($2::text[]) AS name
     ON CONFLICT (enterprise_id, name) DO NOTHING`,
    [e, CATEGORIES],
  );
  const categories = await client.query<{ id: number }>(
    'SELECT id FROM product_categories WHERE enterprise_id = $1 AND name = ANY($2::text[]) ORDER BY id',
    [e, CATEGORIES],
  );
  const wms = await client.query<{ id: number }>(
    'SELECT id FROM wms_products WHERE enterprise_id = $1 ORDER BY id LIMIT 50',
    [e],
  );
  // Each word list has its own length, so the names combine into many different ones.
  const inserted = await client.query(
    `INSERT INTO products (enterprise_id, pn, name, category_id, price, tags, barcode, width,
                           height, depth, weight, unit_name, wms_product_id, created_at, updated_at)
     SELECT $1,
            px[1 + g % cardinality(px)] || '-' || lpad(g::text, 6, '0'),
            br[1 + (g / 3) % cardinality(br)] || ' ' || ty[1 + g % cardinality(ty)] || ' '
              || at[1 + (g / 7) % cardinality(at)] || ' ' || sz[1 + (g / 11) % cardinality(sz)],
            cat[1 + g % cardinality(cat)],
            (19 + abs(hashint4(g)) % 4980)::numeric + (g % 4) * 0.25,
            ARRAY[tg[1 + g % cardinality(tg)], tg[1 + (g + 3) % cardinality(tg)]],
            '885' || lpad(g::text, 10, '0'),
            (5 + g % 20)::numeric, (3 + g % 15)::numeric, (2 + g % 10)::numeric,
            50 + g % 950,
            'ชิ้น',
            CASE WHEN cardinality(wm) > 0 AND g % 3 = 0 THEN wm[1 + g % cardinality(wm)] END,
            now() - make_interval(mins => $2::int - g), now()
       FROM generate_series(1, $2::int) AS g,
            (SELECT $3::text[] AS px, $4::text[] AS br, $5::text[] AS ty, $6::text[] AS at,
                    $7::text[] AS sz, $8::int[] AS cat, $9::text[] AS tg, $10::int[] AS wm) AS w
     ON CONFLICT (enterprise_id, pn) DO NOTHING`,
    [
      e,
      count,
      SKU_PREFIXES,
      BRANDS,
      PRODUCT_TYPES,
      ATTRIBUTES,
      SIZES,
      categories.rows.map((r) => r.id),
      TAGS,
      wms.rows.map((r) => r.id),
    ],
  );
  return inserted.rowCount ?? 0;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const code = process.env.BENCH_ENTERPRISE ?? 'demo-shop';
  // The orders load and the index builds run two at a time (2 cores), beside the
  // connection that leads them; the rollups (one at a time) beside the warehouse.
  const pool = new pg.Pool({ connectionString: url, max: 6 });
  const started = Date.now();
  const since = (t: number) => `${((Date.now() - t) / 1000).toFixed(1)} s`;
  try {
    const client = await pool.connect();
    let e: number;
    try {
      e = await enterpriseId(client, code);
      let t0 = Date.now();
      // The trigram indexes (fastupdate off) cost more per inserted row than the insert
      // itself: built once afterwards instead.
      const have = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM products WHERE enterprise_id = $1',
        [e],
      );
      const trigram =
        have.rows[0]!.n < LARGE_PRODUCTS
          ? await droppableIndexes(client, 'products', / USING gin /)
          : [];
      await dropIndexes(client, trigram);
      let products: number;
      try {
        products = await seedProducts(client, e);
      } finally {
        await rebuildIndexes(pool, trigram, 1);
      }
      console.log(`products: ${products} new (${LARGE_PRODUCTS} wanted) in ${since(t0)}`);
      // ANALYZE gives the planner the counts; VACUUM sets the visibility map.
      await client.query('VACUUM ANALYZE products, product_categories');

      t0 = Date.now();
      const storages = await seedStorages(client, e);
      console.log(`storages: ${storages} new (${LARGE_STORAGES} wanted) in ${since(t0)}`);
    } finally {
      client.release();
    }

    let t0 = Date.now();
    const orders = await seedOrders(pool, e);
    console.log(
      orders.orders
        ? `orders: ${orders.orders} orders, ${orders.lines} lines in ${since(t0)}`
        : `orders: the enterprise already has ${LARGE_ORDERS} or more, nothing added`,
    );
    t0 = Date.now();
    const returned = await seedReturns(pool, e);
    console.log(`returns: ${returned} returned lines in ${since(t0)}`);
    // The report rollups (from the orders) and the warehouse (tables of its own) are built
    // side by side: the warehouse's bills, balances and stock read rollups are single
    // statements that leave the second core idle, so the rollups take one chunk at a time.
    const rollups = async () => {
      const t = Date.now();
      // The orders were loaded with the report triggers off: their rollups are built here
      // (again when an earlier run stopped before they were complete).
      if (orders.orders || (await reportRollupsMissing(pool, e))) {
        const built = await buildReportRollups(pool, e, { concurrency: 1 });
        console.log(
          `report rollups: ${built.orders} orders, ${built.productDays} product day rows in ${since(t)}`,
        );
      } else {
        console.log('report rollups: complete, nothing rebuilt');
      }
    };
    const warehouse = async () => {
      const t = Date.now();
      const stock = await seedInventory(pool, e);
      console.log(
        stock.ledger
          ? `stock: ${stock.bills} bills, ${stock.ledger} ledger rows in ${since(t)}`
          : 'stock: the enterprise already has its ledger rows, nothing added',
      );
    };
    t0 = Date.now();
    await Promise.all([rollups(), warehouse()]);
    console.log(`rollups and warehouse: ${since(t0)}`);
    t0 = Date.now();
    // The visibility map (index-only scans of the order list) and the planner's counts.
    await Promise.all(
      [
        'orders',
        'order_items, order_sequences, storages, order_day_counts, returns, return_lines',
        'packings',
        'inventory_ledgers',
        'inventory_bills, inventory_balances, wms_products, bill_sequences',
        'report_order_facts, report_order_days',
        'report_product_facts, report_product_days',
      ].map((tables) => pool.query(`VACUUM ANALYZE ${tables}`)),
    );
    console.log(`vacuum analyze: ${since(t0)}`);
    console.log(`seed:large done in ${since(started)} (enterprise ${code})`);
  } finally {
    await pool.end();
  }
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
