// The order list, the payment queue, the status counts and the export against the real
// database: every filter, the 31-day rule on Bangkok days (and their edges), 999, the
// queue's own status rules, text search by phone, name, order number, tracking and
// platform id, the CSV content, and tenancy. The orders are inserted directly in February
// 2024 (and one at the edge of 2026-11-01), days no other test uses, so every assertion
// reads exactly these orders.
import { randomInt } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { call, loginAs } from './helpers/api';

const root = prisma();
const FEB = 'start_date=2024-02-01&end_date=2024-02-29';
const tag = randomInt(100_000, 999_999).toString();
/** A mobile number of this run: 09 + the tag + two digits. */
const phone = (n: number) => `09${tag}${String(n).padStart(2, '0')}`;

interface Row {
  id: number;
  order_number: string;
  status: number;
  recipient_name: string;
  recipient_phone: string;
  tracking_number: string | null;
  platform_order_id: string | null;
  sale_channel_id: number;
  sale_channel_name: string;
  payment_method_name: string;
  staff_name: string | null;
  item_count: number;
  total: string;
  payment_slip_url: string | null;
  slip_ref: string | null;
  slip_duplicate: boolean;
  created_at: string;
}
interface ListBody {
  Msg: string;
  data: Row[];
  total: number;
  page: number;
  limit: number;
}

let admin: string;
let admin2: string;
let staff: string;
let agent: string;
let demoId: number;
let secondId: number;
const ids: Record<string, number> = {};
const numbers: Record<string, string> = {};
let channels: number[];
let transfer: number;
let cod: number;
let secondMethod: number;
let secondChannel: number;
let staffUserId: number;
let products: Array<{ id: number; pn: string; name: string; price: Prisma.Decimal }>;

interface Spec {
  key: string;
  enterprise?: 'demo' | 'second';
  at: string;
  status: number;
  seq: number;
  /** Index into the enterprise's sale channels. */
  channel?: number;
  method?: 'transfer' | 'cod';
  provider?: number;
  platform?: number;
  platformOrderId?: string;
  tracking?: string;
  name: string;
  phone: string;
  staff?: boolean;
  slipRef?: string;
  slipKey?: string;
  lines?: Array<[number, number]>;
}

async function makeOrder(s: Spec): Promise<void> {
  const second = s.enterprise === 'second';
  const e = second ? secondId : demoId;
  const at = new Date(s.at);
  const day = new Date(at.getTime() + 7 * 3600_000).toISOString().slice(2, 10).replace(/-/g, '');
  const orderNumber = `SO${day}${String(s.seq).padStart(4, '0')}`;
  const lines = second ? [] : (s.lines ?? [[0, 1]]);
  const items = lines.map(([p, quantity]) => {
    const product = products[p]!;
    return {
      enterpriseId: e,
      productId: product.id,
      name: product.name,
      sku: product.pn,
      quantity,
      price: product.price,
      lineTotal: product.price.mul(quantity),
      createdAt: at,
    };
  });
  const subtotal = items.reduce((sum, i) => sum.add(i.lineTotal), new Prisma.Decimal(0));
  const methodId = second ? secondMethod : s.method === 'cod' ? cod : transfer;
  const order = await root.order.create({
    data: {
      enterpriseId: e,
      orderNumber,
      status: s.status,
      saleChannelId: second ? secondChannel : channels[s.channel ?? 0]!,
      paymentMethodId: methodId,
      paymentType: s.method === 'cod' || second ? 2 : 1,
      shippingProviderId: s.provider ?? 1,
      trackingNumber: s.tracking ?? null,
      platform: s.platform ?? 1,
      platformOrderId: s.platformOrderId ?? null,
      staffUserId: s.staff ? staffUserId : null,
      recipientName: s.name,
      recipientPhone: s.phone,
      recipientAddress: '12/3 ซอยสุขุมวิท 21',
      recipientSubdistrict: 'คลองเตยเหนือ',
      recipientDistrict: 'วัฒนา',
      recipientProvince: 'กรุงเทพมหานคร',
      recipientZipcode: '10110',
      subtotal,
      total: subtotal.add(40),
      shippingFee: 40,
      slipRef: s.slipRef ?? null,
      paymentSlipKey: s.slipKey ?? null,
      createdAt: at,
      items: { create: items.map(({ enterpriseId: _e, ...i }) => ({ ...i, enterpriseId: e })) },
    },
  });
  ids[s.key] = order.id;
  numbers[s.key] = orderNumber;
}

