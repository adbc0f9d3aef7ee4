// Return packing (docs/domain-rules.md, Returns) on the real PostgreSQL: a shipped
// order's parcel received, good units back into stock through one RET bill, broken, lost
// and other recorded, the order at 141 with its events; order.alreadyReturned after.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addOrder,
  balanceOf,
  billsOf,
  eventsOf,
  ledgerMismatches,
  lineOf,
  orderStatus,
  packAndClose,
  post,
  root,
  stockedShop,
  type Item,
  type PackingShop,
  type Units,
} from './helpers/packing-fixtures';

const createPath = '/api/v2/packings/return/create';
const closePath = '/api/v2/packings/return/close';

let shop: PackingShop;
let a: Item;
let b: Item;

beforeAll(async () => {
  ({
    shop,
    items: [a, b],
  } = await stockedShop({ amount: 20, cost: '10' }, { amount: 20, cost: '4' }));
});

/** An order packed through the station (PCK bill) and then handed to the carrier (121). */
async function shipped(lines: Units) {
  const { order } = await packAndClose(shop, lines);
  await root.order.update({ where: { id: order.id }, data: { status: 121 } });
  return order;
}

describe('return packing', () => {
  it('receives the parcel: good units back into stock, the rest recorded, the order at 141', async () => {
    const order = await shipped([
      [a, 3],
      [b, 2],
    ]);
    const afterPackA = await balanceOf(shop, a);
    const afterPackB = await balanceOf(shop, b);

    const opened = await post(shop.returner, createPath, { order_code: order.orderNumber });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const s = opened.body.Datum;
    expect(s).toMatchObject({ kind: 2, status: 1, closed: false, order_status: 121 });
    expect(s.packing_number).toMatch(/^RP-/);
    expect(s.return_number).toMatch(/^RT-/);
    expect(s.lines.map((l) => [l.product_id, l.ordered, l.scanned])).toEqual([
      [a.wmsId, 3, 0],
      [b.wmsId, 2, 0],
    ]);
    // Two good units of A scanned at the bench.
    for (let i = 0; i < 2; i++) {
      const r = await post(shop.returner, createPath, { order_id: order.id, barcode: a.barcode });
      expect(lineOf(r.body.Datum, a)!.scanned).toBe(i + 1);
    }

    const closed = await post(shop.returner, closePath, {
      packing_id: s.packing_id,
      lines: [{ product_id: b.wmsId, good: 1, broken: 1 }],
      reason: 'ลูกค้าปฏิเสธรับ',
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.Datum).toMatchObject({ closed: true, order_status: 141 });
    expect(closed.body.Datum.bill_number).toMatch(/^RET-\d{4}-\d{5}$/);
    expect(closed.body.Datum.return_lines).toEqual([
      {
        product_id: a.wmsId,
        product_name: a.name,
        shipped: 3,
        good: 2,
        broken: 0,
        lost: 1,
        other: 0,
        restocked: 2,
      },
      {
        product_id: b.wmsId,
        product_name: b.name,
        shipped: 2,
        good: 1,
        broken: 1,
        lost: 0,
        other: 0,
        restocked: 1,
      },
    ]);

    expect(await balanceOf(shop, a)).toBe(afterPackA + 2);
    expect(await balanceOf(shop, b)).toBe(afterPackB + 1);
    const bills = await billsOf(shop, order.id);
    expect(bills.map((x) => x.kind)).toEqual([5, 6]);
    expect(bills[1]).toMatchObject({ packingId: s.packing_id, toStorageId: shop.storage });
    expect(await orderStatus(order.id)).toBe(141);
    const events = await eventsOf(order.id);
    expect(events.slice(-2)).toEqual([
      expect.objectContaining({ type: 'status', fromStatus: 121, toStatus: 998 }),
      expect.objectContaining({ type: 'returned', fromStatus: 998, toStatus: 141 }),
    ]);
    const ret = await root.return.findFirstOrThrow({ where: { orderId: order.id } });
    expect(ret).toMatchObject({ status: 2, packingId: s.packing_id, reason: 'ลูกค้าปฏิเสธรับ' });
    expect(ret.closedAt).not.toBeNull();
    expect(await ledgerMismatches(shop.id)).toEqual([]);

    // Closed again: nothing changes. A new return of the order: order.alreadyReturned.
    const again = await post(shop.returner, closePath, { packing_id: s.packing_id });
    expect(again.status).toBe(200);
    expect(await balanceOf(shop, a)).toBe(afterPackA + 2);
    const reopen = await post(shop.returner, createPath, { order_id: order.id });
    expect([reopen.status, reopen.body.Msg]).toEqual([409, 'order.alreadyReturned']);
  });

  it('moves an order already at 998 straight to 141 with one event', async () => {
    const order = await shipped([[a, 1]]);
    await root.order.update({ where: { id: order.id }, data: { status: 998 } });
    const s = (await post(shop.returner, createPath, { order_id: order.id, barcode: a.barcode }))
      .body.Datum;
    const res = await post(shop.returner, closePath, { packing_id: s.packing_id });
    expect(res.status).toBe(200);
    const events = (await eventsOf(order.id)).filter((e) => e.type !== 'packing_closed');
    expect(events).toEqual([
      expect.objectContaining({ type: 'returned', fromStatus: 998, toStatus: 141 }),
    ]);
  });

  it('refuses more units than were shipped (packing.returnTooMany) and unknown products', async () => {
    const order = await shipped([[b, 1]]);
    const s = (await post(shop.returner, createPath, { order_id: order.id })).body.Datum;
    const tooMany = await post(shop.returner, closePath, {
      packing_id: s.packing_id,
      lines: [{ product_id: b.wmsId, good: 1, broken: 1 }],
    });
    expect([tooMany.status, tooMany.body.Msg]).toEqual([422, 'packing.returnTooMany']);
    const unknown = await post(shop.returner, closePath, {
      packing_id: s.packing_id,
      lines: [{ product_id: a.wmsId, good: 1 }],
    });
    expect([unknown.status, unknown.body.Msg]).toEqual([404, 'common.notFound']);
    expect(await orderStatus(order.id)).toBe(121);
  });

  it('refuses an order that has not left the warehouse, and a normal packing to close', async () => {
    const waiting = await addOrder(shop, [{ productId: a.productId, quantity: 1 }]);
    const res = await post(shop.returner, createPath, { order_id: waiting.id });
    expect([res.status, res.body.Msg]).toEqual([422, 'packing.invalidOrderStatus']);
    const returned = await addOrder(shop, [{ productId: a.productId, quantity: 1 }], {
      status: 141,
    });
    const done = await post(shop.returner, createPath, { order_id: returned.id });
    expect([done.status, done.body.Msg]).toEqual([409, 'order.alreadyReturned']);

    const open = await post(shop.packer, '/api/v2/packings/verify/createoradd', {
      order_id: waiting.id,
    });
    const wrongKind = await post(shop.returner, closePath, {
      packing_id: open.body.Datum.packing_id,
    });
    expect([wrongKind.status, wrongKind.body.Msg]).toEqual([400, 'common.invalidParameter']);
  });

  it('never puts back more than the order took out of stock', async () => {
    // Moved to 121 by hand, never packed through a bill: nothing left stock for it.
    const order = await addOrder(shop, [{ productId: a.productId, quantity: 2 }], { status: 121 });
    const before = await balanceOf(shop, a);
    const s = (await post(shop.returner, createPath, { order_id: order.id })).body.Datum;
    expect(s.lines.map((l) => l.ordered)).toEqual([2]);
    const res = await post(shop.returner, closePath, {
      packing_id: s.packing_id,
      lines: [{ product_id: a.wmsId, good: 2 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.Datum.return_lines![0]).toMatchObject({ good: 2, restocked: 0 });
    expect(res.body.Datum.bill_number).toBeNull();
    expect(await balanceOf(shop, a)).toBe(before);
  });
});
