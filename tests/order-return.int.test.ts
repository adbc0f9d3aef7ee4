// One-call returns (docs/domain-rules.md, Returns) on the real PostgreSQL and object storage:
// POST /api/v2/orders/return receives and closes a shipped order's parcel in one
// transaction (good units back at the cost they left with, the rest recorded, the order at
// 141), refuses a second return, more than was shipped and another enterprise's order, and
// two stations receiving the same parcel at once end with one return. Its video
// (/return/vdo), the received list's values and video, and the "on its way" list.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '@/lib/generated/prisma/client';
import { call } from './helpers/api';
import {
  balanceOf,
  billsOf,
  eventsOf,
  ledgerMismatches,
  newPackingShop,
  newUser,
  orderOf,
  orderStatus,
  packAndClose,
  post,
  putStock,
  root,
  addItem,
  type Item,
  type PackingShop,
  type Units,
} from './helpers/packing-fixtures';
import { makeWebm } from './helpers/webm-fixture';

const returnPath = '/api/v2/orders/return';

interface Received {
  id: number;
  return_number: string;
  order_id: number;
  status: number;
  storage_id: number;
  bill_number: string | null;
  lines: Array<Record<string, unknown>>;
}

let shop: PackingShop;
let other: PackingShop;
let a: Item;
let b: Item;
let viewer: string;

beforeAll(async () => {
  shop = await newPackingShop();
  other = await newPackingShop();
  a = await addItem(shop);
  b = await addItem(shop);
  await putStock(shop, a, 50, '10');
  await putStock(shop, b, 50, '4');
  viewer = (await newUser(shop.id, 3, { order_return: 1 })).token;
});

/** An order packed through the station (PCK bill at today's cost) and handed to the carrier. */
async function shipped(lines: Units) {
  const { order } = await packAndClose(shop, lines);
  await root.order.update({ where: { id: order.id }, data: { status: 121 } });
  return order;
}

function receive(token: string, body: unknown, key?: string) {
  return call<{ Datum: Received; Msg: string }>('POST', returnPath, {
    token,
    body,
    headers: key ? { 'Idempotency-Key': key } : undefined,
  });
}

const avgCost = async (item: Item) =>
  (await root.wmsProduct.findUniqueOrThrow({ where: { id: item.wmsId } })).avgCost.toFixed(4);

