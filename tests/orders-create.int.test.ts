// Taking orders against the real database (POST /api/v1/orders, detail, detail/product,
// shipping/info): amounts computed by the server only, the initial status by payment type,
// validation and catalogue errors, order numbers (concurrency, no gaps, rollback, the
// Bangkok day), saving the recipient as a customer, idempotent create and tenancy.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '@/lib/auth/actor';
import { inTransaction, tenantClient } from '@/lib/db';
import { nextOrderNumber } from '@/lib/domain/orders/numbering';
import { orderNumberPrefix } from '@/lib/domain/orders/order-number';
import type { OrderProducts } from '@/lib/domain/orders/order-products';
import { orderDetailSchema, type CreateOrderInput } from '@/lib/domain/orders/schemas';
import { createOrder } from '@/lib/domain/orders/service';
import type { ShippingInfo } from '@/lib/domain/orders/shipping-info';
import { call, loginAs } from './helpers/api';
import {
  createOk,
  demoShop,
  detail,
  freshShop,
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
let adminId: number;

beforeAll(async () => {
  [admin, admin2, staff, customerUser] = await Promise.all([
    loginAs('admin'),
    loginAs('admin2'),
    loginAs('staff'),
    loginAs('customer'),
  ]);
  shop = await demoShop();
  adminId = (await root.user.findFirstOrThrow({ where: { username: 'admin' } })).id;
});

const post = (body: unknown, token = admin, headers?: Record<string, string>) =>
  call<OrderAnswer>('POST', '/api/v1/orders', { token, body, headers });

describe('POST /api/v1/orders', () => {
  it('creates a transfer order at 100 with every amount computed by the server', async () => {
    const serum = shop.products['SERUM-30'];
    const cream = shop.products['CREAM-50'];
    const body = orderBody(shop, {
      items: [
        { product_id: serum.id, quantity: 2, discount: '10' },
        { product_id: cream.id, quantity: 1, price: 250.5 },
      ],
      discount: '20.5',
      shipping_fee: '50',
      seller_note: 'ห่อของขวัญ',
      platform_order_id: '',
    });
    const res = await post(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.Msg).toBe('common.createSuccess');
    const o = res.body.Datum;
    expect(() => orderDetailSchema.parse(o)).not.toThrow();
    // 2 x 390.00 - 10.00 = 770.00; 250.50; 1020.50 - 20.50 + 50.00 = 1050.00
    expect(o).toMatchObject({
      status: 100,
      payment_type: 1,
      payment_method_id: shop.transferId,
      sale_channel_id: shop.channelId,
      sale_channel_name: 'หน้าร้าน Facebook',
      shipping_provider_id: 1,
      staff_user_id: adminId,
      staff_name: 'สมชาย ใจดี',
      subtotal: '1020.50',
      discount: '20.50',
      shipping_fee: '50.00',
      total: '1050.00',
      item_count: 3,
      paid_at: null,
      customer_id: null,
      seller_note: 'ห่อของขวัญ',
      platform_order_id: null,
      recipient: body.recipient,
      next_statuses: [111, 140],
      slip_used_by: [],
      slip_duplicate: false,
    });
    expect(o.order_number).toMatch(new RegExp(`^${orderNumberPrefix(new Date())}\\d{4,}$`));
    expect(o.items).toMatchObject([
      {
        product_id: serum.id,
        sku: 'SERUM-30',
        name: 'เซรั่มวิตามินซี 30 มล.',
        barcode: '2000000000015',
        quantity: 2,
        price: '390.00',
        discount: '10.00',
        line_total: '770.00',
      },
      { product_id: cream.id, sku: 'CREAM-50', quantity: 1, price: '250.50', line_total: '250.50' },
    ]);
    expect(o.items[0]!.wms_product_id).toEqual(expect.any(Number));
    expect(o.events).toHaveLength(1);
    expect(o.events[0]).toMatchObject({
      type: 'created',
      from_status: null,
      to_status: 100,
      user_id: adminId,
      user_name: 'สมชาย ใจดี',
      data: { total: '1050.00', items: 2 },
    });
    const stored = await root.order.findUniqueOrThrow({ where: { id: o.id } });
    expect(stored.total.toFixed(2)).toBe('1050.00');
    expect(stored.enterpriseId).toBe(shop.id);
    expect(
      await root.auditLog.count({ where: { entityId: String(o.id), action: 'order.create' } }),
    ).toBe(1);
  });

  it('starts cash on delivery and platform-paid orders at 111, unpaid', async () => {
    for (const methodId of [shop.codId, shop.platformId]) {
      const o = await createOk(admin, orderBody(shop, { payment_method_id: methodId }));
      expect(o.status).toBe(111);
      expect(o.paid_at).toBeNull();
      expect(o.next_statuses).toEqual([112, 114, 140]);
      expect(o.events[0]).toMatchObject({ type: 'created', to_status: 111 });
    }
  });

  it('refuses amounts, status and enterprise set by the client (strict schema)', async () => {
    for (const extra of [
      { subtotal: '1.00' },
      { total: '1.00' },
      { status: 111 },
      { enterprise_id: 2 },
      { order_number: 'SO0001' },
    ]) {
      const res = await post(orderBody(shop, extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.Msg).toBe('common.invalidParameter');
      expect(res.body.Cause).toContain(Object.keys(extra)[0]);
    }
  });

  it('refuses missing or bad fields naming them', async () => {
    const base = orderBody(shop);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, sale_channel_id: undefined }, 'body.sale_channel_id'],
      [{ ...base, payment_method_id: undefined }, 'body.payment_method_id'],
      [{ ...base, shipping_provider_id: undefined }, 'body.shipping_provider_id'],
      [{ ...base, shipping_provider_id: 3 }, 'body.shipping_provider_id'],
      [{ ...base, recipient: { ...base.recipient, phone: '12345' } }, 'body.recipient.phone'],
      [{ ...base, recipient: { ...base.recipient, zipcode: '1011' } }, 'body.recipient.zipcode'],
      [{ ...base, recipient: { ...base.recipient, name: '  ' } }, 'body.recipient.name'],
      [{ ...base, items: [] }, 'body.items'],
      [{ ...base, items: [{ product_id: shop.products['SOAP-3'].id, quantity: 0 }] }, 'quantity'],
      [{ ...base, discount: '-1' }, 'body.discount'],
      [{ ...base, shipping_fee: 0.1 + 0.2 }, 'body.shipping_fee'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.status, field).toBe(400);
      expect(res.body.Msg).toBe('common.invalidParameter');
      expect(res.body.Cause).toContain(field);
    }
  });

  it('refuses a line discount above the line and an order discount above the subtotal', async () => {
    const soap = shop.products['SOAP-3'];
    const line = await post(
      orderBody(shop, {
        items: [
          { product_id: soap.id, quantity: 1 },
          { product_id: soap.id, quantity: 2, price: '10', discount: '20.01' },
        ],
      }),
    );
    expect(line.status).toBe(400);
    expect(line.body.Cause).toBe('items.1.discount: more than the line');
    const order = await post(
      orderBody(shop, {
        items: [{ product_id: soap.id, quantity: 1, price: '100' }],
        discount: '100.01',
      }),
    );
    expect(order.status).toBe(400);
    expect(order.body.Cause).toBe('discount: more than the subtotal');
    const whole = await createOk(
      admin,
      orderBody(shop, {
        items: [{ product_id: soap.id, quantity: 1, price: '100', discount: '100' }],
        shipping_fee: '40',
      }),
    );
    expect(whole.total).toBe('40.00');
  });

  it('refuses an unknown or inactive sale channel, and an inactive payment method', async () => {
    const idle = await root.saleChannel.create({
      data: { enterpriseId: shop.id, name: `ปิดแล้ว ${tag}`, type: 1, active: false },
    });
    for (const id of [idle.id, 2_000_000_000]) {
      const res = await post(orderBody(shop, { sale_channel_id: id }));
      expect(res.status).toBe(404);
      expect(res.body.Msg).toBe('common.notFound');
      expect(res.body.Cause).toBe(`sale_channel_id ${id}`);
    }
    const stopped = await root.paymentMethod.create({
      data: { enterpriseId: shop.id, name: `เลิกใช้ ${tag}`, type: 1, active: false },
    });
    for (const id of [stopped.id, 2_000_000_000]) {
      const res = await post(orderBody(shop, { payment_method_id: id }));
      expect(res.status).toBe(404);
      expect(res.body.Msg).toBe('payment.methodNotFound');
    }
  });

  it('refuses archived, inactive and unknown products naming them', async () => {
    const [archived, inactive] = await Promise.all([
      root.product.create({
        data: {
          enterpriseId: shop.id,
          pn: `ARC-${tag}`,
          name: 'เลิกขาย',
          price: '10',
          archivedAt: new Date(),
        },
      }),
      root.product.create({
        data: {
          enterpriseId: shop.id,
          pn: `OFF-${tag}`,
          name: 'ปิดขาย',
          price: '10',
          active: false,
        },
      }),
    ]);
    const res = await post(
      orderBody(shop, {
        items: [
          { product_id: shop.products['SOAP-3'].id, quantity: 1 },
          { product_id: archived.id, quantity: 1 },
          { product_id: inactive.id, quantity: 1 },
          { product_id: 2_000_000_000, quantity: 1 },
        ],
      }),
    );
    expect(res.status).toBe(404);
    expect(res.body.Msg).toBe('common.notFound');
    expect(res.body.Cause).toBe(`product ${archived.id}, ${inactive.id}, 2000000000`);
  });

  it('refuses an unknown customer or storage', async () => {
    const c = await post(orderBody(shop, { customer_id: 2_000_000_000 }));
    expect([c.status, c.body.Msg, c.body.Cause]).toEqual([
      404,
      'common.notFound',
      'customer_id 2000000000',
    ]);
    const s = await post(orderBody(shop, { storage_id: 2_000_000_000 }));
    expect([s.status, s.body.Msg]).toEqual([404, 'common.notFound']);
  });

  it('needs order level 2', async () => {
    expect((await post(orderBody(shop), customerUser)).status).toBe(403);
    expect((await post(orderBody(shop), staff)).status).toBe(201);
    expect((await call('POST', '/api/v1/orders', { body: orderBody(shop) })).status).toBe(401);
  });

  it('answers the first order again for a repeated Idempotency-Key', async () => {
    const body = orderBody(shop);
    const headers = { 'Idempotency-Key': `order-${tag}-${newPhone()}` };
    const first = await post(body, admin, headers);
    const again = await post(body, admin, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.Datum.id).toBe(first.body.Datum.id);
    expect(again.body.Datum.order_number).toBe(first.body.Datum.order_number);
    expect(
      await root.order.count({
        where: { enterpriseId: shop.id, recipientPhone: body.recipient.phone },
      }),
    ).toBe(1);
    const other = await post({ ...body, shipping_fee: '1' }, admin, headers);
    expect(other.status).toBe(409);
    expect(other.body.Msg).toBe('common.idempotencyConflict');
  });
});

