// The report bars (docs/reports.md), over the 1,000,000 orders of npm run seed:large:
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/backoffice_bench npm run bench -- reports
//   [--clients 16] [--seconds 5] [--only recbyteam,commission,visible,wms]
// (after npm run db:migrate && npm run db:seed && npm run seed:large on that database).
// - Every report call over 31 days, through its real route handler, --clients concurrent
//   clients: p95 <= 150 ms, and within 1.5x of the p95 of the same statements (the same
//   Prisma.Sql, sent through pgRunner on a pool of the app's size, as many at once as the
//   handler sends) at the same concurrency. The requests take turns over 12 different 31-day
//   windows of the last year. The route reuses an answer while its days are unchanged
//   (docs/reports.md, Reusing answers), the pg reference computes every time: so each window's
//   first call, which computes, is timed on its own and printed beside them.
// - A new order shows in the dashboard within 1 s (report-new-order-visible.ts).
// - The WMS summary job within 5 s, where the branch has it (report-wms-summary.ts).
import pg from 'pg';
import type { Prisma } from '@/lib/generated/prisma/client';
import { percentile, printTable, run, type RunResult } from './harness';
import type { BenchContext } from './products';
import { bangkokDay, type Handler } from './report-bench-kit';
import { newOrderVisible } from './report-new-order-visible';
import { wmsSummary } from './report-wms-summary';

export const P95_BAR_MS = 150;
export const RATIO_BAR = 1.5;
const WINDOWS = 12;

interface Window {
  start_date: string;
  end_date: string;
}
interface ReportCall {
  name: string;
  path: string;
  handler: Handler;
  /** The statements the handler computes for the window, all at once (names read apart). */
  statements: (w: Window) => Prisma.Sql[];
}

/** 31-day windows over the seeded year: the last one ends today, the others every 29 days back. */
export function reportWindows(): Window[] {
  return Array.from({ length: WINDOWS }, (_, k) => ({
    start_date: bangkokDay(k * 29 + 30),
    end_date: bangkokDay(k * 29),
  }));
}

async function reportCalls(e: number): Promise<ReportCall[]> {
  const { salesMeasuresSql } = await import('@/lib/domain/reports/sales-report');
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
      (w) => [salesMeasuresSql(e, q(w), salesBySaleChannel)],
    ),
    call(
      'recbyteam',
      '/api/v1/reports/recbyteam',
      (await import('@/app/api/v1/reports/recbyteam/route')).GET,
      (w) => [salesMeasuresSql(e, q(w), salesByTeam)],
    ),
    call(
      'recbyuser',
      '/api/v2/reports/recbyuser',
      (await import('@/app/api/v2/reports/recbyuser/route')).GET,
      (w) => [salesMeasuresSql(e, q(w), salesByUser)],
    ),
    call(
      'recbyproduct',
      '/api/v1/reports/recbyproduct',
      (await import('@/app/api/v1/reports/recbyproduct/route')).GET,
      (w) => [salesMeasuresSql(e, pq(w), salesByProduct)],
    ),
    call(
      'recbyuserproduct',
      '/api/v2/reports/recbyuserproduct',
      (await import('@/app/api/v2/reports/recbyuserproduct/route')).GET,
      (w) => [salesMeasuresSql(e, pq(w), salesByUserProduct)],
    ),
    call(
      'salebyplatformandpromotion',
      '/api/v1/reports/salebyplatformandpromotion',
      (await import('@/app/api/v1/reports/salebyplatformandpromotion/route')).GET,
      (w) => [
        salesMeasuresSql(e, pq(w), salesBySaleChannelProduct),
        salesMeasuresSql(e, { ...pq(w), limit: undefined }, salesByPlatform),
        salesMeasuresSql(e, { ...pq(w), limit: undefined }, salesByPromotion),
      ],
    ),
    call(
      'orderreturn',
      '/api/v1/reports/orderreturn',
      (await import('@/app/api/v1/reports/orderreturn/route')).GET,
      (w) => [orderReturnSql(e, pq(w))],
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
      const computed: number[] = [];
      for (const w of windows) {
        const t0 = performance.now();
        await (await callRoute(report.handler, url(w))).arrayBuffer();
        computed.push(performance.now() - t0);
      }
      computed.sort((a, b) => a - b);
      console.log(
        `${report.name}: the first call of each window (computed, one client): ` +
          `p50 ${percentile(computed, 50).toFixed(0)} ms, max ${computed.at(-1)!.toFixed(0)} ms`,
      );
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
    const wms = !only || only.includes('wms') ? await wmsSummary(callRoute) : null;
    if (wms) checks.push(wms);
  } finally {
    await pool.end();
  }
  for (const [ok, text] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}: ${text}`);
  return { pass: checks.every(([ok]) => ok) };
}
