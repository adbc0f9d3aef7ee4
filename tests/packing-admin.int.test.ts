// The packing_admin calls, the v1 packing list/create/cancel and clearfailtracking
// on the real PostgreSQL: reopen with the stock given back, corrected counts,
// a part-shipped close (114) whose next packing holds the rest, cancelling.
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/api';
import {
  addOrder,
  balanceOf,
  billsOf,
  closePath,
  eventsOf,
  ledgerMismatches,
  lineOf,
  orderStatus,
  packAndClose,
  post,
  root,
  scanPath,
  stockedShop,
  type Item,
  type PackingShop,
  type State,
} from './helpers/packing-fixtures';

const adminScan = '/api/v2/packings/adminverify/createoradd';
const adminDelete = '/api/v2/packings/adminverify/delete';
const adminClose = '/api/v3/packings/adminverify/close';

let shop: PackingShop;
let a: Item;
let b: Item;

beforeAll(async () => {
  ({
    shop,
    items: [a, b],
  } = await stockedShop({ amount: 100 }, { amount: 100 }));
});

describe('adminverify', () => {
  it('reopens a packed order: units back into stock, 112 -> 111, then corrects and closes again', async () => {
    const before = await balanceOf(shop, a);
    const { order, packingId } = await packAndClose(shop, [[a, 3]]);
    expect(await balanceOf(shop, a)).toBe(before - 3);

    const reopened = await post(shop.packAdmin, adminScan, { order_id: order.id });
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect(reopened.body.Datum).toMatchObject({
      packing_id: packingId,
      status: 1,
      closed: false,
      order_status: 111,
    });
    expect(await balanceOf(shop, a)).toBe(before);
    expect(await orderStatus(order.id)).toBe(111);
    const bills = await billsOf(shop, order.id);
    expect(bills.map((x) => [x.kind, x.packingId, x.ledger[0]!.amount])).toEqual([
      [5, packingId, -3],
      [6, packingId, 3],
    ]);
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({
      type: 'status',
      fromStatus: 112,
      toStatus: 111,
    });

    // Corrected: the line set to 1, which a normal close refuses and the admin close
    // packs as a part shipment.
    const set = await post(shop.packAdmin, adminScan, {
      order_id: order.id,
      barcode: a.barcode,
      scanned: 1,
    });
    expect(lineOf(set.body.Datum, a)!.scanned).toBe(1);
    const tooMany = await post(shop.packAdmin, adminScan, {
      order_id: order.id,
      barcode: a.barcode,
      scanned: 4,
    });
    expect([tooMany.status, tooMany.body.Msg]).toEqual([400, 'common.invalidParameter']);
    const normal = await post(shop.closer, closePath, { packing_id: packingId });
    expect(normal.body.Msg).toBe('packing.goodsNotEnough');
    const partial = await post(shop.packAdmin, adminClose, { packing_id: packingId });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    expect(partial.body.Datum).toMatchObject({ closed: true, order_status: 114 });
    expect(await balanceOf(shop, a)).toBe(before - 1);

    // The next packing of the part-shipped order holds the 2 units left.
    const rest = await post(shop.packer, scanPath, { order_id: order.id, barcode: a.barcode });
    expect(rest.body.Datum.packing_id).not.toBe(packingId);
    expect(lineOf(rest.body.Datum, a)).toMatchObject({ ordered: 2, scanned: 1 });
    await post(shop.packer, scanPath, { order_id: order.id, barcode: a.barcode });
    const done = await post(shop.closer, closePath, { packing_id: rest.body.Datum.packing_id });
    expect(done.body.Datum).toMatchObject({ order_status: 112 });
    expect(await balanceOf(shop, a)).toBe(before - 3);
    expect(await ledgerMismatches(shop.id)).toEqual([]);
  });

  it('delete with a barcode zeroes the line; without, cancels (a closed one reopened first)', async () => {
    const order = await addOrder(shop, [{ productId: b.productId, quantity: 2 }]);
    const s = (await post(shop.packer, scanPath, { order_id: order.id, barcode: b.barcode })).body
      .Datum;
    const zero = await post(shop.packAdmin, adminDelete, {
      packing_id: s.packing_id,
      barcode: b.barcode,
    });
    expect(zero.status).toBe(200);
    expect(lineOf(zero.body.Datum, b)!.scanned).toBe(0);

    const before = await balanceOf(shop, b);
    const { order: packed, packingId } = await packAndClose(shop, [[b, 2]]);
    const cancelled = await post(shop.packAdmin, adminDelete, { packing_id: packingId });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.Datum).toMatchObject({ status: 3, closed: false, order_status: 111 });
    expect(await balanceOf(shop, b)).toBe(before);
    // The order can be packed anew.
    const fresh = await post(shop.packer, scanPath, { order_id: packed.id });
    expect(fresh.status).toBe(200);
    expect(fresh.body.Datum.packing_id).not.toBe(packingId);
    expect(lineOf(fresh.body.Datum, b)).toMatchObject({ ordered: 2, scanned: 0 });
  });

  it('refuses to reopen an order the carrier took (121)', async () => {
    const { order } = await packAndClose(shop, [[a, 1]]);
    await root.order.update({ where: { id: order.id }, data: { status: 121 } });
    const res = await post(shop.packAdmin, adminScan, { order_id: order.id });
    expect([res.status, res.body.Msg]).toEqual([422, 'packing.invalidOrderStatus']);
  });
});