describe('order numbers', () => {
  it('gives 40 concurrent orders of a new shop SO<day>0001..0040, no gap, no repeat', async () => {
    const fresh = await freshShop();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        call<OrderAnswer>('POST', '/api/v1/orders', {
          token: fresh.token,
          body: orderBody(fresh.shop),
        }),
      ),
    );
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(201);
    // The orders were made around now: the prefix is today's Bangkok day (or, right at
    // midnight, the orders' own day: each number carries the day its order was made).
    const numbers = answers.map((a) => a.body.Datum.order_number).sort();
    const prefix = numbers[0]!.slice(0, 8);
    expect(numbers).toEqual(
      Array.from({ length: 40 }, (_, i) => `${prefix}${String(i + 1).padStart(4, '0')}`),
    );
    expect(prefix).toBe(orderNumberPrefix(new Date(answers[0]!.body.Datum.created_at)));
  });

  it('gives a rolled back order number to the next order', async () => {
    const fresh = await freshShop();
    const user = await root.user.findUniqueOrThrow({ where: { id: fresh.adminId } });
    const actor = {
      userId: user.id,
      enterpriseId: fresh.shop.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      groupId: 1,
      roles: {},
    } as unknown as Actor;
    const db = tenantClient(root, fresh.shop.id);
    const input = {
      ...orderBody(fresh.shop),
      discount: '0.00',
      shipping_fee: '0.00',
      seller_note: null,
      platform_order_id: null,
      payment_slip_key: null,
      save_customer: false,
      items: [{ product_id: fresh.shop.products['SERUM-30'].id, quantity: 1, discount: '0.00' }],
    } as CreateOrderInput;
    const first = await createOrder(db, actor, input);
    let burnt = '';
    await expect(
      inTransaction(db, async (tx) => {
        burnt = (await createOrder(tx, actor, input)).order_number;
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
    const next = await createOrder(db, actor, input);
    expect(first.order_number).toMatch(/0001$/);
    expect(burnt).toMatch(/0002$/);
    expect(next.order_number).toBe(burnt);
    expect(await root.order.count({ where: { enterpriseId: fresh.shop.id } })).toBe(2);
  });

  it('follows the Bangkok day, not the UTC one', async () => {
    const fresh = await freshShop();
    const db = tenantClient(root, fresh.shop.id);
    const at = (iso: string) =>
      inTransaction(db, (tx) => nextOrderNumber(tx, fresh.shop.id, new Date(iso)));
    // 2026-11-20 17:30 UTC is 2026-11-21 00:30 in Bangkok.
    expect(await at('2026-11-20T17:30:00Z')).toBe('SO2611210001');
    expect(await at('2026-11-20T16:59:59Z')).toBe('SO2611200001');
    expect(await at('2026-11-21T16:59:59Z')).toBe('SO2611210002');
    expect(await at('2026-11-20T10:00:00Z')).toBe('SO2611200002');
  });
});

describe('save_customer', () => {
  it('saves the recipient as a new customer with its address as the default', async () => {
    const body = orderBody(shop, { save_customer: true });
    const o = await createOk(admin, body);
    expect(o.customer_id).toEqual(expect.any(Number));
    expect(o.customer_name).toBe(body.recipient.name);
    const c = await root.customer.findUniqueOrThrow({
      where: { id: o.customer_id! },
      include: { addresses: true },
    });
    expect(c).toMatchObject({ enterpriseId: shop.id, phone: body.recipient.phone, status: 1 });
    expect(c.addresses).toHaveLength(1);
    expect(c.addresses[0]).toMatchObject({
      isDefault: true,
      recipientName: body.recipient.name,
      zipcode: '10110',
      subdistrict: 'คลองเตย',
    });

    // The same phone again (typed with dashes): the same customer, no second one.
    const phone = body.recipient.phone;
    const again = await createOk(admin, {
      ...orderBody(shop, { save_customer: true }),
      recipient: {
        ...recipient(),
        phone: `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`,
      },
    });
    expect(again.customer_id).toBe(o.customer_id);
    expect(await root.customer.count({ where: { enterpriseId: shop.id, phone } })).toBe(1);
  });

  it("matches the seed's customer by phone, and saves nothing without save_customer", async () => {
    const kanda = await root.customer.findFirstOrThrow({
      where: { enterpriseId: shop.id, phone: '0861234567' },
    });
    const o = await createOk(
      admin,
      orderBody(shop, { save_customer: true, recipient: recipient('0861234567') }),
    );
    expect(o.customer_id).toBe(kanda.id);
    const phone = newPhone();
    const walkIn = await createOk(admin, orderBody(shop, { recipient: recipient(phone) }));
    expect(walkIn.customer_id).toBeNull();
    expect(await root.customer.count({ where: { phone } })).toBe(0);
  });

  it('keeps the customer_id given', async () => {
    const kanda = await root.customer.findFirstOrThrow({
      where: { enterpriseId: shop.id, phone: '0861234567' },
    });
    const o = await createOk(
      admin,
      orderBody(shop, { customer_id: kanda.id, save_customer: true }),
    );
    expect(o.customer_id).toBe(kanda.id);
    expect(o.customer_name).toBe('คุณกานดา มีสุข');
  });
});

describe('payment slip on create', () => {
  it('attaches an uploaded slip in the same transaction', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(png)], 'slip.png', { type: 'image/png' }));
    form.set('folder', 'bill-images');
    const up = await call<{ Datum: { key: string } }>('POST', '/api/v1/files', {
      token: admin,
      form,
    });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const key = up.body.Datum.key;
    const o = await createOk(admin, orderBody(shop, { payment_slip_key: key }));
    expect(o.payment_slip_key).toBe(key);
    expect(o.payment_slip_url).toContain('/api/v1/files/');
    expect(o.slip_ref).toBeNull(); // a blank image carries no slip QR code
    expect(o.events.map((e) => e.type)).toEqual(['created', 'slip_uploaded']);
  });

  it('refuses a key of its own shop that holds no file', async () => {
    const res = await post(
      orderBody(shop, { payment_slip_key: `${shop.id}/bill-images/2026/11/none-${tag}.png` }),
    );
    expect([res.status, res.body.Msg]).toEqual([404, 'common.notFound']);
  });

  it('lists the other orders carrying the same slip reference on the detail', async () => {
    const [a, b, c] = [
      await createOk(admin, orderBody(shop)),
      await createOk(admin, orderBody(shop)),
      await createOk(admin, orderBody(shop)),
    ];
    const ref = `REF${tag}${a.id}`;
    await root.order.updateMany({ where: { id: { in: [a.id, b.id] } }, data: { slipRef: ref } });
    const da = (await detail(admin, a.id)).body.Datum;
    expect(da.slip_ref).toBe(ref);
    expect(da.slip_duplicate).toBe(true);
    expect(da.slip_used_by).toEqual([{ id: b.id, order_number: b.order_number }]);
    const dc = (await detail(admin, c.id)).body.Datum;
    expect([dc.slip_used_by, dc.slip_duplicate]).toEqual([[], false]);
  });

  it("refuses another shop's file key", async () => {
    const other = (await root.enterprise.findUniqueOrThrow({ where: { code: 'second-shop' } })).id;
    const res = await post(
      orderBody(shop, { payment_slip_key: `${other}/bill-images/2026/11/x.png` }),
    );
    expect(res.status).toBe(400);
    expect(res.body.Msg).toBe('common.invalidParameter');
    expect(res.body.Cause).toContain('payment_slip_key');
  });
});

