// Editing orders against the real database: PUT /api/v1/orders/{id} (editable at 100 and
// 111 only, items replaced, totals recomputed, a COD switch moving an unpaid order to 111)
// and POST /api/v1/orders/product (same product and price merged), with their events in
// the detail's timeline, access, idempotency and tenancy.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from './helpers/api';
import {
  createOk,
  demoShop,
  detail,
  newPhone,
  orderBody,
  recipient,
  root,
  tag,
  type OrderAnswer,
  type Shop,
} from './helpers/order-fixtures';

let admin: string;
let admin2: string;
let staff: string;
let customerUser: string;
let shop: Shop;

beforeAll(async () => {
  [admin, admin2, staff, customerUser] = await Promise.all([
    loginAs('admin'),
    loginAs('admin2'),
    loginAs('staff'),
    loginAs('customer'),
  ]);
  shop = await demoShop();
});

const put = (id: number, body: unknown, token = admin) =>
  call<OrderAnswer>('PUT', `/api/v1/orders/${id}`, { token, body });
const addProduct = (body: unknown, token = admin, headers?: Record<string, string>) =>
  call<OrderAnswer>('POST', '/api/v1/orders/product', { token, body, headers });
const setStatus = (id: number, status: number) =>
  root.order.update({ where: { id }, data: { status } });

