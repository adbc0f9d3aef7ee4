// The order list bars, over the 1,000,000 orders of
// npm run seed:large:
// - GET /api/v1/orders with a 31-day range, a status and a text (phones whole or in part,
//   names, order numbers and their prefixes, tracking numbers), 10 to 100 rows, through
//   the real route handler, 16 concurrent clients: p95 <= 30 ms, >= 500 req/s, and at least
//   half the throughput of the same SQL (orderListSql) sent straight through pg;
// - a deep page: page 1,000 within 1.5x of page 1 (same filter, no text);
// - the export of about 100,000 order lines, streamed, within 10 s.
// The searches are read from the data itself (orders of the window picked at random), so
// each finds what a person looking for that order would.
import pg from 'pg';
import { printTable, run, type RunResult } from './harness';
import type { BenchContext } from './products';

export const P95_BAR_MS = 30;
export const RATE_BAR = 500;
export const RATIO_BAR = 0.5;
export const DEEP_PAGE_BAR = 1.5;
export const EXPORT_BAR_S = 10;

const STATUSES = ['999', '130', '121', '100', '111,112', '140', '999', '130'];
const LIMITS = [10, 20, 50, 100];

interface Sample {
  recipient_name: string;
  recipient_phone: string;
  order_number: string;
  tracking_number: string | null;
}

