// The Team calls (CRUD at /api/v1/teams) and the Department calls
// (POST /api/v1/department with a body, GET with a query, PUT and DELETE by id) against the
// real database: each call, member counts, duplicates, refused deletes (users in them), the
// audit rows and tenancy both ways. Every row made here has a name of its own; the users
// made here are deleted again, so the seed stays as it was for the other files.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { call, loginAs } from './helpers/api';

const root = prisma();
const tag = randomBytes(4).toString('hex');
let n = 0;
const unique = (prefix: string) => `${prefix} ${tag} ${++n}`;

interface Unit {
  id: number;
  name: string;
  description: string | null;
  member_count: number;
  created_at: string;
  updated_at: string;
}
interface UnitBody {
  Msg: string;
  Datum: Unit;
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
const usersMade: number[] = [];

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

/** A user of Demo Shop in the given team or department, made through the Users call. */
async function memberOf(field: 'team_id' | 'department_id', id: number) {
  const username = `org_${tag}_${++n}`;
  const res = await call<{ Datum: { id: number } }>('POST', '/api/v1/admin/users', {
    token: admin,
    body: {
      fname: 'สมาชิก',
      username,
      email: `${username}@org-test.test`,
      password: 'Passw0rd!x',
      group_id: 3,
      [field]: id,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  usersMade.push(res.body.Datum.id);
  return res.body.Datum.id;
}

afterAll(async () => {
  // Soft delete, as the Users call does: the users made here stop counting anywhere.
  await root.user.updateMany({
    where: { id: { in: usersMade }, deletedAt: null },
    data: { deletedAt: new Date() },
  });
});

const KINDS = [
  {
    kind: 'team',
    path: '/api/v1/teams',
    entity: 'team',
    field: 'team_id' as const,
    seeded: 'ทีมขาย A',
    secondSeeded: 'ทีมขายร้านสอง',
  },
  {
    kind: 'department',
    path: '/api/v1/department',
    entity: 'department',
    field: 'department_id' as const,
    seeded: 'คลังสินค้า',
    secondSeeded: null,
  },
] as const;

describe.each(KINDS)('$kind', ({ kind, path, entity, field, seeded, secondSeeded }) => {
  async function create(body: Record<string, unknown>, token = admin) {
    const res = await call<UnitBody>('POST', path, { token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.Datum;
  }

  it(`POST ${path} takes a body, answers 201 and audits`, async () => {
    const name = unique(`${kind} ขาย`);
    const res = await call<UnitBody>('POST', path, {
      token: admin,
      body: { name: ` ${name} `, description: 'ดูแลลูกค้าภาคเหนือ', enterprise_id: secondId },
    });
    expect(res.status).toBe(201);
    expect(res.body.Msg).toBe('common.createSuccess');
    expect(res.body.Datum).toMatchObject({
      name,
      description: 'ดูแลลูกค้าภาคเหนือ',
      member_count: 0,
    });
    const row =
      kind === 'team'
        ? await root.team.findUniqueOrThrow({ where: { id: res.body.Datum.id } })
        : await root.department.findUniqueOrThrow({ where: { id: res.body.Datum.id } });
    expect(row.enterpriseId).toBe(demoId);
    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: `${entity}.create`, entityId: String(res.body.Datum.id) },
    });
    expect(audit.after).toMatchObject({ name });
    const bare = await create({ name: unique(kind) });
    expect(bare.description).toBeNull();
    const blank = await create({ name: unique(kind), description: '  ' });
    expect(blank.description).toBeNull();
  });

  it('refuses a name already used in the enterprise, in any case, and a wrong body', async () => {
    const name = unique(`Sales ${kind}`);
    await create({ name });
    for (const clash of [name, name.toUpperCase(), seeded]) {
      const res = await call('POST', path, { token: admin, body: { name: clash } });
      expect([res.status, res.body.Msg], clash).toEqual([409, `${entity}.duplicate`]);
    }
    const races = await Promise.all(
      [0, 1, 2].map(() => call('POST', path, { token: admin, body: { name: `${name} race` } })),
    );
    expect(races.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const body of [
      {},
      { name: '' },
      { name: 'x'.repeat(101) },
      { name: 12 },
      { name: unique('x'), description: 'x'.repeat(501) },
    ]) {
      const res = await call('POST', path, { token: admin, body });
      expect([res.status, res.body.Msg], JSON.stringify(body)).toEqual([
        400,
        'common.invalidParameter',
      ]);
    }
  });

  it('is changed by admins only, read by anyone signed in', async () => {
    const res = await call('POST', path, { token: staff, body: { name: unique('no') } });
    expect([res.status, res.body.Msg]).toEqual([403, 'common.accessDenied']);
    const anon = await call('GET', path);
    expect(anon.status).toBe(401);
    const list = await call<ListBody<Unit>>('GET', path, { token: agent });
    expect(list.status).toBe(200);
    const u = await create({ name: unique('สิทธิ์') });
    for (const [method, body] of [
      ['PUT', { name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const r = await call(method, `${path}/${u.id}`, { token: staff, body });
      expect([r.status, r.body.Msg]).toEqual([403, 'common.accessDenied']);
    }
  });

  it(`GET ${path} takes a query: q, page, limit, sort, all; with member counts`, async () => {
    const prefix = `หน่วย ${tag} ${kind}`;
    const made = [
      await create({ name: `${prefix} ก` }),
      await create({ name: `${prefix} ข`, description: 'พิเศษ' }),
      await create({ name: `${prefix} ค` }),
    ];
    await memberOf(field, made[0]!.id);
    await memberOf(field, made[0]!.id);

    const page1 = await call<ListBody<Unit>>(
      'GET',
      `${path}?q=${encodeURIComponent(prefix.toUpperCase())}&page=1&limit=2`,
      { token: staff },
    );
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ Msg: 'common.success', total: 3, page: 1, limit: 2 });
    expect(page1.body.data.map((u) => u.id)).toEqual([made[0]!.id, made[1]!.id]);
    expect(page1.body.data[0]!.member_count).toBe(2);
    expect(page1.body.data[1]!.member_count).toBe(0);
    const page2 = await call<ListBody<Unit>>(
      'GET',
      `${path}?q=${encodeURIComponent(prefix)}&page=2&limit=2`,
      { token: staff },
    );
    expect(page2.body.data.map((u) => u.id)).toEqual([made[2]!.id]);

    const byDescription = await call<ListBody<Unit>>(
      'GET',
      `${path}?q=${encodeURIComponent('พิเศษ')}`,
      { token: staff },
    );
    expect(byDescription.body.data.map((u) => u.id)).toContain(made[1]!.id);
    const desc = await call<ListBody<Unit>>(
      'GET',
      `${path}?q=${encodeURIComponent(prefix)}&sort=-name`,
      { token: staff },
    );
    expect(desc.body.data.map((u) => u.id)).toEqual(made.map((u) => u.id).reverse());

    const all = await call<ListBody<Unit>>('GET', `${path}?all=1`, { token: agent });
    expect(all.body).toMatchObject({ page: 1, limit: 500 });
    const count =
      kind === 'team'
        ? await root.team.count({ where: { enterpriseId: demoId } })
        : await root.department.count({ where: { enterpriseId: demoId } });
    expect(all.body.total).toBe(count);
    expect(all.body.data.length).toBe(count);

    const seededRow = all.body.data.find((u) => u.name === seeded)!;
    expect(seededRow.member_count).toBeGreaterThanOrEqual(1);

    for (const qs of ['page=0', 'limit=500', 'sort=member_count', 'all=yes']) {
      const res = await call('GET', `${path}?${qs}`, { token: staff });
      expect([res.status, res.body.Msg], qs).toEqual([400, 'common.invalidParameter']);
    }
  });

  it(`GET, PUT ${path}/{id}: reads one, edits by id, audits before and after`, async () => {
    const u = await create({ name: unique('แก้'), description: 'เดิม' });
    const one = await call<UnitBody>('GET', `${path}/${u.id}`, { token: agent });
    expect(one.body.Datum).toMatchObject({ id: u.id, name: u.name, description: 'เดิม' });
    const name = unique('แก้แล้ว');
    const res = await call<UnitBody>('PUT', `${path}/${u.id}`, { token: admin, body: { name } });
    expect(res.status).toBe(200);
    expect(res.body.Msg).toBe('common.editSuccess');
    expect(res.body.Datum).toMatchObject({ name, description: 'เดิม' });
    const cleared = await call<UnitBody>('PUT', `${path}/${u.id}`, {
      token: admin,
      body: { description: null },
    });
    expect(cleared.body.Datum).toMatchObject({ name, description: null });
    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: `${entity}.update`, entityId: String(u.id) },
      orderBy: { id: 'asc' },
    });
    expect(audit.before).toMatchObject({ name: u.name });
    expect(audit.after).toMatchObject({ name });

    const other = await create({ name: unique('อื่น') });
    const clash = await call('PUT', `${path}/${other.id}`, {
      token: admin,
      body: { name: name.toUpperCase() },
    });
    expect([clash.status, clash.body.Msg]).toEqual([409, `${entity}.duplicate`]);
    const recase = await call('PUT', `${path}/${other.id}`, {
      token: admin,
      body: { name: other.name.toUpperCase() },
    });
    expect(recase.status).toBe(200);

    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const missing = await call(method, `${path}/999999999`, {
        token: admin,
        body: method === 'PUT' ? { name: 'x' } : undefined,
      });
      expect([missing.status, missing.body.Msg], method).toEqual([404, 'common.notFound']);
    }
  });

  it(`DELETE ${path}/{id}: deletes an empty one, refuses one with members`, async () => {
    const empty = await create({ name: unique('ว่าง') });
    const res = await call('DELETE', `${path}/${empty.id}`, { token: admin });
    expect([res.status, res.body.Msg]).toEqual([200, 'common.deleteSuccess']);
    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: `${entity}.delete`, entityId: String(empty.id) },
    });
    expect(audit.before).toMatchObject({ name: empty.name });
    const gone = await call('GET', `${path}/${empty.id}`, { token: admin });
    expect(gone.status).toBe(404);

