// Report answers reused while their days are unchanged (docs/reports.md, Reusing answers):
// a rollup row slipped in with the triggers off (so it leaves no mark) shows only once the
// answer is computed again, which proves when an answer was reused and when not. A change
// of a day in the range, or of today's costs, computes it again; a change of another day
// does not; names are read fresh; callers at once never miss an order committed before
// they asked; the prune job keeps the marks a kept answer may need.
import { beforeAll, describe, expect, it } from 'vitest';
import { sqlRunner, tenantDb } from '@/lib/db';
import { reusedRows } from '@/lib/domain/reports/answer-reuse';
import { Prisma } from '@/lib/generated/prisma/client';
import { pruneReportChanges } from '@/lib/domain/reports/prune-report-changes';
import { bangkokDayKey } from '@/lib/time/bangkok-days';
import { call } from './helpers/api';
import { createOk, freshShop, orderBody, root, type Shop } from './helpers/order-fixtures';

type Rows = {
  Data: Array<Record<string, unknown>>;
  Datum: Record<string, unknown> & { total: Record<string, unknown> };
};

const today = bangkokDayKey(new Date());
const yesterday = bangkokDayKey(new Date(Date.now() - 86_400_000));
let token = '';
let shop: Shop;
let product = 0;
let wmsProduct = 0;

const byProduct = async (day: string) =>
  (
    await call<Rows>('GET', `/api/v1/reports/recbyproduct?start_date=${day}&end_date=${day}`, {
      token,
    })
  ).body;

const quantity = (r: Rows) => Number(r.Datum.total.quantity);

/** A rollup row written with the triggers off: no mark, so a kept answer cannot know of it. */
async function slipIn(day: string, units: number) {
  await root.$transaction(async (tx) => {
    await tx.$executeRaw`SET LOCAL session_replication_role = replica`;
    await tx.$executeRaw`
      INSERT INTO report_product_days
        (enterprise_id, day, status, sale_channel_id, team_id, staff_user_id, platform,
         platform_shop_id, payment_type, product_id, orders, units, amount, cost_known,
         units_uncosted)
      VALUES (${shop.id}, ${day}::date, 100, ${shop.channelId}, 0, 0, 1, 0, 1, ${product},
              1, ${units}, 0, 0, 0)`;
  });
}

const marks = async () =>
  (
    await root.$queryRaw<Array<{ n: number }>>`
      SELECT count(*)::int AS n FROM report_day_changes WHERE enterprise_id = ${shop.id}`
  )[0]!.n;

beforeAll(async () => {
  ({ token, shop } = await freshShop());
  product = shop.products['SERUM-30'].id;
  wmsProduct = (
    await root.$queryRaw<Array<{ id: number }>>`
      INSERT INTO wms_products (enterprise_id, name, sku, barcode, avg_cost, updated_at)
      VALUES (${shop.id}, 'เซรั่ม', ${`W-${shop.id}`}, ${`W-${shop.id}`}, 40, now())
      RETURNING id`
  )[0]!.id;
  await root.product.update({ where: { id: product }, data: { wmsProductId: wmsProduct } });
});

describe('a report answer', () => {
  it('is reused while its days are unchanged and computed again after an order of the range', async () => {
    await createOk(token, orderBody(shop, { items: [{ product_id: product, quantity: 2 }] }));
    const first = await byProduct(today);
    expect(quantity(first)).toBe(2);

    await slipIn(today, 1000);
    expect(quantity(await byProduct(today))).toBe(2);

    await createOk(token, orderBody(shop, { items: [{ product_id: product, quantity: 3 }] }));
    expect(quantity(await byProduct(today))).toBe(2 + 3 + 1000);
  });

  it("stays reused after a change of another day, and not after today's costs move", async () => {
    expect(quantity(await byProduct(yesterday))).toBe(0);
    await slipIn(yesterday, 7);
    // Today's order marks today, not yesterday.
    await createOk(token, orderBody(shop, { items: [{ product_id: product, quantity: 1 }] }));
    expect(quantity(await byProduct(yesterday))).toBe(0);
    // A stock-in moving the average prices every day's unpacked units anew.
    await root.$executeRaw`UPDATE wms_products SET avg_cost = 45 WHERE id = ${wmsProduct}`;
    expect(quantity(await byProduct(yesterday))).toBe(7);
  });

  it('prices the units not packed yet at the cost of now', async () => {
    const before = await byProduct(today);
    const units = quantity(before);
    expect(before.Data[0]).toMatchObject({ cost_estimated: true });
    // 1000 slipped-in units carry no uncosted units; the orders' 6 do.
    expect(before.Data[0]!.cost).toBe((6 * 45).toFixed(2));
    await root.$executeRaw`UPDATE wms_products SET avg_cost = 50.5 WHERE id = ${wmsProduct}`;
    const after = await byProduct(today);
    expect(quantity(after)).toBe(units);
    expect(after.Data[0]!.cost).toBe((6 * 50.5).toFixed(2));
  });

  it('names its groups as they are now, its measures reused', async () => {
    const before = await byProduct(today);
    await slipIn(today, 5);
    await root.product.update({ where: { id: product }, data: { name: 'เซรั่มสูตรใหม่' } });
    const after = await byProduct(today);
    expect(after.Data[0]).toMatchObject({ product_id: product, product_name: 'เซรั่มสูตรใหม่' });
    expect(quantity(after)).toBe(quantity(before));
  });

  it('never misses, for callers at once, an order committed before they asked', async () => {
    const dashboard = () =>
      call<Rows>('GET', `/api/v1/reports/dashboard?start_date=${today}&end_date=${today}`, {
        token,
      });
    let committed = Number((await dashboard()).body.Datum.total.orders);
    for (let k = 0; k < 4; k++) {
      // A computation under way while the next order commits must not serve the callers after.
      const slow = dashboard();
      await createOk(token, orderBody(shop, { items: [{ product_id: product, quantity: 1 }] }));
      committed += 1;
      const answers = await Promise.all(Array.from({ length: 6 }, dashboard));
      await slow;
      for (const a of answers) {
        expect(a.status).toBe(200);
        expect(Number(a.body.Datum.total.orders)).toBe(committed);
      }
    }
  });
});

