// Assigning a coupon to members chosen by filters (docs/members.md, Assigning), its preview,
// the admin's coupon usage overview and the paged member codes, on the real database:
// matching by the list's filters, blocked members never chosen, holders of an unused code
// skipped (by filter and by ids alike), the quantity cap all or nothing, two assigns racing
// for the last codes, the per-call bound, tenancy and the coupon levels.
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/api';
import { freshShop, orderBody, root, type OrderAnswer, type Shop } from './helpers/order-fixtures';
import { newUser } from './helpers/packing-fixtures';

interface AssignBody {
  Msg: string;
  Cause?: string;
  data: Array<{ id: number; member_id: number; coupon_code: string; coupon_status: string }>;
  assigned: number;
  skipped: number;
}
interface Preview {
  matching: number;
  skipped: number;
  to_assign: number;
  uses_left: number | null;
  max_members: number;
}
type One<T> = { Msg: string; Cause?: string; Datum: T };

let admin: string;
let shop: Shop;
let other: { token: string; shop: Shop };
const levels: Record<0 | 1 | 2 | 3, string> = { 0: '', 1: '', 2: '', 3: '' };
let seq = 0;
const uniq = () => `${randomInt(1e9)}${++seq}`;

async function member(
  province: string,
  extra: { status?: number; spending?: string; birthday?: string; enterpriseId?: number } = {},
) {
  const n = uniq();
  return root.member.create({
    data: {
      enterpriseId: extra.enterpriseId ?? shop.id,
      lineUserId: `U${n}`,
      displayName: `สมาชิก ${n}`,
      province,
      status: extra.status ?? 1,
      birthday: extra.birthday ? new Date(`${extra.birthday}T00:00:00Z`) : null,
    },
  });
}

async function coupon(extra: { quantity?: number; enterpriseId?: number; status?: number } = {}) {
  return root.coupon.create({
    data: {
      enterpriseId: extra.enterpriseId ?? shop.id,
      code: `AF${uniq()}`,
      name: 'ลด 50 บาท',
      discountType: 1,
      discountValue: '50',
      validFrom: new Date(Date.now() - 86_400_000),
      validTo: new Date(Date.now() + 30 * 86_400_000),
      quantity: extra.quantity ?? null,
      status: extra.status ?? 1,
    },
  });
}

const assign = (body: object, token = admin) =>
  call<AssignBody>('POST', '/api/v2/member-coupons/assign', { token, body });
const preview = (query: string, token = admin) =>
  call<One<Preview>>('GET', `/api/v2/member-coupons/assign/preview?${query}`, { token });
const codesOf = (couponId: number) => root.memberCoupon.count({ where: { couponId } });

beforeAll(async () => {
  const mine = await freshShop();
  admin = mine.token;
  shop = mine.shop;
  other = await freshShop();
  for (const level of [0, 1, 2, 3] as const)
    levels[level] = (await newUser(shop.id, 3, level === 0 ? {} : { coupon: level })).token;
});

