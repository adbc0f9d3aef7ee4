// The Customers calls against the real database: each call, its rules
// (phone unique among active customers, exactly one default address, no delete with
// orders), its errors, access levels and tenancy both ways. Every customer made here has a
// phone number of its own, so the seed stays as it was for the other files.
import { randomInt } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { call, loginAs } from './helpers/api';

const root = prisma();
const used = new Set<string>();
/** A mobile number no other test used: 09 and eight random digits. */
function newPhone(): string {
  for (;;) {
    const p = `09${String(randomInt(100_000_000)).padStart(8, '0')}`;
    if (!used.has(p)) {
      used.add(p);
      return p;
    }
  }
}
/** "0912345678" → "091-234-5678" */
const dashed = (p: string) => `${p.slice(0, 3)}-${p.slice(3, 6)}-${p.slice(6)}`;
const tag = randomInt(1_000_000).toString(36);
let n = 0;
const uniqueName = (prefix: string) => `${prefix} ${tag}-${++n}`;

interface Address {
  id: number;
  customer_id: number;
  recipient_name: string;
  phone: string;
  address: string;
  subdistrict: string;
  district: string;
  province: string;
  zipcode: string;
  is_default: boolean;
}
interface Customer {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  line_id: string | null;
  note?: string | null;
  tags: string[];
  status: number;
  address_count: number;
  default_address: Address | null;
  addresses?: Address[];
}
interface DatumBody {
  Msg: string;
  Cause?: string;
  Datum: Customer;
}
interface ListBody {
  Msg: string;
  data: Customer[];
  total: number;
  page: number;
  limit: number;
}

const suthep = {
  address: '45 หมู่ 2 ถนนนิมมานเหมินท์',
  subdistrict: 'สุเทพ',
  district: 'เมืองเชียงใหม่',
  province: 'เชียงใหม่',
  zipcode: '50200',
};
const khlongToei = {
  address: '99 ถนนพระราม 4',
  subdistrict: 'คลองเตย',
  district: 'คลองเตย',
  province: 'กรุงเทพมหานคร',
  zipcode: '10110',
};

let admin: string;
let admin2: string;
let staff: string;
let demoId: number;

beforeAll(async () => {
  [admin, admin2, staff] = await Promise.all([
    loginAs('admin'),
    loginAs('admin2'),
    loginAs('staff'),
  ]);
  demoId = (await root.enterprise.findUniqueOrThrow({ where: { code: 'demo-shop' } })).id;
});

