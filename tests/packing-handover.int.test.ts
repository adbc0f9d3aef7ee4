// The hand-over check (/backoffice/packings/shipping/checking) on the real
// PostgreSQL: a packed order moves 112 -> 121 with its status event, every other status is
// answered and left alone, retries with one Idempotency-Key and concurrent checks move the
// order once, another enterprise's order is unknown, and the packing level 2 is required.
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/api';
import {
  addItem,
  addOrder,
  eventsOf,
  newPackingShop,
  orderStatus,
  root,
  type Item,
  type PackingShop,
} from './helpers/packing-fixtures';

const path = '/api/v2/packings/shipping/check';

interface Checked {
  order_id: number;
  order_number: string;
  tracking_number: string | null;
  outcome: string;
  status: number;
}

function check(token: string, orderCode: string, key?: string) {
  return call<{ Datum: Checked; Msg?: string }>('POST', path, {
    token,
    body: { order_code: orderCode },
    headers: key ? { 'Idempotency-Key': key } : undefined,
  });
}

let shop: PackingShop;
let item: Item;

const orderAt = (status: number, opts: Parameters<typeof addOrder>[2] = {}) =>
  addOrder(shop, [{ productId: item.productId, quantity: 1 }], { status, ...opts });

beforeAll(async () => {
  shop = await newPackingShop();
  item = await addItem(shop);
});

describe('shipping/check', () => {
  it('hands a packed order over: 112 -> 121, shipped time, one status event', async () => {
    const order = await orderAt(112, { trackingNumber: 'EE123456785TH' });
    const res = await check(shop.packer, order.orderNumber);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum).toEqual({
      order_id: order.id,
      order_number: order.orderNumber,
      tracking_number: 'EE123456785TH',
      outcome: 'handed_over',
      status: 121,
    });
    const after = await root.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(after.status).toBe(121);
    expect(after.shippedAt).toBeInstanceOf(Date);
    expect(await eventsOf(order.id)).toEqual([
      expect.objectContaining({ type: 'status', fromStatus: 112, toStatus: 121 }),
    ]);
    expect((await eventsOf(order.id))[0]!.data).toMatchObject({ via: 'handover' });
  });

  it('finds the parcel by its tracking number or platform order id', async () => {
    const byTracking = await orderAt(112, { trackingNumber: 'EE223456780TH' });
    const res = await check(shop.packer, 'ee 2234 5678 0 th');
    expect([res.body.Datum.order_id, res.body.Datum.outcome]).toEqual([
      byTracking.id,
      'handed_over',
    ]);
    const byPlatform = await orderAt(112, { platformOrderId: `PF-HO-${shop.id}` });
    const res2 = await check(shop.packer, `PF-HO-${shop.id}`);
    expect([res2.body.Datum.order_id, res2.body.Datum.outcome]).toEqual([
      byPlatform.id,
      'handed_over',
    ]);
  });

  it.each([
    [121, 'already_handed_over'],
    [122, 'already_handed_over'],
    [130, 'already_handed_over'],
    [100, 'not_packed'],
    [111, 'not_packed'],
    [114, 'not_packed'],
    [140, 'cancelled'],
    [998, 'returned'],
    [141, 'returned'],
  ])('answers an order at %i with %s and changes nothing', async (status, outcome) => {
    const order = await orderAt(status);
    const res = await check(shop.packer, order.orderNumber);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum).toMatchObject({ order_id: order.id, outcome, status });
    expect(await orderStatus(order.id)).toBe(status);
    expect(await eventsOf(order.id)).toEqual([]);
  });

  it('answers a second check of the same parcel with already_handed_over', async () => {
    const order = await orderAt(112);
    expect((await check(shop.packer, order.orderNumber)).body.Datum.outcome).toBe('handed_over');
    const again = await check(shop.packer, order.orderNumber);
    expect(again.body.Datum).toMatchObject({ outcome: 'already_handed_over', status: 121 });
    expect(await eventsOf(order.id)).toHaveLength(1);
  });

  it('answers an unknown code with order.notFound and a blank one with a catalogue error', async () => {
    const res = await check(shop.packer, `NOPE-${shop.id}`);
    expect([res.status, res.body.Msg]).toEqual([404, 'order.notFound']);
    const blank = await check(shop.packer, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.Msg).toBeTruthy();
  });

  it('replays a retry with the same Idempotency-Key', async () => {
    const order = await orderAt(112);
    const key = `handover-${order.id}`;
    const first = await check(shop.packer, order.orderNumber, key);
    const retried = await Promise.all(
      Array.from({ length: 4 }, () => check(shop.packer, order.orderNumber, key)),
    );
    expect(first.body.Datum.outcome).toBe('handed_over');
    for (const r of retried) expect(r.body).toEqual(first.body);
    expect(await eventsOf(order.id)).toHaveLength(1);
  });

  it('moves the order once when two checks arrive together', async () => {
    const order = await orderAt(112);
    const results = await Promise.all([
      check(shop.packer, order.orderNumber),
      check(shop.closer, order.orderNumber),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.body.Datum.outcome).sort()).toEqual([
      'already_handed_over',
      'handed_over',
    ]);
    expect(await orderStatus(order.id)).toBe(121);
    expect(await eventsOf(order.id)).toHaveLength(1);
  });

  it("answers another enterprise's order as unknown and leaves it alone", async () => {
    const other = await newPackingShop();
    const theirs = await addOrder(
      other,
      [{ productId: (await addItem(other)).productId, quantity: 1 }],
      {
        status: 112,
      },
    );
    const res = await check(shop.packer, theirs.orderNumber);
    expect([res.status, res.body.Msg]).toEqual([404, 'order.notFound']);
    expect(await orderStatus(theirs.id)).toBe(112);
  });

  it('needs the packing area at level 2', async () => {
    for (const token of [shop.viewer, shop.outsider]) {
      const order = await orderAt(112);
      const res = await check(token, order.orderNumber);
      expect([res.status, res.body.Msg]).toEqual([403, 'common.accessDenied']);
      expect(await orderStatus(order.id)).toBe(112);
    }
    const anonymous = await call('POST', path, { body: { order_code: 'X' } });
    expect(anonymous.status).toBe(401);
    const order = await orderAt(112);
    expect((await check(shop.admin, order.orderNumber)).body.Datum.outcome).toBe('handed_over');
  });
});
