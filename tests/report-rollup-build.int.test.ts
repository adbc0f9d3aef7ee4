// The bulk build of the report rollups (scripts/bench/seed-report-rollups.ts, run by
// npm run seed:large) against what the triggers keep (migration report_rollups). A few
// hundred orders of an enterprise of their own are written with the triggers on, the way
// orders live: inserted in batches, lines added later, statuses moved, discounts changed,
// packing costs recorded, lines taken out and moved to another order. Then the same
// enterprise's rollups are built again in bulk, in small chunks of order ids: the facts must
// equal the triggers' row for row, the day rollups summed per group, and the rows of other
// enterprises stay as they were.
import { randomInt } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReportRollups, reportRollupsMissing } from '@/scripts/bench/seed-report-rollups';

const ORDERS = 300;
const STATUSES = [100, 111, 112, 114, 121, 122, 130, 140, 141, 142, 998];

let pool: pg.Pool;
let e = 0;
const ids = {
  channels: [] as number[],
  method: 0,
  team: 0,
  users: [] as number[],
  products: [] as number[],
  shop: 0,
  platformProduct: 0,
};

/** A small deterministic generator: the same orders every run. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const one = async <T>(sql: string, values: unknown[] = []): Promise<T> =>
  (await pool.query(sql, values)).rows[0] as T;

/** Everything the four tables hold for the enterprise, in a form two builds compare by. */
async function rollups(enterprise: number) {
  const q = async (sql: string) =>
    (await pool.query<{ r: string }>(sql, [enterprise])).rows.map((row) => row.r);
  return {
    orderFacts: await q(
      `SELECT f::text AS r FROM report_order_facts f WHERE enterprise_id = $1 ORDER BY order_id`,
    ),
    productFacts: await q(
      `SELECT f::text AS r FROM report_product_facts f WHERE enterprise_id = $1
        ORDER BY order_id, product_id`,
    ),
    orderDays: await q(
      `SELECT concat_ws(' ', day, status, sale_channel_id, team_id, staff_user_id, platform,
                        platform_shop_id, payment_type, sum(orders), sum(units),
                        sum(items_amount), sum(discount), sum(shipping), sum(cost_known),
                        sum(units_uncosted)) AS r
         FROM report_order_days WHERE enterprise_id = $1
        GROUP BY day, status, sale_channel_id, team_id, staff_user_id, platform,
                 platform_shop_id, payment_type
       HAVING sum(orders) <> 0 OR sum(units) <> 0 OR sum(items_amount) <> 0
           OR sum(discount) <> 0 OR sum(shipping) <> 0 OR sum(cost_known) <> 0
           OR sum(units_uncosted) <> 0
        ORDER BY 1`,
    ),
    productDays: await q(
      `SELECT concat_ws(' ', day, status, sale_channel_id, team_id, staff_user_id, platform,
                        platform_shop_id, payment_type, product_id, sum(orders), sum(units),
                        sum(amount), sum(cost_known), sum(units_uncosted)) AS r
         FROM report_product_days WHERE enterprise_id = $1
        GROUP BY day, status, sale_channel_id, team_id, staff_user_id, platform,
                 platform_shop_id, payment_type, product_id
       HAVING sum(orders) <> 0 OR sum(units) <> 0 OR sum(amount) <> 0
           OR sum(cost_known) <> 0 OR sum(units_uncosted) <> 0
        ORDER BY 1`,
    ),
  };
}

/** What the other enterprises' rows add up to: a build of one enterprise leaves them be. */
async function othersTotals(): Promise<string> {
  const { r } = await one<{ r: string }>(
    `SELECT concat_ws(' ',
              (SELECT count(*) || '/' || COALESCE(sum(items_amount), 0) FROM report_order_facts WHERE enterprise_id <> $1),
              (SELECT count(*) || '/' || COALESCE(sum(amount), 0) FROM report_product_facts WHERE enterprise_id <> $1),
              (SELECT count(*) || '/' || COALESCE(sum(items_amount), 0) FROM report_order_days WHERE enterprise_id <> $1),
              (SELECT count(*) || '/' || COALESCE(sum(amount), 0) FROM report_product_days WHERE enterprise_id <> $1)) AS r`,
    [e],
  );
  return r;
}