    // The seeded one holds the seeded staff.
    const seededId =
      kind === 'team'
        ? (await root.team.findFirstOrThrow({ where: { enterpriseId: demoId, name: seeded } })).id
        : (
            await root.department.findFirstOrThrow({
              where: { enterpriseId: demoId, name: seeded },
            })
          ).id;
    const refused = await call('DELETE', `${path}/${seededId}`, { token: admin });
    expect([refused.status, refused.body.Msg]).toEqual([409, `${entity}.inUse`]);

    // A member made here; once that user is deleted, the unit can go.
    const busy = await create({ name: unique('มีคน') });
    const userId = await memberOf(field, busy.id);
    const inUse = await call('DELETE', `${path}/${busy.id}`, { token: admin });
    expect([inUse.status, inUse.body.Msg]).toEqual([409, `${entity}.inUse`]);
    const removed = await call('DELETE', `/api/v1/admin/users/${userId}`, { token: admin });
    expect(removed.status).toBe(200);
    const after = await call<UnitBody>('GET', `${path}/${busy.id}`, { token: admin });
    expect(after.body.Datum.member_count).toBe(0);
    const ok = await call('DELETE', `${path}/${busy.id}`, { token: admin });
    expect([ok.status, ok.body.Msg]).toEqual([200, 'common.deleteSuccess']);
  });

  it("tenancy: Second Shop sees none of Demo Shop's rows, and the other way round", async () => {
    const demoUnit = await create({ name: unique('ของเดโม') });
    const list2 = await call<ListBody<Unit>>('GET', `${path}?all=1`, { token: admin2 });
    const secondNames =
      kind === 'team'
        ? await root.team.findMany({ where: { enterpriseId: secondId }, select: { id: true } })
        : await root.department.findMany({
            where: { enterpriseId: secondId },
            select: { id: true },
          });
    expect(list2.body.data.map((u) => u.id).sort()).toEqual(secondNames.map((u) => u.id).sort());
    if (secondSeeded) expect(list2.body.data.map((u) => u.name)).toContain(secondSeeded);
    expect(list2.body.data.some((u) => u.name === seeded)).toBe(false);

    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'ยึด' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `${path}/${demoUnit.id}`, { token: admin2, body });
      expect([res.status, res.body.Msg], method).toEqual([404, 'common.notFound']);
    }
    const same = await create({ name: demoUnit.name }, admin2);
    const cross = await call('GET', `${path}/${same.id}`, { token: admin });
    expect(cross.status).toBe(404);
    const demoList = await call<ListBody<Unit>>(
      'GET',
      `${path}?q=${encodeURIComponent(demoUnit.name)}`,
      { token: admin },
    );
    expect(demoList.body.data.map((u) => u.id)).toEqual([demoUnit.id]);
  });
});