describe('/api/v1/packings', () => {
  it('POST opens (201) or answers the open packing (200)', async () => {
    const order = await addOrder(shop, [{ productId: a.productId, quantity: 1 }]);
    const first = await post(shop.packer, '/api/v1/packings', {
      order_id: order.id,
      line: 'LINE-9',
    });
    expect(first.status).toBe(201);
    expect(first.body.Datum).toMatchObject({ order_id: order.id, line: 'LINE-9', status: 1 });
    const second = await post(shop.packer, '/api/v1/packings', { order_code: order.orderNumber });
    expect(second.status).toBe(200);
    expect(second.body.Datum.packing_id).toBe(first.body.Datum.packing_id);
  });

  it('GET lists with filters; DELETE cancels an open packing and refuses a closed one', async () => {
    const order = await addOrder(shop, [{ productId: b.productId, quantity: 1 }]);
    const opened = (
      await post(shop.packer, '/api/v1/packings', { order_id: order.id, line: 'LINE-Z' })
    ).body.Datum;
    type ListAnswer = { data: Array<Record<string, unknown>>; total: number };
    const byLine = await call<ListAnswer>('GET', '/api/v1/packings?line=LINE-Z&status=1', {
      token: shop.viewer,
    });
    expect(byLine.status).toBe(200);
    expect(byLine.body.total).toBe(1);
    expect(byLine.body.data[0]).toMatchObject({
      id: opened.packing_id,
      order_number: order.orderNumber,
      line: 'LINE-Z',
      units_ordered: 1,
      units_scanned: 0,
      storage_id: shop.storage,
      user_id: shop.packerId,
    });
    const byNumber = await call<ListAnswer>(
      'GET',
      `/api/v1/packings?order_number=${order.orderNumber}`,
      { token: shop.viewer },
    );
    expect(byNumber.body.data.map((r) => r.id)).toEqual([opened.packing_id]);
    const tooLong = await call(
      'GET',
      '/api/v1/packings?start_date=2026-01-01&end_date=2026-03-01',
      {
        token: shop.viewer,
      },
    );
    expect([tooLong.status, tooLong.body.Msg]).toEqual([400, 'order.dateRangeTooLong']);
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const byDay = await call<ListAnswer>(
      'GET',
      `/api/v1/packings?start_date=${today}&end_date=${today}&user_id=${shop.packerId}&limit=100`,
      { token: shop.viewer },
    );
    expect(byDay.body.data.map((r) => r.id)).toContain(opened.packing_id);

    const del = await call<{ Datum: State }>('DELETE', `/api/v1/packings/${opened.packing_id}`, {
      token: shop.closer,
    });
    expect(del.status).toBe(200);
    expect(del.body.Datum.status).toBe(3);
    const { packingId } = await packAndClose(shop, [[b, 1]]);
    const closed = await call('DELETE', `/api/v1/packings/${packingId}`, { token: shop.closer });
    expect([closed.status, closed.body.Msg]).toEqual([409, 'packing.notOpen']);
  });
});

describe('clearfailtracking', () => {
  const path = (id: number) => `/api/v1/packings/clearfailtracking/${id}`;

  it('clears a flagged or malformed number with a tracking event, and refuses a valid one', async () => {
    const flagged = await addOrder(shop, [{ productId: a.productId, quantity: 1 }], {
      status: 112,
      trackingNumber: 'EE123456785TH',
      trackingFailed: true,
    });
    const res = await call<{ Datum: { tracking_number: string | null; status: number } }>(
      'PUT',
      path(flagged.id),
      { token: shop.packer, body: {} },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum).toMatchObject({ tracking_number: null, status: 112 });
    const o = await root.order.findUniqueOrThrow({ where: { id: flagged.id } });
    expect([o.trackingNumber, o.trackingFailed]).toEqual([null, false]);
    expect((await eventsOf(flagged.id)).at(-1)).toMatchObject({ type: 'tracking' });

    // Kerry's format on a Thai Post order: no longer fits its carrier.
    const malformed = await addOrder(shop, [{ productId: a.productId, quantity: 1 }], {
      trackingNumber: 'SHP1234567890',
    });
    expect((await call('PUT', path(malformed.id), { token: shop.packer, body: {} })).status).toBe(
      200,
    );

    const valid = await addOrder(shop, [{ productId: a.productId, quantity: 1 }], {
      trackingNumber: 'EE123456785TH',
    });
    const refused = await call('PUT', path(valid.id), { token: shop.packer, body: {} });
    expect([refused.status, refused.body.Msg]).toEqual([422, 'packing.trackingNotFailed']);
    const delivered = await addOrder(shop, [{ productId: a.productId, quantity: 1 }], {
      status: 122,
      trackingNumber: 'X',
      trackingFailed: true,
    });
    const late = await call('PUT', path(delivered.id), { token: shop.packer, body: {} });
    expect([late.status, late.body.Msg]).toEqual([422, 'packing.invalidOrderStatus']);
    const unknown = await call('PUT', path(2_000_000_000), { token: shop.packer, body: {} });
    expect([unknown.status, unknown.body.Msg]).toEqual([404, 'order.notFound']);
  });
});
