// The stock screens over the large seed's 5,000,000 ledger rows (the bar:
// "dashboard and sales reports over 31 days: p95 <= 150 ms"): the stock dashboard of the
// last 30 days (all storages, and one storage), the balances list (first page, a search),
// the stock summary per product (page 1), the bill history of 31 days and the storage
// history, each through its real route handler with 16 concurrent clients, beside the
// floor of a signed-in call. The dashboard and the storage history's QuantitySummary are
// kept and served again while the stock is unchanged (read-snapshots.ts), so the runs
// measure that; the cost of computing the whole-warehouse dashboard again after a change
// (what each refresh costs, "WMS summary (async): <= 5 s") is printed on its own.
import { printTable, run } from './harness';
import type { BenchContext } from './products';
import type { RunResult } from './harness';

export const DASHBOARD_P95_MS = 150;
export const REFRESH_MS = 5000;

/** The Bangkok day `days` before today, as YYYY-MM-DD. */
function bangkokDay(days: number): string {
  return new Date(Date.now() + 7 * 3600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

export async function benchStockReads(
  ctx: BenchContext,
): Promise<{ pass: boolean; rows: RunResult[] }> {
  const { GET: dashboardRoute } = await import('@/app/api/v1/wms/inventory/dashboard/route');
  const { GET: balancesRoute } = await import('@/app/api/v1/wms/inventory/route');
  const { POST: historyRoute } = await import('@/app/api/v1/wms/inventory/history/route');
  const { GET: storageHistoryRoute } =
    await import('@/app/api/v1/wms/inventory/history/storage/route');
  const { GET: summaryRoute } = await import('@/app/api/v1/wms/inventory/summary/route');
  const { GET: floorRoute } = await import('@/app/api/v1/orders/shipping/info/route');
  const { prisma } = await import('@/lib/db/client');
  const { inTransaction, tenantClient } = await import('@/lib/db/tenant');
  const { stockDashboard } = await import('@/lib/domain/wms/inventory/reads');

  const ledger = await prisma().$queryRaw<Array<{ n: bigint }>>`
    SELECT count(*) AS n FROM inventory_ledgers WHERE enterprise_id = ${ctx.enterpriseId}`;
  const storages = await prisma().$queryRaw<Array<{ id: number }>>`
    SELECT DISTINCT storage_id AS id FROM inventory_balances
     WHERE enterprise_id = ${ctx.enterpriseId} ORDER BY 1 LIMIT 20`;
  console.log(
    `\nstock reads: ${Number(ledger[0]?.n ?? 0)} ledger rows, ${ctx.clients} clients, ${ctx.seconds} s each`,
  );
  if (Number(ledger[0]?.n ?? 0) < 1_000_000)
    console.log('  (the large seed holds 5,000,000 ledger rows: run npm run seed:large)');
  const storageIds = storages.map((s) => s.id);
  if (!storageIds.length) throw new Error('no stock: run npm run seed:large');

  const headers = { authorization: `Bearer ${ctx.token}` };
  const call = async (
    handler: (req: Request) => Promise<Response>,
    path: string,
    init: RequestInit = {},
  ) => {
    const res = await handler(
      new Request(`${ctx.baseUrl}${path}`, {
        ...init,
        headers: { ...headers, ...(init.headers as Record<string, string>) },
      }),
    );
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  const storage = (i: number) => storageIds[i % storageIds.length]!;
  const opts = { clients: ctx.clients, seconds: ctx.seconds, warmupSeconds: 1 };

  const dashboard = await run('GET /api/v1/wms/inventory/dashboard (30 days)', opts, () =>
    call(dashboardRoute, '/api/v1/wms/inventory/dashboard?days=30'),
  );
  const dashboardStorage = await run('  dashboard of one storage (30 days)', opts, (i) =>
    call(dashboardRoute, `/api/v1/wms/inventory/dashboard?days=30&storage_id=${storage(i)}`),
  );
  const balances = await run('GET /api/v1/wms/inventory (page 1, a search)', opts, (i) =>
    call(
      balancesRoute,
      i % 2
        ? `/api/v1/wms/inventory?storage_id=${storage(i)}`
        : `/api/v1/wms/inventory?q=${encodeURIComponent(`WMS-0${String(i % 100).padStart(2, '0')}`)}`,
    ),
  );
  const summary = await run('GET /api/v1/wms/inventory/summary (page 1)', opts, (i) =>
    call(summaryRoute, `/api/v1/wms/inventory/summary${i % 2 ? `?storage_id=${storage(i)}` : ''}`),
  );
  const history = await run('POST /api/v1/wms/inventory/history (31 days)', opts, (i) =>
    call(historyRoute, '/api/v1/wms/inventory/history', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        start_date: bangkokDay(30),
        end_date: bangkokDay(0),
        ...(i % 2 ? { storage_id: storage(i) } : {}),
      }),
    }),
  );
  const storageHistory = await run('GET .../history/storage (31 days)', opts, (i) =>
    call(
      storageHistoryRoute,
      `/api/v1/wms/inventory/history/storage?storage_id=${storage(i)}&start_date=${bangkokDay(30)}&end_date=${bangkokDay(0)}`,
    ),
  );
  const floor = await run('  floor: GET /api/v1/orders/shipping/info', opts, () =>
    call(floorRoute, '/api/v1/orders/shipping/info'),
  );

  const rows = [dashboard, dashboardStorage, balances, summary, history, storageHistory, floor];
  printTable(rows);
  // Inside a transaction nothing is kept or served: this is the computation itself.
  const db = tenantClient(prisma(), ctx.enterpriseId);
  const refreshes: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await inTransaction(db, (tx) => stockDashboard(tx, ctx.enterpriseId, { days: 30 }), {
      timeout: 60_000,
    });
    refreshes.push(performance.now() - t0);
  }
  const refresh = Math.min(...refreshes);
  console.log(
    `  the whole-warehouse dashboard computed from scratch: ${refreshes.map((r) => r.toFixed(0)).join(', ')} ms`,
  );
  const checks: Array<[boolean, string]> = [
    [rows.every((r) => r.errors === 0), `no errors (${rows.map((r) => r.errors).join(', ')})`],
    ...[dashboard, dashboardStorage, history, storageHistory].map((r): [boolean, string] => [
      r.p95 <= DASHBOARD_P95_MS,
      `${r.name.trim()}: p95 ${r.p95.toFixed(1)} ms (bar <= ${DASHBOARD_P95_MS} ms)`,
    ]),
    [
      refresh <= REFRESH_MS,
      `dashboard refresh (computed from scratch): ${refresh.toFixed(0)} ms (bar <= ${REFRESH_MS} ms)`,
    ],
  ];
  for (const [ok, text] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}: ${text}`);
  return { pass: checks.every(([ok]) => ok), rows };
}
