// The per-day order counts the database keeps (migration order_day_counts) against a count
// of the orders themselves, after every kind of write: inserts (one and many), status
// moves (one order, a bulk update, a move and its reverse in one statement), a created_at
// moved across Bangkok midnight, updates that move nothing, deletes; concurrent
// transactions moving orders in opposite directions; and the list and chips answers read
// from them equal a count of the orders.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma, tenantClient } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { listOrders, listPaymentQueue, orderStatusCounts } from '@/lib/domain/orders/list';
import { orderListQuery } from '@/lib/domain/orders/schemas';

const root = prisma();
let e = 0;
let channel = 0;
let method = 0;

/** Orders per (day, status) counted from the orders, and as the kept counts sum them. */
async function bothCounts(): Promise<{ actual: string[]; kept: string[] }> {
  const actual = await root.$queryRaw<Array<{ k: string }>>`
    SELECT day || ' ' || status || ' ' || n AS k
      FROM (SELECT to_char(created_at AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD') AS day,
                   status, count(*) AS n
              FROM orders WHERE enterprise_id = ${e} GROUP BY 1, 2) per_day`;
  const kept = await root.$queryRaw<Array<{ k: string }>>`
    SELECT to_char(day, 'YYYY-MM-DD') || ' ' || status || ' ' || sum(n) AS k
      FROM order_day_counts WHERE enterprise_id = ${e}
     GROUP BY day, status HAVING sum(n) <> 0`;
  return { actual: actual.map((r) => r.k).sort(), kept: kept.map((r) => r.k).sort() };
}

async function expectCountsMatch(): Promise<void> {
  const { actual, kept } = await bothCounts();
  expect(actual.length).toBeGreaterThan(0);
  expect(kept).toEqual(actual);
}

/** Inserts `n` orders at `at` (UTC ISO) with `status`, numbered from `from`. */
async function insertOrders(n: number, at: string, status: number, from: number): Promise<void> {
  await root.$executeRaw`
    INSERT INTO orders (enterprise_id, order_number, status, sale_channel_id, payment_method_id,
                        payment_type, shipping_provider_id, recipient_name, recipient_phone,
                        recipient_address, created_at, updated_at)
    SELECT ${e}, 'CNT' || lpad((${from}::int + g)::text, 7, '0'), ${status}::int, ${channel},
           ${method}, 1, 1, 'นับ', '0800000000', '1 ถนนทดสอบ', ${at}::timestamptz, now()
      FROM generate_series(1, ${n}::int) g`;
}

beforeAll(async () => {
  const code = `day-counts-${randomInt(1_000_000)}`;
  e = (await root.enterprise.create({ data: { code, name: 'Day counts' } })).id;
  channel = (
    await root.saleChannel.create({ data: { enterpriseId: e, name: 'Facebook', type: 1 } })
  ).id;
  method = (await root.paymentMethod.create({ data: { enterpriseId: e, name: 'โอนเงิน', type: 1 } }))
    .id;
});

afterAll(async () => {
  if (!e) return;
  await root.order.deleteMany({ where: { enterpriseId: e } });
  const left = await root.$queryRaw<Array<{ n: number }>>`
    SELECT COALESCE(sum(n), 0)::int AS n FROM order_day_counts WHERE enterprise_id = ${e}`;
  expect(left[0]!.n).toBe(0);
  await root.$executeRaw`DELETE FROM order_day_counts WHERE enterprise_id = ${e}`;
  await root.paymentMethod.deleteMany({ where: { enterpriseId: e } });
  await root.saleChannel.deleteMany({ where: { enterpriseId: e } });
  await root.enterprise.delete({ where: { id: e } });
});

