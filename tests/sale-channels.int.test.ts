// The sale channel calls (CRUD at /api/v1/salechannel) against the real
// database: each call, its rules and errors, the deactivate path, refused deletes (a user
// and an order using the channel), the audit rows and tenancy both ways. Every channel
// made here has a name of its own, and the order made here is deleted again, so the seed
// stays as it was for the other files.
import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { call, loginAs } from './helpers/api';

const root = prisma();
const tag = randomBytes(4).toString('hex');
let n = 0;
const unique = (prefix: string) => `${prefix} ${tag} ${++n}`;

interface Channel {
  id: number;
  name: string;
  type: number;
  active: boolean;
  user_count: number;
  created_at: string;
  updated_at: string;
}
interface ChannelBody {
  Msg: string;
  Datum: Channel;
}
interface ListBody<T> {
  Msg: string;
  data: T[];
  total: number;
  page: number;
  limit: number;
}

let admin: string;
let admin2: string;
let staff: string;
let agent: string;
let demoId: number;
let secondId: number;
const ordersMade: number[] = [];

async function create(body: Record<string, unknown>, token = admin) {
  const res = await call<ChannelBody>('POST', '/api/v1/salechannel', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.Datum;
}

/** An order row written straight into the table, without going through the order calls. */
async function makeOrder(saleChannelId: number) {
  const method = await root.paymentMethod.findFirstOrThrow({
    where: { enterpriseId: demoId },
    select: { id: true },
  });
  const order = await root.order.create({
    data: {
      enterpriseId: demoId,
      orderNumber: `T-SC-${tag}-${ordersMade.length + 1}`,
      saleChannelId,
      paymentMethodId: method.id,
      shippingProviderId: 1,
      recipientName: 'ทดสอบ ช่องทาง',
      recipientPhone: '0811111111',
      recipientAddress: '1 ถนนทดสอบ',
    },
    select: { id: true },
  });
  ordersMade.push(order.id);
  return order.id;
}

beforeAll(async () => {
  [admin, admin2, staff, agent] = await Promise.all([
    loginAs('admin'),
    loginAs('admin2'),
    loginAs('staff'),
    loginAs('agent'),
  ]);
  demoId = (await root.enterprise.findUniqueOrThrow({ where: { code: 'demo-shop' } })).id;
  secondId = (await root.enterprise.findUniqueOrThrow({ where: { code: 'second-shop' } })).id;
});

afterAll(async () => {
  if (ordersMade.length) await root.order.deleteMany({ where: { id: { in: ordersMade } } });
});

describe('POST /api/v1/salechannel', () => {
  it('creates a channel in the admin enterprise, active by default, and audits it', async () => {
    const name = unique('ตัวแทน');
    const res = await call<ChannelBody>('POST', '/api/v1/salechannel', {
      token: admin,
      body: { name: `  ${name}  `, type: 2, enterprise_id: secondId },
    });
    expect(res.status).toBe(201);
    expect(res.body.Msg).toBe('common.createSuccess');
    expect(res.body.Datum).toMatchObject({ name, type: 2, active: true, user_count: 0 });
    const row = await root.saleChannel.findUniqueOrThrow({ where: { id: res.body.Datum.id } });
    expect(row.enterpriseId).toBe(demoId);
    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: 'saleChannel.create', entityId: String(row.id) },
    });
    expect(audit.enterpriseId).toBe(demoId);
    expect(audit.after).toMatchObject({ name, type: 2, active: true });
  });

  it('can create an inactive channel', async () => {
    const c = await create({ name: unique('ปิดไว้'), type: 1, active: false });
    expect(c.active).toBe(false);
  });

  it('refuses a name already used in the enterprise, in any case', async () => {
    const name = unique('Facebook Page');
    await create({ name, type: 1 });
    for (const clash of [name, name.toUpperCase(), name.toLowerCase(), ` ${name} `]) {
      const res = await call('POST', '/api/v1/salechannel', {
        token: admin,
        body: { name: clash, type: 2 },
      });
      expect([res.status, res.body.Msg], clash).toEqual([409, 'saleChannel.duplicate']);
    }
    // A seeded name too.
    const seeded = await call('POST', '/api/v1/salechannel', {
      token: admin,
      body: { name: 'line oa', type: 1 },
    });
    expect([seeded.status, seeded.body.Msg]).toEqual([409, 'saleChannel.duplicate']);
  });

  it('answers 409, not 500, when two requests race for one name', async () => {
    const name = unique('race');
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        call('POST', '/api/v1/salechannel', { token: admin, body: { name, type: 1 } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.Msg).toBe('saleChannel.duplicate');
  });

  it('refuses a wrong type, a blank or too long name, naming the field', async () => {
    const wrong: Array<[Record<string, unknown>, string]> = [
      [{ name: unique('x'), type: 3 }, 'body.type'],
      [{ name: unique('x'), type: 0 }, 'body.type'],
      [{ name: unique('x'), type: '1' }, 'body.type'],
      [{ name: unique('x') }, 'body.type'],
      [{ name: '   ', type: 1 }, 'body.name'],
      [{ name: 'x'.repeat(101), type: 1 }, 'body.name'],
      [{ name: 'tab\u0000name', type: 1 }, 'body.name'],
      [{ name: unique('x'), type: 1, active: 'yes' }, 'body.active'],
    ];
    for (const [body, field] of wrong) {
      const res = await call('POST', '/api/v1/salechannel', { token: admin, body });
      expect([res.status, res.body.Msg], JSON.stringify(body)).toEqual([
        400,
        'common.invalidParameter',
      ]);
      expect(res.body.Cause).toContain(field);
    }
  });

  it('is for admins only', async () => {
    for (const token of [staff, agent]) {
      const res = await call('POST', '/api/v1/salechannel', {
        token,
        body: { name: unique('no'), type: 1 },
      });
      expect([res.status, res.body.Msg]).toEqual([403, 'common.accessDenied']);
    }
    const anon = await call('POST', '/api/v1/salechannel', { body: { name: 'x', type: 1 } });
    expect([anon.status, anon.body.Msg]).toEqual([401, 'auth.unauthorized']);
  });
});