const list = (query: string, token = admin) =>
  call<ListBody>('GET', `/api/v1/orders?${query}`, { token });
const queue = (query: string, token = admin) =>
  call<ListBody>('GET', `/api/v1/orders/payments?${query}`, { token });
const keys = (rows: Row[]) =>
  rows.map((r) => Object.entries(ids).find(([, id]) => id === r.id)?.[0] ?? `other:${r.id}`);

beforeAll(async () => {
  [admin, admin2, staff, agent] = await Promise.all([
    loginAs('admin'),
    loginAs('admin2'),
    loginAs('staff'),
    loginAs('agent'),
  ]);
  demoId = (await root.enterprise.findUniqueOrThrow({ where: { code: 'demo-shop' } })).id;
  secondId = (await root.enterprise.findUniqueOrThrow({ where: { code: 'second-shop' } })).id;
  channels = (
    await root.saleChannel.findMany({ where: { enterpriseId: demoId }, orderBy: { id: 'asc' } })
  ).map((c) => c.id);
  const methods = await root.paymentMethod.findMany({
    where: { enterpriseId: demoId },
    orderBy: { id: 'asc' },
  });
  transfer = methods.find((m) => m.type === 1)!.id;
  cod = methods.find((m) => m.type === 2)!.id;
  secondMethod = (await root.paymentMethod.findFirstOrThrow({ where: { enterpriseId: secondId } }))
    .id;
  secondChannel = (await root.saleChannel.findFirstOrThrow({ where: { enterpriseId: secondId } }))
    .id;
  staffUserId = (await root.user.findFirstOrThrow({ where: { username: 'staff' } })).id;
  products = await root.product.findMany({
    where: { enterpriseId: demoId, pn: { in: ['SERUM-30', 'CREAM-50', 'SOAP-3'] } },
    orderBy: { pn: 'asc' },
    select: { id: true, pn: true, name: true, price: true },
  });

  const specs: Spec[] = [
    {
      key: 'unpaidOld',
      at: '2024-02-03T03:00:00Z',
      status: 100,
      seq: 9001,
      name: `คุณกานดา ทดสอบ${tag}`,
      phone: phone(1),
      slipRef: `REF${tag}A`,
      slipKey: `${tag}/bill-images/slip a.png`,
      lines: [
        [0, 2],
        [1, 3],
      ],
    },
    {
      key: 'unpaidNew',
      at: '2024-02-05T03:00:00Z',
      status: 100,
      seq: 9002,
      channel: 1,
      name: `คุณสมชาย ทดสอบ${tag}`,
      phone: phone(2),
      staff: true,
      slipRef: `REF${tag}B`,
    },
    {
      key: 'intransit',
      at: '2024-02-06T03:00:00Z',
      status: 121,
      seq: 9003,
      method: 'cod',
      provider: 2,
      tracking: `SHP${tag}0001`,
      platform: 3,
      platformOrderId: `2402${tag}XYZ`,
      name: `คุณธนพล ทดสอบ${tag}`,
      phone: phone(3),
      slipRef: `REF${tag}A`,
    },
    {
      key: 'completed',
      at: '2024-02-07T03:00:00Z',
      status: 130,
      seq: 9004,
      provider: 7,
      tracking: `TH${tag}000001A`,
      name: `Somchai Jaidee ${tag}`,
      phone: phone(4),
      staff: true,
    },
    {
      key: 'cancelled',
      at: '2024-02-08T03:00:00Z',
      status: 140,
      seq: 9005,
      name: `คุณวีระ ทดสอบ${tag}`,
      phone: phone(1),
    },
    {
      key: 'awaiting',
      at: '2024-02-20T03:00:00Z',
      status: 111,
      seq: 9006,
      method: 'cod',
      provider: 5,
      name: `คุณนิภา 50%_off ${tag}`,
      phone: phone(5),
    },
    // The Bangkok day edge: 2026-10-31T17:30Z is 00:30 on 2026-11-01 in Bangkok.
    {
      key: 'edge',
      at: '2026-10-31T17:30:00Z',
      status: 100,
      seq: 9001,
      name: `คุณขอบวัน ${tag}`,
      phone: phone(6),
    },
    // Another enterprise: same phone and name, same days. Never seen by Demo Shop.
    {
      key: 'other',
      enterprise: 'second',
      at: '2024-02-05T04:00:00Z',
      status: 100,
      seq: 9001,
      name: `คุณกานดา ทดสอบ${tag}`,
      phone: phone(1),
      slipRef: `REF${tag}A`,
    },
  ];
  for (const s of specs) await makeOrder(s);
});