describe('GET /api/v1/orders/detail/product', () => {
  it("shows each line's warehouse product and its stock per storage", async () => {
    const mask = shop.products['MASK-10'];
    const serum = shop.products['SERUM-30'];
    const o = await createOk(
      admin,
      orderBody(shop, {
        items: [
          { product_id: mask.id, quantity: 9 },
          { product_id: serum.id, quantity: 1 },
        ],
      }),
    );
    const res = await call<{ Datum: OrderProducts }>(
      'GET',
      `/api/v1/orders/detail/product?id=${o.id}`,
      { token: staff },
    );
    expect(res.status).toBe(200);
    const d = res.body.Datum;
    expect(d).toMatchObject({ order_id: o.id, order_number: o.order_number, storage_id: null });
    const [maskLine, serumLine] = d.items;
    const balance = async (sku: string) =>
      root.inventoryBalance.findMany({
        where: { enterpriseId: shop.id, wmsProduct: { sku } },
        include: { storage: true },
        orderBy: { storageId: 'asc' },
      });
    const maskStock = await balance('MASK-10');
    expect(maskLine).toMatchObject({
      sku: 'MASK-10',
      quantity: 9,
      product_active: true,
      wms_product: { sku: 'MASK-10', barcode: '2000000000053' },
    });
    expect(maskLine!.stock).toEqual(
      maskStock.map((b) => ({
        storage_id: b.storageId,
        storage_name: b.storage.name,
        balance: b.balance,
      })),
    );
    const maskTotal = maskStock.reduce((n, b) => n + b.balance, 0);
    expect(maskLine!.total_balance).toBe(maskTotal);
    expect(maskLine!.available).toBe(maskTotal);
    expect(maskLine!.enough).toBe(maskTotal >= 9);
    expect(serumLine!.stock[0]!.storage_name).toBe('คลังหลัก');
    expect(serumLine!.enough).toBe(true);

    // With a storage named on the order, only that storage counts.
    const spare = await root.storage.findFirstOrThrow({
      where: { enterpriseId: shop.id, name: 'คลังสำรอง' },
    });
    const there = await createOk(
      admin,
      orderBody(shop, { storage_id: spare.id, items: [{ product_id: serum.id, quantity: 1 }] }),
    );
    const res2 = await call<{ Datum: OrderProducts }>(
      'GET',
      `/api/v1/orders/detail/product?id=${there.id}`,
      { token: admin },
    );
    const spareBalance = (await balance('SERUM-30')).find((b) => b.storageId === spare.id);
    expect(res2.body.Datum.items[0]!.available).toBe(spareBalance?.balance ?? 0);
    expect(res2.body.Datum.items[0]!.enough).toBe((spareBalance?.balance ?? 0) >= 1);
  });
});