describe('GET /api/v1/salechannel', () => {
  let company: Channel;
  let agentChannel: Channel;
  let inactive: Channel;
  const prefix = `ค้นหา ${tag}`;

  beforeAll(async () => {
    company = await create({ name: `${prefix} บริษัท`, type: 1 });
    agentChannel = await create({ name: `${prefix} ตัวแทน`, type: 2 });
    inactive = await create({ name: `${prefix} ปิด`, type: 2, active: false });
  });

  it('lists the enterprise channels for any signed-in user, with the list envelope', async () => {
    const res = await call<ListBody<Channel>>('GET', '/api/v1/salechannel', { token: agent });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Msg: 'common.success', page: 1, limit: 10 });
    expect(res.body.total).toBeGreaterThanOrEqual(8);
    expect(res.body.data).toHaveLength(10);
    const anon = await call('GET', '/api/v1/salechannel');
    expect(anon.status).toBe(401);
  });

  it('searches by name in any case and filters by type and active', async () => {
    const q = encodeURIComponent(prefix.toUpperCase());
    const all = await call<ListBody<Channel>>('GET', `/api/v1/salechannel?q=${q}`, {
      token: staff,
    });
    expect(all.body.data.map((c) => c.id).sort()).toEqual(
      [company.id, agentChannel.id, inactive.id].sort(),
    );
    const agents = await call<ListBody<Channel>>('GET', `/api/v1/salechannel?q=${q}&type=2`, {
      token: staff,
    });
    expect(agents.body.data.map((c) => c.id).sort()).toEqual([agentChannel.id, inactive.id].sort());
    const active = await call<ListBody<Channel>>(
      'GET',
      `/api/v1/salechannel?q=${q}&type=2&active=1`,
      { token: staff },
    );
    expect(active.body.data.map((c) => c.id)).toEqual([agentChannel.id]);
    const off = await call<ListBody<Channel>>('GET', `/api/v1/salechannel?q=${q}&active=0`, {
      token: staff,
    });
    expect(off.body.data.map((c) => c.id)).toEqual([inactive.id]);
  });

  it('sorts and pages', async () => {
    const q = encodeURIComponent(prefix);
    const byName = await call<ListBody<Channel>>(
      'GET',
      `/api/v1/salechannel?q=${q}&sort=-name&limit=2&page=1`,
      { token: admin },
    );
    expect(byName.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    const names = [company.name, agentChannel.name, inactive.name].sort().reverse();
    expect(byName.body.data.map((c) => c.name)).toEqual(names.slice(0, 2));
    const page2 = await call<ListBody<Channel>>(
      'GET',
      `/api/v1/salechannel?q=${q}&sort=-name&limit=2&page=2`,
      { token: admin },
    );
    expect(page2.body.data.map((c) => c.name)).toEqual(names.slice(2));
    const byType = await call<ListBody<Channel>>('GET', `/api/v1/salechannel?q=${q}&sort=type`, {
      token: admin,
    });
    expect(byType.body.data[0]!.id).toBe(company.id);
  });

  it('answers every match unpaged with all=1 (the picker variant)', async () => {
    const res = await call<ListBody<Channel>>(
      'GET',
      '/api/v1/salechannel?all=1&active=1&sort=name',
      { token: agent },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, limit: 500 });
    expect(res.body.data.length).toBe(res.body.total);
    expect(res.body.total).toBe(
      await root.saleChannel.count({ where: { enterpriseId: demoId, active: true } }),
    );
    expect(res.body.total).toBeGreaterThan(5);
    expect(res.body.data.every((c) => c.active)).toBe(true);
    expect(res.body.data.some((c) => c.id === inactive.id)).toBe(false);
  });

  it('counts the users of each channel in the list', async () => {
    const seeded = await call<ListBody<Channel>>(
      'GET',
      `/api/v1/salechannel?q=${encodeURIComponent('หน้าร้าน Facebook')}`,
      { token: admin },
    );
    expect(seeded.body.data[0]!.user_count).toBeGreaterThanOrEqual(1);
  });

  it('refuses a wrong filter or sort', async () => {
    for (const qs of ['type=3', 'active=2', 'sort=password', 'limit=101', 'page=0', 'all=2']) {
      const res = await call('GET', `/api/v1/salechannel?${qs}`, { token: admin });
      expect([res.status, res.body.Msg], qs).toEqual([400, 'common.invalidParameter']);
    }
  });
});

