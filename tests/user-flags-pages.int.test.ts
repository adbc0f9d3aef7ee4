// The spec's user flags and template pages against the real database: the read-only flag
// (every level at most 1, in the token, the signed-in user and every call), the employee
// flag (the "(employee)" inventory screens), the special-user flag (editing the orders of
// other staff), and the user card and timeline read from the audit log.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma, tenantDb } from '@/lib/db';
import { AREAS, allows } from '@/lib/auth/permissions';
import { readToken, subjectOfClaims } from '@/lib/auth/token';
import { pageAt } from '@/lib/navigation/pages';
import { visibleSidebar } from '@/lib/navigation/sidebar';
import { getUserCard, getUserTimeline, pageUserId } from '@/lib/domain/admin/user-card';
import { isAppError } from '@/lib/errors';
import { call, loginAs } from './helpers/api';
import { createOk, demoShop, orderBody, type Shop } from './helpers/order-fixtures';

const tag = randomBytes(3).toString('hex');
let n = 0;
const PASSWORD = 'Passw0rd!x';

let admin: string;
let adminId: number;
let enterpriseId: number;
let shop: Shop;

interface Created {
  id: number;
  username: string;
  token: string;
}

async function newUser(over: Record<string, unknown>): Promise<Created> {
  const username = `flags_${tag}_${++n}`;
  const res = await call<{ Datum: { id: number } }>('POST', '/api/v1/admin/users', {
    token: admin,
    body: {
      fname: 'ธงชัย',
      lname: 'ทดสอบ',
      username,
      password: PASSWORD,
      group_id: 3,
      roles: { order: 2 },
      ...over,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.Datum.id, username, token: await loginAs(username, PASSWORD) };
}

const subjectOf = async (token: string) => subjectOfClaims((await readToken(token))!);

beforeAll(async () => {
  admin = await loginAs('admin');
  const row = await prisma().user.findFirstOrThrow({ where: { username: 'admin' } });
  adminId = row.id;
  enterpriseId = row.enterpriseId;
  shop = await demoShop();
});

describe('the read-only flag', () => {
  it('holds every level at 1 in the signed-in user, the token and every call', async () => {
    const full = Object.fromEntries(AREAS.map((a) => [a, 3]));
    const user = await newUser({ roles: full, is_read_only: true });
    const detail = await call<{ Datum: { is_read_only: boolean; roles: Record<string, number> } }>(
      'GET',
      `/api/v1/users/${user.id}`,
      { token: admin },
    );
    // The roles stay as the admin set them; the flag caps them where they apply.
    expect(detail.body.Datum).toMatchObject({ is_read_only: true, roles: { order: 3 } });

    const me = await call<{ Datum: { ReadOnly: boolean; Roles: string } }>(
      'GET',
      '/api/v1/profile',
      { token: user.token },
    );
    expect(me.status).toBe(200);
    expect(me.body.Datum.ReadOnly).toBe(true);
    expect(Math.max(...(Object.values(JSON.parse(me.body.Datum.Roles)) as number[]))).toBe(1);
    const subject = await subjectOf(user.token);
    expect(subject.readOnly).toBe(true);
    expect(Math.max(...AREAS.map((a) => subject.roles[a] ?? 0))).toBe(1);

    expect((await call('GET', '/api/v1/orders', { token: user.token })).status).toBe(200);
    const write = await call('POST', '/api/v1/orders', {
      token: user.token,
      body: orderBody(shop),
    });
    expect([write.status, write.body.Msg]).toEqual([403, 'common.accessDenied']);

    // Lifted by the admin: the same user writes again, at once.
    await call('PUT', `/api/v1/admin/users/${user.id}`, {
      token: admin,
      body: { is_read_only: false },
    });
    const again = await loginAs(user.username, PASSWORD);
    const created = await call('POST', '/api/v1/orders', { token: again, body: orderBody(shop) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });
});

describe('the employee flag', () => {
  it('opens the "(employee)" inventory screens and their sidebar entries', async () => {
    const plain = await newUser({ roles: { wms: 2 } });
    const employee = await newUser({ roles: { wms: 2 }, is_employee: true });
    const history = pageAt('/wms/history')!.rule;
    const waitShip = pageAt('/wms/product/waitship')!.rule;
    const plainSubject = await subjectOf(plain.token);
    const employeeSubject = await subjectOf(employee.token);
    expect(employeeSubject.isEmployee).toBe(true);
    expect([allows(plainSubject, history), allows(plainSubject, waitShip)]).toEqual([false, false]);
    expect([allows(employeeSubject, history), allows(employeeSubject, waitShip)]).toEqual([
      true,
      true,
    ]);
    const entries = (s: typeof plainSubject) =>
      visibleSidebar(s).flatMap((g) => g.items.map((i) => i.path));
    expect(entries(plainSubject)).not.toContain('/wms/history');
    expect(entries(employeeSubject)).toEqual(
      expect.arrayContaining(['/wms/history', '/wms/product/waitship', '/wms/inventory']),
    );
    // The calls behind the screens keep their wms rule.
    expect(
      (await call('GET', '/api/v1/orders/product/wait/shipment', { token: plain.token })).status,
    ).toBe(200);
  });
});

describe('the special-user flag', () => {
  it('lets a special user edit the orders of other staff; order level 2 edits its own', async () => {
    const maker = await newUser({ roles: { order: 2 } });
    const other = await newUser({ roles: { order: 2 } });
    const order = await createOk(maker.token, orderBody(shop));
    const edit = (token: string) =>
      call('PUT', `/api/v1/orders/${order.id}`, { token, body: { shipping_fee: '25' } });

    expect((await edit(maker.token)).status).toBe(200);
    const refused = await edit(other.token);
    expect([refused.status, refused.body.Msg]).toEqual([403, 'common.accessDenied']);
    expect(refused.body.Cause).toContain(order.order_number);

    const flagged = await call<{ Datum: { is_special: boolean } }>(
      'PUT',
      `/api/v1/admin/users/${other.id}`,
      { token: admin, body: { is_special: true } },
    );
    expect(flagged.body.Datum.is_special).toBe(true);
    const special = await loginAs(other.username, PASSWORD);
    const res = await edit(special);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Admins (order level 3) always could.
    expect((await edit(admin)).status).toBe(200);
  });
});

describe('the user card and timeline', () => {
  it("read the user and their changes from the audit log; another user's for admins only", async () => {
    const user = await newUser({ roles: { order: 1 }, is_employee: true });
    await call('PUT', `/api/v1/admin/users/${user.id}`, {
      token: admin,
      body: { nick_name: 'การ์ด' },
    });
    const db = tenantDb(enterpriseId);
    const card = await getUserCard(db, user.id);
    expect(card).toMatchObject({
      id: user.id,
      username: user.username,
      nick_name: 'การ์ด',
      group_id: 3,
      is_employee: true,
      is_special: false,
      deleted: false,
      activity: { total: 0, last_at: null },
    });
    expect(card.levels.find((l) => l.area === 'order')).toEqual({ area: 'order', level: 1 });

    const timeline = await getUserTimeline(db, adminId, 1, 'en', 5);
    const latest = timeline.days[0]!.entries[0]!;
    expect(latest).toMatchObject({
      action: 'user.update',
      entity: 'user',
      entity_id: String(user.id),
    });
    expect(latest.action_label).not.toBe('');
    expect(timeline.total).toBeGreaterThanOrEqual(2);
    expect(timeline.days.flatMap((d) => d.entries)).toHaveLength(5);
    const adminCard = await getUserCard(db, adminId);
    expect(adminCard.activity.total).toBe(timeline.total);

    const asUser = { userId: user.id, groupId: 3 };
    expect(pageUserId(asUser)).toBe(user.id);
    expect(pageUserId(asUser, String(user.id))).toBe(user.id);
    const refused = (() => {
      try {
        return pageUserId(asUser, String(adminId));
      } catch (e) {
        return e;
      }
    })();
    expect(isAppError(refused) && refused.key).toBe('common.accessDenied');
    expect(pageUserId({ userId: adminId, groupId: 1 }, String(user.id))).toBe(user.id);

    // Another enterprise's user is not found.
    const other = await prisma().user.findFirst({
      where: { enterpriseId: { not: enterpriseId } },
      select: { id: true },
    });
    if (other)
      await expect(getUserCard(db, other.id)).rejects.toMatchObject({ key: 'common.notFound' });
  });
});
