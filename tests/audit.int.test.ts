// GET /api/v1/admin/audit: the audit log of the admin's enterprise, newest first, with
// filters and Bangkok-day date ranges of at most 31 days.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { call, loginAs } from './helpers/api';

const root = prisma();
const tag = randomBytes(4).toString('hex');

interface AuditItem {
  id: string;
  actor_id: number | null;
  actor_name: string;
  action: string;
  action_label: string;
  entity: string;
  entity_label: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  created_at: string;
}
interface ListBody {
  Msg: string;
  data: AuditItem[];
  total: number;
  page: number;
  limit: number;
}

/** YYYY-MM-DD of a moment in Bangkok time. */
const bangkokDay = (d: Date) => new Date(d.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let admin: string;
let admin2: string;
let staff: string;
let userId: number;
let demoId: number;

beforeAll(async () => {
  [admin, admin2, staff] = await Promise.all([
    loginAs('admin'),
    loginAs('admin2'),
    loginAs('staff'),
  ]);
  demoId = (await root.enterprise.findUniqueOrThrow({ where: { code: 'demo-shop' } })).id;
  const username = `audit_${tag}`;
  const created = await call<{ Datum: { id: number } }>('POST', '/api/v1/admin/users', {
    token: admin,
    body: {
      fname: 'บันทึก',
      username,
      email: `${username}@audit-test.test`,
      password: 'Passw0rd!x',
      group_id: 3,
    },
  });
  expect(created.status).toBe(201);
  userId = created.body.Datum.id;
  expect(
    (
      await call('PUT', `/api/v1/admin/users/${userId}`, {
        token: admin,
        body: { nick_name: 'ชื่อใหม่' },
      })
    ).status,
  ).toBe(200);
  expect(
    (await call('PUT', `/api/v1/users/${userId}/status`, { token: admin, body: { status: 2 } }))
      .status,
  ).toBe(200);
});

describe('GET /api/v1/admin/audit', () => {
  it('lists the changes of one entity, newest first, with before and after', async () => {
    const res = await call<ListBody>('GET', `/api/v1/admin/audit?entity=user&entity_id=${userId}`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Msg: 'common.success', total: 3, page: 1, limit: 10 });
    expect(res.body.data.map((a) => a.action)).toEqual([
      'user.block',
      'user.update',
      'user.create',
    ]);
    const [block, update, create] = res.body.data;
    expect(block).toMatchObject({
      before: { status: 1 },
      after: { status: 2 },
      entity: 'user',
      entity_id: String(userId),
    });
    expect(update!.before).toMatchObject({ nick_name: '' });
    expect(update!.after).toMatchObject({ nick_name: 'ชื่อใหม่' });
    expect(create!.before).toBeNull();
    expect(create!.actor_name).toBeTruthy();
    expect(typeof create!.id).toBe('string');
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);
    const times = res.body.data.map((a) => Date.parse(a.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by action and actor and pages', async () => {
    const adminId = (
      await root.user.findFirstOrThrow({ where: { username: 'admin', deletedAt: null } })
    ).id;
    const byAction = await call<ListBody>(
      'GET',
      `/api/v1/admin/audit?action=user.update&entity_id=${userId}`,
      { token: admin },
    );
    expect(byAction.body.data.map((a) => a.action)).toEqual(['user.update']);
    const byActor = await call<ListBody>(
      'GET',
      `/api/v1/admin/audit?actor_id=${adminId}&limit=2&page=2`,
      { token: admin },
    );
    expect(byActor.status).toBe(200);
    expect(byActor.body).toMatchObject({ page: 2, limit: 2 });
    expect(byActor.body.data.every((a) => a.actor_id === adminId)).toBe(true);
  });

  it('takes Bangkok days: today finds the rows, another range does not; over 31 days is refused', async () => {
    const today = bangkokDay(new Date());
    const inRange = await call<ListBody>(
      'GET',
      `/api/v1/admin/audit?entity=user&entity_id=${userId}&start_date=${today}&end_date=${today}`,
      { token: admin },
    );
    expect(inRange.body.total).toBe(3);
    const earlier = await call<ListBody>(
      'GET',
      `/api/v1/admin/audit?entity=user&entity_id=${userId}&start_date=${addDays(today, -30)}&end_date=${addDays(today, -1)}`,
      { token: admin },
    );
    expect(earlier.body.total).toBe(0);
    const fromToday = await call<ListBody>(
      'GET',
      `/api/v1/admin/audit?entity=user&entity_id=${userId}&start_date=${today}`,
      { token: admin },
    );
    expect(fromToday.body.total).toBe(3);

    const thirtyOne = await call(
      'GET',
      `/api/v1/admin/audit?start_date=${addDays(today, -30)}&end_date=${today}`,
      { token: admin },
    );
    expect(thirtyOne.status).toBe(200);
    const tooLong = await call(
      'GET',
      `/api/v1/admin/audit?start_date=${addDays(today, -31)}&end_date=${today}`,
      { token: admin },
    );
    expect([tooLong.status, tooLong.body.Msg]).toEqual([400, 'order.dateRangeTooLong']);
    for (const qs of [
      'start_date=2026-02-30',
      'start_date=26-01-01',
      `start_date=${today}&end_date=${addDays(today, -1)}`,
      'actor_id=abc',
      'limit=500',
    ]) {
      const res = await call('GET', `/api/v1/admin/audit?${qs}`, { token: admin });
      expect([res.status, res.body.Msg], qs).toEqual([400, 'common.invalidParameter']);
    }
  });

  it("says each action and entity in words, in the reader's language", async () => {
    const path = `/api/v1/admin/audit?entity=user&entity_id=${userId}`;
    const thai = await call<ListBody>('GET', path, { token: admin });
    expect(thai.body.data.map((a) => [a.action_label, a.entity_label])).toEqual([
      ['ระงับผู้ใช้', 'ผู้ใช้'],
      ['แก้ไขผู้ใช้', 'ผู้ใช้'],
      ['เพิ่มผู้ใช้', 'ผู้ใช้'],
    ]);
    const adminRow = await root.user.findFirstOrThrow({
      where: { username: 'admin', deletedAt: null },
    });
    await root.user.update({ where: { id: adminRow.id }, data: { locale: 'en' } });
    try {
      const english = await call<ListBody>('GET', path, { token: admin });
      expect(english.body.data.map((a) => [a.action_label, a.entity_label])).toEqual([
        ['User blocked', 'User'],
        ['User edited', 'User'],
        ['User created', 'User'],
      ]);
    } finally {
      await root.user.update({ where: { id: adminRow.id }, data: { locale: adminRow.locale } });
    }
  });

  it('shows an enterprise only its own log, and only to admins', async () => {
    const other = await call<ListBody>(
      'GET',
      `/api/v1/admin/audit?entity=user&entity_id=${userId}`,
      {
        token: admin2,
      },
    );
    expect(other.body.total).toBe(0);
    const all = await call<ListBody>('GET', '/api/v1/admin/audit?limit=100', { token: admin2 });
    const ids = all.body.data.map((a) => BigInt(a.id));
    if (ids.length)
      expect(await root.auditLog.count({ where: { id: { in: ids }, enterpriseId: demoId } })).toBe(
        0,
      );
    expect((await call('GET', '/api/v1/admin/audit', { token: staff })).status).toBe(403);
    expect((await call('GET', '/api/v1/admin/audit')).status).toBe(401);
  });
});
