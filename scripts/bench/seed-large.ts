// npm run seed:large: the large data set of docs/quality-bars.md, in the database named
// by DATABASE_URL (migrated and seeded first: npm run db:migrate && npm run db:seed).
// This stage: 50,000 products with categories and tags for one enterprise (the Demo Shop,
// or BENCH_ENTERPRISE=<code>). Idempotent: rows are keyed by their natural keys and
// inserted with ON CONFLICT DO NOTHING; one multi-row INSERT ... SELECT per table.
// Later issues add their tables (orders, ledger) below.
import pg from 'pg';
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
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  try {
    const e = await enterpriseId(client, code);
    const t0 = Date.now();
    const products = await seedProducts(client, e);
    console.log(
      `products: ${products} new (${LARGE_PRODUCTS} wanted) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    // VACUUM merges the trigram indexes' pending lists (a bulk insert leaves thousands of
    // entries there, which every search would read) and ANALYZE gives the planner the counts.
    await client.query('VACUUM ANALYZE products, product_categories');
    console.log(
      `seed:large done in ${((Date.now() - started) / 1000).toFixed(1)} s (enterprise ${code})`,
    );
  } finally {
    await client.end();
  }
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
