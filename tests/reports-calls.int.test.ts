// The report calls through their routes (docs/reports.md): the Bangkok range and its limit,
// filters, ordering and totals, cancelled orders left out, product grain under a product
// filter, paging, the dashboard's live counters, commission and its rates (admin only),
// the return report, exports that carry exactly the rows and totals, who may call what,
// and that another enterprise's numbers never appear.
import ExcelJS from 'exceljs';
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import { bangkokDayKey } from '@/lib/time/bangkok-days';
import { call, loginAs } from './helpers/api';
import { createOk, freshShop, orderBody, root, type Shop } from './helpers/order-fixtures';

type Rows = {
  Data: Array<Record<string, unknown>>;
  Datum: Record<string, unknown> & { total: Record<string, unknown> };
};

const today = bangkokDayKey(new Date());
const range = `start_date=${today}&end_date=${today}`;
let admin = '';
let shop: Shop;
let other = '';
let otherShop: Shop;
let reporter = '';
let checker = '';
let nobody = '';
let secondChannel = 0;

async function userWith(enterpriseId: number, roles: Record<string, number>): Promise<string> {
  const username = `rep${randomInt(1_000_000_000)}`;
  await root.user.create({
    data: {
      enterpriseId,
      username,
      passwordHash: await hashPassword('demo1234'),
      firstName: 'รายงาน',
      groupId: 3,
      roles,
    },
  });
  return loginAs(username);
}

const get = (token: string, path: string) => call<Rows>('GET', path, { token });

beforeAll(async () => {
  ({ token: admin, shop } = await freshShop());
  ({ token: other, shop: otherShop } = await freshShop());
  reporter = await userWith(shop.id, { report: 1, order: 1 });
  checker = await userWith(shop.id, { payment: 1 });
  nobody = await userWith(shop.id, {});
  secondChannel = (
    await root.saleChannel.create({ data: { enterpriseId: shop.id, name: 'LINE', type: 1 } })
  ).id;
  const p = shop.products['SERUM-30'].id;
  // Three orders on the first channel, one on the second (with a discount), one cancelled.
  for (let i = 0; i < 3; i++)
    await createOk(admin, orderBody(shop, { items: [{ product_id: p, quantity: i + 1 }] }));
  await createOk(
    admin,
    orderBody(shop, {
      sale_channel_id: secondChannel,
      discount: '50.00',
      items: [{ product_id: p, quantity: 5 }],
    }),
  );
  const gone = await createOk(admin, orderBody(shop, { items: [{ product_id: p, quantity: 9 }] }));
  await root.order.update({ where: { id: gone.id }, data: { status: 140 } });
  // The other enterprise sells too: never in this shop's reports.
  await createOk(
    other,
    orderBody(otherShop, {
      items: [{ product_id: otherShop.products['SERUM-30'].id, quantity: 7 }],
    }),
  );
});

describe('the range', () => {
  it('refuses more than 31 Bangkok days and an end before the start', async () => {
    const long = await get(
      reporter,
      '/api/v2/reports/recbysalechannel?start_date=2026-01-01&end_date=2026-02-01',
    );
    expect(long.status).toBe(400);
    expect(long.body.Msg).toBe('order.dateRangeTooLong');
    const ok = await get(
      reporter,
      '/api/v2/reports/recbysalechannel?start_date=2026-01-01&end_date=2026-01-31',
    );
    expect(ok.status).toBe(200);
    const back = await get(
      reporter,
      '/api/v2/reports/recbysalechannel?start_date=2026-02-02&end_date=2026-02-01',
    );
    expect(back.status).toBe(400);
    const bad = await get(reporter, '/api/v2/reports/recbysalechannel?start_date=2026-02-30');
    expect(bad.status).toBe(400);
  });

  it('covers this month up to today without dates', async () => {
    const res = await get(reporter, '/api/v2/reports/recbysalechannel');
    expect(res.status).toBe(200);
    expect(res.body.Datum.state).toBe(1);
    expect(res.body.Datum.total.orders).toBe(4);
  });
});

