// The report bench's freshness bar: a new order shows in the dashboard within 1 s. Orders are
// made one after another through POST /api/v1/orders (the order creation service) while a
// reader calls the dashboard back to back; from the creation's answer (its transaction
// committed) to the first dashboard answer counting it. The orders are deleted afterwards.
import type pg from 'pg';
import { percentile } from './harness';
import type { BenchContext } from './products';
import { bangkokDay, sleep, type CallRoute } from './report-bench-kit';

export const VISIBLE_BAR_MS = 1000;
const VISIBLE_SAMPLES = 30;
const SAMPLE_TIMEOUT_MS = 10_000;

interface Dashboard {
  Datum: { today: { orders: number } };
}

/**
 * Orders made one after another through the creation route while a reader calls the
 * dashboard back to back: the time from each creation's answer to the first dashboard answer
 * whose today.orders counts it (a reader's call that started before the commit may not).
 */
export async function newOrderVisible(
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