/** The orders, written the way the application writes them: several statements, triggers on. */
async function writeOrders(): Promise<void> {
  const rnd = prng(20261127);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const orders = Array.from({ length: ORDERS }, (_, i) => {
    const platform = i % 5 === 0;
    // Ten Bangkok days; every eleventh order just before or after Bangkok midnight.
    const day = `2026-03-${String(1 + (i % 10)).padStart(2, '0')}`;
    const at =
      i % 11 === 0
        ? `${day}T16:59:${i % 2 ? '59' : '00'}Z`
        : i % 11 === 1
          ? `${day}T17:00:00Z`
          : `${day}T0${i % 9}:${String(i % 60).padStart(2, '0')}:00Z`;
    const discount = pick(['0.00', '0.00', '0.00', '10.01', '33.33', '0.07', '99.99', '5.00']);
    return {
      number: `RB${String(i).padStart(6, '0')}`,
      status: pick(STATUSES),
      channel: pick(ids.channels),
      staff: platform ? null : pick([ids.users[0]!, ids.users[1]!, null]),
      platform: platform ? 2 : 1,
      shop: platform ? ids.shop : null,
      paymentType: pick([1, 2, 5, 6]),
      discount,
      shipping: pick(['0.00', '30.00', '45.50']),
      at,
    };
  });
  for (let from = 0; from < ORDERS; from += 100) {
    const batch = orders.slice(from, from + 100);
    await pool.query(
      `INSERT INTO orders (enterprise_id, order_number, status, staff_user_id, sale_channel_id,
                           payment_method_id, payment_type, platform, platform_shop_id,
                           shipping_provider_id, recipient_name, recipient_phone,
                           recipient_address, discount, shipping_fee, created_at, updated_at)
       SELECT $1, n, s, u, c, $2, pt, pf, sh, 1, 'ทดสอบ', '0800000000', '1 ถนนทดสอบ', d, f, at, now()
         FROM unnest($3::text[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[],
                     $9::int[], $10::numeric[], $11::numeric[], $12::timestamptz[])
              AS x(n, s, u, c, pt, pf, sh, d, f, at)`,
      [
        e,
        ids.method,
        batch.map((o) => o.number),
        batch.map((o) => o.status),
        batch.map((o) => o.staff),
        batch.map((o) => o.channel),
        batch.map((o) => o.paymentType),
        batch.map((o) => o.platform),
        batch.map((o) => o.shop),
        batch.map((o) => o.discount),
        batch.map((o) => o.shipping),
        batch.map((o) => o.at),
      ],
    );
  }
  const { rows: made } = await pool.query<{ id: number }>(
    'SELECT id FROM orders WHERE enterprise_id = $1 ORDER BY order_number',
    [e],
  );
  // Lines: none for every 13th order; the same product twice in some orders; platform lines
  // not mapped to a product; odd prices so the discount shares round.
  const lines: Array<{
    order: number;
    product: number | null;
    qty: number;
    price: string;
    cost: string | null;
  }> = [];
  made.forEach(({ id }, i) => {
    if (i % 13 === 0) return;
    const n = 1 + Math.floor(rnd() * 6);
    for (let k = 0; k < n; k++) {
      const mapped = !(i % 5 === 0 && k === 0);
      lines.push({
        order: id,
        product: mapped ? pick(ids.products) : null,
        qty: 1 + Math.floor(rnd() * 3),
        price: pick(['19.99', '0.33', '120.00', '7.77', '1.01', '0.00']),
        cost: rnd() < 0.4 ? pick(['5.1234', '0.0001', '60.0000']) : null,
      });
    }
  });
  const insertLines = async (part: typeof lines) =>
    pool.query(
      `INSERT INTO order_items (enterprise_id, order_id, product_id, platform_product_id, name,
                                sku, quantity, price, line_total, unit_cost)
       SELECT $1, o, p, CASE WHEN p IS NULL THEN $2::int END, 'สินค้า', 'SKU', q, pr, pr * q, c
         FROM unnest($3::int[], $4::int[], $5::int[], $6::numeric[], $7::numeric[])
              AS x(o, p, q, pr, c)`,
      [
        e,
        ids.platformProduct,
        part.map((l) => l.order),
        part.map((l) => l.product),
        part.map((l) => l.qty),
        part.map((l) => l.price),
        part.map((l) => l.cost),
      ],
    );
  // Most lines with their orders' batch, a few added to orders that already hold lines.
  await insertLines(lines.filter((_, k) => k % 7 !== 3));
  await insertLines(lines.filter((_, k) => k % 7 === 3));

  // Life goes on: statuses move, discounts change, packing records costs, lines go.
  await pool.query(
    `UPDATE orders SET status = CASE status WHEN 100 THEN 111 WHEN 111 THEN 112
                                            WHEN 112 THEN 121 ELSE 130 END
      WHERE enterprise_id = $1 AND status IN (100, 111, 112, 121) AND id % 3 = 0`,
    [e],
  );
  await pool.query(
    `UPDATE orders SET discount = discount + 1.11 WHERE enterprise_id = $1 AND id % 17 = 0`,
    [e],
  );
  await pool.query(
    `UPDATE order_items SET unit_cost = 12.3456
      WHERE enterprise_id = $1 AND unit_cost IS NULL AND id % 4 = 0`,
    [e],
  );
  await pool.query(`DELETE FROM order_items WHERE enterprise_id = $1 AND id % 23 = 0`, [e]);
  await pool.query(
    `UPDATE order_items SET order_id = (SELECT min(id) FROM orders WHERE enterprise_id = $1)
      WHERE enterprise_id = $1 AND id % 29 = 0`,
    [e],
  );
  await pool.query(`UPDATE orders SET status = 140 WHERE enterprise_id = $1 AND id % 19 = 0`, [e]);
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 });
  const tag = randomInt(36 ** 5).toString(36);
  e = (
    await one<{ id: number }>(
      `INSERT INTO enterprises (code, name, updated_at) VALUES ($1, 'Rollup build', now())
       RETURNING id`,
      [`rollup-build-${tag}`],
    )
  ).id;
  for (const name of ['Facebook', 'LINE']) {
    ids.channels.push(
      (
        await one<{ id: number }>(
          `INSERT INTO sale_channels (enterprise_id, name, type, updated_at)
           VALUES ($1, $2, 1, now()) RETURNING id`,
          [e, name],
        )
      ).id,
    );
  }
  ids.method = (
    await one<{ id: number }>(
      `INSERT INTO payment_methods (enterprise_id, name, type, updated_at)
       VALUES ($1, 'โอนเงิน', 1, now()) RETURNING id`,
      [e],
    )
  ).id;
  ids.team = (
    await one<{ id: number }>(
      `INSERT INTO teams (enterprise_id, name, updated_at) VALUES ($1, 'ทีมขาย', now()) RETURNING id`,
      [e],
    )
  ).id;
  for (const [k, team] of [ids.team, null].entries()) {
    ids.users.push(
      (
        await one<{ id: number }>(
          `INSERT INTO users (enterprise_id, username, password_hash, first_name, group_id,
                              team_id, updated_at)
           VALUES ($1, $2, 'x', 'พนักงาน', 3, $3, now()) RETURNING id`,
          [e, `rollup-${tag}-${k}`, team],
        )
      ).id,
    );
  }
  for (let k = 0; k < 5; k++) {
    ids.products.push(
      (
        await one<{ id: number }>(
          `INSERT INTO products (enterprise_id, pn, name, price, updated_at)
           VALUES ($1, $2, 'สินค้า', 10, now()) RETURNING id`,
          [e, `RB-${k}`],
        )
      ).id,
    );
  }
  ids.shop = (
    await one<{ id: number }>(
      `INSERT INTO platform_shops (enterprise_id, platform, shop_id, name, updated_at)
       VALUES ($1, 2, $2, 'ร้าน TikTok', now()) RETURNING id`,
      [e, `rb-${tag}`],
    )
  ).id;
  ids.platformProduct = (
    await one<{ id: number }>(
      `INSERT INTO platform_products (enterprise_id, platform_shop_id, platform, platform_item_id,
                                      platform_sku_id, name, updated_at)
       VALUES ($1, $2, 2, 'item-1', 'sku-1', 'ยังไม่จับคู่', now()) RETURNING id`,
      [e, ids.shop],
    )
  ).id;
  await writeOrders();
});