describe('sales by sale channel', () => {
  it('answers per channel, largest first, cancelled left out, totals the sum of the rows', async () => {
    const res = await get(reporter, `/api/v2/reports/recbysalechannel?${range}`);
    expect(res.status).toBe(200);
    const price = Number(shop.products['SERUM-30'].price);
    expect(
      res.body.Data.map((r) => [r.sale_channel_id, r.orders, r.quantity, r.amount, r.discount]),
    ).toEqual(
      [
        [shop.channelId, 3, 6, (price * 6).toFixed(2), '0.00'],
        [secondChannel, 1, 5, (price * 5 - 50).toFixed(2), '50.00'],
      ].sort((a, b) => Number(b[3]) - Number(a[3])),
    );
    expect(res.body.Data[0]!.sale_channel_name).toBeTruthy();
    const t = res.body.Datum.total;
    expect(t.orders).toBe(4);
    expect(t.quantity).toBe(11);
    expect(t.amount).toBe((price * 11 - 50).toFixed(2));
    // Nothing is packed yet: cost is today's cost, marked estimated.
    expect(t.cost_estimated).toBe(true);
    expect(Number(t.profit)).toBeCloseTo(Number(t.amount) - Number(t.cost), 2);
  });

  it('filters by the fields it names', async () => {
    const one = await get(
      reporter,
      `/api/v2/reports/recbysalechannel?${range}&sale_channel_id=${secondChannel}`,
    );
    expect(one.body.Data.map((r) => r.sale_channel_id)).toEqual([secondChannel]);
    const cod = await get(reporter, `/api/v2/reports/recbysalechannel?${range}&payment_type=2`);
    expect(cod.body.Data).toEqual([]);
    expect(cod.body.Datum.total.orders).toBe(0);
    const bad = await get(reporter, `/api/v2/reports/recbysalechannel?${range}&payment_type=3`);
    expect(bad.status).toBe(400);
    const junk = await get(reporter, `/api/v2/reports/recbysalechannel?${range}&team_id=%00x`);
    expect(junk.status).toBe(400);
  });

  it('counts the product lines under a product filter (orders holding it, no discount or shipping)', async () => {
    const res = await get(
      reporter,
      `/api/v2/reports/recbysalechannel?${range}&product_id=${shop.products['SERUM-30'].id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.Datum.total.orders).toBe(4);
    expect(res.body.Data[0]).not.toHaveProperty('discount');
  });
});

describe('product and staff reports', () => {
  it('pages product rows and counts them all', async () => {
    const res = await get(reporter, `/api/v1/reports/recbyproduct?${range}&limit=1&page=1`);
    expect(res.status).toBe(200);
    expect(res.body.Data).toHaveLength(1);
    expect(res.body.Datum.count).toBe(1);
    expect(res.body.Data[0]!.product_id).toBe(shop.products['SERUM-30'].id);
    const past = await get(reporter, `/api/v1/reports/recbyproduct?${range}&limit=1&page=2`);
    expect(past.body.Data).toEqual([]);
    expect(past.body.Datum.total.quantity).toBe(11);
  });

  it('names the staff member who made the orders, and the team', async () => {
    const users = await get(reporter, `/api/v2/reports/recbyuser?${range}`);
    expect(users.body.Data).toHaveLength(1);
    expect(users.body.Data[0]!.user_name).toBe('ผู้ดูแล ร้านใหม่');
    const teams = await get(reporter, `/api/v1/reports/recbyteam?${range}`);
    expect(teams.body.Data.map((r) => [r.team_id, r.orders])).toEqual([[null, 4]]);
    const both = await get(reporter, `/api/v2/reports/recbyuserproduct?${range}`);
    expect(both.body.Data.map((r) => r.quantity)).toEqual([11]);
    const cp = await get(reporter, `/api/v1/reports/salebyplatformandpromotion?${range}`);
    expect(cp.status).toBe(200);
    expect(cp.body.Data).toHaveLength(2);
    expect(
      (cp.body.Datum.by_platform as Array<Record<string, unknown>>).map((r) => r.platform),
    ).toEqual([1]);
  });
});

describe('the dashboard', () => {
  it("shows a new order at once in today's counters and the day's sales", async () => {
    const before = await get(checker, `/api/v1/reports/dashboard?${range}`);
    expect(before.status).toBe(200);
    const today0 = before.body.Datum.today as Record<string, number>;
    await createOk(admin, orderBody(shop));
    const after = await get(checker, `/api/v1/reports/dashboard?${range}`);
    const today1 = after.body.Datum.today as Record<string, number>;
    expect(today1.orders).toBe(today0.orders! + 1);
    expect(today1.waiting_payment_check).toBe(today0.waiting_payment_check! + 1);
    expect(after.body.Data).toHaveLength(1);
    expect(after.body.Data[0]!.day).toBe(today);
    expect(after.body.Data[0]!.orders).toBe(today1.orders);
    const t = after.body.Datum.total;
    expect(t.cancelled_orders).toBe(1);
    expect(t.cancel_rate).toBe(((1 / (Number(t.orders) + 1)) * 100).toFixed(2));
    expect(Number(t.average_order_value)).toBeCloseTo(Number(t.amount) / Number(t.orders), 2);
  });
});

describe('commission (admin only)', () => {
  it('pays the rate of the channel on delivered and completed orders only', async () => {
    const set = await call<Rows>('PUT', '/api/v1/reports/commission/rates', {
      token: admin,
      body: {
        rates: [
          { sale_channel_id: shop.channelId, rate: '5.5' },
          { sale_channel_id: secondChannel, rate: 10 },
        ],
      },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const audit = await root.auditLog.count({
      where: { enterpriseId: shop.id, action: 'saleChannel.commissionRate' },
    });
    expect(audit).toBe(2);
    const none = await get(admin, `/api/v1/reports/commission?${range}`);
    expect(none.body.Data).toEqual([]);
    await root.order.updateMany({
      where: { enterpriseId: shop.id, saleChannelId: secondChannel },
      data: { status: 122 },
    });
    const paid = await get(admin, `/api/v1/reports/commission?${range}`);
    expect(paid.body.Data).toHaveLength(1);
    const row = paid.body.Data[0]!;
    expect(row.rate).toBe('10.00');
    expect(row.commission).toBe((Number(row.amount) * 0.1).toFixed(2));
    expect(paid.body.Datum.total.commission).toBe(row.commission);
    await root.order.updateMany({
      where: { enterpriseId: shop.id, saleChannelId: secondChannel },
      data: { status: 141 },
    });
    const returned = await get(admin, `/api/v1/reports/commission?${range}`);
    expect(returned.body.Data).toEqual([]);
  });

  it('refuses rates out of range and channels of another enterprise, all or nothing', async () => {
    const high = await call('PUT', '/api/v1/reports/commission/rates', {
      token: admin,
      body: { rates: [{ sale_channel_id: shop.channelId, rate: '100.01' }] },
    });
    expect(high.status).toBe(400);
    const foreign = await call('PUT', '/api/v1/reports/commission/rates', {
      token: admin,
      body: {
        rates: [
          { sale_channel_id: shop.channelId, rate: '1' },
          { sale_channel_id: otherShop.channelId, rate: '1' },
        ],
      },
    });
    expect(foreign.status).toBe(404);
    const kept = await root.saleChannel.findUniqueOrThrow({ where: { id: shop.channelId } });
    expect(kept.commissionRate.toFixed(2)).toBe('5.50');
  });

  it('is refused to everyone but an admin', async () => {
    expect((await get(reporter, `/api/v1/reports/commission?${range}`)).status).toBe(403);
    expect(
      (
        await call('PUT', '/api/v1/reports/commission/rates', {
          token: reporter,
          body: { rates: [{ sale_channel_id: shop.channelId, rate: '1' }] },
        })
      ).status,
    ).toBe(403);
  });
});

describe('access and tenancy', () => {
  it('needs the report level for reports and the payment level for the dashboard', async () => {
    expect((await get(nobody, `/api/v2/reports/recbysalechannel?${range}`)).status).toBe(403);
    expect((await get(nobody, `/api/v1/reports/dashboard?${range}`)).status).toBe(403);
    expect((await get(checker, `/api/v2/reports/recbysalechannel?${range}`)).status).toBe(403);
    expect((await get(reporter, `/api/v1/reports/orderreturn?${range}`)).status).toBe(200);
  });

  it("never shows another enterprise's orders", async () => {
    const mine = await get(admin, `/api/v1/reports/recbyproduct?${range}`);
    const theirs = await get(other, `/api/v1/reports/recbyproduct?${range}`);
    expect(theirs.body.Datum.total.quantity).toBe(7);
    expect(mine.body.Data.map((r) => r.product_id)).not.toContain(
      otherShop.products['SERUM-30'].id,
    );
    const filtered = await get(
      admin,
      `/api/v2/reports/recbysalechannel?${range}&sale_channel_id=${otherShop.channelId}`,
    );
    expect(filtered.body.Data).toEqual([]);
  });
});

describe('returns', () => {
  it('counts what came back by the day it was received, valued at the cost it left with', async () => {
    const order = await createOk(
      admin,
      orderBody(shop, { items: [{ product_id: shop.products['SERUM-30'].id, quantity: 4 }] }),
    );
    await root.orderItem.updateMany({
      where: { orderId: order.id },
      data: { unitCost: '12.5000' },
    });
    const ret = await root.return.create({
      data: {
        enterpriseId: shop.id,
        orderId: order.id,
        returnNumber: `RT${randomInt(1_000_000)}`,
        status: 2,
        reason: 'ลูกค้าเปลี่ยนใจ',
        createdById: (
          await root.user.findFirstOrThrow({ where: { enterpriseId: shop.id, groupId: 1 } })
        ).id,
        closedAt: new Date(),
        lines: {
          create: [
            {
              enterpriseId: shop.id,
              productId: shop.products['SERUM-30'].id,
              good: 2,
              broken: 1,
              lost: 0,
              other: 1,
            },
          ],
        },
      },
    });
    expect(ret.id).toBeGreaterThan(0);
    const res = await get(reporter, `/api/v1/reports/orderreturn?${range}`);
    expect(res.status).toBe(200);
    expect(res.body.Data).toEqual([
      expect.objectContaining({
        product_id: shop.products['SERUM-30'].id,
        orders: 1,
        quantity: 4,
        good: 2,
        broken: 1,
        other: 1,
        amount: '50.00',
        good_amount: '25.00',
        broken_amount: '12.50',
      }),
    ]);
    expect(res.body.Datum.by_reason).toEqual([
      { reason: 'ลูกค้าเปลี่ยนใจ', orders: 1, quantity: 4, amount: '50.00' },
    ]);
    expect(res.body.Datum.by_day).toEqual([
      { day: today, orders: 1, quantity: 4, amount: '50.00' },
    ]);
    expect(res.body.Datum.total.amount).toBe('50.00');
  });
});

describe('exports', () => {
  it('writes exactly the rows and totals shown, as XLSX and CSV', async () => {
    const shown = await get(reporter, `/api/v2/reports/recbysalechannel?${range}`);
    const xlsx = await get(reporter, `/api/v2/reports/recbysalechannel?${range}&format=xlsx`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
    // Header, one row per channel, the total row.
    expect(values).toHaveLength(shown.body.Data.length + 2);
    const header = (values[0] as unknown[]).slice(1);
    const amountAt = header.indexOf('ยอดขายสุทธิ');
    expect(amountAt).toBeGreaterThan(0);
    const last = (values.at(-1) as unknown[]).slice(1);
    expect(last[0]).toBe('รวม');
    expect(Number(last[amountAt]).toFixed(2)).toBe(shown.body.Datum.total.amount);
    const csv = await get(reporter, `/api/v2/reports/recbysalechannel?${range}&format=csv`);
    const text = csv.bytes.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.trim().split('\r\n')).toHaveLength(shown.body.Data.length + 2);
  });
});
