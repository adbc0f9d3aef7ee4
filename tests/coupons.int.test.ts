// Coupons on the real database: every coupon call and its access levels, Bangkok days,
// a coupon's code or a member's code on a new order (priced, counted, every refusal),
// exactly N uses of a coupon of quantity N under 2N orders at once, the use given back on
// cancel, the packing station pricing the coupon it links, tenancy, and the PDF sheet.
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/api';
import { freshShop, orderBody, root, type OrderAnswer, type Shop } from './helpers/order-fixtures';
import {
  newUser,
  orderOf,
  orderStatus,
  post as stationPost,
  stockedShop,
} from './helpers/packing-fixtures';
import { pdfPages } from './helpers/pdf-text';

interface Coupon {
  id: number;
  code: string;
  discount_value: string;
  valid_from: string;
  valid_to: string;
  quantity: number | null;
  used_count: number;
  uses_left: number | null;
  status: number;
}
type One<T> = { Msg: string; Cause?: string; Datum: T };
type Many<T> = { Msg: string; data: T[]; total: number };

let admin: string;
let shop: Shop;
let other: { token: string; shop: Shop };
const levels: Record<0 | 1 | 2 | 3, string> = { 0: '', 1: '', 2: '', 3: '' };

const today = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
const dayOffset = (days: number) =>
  new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
let seq = 0;
const newCode = (prefix = 'CP') => `${prefix}${randomInt(1e9)}${++seq}`;

const couponBody = (extra: Record<string, unknown> = {}) => ({
  code: newCode(),
  name: 'ส่วนลดต้อนรับ',
  discount_type: 1,
  discount_value: '50',
  valid_from: dayOffset(-1),
  valid_to: dayOffset(1),
  ...extra,
});