/** The Bangkok day `days` before today, as YYYY-MM-DD. */
function bangkokDay(days: number): string {
  return new Date(Date.now() + 7 * 3600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

/** What people type to find an order again, taken from real orders of the window. */
export function searchesFrom(samples: Sample[]): string[] {
  const out: string[] = [];
  samples.forEach((s, i) => {
    const p = s.recipient_phone;
    const [first, last = ''] = s.recipient_name.split(' ');
    switch (i % 8) {
      case 0: // the whole phone number as printed on the label
        out.push(`${p.slice(0, 3)}-${p.slice(3, 6)}-${p.slice(6)}`);
        break;
      case 1: // the last six digits
        out.push(p.slice(-6));
        break;
      case 2: // the recipient's whole name
        out.push(s.recipient_name);
        break;
      case 3: // first name and the start of the family name
        out.push(`${first} ${[...last].slice(0, 3).join('')}`);
        break;
      case 4: // the whole order number, in lower case
        out.push(s.order_number.toLowerCase());
        break;
      case 5: // an order number's prefix: the day and the hundreds
        out.push(s.order_number.slice(0, 10));
        break;
      case 6: // a tracking number
        out.push(s.tracking_number ?? s.order_number);
        break;
      default: // the start of a tracking number
        out.push((s.tracking_number ?? p).slice(0, 8));
    }
  });
  return out;
}

export async function benchOrders(
  ctx: BenchContext,
): Promise<{ pass: boolean; rows: RunResult[] }> {
  const { GET: listRoute } = await import('@/app/api/v1/orders/route');
  const { GET: exportRoute } = await import('@/app/api/v1/orders/export/route');
  // The floor: a signed-in call whose only statement is the session check (the providers
  // it answers are constants), so the list's own cost shows against it.
  const { GET: floorRoute } = await import('@/app/api/v1/orders/shipping/info/route');
  const { orderListSql } = await import('@/lib/domain/orders/list');
  const { orderListQuery } = await import('@/lib/domain/orders/schemas');

  const headers = { authorization: `Bearer ${ctx.token}` };
  // Same pool size as the app's Prisma adapter (lib/db/client.ts: max 10).
  const pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: 10 });
  try {
    const end = bangkokDay(1);
    const start = bangkokDay(31);
    const found = await pool.query<Sample>(
      `SELECT recipient_name, recipient_phone, order_number, tracking_number
         FROM orders
        WHERE enterprise_id = $1 AND created_at >= $2::date - interval '7 hours'
        ORDER BY hashint4(id) LIMIT 200`,
      [ctx.enterpriseId, start],
    );
    const { rows: counted } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders
        WHERE enterprise_id = $1 AND created_at >= $2::date - interval '7 hours'`,
      [ctx.enterpriseId, start],
    );
    const inWindow = counted[0]!.n;
    console.log(
      `\norders: ${inWindow} orders in ${start}..${end}, ${ctx.clients} clients, ${ctx.seconds} s each`,
    );
    if (inWindow < 50_000)
      console.log('  (a 31-day window of the large seed holds ~85,000: run npm run seed:large)');
    if (!found.rows.length) throw new Error('no orders in the window: run npm run seed:large');
    const qs = searchesFrom(found.rows);

    /** The i-th request's query: a status, a text and a page size, in turn. */
    const query = (i: number) => ({
      start_date: start,
      end_date: end,
      status: STATUSES[i % STATUSES.length]!,
      q: qs[i % qs.length]!,
      limit: String(LIMITS[(i >> 3) % LIMITS.length]),
    });
    const path = (q: Record<string, string>) => `/api/v1/orders?${new URLSearchParams(q)}`;
    const callRoute = async (
      handler: (req: Request) => Promise<Response>,
      p: string,
    ): Promise<Response> => {
      const res = await handler(new Request(`${ctx.baseUrl}${p}`, { headers }));
      if (res.status !== 200) throw new Error(`${p}: ${res.status} ${await res.text()}`);
      return res;
    };

    // Sanity: what the searches find (and that the route answers at all).
    let matched = 0;
    for (let i = 0; i < qs.length; i++) {
      const res = await callRoute(listRoute, path(query(i)));
      matched += ((await res.json()) as { total: number }).total;
    }
    console.log(`  ${qs.length} searches match ${matched} orders in all`);

    const opts = { clients: ctx.clients, seconds: ctx.seconds, warmupSeconds: 1 };
    const route = await run('GET /api/v1/orders?q=&status= (route handler)', opts, async (i) => {
      await (await callRoute(listRoute, path(query(i)))).arrayBuffer();
    });
    const reference = await run('  same SQL through pg', opts, async (i) => {
      const sql = orderListSql(ctx.enterpriseId, orderListQuery.parse(query(i)));
      await pool.query(sql.text, sql.values as unknown[]);
    });
    const floor = await run('  floor: GET /api/v1/orders/shipping/info', opts, async () => {
      await (await callRoute(floorRoute, '/api/v1/orders/shipping/info')).arrayBuffer();
    });

    // Deep pages: the same 31 days and statuses without a text, page 1 against page 1,000.
    const pageQuery = (page: number, i: number) =>
      path({ start_date: start, end_date: end, status: i % 2 ? '999' : '130', page: String(page) });
    const deepOpts = { ...opts, seconds: Math.max(2, Math.round(ctx.seconds / 2)) };
    const page1 = await run('GET /api/v1/orders page 1 (no text)', deepOpts, async (i) => {
      await (await callRoute(listRoute, pageQuery(1, i))).arrayBuffer();
    });
    const page1000 = await run('GET /api/v1/orders page 1,000', deepOpts, async (i) => {
      await (await callRoute(listRoute, pageQuery(1000, i))).arrayBuffer();
    });

    // The export: the most recent days holding about 100,000 lines, read to the end.
    const { rows: days } = await pool.query<{ day: string; lines: number }>(
      `SELECT to_char(o.created_at AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD') AS day,
              count(*)::int AS lines
         FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE o.enterprise_id = $1 AND o.created_at >= $2::date - interval '7 hours'
        GROUP BY 1 ORDER BY 1 DESC`,
      [ctx.enterpriseId, bangkokDay(31)],
    );
    let lines = 0;
    let exportStart = end;
    for (const d of days) {
      if (lines >= 100_000) break;
      lines += d.lines;
      exportStart = d.day;
    }
    const rss0 = process.memoryUsage().rss;
    let peak = rss0;
    const t0 = performance.now();
    const res = await callRoute(
      exportRoute,
      `/api/v1/orders/export?start_date=${exportStart}&end_date=${end}&format=csv`,
    );
    let bytes = 0;
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    const exportSeconds = (performance.now() - t0) / 1000;

    const rows = [route, reference, floor, page1, page1000];
    printTable(rows);
    const ratio = route.perSecond / reference.perSecond;
    const deep = page1000.p50 / page1.p50;
    const checks: Array<[boolean, string]> = [
      [route.errors === 0, `no errors (${route.errors})`],
      [
        route.p95 <= P95_BAR_MS,
        `p95 ${route.p95.toFixed(1)} ms (bar <= ${P95_BAR_MS} ms at ${ctx.clients} clients)`,
      ],
      [route.perSecond >= RATE_BAR, `${route.perSecond.toFixed(0)} req/s (bar >= ${RATE_BAR})`],
      [
        ratio >= RATIO_BAR,
        `route / pg throughput ${ratio.toFixed(2)}x (bar >= ${RATIO_BAR}x; p95 ${(route.p95 / reference.p95).toFixed(2)}x)`,
      ],
      [
        deep <= DEEP_PAGE_BAR,
        `page 1,000 / page 1: ${deep.toFixed(2)}x at p50 (bar <= ${DEEP_PAGE_BAR}x)`,
      ],
      [
        exportSeconds <= EXPORT_BAR_S,
        `export of ${lines} lines (${(bytes / 1e6).toFixed(1)} MB CSV, ${exportStart}..${end}) in ${exportSeconds.toFixed(1)} s, RSS +${((peak - rss0) / 1e6).toFixed(0)} MB (bar <= ${EXPORT_BAR_S} s)`,
      ],
    ];
    for (const [ok, text] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}: ${text}`);
    console.log(
      `  (floor: a signed-in call with only the session check answers ${floor.perSecond.toFixed(0)} req/s, p95 ${floor.p95.toFixed(1)} ms here)`,
    );
    return { pass: checks.every(([ok]) => ok), rows };
  } finally {
    await pool.end();
  }
}