describe('POST /api/v2/orders/return', () => {
  it('receives and closes the return in one call: good units back at the cost they left with', async () => {
    const order = await shipped([
      [a, 3],
      [b, 2],
    ]);
    // Today's cost of A moves after the parcel left: 50 units more at 22 (avg of 97 @10, 50 @22).
    await putStock(shop, a, 50, '22');
    const avgBefore = new Prisma.Decimal(await avgCost(a));
    const onHandA = await balanceOf(shop, a);
    const onHandB = await balanceOf(shop, b);

    const res = await receive(shop.returner, {
      order_id: order.id,
      note: 'ลูกค้าไม่รับสินค้า',
      lines: [
        { product_id: a.wmsId, good: 2, broken: 1 },
        { product_id: b.wmsId, good: 1, other: 1 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const d = res.body.Datum;
    expect(d).toMatchObject({ order_id: order.id, status: 141, storage_id: shop.storage });
    expect(d.return_number).toMatch(/^RT-\d{4}-\d{6}$/);
    expect(d.bill_number).toMatch(/^RET-\d{4}-\d{5}$/);
    expect(d.lines).toEqual([
      {
        product_id: a.wmsId,
        product_name: a.name,
        shipped: 3,
        good: 2,
        broken: 1,
        lost: 0,
        other: 0,
        restocked: 2,
      },
      {
        product_id: b.wmsId,
        product_name: b.name,
        shipped: 2,
        good: 1,
        broken: 0,
        lost: 0,
        other: 1,
        restocked: 1,
      },
    ]);

    expect(await orderStatus(order.id)).toBe(141);
    expect(await balanceOf(shop, a)).toBe(onHandA + 2);
    expect(await balanceOf(shop, b)).toBe(onHandB + 1);
    const bills = await billsOf(shop, order.id);
    expect(bills.map((x) => x.kind)).toEqual([5, 6]);
    const ret = bills[1]!;
    expect(ret).toMatchObject({
      billNumber: d.bill_number,
      packingId: null,
      toStorageId: shop.storage,
    });
    // The units came back at the 10.0000 they left with, not at today's average.
    const costOf = (wmsId: number) =>
      ret.ledger.find((l) => l.wmsProductId === wmsId)!.unitCost.toFixed(4);
    expect(costOf(a.wmsId)).toBe('10.0000');
    expect(costOf(b.wmsId)).toBe('4.0000');
    const expected = avgBefore
      .mul(onHandA)
      .add(20)
      .div(onHandA + 2)
      .toDecimalPlaces(4)
      .toFixed(4);
    expect(await avgCost(a)).toBe(expected);

    const events = await eventsOf(order.id);
    expect(events.slice(-2)).toEqual([
      expect.objectContaining({ type: 'status', fromStatus: 121, toStatus: 998 }),
      expect.objectContaining({ type: 'returned', fromStatus: 998, toStatus: 141 }),
    ]);
    const row = await root.return.findFirstOrThrow({
      where: { orderId: order.id },
      include: { lines: true },
    });
    expect(row).toMatchObject({ status: 2, packingId: null, reason: 'ลูกค้าไม่รับสินค้า', id: d.id });
    expect(
      row.lines.map((l) => [l.wmsProductId, l.productId, l.good, l.broken, l.lost, l.other]),
    ).toEqual([
      [a.wmsId, a.productId, 2, 1, 0, 0],
      [b.wmsId, b.productId, 1, 0, 0, 1],
    ]);
    expect(await ledgerMismatches(shop.id)).toEqual([]);

    // A second return of the order: 409, nothing more moves.
    const again = await receive(shop.returner, {
      order_id: order.id,
      lines: [{ product_id: a.wmsId, good: 1 }],
    });
    expect([again.status, again.body.Msg]).toEqual([409, 'order.alreadyReturned']);
    expect(await balanceOf(shop, a)).toBe(onHandA + 2);
  });

  it('counts units it was not told about as lost, and answers a retried key with the same return', async () => {
    const order = await shipped([
      [a, 2],
      [b, 1],
    ]);
    const key = randomUUID();
    const body = { order_id: order.id, lines: [{ product_id: a.wmsId, good: 1 }] };
    const first = await receive(shop.returner, body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.Datum.lines.map((l) => [l.product_id, l.good, l.lost, l.restocked])).toEqual([
      [a.wmsId, 1, 1, 1],
      [b.wmsId, 0, 1, 0],
    ]);
    const onHand = await balanceOf(shop, a);
    const retried = await receive(shop.returner, body, key);
    expect(retried.status).toBe(201);
    expect(retried.body.Datum.id).toBe(first.body.Datum.id);
    expect(await balanceOf(shop, a)).toBe(onHand);
    expect((await billsOf(shop, order.id)).filter((x) => x.kind === 6)).toHaveLength(1);
  });

  it('refuses more than was shipped, a product not shipped and an order still in the warehouse, changing nothing', async () => {
    const order = await shipped([[a, 2]]);
    const onHand = await balanceOf(shop, a);
    const tooMany = await receive(shop.returner, {
      order_id: order.id,
      lines: [{ product_id: a.wmsId, good: 2, broken: 1 }],
    });
    expect([tooMany.status, tooMany.body.Msg]).toEqual([422, 'packing.returnTooMany']);
    const notShipped = await receive(shop.returner, {
      order_id: order.id,
      lines: [{ product_id: b.wmsId, good: 1 }],
    });
    expect([notShipped.status, notShipped.body.Msg]).toEqual([404, 'common.notFound']);
    const twice = await receive(shop.returner, {
      order_id: order.id,
      lines: [
        { product_id: a.wmsId, good: 1 },
        { product_id: a.wmsId, good: 1 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(await orderStatus(order.id)).toBe(121);
    expect(await balanceOf(shop, a)).toBe(onHand);
    expect(await root.return.count({ where: { orderId: order.id } })).toBe(0);

    const waiting = await orderOf(shop, [[a, 1]]);
    const early = await receive(shop.returner, {
      order_id: waiting.id,
      lines: [{ product_id: a.wmsId, good: 1 }],
    });
    expect([early.status, early.body.Msg]).toEqual([422, 'packing.invalidOrderStatus']);
  });

  it('two stations receiving the same parcel at once: one return, one bill, the other 409', async () => {
    const order = await shipped([
      [a, 2],
      [b, 2],
    ]);
    const onHand = await balanceOf(shop, a);
    const body = {
      order_id: order.id,
      lines: [
        { product_id: a.wmsId, good: 2 },
        { product_id: b.wmsId, good: 2 },
      ],
    };
    const answers = await Promise.all([receive(shop.returner, body), receive(shop.admin, body)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.status === 409)!.body.Msg).toBe('order.alreadyReturned');
    expect(await balanceOf(shop, a)).toBe(onHand + 2);
    expect((await billsOf(shop, order.id)).filter((x) => x.kind === 6)).toHaveLength(1);
    expect(await root.return.count({ where: { orderId: order.id } })).toBe(1);
    expect(await ledgerMismatches(shop.id)).toEqual([]);
  });

  it('takes over a return left open at the station: its packing cancelled, its number kept', async () => {
    const order = await shipped([[a, 1]]);
    const opened = await post(shop.returner, '/api/v2/packings/return/create', {
      order_id: order.id,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const res = await receive(shop.returner, {
      order_id: order.id,
      lines: [{ product_id: a.wmsId, good: 1 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.Datum.return_number).toBe(opened.body.Datum.return_number);
    const packing = await root.packing.findUniqueOrThrow({
      where: { id: opened.body.Datum.packing_id },
    });
    expect(packing.status).toBe(3);
    expect(
      await root.return.findMany({ where: { orderId: order.id }, select: { status: true } }),
    ).toEqual([{ status: 2 }]);
    const closeLate = await post(shop.returner, '/api/v2/packings/return/close', {
      packing_id: opened.body.Datum.packing_id,
    });
    expect(closeLate.status).not.toBe(200);
  });

  it('is for order_return 2 of the same enterprise', async () => {
    const order = await shipped([[a, 1]]);
    const body = { order_id: order.id, lines: [{ product_id: a.wmsId, good: 1 }] };
    expect((await receive(viewer, body)).status).toBe(403);
    expect((await receive(shop.outsider, body)).status).toBe(403);
    const foreign = await receive(other.returner, body);
    expect([foreign.status, foreign.body.Msg]).toEqual([404, 'order.notFound']);
    expect(await orderStatus(order.id)).toBe(121);
  });
});

describe('POST /api/v2/orders/return/vdo and the received list', () => {
  const upload = (token: string, orderId: number, file: File) => {
    const form = new FormData();
    form.set('order_id', String(orderId));
    form.set('file', file);
    return call<{
      Msg: string;
      Datum: { video_key: string; video_url: string; return_id: number };
    }>('POST', '/api/v2/orders/return/vdo', { token, form });
  };

  it('keeps the unboxing video of a received return; the list shows it with the values', async () => {
    const order = await shipped([
      [a, 2],
      [b, 1],
    ]);
    const webm = new File([new Uint8Array(makeWebm({ seconds: 2 }).bytes)], 'unboxing.webm', {
      type: 'video/webm',
    });
    const early = await upload(shop.returner, order.id, webm);
    expect([early.status, early.body.Msg]).toEqual([404, 'common.notFound']);

    const res = await receive(shop.returner, {
      order_id: order.id,
      lines: [
        { product_id: a.wmsId, good: 1, broken: 1 },
        { product_id: b.wmsId, lost: 1 },
      ],
    });
    expect(res.status).toBe(201);
    const png = new File(
      [new Uint8Array(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))],
      'x.webm',
      { type: 'video/webm' },
    );
    const wrong = await upload(shop.returner, order.id, png);
    expect([wrong.status, wrong.body.Msg]).toEqual([415, 'file.invalidType']);
    expect((await upload(viewer, order.id, webm)).status).toBe(403);

    const ok = await upload(shop.returner, order.id, webm);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.Datum.video_key).toMatch(new RegExp(`^${shop.id}/return-videos/.+\\.webm$`));
    const stored = await root.return.findFirstOrThrow({ where: { orderId: order.id } });
    expect(stored.videoKey).toBe(ok.body.Datum.video_key);
    const served = await call('GET', ok.body.Datum.video_url, { token: shop.returner });
    expect(served.status).toBe(200);
    expect(served.bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');

    // Valued at the cost the units left with: the packing bill's unit costs.
    const packed = (await billsOf(shop, order.id)).find((x) => x.kind === 5)!;
    const left = (item: Item) => packed.ledger.find((l) => l.wmsProductId === item.wmsId)!.unitCost;
    const list = await call<{ data: Array<Record<string, unknown>> }>(
      'GET',
      `/api/v2/packings/return?order_number=${order.orderNumber}`,
      { token: viewer },
    );
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        order_id: order.id,
        bill_number: res.body.Datum.bill_number,
        good: 1,
        broken: 1,
        lost: 1,
        good_value: left(a).toFixed(2),
        loss_value: left(a).add(left(b)).toFixed(2),
        video_url: ok.body.Datum.video_url,
      }),
    ]);
  });
});

describe('GET /api/v2/orders/returning', () => {
  it('lists orders on their way back, oldest first, with the platform request', async () => {
    const older = await shipped([[a, 1]]);
    const newer = await shipped([[b, 1]]);
    const own = await shipped([[a, 1]]);
    await root.order.updateMany({
      where: { id: { in: [older.id, newer.id, own.id] } },
      data: { status: 998 },
    });
    await root.orderReturnRequest.createMany({
      data: [
        {
          enterpriseId: shop.id,
          orderId: newer.id,
          platformReturnId: `R-${newer.id}`,
          kind: 1,
          platformStatus: 'BUYER_SHIPPED_ITEM',
          reason: 'สินค้าไม่ตรงปก',
          buyerTrackingNumber: `TH${newer.id}RET`,
          requestedAt: new Date('2026-11-20T03:00:00Z'),
          platformUpdatedAt: new Date('2026-11-20T03:00:00Z'),
        },
        {
          enterpriseId: shop.id,
          orderId: older.id,
          platformReturnId: `R-${older.id}`,
          kind: 1,
          platformStatus: 'AWAITING_BUYER_SHIP',
          reason: 'เปลี่ยนใจ',
          requestedAt: new Date('2026-11-10T03:00:00Z'),
          platformUpdatedAt: new Date('2026-11-10T03:00:00Z'),
        },
      ],
    });
    const res = await call<{ data: Array<Record<string, unknown>> }>(
      'GET',
      '/api/v2/orders/returning?limit=100',
      { token: viewer },
    );
    expect(res.status).toBe(200);
    const ids = res.body.data.map((r) => r.order_id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids).toContain(own.id);
    expect(res.body.data.find((r) => r.order_id === newer.id)).toMatchObject({
      request_kind: 1,
      request_reason: 'สินค้าไม่ตรงปก',
      request_status: 'BUYER_SHIPPED_ITEM',
      buyer_tracking_number: `TH${newer.id}RET`,
      returning_since: '2026-11-20T03:00:00.000Z',
      units: 1,
    });
    expect(res.body.data.find((r) => r.order_id === own.id)).toMatchObject({ request_kind: null });

    const found = await call<{ data: Array<Record<string, unknown>> }>(
      'GET',
      `/api/v2/orders/returning?search=TH${newer.id}RET`,
      { token: viewer },
    );
    expect(found.body.data.map((r) => r.order_id)).toEqual([newer.id]);
    const foreign = await call<{ data: unknown[] }>('GET', '/api/v2/orders/returning', {
      token: other.returner,
    });
    expect(foreign.body.data).toEqual([]);
    expect((await call('GET', '/api/v2/orders/returning', { token: shop.outsider })).status).toBe(
      403,
    );
  });
});