describe('PUT /api/v1/orders/{id}', () => {
  it('replaces the lines and recomputes every amount, with an updated event', async () => {
    const serum = shop.products['SERUM-30'];
    const soap = shop.products['SOAP-3'];
    const cream = shop.products['CREAM-50'];
    // The staff member's own order: order level 2 edits its own (another's takes level 3
    // or the special-user flag, tests/user-flags-pages.int.test.ts).
    const o = await createOk(
      staff,
      orderBody(shop, {
        items: [
          { product_id: serum.id, quantity: 1, price: '300' },
          { product_id: soap.id, quantity: 2 },
        ],
        shipping_fee: '40',
      }),
    );
    expect(o.total).toBe('658.00'); // 300 + 2 x 159 + 40
    const res = await put(
      o.id,
      {
        items: [
          // No price: the price it already had on the order (300), not the product's 390.
          { product_id: serum.id, quantity: 3, discount: '50' },
          { product_id: cream.id, quantity: 1 },
        ],
        discount: '10',
        shipping_fee: '0',
      },
      staff,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Msg).toBe('common.editSuccess');
    const d = res.body.Datum;
    // 3 x 300 - 50 = 850; 290; 1140 - 10 + 0 = 1130
    expect(d).toMatchObject({
      status: 100,
      subtotal: '1140.00',
      discount: '10.00',
      shipping_fee: '0.00',
      total: '1130.00',
      item_count: 4,
    });
    expect(d.items.map((i) => [i.sku, i.quantity, i.price, i.discount, i.line_total])).toEqual([
      ['SERUM-30', 3, '300.00', '50.00', '850.00'],
      ['CREAM-50', 1, '290.00', '0.00', '290.00'],
    ]);
    expect(await root.orderItem.count({ where: { orderId: o.id } })).toBe(2);
    expect(d.events.map((e) => e.type)).toEqual(['created', 'updated']);
    expect(d.events[1]).toMatchObject({
      user_name: 'มานะ ขยันยิ่ง',
      from_status: null,
      to_status: null,
      data: {
        fields: ['items', 'discount', 'shipping_fee'],
        total_before: '658.00',
        total: '1130.00',
      },
    });
    expect(
      await root.auditLog.count({ where: { entityId: String(o.id), action: 'order.update' } }),
    ).toBe(1);
    const stored = await root.order.findUniqueOrThrow({ where: { id: o.id } });
    expect(stored.total.toFixed(2)).toBe('1130.00');
  });

  it('keeps the fields left out, and writes nothing when nothing changes', async () => {
    const body = orderBody(shop, { seller_note: 'โทรก่อนส่ง' });
    const o = await createOk(admin, body);
    const moved = { ...recipient(newPhone()), province: 'เชียงใหม่', zipcode: '50200' };
    const res = await put(o.id, { recipient: moved, shipping_provider_id: 7 });
    expect(res.status).toBe(200);
    expect(res.body.Datum).toMatchObject({
      recipient: moved,
      shipping_provider_id: 7,
      seller_note: 'โทรก่อนส่ง',
      total: o.total,
      sale_channel_id: shop.channelId,
    });
    expect(res.body.Datum.events.at(-1)!.data).toEqual({
      fields: ['shipping_provider_id', 'recipient'],
    });
    const same = await put(o.id, { recipient: moved, shipping_provider_id: 7, items: body.items });
    expect(same.status).toBe(200);
    expect(same.body.Datum.events).toHaveLength(2);
  });

  it('moves an unpaid order to 111 when its method becomes cash on delivery', async () => {
    const o = await createOk(admin, orderBody(shop));
    expect(o.status).toBe(100);
    const res = await put(o.id, { payment_method_id: shop.codId });
    expect(res.status).toBe(200);
    const d = res.body.Datum;
    expect(d).toMatchObject({
      status: 111,
      payment_method_id: shop.codId,
      payment_type: 2,
      paid_at: null,
      next_statuses: [112, 114, 140],
    });
    expect(d.events.map((e) => [e.type, e.from_status, e.to_status])).toEqual([
      ['created', null, 100],
      ['updated', null, null],
      ['status', 100, 111],
    ]);
    // Back to a transfer at 111: the method changes, the status stays.
    const back = await put(o.id, { payment_method_id: shop.transferId });
    expect(back.body.Datum).toMatchObject({ status: 111, payment_type: 1 });
    expect(back.body.Datum.events.map((e) => e.type)).toEqual([
      'created',
      'updated',
      'status',
      'updated',
    ]);
  });

  it('refuses an order past 111 with order.notEditable', async () => {
    const o = await createOk(admin, orderBody(shop, { payment_method_id: shop.codId }));
    for (const status of [112, 121, 140]) {
      await setStatus(o.id, status);
      const res = await put(o.id, { shipping_fee: '99' });
      expect([res.status, res.body.Msg], String(status)).toEqual([422, 'order.notEditable']);
    }
    const stored = await root.order.findUniqueOrThrow({ where: { id: o.id } });
    expect(stored.shippingFee.toFixed(2)).toBe('0.00');
    expect(await root.orderEvent.count({ where: { orderId: o.id } })).toBe(1);
  });

  it('refuses bad changes and leaves the order as it was', async () => {
    const o = await createOk(admin, orderBody(shop));
    const stopped = await root.paymentMethod.create({
      data: { enterpriseId: shop.id, name: `ปิดใช้ ${tag}`, type: 2, active: false },
    });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ payment_method_id: stopped.id }, 404, 'payment.methodNotFound'],
      [{ sale_channel_id: 2_000_000_000 }, 404, 'common.notFound'],
      [{ customer_id: 2_000_000_000 }, 404, 'common.notFound'],
      [{ discount: '10000' }, 400, 'common.invalidParameter'],
      [{ items: [] }, 400, 'common.invalidParameter'],
      [{ status: 111 }, 400, 'common.invalidParameter'],
      [{ total: '1.00' }, 400, 'common.invalidParameter'],
      [{ recipient: { ...recipient(), zipcode: 'abcde' } }, 400, 'common.invalidParameter'],
    ];
    for (const [body, status, msg] of cases) {
      const res = await put(o.id, body);
      expect([res.status, res.body.Msg], JSON.stringify(body)).toEqual([status, msg]);
    }
    const after = await detail(admin, o.id);
    expect(after.body.Datum.status).toBe(100);
    expect(after.body.Datum.total).toBe(o.total);
    expect(after.body.Datum.events).toHaveLength(1);
  });

  it('keeps a product retired after the order editable on it', async () => {
    const retired = await root.product.create({
      data: { enterpriseId: shop.id, pn: `RET-${tag}`, name: 'ขายหมดแล้ว', price: '25' },
    });
    const o = await createOk(
      admin,
      orderBody(shop, { items: [{ product_id: retired.id, quantity: 1 }] }),
    );
    await root.product.update({ where: { id: retired.id }, data: { archivedAt: new Date() } });
    const res = await put(o.id, { items: [{ product_id: retired.id, quantity: 2 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum.total).toBe('50.00');
    // A retired product cannot be newly added, though.
    const other = await createOk(admin, orderBody(shop));
    const refused = await put(other.id, { items: [{ product_id: retired.id, quantity: 1 }] });
    expect([refused.status, refused.body.Cause]).toEqual([404, `product ${retired.id}`]);
  });

  it('needs order level 2, and answers order.notFound across shops', async () => {
    const o = await createOk(admin, orderBody(shop));
    expect((await put(o.id, { shipping_fee: '1' }, customerUser)).status).toBe(403);
    const foreign = await put(o.id, { shipping_fee: '1' }, admin2);
    expect([foreign.status, foreign.body.Msg]).toEqual([404, 'order.notFound']);
    const missing = await put(2_000_000_000, { shipping_fee: '1' });
    expect([missing.status, missing.body.Msg]).toEqual([404, 'order.notFound']);
    expect((await detail(admin, o.id)).body.Datum.shipping_fee).toBe('0.00');
  });
});

describe('POST /api/v1/orders/product', () => {
  it('adds to the line of the same product at the same price, else a new line', async () => {
    const serum = shop.products['SERUM-30'];
    const soap = shop.products['SOAP-3'];
    const o = await createOk(
      admin,
      orderBody(shop, { items: [{ product_id: serum.id, quantity: 1 }], shipping_fee: '30' }),
    );
    const merged = await addProduct({
      order_id: o.id,
      product_id: serum.id,
      quantity: 2,
      discount: '5',
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(
      merged.body.Datum.items.map((i) => [i.sku, i.quantity, i.discount, i.line_total]),
    ).toEqual([['SERUM-30', 3, '5.00', '1165.00']]);
    expect(merged.body.Datum.total).toBe('1195.00');
    expect(merged.body.Datum.events.at(-1)).toMatchObject({
      type: 'product_added',
      user_name: 'สมชาย ใจดี',
      data: { product_id: serum.id, quantity: 2, price: '390.00', merged: true, total: '1195.00' },
    });

    const otherPrice = await addProduct({
      order_id: o.id,
      product_id: serum.id,
      quantity: 1,
      price: '350',
    });
    const newLine = await addProduct({ order_id: o.id, product_id: soap.id, quantity: 1 });
    expect(otherPrice.status).toBe(200);
    expect(newLine.status).toBe(200);
    const d = newLine.body.Datum;
    expect(d.items.map((i) => [i.sku, i.quantity, i.price, i.line_total])).toEqual([
      ['SERUM-30', 3, '390.00', '1165.00'],
      ['SERUM-30', 1, '350.00', '350.00'],
      ['SOAP-3', 1, '159.00', '159.00'],
    ]);
    // 1165 + 350 + 159 + 30 shipping
    expect(d).toMatchObject({ subtotal: '1674.00', total: '1704.00', item_count: 5 });
    expect(d.events.map((e) => e.type)).toEqual([
      'created',
      'product_added',
      'product_added',
      'product_added',
    ]);
    // The timeline runs oldest first.
    const times = d.events.map((e) => e.created_at);
    expect([...times].sort()).toEqual(times);
  });

  it('refuses an order past 111, a retired product and another shop', async () => {
    const o = await createOk(admin, orderBody(shop, { payment_method_id: shop.codId }));
    const archived = await root.product.create({
      data: {
        enterpriseId: shop.id,
        pn: `ARC2-${tag}`,
        name: 'เก็บแล้ว',
        price: '10',
        archivedAt: new Date(),
      },
    });
    const gone = await addProduct({ order_id: o.id, product_id: archived.id, quantity: 1 });
    expect([gone.status, gone.body.Msg]).toEqual([404, 'common.notFound']);
    const foreign = await addProduct(
      { order_id: o.id, product_id: shop.products['SOAP-3'].id, quantity: 1 },
      admin2,
    );
    expect([foreign.status, foreign.body.Msg]).toEqual([404, 'order.notFound']);
    expect(
      (await addProduct({ order_id: o.id, product_id: 1, quantity: 1 }, customerUser)).status,
    ).toBe(403);
    await setStatus(o.id, 112);
    const packed = await addProduct({
      order_id: o.id,
      product_id: shop.products['SOAP-3'].id,
      quantity: 1,
    });
    expect([packed.status, packed.body.Msg]).toEqual([422, 'order.notEditable']);
    expect(await root.orderItem.count({ where: { orderId: o.id } })).toBe(1);
  });

  it('adds once for a repeated Idempotency-Key', async () => {
    const soap = shop.products['SOAP-3'];
    const o = await createOk(
      admin,
      orderBody(shop, { items: [{ product_id: soap.id, quantity: 1 }] }),
    );
    const headers = { 'Idempotency-Key': `add-${tag}-${o.id}` };
    const body = { order_id: o.id, product_id: soap.id, quantity: 4 };
    const first = await addProduct(body, admin, headers);
    const again = await addProduct(body, admin, headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.Datum.items[0]!.quantity).toBe(5);
    const stored = await root.orderItem.findMany({ where: { orderId: o.id } });
    expect(stored.map((i) => i.quantity)).toEqual([5]);
  });
});
