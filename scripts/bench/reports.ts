// The report bars (docs/reports.md), over the 1,000,000 orders of npm run seed:large:
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/backoffice_bench npm run bench -- reports
//   [--clients 16] [--seconds 5] [--only recbyteam,commission,visible]
// (after npm run db:migrate && npm run db:seed && npm run seed:large on that database).
// - Every report call over 31 days, through its real route handler, --clients concurrent
//   clients: p95 <= 150 ms, and within 1.5x of the p95 of the same statements (the same
//   Prisma.Sql, sent through pgRunner on a pool of the app's size, as many at once as the
//   handler sends) at the same concurrency. The requests take turns over 12 different 31-day
//   windows of the last year, so no figure is one repeated query.
// - A new order shows in the dashboard within 1 s: orders are made one after another through
//   POST /api/v1/orders (the order creation service) while a reader calls the dashboard back
//   to back; from the creation's answer (its transaction committed) to the first dashboard
//   answer counting it, p95 <= 1 s. The orders are deleted afterwards.
// - The WMS summary job within 5 s, when this branch has /api/v2/reports/summary_wms_product_async.
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Prisma } from '@/lib/generated/prisma/client';
import { percentile, printTable, run, type RunResult } from './harness';
import type { BenchContext } from './products';

export const P95_BAR_MS = 150;
export const RATIO_BAR = 1.5;
export const VISIBLE_BAR_MS = 1000;
export const WMS_SUMMARY_BAR_MS = 5000;
const WINDOWS = 12;
const VISIBLE_SAMPLES = 30;
const SAMPLE_TIMEOUT_MS = 10_000;

