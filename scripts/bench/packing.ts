// The scan bar (docs/quality-bars.md, issue 6): "POST /api/v2/packings/verify/createoradd
// (a scan): p95 <= 20 ms with 20 stations scanning at once". 20 stations each scan units
// into their own order (4 lines of 25,000 units) through the real route handler (bearer
// token, an Idempotency-Key per scan as the station sends it), back to back; a station
// never has two scans in flight. The reference sends the very same scan statement
// (lib/domain/packing/scan-sql.ts) straight through a pg pool of the app's size. Also
// printed: the route without an Idempotency-Key (what the key's bookkeeping costs).
// Afterwards every bench packing holds exactly as many units as scans succeeded.
//
// The bench makes its own data, idempotently, inside PostgreSQL: a storage, 4 warehouse
// products (BENCHPACK-W1..4) each with a sellable product, stock topped up to 1,000,000
// per product by one adjustment bill (kind 7) whose ledger rows match it, and 20 orders
// BENCHPACK-S01..S20 at 111; each run starts their packings from zero scanned.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { printTable, run, type RunResult } from './harness';
import type { BenchContext } from './products';

export const SCAN_P95_BAR_MS = 20;
const STATIONS = 20;
const PRODUCTS = 4;
const UNITS_PER_LINE = 25_000;
const TOP_UP = 1_000_000;

interface Bench {
  storage: number;
  barcodes: string[];
  orders: number[];
}