async function create(body: Record<string, unknown>, token = admin) {
  const res = await call<DatumBody>('POST', '/api/v1/customers', {
    token,
    body: { name: uniqueName('ลูกค้า'), phone: newPhone(), ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.Datum;
}
const get = (id: number, token = admin) =>
  call<DatumBody>('GET', `/api/v1/customers/${id}`, { token });
const defaults = (c: Customer) => c.addresses!.filter((a) => a.is_default);

describe('POST /api/v1/customers', () => {
  it('creates a customer with its addresses; the first is the default', async () => {
    const phone = newPhone();
    const name = uniqueName('คุณสมศรี');
    const res = await call<DatumBody>('POST', '/api/v1/customers', {
      token: staff,
      body: {
        name,
        phone: dashed(phone),
        email: ' SomSri@Example.COM ',
        line_id: '@somsri',
        note: 'ชอบส่งด่วน\nโทรก่อนส่ง',
        tags: ['vip', ' vip ', 'ขายส่ง', ''],
        addresses: [suthep, { ...khlongToei, recipient_name: 'คุณแม่', phone: '02-123-4567' }],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.Msg).toBe('common.createSuccess');
    const c = res.body.Datum;
    expect(c).toMatchObject({
      name,
      phone, // digits only
      email: 'somsri@example.com',
      line_id: '@somsri',
      note: 'ชอบส่งด่วน\nโทรก่อนส่ง',
      tags: ['vip', 'ขายส่ง'],
      status: 1,
      address_count: 2,
    });
    expect(c.addresses).toHaveLength(2);
    expect(c.addresses![0]).toMatchObject({
      ...suthep,
      recipient_name: name,
      phone,
      is_default: true,
    });
    expect(c.addresses![1]).toMatchObject({
      ...khlongToei,
      recipient_name: 'คุณแม่',
      phone: '021234567',
      is_default: false,
    });
    expect(c.default_address?.id).toBe(c.addresses![0]!.id);

    const audit = await root.auditLog.findFirst({
      where: { entity: 'customer', entityId: String(c.id), action: 'customer.create' },
    });
    expect(audit).not.toBeNull();
  });

  it('makes the address marked is_default the default, and works without addresses', async () => {
    const c = await create({ addresses: [suthep, { ...khlongToei, is_default: true }] });
    expect(defaults(c).map((a) => a.subdistrict)).toEqual(['คลองเตย']);
    const bare = await create({});
    expect(bare).toMatchObject({ address_count: 0, default_address: null, addresses: [] });
    expect(bare.email).toBeNull();
    expect(bare.tags).toEqual([]);
  });

  it('refuses a phone an active customer has, however it is written', async () => {
    const phone = newPhone();
    await create({ phone });
    for (const written of [
      phone,
      dashed(phone),
      `+66 ${phone.slice(1)}`,
      `(${phone.slice(0, 3)}) ${phone.slice(3)}`,
    ]) {
      const res = await call<DatumBody>('POST', '/api/v1/customers', {
        token: admin,
        body: { name: uniqueName('ซ้ำ'), phone: written },
      });
      expect(res.status, written).toBe(409);
      expect(res.body.Msg).toBe('customer.duplicatePhone');
    }
    // Another enterprise may have the same number.
    await create({ phone }, admin2);
  });

  it('lets only one of several simultaneous creates have the same phone', async () => {
    const phone = newPhone();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call<DatumBody>('POST', '/api/v1/customers', {
          token: admin,
          body: { name: uniqueName(`พร้อมกัน${i}`), phone },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.body.Msg === 'customer.duplicatePhone')).toHaveLength(5);
    expect(await root.customer.count({ where: { enterpriseId: demoId, phone } })).toBe(1);
  });

  it('validates every field with the same schema as the form', async () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['no name', { name: '  ', phone: newPhone() }],
      ['no phone', { name: 'x' }],
      ['a short phone', { name: 'x', phone: '08123' }],
      ['a foreign phone', { name: 'x', phone: '+1 415 555 0100' }],
      ['letters in the phone', { name: 'x', phone: '08l2345678' }],
      ['a bad email', { name: 'x', phone: newPhone(), email: 'not-an-email' }],
      [
        'a bad zipcode',
        { name: 'x', phone: newPhone(), addresses: [{ ...suthep, zipcode: '5020' }] },
      ],
      [
        'an address without subdistrict',
        { name: 'x', phone: newPhone(), addresses: [{ ...suthep, subdistrict: '' }] },
      ],
      [
        'a bad address phone',
        { name: 'x', phone: newPhone(), addresses: [{ ...suthep, phone: '123' }] },
      ],
      [
        'too many tags',
        { name: 'x', phone: newPhone(), tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      ],
      [
        'too many addresses',
        { name: 'x', phone: newPhone(), addresses: Array.from({ length: 21 }, () => suthep) },
      ],
      ['a control character', { name: 'a\u0000b', phone: newPhone() }],
    ];
    for (const [what, body] of cases) {
      const res = await call('POST', '/api/v1/customers', { token: admin, body });
      expect(res.status, what).toBe(400);
      expect(res.body.Msg, what).toBe('common.invalidParameter');
    }
  });

  it('needs customer level 2', async () => {
    const res = await call('POST', '/api/v1/customers', {
      token: await loginAs('delivery'),
      body: { name: 'x', phone: newPhone() },
    });
    expect(res.status).toBe(403);
  });
});

describe('GET /api/v1/customers', () => {
  let a: Customer;
  let b: Customer;
  const family = uniqueName('ตระกูลค้นหา');

  beforeAll(async () => {
    a = await create({ name: `${family} ก`, addresses: [suthep, khlongToei] });
    b = await create({ name: `${family} ข` });
  });

  it('searches names (part, any case) and phones (in any writing)', async () => {
    const byName = await call<ListBody>(
      'GET',
      `/api/v1/customers?q=${encodeURIComponent(family)}`,
      {
        token: staff,
      },
    );
    expect(byName.status).toBe(200);
    expect(byName.body.data.map((c) => c.id).sort()).toEqual([a.id, b.id].sort());
    expect(byName.body.total).toBe(2);

    const byPhone = await call<ListBody>(
      'GET',
      `/api/v1/customers?q=${encodeURIComponent(dashed(a.phone).slice(0, 8))}`,
      { token: staff },
    );
    expect(byPhone.body.data.map((c) => c.id)).toContain(a.id);
    const international = await call<ListBody>(
      'GET',
      `/api/v1/customers?q=${encodeURIComponent(`+66 ${a.phone.slice(1)}`)}`,
      { token: staff },
    );
    expect(international.body.data.map((c) => c.id)).toEqual([a.id]);
  });

  it('answers the address count and the default address of each row', async () => {
    const res = await call<ListBody>(
      'GET',
      `/api/v1/customers?q=${encodeURIComponent(family)}&sort=name`,
      {
        token: staff,
      },
    );
    const [first, second] = res.body.data;
    expect(first).toMatchObject({ id: a.id, address_count: 2 });
    expect(first!.default_address).toMatchObject({ ...suthep, is_default: true });
    expect(second).toMatchObject({ id: b.id, address_count: 0, default_address: null });
    expect(first).not.toHaveProperty('addresses');
  });

  it('sorts, pages and filters by status', async () => {
    const desc = await call<ListBody>(
      'GET',
      `/api/v1/customers?q=${encodeURIComponent(family)}&sort=-name&limit=1&page=2`,
      { token: staff },
    );
    expect(desc.body).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(desc.body.data.map((c) => c.id)).toEqual([a.id]);

    await call('PUT', `/api/v1/customers/${b.id}/status`, { token: admin, body: { status: 2 } });
    const blocked = await call<ListBody>(
      'GET',
      `/api/v1/customers?q=${encodeURIComponent(family)}&status=2`,
      { token: staff },
    );
    expect(blocked.body.data.map((c) => c.id)).toEqual([b.id]);
    const active = await call<ListBody>(
      'GET',
      `/api/v1/customers?q=${encodeURIComponent(family)}&status=1`,
      { token: staff },
    );
    expect(active.body.data.map((c) => c.id)).toEqual([a.id]);
    expect((await call('GET', '/api/v1/customers?sort=secret', { token: staff })).status).toBe(400);
    expect((await call('GET', '/api/v1/customers?status=3', { token: staff })).status).toBe(400);
  });

  it('shows the seeded customers and needs customer level 1', async () => {
    const seeded = await call<ListBody>('GET', '/api/v1/customers?q=0899876543', { token: staff });
    expect(seeded.body.data[0]).toMatchObject({ name: 'คุณธนพล แสงทอง', address_count: 1 });
    expect(seeded.body.data[0]!.default_address).toMatchObject({ subdistrict: 'สุเทพ' });
    expect(
      (await call('GET', '/api/v1/customers', { token: await loginAs('delivery') })).status,
    ).toBe(403);
  });
});

describe('GET and PUT /api/v1/customers/{id}', () => {
  it('edits the fields given and leaves the others', async () => {
    const c = await create({ email: 'keep@example.com', tags: ['a'], addresses: [suthep] });
    const res = await call<DatumBody>('PUT', `/api/v1/customers/${c.id}`, {
      token: staff,
      body: { name: 'ชื่อใหม่', line_id: '', note: 'โน้ต' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Msg).toBe('common.editSuccess');
    expect(res.body.Datum).toMatchObject({
      name: 'ชื่อใหม่',
      phone: c.phone,
      email: 'keep@example.com',
      line_id: null,
      note: 'โน้ต',
      tags: ['a'],
      address_count: 1,
    });
    const read = await get(c.id, staff);
    expect(read.body.Datum.name).toBe('ชื่อใหม่');
  });

  it('changes the phone, refusing one another active customer has', async () => {
    const a = await create({});
    const b = await create({});
    const clash = await call<DatumBody>('PUT', `/api/v1/customers/${a.id}`, {
      token: admin,
      body: { phone: dashed(b.phone) },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.Msg).toBe('customer.duplicatePhone');
    // Its own number, written otherwise, is no clash.
    const same = await call<DatumBody>('PUT', `/api/v1/customers/${a.id}`, {
      token: admin,
      body: { phone: `+66${a.phone.slice(1)}` },
    });
    expect(same.status).toBe(200);
    const fresh = newPhone();
    const moved = await call<DatumBody>('PUT', `/api/v1/customers/${a.id}`, {
      token: admin,
      body: { phone: fresh },
    });
    expect(moved.body.Datum.phone).toBe(fresh);
  });

  it('replaces the whole address list when addresses are given', async () => {
    const c = await create({ addresses: [suthep, khlongToei] });
    const [first, second] = c.addresses!;
    const res = await call<DatumBody>('PUT', `/api/v1/customers/${c.id}`, {
      token: staff,
      body: {
        addresses: [
          { ...second!, id: second!.id, address: '100 ถนนพระราม 4' },
          { ...suthep, address: 'บ้านใหม่', is_default: true },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = res.body.Datum;
    expect(after.address_count).toBe(2);
    expect(after.addresses!.map((a) => a.id)).not.toContain(first!.id);
    expect(after.addresses!.find((a) => a.id === second!.id)).toMatchObject({
      address: '100 ถนนพระราม 4',
      is_default: false,
    });
    expect(defaults(after)).toHaveLength(1);
    expect(defaults(after)[0]).toMatchObject({ address: 'บ้านใหม่' });
    expect(after.default_address?.address).toBe('บ้านใหม่');

    const other = await create({ addresses: [suthep] });
    const foreign = await call('PUT', `/api/v1/customers/${c.id}`, {
      token: staff,
      body: { addresses: [{ ...suthep, id: other.addresses![0]!.id }] },
    });
    expect(foreign.status).toBe(400);
    const twice = await call('PUT', `/api/v1/customers/${c.id}`, {
      token: staff,
      body: {
        addresses: [
          { ...suthep, id: second!.id },
          { ...suthep, id: second!.id },
        ],
      },
    });
    expect(twice.status).toBe(400);

    const emptied = await call<DatumBody>('PUT', `/api/v1/customers/${c.id}`, {
      token: staff,
      body: { addresses: [] },
    });
    expect(emptied.body.Datum).toMatchObject({ address_count: 0, default_address: null });
  });

  it('answers 404 for an id that does not exist', async () => {
    expect((await get(999_999_999)).status).toBe(404);
    expect((await call('GET', '/api/v1/customers/abc', { token: admin })).status).toBe(400);
  });
});

describe('addresses: POST /customers/{id}/address, PUT and DELETE /customers/address/{id}', () => {
  it('adds addresses; the first becomes the default, a marked one takes it over', async () => {
    const c = await create({});
    const first = await call<DatumBody>('POST', `/api/v1/customers/${c.id}/address`, {
      token: staff,
      body: suthep,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(defaults(first.body.Datum)).toHaveLength(1);
    expect(first.body.Datum.addresses![0]).toMatchObject({
      ...suthep,
      recipient_name: c.name,
      phone: c.phone,
    });

    const second = await call<DatumBody>('POST', `/api/v1/customers/${c.id}/address`, {
      token: staff,
      body: khlongToei,
    });
    expect(defaults(second.body.Datum).map((a) => a.subdistrict)).toEqual(['สุเทพ']);

    const third = await call<DatumBody>('POST', `/api/v1/customers/${c.id}/address`, {
      token: staff,
      body: { ...khlongToei, address: 'ที่ทำงาน', is_default: true },
    });
    expect(third.body.Datum.address_count).toBe(3);
    expect(defaults(third.body.Datum).map((a) => a.address)).toEqual(['ที่ทำงาน']);
  });

  it('moves the default with PUT; the default cannot be unset', async () => {
    const c = await create({ addresses: [suthep, khlongToei] });
    const [a, b] = c.addresses!;
    const moved = await call<DatumBody>('PUT', `/api/v1/customers/address/${b!.id}`, {
      token: staff,
      body: { is_default: true, recipient_name: 'ผู้รับใหม่' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(defaults(moved.body.Datum).map((x) => x.id)).toEqual([b!.id]);
    expect(moved.body.Datum.addresses!.find((x) => x.id === b!.id)).toMatchObject({
      recipient_name: 'ผู้รับใหม่',
      ...khlongToei,
    });

    const unset = await call<DatumBody>('PUT', `/api/v1/customers/address/${b!.id}`, {
      token: staff,
      body: { is_default: false, zipcode: '10260' },
    });
    expect(unset.status).toBe(200);
    expect(defaults(unset.body.Datum).map((x) => x.id)).toEqual([b!.id]);
    expect(unset.body.Datum.addresses!.find((x) => x.id === b!.id)?.zipcode).toBe('10260');

    const bad = await call('PUT', `/api/v1/customers/address/${a!.id}`, {
      token: staff,
      body: { zipcode: 'abcde' },
    });
    expect(bad.status).toBe(400);
  });

  it('keeps exactly one default when two requests move it at the same moment', async () => {
    const c = await create({ addresses: [suthep, khlongToei, { ...suthep, address: 'สาม' }] });
    const [, b, third] = c.addresses!;
    const results = await Promise.all([
      call('PUT', `/api/v1/customers/address/${b!.id}`, {
        token: staff,
        body: { is_default: true },
      }),
      call('PUT', `/api/v1/customers/address/${third!.id}`, {
        token: staff,
        body: { is_default: true },
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const after = (await get(c.id)).body.Datum;
    expect(defaults(after)).toHaveLength(1);
  });

  it('removes addresses; removing the default makes the oldest remaining one the default', async () => {
    const c = await create({
      addresses: [suthep, khlongToei, { ...suthep, address: 'สาม', is_default: true }],
    });
    const [a, b, third] = c.addresses!.slice().sort((x, y) => x.id - y.id);
    expect(third!.is_default).toBe(true);
    const res = await call<DatumBody>('DELETE', `/api/v1/customers/address/${third!.id}`, {
      token: staff,
    });
    expect(res.status).toBe(200);
    expect(res.body.Msg).toBe('common.deleteSuccess');
    expect(defaults(res.body.Datum).map((x) => x.id)).toEqual([a!.id]);

    await call('DELETE', `/api/v1/customers/address/${b!.id}`, { token: staff });
    const last = await call<DatumBody>('DELETE', `/api/v1/customers/address/${a!.id}`, {
      token: staff,
    });
    expect(last.body.Datum).toMatchObject({
      address_count: 0,
      default_address: null,
      addresses: [],
    });
    expect(
      (await call('DELETE', `/api/v1/customers/address/${a!.id}`, { token: staff })).status,
    ).toBe(404);
  });

  it('refuses a 21st address', async () => {
    const c = await create({ addresses: Array.from({ length: 20 }, () => suthep) });
    const res = await call('POST', `/api/v1/customers/${c.id}/address`, {
      token: staff,
      body: suthep,
    });
    expect(res.status).toBe(400);
  });
});

describe('PUT /api/v1/customers/{id}/status', () => {
  it('blocks and unblocks; a blocked customer frees its phone, unblocking checks it', async () => {
    const a = await create({});
    const blocked = await call<DatumBody>('PUT', `/api/v1/customers/${a.id}/status`, {
      token: admin,
      body: { status: 2 },
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.Datum.status).toBe(2);

    // The number is free while a is blocked.
    const b = await create({ phone: a.phone });
    const clash = await call<DatumBody>('PUT', `/api/v1/customers/${a.id}/status`, {
      token: admin,
      body: { status: 1 },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.Msg).toBe('customer.duplicatePhone');

    await call('PUT', `/api/v1/customers/${b.id}/status`, { token: admin, body: { status: 2 } });
    const unblocked = await call<DatumBody>('PUT', `/api/v1/customers/${a.id}/status`, {
      token: admin,
      body: { status: 1 },
    });
    expect(unblocked.status).toBe(200);
    expect(unblocked.body.Datum.status).toBe(1);
    expect(
      await root.auditLog.count({
        where: {
          entity: 'customer',
          entityId: String(a.id),
          action: { in: ['customer.block', 'customer.unblock'] },
        },
      }),
    ).toBe(2);
  });

  it('needs customer level 3 and a status of 1 or 2', async () => {
    const c = await create({});
    const byStaff = await call('PUT', `/api/v1/customers/${c.id}/status`, {
      token: staff,
      body: { status: 2 },
    });
    expect(byStaff.status).toBe(403);
    expect(byStaff.body.Msg).toBe('common.accessDenied');
    for (const status of [0, 3, '2', null]) {
      const res = await call('PUT', `/api/v1/customers/${c.id}/status`, {
        token: admin,
        body: { status },
      });
      expect(res.status, String(status)).toBe(400);
    }
  });
});

describe('DELETE /api/v1/customers/{id}', () => {
  it('deletes a customer without orders, with its addresses', async () => {
    const c = await create({ addresses: [suthep] });
    const res = await call('DELETE', `/api/v1/customers/${c.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.Msg).toBe('common.deleteSuccess');
    expect((await get(c.id)).status).toBe(404);
    expect(await root.customerAddress.count({ where: { customerId: c.id } })).toBe(0);
    expect(
      await root.auditLog.count({ where: { entityId: String(c.id), action: 'customer.delete' } }),
    ).toBe(1);
  });

  it('refuses a customer with orders (customer.inUse); blocking it still works', async () => {
    const c = await create({ addresses: [suthep] });
    const [channel, method] = await Promise.all([
      root.saleChannel.findFirstOrThrow({ where: { enterpriseId: demoId } }),
      root.paymentMethod.findFirstOrThrow({ where: { enterpriseId: demoId } }),
    ]);
    await root.order.create({
      data: {
        enterpriseId: demoId,
        orderNumber: `TEST-${tag}-${c.id}`,
        customerId: c.id,
        saleChannelId: channel.id,
        paymentMethodId: method.id,
        shippingProviderId: 1,
        recipientName: c.name,
        recipientPhone: c.phone,
        recipientAddress: suthep.address,
      },
    });
    const res = await call('DELETE', `/api/v1/customers/${c.id}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.Msg).toBe('customer.inUse');
    expect((await get(c.id)).status).toBe(200);
    const blocked = await call<DatumBody>('PUT', `/api/v1/customers/${c.id}/status`, {
      token: admin,
      body: { status: 2 },
    });
    expect(blocked.body.Datum.status).toBe(2);
  });

  it('needs customer level 3', async () => {
    const c = await create({});
    const res = await call('DELETE', `/api/v1/customers/${c.id}`, { token: staff });
    expect(res.status).toBe(403);
    expect((await get(c.id)).status).toBe(200);
  });
});

describe('tenancy', () => {
  it('Second Shop sees none of Demo Shop customers, and the other way round', async () => {
    const demo = await create({ name: uniqueName('ลับเฉพาะเดโม'), addresses: [suthep] });
    const second = await create(
      { name: uniqueName('ลับเฉพาะร้านสอง'), addresses: [khlongToei] },
      admin2,
    );
    const pairs: Array<[string, Customer]> = [
      [admin2, demo],
      [admin, second],
    ];
    for (const [token, other] of pairs) {
      const addressId = other.addresses![0]!.id;
      const listed = await call<ListBody>(
        'GET',
        `/api/v1/customers?q=${encodeURIComponent(other.name)}`,
        { token },
      );
      expect(listed.body.data, `${token === admin ? 'admin' : 'admin2'} q=${other.name}`).toEqual(
        [],
      );
      expect(listed.body.total).toBe(0);
      const byPhone = await call<ListBody>('GET', `/api/v1/customers?q=${other.phone}`, { token });
      expect(byPhone.body.data.map((c) => c.id)).not.toContain(other.id);

      const attempts = [
        await call('GET', `/api/v1/customers/${other.id}`, { token }),
        await call('PUT', `/api/v1/customers/${other.id}`, { token, body: { name: 'ยึด' } }),
        await call('PUT', `/api/v1/customers/${other.id}/status`, { token, body: { status: 2 } }),
        await call('DELETE', `/api/v1/customers/${other.id}`, { token }),
        await call('POST', `/api/v1/customers/${other.id}/address`, { token, body: suthep }),
        await call('PUT', `/api/v1/customers/address/${addressId}`, {
          token,
          body: { is_default: true },
        }),
        await call('DELETE', `/api/v1/customers/address/${addressId}`, { token }),
      ];
      for (const res of attempts) {
        expect(res.status).toBe(404);
        expect(res.body.Msg).toBe('common.notFound');
      }
    }
    // Nothing changed.
    const after = await root.customer.findUniqueOrThrow({
      where: { id: demo.id },
      include: { addresses: true },
    });
    expect(after).toMatchObject({ name: demo.name, status: 1 });
    expect(after.addresses).toHaveLength(1);
  });

  it('cannot move an address of its own customer onto another enterprise', async () => {
    const demo = await create({ addresses: [suthep] });
    const mine = await create({ addresses: [suthep] }, admin2);
    const res = await call('PUT', `/api/v1/customers/${mine.id}`, {
      token: admin2,
      body: { addresses: [{ ...suthep, id: demo.addresses![0]!.id }] },
    });
    expect(res.status).toBe(400);
    expect(await root.customerAddress.count({ where: { customerId: demo.id } })).toBe(1);
  });
});

describe('export and import', () => {
  const parseCsv = (b: Buffer) => parse(b, { bom: true, relax_column_count: true }) as string[][];
  const csvFile = (rows: string[][], name = 'customers.csv') =>
    new File(
      [
        `\uFEFF${rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n')}`,
      ],
      name,
      {
        type: 'text/csv',
      },
    );
  const upload = (file: File, token = staff) => {
    const form = new FormData();
    form.set('file', file);
    return call<{ Msg: string; Cause?: string; Datum: Record<string, unknown> }>(
      'POST',
      '/api/v1/customers/import',
      { token, form },
    );
  };
  const HEADER = [
    'ชื่อลูกค้า',
    'เบอร์โทรศัพท์',
    'อีเมล',
    'แท็ก',
    'บ้านเลขที่ หมู่บ้าน ซอย ถนน',
    'ตำบล/แขวง',
    'อำเภอ/เขต',
    'จังหวัด',
    'รหัสไปรษณีย์',
  ];

  it('exports the filtered customers with their default address, CSV and XLSX', async () => {
    const family = uniqueName('ส่งออก');
    const a = await create({ name: `${family} ก`, tags: ['vip', 'ส่ง'], addresses: [suthep] });
    await create({ name: `${family} ข` });
    const res = await call(
      'GET',
      `/api/v1/customers/export?format=csv&q=${encodeURIComponent(family)}`,
      {
        token: staff,
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const [header, ...rows] = parseCsv(res.bytes);
    expect(header).toContain('ชื่อลูกค้า');
    expect(header).toContain('ตำบล/แขวง');
    expect(rows).toHaveLength(2);
    const first = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]));
    expect(first).toMatchObject({
      ชื่อลูกค้า: a.name,
      เบอร์โทรศัพท์: dashed(a.phone),
      แท็ก: 'vip, ส่ง',
      'ตำบล/แขวง': 'สุเทพ',
      รหัสไปรษณีย์: '50200',
      สถานะ: 'ใช้งาน',
    });

    const xlsx = await call(
      'GET',
      `/api/v1/customers/export?format=xlsx&q=${encodeURIComponent(family)}`,
      {
        token: staff,
      },
    );
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(3);

    // Second Shop's export holds none of them.
    const other = await call('GET', `/api/v1/customers/export?q=${encodeURIComponent(family)}`, {
      token: admin2,
    });
    expect(parseCsv(other.bytes)).toHaveLength(1);
    expect(
      (await call('GET', '/api/v1/customers/export', { token: await loginAs('delivery') })).status,
    ).toBe(403);
  });

  it('gives the template with the import headers', async () => {
    const res = await call('GET', '/api/v1/customers/import/template?format=csv', { token: staff });
    expect(res.status).toBe(200);
    const [header] = parseCsv(res.bytes);
    expect(header!.slice(0, 2)).toEqual(['ชื่อลูกค้า', 'เบอร์โทรศัพท์']);
    expect(header).toContain('รหัสไปรษณีย์');
  });

  it('imports every row with its address, in one go', async () => {
    const family = uniqueName('นำเข้า');
    const [p1, p2, p3] = [newPhone(), newPhone(), newPhone()];
    const res = await upload(
      csvFile([
        HEADER,
        [
          `${family} 1`,
          dashed(p1),
          'ONE@example.com',
          'vip, ส่ง',
          '1 ถนนหนึ่ง',
          'สุเทพ',
          'เมืองเชียงใหม่',
          'เชียงใหม่',
          '50200',
        ],
        [`${family} 2`, `+66 ${p2.slice(1)}`, '', '', '', '', '', '', ''],
        [`${family} 3`, p3, '', '', '2 ถนนสอง', 'คลองเตย', 'คลองเตย', 'กรุงเทพมหานคร', '10110'],
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum).toEqual({ imported: 3 });

    const list = await call<ListBody>(
      'GET',
      `/api/v1/customers?q=${encodeURIComponent(family)}&sort=name`,
      {
        token: staff,
      },
    );
    expect(list.body.data.map((c) => [c.phone, c.address_count])).toEqual([
      [p1, 1],
      [p2, 0],
      [p3, 1],
    ]);
    expect(list.body.data[0]).toMatchObject({ email: 'one@example.com', tags: ['vip', 'ส่ง'] });
    expect(list.body.data[0]!.default_address).toMatchObject({
      recipient_name: `${family} 1`,
      phone: p1,
      subdistrict: 'สุเทพ',
      is_default: true,
    });
    expect(
      await root.auditLog.count({ where: { action: 'customer.import', actorName: { not: '' } } }),
    ).toBeGreaterThan(0);
  });

  it('refuses the whole file when a row is wrong, saying which and why', async () => {
    const family = uniqueName('ไฟล์เสีย');
    const existing = await create({});
    const twice = newPhone();
    const res = await upload(
      csvFile([
        HEADER,
        [`${family} ดี`, newPhone(), '', '', '', '', '', '', ''],
        [`${family} ซ้ำในไฟล์ 1`, twice, '', '', '', '', '', '', ''],
        [`${family} ซ้ำในไฟล์ 2`, dashed(twice), '', '', '', '', '', '', ''],
        [`${family} มีในร้าน`, dashed(existing.phone), '', '', '', '', '', '', ''],
        [`${family} เบอร์ผิด`, '12345', '', '', '', '', '', '', ''],
        ['', newPhone(), '', '', '', '', '', '', ''],
        [`${family} ที่อยู่ไม่ครบ`, newPhone(), '', '', '1 ถนน', 'สุเทพ', '', 'เชียงใหม่', '5020'],
        [`${family} อีเมลผิด`, newPhone(), 'nope', '', '', '', '', '', ''],
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.Msg).toBe('import.rowsInvalid');
    const datum = res.body.Datum as {
      errors: Array<{ line: number; column?: string; message: string }>;
      invalid_rows: number;
      row_count: number;
    };
    expect(datum.row_count).toBe(8);
    expect(datum.invalid_rows).toBe(6);
    const at = (line: number) => datum.errors.filter((e) => e.line === line);
    expect(at(2)).toEqual([]);
    expect(at(3)).toEqual([]);
    expect(at(4)[0]!.message).toContain('3');
    expect(at(5)[0]!.message).toBe('มีลูกค้าเบอร์โทรนี้แล้ว');
    expect(at(6)[0]!.column).toBe('เบอร์โทรศัพท์');
    expect(at(7)[0]!.column).toBe('ชื่อลูกค้า');
    expect(
      at(8)
        .map((e) => e.column)
        .sort(),
    ).toEqual(['รหัสไปรษณีย์', 'อำเภอ/เขต'].sort());
    expect(at(9)[0]!.column).toBe('อีเมล');
    // Nothing was imported.
    expect(await root.customer.count({ where: { name: { startsWith: family } } })).toBe(0);
  });

  it('refuses a file that is no table, and needs customer level 2', async () => {
    const junk = await upload(
      new File(['%PDF-1.4 not a table'], 'x.pdf', { type: 'application/pdf' }),
    );
    expect(junk.status).toBeGreaterThanOrEqual(400);
    expect(junk.status).toBeLessThan(500);
    const none = await call('POST', '/api/v1/customers/import', { token: staff, body: {} });
    expect(none.status).toBe(400);
    const denied = await upload(csvFile([HEADER]), await loginAs('delivery'));
    expect(denied.status).toBe(403);
  });
});
