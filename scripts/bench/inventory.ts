// The stock bill bar: "stock out / move: >= 500 bills/s of
// one line each; never a negative balance". 16 concurrent clients post one-line stock outs
// and moves through the real route handlers (POST /api/v2/wms/inventory/item/out and
// item/group/move, bearer token); the reference sends the very same statements
// (writeBill through a pg client, inside BEGIN ... COMMIT) straight through a pg pool of
// the app's size. Afterwards: no negative balance, and every balance of the bench's
// products equals the sum of its ledger rows.
//
// The large seed makes no stock, so the bench makes its own, idempotently, inside
// PostgreSQL: 4 storages and 2,000 warehouse products named BENCH-..., each balance topped
// up to 100,000 units by one adjustment bill (kind 7) whose ledger rows match it.
import pg from 'pg';
import { printTable, run, type RunResult } from './harness';
import type { BenchContext } from './products';

export const RATE_BAR = 500;
const PRODUCTS = 2000;
const STORAGES = 4;
const TOP_UP = 100_000;

interface Stock {
  storages: number[];
  products: number[];
}

/** The bench's storages, products and balances (made once, topped up every run). */
async function prepareStock(pool: pg.Pool, enterpriseId: number, userId: number): Promise<Stock> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO storages (enterprise_id, name, description, kind, created_at, updated_at)
       SELECT $1, 'BENCH คลัง ' || g, 'npm run bench -- inventory', 1, now(), now()
         FROM generate_series(1, $2::int) g
       ON CONFLICT (enterprise_id, name) DO NOTHING`,
      [enterpriseId, STORAGES],
    );
    await client.query(
      `INSERT INTO wms_products (enterprise_id, name, sku, barcode, avg_cost, created_at, updated_at)
       SELECT $1, 'สินค้าทดสอบความเร็ว ' || g, 'BENCH-' || lpad(g::text, 5, '0'),
              'BENCHWMS' || lpad(g::text, 5, '0'), 10 + (g % 90), now(), now()
         FROM generate_series(1, $2::int) g
       ON CONFLICT (enterprise_id, barcode) DO NOTHING`,
      [enterpriseId, PRODUCTS],
    );
    const storages = await client.query<{ id: number }>(
      `SELECT id FROM storages WHERE enterprise_id = $1 AND name LIKE 'BENCH คลัง %' ORDER BY id`,
      [enterpriseId],
    );
    const products = await client.query<{ id: number }>(
      `SELECT id FROM wms_products WHERE enterprise_id = $1 AND barcode LIKE 'BENCHWMS%' ORDER BY id`,
      [enterpriseId],
    );
    const s = storages.rows.map((r) => r.id);
    const p = products.rows.map((r) => r.id);
    // One adjustment bill tops every balance up; its ledger rows are exactly the top-ups.
    const topped = await client.query<{ n: number }>(
      `WITH want AS (
         SELECT pid, sid, $5::int - COALESCE(b.balance, 0) AS add
           FROM unnest($3::int[]) pid CROSS JOIN unnest($4::int[]) sid
           LEFT JOIN inventory_balances b ON b.wms_product_id = pid AND b.storage_id = sid
          WHERE COALESCE(b.balance, 0) < $5::int
       ), bill AS (
         INSERT INTO inventory_bills (enterprise_id, bill_number, kind, note, user_id, created_at)
         SELECT $1, 'BENCH-' || to_char(clock_timestamp(), 'YYMMDDHH24MISSMS'), 7,
                'npm run bench -- inventory: top-up', $2, now()
          WHERE EXISTS (SELECT 1 FROM want)
         RETURNING id
       ), bal AS (
         INSERT INTO inventory_balances (enterprise_id, wms_product_id, storage_id, balance, cost,
                                         created_at, updated_at)
         SELECT $1, w.pid, w.sid, w.add, p.avg_cost, now(), now()
           FROM want w JOIN wms_products p ON p.id = w.pid
         ON CONFLICT (wms_product_id, storage_id)
           DO UPDATE SET balance = inventory_balances.balance + EXCLUDED.balance, updated_at = now()
         RETURNING 1
       ), led AS (
         INSERT INTO inventory_ledgers (enterprise_id, bill_id, wms_product_id, storage_id, amount,
                                        balance_after, unit_cost, user_id, created_at)
         SELECT $1, bill.id, w.pid, w.sid, w.add, $5::int, p.avg_cost, $2, now()
           FROM want w JOIN wms_products p ON p.id = w.pid CROSS JOIN bill
         RETURNING 1
       )
       SELECT (SELECT count(*) FROM bal)::int AS n`,
      [enterpriseId, userId, p, s, TOP_UP],
    );
    await client.query('COMMIT');
    console.log(
      `  ${s.length} storages, ${p.length} warehouse products; ${topped.rows[0]!.n} balances topped up to ${TOP_UP}`,
    );
    return { storages: s, products: p };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

export async function benchInventory(
  ctx: BenchContext,
): Promise<{ pass: boolean; rows: RunResult[] }> {
  const { POST: outRoute } = await import('@/app/api/v2/wms/inventory/item/out/route');
  const { POST: moveRoute } = await import('@/app/api/v2/wms/inventory/item/group/move/route');
  const { writeBill } = await import('@/lib/domain/wms/inventory/writes');
  const { pgRunner } = await import('@/lib/db/sql-runner');
  const { finalBillNumber } = await import('@/lib/domain/wms/inventory/writes');
  const { moveLines } = await import('@/lib/domain/wms/inventory/writes');
  const { BILL_KIND } = await import('@/lib/domain/wms/inventory/shared');

  const pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: 10 });
  const poolRunner = pgRunner(pool, { prepare: true });
  try {
    const username = process.env.BENCH_USER ?? 'admin';
    const { rows: users } = await pool.query<{
      id: number;
      first_name: string;
      last_name: string;
    }>('SELECT id, first_name, last_name FROM users WHERE enterprise_id = $1 AND username = $2', [
      ctx.enterpriseId,
      username,
    ]);
    const user = users[0]!;
    console.log(`\ninventory: one-line stock bills, ${ctx.clients} clients, ${ctx.seconds} s each`);
    const stock = await prepareStock(pool, ctx.enterpriseId, user.id);

    /** The i-th bill's product and storages, spread so clients rarely meet on one row. */
    const pick = (i: number) => {
      const k = (i * 7919) % (stock.products.length * stock.storages.length);
      const product = stock.products[k % stock.products.length]!;
      const from = stock.storages[Math.floor(k / stock.products.length)]!;
      const to = stock.storages[(stock.storages.indexOf(from) + 1) % stock.storages.length]!;
      return { product, from, to };
    };
    const headers = {
      authorization: `Bearer ${ctx.token}`,
      'content-type': 'application/json',
    };
    const post = async (
      handler: (req: Request) => Promise<Response>,
      path: string,
      body: unknown,
    ) => {
      const res = await handler(
        new Request(`${ctx.baseUrl}${path}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        }),
      );
      if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    const writer = {
      enterpriseId: ctx.enterpriseId,
      userId: user.id,
      userName: `${user.first_name} ${user.last_name}`.trim() || username,
    };
    // The service's sequence: BEGIN, the bill's statements, COMMIT, then the number the
    // bill took at commit (read straight through the pool, as runStockBill does).
    const inPg = async (work: (runner: ReturnType<typeof pgRunner>) => Promise<{ ID: number }>) => {
      const client = await pool.connect();
      let bill: { ID: number };
      try {
        await client.query('BEGIN');
        bill = await work(pgRunner(client, { prepare: true }));
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
      const number = await finalBillNumber(poolRunner, ctx.enterpriseId, bill.ID);
      if (number.startsWith('~')) throw new Error(`bill ${bill.ID} kept its provisional number`);
    };

    const opts = { clients: ctx.clients, seconds: ctx.seconds, warmupSeconds: 1 };
    const outs = await run('POST item/out, 1 line (route handler)', opts, (i) => {
      const { product, from } = pick(i);
      return post(outRoute, '/api/v2/wms/inventory/item/out', {
        storage_id: from,
        items: [{ product_id: product, amount: 1 }],
      });
    });
    const outsRef = await run('  same statements through pg', opts, (i) => {
      const { product, from } = pick(i);
      return inPg((runner) =>
        writeBill(runner, writer, {
          kind: BILL_KIND.Out,
          note: null,
          imageKey: null,
          fromStorageId: from,
          toStorageId: null,
          lines: [{ productId: product, storageId: from, amount: -1 }],
        }),
      );
    });
    const moves = await run('POST item/group/move, 1 line (route handler)', opts, (i) => {
      const { product, from, to } = pick(i);
      return post(moveRoute, '/api/v2/wms/inventory/item/group/move', {
        from_storage_id: from,
        to_storage_id: to,
        items: [{ product_id: product, amount: 1 }],
      });
    });
    const movesRef = await run('  same statements through pg', opts, (i) => {
      const { product, from, to } = pick(i);
      return inPg((runner) =>
        writeBill(runner, writer, {
          kind: BILL_KIND.Move,
          note: null,
          imageKey: null,
          fromStorageId: from,
          toStorageId: to,
          lines: moveLines([{ productId: product, amount: 1 }], from, to),
        }),
      );
    });

    const { rows: books } = await pool.query<{ negative: number; mismatched: number }>(
      `SELECT (SELECT count(*) FROM inventory_balances
                WHERE enterprise_id = $1 AND balance < 0)::int AS negative,
              (SELECT count(*) FROM inventory_balances b
                 LEFT JOIN (SELECT wms_product_id, storage_id, SUM(amount) AS total
                              FROM inventory_ledgers
                             WHERE enterprise_id = $1 AND wms_product_id = ANY($2::int[])
                             GROUP BY 1, 2) l
                   ON l.wms_product_id = b.wms_product_id AND l.storage_id = b.storage_id
                WHERE b.enterprise_id = $1 AND b.wms_product_id = ANY($2::int[])
                  AND b.balance <> COALESCE(l.total, 0))::int AS mismatched`,
      [ctx.enterpriseId, stock.products],
    );

    const rows = [outs, outsRef, moves, movesRef];
    printTable(rows);
    const checks: Array<[boolean, string]> = [
      [outs.errors + moves.errors === 0, `no errors (${outs.errors + moves.errors})`],
      [
        outs.perSecond >= RATE_BAR,
        `stock out ${outs.perSecond.toFixed(0)} bills/s, p95 ${outs.p95.toFixed(1)} ms (bar >= ${RATE_BAR} bills/s at ${ctx.clients} clients)`,
      ],
      [
        moves.perSecond >= RATE_BAR,
        `move ${moves.perSecond.toFixed(0)} bills/s, p95 ${moves.p95.toFixed(1)} ms (bar >= ${RATE_BAR} bills/s at ${ctx.clients} clients)`,
      ],
      [books[0]!.negative === 0, `no negative balance (${books[0]!.negative})`],
      [
        books[0]!.mismatched === 0,
        `every bench balance equals its ledger sum (${books[0]!.mismatched} differ)`,
      ],
    ];
    for (const [ok, text] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}: ${text}`);
    console.log(
      `  (route / pg throughput: out ${(outs.perSecond / outsRef.perSecond).toFixed(2)}x, move ${(moves.perSecond / movesRef.perSecond).toFixed(2)}x; p95 out ${(outs.p95 / outsRef.p95).toFixed(2)}x, move ${(moves.p95 / movesRef.p95).toFixed(2)}x)`,
    );
    return { pass: checks.every(([ok]) => ok), rows };
  } finally {
    await pool.end();
  }
}