async function prepare(pool: pg.Pool, e: number, userId: number): Promise<Bench> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const storage = await client.query<{ id: number }>(
      `INSERT INTO storages (enterprise_id, name, description, kind, created_at, updated_at)
       VALUES ($1, 'BENCH แพ็ก', 'npm run bench -- packing', 1, now(), now())
       ON CONFLICT (enterprise_id, name) DO UPDATE SET active = true
       RETURNING id`,
      [e],
    );
    const s = storage.rows[0]!.id;
    await client.query(
      `INSERT INTO wms_products (enterprise_id, name, sku, barcode, avg_cost, created_at, updated_at)
       SELECT $1, 'สินค้าทดสอบแพ็ก ' || g, 'BENCHPACK-W' || g, 'BENCHPACKW' || g, 10, now(), now()
         FROM generate_series(1, $2::int) g
       ON CONFLICT (enterprise_id, barcode) DO NOTHING`,
      [e, PRODUCTS],
    );
    const wms = await client.query<{ id: number; barcode: string }>(
      `SELECT id, barcode FROM wms_products
        WHERE enterprise_id = $1 AND barcode LIKE 'BENCHPACKW%' ORDER BY barcode`,
      [e],
    );
    await client.query(
      `INSERT INTO products (enterprise_id, pn, name, price, barcode, wms_product_id, created_at, updated_at)
       SELECT $1, 'BENCHPACK-P' || w.n, 'ขายทดสอบแพ็ก ' || w.n, 100, 'BENCHPACKS' || w.n, w.id, now(), now()
         FROM unnest($2::int[]) WITH ORDINALITY AS w(id, n)
       ON CONFLICT (enterprise_id, pn) DO NOTHING`,
      [e, wms.rows.map((r) => r.id)],
    );
    const products = await client.query<{ id: number; wms_product_id: number }>(
      `SELECT id, wms_product_id FROM products
        WHERE enterprise_id = $1 AND pn LIKE 'BENCHPACK-P%' ORDER BY pn`,
      [e],
    );
    // The enterprise's first sale channel and a cash-on-delivery method (starts at 111).
    const refs = await client.query<{ channel: number; method: number }>(
      `SELECT (SELECT id FROM sale_channels WHERE enterprise_id = $1 ORDER BY id LIMIT 1) AS channel,
              (SELECT id FROM payment_methods WHERE enterprise_id = $1
                ORDER BY (type = 2) DESC, id LIMIT 1) AS method`,
      [e],
    );
    const { channel, method } = refs.rows[0]!;
    await client.query(
      `WITH made AS (
         INSERT INTO orders (enterprise_id, order_number, status, sale_channel_id, payment_method_id,
                             payment_type, shipping_provider_id, storage_id, recipient_name,
                             recipient_phone, recipient_address, created_at, updated_at)
         SELECT $1, 'BENCHPACK-S' || lpad(g::text, 2, '0'), 111, $3, $4, 2, 1, $5,
                'สถานีทดสอบ ' || g, '0800000000', 'npm run bench -- packing', now(), now()
           FROM generate_series(1, $2::int) g
         ON CONFLICT (enterprise_id, order_number) DO NOTHING
         RETURNING id
       )
       INSERT INTO order_items (enterprise_id, order_id, product_id, wms_product_id, name, sku,
                                quantity, price, line_total, created_at)
       SELECT $1, made.id, p.id, p.wms_product_id, 'bench', 'bench', $6, 100, 100 * $6, now()
         FROM made CROSS JOIN unnest($7::int[], $8::int[]) AS p(id, wms_product_id)`,
      [
        e,
        STATIONS,
        channel,
        method,
        s,
        UNITS_PER_LINE,
        products.rows.map((p) => p.id),
        products.rows.map((p) => p.wms_product_id),
      ],
    );
    const orders = await client.query<{ id: number }>(
      `UPDATE orders SET status = 111, updated_at = now()
        WHERE enterprise_id = $1 AND order_number LIKE 'BENCHPACK-S%'
        RETURNING id`,
      [e],
    );
    const orderIds = orders.rows.map((o) => o.id).sort((a, b) => a - b);
    // Each run starts from zero scanned (a closed or cancelled packing of an earlier,
    // interrupted run is left as it is; the next scan opens a new one).
    await client.query(
      `UPDATE packing_lines l SET scanned = 0, updated_at = now()
         FROM packings p
        WHERE p.id = l.packing_id AND p.enterprise_id = $1 AND p.status = 1
          AND p.order_id = ANY($2::int[]) AND l.scanned > 0`,
      [e, orderIds],
    );
    // One adjustment bill tops the stock up; its ledger rows are exactly the top-ups.
    await client.query(
      `WITH want AS (
         SELECT w.id AS pid, $4::int - COALESCE(b.balance, 0) AS add
           FROM unnest($3::int[]) AS w(id)
           LEFT JOIN inventory_balances b ON b.wms_product_id = w.id AND b.storage_id = $5
          WHERE COALESCE(b.balance, 0) < $4::int
       ), bill AS (
         INSERT INTO inventory_bills (enterprise_id, bill_number, kind, note, user_id, to_storage_id, created_at)
         SELECT $1, 'BENCHPACK-' || to_char(clock_timestamp(), 'YYMMDDHH24MISSMS'), 7,
                'npm run bench -- packing: top-up', $2, $5, now()
          WHERE EXISTS (SELECT 1 FROM want)
         RETURNING id
       ), bal AS (
         INSERT INTO inventory_balances (enterprise_id, wms_product_id, storage_id, balance, cost,
                                         created_at, updated_at)
         SELECT $1, w.pid, $5, w.add, 10, now(), now() FROM want w
         ON CONFLICT (wms_product_id, storage_id)
           DO UPDATE SET balance = inventory_balances.balance + EXCLUDED.balance, updated_at = now()
         RETURNING 1
       )
       INSERT INTO inventory_ledgers (enterprise_id, bill_id, wms_product_id, storage_id, amount,
                                      balance_after, unit_cost, user_id, created_at)
       SELECT $1, bill.id, w.pid, $5, w.add, $4::int, 10, $2, now() FROM want w CROSS JOIN bill`,
      [e, userId, wms.rows.map((r) => r.id), TOP_UP, s],
    );
    await client.query('COMMIT');
    console.log(
      `  storage ${s}, ${wms.rows.length} products, ${orderIds.length} orders of ${PRODUCTS} x ${UNITS_PER_LINE} units`,
    );
    return { storage: s, barcodes: wms.rows.map((r) => r.barcode), orders: orderIds };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** Hands each request a station no other request in flight holds. */
function stations(count: number) {
  const free = Array.from({ length: count }, (_, i) => i);
  return async <T>(work: (station: number) => Promise<T>): Promise<T> => {
    const station = free.pop();
    if (station === undefined) throw new Error('more requests in flight than stations');
    try {
      return await work(station);
    } finally {
      free.push(station);
    }
  };
}