describe('assign by filter', () => {
  it('chooses the matching members, never a blocked one, and skips holders of an unused code', async () => {
    const p = `จังหวัด${uniq()}`;
    const verified = await member(p, { status: 1, birthday: '1990-04-15' });
    const unverified = await member(p, { status: 0 });
    const blocked = await member(p, { status: 2 });
    const holder = await member(p, { status: 1 });
    const usedHolder = await member(p, { status: 1 });
    const elsewhere = await member(`${p}-อื่น`);
    const c = await coupon({ quantity: 10 });
    const first = await assign({ coupon_id: c.id, member_ids: [holder.id, usedHolder.id] });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect([first.body.assigned, first.body.skipped]).toEqual([2, 0]);
    // usedHolder's code was used: it holds no unused code, so it gets another.
    await root.memberCoupon.updateMany({
      where: { memberId: usedHolder.id, couponId: c.id },
      data: { status: 1, usedAt: new Date() },
    });

    const q = `coupon_id=${c.id}&province=${encodeURIComponent(p)}`;
    const before = await preview(q, levels[1]);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.Datum).toEqual({
      matching: 4,
      skipped: 1,
      to_assign: 3,
      uses_left: 8,
      max_members: 5000,
    });
    // The list with the same filters shows the same members, the blocked one too (a list
    // shows every member; only the assign leaves blocked ones out).
    const list = await call<{ data: Array<{ id: number }>; total: number }>(
      'GET',
      `/api/v2/member?province=${encodeURIComponent(p)}`,
      { token: levels[1] },
    );
    expect(list.body.total).toBe(5);

    const res = await assign({ coupon_id: c.id, filter: { province: p } }, levels[2]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.Msg).toBe('common.createSuccess');
    expect([res.body.assigned, res.body.skipped]).toEqual([3, 1]);
    expect(res.body.data.map((d) => d.member_id).sort((a, b) => a - b)).toEqual(
      [verified.id, unverified.id, usedHolder.id].sort((a, b) => a - b),
    );
    for (const d of res.body.data) {
      expect(d.coupon_status).toBe('unused');
      expect(d.coupon_code.startsWith(`${c.code}-`)).toBe(true);
    }
    expect(await root.memberCoupon.count({ where: { memberId: blocked.id } })).toBe(0);
    expect(await root.memberCoupon.count({ where: { memberId: elsewhere.id } })).toBe(0);
    expect(await root.memberCoupon.count({ where: { memberId: holder.id } })).toBe(1);

    // Again: everyone matching holds an unused code now; nothing given, all skipped.
    expect((await preview(q)).body.Datum).toMatchObject({ matching: 4, skipped: 4, to_assign: 0 });
    const again = await assign({ coupon_id: c.id, filter: { province: p } });
    expect([again.status, again.body.assigned, again.body.skipped]).toEqual([201, 0, 4]);
    expect(again.body.data).toEqual([]);
    // By ids the same rule: the holder is skipped, the new member gets a code.
    const late = await member(p);
    const byIds = await assign({ coupon_id: c.id, member_ids: [holder.id, late.id] });
    expect([byIds.status, byIds.body.assigned, byIds.body.skipped]).toEqual([201, 1, 1]);
    expect(byIds.body.data.map((d) => d.member_id)).toEqual([late.id]);
    expect(await codesOf(c.id)).toBe(6);
  });

  it('sends a skipped member the unused code it already holds', async () => {
    const p = `จังหวัด${uniq()}`;
    const [holder, fresh] = [await member(p), await member(p)];
    const c = await coupon({ quantity: 5 });
    const first = await assign({ coupon_id: c.id, member_ids: [holder.id] });
    const held = first.body.data[0]!.coupon_code;
    const sent = await call<{
      data: Array<{ member_id: number; kind: string; coupon_code: string }>;
    }>('POST', '/api/v2/member/send', {
      token: admin,
      body: { member_ids: [holder.id, fresh.id], coupon_id: c.id },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    const byMember = new Map(sent.body.data.map((d) => [d.member_id, d]));
    expect(byMember.get(holder.id)).toMatchObject({ kind: 'coupon', coupon_code: held });
    expect(byMember.get(fresh.id)?.kind).toBe('coupon');
    expect(byMember.get(fresh.id)?.coupon_code).not.toBe(held);
    expect(await codesOf(c.id)).toBe(2);
  });

  it("filters by status, birthday month and spending with the list's meaning", async () => {
    const p = `จังหวัด${uniq()}`;
    const april = await member(p, { status: 1, birthday: '1991-04-02' });
    const may = await member(p, { status: 0, birthday: '1991-05-02' });
    const rich = await member(p, { status: 0 });
    await root.$executeRaw`UPDATE members SET total_spending = 1500 WHERE id = ${rich.id}`;
    const c = await coupon();
    const count = async (extra: string) =>
      (await preview(`coupon_id=${c.id}&province=${encodeURIComponent(p)}&${extra}`)).body.Datum
        .matching;
    expect(await count('status=1')).toBe(1);
    expect(await count('status=0')).toBe(2);
    expect(await count('birth_month=5')).toBe(1);
    expect(await count('spending_min=1000')).toBe(1);
    expect(await count('spending_max=1000')).toBe(2);
    expect(await count('spending_min=')).toBe(3);
    expect(
      (await preview(`coupon_id=${c.id}&status=2&province=${encodeURIComponent(p)}`)).body,
    ).toMatchObject({ Datum: { matching: 0 } });
    const res = await assign({
      coupon_id: c.id,
      filter: { province: p, birth_month: 4, status: 1 },
    });
    expect(res.body.data.map((d) => d.member_id)).toEqual([april.id]);
    expect(await root.memberCoupon.count({ where: { memberId: { in: [may.id, rich.id] } } })).toBe(
      0,
    );
    expect(
      (await preview(`coupon_id=${c.id}&province=${encodeURIComponent(p)}`)).body.Datum,
    ).toMatchObject({ uses_left: null, skipped: 1 });
  });

  it("caps by the coupon's quantity, all or nothing", async () => {
    const p = `จังหวัด${uniq()}`;
    const ms = [await member(p), await member(p), await member(p)];
    const c = await coupon({ quantity: 3 });
    const outsider = await member(`${p}-x`);
    expect((await assign({ coupon_id: c.id, member_ids: [outsider.id] })).status).toBe(201);
    const q = `coupon_id=${c.id}&province=${encodeURIComponent(p)}`;
    expect((await preview(q)).body.Datum).toMatchObject({
      matching: 3,
      to_assign: 3,
      uses_left: 2,
    });
    const res = await assign({ coupon_id: c.id, filter: { province: p } });
    expect([res.status, res.body.Msg]).toEqual([409, 'coupon.usedUp']);
    expect(await codesOf(c.id)).toBe(1);
    for (const m of ms)
      expect(await root.memberCoupon.count({ where: { memberId: m.id } })).toBe(0);
    // Narrower, it fits.
    const fits = await assign({ coupon_id: c.id, filter: { province: p, q: ms[0]!.displayName! } });
    expect([fits.status, fits.body.assigned]).toEqual([201, 1]);
  });

  it('gives exactly the quantity when two assigns by filter race for the last codes', async () => {
    const p = `จังหวัด${uniq()}`;
    for (let i = 0; i < 3; i++) await member(p);
    const same = await coupon({ quantity: 3 });
    const [x, y] = await Promise.all([
      assign({ coupon_id: same.id, filter: { province: p } }),
      assign({ coupon_id: same.id, filter: { province: p } }, levels[2]),
    ]);
    expect([x.status, y.status]).toEqual([201, 201]);
    expect([x.body.assigned + y.body.assigned, x.body.skipped + y.body.skipped]).toEqual([3, 3]);
    expect(await codesOf(same.id)).toBe(3);

    const p2 = `จังหวัด${uniq()}`;
    const p3 = `จังหวัด${uniq()}`;
    for (let i = 0; i < 2; i++) await member(p2);
    for (let i = 0; i < 2; i++) await member(p3);
    const last = await coupon({ quantity: 3 });
    const [a, b] = await Promise.all([
      assign({ coupon_id: last.id, filter: { province: p2 } }),
      assign({ coupon_id: last.id, filter: { province: p3 } }, levels[2]),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a.body.Msg, b.body.Msg]).toContain('coupon.usedUp');
    expect(await codesOf(last.id)).toBe(2);
  });

  it('refuses more than 5,000 members in one call, and bad input', async () => {
    const p = `จังหวัด${uniq()}`;
    await root.member.createMany({
      data: Array.from({ length: 5001 }, () => ({
        enterpriseId: shop.id,
        lineUserId: `U${uniq()}`,
        province: p,
        status: 1,
      })),
    });
    const c = await coupon();
    expect(
      (await preview(`coupon_id=${c.id}&province=${encodeURIComponent(p)}`)).body.Datum,
    ).toMatchObject({ matching: 5001, max_members: 5000 });
    const res = await assign({ coupon_id: c.id, filter: { province: p } });
    expect([res.status, res.body.Msg]).toEqual([422, 'member.tooManyMatched']);
    expect(await codesOf(c.id)).toBe(0);
    await root.member.deleteMany({ where: { enterpriseId: shop.id, province: p } });

    const m = await member(p);
    for (const body of [
      { coupon_id: c.id },
      { coupon_id: c.id, member_ids: [m.id], filter: { province: p } },
      { coupon_id: c.id, filter: { province: p, colour: 'red' } },
      { coupon_id: c.id, filter: { birth_month: 13 } },
      { coupon_id: c.id, filter: { spending_min: 'lots' } },
      { coupon_id: c.id, filter: 'everyone' },
    ]) {
      const bad = await assign(body);
      expect([bad.status, bad.body.Msg], JSON.stringify(body)).toEqual([
        400,
        'common.invalidParameter',
      ]);
    }
    expect((await preview('province=x')).status).toBe(400);
    expect((await preview(`coupon_id=${c.id}&birth_month=0`)).status).toBe(400);
    expect((await preview('coupon_id=999999999')).body.Msg).toBe('coupon.notFound');
    const disabled = await coupon({ status: 2 });
    expect((await assign({ coupon_id: disabled.id, filter: {} })).body.Msg).toBe('coupon.disabled');
  });

  it('keeps to the enterprise both ways', async () => {
    const p = `จังหวัด${uniq()}`;
    await member(p);
    const mine = await coupon();
    const theirs = await coupon({ enterpriseId: other.shop.id });
    // Their coupon and our members: not found; our members never chosen by their filter.
    expect((await preview(`coupon_id=${mine.id}`, other.token)).status).toBe(404);
    const cross = await assign({ coupon_id: mine.id, filter: { province: p } }, other.token);
    expect([cross.status, cross.body.Msg]).toEqual([404, 'coupon.notFound']);
    const res = await assign({ coupon_id: theirs.id, filter: { province: p } }, other.token);
    expect([res.status, res.body.assigned]).toEqual([201, 0]);
    expect(
      (await preview(`coupon_id=${theirs.id}&province=${encodeURIComponent(p)}`, other.token)).body
        .Datum.matching,
    ).toBe(0);
    expect((await assign({ coupon_id: theirs.id, filter: { province: p } })).status).toBe(404);
  });

  it('lets coupon 1 preview, 2 assign; coupon 0 neither', async () => {
    const p = `จังหวัด${uniq()}`;
    await member(p);
    const c = await coupon();
    const q = `coupon_id=${c.id}&province=${encodeURIComponent(p)}`;
    expect((await preview(q, levels[0])).status).toBe(403);
    expect((await preview(q, levels[1])).status).toBe(200);
    expect((await assign({ coupon_id: c.id, filter: { province: p } }, levels[0])).status).toBe(
      403,
    );
    expect((await assign({ coupon_id: c.id, filter: { province: p } }, levels[1])).status).toBe(
      403,
    );
    expect((await assign({ coupon_id: c.id, filter: { province: p } }, levels[2])).status).toBe(
      201,
    );
    expect((await call('GET', `/api/v2/member-coupons/assign/preview?${q}`)).status).toBe(401);
  });
});

describe('coupon usage overview and paged codes', () => {
  /** An order of the shop's 100-baht product (quantity 2: items 200.00). */
  const order = (token: string, s: Shop, extra: Record<string, unknown> = {}) =>
    call<OrderAnswer>('POST', '/api/v1/orders', {
      token,
      body: orderBody(s, {
        items: [{ product_id: s.products['SERUM-30'].id, quantity: 2 }],
        ...extra,
      }),
    });

  interface UsageRow {
    id: number;
    code: string;
    used_count: number;
    uses_left: number | null;
    orders: number;
    codes_assigned: number;
    codes_used: number;
    codes_unused: number;
    discount_given: string;
    status: number;
    days: string;
  }
  interface UsageList {
    Msg: string;
    data: UsageRow[];
    total: number;
    page: number;
    limit: number;
    totals: Omit<UsageRow, 'id' | 'code' | 'uses_left' | 'status' | 'days'>;
  }

  it('sums every coupon: uses, orders not cancelled, codes and the discount given', async () => {
    // A shop of its own, so the totals are exactly this test's.
    const { token, shop: s } = await freshShop();
    const mk = async (code: string, quantity: number | null, value = '30') =>
      (
        await call<One<{ id: number; code: string }>>('POST', '/api/v1/coupon', {
          token,
          body: {
            code,
            name: code,
            discount_type: 1,
            discount_value: value,
            valid_from: new Date(Date.now() - 86_400_000).toISOString(),
            valid_to: new Date(Date.now() + 86_400_000).toISOString(),
            quantity,
          },
        })
      ).body.Datum;
    const a = await mk(`USEA${uniq()}`, 10, '30');
    const b = await mk(`USEB${uniq()}`, null, '20');
    const p = `จังหวัด${uniq()}`;
    const [m1, m2] = [
      await member(p, { enterpriseId: s.id }),
      await member(p, { enterpriseId: s.id }),
    ];
    const given = await call<AssignBody>('POST', '/api/v2/member-coupons/assign', {
      token,
      body: { coupon_id: a.id, filter: { province: p } },
    });
    expect(given.body.assigned).toBe(2);
    const code1 = given.body.data.find((d) => d.member_id === m1.id)!.coupon_code;
    expect(given.body.data.some((d) => d.member_id === m2.id)).toBe(true);
    const o1 = await order(token, s, { coupon_code: code1 });
    expect(o1.status, JSON.stringify(o1.body)).toBe(201);
    const o2 = await order(token, s, { coupon_code: a.code });
    const o3 = await order(token, s, { coupon_code: b.code });
    expect([o2.status, o3.status]).toEqual([201, 201]);
    const cancelled = await order(token, s, { coupon_code: a.code });
    const cancel = await call('PUT', `/api/v1/orders/cancel/${cancelled.body.Datum.id}`, {
      token,
      body: { cancel_reason_type: 1, cancel_reason: 'ลูกค้าขอยกเลิก' },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);

    const res = await call<UsageList>('GET', '/api/v1/coupon/usage?sort=code', { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, limit: 10 });
    const [ra, rb] = res.body.data as [UsageRow, UsageRow];
    expect(ra).toMatchObject({
      id: a.id,
      days: 'running',
      used_count: 2,
      uses_left: 8,
      orders: 2,
      codes_assigned: 2,
      codes_used: 1,
      codes_unused: 1,
      discount_given: '60.00',
    });
    expect(rb).toMatchObject({
      id: b.id,
      used_count: 1,
      uses_left: null,
      orders: 1,
      codes_assigned: 0,
      discount_given: '20.00',
    });
    expect(res.body.totals).toEqual({
      used_count: 3,
      orders: 3,
      codes_assigned: 2,
      codes_used: 1,
      codes_unused: 1,
      discount_given: '80.00',
    });
    const byGiven = await call<UsageList>('GET', '/api/v1/coupon/usage?sort=-discount_given', {
      token,
    });
    expect(byGiven.body.data.map((r) => r.id)).toEqual([a.id, b.id]);
    const paged = await call<UsageList>('GET', '/api/v1/coupon/usage?limit=1&page=2&sort=code', {
      token,
    });
    expect(paged.body.data.map((r) => r.id)).toEqual([b.id]);
    expect(paged.body.totals.discount_given).toBe('80.00');
    const searched = await call<UsageList>(`GET`, `/api/v1/coupon/usage?q=${b.code}`, { token });
    expect(searched.body.data.map((r) => r.id)).toEqual([b.id]);
    expect(searched.body.totals.orders).toBe(1);
    expect((await call('GET', '/api/v1/coupon/usage?sort=secret', { token })).status).toBe(400);

    // Disable and enable by PUT status; another enterprise sees none of it.
    const off = await call<One<{ status: number }>>('PUT', `/api/v1/coupon/${b.id}`, {
      token,
      body: { status: 2 },
    });
    expect([off.status, off.body.Datum.status]).toEqual([200, 2]);
    const disabledOnly = await call<UsageList>('GET', '/api/v1/coupon/usage?status=2', { token });
    expect(disabledOnly.body.data.map((r) => r.id)).toEqual([b.id]);
    const on = await call<One<{ status: number }>>('PUT', `/api/v1/coupon/${b.id}`, {
      token,
      body: { status: 1 },
    });
    expect(on.body.Datum.status).toBe(1);
    expect(
      (await call('PUT', `/api/v1/coupon/${b.id}`, { token, body: { status: 3 } })).status,
    ).toBe(400);
    const theirs = await call<UsageList>('GET', '/api/v1/coupon/usage', { token: other.token });
    expect(theirs.body.data.some((r) => r.id === a.id || r.id === b.id)).toBe(false);
  });

  it('reads usage from coupon 1; coupon 0 refused', async () => {
    expect((await call('GET', '/api/v1/coupon/usage', { token: levels[1] })).status).toBe(200);
    expect((await call('GET', '/api/v1/coupon/usage', { token: levels[0] })).status).toBe(403);
    expect((await call('GET', '/api/v1/coupon/usage')).status).toBe(401);
  });

  it('pages the member codes of a coupon', async () => {
    const p = `จังหวัด${uniq()}`;
    for (let i = 0; i < 3; i++) await member(p);
    const c = await coupon();
    await assign({ coupon_id: c.id, filter: { province: p } });
    type Codes = { data: Array<{ id: number }>; total: number; page: number; limit: number };
    const first = await call<Codes>('GET', `/api/v1/coupon/all?id=${c.id}&limit=2`, {
      token: levels[1],
    });
    expect(first.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.body.data).toHaveLength(2);
    const second = await call<Codes>('GET', `/api/v1/coupon/all?id=${c.id}&limit=2&page=2`, {
      token: levels[1],
    });
    expect(second.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.body.data).toHaveLength(1);
    const ids = [...first.body.data, ...second.body.data].map((r) => r.id);
    expect(new Set(ids).size).toBe(3);
    expect((await call('GET', `/api/v1/coupon/all?id=${c.id}&limit=101`)).status).toBe(401);
    expect(
      (await call('GET', `/api/v1/coupon/all?id=${c.id}&limit=101`, { token: levels[1] })).status,
    ).toBe(400);
  });
});