describe('GET, PUT and DELETE /api/v1/salechannel/{id}', () => {
  it('reads one channel for any signed-in user, 404 for an unknown id', async () => {
    const c = await create({ name: unique('อ่าน'), type: 1 });
    const res = await call<ChannelBody>('GET', `/api/v1/salechannel/${c.id}`, { token: agent });
    expect(res.status).toBe(200);
    expect(res.body.Datum).toMatchObject({ id: c.id, name: c.name, type: 1 });
    const missing = await call('GET', '/api/v1/salechannel/999999999', { token: admin });
    expect([missing.status, missing.body.Msg]).toEqual([404, 'common.notFound']);
    const bad = await call('GET', '/api/v1/salechannel/abc', { token: admin });
    expect([bad.status, bad.body.Msg]).toEqual([400, 'common.invalidParameter']);
  });

  it('edits name, type and active; fields left out stay; the audit has before and after', async () => {
    const c = await create({ name: unique('แก้'), type: 1 });
    const name = unique('แก้แล้ว');
    const res = await call<ChannelBody>('PUT', `/api/v1/salechannel/${c.id}`, {
      token: admin,
      body: { name, type: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.body.Msg).toBe('common.editSuccess');
    expect(res.body.Datum).toMatchObject({ id: c.id, name, type: 2, active: true });
    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: 'saleChannel.update', entityId: String(c.id) },
    });
    expect(audit.before).toMatchObject({ name: c.name, type: 1 });
    expect(audit.after).toMatchObject({ name, type: 2 });
    // Its own name in another case is no clash.
    const recase = await call<ChannelBody>('PUT', `/api/v1/salechannel/${c.id}`, {
      token: admin,
      body: { name: name.toUpperCase() },
    });
    expect(recase.status).toBe(200);
  });

  it("refuses renaming to another channel's name in any case", async () => {
    const a = await create({ name: unique('Alpha'), type: 1 });
    const b = await create({ name: unique('Beta'), type: 1 });
    const res = await call('PUT', `/api/v1/salechannel/${b.id}`, {
      token: admin,
      body: { name: a.name.toLowerCase() },
    });
    expect([res.status, res.body.Msg]).toEqual([409, 'saleChannel.duplicate']);
    const bad = await call('PUT', `/api/v1/salechannel/${b.id}`, {
      token: admin,
      body: { type: 5 },
    });
    expect([bad.status, bad.body.Msg]).toEqual([400, 'common.invalidParameter']);
  });

  it('deactivates a channel instead of deleting it: hidden from the picker list, kept in the admin list', async () => {
    const c = await create({ name: unique('พักไว้'), type: 2 });
    const off = await call<ChannelBody>('PUT', `/api/v1/salechannel/${c.id}`, {
      token: admin,
      body: { active: false },
    });
    expect(off.body.Datum).toMatchObject({ active: false, type: 2, name: c.name });
    const picker = await call<ListBody<Channel>>('GET', '/api/v1/salechannel?all=1&active=1', {
      token: staff,
    });
    expect(picker.body.data.some((x) => x.id === c.id)).toBe(false);
    const adminList = await call<ListBody<Channel>>(
      'GET',
      `/api/v1/salechannel?q=${encodeURIComponent(c.name)}`,
      { token: admin },
    );
    expect(adminList.body.data.map((x) => x.id)).toEqual([c.id]);
    const on = await call<ChannelBody>('PUT', `/api/v1/salechannel/${c.id}`, {
      token: admin,
      body: { active: true },
    });
    expect(on.body.Datum.active).toBe(true);
  });

  it('deletes an unused channel and audits it', async () => {
    const c = await create({ name: unique('ลบ'), type: 1 });
    const res = await call('DELETE', `/api/v1/salechannel/${c.id}`, { token: admin });
    expect([res.status, res.body.Msg]).toEqual([200, 'common.deleteSuccess']);
    expect(await root.saleChannel.findUnique({ where: { id: c.id } })).toBeNull();
    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: 'saleChannel.delete', entityId: String(c.id) },
    });
    expect(audit.before).toMatchObject({ name: c.name });
    const again = await call('DELETE', `/api/v1/salechannel/${c.id}`, { token: admin });
    expect([again.status, again.body.Msg]).toEqual([404, 'common.notFound']);
  });

  it('refuses to delete a channel a user belongs to (the seeded staff)', async () => {
    const staffUser = await root.user.findFirstOrThrow({
      where: { username: 'staff', deletedAt: null },
      select: { saleChannelId: true },
    });
    const res = await call('DELETE', `/api/v1/salechannel/${staffUser.saleChannelId}`, {
      token: admin,
    });
    expect([res.status, res.body.Msg]).toEqual([409, 'saleChannel.inUse']);
    expect(
      await root.saleChannel.findUnique({ where: { id: staffUser.saleChannelId! } }),
    ).not.toBeNull();
  });

  it('refuses to delete a channel an order uses; deactivating it still works', async () => {
    const c = await create({ name: unique('มีออเดอร์'), type: 1 });
    await makeOrder(c.id);
    const res = await call('DELETE', `/api/v1/salechannel/${c.id}`, { token: admin });
    expect([res.status, res.body.Msg]).toEqual([409, 'saleChannel.inUse']);
    const off = await call<ChannelBody>('PUT', `/api/v1/salechannel/${c.id}`, {
      token: admin,
      body: { active: false },
    });
    expect([off.status, off.body.Datum.active]).toEqual([200, false]);
  });

  it('is for admins only to change', async () => {
    const c = await create({ name: unique('สิทธิ์'), type: 1 });
    for (const [method, body] of [
      ['PUT', { name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/v1/salechannel/${c.id}`, { token: staff, body });
      expect([res.status, res.body.Msg]).toEqual([403, 'common.accessDenied']);
    }
  });
});

describe('GET /api/v1/salechannel/export', () => {
  const prefix = `ส่งออก ${tag}`;
  let rows: Channel[];

  beforeAll(async () => {
    rows = [
      await create({ name: `${prefix} บริษัท`, type: 1 }),
      await create({ name: `${prefix} ตัวแทน`, type: 2, active: false }),
    ];
  });

  const csv = (bytes: Buffer) => parse(bytes.toString('utf8').replace(/^\uFEFF/, '')) as string[][];

  it("streams the list's filtered channels as CSV, in id order, headed in Thai", async () => {
    const res = await call('GET', `/api/v1/salechannel/export?q=${encodeURIComponent(prefix)}`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/filename="sale-channels-\d{8}\.csv"/);
    const [header, ...body] = csv(res.bytes);
    expect(header).toEqual([
      'รหัส',
      'ชื่อช่องทางการขาย',
      'ประเภท',
      'สถานะ',
      'จำนวนผู้ใช้',
      'วันที่สร้าง',
      'วันที่แก้ไขล่าสุด',
    ]);
    expect(body.map((r) => Number(r[0]))).toEqual(rows.map((r) => r.id));
    expect(body[1]!.slice(1, 5)).toEqual([rows[1]!.name, 'ตัวแทน', 'ปิดใช้งาน', '0']);

    const filtered = await call(
      'GET',
      `/api/v1/salechannel/export?q=${encodeURIComponent(prefix)}&active=1&type=1`,
      { token: admin },
    );
    expect(
      csv(filtered.bytes)
        .slice(1)
        .map((r) => Number(r[0])),
    ).toEqual([rows[0]!.id]);
  });

  it('writes XLSX too', async () => {
    const res = await call(
      'GET',
      `/api/v1/salechannel/export?format=xlsx&q=${encodeURIComponent(prefix)}`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(2).value).toBe(rows[0]!.name);
  });

  it('is for admins only, of their own enterprise, and checks its query', async () => {
    const denied = await call('GET', '/api/v1/salechannel/export', { token: staff });
    expect([denied.status, denied.body.Msg]).toEqual([403, 'common.accessDenied']);
    const other = await call('GET', '/api/v1/salechannel/export', { token: admin2 });
    expect(other.status).toBe(200);
    expect(other.bytes.toString('utf8')).not.toContain(prefix);
    for (const q of ['format=pdf', 'type=3', 'active=5']) {
      const bad = await call('GET', `/api/v1/salechannel/export?${q}`, { token: admin });
      expect([bad.status, bad.body.Msg], q).toEqual([400, 'common.invalidParameter']);
    }
  });
});

describe('tenancy', () => {
  it("Second Shop sees none of Demo Shop's channels, and the other way round", async () => {
    const demoChannel = await create({ name: unique('ของร้านเดโม'), type: 1 });
    const list2 = await call<ListBody<Channel>>('GET', '/api/v1/salechannel?all=1', {
      token: admin2,
    });
    const secondIds = new Set(
      (
        await root.saleChannel.findMany({ where: { enterpriseId: secondId }, select: { id: true } })
      ).map((c) => c.id),
    );
    expect(list2.body.data.length).toBeGreaterThan(0);
    expect(list2.body.data.every((c) => secondIds.has(c.id))).toBe(true);
    const q = await call<ListBody<Channel>>(
      'GET',
      `/api/v1/salechannel?q=${encodeURIComponent(demoChannel.name)}`,
      { token: admin2 },
    );
    expect(q.body.total).toBe(0);

    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'ยึด' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/v1/salechannel/${demoChannel.id}`, {
        token: admin2,
        body,
      });
      expect([res.status, res.body.Msg], method).toEqual([404, 'common.notFound']);
    }
    expect((await root.saleChannel.findUniqueOrThrow({ where: { id: demoChannel.id } })).name).toBe(
      demoChannel.name,
    );

    // Names are unique per enterprise: Second Shop may use the same one.
    const same = await create({ name: demoChannel.name, type: 1 }, admin2);
    const secondRow = await root.saleChannel.findUniqueOrThrow({ where: { id: same.id } });
    expect(secondRow.enterpriseId).toBe(secondId);
    const demoList = await call<ListBody<Channel>>(
      'GET',
      `/api/v1/salechannel?q=${encodeURIComponent(demoChannel.name)}`,
      { token: admin },
    );
    expect(demoList.body.data.map((c) => c.id)).toEqual([demoChannel.id]);
    const cross = await call('GET', `/api/v1/salechannel/${same.id}`, { token: admin });
    expect(cross.status).toBe(404);
  });
});