export async function benchPacking(
  ctx: BenchContext,
): Promise<{ pass: boolean; rows: RunResult[] }> {
  const { POST: scanRoute } = await import('@/app/api/v2/packings/verify/createoradd/route');
  const { runScan } = await import('@/lib/domain/packing/scan-sql');
  const { PACKABLE } = await import('@/lib/domain/packing/open');
  const { pgRunner } = await import('@/lib/domain/wms/inventory/write-sql');
  const { env } = await import('@/lib/env');

  const pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: env().DATABASE_POOL_SIZE });
  try {
    const username = process.env.BENCH_USER ?? 'admin';
    const { rows: users } = await pool.query<{ id: number }>(
      'SELECT id FROM users WHERE enterprise_id = $1 AND username = $2',
      [ctx.enterpriseId, username],
    );
    console.log(`\npacking: createoradd scans, ${STATIONS} stations, ${ctx.seconds} s each`);
    const bench = await prepare(pool, ctx.enterpriseId, users[0]!.id);

    let counted = 0;
    const scanned = new Array<number>(STATIONS).fill(0);
    const barcodeOf = (station: number) =>
      bench.barcodes[scanned[station]! % bench.barcodes.length]!;
    const post = async (station: number, withKey: boolean) => {
      const headers: Record<string, string> = {
        authorization: `Bearer ${ctx.token}`,
        'content-type': 'application/json',
      };
      if (withKey) headers['idempotency-key'] = `bench-scan-${randomUUID()}`;
      const res = await scanRoute(
        new Request(`${ctx.baseUrl}/api/v2/packings/verify/createoradd`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ order_id: bench.orders[station], barcode: barcodeOf(station) }),
        }),
      );
      if (res.status !== 200) throw new Error(`createoradd: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      scanned[station]!++;
      counted++;
    };
    // Every station's first scan opens its packing: done before the clock runs.
    const withStation = stations(STATIONS);
    await Promise.all(bench.orders.map((_, i) => post(i, true)));

    const runner = pgRunner(pool);
    const reference = async (station: number) => {
      const rows = await runScan(runner, {
        enterpriseId: ctx.enterpriseId,
        ref: { orderId: bench.orders[station]! },
        kind: 1,
        statuses: PACKABLE,
        barcode: barcodeOf(station),
        change: 'add',
      });
      if (!rows.some((r) => r.hit)) throw new Error('reference scan counted nothing');
      scanned[station]!++;
      counted++;
    };

    const opts = { clients: STATIONS, seconds: ctx.seconds, warmupSeconds: 1 };
    const keyed = await run('POST verify/createoradd + Idempotency-Key (route)', opts, () =>
      withStation((s) => post(s, true)),
    );
    const plain = await run('POST verify/createoradd, no key (route)', opts, () =>
      withStation((s) => post(s, false)),
    );
    const ref = await run('  same scan statement through pg', opts, () =>
      withStation((s) => reference(s)),
    );

    const { rows: books } = await pool.query<{ units: number }>(
      `SELECT COALESCE(SUM(l.scanned), 0)::int AS units
         FROM packing_lines l JOIN packings p ON p.id = l.packing_id
        WHERE p.enterprise_id = $1 AND p.status = 1 AND p.order_id = ANY($2::int[])`,
      [ctx.enterpriseId, bench.orders],
    );
    const rows = [keyed, plain, ref];
    printTable(rows);
    const errors = keyed.errors + plain.errors + ref.errors;
    const checks: Array<[boolean, string]> = [
      [errors === 0, `no errors (${errors})`],
      [
        keyed.p95 <= SCAN_P95_BAR_MS,
        `scan p95 ${keyed.p95.toFixed(1)} ms with an Idempotency-Key (bar <= ${SCAN_P95_BAR_MS} ms at ${STATIONS} stations); without a key ${plain.p95.toFixed(1)} ms`,
      ],
      [
        books[0]!.units === counted,
        `the packings hold exactly the units scanned (${books[0]!.units} held, ${counted} scans succeeded)`,
      ],
    ];
    for (const [ok, text] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}: ${text}`);
    console.log(
      `  (route / pg p95: ${(keyed.p95 / ref.p95).toFixed(2)}x with a key, ${(plain.p95 / ref.p95).toFixed(2)}x without; throughput ${(keyed.perSecond / ref.perSecond).toFixed(2)}x)`,
    );
    return { pass: checks.every(([ok]) => ok), rows };
  } finally {
    await pool.end();
  }
}