describe('GET /api/v1/orders/shipping/info', () => {
  it('lists the providers with a valid tracking example, and the order when asked', async () => {
    const all = await call<{ Datum: ShippingInfo }>('GET', '/api/v1/orders/shipping/info', {
      token: staff,
    });
    expect(all.status).toBe(200);
    expect(all.body.Datum.order).toBeNull();
    expect(all.body.Datum.providers.map((p) => p.id)).toEqual([1, 2, 5, 6, 7]);
    expect(all.body.Datum.providers[0]).toEqual({
      id: 1,
      code: 'ThaiPost',
      tracking_example: 'EE123456785TH',
    });
    const body = orderBody(shop, { shipping_provider_id: 7, shipping_fee: '35' });
    const o = await createOk(admin, body);
    const one = await call<{ Datum: ShippingInfo }>(
      'GET',
      `/api/v1/orders/shipping/info?id=${o.id}`,
      { token: staff },
    );
    expect(one.body.Datum.order).toEqual({
      id: o.id,
      order_number: o.order_number,
      status: 100,
      shipping_provider_id: 7,
      tracking_number: null,
      tracking_failed: false,
      shipping_fee: '35.00',
      recipient: body.recipient,
    });
  });
});

describe('tenancy', () => {
  it("refuses another shop's sale channel, payment method, product, customer and storage", async () => {
    const secondId = (await root.enterprise.findUniqueOrThrow({ where: { code: 'second-shop' } }))
      .id;
    const ownChannel = await root.saleChannel.findFirstOrThrow({
      where: { enterpriseId: secondId },
    });
    const ownMethod = await root.paymentMethod.findFirstOrThrow({
      where: { enterpriseId: secondId },
    });
    const ownProduct = await root.product.create({
      data: { enterpriseId: secondId, pn: `S2-${tag}`, name: 'ของร้านสอง', price: '50' },
    });
    const base = {
      ...orderBody(shop),
      sale_channel_id: ownChannel.id,
      payment_method_id: ownMethod.id,
      items: [{ product_id: ownProduct.id, quantity: 1 }],
    };
    const kanda = await root.customer.findFirstOrThrow({
      where: { enterpriseId: shop.id, phone: '0861234567' },
    });
    const demoStorage = await root.storage.findFirstOrThrow({ where: { enterpriseId: shop.id } });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ sale_channel_id: shop.channelId }, 404, 'common.notFound'],
      [{ payment_method_id: shop.transferId }, 404, 'payment.methodNotFound'],
      [
        { items: [{ product_id: shop.products['SOAP-3'].id, quantity: 1 }] },
        404,
        'common.notFound',
      ],
      [{ customer_id: kanda.id }, 404, 'common.notFound'],
      [{ storage_id: demoStorage.id }, 404, 'common.notFound'],
    ];
    for (const [extra, status, msg] of cases) {
      const res = await post({ ...base, ...extra }, admin2);
      expect([res.status, res.body.Msg], JSON.stringify(extra)).toEqual([status, msg]);
    }
    // Its own data works, and the order is Second Shop's.
    const own = await createOk(admin2, base);
    expect((await root.order.findUniqueOrThrow({ where: { id: own.id } })).enterpriseId).toBe(
      secondId,
    );
    // Numbers run per enterprise: Second Shop's own day counter.
    expect(own.order_number).toMatch(/^SO\d{10}$/);
  });

  it("answers order.notFound for another shop's order on every read", async () => {
    const o = await createOk(admin, orderBody(shop));
    for (const path of [
      `/api/v1/orders/detail?id=${o.id}`,
      `/api/v1/orders/detail/product?id=${o.id}`,
      `/api/v1/orders/shipping/info?id=${o.id}`,
    ]) {
      const res = await call('GET', path, { token: admin2 });
      expect([res.status, res.body.Msg], path).toEqual([404, 'order.notFound']);
    }
    expect((await detail(admin, o.id)).status).toBe(200);
    const missing = await detail(admin, 2_000_000_000);
    expect([missing.status, missing.body.Msg]).toEqual([404, 'order.notFound']);
  });
});