describe('the return report', () => {
  // Received yesterday, of orders made today: only the return's own marks touch its day.
  const received = new Date(Date.now() - 86_400_000);
  const returns = async () =>
    (
      await call<Rows>(
        'GET',
        `/api/v1/reports/orderreturn?start_date=${yesterday}&end_date=${yesterday}`,
        { token },
      )
    ).body;
  const receive = async (orderId: number, good: number) =>
    root.return.create({
      data: {
        enterpriseId: shop.id,
        orderId,
        returnNumber: `RT-${orderId}`,
        status: 2,
        reason: 'ลูกค้าเปลี่ยนใจ',
        createdById: (
          await root.user.findFirstOrThrow({ where: { enterpriseId: shop.id, groupId: 1 } })
        ).id,
        closedAt: received,
        lines: { create: [{ enterpriseId: shop.id, productId: product, good }] },
      },
    });

  it('is computed again when a return is received, or its order or cost changes', async () => {
    const first = await createOk(
      token,
      orderBody(shop, { items: [{ product_id: product, quantity: 3 }] }),
    );
    await receive(first.id, 3);
    const before = await returns();
    expect(before.Datum.total).toMatchObject({ quantity: 3, good: 3 });
    expect(before.Datum.count).toBe(1);

    const second = await createOk(
      token,
      orderBody(shop, { items: [{ product_id: product, quantity: 2 }] }),
    );
    await receive(second.id, 2);
    expect((await returns()).Datum.total).toMatchObject({ quantity: 5, good: 5 });

    // The lines' packing cost values what came back.
    await root.orderItem.updateMany({
      where: { orderId: first.id },
      data: { unitCost: '10.0000' },
    });
    await root.orderItem.updateMany({
      where: { orderId: second.id },
      data: { unitCost: '10.0000' },
    });
    expect((await returns()).Datum.total).toMatchObject({ amount: '50.00' });

    // Another sale channel for the first order: a filtered answer sees it at once.
    const channel = await root.saleChannel.create({
      data: { enterpriseId: shop.id, name: 'LINE', type: 1 },
    });
    const byChannel = async () =>
      (
        await call<Rows>(
          'GET',
          `/api/v1/reports/orderreturn?start_date=${yesterday}&end_date=${yesterday}&sale_channel_id=${channel.id}`,
          { token },
        )
      ).body.Datum.total;
    expect(await byChannel()).toMatchObject({ quantity: 0 });
    await root.order.update({ where: { id: first.id }, data: { saleChannelId: channel.id } });
    expect(await byChannel()).toMatchObject({ quantity: 3 });
  });

  it('names its products as they are now', async () => {
    await returns();
    await root.product.update({ where: { id: product }, data: { name: 'เซรั่มคืนของ' } });
    expect((await returns()).Data[0]).toMatchObject({
      product_id: product,
      product_name: 'เซรั่มคืนของ',
    });
  });
});

describe('a computation under way', () => {
  it('serves a caller who asked after a commit only if it saw that commit', async () => {
    const db = tenantDb(shop.id);
    const days = { from: today, to: today };
    // Its snapshot is taken, then it sleeps: an order commits meanwhile.
    const slowCount = Prisma.sql`
      SELECT pg_sleep(0.8), (SELECT COALESCE(sum(orders), 0)::int FROM report_order_days
                              WHERE enterprise_id = ${shop.id} AND day = ${today}::date) AS n`;
    const count = async () => (await reusedRows<{ n: number }>(db, shop.id, days, slowCount))[0]!.n;
    const before = count();
    await new Promise((r) => setTimeout(r, 100));
    await createOk(token, orderBody(shop, { items: [{ product_id: product, quantity: 1 }] }));
    const after = count();
    const [b, a] = await Promise.all([before, after]);
    expect(a).toBe(b + 1);
  });
});

describe('the marks of changed report days', () => {
  const prune = async (keepSeconds: number) =>
    (
      await sqlRunner(root).rows<{ n: number }>(
        Prisma.sql`SELECT report_day_changes_prune(make_interval(secs => ${keepSeconds})) AS n`,
      )
    )[0]!.n;

  it('are kept while an answer may need them and pruned after', async () => {
    await createOk(token, orderBody(shop, { items: [{ product_id: product, quantity: 1 }] }));
    expect(await marks()).toBeGreaterThan(0);
    // The job keeps 10 minutes: nothing this test made goes.
    await pruneReportChanges(root);
    expect(await marks()).toBeGreaterThan(0);
    // A snapshot taken now saw the marks; a later prune that keeps nothing uses it.
    await prune(3600);
    expect(await marks()).toBeGreaterThan(0);
    await prune(0);
    expect(await marks()).toBe(0);
    // A change after the prune marks its day again.
    await createOk(token, orderBody(shop, { items: [{ product_id: product, quantity: 4 }] }));
    expect(await marks()).toBeGreaterThan(0);
  });
});