describe('GET /api/v1/orders', () => {
  it('lists the days asked, newest first, with names, line units, slip and totals', async () => {
    const res = await list(`${FEB}&limit=100`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(keys(res.body.data)).toEqual([
      'awaiting',
      'cancelled',
      'completed',
      'intransit',
      'unpaidNew',
      'unpaidOld',
    ]);
    expect(res.body.total).toBe(6);
    const old = res.body.data.find((r) => r.id === ids.unpaidOld)!;
    expect(old).toMatchObject({
      order_number: numbers.unpaidOld,
      status: 100,
      item_count: 5,
      recipient_phone: phone(1),
      payment_method_name: 'โอนเงิน กสิกรไทย',
      staff_name: null,
      slip_ref: `REF${tag}A`,
      slip_duplicate: true,
      payment_slip_url: `/api/v1/files/${tag}/bill-images/slip%20a.png`,
      created_at: '2024-02-03T03:00:00.000Z',
    });
    // 2 x CREAM-50 at 290.00 + 3 x SERUM-30 at 390.00 + 40.00 shipping.
    expect(old.total).toBe('1790.00');
    const unpaidNew = res.body.data.find((r) => r.id === ids.unpaidNew)!;
    expect(unpaidNew).toMatchObject({
      staff_name: 'มานะ ขยันยิ่ง',
      slip_duplicate: false,
      payment_slip_url: null,
    });
    expect(res.body.data.find((r) => r.id === ids.cancelled)!.slip_duplicate).toBe(false);
  });

  it('pages with page and limit over the same total', async () => {
    const first = await list(`${FEB}&limit=4`);
    const second = await list(`${FEB}&limit=4&page=2`);
    expect(keys(first.body.data)).toEqual(['awaiting', 'cancelled', 'completed', 'intransit']);
    expect(keys(second.body.data)).toEqual(['unpaidNew', 'unpaidOld']);
    expect([first.body.total, second.body.total]).toEqual([6, 6]);
    const beyond = await list(`${FEB}&limit=4&page=9`);
    expect(beyond.body).toMatchObject({ data: [], total: 6, page: 9 });
  });

  it('sorts by total, order number and status on request', async () => {
    const byNumber = await list(`${FEB}&sort=order_number`);
    expect(byNumber.body.data.map((r) => r.order_number)).toEqual(
      [...byNumber.body.data.map((r) => r.order_number)].sort(),
    );
    const byStatus = await list(`${FEB}&sort=-status&limit=100`);
    expect(byStatus.body.data.map((r) => r.status)).toEqual([140, 130, 121, 111, 100, 100]);
    const byTotal = await list(`${FEB}&sort=total&limit=100`);
    const totals = byTotal.body.data.map((r) => Number(r.total));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('filters by status, a comma list, and 999 = 121 + 130', async () => {
    expect(keys((await list(`${FEB}&status=100`)).body.data)).toEqual(['unpaidNew', 'unpaidOld']);
    expect(keys((await list(`${FEB}&status=111, 140`)).body.data)).toEqual([
      'awaiting',
      'cancelled',
    ]);
    const combined = await list(`${FEB}&status=999`);
    expect(keys(combined.body.data)).toEqual(['completed', 'intransit']);
    expect(combined.body.total).toBe(2);
    const same = await list(`${FEB}&status=121,130`);
    expect(same.body.data).toEqual(combined.body.data);
    for (const bad of ['abc', '1000', '100,', '99']) {
      const res = await list(`${FEB}&status=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.Msg).toBe('common.invalidParameter');
    }
  });

  it('filters by sale channel, payment method and type, provider, platform and staff', async () => {
    const cases: Array<[string, string[]]> = [
      [
        `sale_channel_id=${channels[0]}`,
        ['awaiting', 'cancelled', 'completed', 'intransit', 'unpaidOld'],
      ],
      [`sale_channel_id=${channels[1]}`, ['unpaidNew']],
      [`payment_method_id=${cod}`, ['awaiting', 'intransit']],
      ['payment_type=2', ['awaiting', 'intransit']],
      ['payment_type=1', ['cancelled', 'completed', 'unpaidNew', 'unpaidOld']],
      ['shipping_provider_id=2', ['intransit']],
      ['shipping_provider_id=5', ['awaiting']],
      ['platform=3', ['intransit']],
      [`staff_user_id=${staffUserId}`, ['completed', 'unpaidNew']],
      [`payment_type=2&shipping_provider_id=5`, ['awaiting']],
    ];
    for (const [filter, expected] of cases) {
      const res = await list(`${FEB}&${filter}&limit=100`);
      expect(res.status, filter).toBe(200);
      expect(keys(res.body.data), filter).toEqual(expected);
      expect(res.body.total, filter).toBe(expected.length);
    }
  });

  it('searches phone numbers however they are typed, and their parts', async () => {
    const p1 = phone(1);
    for (const q of [
      p1,
      `${p1.slice(0, 3)}-${p1.slice(3, 6)}-${p1.slice(6)}`,
      `+66${p1.slice(1)}`,
    ]) {
      const res = await list(`${FEB}&q=${encodeURIComponent(q)}`);
      expect(keys(res.body.data), q).toEqual(['cancelled', 'unpaidOld']);
    }
    // The last digits (a trigram lookup) and the start of the number.
    expect(keys((await list(`${FEB}&q=${tag.slice(2)}03`)).body.data)).toEqual(['intransit']);
    expect(keys((await list(`${FEB}&q=09${tag}`)).body.data)).toHaveLength(6);
  });

  it('searches names, any case, and escapes LIKE wildcards', async () => {
    expect(keys((await list(`${FEB}&q=${encodeURIComponent('สมชาย')}`)).body.data)).toEqual([
      'unpaidNew',
    ]);
    expect(keys((await list(`${FEB}&q=somchai%20JAIDEE`)).body.data)).toEqual(['completed']);
    expect(
      keys((await list(`${FEB}&q=${encodeURIComponent(`กานดา ทดสอบ${tag}`)}`)).body.data),
    ).toEqual(['unpaidOld']);
    expect(keys((await list(`${FEB}&q=${encodeURIComponent('50%_off')}`)).body.data)).toEqual([
      'awaiting',
    ]);
    // % and _ match themselves only: "5_%" is in no name.
    expect((await list(`${FEB}&q=${encodeURIComponent('5_%')}`)).body.total).toBe(0);
    // Several words: the start of the name without its title, spaces collapsed, any case.
    expect(
      keys((await list(`${FEB}&q=${encodeURIComponent('คุณ  นิภา 50%_OFF')}`)).body.data),
    ).toEqual(['awaiting']);
    expect((await list(`${FEB}&q=${encodeURIComponent('นิภา 5_%')}`)).body.total).toBe(0);
    expect((await list(`${FEB}&q=${encodeURIComponent('นิภา 50__off')}`)).body.total).toBe(0);
  });

  it('searches order numbers by prefix in any case, tracking and platform order ids', async () => {
    expect(keys((await list(`${FEB}&q=${numbers.intransit!.toLowerCase()}`)).body.data)).toEqual([
      'intransit',
    ]);
    expect(keys((await list(`${FEB}&q=SO240203`)).body.data)).toEqual(['unpaidOld']);
    expect(keys((await list(`${FEB}&q=${numbers.completed!.slice(0, 8)}`)).body.data)).toEqual([
      'completed',
    ]);
    expect(keys((await list(`${FEB}&q=SHP${tag}`)).body.data)).toEqual(['intransit']);
    expect(keys((await list(`${FEB}&q=th${tag}000001a`)).body.data)).toEqual(['completed']);
    expect(keys((await list(`${FEB}&q=2402${tag}xyz`)).body.data)).toEqual(['intransit']);
    expect((await list(`${FEB}&q=${encodeURIComponent('ไม่มีแน่นอน')}`)).body).toMatchObject({
      data: [],
      total: 0,
    });
  });

  it('takes at most 31 Bangkok days, and places orders on their Bangkok day', async () => {
    const long = await list('start_date=2024-02-01&end_date=2024-03-03');
    expect(long.status).toBe(400);
    expect(long.body.Msg).toBe('order.dateRangeTooLong');
    const month = await list('start_date=2024-02-01&end_date=2024-03-02');
    expect(month.status).toBe(200);
    const reversed = await list('start_date=2024-02-10&end_date=2024-02-01');
    expect(reversed.status).toBe(400);

    const nov1 = await list(
      `start_date=2026-11-01&end_date=2026-11-01&q=${encodeURIComponent(`ขอบวัน ${tag}`)}`,
    );
    expect(keys(nov1.body.data)).toEqual(['edge']);
    const oct31 = await list(
      `start_date=2026-10-31&end_date=2026-10-31&q=${encodeURIComponent(`ขอบวัน ${tag}`)}`,
    );
    expect(oct31.body.total).toBe(0);
    // One Bangkok day: from 17:00Z of the day before.
    const feb3 = await list('start_date=2024-02-03&end_date=2024-02-03');
    expect(keys(feb3.body.data)).toEqual(['unpaidOld']);
  });

  it("never shows another enterprise's orders", async () => {
    const seen = await list(`${FEB}&q=${phone(1)}&limit=100`);
    expect(keys(seen.body.data)).not.toContain('other');
    const theirs = await list(`${FEB}&limit=100`, admin2);
    expect(keys(theirs.body.data)).toEqual(['other']);
    expect(theirs.body.data[0]!.slip_duplicate).toBe(false); // REF..A is Demo Shop's, not theirs
  });
});

describe('GET /api/v1/orders/payments', () => {
  it('queues the unpaid orders oldest first by default', async () => {
    const res = await queue(FEB, staff);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(keys(res.body.data)).toEqual(['unpaidOld', 'unpaidNew']);
    expect(res.body.total).toBe(2);
    expect(res.body.data[0]!.payment_slip_url).toContain('/bill-images/');
  });

  it('takes the list filters and other statuses, but neither 998 nor 999', async () => {
    expect(keys((await queue(`${FEB}&status=140`)).body.data)).toEqual(['cancelled']);
    expect(keys((await queue(`${FEB}&q=${encodeURIComponent('สมชาย')}`)).body.data)).toEqual([
      'unpaidNew',
    ]);
    expect(keys((await queue(`${FEB}&sort=-created_at`)).body.data)).toEqual([
      'unpaidNew',
      'unpaidOld',
    ]);
    for (const status of ['998', '999', '100,999']) {
      const res = await queue(`${FEB}&status=${status}`);
      expect(res.status, status).toBe(400);
      expect(res.body.Msg).toBe('common.invalidParameter');
    }
    expect((await queue('start_date=2024-01-01&end_date=2024-02-29')).body.Msg).toBe(
      'order.dateRangeTooLong',
    );
  });

  it('needs the payment area and keeps to the enterprise', async () => {
    expect((await queue(FEB, agent)).status).toBe(403);
    expect(keys((await queue(FEB, admin2)).body.data)).toEqual(['other']);
  });
});

describe('GET /api/v1/orders/counts', () => {
  it('counts each status (and 999) with the other filters, ignoring status', async () => {
    const res = await call<{ Datum: Record<string, number> }>(
      'GET',
      `/api/v1/orders/counts?${FEB}`,
      { token: staff },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum).toEqual({
      '100': 2,
      '111': 1,
      '112': 0,
      '114': 0,
      '121': 1,
      '122': 0,
      '130': 1,
      '140': 1,
      '141': 0,
      '142': 0,
      '998': 0,
      '999': 2,
    });
    const cod2 = await call<{ Datum: Record<string, number> }>(
      'GET',
      `/api/v1/orders/counts?${FEB}&payment_type=2`,
      { token: admin },
    );
    expect(cod2.body.Datum).toMatchObject({ '111': 1, '121': 1, '100': 0, '999': 1 });
    const theirs = await call<{ Datum: Record<string, number> }>(
      'GET',
      `/api/v1/orders/counts?${FEB}`,
      { token: admin2 },
    );
    expect(theirs.body.Datum['100']).toBe(1);
    const long = await call(
      'GET',
      '/api/v1/orders/counts?start_date=2024-01-01&end_date=2024-03-01',
      {
        token: admin,
      },
    );
    expect(long.body.Msg).toBe('order.dateRangeTooLong');
  });
});

describe('GET /api/v1/orders/export', () => {
  it('writes one CSV row per order line with its order, for the filtered orders', async () => {
    const res = await call('GET', `/api/v1/orders/export?${FEB}&status=100,121`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/orders-\d{8}\.csv/);
    const rows = parse(res.bytes, { bom: true, columns: true }) as Array<Record<string, string>>;
    // unpaidOld has two lines, unpaidNew and intransit one each; oldest order first.
    expect(rows.map((r) => r['เลขที่ออเดอร์'])).toEqual([
      numbers.unpaidOld,
      numbers.unpaidOld,
      numbers.unpaidNew,
      numbers.intransit,
    ]);
    expect(rows[0]).toMatchObject({
      สถานะ: 'รอชำระเงิน',
      วันที่สั่งซื้อ: '2024-02-03 10:00:00',
      เบอร์โทรผู้รับ: `${phone(1).slice(0, 3)}-${phone(1).slice(3, 6)}-${phone(1).slice(6)}`,
      'รหัสสินค้า (SKU)': 'CREAM-50',
      จำนวน: '2',
      ค่าส่ง: '40.00',
      เลขอ้างอิงสลิป: `REF${tag}A`,
    });
    expect(rows[1]!['รหัสสินค้า (SKU)']).toBe('SERUM-30');
    expect(rows[3]).toMatchObject({
      ขนส่ง: 'Kerry Express',
      เลขพัสดุ: `SHP${tag}0001`,
      แพลตฟอร์ม: 'Shopee',
    });
    expect(Object.values(rows[0]!).join(' ')).not.toContain('undefined');
  });

  it('reads across batches in order, keeps to the enterprise and the 31-day rule', async () => {
    const { orderExportRows } = await import('@/lib/domain/orders/export');
    const { tenantClient } = await import('@/lib/db/tenant');
    const seen: string[] = [];
    for await (const r of orderExportRows(
      tenantClient(root, demoId),
      demoId,
      { start_date: '2024-02-01', end_date: '2024-02-29' },
      2,
    ))
      seen.push(r.order_number);
    expect(seen).toEqual([
      numbers.unpaidOld,
      numbers.unpaidOld,
      numbers.unpaidNew,
      numbers.intransit,
      numbers.completed,
      numbers.cancelled,
      numbers.awaiting,
    ]);

    const theirs = await call('GET', `/api/v1/orders/export?${FEB}`, { token: admin2 });
    const theirRows = parse(theirs.bytes, { bom: true, columns: true }) as Array<
      Record<string, string>
    >;
    expect(theirRows.map((r) => r['เลขที่ออเดอร์'])).toEqual([numbers.other]);

    const long = await call(
      'GET',
      '/api/v1/orders/export?start_date=2024-01-01&end_date=2024-03-01',
      {
        token: admin,
      },
    );
    expect(long.status).toBe(400);
    expect(long.body.Msg).toBe('order.dateRangeTooLong');
    const xlsx = await call('GET', `/api/v1/orders/export?${FEB}&format=xlsx`, { token: admin });
    expect(xlsx.status).toBe(200);
    expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
  });
});
