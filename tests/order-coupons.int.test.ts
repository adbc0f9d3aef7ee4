// Coupons on orders beyond creation, on the real database: the order form's coupon check
// (GET /api/v1/coupon/check: every refusal the order's creation gives, a member's code,
// no use counted, tenancy, access), the coupon's part kept apart and priced again when
// the order's lines or own discount are edited (amount and percent coupons, an edit below
// the minimum refused, cancelling still gives the use back), and the packing station's
// specific refusals.
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/api';
import { freshShop, orderBody, root, type OrderAnswer, type Shop } from './helpers/order-fixtures';
import { newUser } from './helpers/packing-fixtures';

interface Check {
  code: string;
  coupon_id: number;
  name: string;
  discount_type: number;
  discount_value: string;
  max_discount: string | null;
  minimum_amount: string;
  discount: string;
  member: string | null;
}
type One<T> = { Msg: string; Cause?: string; Datum: T };

let admin: string;
let shop: Shop;
let other: { token: string; shop: Shop };
/** A second product of the shop, 40.00. */
let small: number;
const orderLevel: Record<1 | 2, string> = { 1: '', 2: '' };
let couponOnly: string;

const dayOffset = (days: number) =>
  new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
let seq = 0;
const newCode = (prefix = 'OC') => `${prefix}${randomInt(1e9)}${++seq}`;