async function createCoupon(extra: Record<string, unknown> = {}, token = admin) {
  const res = await call<One<Coupon>>('POST', '/api/v1/coupon', { token, body: couponBody(extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.Datum;
}

/** An order of the shop's 100-baht product (quantity 2: items 200.00). */
const order = (extra: Record<string, unknown> = {}, token = admin, s = shop) =>
  call<OrderAnswer>('POST', '/api/v1/orders', {
    token,
    body: orderBody(s, {
      items: [{ product_id: s.products['SERUM-30'].id, quantity: 2 }],
      ...extra,
    }),
  });

async function memberCode(couponId: number, opts: { memberStatus?: number; name?: string } = {}) {
  const n = `${randomInt(1e9)}${++seq}`;
  const member = await root.member.create({
    data: {
      enterpriseId: shop.id,
      lineUserId: `U${n}`,
      displayName: opts.name ?? `สมาชิก ${n}`,
      status: opts.memberStatus ?? 1,
    },
  });
  return root.memberCoupon.create({
    data: { enterpriseId: shop.id, memberId: member.id, couponId, couponCode: `MC${n}` },
  });
}

const usedCount = async (id: number) =>
  (await root.coupon.findUniqueOrThrow({ where: { id } })).usedCount;

beforeAll(async () => {
  const mine = await freshShop();
  admin = mine.token;
  shop = mine.shop;
  other = await freshShop();
  for (const level of [0, 1, 2, 3] as const)
    levels[level] = (await newUser(shop.id, 3, level === 0 ? {} : { coupon: level })).token;
});

describe('creating and editing a coupon', () => {
  it('creates a coupon whose days are whole Bangkok days', async () => {
    const res = await call<One<Coupon>>('POST', '/api/v1/coupon', {
      token: admin,
      body: couponBody({ valid_from: '2026-11-01', valid_to: '2026-11-30', quantity: 5 }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.Datum).toMatchObject({
      discount_type: 1,
      discount_value: '50.00',
      minimum_amount: '0.00',
      max_discount: null,
      valid_from: '2026-10-31T17:00:00.000Z',
      valid_to: '2026-11-30T16:59:59.999Z',
      quantity: 5,
      used_count: 0,
      uses_left: 5,
      status: 1,
    });
  });

  it('refuses a code that exists in any case, and bad values, with catalogue answers', async () => {
    const c = await createCoupon();
    const again = await call('POST', '/api/v1/coupon', {
      token: admin,
      body: couponBody({ code: c.code.toLowerCase() }),
    });
    expect([again.status, again.body.Msg]).toEqual([409, 'coupon.duplicate']);
    // Another enterprise may use the same code.
    const theirs = await call('POST', '/api/v1/coupon', {
      token: other.token,
      body: couponBody({ code: c.code }),
    });
    expect(theirs.status).toBe(201);
    for (const bad of [
      { discount_type: 2, discount_value: '150' },
      { discount_type: 3 },
      { discount_value: '0' },
      { valid_from: dayOffset(2), valid_to: dayOffset(1) },
      { valid_to: '2026-02-30' },
      { code: 'has space' },
      { quantity: 0 },
    ]) {
      const res = await call('POST', '/api/v1/coupon', { token: admin, body: couponBody(bad) });
      expect([res.status, res.body.Msg], JSON.stringify(bad)).toEqual([
        400,
        'common.invalidParameter',
      ]);
    }
  });

  it('edits a coupon, never below its uses, and answers it by id and in the list', async () => {
    const c = await createCoupon({ quantity: 3 });
    expect((await order({ coupon_code: c.code })).status).toBe(201);
    const put = (body: unknown) =>
      call<One<Coupon>>('PUT', `/api/v1/coupon/${c.id}`, { token: admin, body });
    const below = await put({ quantity: 0 });
    expect(below.status).toBe(400);
    await root.coupon.update({ where: { id: c.id }, data: { quantity: 3, usedCount: 2 } });
    const tooFew = await put({ quantity: 1 });
    expect([tooFew.status, tooFew.body.Msg]).toEqual([422, 'coupon.quantityBelowUsed']);
    await root.coupon.update({ where: { id: c.id }, data: { usedCount: 1 } });
    const percentOfAmount = await put({ discount_type: 2, discount_value: '500' });
    expect(percentOfAmount.status).toBe(400);
    const stillAmount = await put({ discount_type: 2 }); // 50 is a fine percent
    expect(stillAmount.status, JSON.stringify(stillAmount.body)).toBe(200);
    const ok = await put({ quantity: 1, name: 'แก้ชื่อแล้ว', valid_to: '2099-12-31' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.Datum).toMatchObject({ quantity: 1, uses_left: 0, discount_type: 2 });
    expect(ok.body.Datum.valid_to).toBe('2099-12-31T16:59:59.999Z');
    const dup = await createCoupon();
    const clash = await put({ code: dup.code.toLowerCase() });
    expect([clash.status, clash.body.Msg]).toEqual([409, 'coupon.duplicate']);

    const got = await call<One<Coupon>>('GET', `/api/v1/coupon/${c.id}`, { token: admin });
    expect(got.body.Datum).toMatchObject({ id: c.id, name: 'แก้ชื่อแล้ว', used_count: 1 });
    const missing = await call('GET', '/api/v1/coupon/999999999', { token: admin });
    expect([missing.status, missing.body.Msg]).toEqual([404, 'coupon.notFound']);
  });

  it('lists with search, status and usable today', async () => {
    const tagName = `ค้นหา${randomInt(1e9)}`;
    const usable = await createCoupon({ name: tagName });
    const future = await createCoupon({
      name: tagName,
      valid_from: dayOffset(3),
      valid_to: dayOffset(4),
    });
    const usedUp = await createCoupon({ name: tagName, quantity: 1 });
    await root.coupon.update({ where: { id: usedUp.id }, data: { usedCount: 1 } });
    const off = await createCoupon({ name: tagName });
    await root.coupon.update({ where: { id: off.id }, data: { status: 2 } });
    const list = (q: string) => call<Many<Coupon>>('GET', `/api/v1/coupon?${q}`, { token: admin });
    const all = await list(`q=${encodeURIComponent(tagName)}&limit=2`);
    expect(all.status).toBe(200);
    expect([all.body.total, all.body.data.length]).toEqual([4, 2]);
    expect(all.body.data[0]!.id).toBe(off.id); // newest first
    const byCode = await list(`q=${usable.code.toLowerCase()}`);
    expect(byCode.body.data.map((c) => c.id)).toEqual([usable.id]);
    const disabled = await list(`q=${encodeURIComponent(tagName)}&status=2`);
    expect(disabled.body.data.map((c) => c.id)).toEqual([off.id]);
    const now = await list(`q=${encodeURIComponent(tagName)}&valid_now=1`);
    expect(now.body.data.map((c) => c.id)).toEqual([usable.id]);
    expect(now.body.total).toBe(1);
    expect(future.id).toBeGreaterThan(0);
  });
});

describe('a coupon on a new order', () => {
  it('takes a coupon’s own code in any case: discount, total and coupon_code', async () => {
    const c = await createCoupon({ discount_value: '30' });
    const res = await order({
      coupon_code: c.code.toLowerCase(),
      discount: '10',
      shipping_fee: '40',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // items 200.00, own discount 10.00 + coupon 30.00, shipping 40.00
    expect(res.body.Datum).toMatchObject({
      subtotal: '200.00',
      discount: '40.00',
      shipping_fee: '40.00',
      total: '200.00',
      coupon_code: c.code,
    });
    expect(await usedCount(c.id)).toBe(1);
    const stored = await root.order.findUniqueOrThrow({ where: { id: res.body.Datum.id } });
    expect(stored.couponId).toBe(c.id);
  });

  it('prices a percent capped by max_discount and never beyond the items', async () => {
    const capped = await createCoupon({
      discount_type: 2,
      discount_value: '15',
      max_discount: '20',
    });
    const a = await order({ coupon_code: capped.code });
    expect(a.body.Datum).toMatchObject({ discount: '20.00', total: '180.00' });
    const half = await createCoupon({ discount_type: 2, discount_value: '12.5' });
    const b = await order({ coupon_code: half.code, discount: '0.10' });
    // 12.5% of 200.00 = 25.00
    expect(b.body.Datum).toMatchObject({ discount: '25.10', total: '174.90' });
    const huge = await createCoupon({ discount_value: '5000' });
    const c = await order({ coupon_code: huge.code, discount: '50', shipping_fee: '30' });
    expect(c.body.Datum).toMatchObject({ discount: '200.00', total: '30.00' });
  });

  it('answers every refusal with its key and leaves nothing behind', async () => {
    const before = await root.order.count({ where: { enterpriseId: shop.id } });
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
      const res = await order({ coupon_code: code });
      expect([res.status, res.body.Msg], code).toEqual([status, key]);
    }
    expect(await root.order.count({ where: { enterpriseId: shop.id } })).toBe(before);
    expect(await usedCount(usedUp.id)).toBe(1);
    expect(await usedCount(forMembers.id)).toBe(0);
    // The minimum itself is enough.
    const atMinimum = await createCoupon({ minimum_amount: '200.00' });
    expect((await order({ coupon_code: atMinimum.code })).status).toBe(201);
  });

  it('a member’s code is used once; the second order is refused', async () => {
    const c = await createCoupon({ discount_value: '25' });
    const mc = await memberCode(c.id);
    const first = await order({ coupon_code: mc.couponCode });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.Datum).toMatchObject({ coupon_code: mc.couponCode, discount: '25.00' });
    const row = await root.memberCoupon.findUniqueOrThrow({ where: { id: mc.id } });
    expect(row).toMatchObject({ status: 1, orderId: first.body.Datum.id });
    expect(row.usedAt).not.toBeNull();
    const second = await order({ coupon_code: mc.couponCode });
    expect([second.status, second.body.Msg]).toEqual([409, 'coupon.alreadyUsed']);
    expect(await usedCount(c.id)).toBe(1);
  });

  it('of 2N orders at once on a coupon of quantity N, exactly N get it', async () => {
    const N = 4;
    const c = await createCoupon({ quantity: N });
    const answers = await Promise.all(
      Array.from({ length: 2 * N }, () => order({ coupon_code: c.code })),
    );
    const ok = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(ok).toHaveLength(N);
    expect(refused.map((a) => [a.status, a.body.Msg])).toEqual(
      Array.from({ length: N }, () => [409, 'coupon.usedUp']),
    );
    expect(await usedCount(c.id)).toBe(N);
    expect(await root.order.count({ where: { couponId: c.id } })).toBe(N);
  });

  it('cancelling the order gives the use back; a member’s code is unused again', async () => {
    const c = await createCoupon({ quantity: 1 });
    const mc = await memberCode(c.id);
    const res = await order({ coupon_code: mc.couponCode });
    expect(res.status).toBe(201);
    expect(await usedCount(c.id)).toBe(1);
    const full = await order({ coupon_code: c.code });
    expect([full.status, full.body.Msg]).toEqual([409, 'coupon.usedUp']);
    const cancel = await call('PUT', `/api/v1/orders/cancel/${res.body.Datum.id}`, {
      token: admin,
      body: { cancel_reason_type: 1, cancel_reason: 'ลูกค้าขอยกเลิก' },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(await usedCount(c.id)).toBe(0);
    expect(await root.memberCoupon.findUniqueOrThrow({ where: { id: mc.id } })).toMatchObject({
      status: 0,
      orderId: null,
      usedAt: null,
    });
    const again = await order({ coupon_code: mc.couponCode });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(await usedCount(c.id)).toBe(1);
  });

  it('another enterprise’s coupon is unknown', async () => {
    const theirs = await createCoupon({}, other.token);
    const res = await order({ coupon_code: theirs.code });
    expect([res.status, res.body.Msg]).toEqual([404, 'coupon.notFound']);
    for (const [method, path] of [
      ['GET', `/api/v1/coupon/${theirs.id}`],
      ['PUT', `/api/v1/coupon/${theirs.id}`],
      ['DELETE', `/api/v1/coupon/${theirs.id}`],
      ['GET', `/api/v1/coupon/detail?id=${theirs.id}`],
      ['GET', `/api/v1/coupon/all?id=${theirs.id}`],
      ['GET', `/api/v1/coupon/pdf?id=${theirs.id}`],
    ] as const) {
      const r = await call(method, path, {
        token: admin,
        body: method === 'PUT' ? { name: 'x' } : undefined,
      });
      expect([r.status, r.body.Msg], `${method} ${path}`).toEqual([404, 'coupon.notFound']);
    }
    expect((await root.coupon.findUniqueOrThrow({ where: { id: theirs.id } })).name).toBe(
      'ส่วนลดต้อนรับ',
    );
  });
});

describe('the packing station prices the coupon it links', () => {
  it('linkcoupon with a member’s code or a coupon’s own code takes the discount off the total', async () => {
    const c = await createCoupon({ discount_type: 2, discount_value: '10' });
    const mc = await memberCode(c.id);
    const cod = await order({ payment_method_id: shop.codId, shipping_fee: '40' });
    expect(cod.body.Datum).toMatchObject({ status: 111, total: '240.00' });
    const path = '/api/v2/packings/verify/linkcoupon';
    const res = await call('POST', path, {
      token: admin,
      body: { order_id: cod.body.Datum.id, coupon_code: mc.couponCode },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await root.order.findUniqueOrThrow({ where: { id: cod.body.Datum.id } });
    expect([after.discount.toFixed(2), after.total.toFixed(2), after.couponCode]).toEqual([
      '20.00',
      '220.00',
      mc.couponCode,
    ]);
    // Again: nothing changes.
    await call('POST', path, {
      token: admin,
      body: { order_id: cod.body.Datum.id, coupon_code: mc.couponCode },
    });
    const same = await root.order.findUniqueOrThrow({ where: { id: cod.body.Datum.id } });
    expect(same.total.toFixed(2)).toBe('220.00');
    const events = await root.orderEvent.findMany({
      where: { orderId: cod.body.Datum.id, type: 'updated' },
    });
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({
      coupon_discount: '20.00',
      total_before: '240.00',
      total: '220.00',
    });

    const own = await createCoupon({ discount_value: '15' });
    const second = await order({ payment_method_id: shop.codId });
    const linked = await call('POST', path, {
      token: admin,
      body: { order_id: second.body.Datum.id, coupon_code: own.code.toLowerCase() },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const priced = await root.order.findUniqueOrThrow({ where: { id: second.body.Datum.id } });
    expect([priced.discount.toFixed(2), priced.total.toFixed(2), priced.couponCode]).toEqual([
      '15.00',
      '185.00',
      own.code,
    ]);
    const twice = await call('POST', path, {
      token: admin,
      body: { order_id: second.body.Datum.id, coupon_code: own.code },
    });
    expect(twice.status).toBe(200);
    expect(await usedCount(own.id)).toBe(1);
    // The same answers as at the order's creation.
    const expired = await createCoupon({ valid_from: dayOffset(-3), valid_to: dayOffset(-2) });
    const third = await order({ payment_method_id: shop.codId });
    const late = await call('POST', path, {
      token: admin,
      body: { order_id: third.body.Datum.id, coupon_code: expired.code },
    });
    expect([late.status, late.body.Msg]).toEqual([422, 'coupon.expired']);
  });

  it('createandclose_with_coupon packs, closes and prices the order in one transaction', async () => {
    const { shop: pack, items } = await stockedShop({ amount: 5, cost: '10.00' });
    const item = items[0];
    const make = async (body: Record<string, unknown>) => {
      const res = await call<One<Coupon>>('POST', '/api/v1/coupon', {
        token: pack.admin,
        body: couponBody(body),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.Datum;
    };
    const priced = async () => {
      const o = await orderOf(pack, [[item, 1]]);
      await root.order.update({
        where: { id: o.id },
        data: { subtotal: '100.00', total: '130.00', shippingFee: '30.00' },
      });
      return o;
    };
    const path = '/api/v2/packings/verify/createandclose_with_coupon';
    const c = await make({ discount_type: 2, discount_value: '20' });
    const o = await priced();
    const res = await stationPost(pack.closer, path, {
      order_id: o.id,
      barcode: item.barcode,
      coupon_code: c.code,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await orderStatus(o.id)).toBe(112);
    const after = await root.order.findUniqueOrThrow({ where: { id: o.id } });
    expect([after.discount.toFixed(2), after.total.toFixed(2)]).toEqual(['20.00', '110.00']);

    const high = await make({ minimum_amount: '100.01' });
    const short = await priced();
    const refused = await stationPost(pack.closer, path, {
      order_id: short.id,
      barcode: item.barcode,
      coupon_code: high.code,
    });
    expect([refused.status, refused.body.Msg]).toEqual([422, 'coupon.minimumNotMet']);
    expect(await orderStatus(short.id)).toBe(111);
    expect((await root.order.findUniqueOrThrow({ where: { id: short.id } })).total.toFixed(2)).toBe(
      '130.00',
    );
    expect(await usedCount(high.id)).toBe(0);
  });
});

describe('usage, member codes, delete and the PDF', () => {
  it('detail lists the orders with their coupon discount; all and member list the codes', async () => {
    const c = await createCoupon({ discount_value: '35', quantity: 10 });
    const a = await createCoupon();
    const m1 = await memberCode(c.id, { name: 'คุณหนึ่ง' });
    const m2 = await memberCode(c.id, { name: 'คุณสอง' });
    const o1 = await order({ coupon_code: m1.couponCode, discount: '5' });
    const o2 = await order({ coupon_code: c.code });
    const detail = await call<
      One<{
        coupon: Coupon;
        orders: Array<{
          order_id: number;
          coupon_discount: string;
          discount: string;
          coupon_code: string;
        }>;
        member_codes: { assigned: number; used: number; unused: number };
      }>
    >('GET', `/api/v1/coupon/detail?id=${c.id}`, { token: levels[1] });
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    const d = detail.body.Datum;
    expect(d.coupon).toMatchObject({ used_count: 2, uses_left: 8 });
    expect(d.member_codes).toEqual({ assigned: 2, used: 1, unused: 1 });
    expect(d.orders.map((o) => [o.order_id, o.coupon_code, o.coupon_discount, o.discount])).toEqual(
      [
        [o2.body.Datum.id, c.code, '35.00', '35.00'],
        [o1.body.Datum.id, m1.couponCode, '35.00', '40.00'],
      ],
    );

    const all = await call<
      Many<{
        coupon_code: string;
        coupon_status: string;
        member_name: string;
        order_id: number | null;
      }>
    >('GET', `/api/v1/coupon/all?id=${c.id}`, { token: levels[1] });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    expect(
      all.body.data.map((r) => [r.coupon_code, r.coupon_status, r.member_name, r.order_id]).sort(),
    ).toEqual(
      [
        [m1.couponCode, 'used', 'คุณหนึ่ง', o1.body.Datum.id],
        [m2.couponCode, 'unused', 'คุณสอง', null],
      ].sort(),
    );

    await root.memberCoupon.create({
      data: {
        enterpriseId: shop.id,
        memberId: m1.memberId,
        couponId: a.id,
        couponCode: `MX${randomInt(1e9)}`,
      },
    });
    const mine = await call<Many<{ coupon_code: string; coupon_status: string; coupon: Coupon }>>(
      'GET',
      `/api/v1/coupon/member?member_id=${m1.memberId}`,
      { token: levels[1] },
    );
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((r) => [r.coupon.id, r.coupon_status])).toEqual([
      [a.id, 'unused'],
      [c.id, 'used'],
    ]);
    const nobody = await call('GET', '/api/v1/coupon/member?member_id=999999999', { token: admin });
    expect(nobody.status).toBe(404);
  });

  it('deletes an unused coupon, and disables a used one instead, saying which', async () => {
    const unused = await createCoupon();
    await memberCode(unused.id);
    const del = await call<One<{ deleted: boolean; disabled: boolean }>>(
      'DELETE',
      `/api/v1/coupon/${unused.id}`,
      { token: levels[3] },
    );
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(del.body.Datum).toMatchObject({ deleted: true, disabled: false });
    expect(await root.coupon.findUnique({ where: { id: unused.id } })).toBeNull();

    const used = await createCoupon();
    expect((await order({ coupon_code: used.code })).status).toBe(201);
    const off = await call<One<{ deleted: boolean; disabled: boolean }>>(
      'DELETE',
      `/api/v1/coupon/${used.id}`,
      { token: levels[3] },
    );
    expect(off.body.Datum).toMatchObject({ deleted: false, disabled: true });
    expect((await root.coupon.findUniqueOrThrow({ where: { id: used.id } })).status).toBe(2);
    const refused = await order({ coupon_code: used.code });
    expect([refused.status, refused.body.Msg]).toEqual([422, 'coupon.disabled']);

    const memberUsed = await createCoupon();
    const mc = await memberCode(memberUsed.id);
    await root.memberCoupon.update({
      where: { id: mc.id },
      data: { status: 1, usedAt: new Date() },
    });
    const kept = await call<One<{ deleted: boolean }>>(
      'DELETE',
      `/api/v1/coupon/${memberUsed.id}`,
      {
        token: admin,
      },
    );
    expect(kept.body.Datum.deleted).toBe(false);
    const audit = await root.auditLog.findMany({
      where: {
        enterpriseId: shop.id,
        entity: 'coupon',
        entityId: { in: [String(unused.id), String(used.id)] },
      },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((a) => a.action)).toEqual([
      'coupon.create',
      'coupon.delete',
      'coupon.create',
      'coupon.disable',
    ]);
  });

  it('prints the coupon and its unused member codes, each with a QR code', async () => {
    const c = await createCoupon({
      name: 'ลดรับปีใหม่',
      discount_type: 2,
      discount_value: '10',
      max_discount: '100',
    });
    const codes = [];
    for (let i = 0; i < 25; i++) codes.push(await memberCode(c.id, { name: `สมาชิก${i}` }));
    await root.memberCoupon.update({
      where: { id: codes[0]!.id },
      data: { status: 1, usedAt: new Date() },
    });
    const res = await call('GET', `/api/v1/coupon/pdf?id=${c.id}`, { token: levels[1] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = pdfPages(res.bytes);
    const text = pages.map((p) => p.text).join('\n');
    expect(text).toContain('ลดรับปีใหม่');
    expect(text).toContain(c.code);
    expect(text).toContain('10%');
    for (const mc of codes.slice(1)) expect(text).toContain(mc.couponCode);
    expect(text).not.toContain(codes[0]!.couponCode);
    // One QR code for the coupon, one for each of the 24 unused member codes.
    expect(pages.reduce((n, p) => n + p.images, 0)).toBe(25);
    expect(pages.length).toBeGreaterThan(1);

    const plain = await createCoupon();
    const alone = pdfPages(
      (await call('GET', `/api/v1/coupon/pdf?id=${plain.id}`, { token: admin })).bytes,
    );
    expect([alone.length, alone[0]!.images]).toEqual([1, 1]);
    expect(alone[0]!.text).toContain(plain.code);
  });
});

describe('access: coupon levels', () => {
  it('0 nothing, 1 reads, 2 creates and edits, 3 deletes', async () => {
    const c = await createCoupon();
    const reads = [
      `/api/v1/coupon`,
      `/api/v1/coupon/${c.id}`,
      `/api/v1/coupon/detail?id=${c.id}`,
      `/api/v1/coupon/all?id=${c.id}`,
      `/api/v1/coupon/pdf?id=${c.id}`,
    ];
    for (const level of [0, 1, 2, 3] as const) {
      const token = levels[level];
      for (const path of reads) {
        const r = await call('GET', path, { token });
        expect(r.status, `${level} GET ${path}`).toBe(level >= 1 ? 200 : 403);
      }
      const created = await call('POST', '/api/v1/coupon', { token, body: couponBody() });
      expect(created.status, `${level} POST`).toBe(level >= 2 ? 201 : 403);
      const edited = await call('PUT', `/api/v1/coupon/${c.id}`, {
        token,
        body: { name: `L${level}` },
      });
      expect(edited.status, `${level} PUT`).toBe(level >= 2 ? 200 : 403);
      const target = level >= 2 ? (created.body as One<Coupon>).Datum.id : c.id;
      const deleted = await call('DELETE', `/api/v1/coupon/${target}`, { token });
      expect(deleted.status, `${level} DELETE`).toBe(level >= 3 ? 200 : 403);
    }
    const noToken = await call('GET', '/api/v1/coupon');
    expect(noToken.status).toBe(401);
    expect(today()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