afterAll(async () => {
  if (e) {
    await pool.query('DELETE FROM orders WHERE enterprise_id = $1', [e]);
    for (const table of ['report_order_days', 'report_product_days'])
      await pool.query(`DELETE FROM ${table} WHERE enterprise_id = $1`, [e]);
    for (const table of [
      'platform_products',
      'platform_shops',
      'products',
      'users',
      'teams',
      'payment_methods',
      'sale_channels',
    ])
      await pool.query(`DELETE FROM ${table} WHERE enterprise_id = $1`, [e]);
    await pool.query('DELETE FROM enterprises WHERE id = $1', [e]);
  }
  await pool.end();
});

describe('the bulk build of the report rollups', () => {
  it('makes what the triggers made: the facts row for row, the days summed per group', async () => {
    const kept = await rollups(e);
    expect(kept.orderFacts).toHaveLength(ORDERS);
    expect(kept.productFacts.length).toBeGreaterThan(500);
    // The cases the measures round or group: shares of a discount, no-team staff, shop orders.
    const shares = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM report_product_facts f JOIN orders o ON o.id = f.order_id
        WHERE f.enterprise_id = $1 AND o.discount <> 0 AND f.amount <> round(f.amount, 1)`,
      [e],
    );
    expect(shares.n).toBeGreaterThan(0);
    expect(await reportRollupsMissing(pool, e)).toBe(false);

    const others = await othersTotals();
    // Chunks of 37 order ids: days cut by a chunk's edge, and chunks holding no order.
    const built = await buildReportRollups(pool, e, { chunk: 37 });
    expect(built.orders).toBe(ORDERS);
    const rebuilt = await rollups(e);
    expect(rebuilt.orderFacts).toEqual(kept.orderFacts);
    expect(rebuilt.productFacts).toEqual(kept.productFacts);
    expect(rebuilt.orderDays).toEqual(kept.orderDays);
    expect(rebuilt.productDays).toEqual(kept.productDays);
    expect(await othersTotals()).toBe(others);

    // Again, in one chunk: from scratch, the same.
    await buildReportRollups(pool, e);
    expect(await rollups(e)).toEqual(kept);
  });

  it('leaves rollups the triggers go on keeping', async () => {
    await pool.query(`UPDATE orders SET status = 130 WHERE enterprise_id = $1 AND status = 121`, [
      e,
    ]);
    const afterMove = await rollups(e);
    // The same orders refreshed by the function itself from what the build left.
    await pool.query(
      `SELECT report_facts_refresh(array_agg(id)) FROM orders WHERE enterprise_id = $1`,
      [e],
    );
    expect(await rollups(e)).toEqual(afterMove);
  });
});