describe('order_day_counts follows every write', () => {
  it('counts inserts by Bangkok day: 16:59:59Z is one day, 17:00:00Z the next', async () => {
    await insertOrders(3, '2025-06-01T16:59:59Z', 100, 0);
    await insertOrders(2, '2025-06-01T17:00:00Z', 100, 100);
    await insertOrders(40, '2025-06-03T03:00:00Z', 130, 200);
    for (let i = 0; i < 12; i++) await insertOrders(1, '2025-06-03T05:00:00Z', 111, 300 + i);
    const rows = await root.$queryRaw<Array<{ day: string; status: number; n: number }>>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, status::int, sum(n)::int AS n
        FROM order_day_counts WHERE enterprise_id = ${e} GROUP BY 1, 2 ORDER BY 1, 2`;
    expect(rows).toEqual([
      { day: '2025-06-01', status: 100, n: 3 },
      { day: '2025-06-02', status: 100, n: 2 },
      { day: '2025-06-03', status: 111, n: 12 },
      { day: '2025-06-03', status: 130, n: 40 },
    ]);
    await expectCountsMatch();
  });

  it('follows status moves, bulk updates, day moves, no-op updates and deletes', async () => {
    await root.$executeRaw`
      UPDATE orders SET status = 111 WHERE enterprise_id = ${e} AND order_number = 'CNT0000001'`;
    await expectCountsMatch();
    await root.$executeRaw`UPDATE orders SET status = 121 WHERE enterprise_id = ${e} AND status = 130`;
    await expectCountsMatch();
    // A move and its reverse in one statement: nothing changes.
    await root.$executeRaw`
      UPDATE orders SET status = CASE status WHEN 121 THEN 130 ELSE 121 END
       WHERE enterprise_id = ${e} AND order_number IN ('CNT0000201', 'CNT0000301')`;
    await expectCountsMatch();
    await root.$executeRaw`
      UPDATE orders SET created_at = created_at + interval '1 hour'
       WHERE enterprise_id = ${e} AND order_number = 'CNT0000101'`; // 00:00 -> 01:00 Bangkok, same day
    await root.$executeRaw`
      UPDATE orders SET created_at = '2025-06-01T17:00:00Z'
       WHERE enterprise_id = ${e} AND order_number = 'CNT0000002'`; // across midnight
    await expectCountsMatch();
    const before = await root.$queryRaw<Array<{ rows: number }>>`
      SELECT count(*)::int AS rows FROM order_day_counts WHERE enterprise_id = ${e}`;
    await root.$executeRaw`UPDATE orders SET seller_note = 'x' WHERE enterprise_id = ${e}`;
    const after = await root.$queryRaw<Array<{ rows: number }>>`
      SELECT count(*)::int AS rows FROM order_day_counts WHERE enterprise_id = ${e}`;
    expect(after[0]!.rows).toBeLessThanOrEqual(before[0]!.rows); // wrote no change row
    await expectCountsMatch();
    await root.$executeRaw`DELETE FROM orders WHERE enterprise_id = ${e} AND order_number LIKE 'CNT00002%' AND status = 121`;
    await expectCountsMatch();
  });

  it('stays exact under concurrent transactions moving orders in opposite directions', async () => {
    await insertOrders(60, '2025-06-10T03:00:00Z', 100, 1000);
    await insertOrders(60, '2025-06-10T04:00:00Z', 111, 2000);
    const moves = Array.from({ length: 60 }, (_, i) =>
      root.$transaction(async (tx) => {
        // Two statements over two counters each, in opposite orders in turn.
        const a = `CNT${String(1001 + i).padStart(7, '0')}`;
        const b = `CNT${String(2001 + i).padStart(7, '0')}`;
        const [first, second] = i % 2 ? [a, b] : [b, a];
        await tx.$executeRaw`
          UPDATE orders SET status = CASE status WHEN 100 THEN 111 ELSE 100 END
           WHERE enterprise_id = ${e} AND order_number = ${first}`;
        await tx.$executeRaw`
          UPDATE orders SET status = CASE status WHEN 100 THEN 111 ELSE 100 END
           WHERE enterprise_id = ${e} AND order_number = ${second}`;
      }),
    );
    const settled = await Promise.allSettled(moves);
    expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
    await expectCountsMatch();
    // Folding keeps the rows few: far fewer than the 120 inserts and 120 moves written.
    const rows = await root.$queryRaw<Array<{ rows: number }>>`
      SELECT count(*)::int AS rows FROM order_day_counts
       WHERE enterprise_id = ${e} AND day = '2025-06-10'`;
    expect(rows[0]!.rows).toBeLessThan(120);
  });
});

describe('the list and the chips read the kept counts', () => {
  it('give the same totals as a count of the orders, with and without other filters', async () => {
    const db = tenantClient(root, e);
    const range = { start_date: '2025-06-01', end_date: '2025-06-30' };
    const counts = await orderStatusCounts(db, e, orderListQuery.parse(range));
    const actual = await root.$queryRaw<Array<{ status: number; n: number }>>`
      SELECT status::int, count(*)::int AS n FROM orders
       WHERE enterprise_id = ${e} AND created_at >= '2025-05-31T17:00:00Z'
         AND created_at < '2025-06-30T17:00:00Z' GROUP BY status`;
    for (const { status, n } of actual) expect(counts[String(status)]).toBe(n);
    expect(counts['999']).toBe((counts['121'] ?? 0) + (counts['130'] ?? 0));

    for (const status of [undefined, '100', '111', '999', '100,111']) {
      const q = orderListQuery.parse({ ...range, ...(status ? { status } : {}) });
      const listed = await listOrders(db, e, q);
      const wanted = status
        ? status === '999'
          ? counts['999']
          : status.split(',').reduce((s, c) => s + (counts[c] ?? 0), 0)
        : Object.entries(counts)
            .filter(([k]) => k !== '999')
            .reduce((s, [, n]) => s + n, 0);
      expect(listed.total, `status ${status}`).toBe(wanted);
      // The same filter through a filter the counts cannot answer: counted from the orders.
      const viaOrders = await listOrders(db, e, { ...q, payment_type: undefined, platform: 1 });
      const platformOne = await root.$queryRaw<Array<{ n: number }>>`
        SELECT count(*)::int AS n FROM orders WHERE enterprise_id = ${e} AND platform = 1
           AND created_at >= '2025-05-31T17:00:00Z' AND created_at < '2025-06-30T17:00:00Z'
           AND (${status ?? null}::text IS NULL OR status = ANY(${
             status === '999' ? [121, 130] : (status ?? '0').split(',').map(Number)
           }::int[]))`;
      expect(viaOrders.total).toBe(platformOne[0]!.n);
    }
  });
});

describe('deep pages start their walk on the day they fall in', () => {
  it('give the same orders as OFFSET over every order, newest and oldest first', async () => {
    const db = tenantClient(root, e);
    // More days and orders: a page boundary inside a day, days with one order, empty days.
    await insertOrders(7, '2025-06-12T02:00:00Z', 100, 5000);
    await insertOrders(1, '2025-06-14T02:00:00Z', 111, 5100);
    await insertOrders(13, '2025-06-15T16:59:00Z', 100, 5200);
    await insertOrders(4, '2025-06-15T17:01:00Z', 111, 5300);
    const range = { start_date: '2025-06-01', end_date: '2025-06-30' };
    const expected = async (statuses: number[] | null, desc: boolean) => {
      const rows = await root.$queryRaw<Array<{ id: number }>>`
        SELECT id FROM orders
         WHERE enterprise_id = ${e} AND created_at >= '2025-05-31T17:00:00Z'
           AND created_at < '2025-06-30T17:00:00Z'
           AND (${statuses}::int[] IS NULL OR status = ANY(${statuses}::int[]))
         ORDER BY created_at ${desc ? Prisma.sql`DESC` : Prisma.sql`ASC`},
                  id ${desc ? Prisma.sql`DESC` : Prisma.sql`ASC`}`;
      return rows.map((r) => r.id);
    };
    for (const [status, statuses] of [
      [undefined, null],
      ['100', [100]],
      ['100,111', [100, 111]],
    ] as const) {
      for (const desc of [true, false]) {
        const all = await expected(statuses ? [...statuses] : null, desc);
        expect(all.length).toBeGreaterThan(20);
        for (const limit of [7, 10]) {
          const pages = Math.ceil(all.length / limit) + 1; // one past the end: empty
          for (let page = 1; page <= pages; page++) {
            const q = orderListQuery.parse({
              ...range,
              ...(status ? { status } : {}),
              sort: desc ? '-created_at' : 'created_at',
              page,
              limit,
            });
            const got = await listOrders(db, e, q);
            expect(
              got.rows.map((r) => r.id),
              `status ${status} ${desc ? 'desc' : 'asc'} limit ${limit} page ${page}`,
            ).toEqual(all.slice((page - 1) * limit, page * limit));
            expect(got.total).toBe(all.length);
          }
        }
      }
    }
    // The payment queue: 100, oldest first.
    const queue = await expected([100], false);
    const second = await listPaymentQueue(
      db,
      e,
      orderListQuery.parse({ ...range, page: 2, limit: 5 }),
    );
    expect(second.rows.map((r) => r.id)).toEqual(queue.slice(5, 10));
  });
});