async function createCoupon(extra: Record<string, unknown> = {}, token = admin) {
  const res = await call<One<{ id: number; code: string }>>('POST', '/api/v1/coupon', {
    token,
    body: {
      code: newCode(),
      name: 'ส่วนลดสมาชิก',
      discount_type: 1,
      discount_value: '50',
      valid_from: dayOffset(-1),
      valid_to: dayOffset(1),
      ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.Datum;
}

async function memberCode(
  couponId: number,
  opts: { memberStatus?: number; name?: string | null } = {},
) {
  const n = `${randomInt(1e9)}${++seq}`;
  const member = await root.member.create({
    data: {
      enterpriseId: shop.id,
      lineUserId: `U${n}`,
      displayName: opts.name === undefined ? `สมาชิก ${n}` : opts.name,
      status: opts.memberStatus ?? 1,
    },
  });
  return root.memberCoupon.create({
    data: { enterpriseId: shop.id, memberId: member.id, couponId, couponCode: `MC${n}` },
  });
}

const check = (query: Record<string, string>, token = admin) =>
  call<One<Check>>('GET', `/api/v1/coupon/check?${new URLSearchParams(query)}`, { token });

const usedCount = async (id: number) =>
  (await root.coupon.findUniqueOrThrow({ where: { id } })).usedCount;

/** An order of the shop's 100-baht product (quantity 2: items 200.00). */
async function order(extra: Record<string, unknown> = {}) {
  const res = await call<OrderAnswer>('POST', '/api/v1/orders', {
    token: admin,
    body: orderBody(shop, {
      items: [{ product_id: shop.products['SERUM-30'].id, quantity: 2 }],
      ...extra,
    }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.Datum;
}

const edit = (id: number, body: Record<string, unknown>) =>
  call<OrderAnswer>('PUT', `/api/v1/orders/${id}`, { token: admin, body });

const stored = async (id: number) => {
  const o = await root.order.findUniqueOrThrow({ where: { id } });
  return [o.subtotal, o.discount, o.couponDiscount, o.total].map((d) => d.toFixed(2));
};

beforeAll(async () => {
  const mine = await freshShop();
  admin = mine.token;
  shop = mine.shop;
  other = await freshShop();
  small = (
    await root.product.create({
      data: { enterpriseId: shop.id, pn: 'P-2', name: 'สินค้าชิ้นเล็ก', price: '40.00' },
    })
  ).id;
  for (const level of [1, 2] as const)
    orderLevel[level] = (await newUser(shop.id, 3, { order: level })).token;
  couponOnly = (await newUser(shop.id, 3, { coupon: 3 })).token;
});

describe('the order form’s coupon check', () => {
  it('answers what a coupon’s own code takes off these items, in any case', async () => {
    const c = await createCoupon({
      discount_type: 2,
      discount_value: '15',
      max_discount: '40',
      minimum_amount: '100',
    });
    const res = await check({ code: c.code.toLowerCase(), items_amount: '200', discount: '10' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum).toEqual({
      code: c.code,
      coupon_id: c.id,
      name: 'ส่วนลดสมาชิก',
      discount_type: 2,
      discount_value: '15.00',
      max_discount: '40.00',
      minimum_amount: '100.00',
      discount: '30.00',
      member: null,
    });
    // Capped by max_discount, and by what is left after the order's own discount.
    const capped = await check({ code: c.code, items_amount: '1000' });
    expect(capped.body.Datum.discount).toBe('40.00');
    const little = await check({ code: c.code, items_amount: '120', discount: '110' });
    expect(little.body.Datum.discount).toBe('10.00');
    expect(await usedCount(c.id)).toBe(0);
  });

  it('names the member of a personal code, and counts no use nor marks the code', async () => {
    const c = await createCoupon({ discount_value: '25', quantity: 1 });
    const mc = await memberCode(c.id, { name: 'คุณสมศรี' });
    for (let i = 0; i < 3; i++) {
      const res = await check({ code: mc.couponCode, items_amount: '200' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.Datum).toMatchObject({
        code: mc.couponCode,
        coupon_id: c.id,
        discount: '25.00',
        member: 'คุณสมศรี',
      });
    }
    expect(await usedCount(c.id)).toBe(0);
    expect(await root.memberCoupon.findUniqueOrThrow({ where: { id: mc.id } })).toMatchObject({
      status: 0,
      orderId: null,
      usedAt: null,
    });
    const unnamed = await memberCode(c.id, { name: null });
    const res = await check({ code: unnamed.couponCode, items_amount: '200' });
    expect(res.body.Datum.member).toBe('');
    // The order still gets the coupon's one use.
    const o = await order({ coupon_code: mc.couponCode });
    expect(o).toMatchObject({ discount: '25.00', coupon_discount: '25.00' });
  });

  it('answers exactly the refusal the order’s creation gives', async () => {
    const expired = await createCoupon({ valid_from: dayOffset(-5), valid_to: dayOffset(-1) });
    const early = await createCoupon({ valid_from: dayOffset(1), valid_to: dayOffset(5) });
    const disabled = await createCoupon();
    await root.coupon.update({ where: { id: disabled.id }, data: { status: 2 } });
    const minimum = await createCoupon({ minimum_amount: '200.01' });
    const usedUp = await createCoupon({ quantity: 1 });
    await root.coupon.update({ where: { id: usedUp.id }, data: { usedCount: 1 } });
    const forMembers = await createCoupon();
    const used = await memberCode(forMembers.id);
    await root.memberCoupon.update({
      where: { id: used.id },
      data: { status: 1, usedAt: new Date() },
    });
    const blocked = await memberCode(forMembers.id, { memberStatus: 2 });
    const before = await root.order.count({ where: { enterpriseId: shop.id } });
    for (const [code, status, key] of [
      ['NO-SUCH-CODE', 404, 'coupon.notFound'],
      [expired.code, 422, 'coupon.expired'],
      [early.code, 422, 'coupon.expired'],
      [disabled.code, 422, 'coupon.disabled'],
      [minimum.code, 422, 'coupon.minimumNotMet'],
      [usedUp.code, 409, 'coupon.usedUp'],
      [used.couponCode, 409, 'coupon.alreadyUsed'],
      [blocked.couponCode, 422, 'coupon.memberBlocked'],
    ] as const) {
      const checked = await check({ code, items_amount: '200.00' });
      expect([checked.status, checked.body.Msg], `check ${code}`).toEqual([status, key]);
      const created = await call('POST', '/api/v1/orders', {
        token: admin,
        body: orderBody(shop, {
          items: [{ product_id: shop.products['SERUM-30'].id, quantity: 2 }],
          coupon_code: code,
        }),
      });
      expect([created.status, created.body.Msg], `order ${code}`).toEqual([status, key]);
    }
    expect(await root.order.count({ where: { enterpriseId: shop.id } })).toBe(before);
    expect(await usedCount(usedUp.id)).toBe(1);
    expect(await usedCount(forMembers.id)).toBe(0);
    // The minimum itself is enough.
    expect((await check({ code: minimum.code, items_amount: '200.01' })).status).toBe(200);
  });

  it('refuses bad input with catalogue answers', async () => {
    const bad: Record<string, string>[] = [
      { items_amount: '100' },
      { code: '', items_amount: '100' },
      { code: 'X' },
      { code: 'X', items_amount: 'abc' },
      { code: 'X', items_amount: '-1' },
      { code: 'X', items_amount: '100', discount: '1.234' },
      { code: 'X'.repeat(61), items_amount: '100' },
    ];
    for (const query of bad) {
      const res = await check(query);
      expect([res.status, res.body.Msg], JSON.stringify(query)).toEqual([
        400,
        'common.invalidParameter',
      ]);
    }
  });

  it('knows only the caller’s enterprise’s coupons and member codes', async () => {
    const theirs = await createCoupon({}, other.token);
    const res = await check({ code: theirs.code, items_amount: '200' });
    expect([res.status, res.body.Msg]).toEqual([404, 'coupon.notFound']);
    const mine = await createCoupon();
    const mc = await memberCode(mine.id);
    for (const code of [mine.code, mc.couponCode]) {
      const r = await check({ code, items_amount: '200' }, other.token);
      expect([r.status, r.body.Msg], code).toEqual([404, 'coupon.notFound']);
    }
  });

  it('is for whoever may create orders (order 2), not for coupon managers alone', async () => {
    const c = await createCoupon();
    const q = { code: c.code, items_amount: '200' };
    expect((await check(q, orderLevel[2])).status).toBe(200);
    expect((await check(q, orderLevel[1])).status).toBe(403);
    expect((await check(q, couponOnly)).status).toBe(403);
    expect((await call('GET', `/api/v1/coupon/check?code=${c.code}&items_amount=1`)).status).toBe(
      401,
    );
  });
});

describe('an edited order prices its coupon again', () => {
  it('keeps the coupon’s part apart; an amount coupon stays as the lines change', async () => {
    const c = await createCoupon({ discount_value: '30' });
    const o = await order({ coupon_code: c.code, discount: '10', shipping_fee: '40' });
    expect(o).toMatchObject({
      subtotal: '200.00',
      discount: '40.00',
      coupon_discount: '30.00',
      total: '200.00',
    });
    // The own discount as the form sends it: 10.00, the coupon's part on top.
    const more = await edit(o.id, {
      items: [
        { product_id: shop.products['SERUM-30'].id, quantity: 2 },
        { product_id: small, quantity: 1 },
      ],
      discount: '10',
    });
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    expect(more.body.Datum).toMatchObject({
      subtotal: '240.00',
      discount: '40.00',
      coupon_discount: '30.00',
      total: '240.00',
    });
    // Editing the own discount alone: the coupon's part stays on top.
    const own = await edit(o.id, { discount: '0' });
    expect(own.body.Datum).toMatchObject({
      discount: '30.00',
      coupon_discount: '30.00',
      total: '250.00',
    });
    // A field that is no amount leaves the amounts as they are.
    const note = await edit(o.id, { seller_note: 'ฝากไว้หน้าบ้าน' });
    expect(note.body.Datum).toMatchObject({ discount: '30.00', total: '250.00' });
    // The coupon's part never more than the items left after the own discount.
    const tiny = await edit(o.id, { items: [{ product_id: small, quantity: 1 }], discount: '20' });
    expect(tiny.status, JSON.stringify(tiny.body)).toBe(200);
    expect(tiny.body.Datum).toMatchObject({
      subtotal: '40.00',
      discount: '40.00',
      coupon_discount: '20.00',
      total: '40.00',
    });
    expect(await usedCount(c.id)).toBe(1);
    const usage = await call<One<{ orders: Array<{ order_id: number; coupon_discount: string }> }>>(
      'GET',
      `/api/v1/coupon/detail?id=${c.id}`,
      { token: admin },
    );
    expect(usage.body.Datum.orders).toEqual([
      expect.objectContaining({ order_id: o.id, coupon_discount: '20.00' }),
    ]);
    const events = await root.orderEvent.findMany({
      where: { orderId: o.id, type: 'updated' },
      orderBy: { id: 'asc' },
    });
    expect(events.at(-1)!.data).toMatchObject({
      coupon_code: c.code,
      coupon_discount_before: '30.00',
      coupon_discount: '20.00',
    });
  });

  it('a percent coupon follows the items, on an edit and on an added product', async () => {
    const c = await createCoupon({ discount_type: 2, discount_value: '10' });
    const o = await order({ coupon_code: c.code });
    expect(o).toMatchObject({ discount: '20.00', coupon_discount: '20.00', total: '180.00' });
    const three = await edit(o.id, {
      items: [{ product_id: shop.products['SERUM-30'].id, quantity: 3 }],
    });
    expect(three.status, JSON.stringify(three.body)).toBe(200);
    expect(three.body.Datum).toMatchObject({
      subtotal: '300.00',
      discount: '30.00',
      coupon_discount: '30.00',
      total: '270.00',
    });
    const added = await call<OrderAnswer>('POST', '/api/v1/orders/product', {
      token: admin,
      body: { order_id: o.id, product_id: small, quantity: 1 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.Datum).toMatchObject({
      subtotal: '340.00',
      discount: '34.00',
      coupon_discount: '34.00',
      total: '306.00',
    });
    // The own discount takes room first: 10% of 340.00 is 34.00, left after 320.00 is 20.00.
    const own = await edit(o.id, { discount: '320' });
    expect(own.body.Datum).toMatchObject({
      discount: '340.00',
      coupon_discount: '20.00',
      total: '0.00',
    });
  });

  it('refuses an edit that takes the items below the minimum, changing nothing', async () => {
    const c = await createCoupon({ discount_value: '20', minimum_amount: '150' });
    const o = await order({ coupon_code: c.code });
    const before = await stored(o.id);
    expect(before).toEqual(['200.00', '20.00', '20.00', '180.00']);
    const low = await edit(o.id, {
      items: [{ product_id: shop.products['SERUM-30'].id, quantity: 1 }],
      seller_note: 'ไม่ควรบันทึก',
    });
    expect([low.status, low.body.Msg]).toEqual([422, 'coupon.minimumNotMet']);
    expect(await stored(o.id)).toEqual(before);
    const row = await root.order.findUniqueOrThrow({ where: { id: o.id } });
    expect(row.sellerNote).toBeNull();
    expect(await root.orderItem.count({ where: { orderId: o.id } })).toBe(1);
    // Down to the minimum itself is fine.
    const at = await edit(o.id, {
      items: [
        { product_id: shop.products['SERUM-30'].id, quantity: 1 },
        { product_id: small, quantity: 1, price: '50' },
      ],
    });
    expect(at.status, JSON.stringify(at.body)).toBe(200);
    expect(await stored(o.id)).toEqual(['150.00', '20.00', '20.00', '130.00']);
  });

  it('cancelling an edited order still gives the coupon’s use back', async () => {
    const c = await createCoupon({ discount_type: 2, discount_value: '5', quantity: 1 });
    const mc = await memberCode(c.id);
    const o = await order({ coupon_code: mc.couponCode });
    const edited = await edit(o.id, {
      items: [{ product_id: shop.products['SERUM-30'].id, quantity: 4 }],
    });
    expect(edited.body.Datum).toMatchObject({ coupon_discount: '20.00', discount: '20.00' });
    expect(await usedCount(c.id)).toBe(1);
    const cancel = await call('PUT', `/api/v1/orders/cancel/${o.id}`, {
      token: admin,
      body: { cancel_reason_type: 1, cancel_reason: 'ลูกค้าขอยกเลิก' },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(await usedCount(c.id)).toBe(0);
    expect(await root.memberCoupon.findUniqueOrThrow({ where: { id: mc.id } })).toMatchObject({
      status: 0,
      orderId: null,
    });
    const again = await check({ code: mc.couponCode, items_amount: '200' });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });
});

describe('the packing station answers the same refusals', () => {
  it('linkcoupon: expired, disabled, below the minimum, used up, member blocked', async () => {
    const path = '/api/v2/packings/verify/linkcoupon';
    const expired = await createCoupon({ valid_from: dayOffset(-4), valid_to: dayOffset(-2) });
    const disabled = await createCoupon();
    await root.coupon.update({ where: { id: disabled.id }, data: { status: 2 } });
    const minimum = await createCoupon({ minimum_amount: '500' });
    const usedUp = await createCoupon({ quantity: 1 });
    await root.coupon.update({ where: { id: usedUp.id }, data: { usedCount: 1 } });
    const forMembers = await createCoupon();
    const blocked = await memberCode(forMembers.id, { memberStatus: 2 });
    const o = await order({ payment_method_id: shop.codId });
    for (const [code, status, key] of [
      [expired.code, 422, 'coupon.expired'],
      [disabled.code, 422, 'coupon.disabled'],
      [minimum.code, 422, 'coupon.minimumNotMet'],
      [usedUp.code, 409, 'coupon.usedUp'],
      [blocked.couponCode, 422, 'coupon.memberBlocked'],
    ] as const) {
      const res = await call('POST', path, {
        token: admin,
        body: { order_id: o.id, coupon_code: code },
      });
      expect([res.status, res.body.Msg], code).toEqual([status, key]);
    }
    expect(await stored(o.id)).toEqual(['200.00', '0.00', '0.00', '200.00']);
    // A usable one: its part is kept apart, and an edit prices it again.
    const ok = await createCoupon({ discount_type: 2, discount_value: '10' });
    const linked = await call('POST', path, {
      token: admin,
      body: { order_id: o.id, coupon_code: ok.code },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(await stored(o.id)).toEqual(['200.00', '20.00', '20.00', '180.00']);
    const edited = await edit(o.id, {
      items: [{ product_id: shop.products['SERUM-30'].id, quantity: 1 }],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await stored(o.id)).toEqual(['100.00', '10.00', '10.00', '90.00']);
  });
});