type Handler = (req: Request) => Promise<Response>;
interface Window {
  start_date: string;
  end_date: string;
}
interface ReportCall {
  name: string;
  path: string;
  handler: Handler;
  /** The statements the handler sends for the window, all at once. */
  statements: (w: Window) => Prisma.Sql[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The Bangkok day `days` before today, as YYYY-MM-DD. */
function bangkokDay(days: number): string {
  return new Date(Date.now() + 7 * 3600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

/** 31-day windows over the seeded year: the last one ends today, the others every 29 days back. */
export function reportWindows(): Window[] {
  return Array.from({ length: WINDOWS }, (_, k) => ({
    start_date: bangkokDay(k * 29 + 30),
    end_date: bangkokDay(k * 29),
  }));
}

async function reportCalls(e: number): Promise<ReportCall[]> {
  const { salesReportSql } = await import('@/lib/domain/reports/sales-report');
  const { salesBySaleChannel } = await import('@/lib/domain/reports/by-sale-channel');
  const { salesByTeam } = await import('@/lib/domain/reports/by-team');
  const { salesByUser } = await import('@/lib/domain/reports/by-user');
  const { salesByProduct } = await import('@/lib/domain/reports/by-product');
  const { salesByUserProduct } = await import('@/lib/domain/reports/by-user-product');
  const { salesBySaleChannelProduct, salesByPlatform, salesByPromotion } =
    await import('@/lib/domain/reports/by-sale-channel-product');
  const { dashboardSql } = await import('@/lib/domain/reports/dashboard');
  const { commissionSql, commissionRatesSql } = await import('@/lib/domain/reports/commission');
  const { orderReturnSql } = await import('@/lib/domain/reports/order-return');
  const { pagedReportQuery, reportQuery } = await import('@/lib/domain/reports/report-query');
  // The queries as the routes parse them (the paged ones get page 1 of 100 rows).
  const q = (w: Window) => reportQuery.parse(w);
  const pq = (w: Window) => pagedReportQuery.parse(w);
  const call = (
    name: string,
    p: string,
    handler: Handler,
    statements: (w: Window) => Prisma.Sql[],
  ): ReportCall => ({ name, path: p, handler, statements });

  return [
    call(
      'dashboard',
      '/api/v1/reports/dashboard',
      (await import('@/app/api/v1/reports/dashboard/route')).GET,
      (w) => Object.values(dashboardSql(e, q(w))),
    ),
    call(
      'recbysalechannel',
      '/api/v2/reports/recbysalechannel',
      (await import('@/app/api/v2/reports/recbysalechannel/route')).GET,
      (w) => [salesReportSql(e, q(w), salesBySaleChannel)],
    ),
    call(
      'recbyteam',
      '/api/v1/reports/recbyteam',
      (await import('@/app/api/v1/reports/recbyteam/route')).GET,
      (w) => [salesReportSql(e, q(w), salesByTeam)],
    ),
    call(
      'recbyuser',
      '/api/v2/reports/recbyuser',
      (await import('@/app/api/v2/reports/recbyuser/route')).GET,
      (w) => [salesReportSql(e, q(w), salesByUser)],
    ),
    call(
      'recbyproduct',
      '/api/v1/reports/recbyproduct',
      (await import('@/app/api/v1/reports/recbyproduct/route')).GET,
      (w) => [salesReportSql(e, pq(w), salesByProduct)],
    ),
    call(
      'recbyuserproduct',
      '/api/v2/reports/recbyuserproduct',
      (await import('@/app/api/v2/reports/recbyuserproduct/route')).GET,
      (w) => [salesReportSql(e, pq(w), salesByUserProduct)],
    ),
    call(
      'salebyplatformandpromotion',
      '/api/v1/reports/salebyplatformandpromotion',
      (await import('@/app/api/v1/reports/salebyplatformandpromotion/route')).GET,
      (w) => [
        salesReportSql(e, pq(w), salesBySaleChannelProduct),
        salesReportSql(e, { ...pq(w), limit: undefined }, salesByPlatform),
        salesReportSql(e, { ...pq(w), limit: undefined }, salesByPromotion),
      ],
    ),
    call(
      'orderreturn',
      '/api/v1/reports/orderreturn',
      (await import('@/app/api/v1/reports/orderreturn/route')).GET,
      (w) => Object.values(orderReturnSql(e, q(w))),
    ),
    call(
      'commission',
      '/api/v1/reports/commission',
      (await import('@/app/api/v1/reports/commission/route')).GET,
      (w) => [commissionSql(e, q(w)), commissionRatesSql(e)],
    ),
  ];
}

export async function benchReports(ctx: BenchContext): Promise<{ pass: boolean }> {
  const { env } = await import('@/lib/env');
  const { pgRunner } = await import('@/lib/db/sql-runner');
  const headers = { authorization: `Bearer ${ctx.token}` };
  // The reference pool: the size of the app's own (DATABASE_POOL_SIZE).
  const pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: env().DATABASE_POOL_SIZE });
  const straight = pgRunner(pool);
  const checks: Array<[boolean, string]> = [];
  try {
    const windows = reportWindows();
    const { rows: sized } = await pool.query<{ orders: number; product_rows: number }>(
      `SELECT (SELECT COALESCE(sum(orders), 0)::int FROM report_order_days
                WHERE enterprise_id = $1 AND day BETWEEN $2 AND $3) AS orders,
              (SELECT count(*)::int FROM report_product_days
                WHERE enterprise_id = $1 AND day BETWEEN $2 AND $3) AS product_rows`,
      [ctx.enterpriseId, windows[1]!.start_date, windows[1]!.end_date],
    );
    console.log(
      `\nreports: ${WINDOWS} windows of 31 days (${windows.at(-1)!.start_date}..${windows[0]!.end_date}), ` +
        `${ctx.clients} clients, ${ctx.seconds} s each; ${windows[1]!.start_date}..${windows[1]!.end_date} ` +
        `holds ${sized[0]!.orders} orders, ${sized[0]!.product_rows} product day rows`,
    );
    if (sized[0]!.orders < 50_000)
      console.log(
        '  (a 31-day window of the large seed holds ~85,000 orders: run npm run seed:large)',
      );

    const callRoute = async (handler: Handler, p: string) => {
      const res = await handler(new Request(`${ctx.baseUrl}${p}`, { headers }));
      if (res.status !== 200) throw new Error(`${p}: ${res.status} ${await res.text()}`);
      return res;
    };
    const opts = { clients: ctx.clients, seconds: ctx.seconds, warmupSeconds: 1 };
    const rows: RunResult[] = [];
    const bars: Array<{ name: string; route: RunResult; sql: RunResult }> = [];
    const only = process.argv.includes('--only')
      ? process.argv[process.argv.indexOf('--only') + 1]!.split(',')
      : null;
    const calls = (await reportCalls(ctx.enterpriseId)).filter(
      (c) => !only || only.includes(c.name),
    );
    for (const report of calls) {
      const url = (w: Window) => `${report.path}?${new URLSearchParams({ ...w })}`;
      const route = await run(`${report.name} (route handler)`, opts, async (i) => {
        await (await callRoute(report.handler, url(windows[i % WINDOWS]!))).arrayBuffer();
      });
      const sql = await run('  same SQL through pg', opts, async (i) => {
        await Promise.all(report.statements(windows[i % WINDOWS]!).map((s) => straight.rows(s)));
      });
      printTable([route, sql]);
      rows.push(route, sql);
      bars.push({ name: report.name, route, sql });
    }
    console.log('');
    printTable(rows);
    for (const { name, route, sql } of bars) {
      const ratio = route.p95 / sql.p95;
      checks.push([
        route.errors === 0 && route.p95 <= P95_BAR_MS,
        `${name}: p95 ${route.p95.toFixed(1)} ms (bar <= ${P95_BAR_MS} ms at ${ctx.clients} clients${route.errors ? `, ${route.errors} errors` : ''})`,
      ]);
      checks.push([
        ratio <= RATIO_BAR,
        `${name}: ${ratio.toFixed(2)}x the p95 of the same SQL through pg, ${sql.p95.toFixed(1)} ms (bar <= ${RATIO_BAR}x)`,
      ]);
    }

    if (!only || only.includes('visible')) checks.push(await newOrderVisible(ctx, pool, callRoute));
    const wms = only ? null : await wmsSummary(ctx, callRoute);
    if (wms) checks.push(wms);
  } finally {
    await pool.end();
  }
  for (const [ok, text] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}: ${text}`);
  return { pass: checks.every(([ok]) => ok) };
}

type CallRoute = (handler: Handler, p: string) => Promise<Response>;

interface Dashboard {
  Datum: { today: { orders: number } };
}

/**
 * Orders made one after another through the creation route while a reader calls the
 * dashboard back to back: the time from each creation's answer to the first dashboard answer
 * whose today.orders counts it (a reader's call that started before the commit may not).
 */
async function newOrderVisible(
  ctx: BenchContext,
  pool: pg.Pool,
  callRoute: CallRoute,
): Promise<[boolean, string]> {
  const { GET: dashboardRoute } = await import('@/app/api/v1/reports/dashboard/route');
  const { POST: createRoute } = await import('@/app/api/v1/orders/route');
  const e = ctx.enterpriseId;
  const { rows: refs } = await pool.query<{ channel: number; method: number; products: number[] }>(
    `SELECT (SELECT id FROM sale_channels WHERE enterprise_id = $1 AND active ORDER BY id LIMIT 1) AS channel,
            (SELECT id FROM payment_methods WHERE enterprise_id = $1 AND active AND type = 1
              ORDER BY id LIMIT 1) AS method,
            ARRAY(SELECT id FROM products WHERE enterprise_id = $1 AND active AND price > 0
                   ORDER BY id LIMIT 200) AS products`,
    [e],
  );
  const ref = refs[0]!;
  const dashboardPath = `/api/v1/reports/dashboard?${new URLSearchParams({
    start_date: bangkokDay(30),
    end_date: bangkokDay(0),
  })}`;
  const todayOrders = async () =>
    ((await (await callRoute(dashboardRoute, dashboardPath)).json()) as Dashboard).Datum.today
      .orders;

  const created: number[] = [];
  const latencies: number[] = [];
  let seen = await todayOrders();
  let reading = true;
  // The reader: every answer with the time it came back, and how long each call took.
  const answers: Array<{ at: number; orders: number }> = [];
  const calls: number[] = [];
  const reader = (async () => {
    while (reading) {
      const t0 = performance.now();
      const orders = await todayOrders();
      answers.push({ at: performance.now(), orders });
      calls.push(performance.now() - t0);
    }
  })();
  // What the rollups hold right after the commit, read straight (the same transaction wrote them).
  let inRollups = 0;
  const today = bangkokDay(0);
  try {
    for (let k = 0; k < VISIBLE_SAMPLES; k++) {
      const res = await createRoute(
        new Request(`${ctx.baseUrl}/api/v1/orders`, {
          method: 'POST',
          headers: { authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            sale_channel_id: ref.channel,
            payment_method_id: ref.method,
            shipping_provider_id: 1,
            recipient: {
              name: 'คุณทดสอบ รายงาน',
              phone: `08${String(10_000_000 + k).padStart(8, '0')}`,
              address: '99/1 ถนนพระราม 4',
              subdistrict: 'คลองเตย',
              district: 'คลองเตย',
              province: 'กรุงเทพมหานคร',
              zipcode: '10110',
            },
            items: [{ product_id: ref.products[k % ref.products.length]!, quantity: 1 + (k % 3) }],
          }),
        }),
      );
      const committed = performance.now();
      if (res.status !== 201)
        throw new Error(`POST /api/v1/orders: ${res.status} ${await res.text()}`);
      created.push(((await res.json()) as { Datum: { id: number } }).Datum.id);
      seen += 1;
      const { rows: kept } = await pool.query<{ n: number }>(
        `SELECT COALESCE(sum(orders), 0)::int AS n FROM report_order_days
          WHERE enterprise_id = $1 AND day = $2 AND status <> 140`,
        [e, today],
      );
      if (kept[0]!.n >= seen) inRollups++;
      for (;;) {
        const shown = answers.find((a) => a.at > committed && a.orders >= seen);
        if (shown) {
          latencies.push(shown.at - committed);
          break;
        }
        if (performance.now() - committed > SAMPLE_TIMEOUT_MS) {
          latencies.push(Infinity);
          break;
        }
        await sleep(5);
      }
      answers.length = 0;
    }
  } finally {
    reading = false;
    await reader.catch(() => undefined);
    // The bench's orders go again (their lines, events and rollup rows with them).
    if (created.length)
      await pool.query('DELETE FROM orders WHERE enterprise_id = $1 AND id = ANY($2::int[])', [
        e,
        created,
      ]);
  }
  latencies.sort((a, b) => a - b);
  calls.sort((a, b) => a - b);
  const p95 = percentile(latencies, 95);
  console.log(
    `  (${inRollups} of ${created.length} new orders in today's rollup rows on the first read after their commit; ` +
      `a dashboard call took p50 ${percentile(calls, 50).toFixed(0)} ms, p95 ${percentile(calls, 95).toFixed(0)} ms meanwhile)`,
  );
  return [
    p95 <= VISIBLE_BAR_MS,
    `a new order in the dashboard: p95 ${p95.toFixed(0)} ms, p50 ${percentile(latencies, 50).toFixed(0)} ms from the creation's answer, ${latencies.length} orders (bar <= ${VISIBLE_BAR_MS} ms)`,
  ];
}

interface SummaryAnswer {
  Datum: { state: number };
}

/** Start the WMS summary job and wait for its answer; null when the branch has no such call. */
async function wmsSummary(
  ctx: BenchContext,
  callRoute: CallRoute,
): Promise<[boolean, string] | null> {
  const dir = path.join(process.cwd(), 'app/api/v2/reports');
  if (!existsSync(path.join(dir, 'summary_wms_product_async/route.ts'))) {
    console.log(
      '  (skipped: the WMS summary job, /api/v2/reports/summary_wms_product_async is not in this branch)',
    );
    return null;
  }
  const load = async (name: string) =>
    ((await import(/* @vite-ignore */ path.join(dir, name, 'route.ts'))) as { GET: Handler }).GET;
  const start = await load('summary_wms_product_async');
  const answer = await load('summary_wms_product');
  const range = new URLSearchParams({ start_date: bangkokDay(30), end_date: bangkokDay(0) });
  const t0 = performance.now();
  await callRoute(start, `/api/v2/reports/summary_wms_product_async?${range}`);
  for (;;) {
    const res = await callRoute(answer, `/api/v2/reports/summary_wms_product?${range}`);
    if (((await res.json()) as SummaryAnswer).Datum.state === 1) break;
    if (performance.now() - t0 > 60_000) return [false, 'the WMS summary job: no answer in 60 s'];
    await sleep(50);
  }
  const ms = performance.now() - t0;
  return [
    ms <= WMS_SUMMARY_BAR_MS,
    `the WMS summary job answered in ${ms.toFixed(0)} ms (bar <= ${WMS_SUMMARY_BAR_MS} ms)`,
  ];
}
