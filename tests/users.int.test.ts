// The Users calls against the real database: each call, its errors
// (catalogue keys), session revocation, tenancy and the audit rows they write. Every user made
// here has a name of its own, so the seed stays as it was for the other files.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma, tenantClient } from '@/lib/db';
import type { Actor } from '@/lib/auth/actor';
import { createUser } from '@/lib/domain/admin/users';
import { call, loginAs } from './helpers/api';

const root = prisma();
const tag = randomBytes(4).toString('hex');
let n = 0;
const unique = (prefix: string) => `${prefix}_${tag}_${++n}`;

interface UserDetailBody {
  Msg: string;
  Datum: {
    id: number;
    username: string;
    first_name: string;
    email: string;
    group_id: number;
    status: number;
    roles: Record<string, number>;
    team_id: number | null;
  };
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
let adminId: number;
let demoId: number;
let secondId: number;
let demoTeamId: number;
let secondTeamId: number;

const newUserBody = (over: Record<string, unknown> = {}) => {
  const username = unique('u');
  return {
    fname: 'ทดสอบ',
    lname: 'ผู้ใช้',
    nick_name: 'เทส',
    username,
    email: `${username}@users-test.test`,
    phone: '081-234-5678',
    roles: { order: 2, wms: 1 },
    user_type: 1,
    password: 'Passw0rd!x',
    group_id: 3,
    ...over,
  };
};

async function createAsAdmin(over: Record<string, unknown> = {}) {
  const body = newUserBody(over);
  const res = await call<UserDetailBody>('POST', '/api/v1/admin/users', { token: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...res.body.Datum, password: body.password as string };
}

beforeAll(async () => {
  [admin, admin2, staff] = await Promise.all([
    loginAs('admin'),
    loginAs('admin2'),
    loginAs('staff'),
  ]);
  const demo = await root.enterprise.findUniqueOrThrow({ where: { code: 'demo-shop' } });
  const second = await root.enterprise.findUniqueOrThrow({ where: { code: 'second-shop' } });
  demoId = demo.id;
  secondId = second.id;
  adminId = (await root.user.findFirstOrThrow({ where: { username: 'admin', deletedAt: null } }))
    .id;
  demoTeamId = (await root.team.findFirstOrThrow({ where: { enterpriseId: demoId } })).id;
  secondTeamId = (await root.team.findFirstOrThrow({ where: { enterpriseId: secondId } })).id;
});

describe('POST /api/v1/admin/users', () => {
  it("creates a user in the admin's enterprise, answers 201 without any secret and writes the audit log", async () => {
    const body = newUserBody({
      team_id: demoTeamId,
      roles: { order: 2, wms: 0, packing: 3 },
      is_special: true,
    });
    const res = await call<UserDetailBody>('POST', '/api/v1/admin/users', { token: admin, body });
    expect(res.status).toBe(201);
    expect(res.body.Msg).toBe('common.createSuccess');
    const u = res.body.Datum;
    expect(u).toMatchObject({
      username: body.username,
      email: body.email,
      group_id: 3,
      status: 1,
      team_id: demoTeamId,
    });
    expect(u.roles).toMatchObject({ order: 2, wms: 0, packing: 3, report: 0 });
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);

    const row = await root.user.findUniqueOrThrow({ where: { id: u.id } });
    expect(row.enterpriseId).toBe(demoId);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.roles).toEqual({ order: 2, packing: 3 });
    expect(row.isSpecial).toBe(true);

    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: 'user.create', entityId: String(u.id) },
    });
    expect(audit.enterpriseId).toBe(demoId);
    expect(audit.actorId).toBe(adminId);
    expect(audit.after).toMatchObject({ username: body.username, group_id: 3 });
    expect(JSON.stringify([audit.before, audit.after])).not.toMatch(/password|argon2/i);

    // The new user can sign in.
    expect(await loginAs(body.username, body.password)).toBeTruthy();
  });

  it('refuses a username or email already used, in any enterprise and in any case', async () => {
    const taken = [
      [{ username: 'staff' }, 'user.duplicateUsername'],
      [{ username: 'STAFF' }, 'user.duplicateUsername'],
      [{ username: 'admin2' }, 'user.duplicateUsername'],
      [{ email: 'staff@demo-shop.test' }, 'user.duplicateEmail'],
      [{ email: 'ADMIN2@second-shop.test' }, 'user.duplicateEmail'],
    ] as const;
    for (const [over, key] of taken) {
      const res = await call('POST', '/api/v1/admin/users', {
        token: admin,
        body: newUserBody(over),
      });
      expect([res.status, res.body.Msg], JSON.stringify(over)).toEqual([409, key]);
    }
  });

  it('answers 409, not 500, when two requests race for one username', async () => {
    const username = unique('race');
    const results = await Promise.all(
      [0, 1, 2].map((i) =>
        call('POST', '/api/v1/admin/users', {
          token: admin,
          body: newUserBody({ username, email: `${username}-${i}@users-test.test` }),
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.Msg).toBe('user.duplicateUsername');
    expect(await root.user.count({ where: { username } })).toBe(1);
  });

  it('refuses wrong formats with 400, naming the fields, and a wrong email with user.emailWrongFormat', async () => {
    const wrong: Array<[Record<string, unknown>, string]> = [
      [{ username: 'a b' }, 'body.username'],
      [{ username: 'ab' }, 'body.username'],
      [{ password: 'short1' }, 'body.password'],
      [{ password: 'lettersonly' }, 'body.password'],
      [{ group_id: 9 }, 'body.group_id'],
      [{ roles: { order: 4 } }, 'body.roles'],
      [{ roles: { nosuch: 1 } }, 'body.roles'],
      [{ fname: '' }, 'body.fname'],
      [{ phone: 'call me' }, 'body.phone'],
      [{ user_type: 7 }, 'body.user_type'],
    ];
    for (const [over, field] of wrong) {
      const res = await call('POST', '/api/v1/admin/users', {
        token: admin,
        body: newUserBody(over),
      });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.Msg).toBe('common.invalidParameter');
      expect(res.body.Cause).toContain(field);
    }
    const email = await call('POST', '/api/v1/admin/users', {
      token: admin,
      body: newUserBody({ email: 'not-an-email' }),
    });
    expect([email.status, email.body.Msg]).toEqual([400, 'user.emailWrongFormat']);
  });

  it('refuses a team of another enterprise', async () => {
    const res = await call('POST', '/api/v1/admin/users', {
      token: admin,
      body: newUserBody({ team_id: secondTeamId }),
    });
    expect([res.status, res.body.Msg]).toEqual([400, 'common.invalidParameter']);
    expect(res.body.Cause).toContain('team_id');
  });

  it('ignores an enterprise_id in the body', async () => {
    const u = await createAsAdmin({ enterprise_id: secondId });
    expect((await root.user.findUniqueOrThrow({ where: { id: u.id } })).enterpriseId).toBe(demoId);
  });

  it('is for admins only', async () => {
    const res = await call('POST', '/api/v1/admin/users', { token: staff, body: newUserBody() });
    expect([res.status, res.body.Msg]).toEqual([403, 'common.accessDenied']);
    const anonymous = await call('POST', '/api/v1/admin/users', { body: newUserBody() });
    expect(anonymous.status).toBe(401);
  });

  it("needs the actor's enterprise to exist (user.organisationRequired)", async () => {
    // A signed-in actor always has an enterprise (a foreign key), so the case is the
    // service called with an actor whose enterprise is gone.
    const ghost: Actor = {
      userId: adminId,
      sessionId: '00000000-0000-4000-8000-000000000000',
      enterpriseId: 2_000_000_000,
      enterpriseName: 'gone',
      username: 'admin',
      firstName: 'x',
      lastName: 'y',
      groupId: 1,
      roles: {},
      locale: 'th',
      via: 'bearer',
    };
    const input = {
      ...newUserBody(),
      lname: '',
      nick_name: '',
      phone: '',
      roles: {},
      user_type: 1 as const,
      is_special: false,
      is_employee: false,
      is_read_only: false,
    };
    await expect(
      createUser(tenantClient(root, ghost.enterpriseId), ghost, input),
    ).rejects.toMatchObject({ key: 'user.organisationRequired', status: 400 });
  });
});

describe('GET /api/v1/users', () => {
  it('answers the list envelope: searched, sorted, filtered, paginated, never a password hash', async () => {
    const prefix = unique('list');
    for (let i = 0; i < 12; i++)
      await createAsAdmin({
        username: `${prefix}_${String(i).padStart(2, '0')}`,
        email: `${prefix}_${i}@users-test.test`,
        group_id: i % 2 ? 4 : 3,
      });

    const first = await call<ListBody<Record<string, unknown>>>(
      'GET',
      `/api/v1/users?q=${prefix}&sort=username`,
      { token: admin },
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ Msg: 'common.success', total: 12, page: 1, limit: 10 });
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data[0]).toMatchObject({ username: `${prefix}_00` });
    expect(Object.keys(first.body.data[0]!).sort()).toEqual(
      [
        'created_at',
        'email',
        'first_name',
        'group_id',
        'id',
        'last_login_at',
        'last_name',
        'nick_name',
        'phone',
        'status',
        'username',
      ].sort(),
    );
    expect(JSON.stringify(first.body)).not.toMatch(/password|argon2/i);

    const second = await call<ListBody<{ username: string }>>(
      'GET',
      `/api/v1/users?q=${prefix.toUpperCase()}&sort=username&page=2`,
      { token: admin },
    );
    expect(second.body.data.map((u) => u.username)).toEqual([`${prefix}_10`, `${prefix}_11`]);

    const desc = await call<ListBody<{ username: string }>>(
      'GET',
      `/api/v1/users?q=${prefix}&sort=-username&limit=3`,
      { token: admin },
    );
    expect(desc.body.data.map((u) => u.username)).toEqual([
      `${prefix}_11`,
      `${prefix}_10`,
      `${prefix}_09`,
    ]);

    const agents = await call<ListBody<{ group_id: number }>>(
      'GET',
      `/api/v1/users?q=${prefix}&group_id=4&limit=100`,
      { token: admin },
    );
    expect(agents.body.total).toBe(6);
    expect(agents.body.data.every((u) => u.group_id === 4)).toBe(true);

    const blankFilters = await call<ListBody<unknown>>(
      'GET',
      `/api/v1/users?q=${prefix}&group_id=&status=`,
      { token: admin },
    );
    expect(blankFilters.body.total).toBe(12);

    const byEmail = await call<ListBody<unknown>>('GET', `/api/v1/users?q=${prefix}_3@users-test`, {
      token: admin,
    });
    expect(byEmail.body.total).toBe(1);
  });

  it('refuses a limit over 100, an unknown sort and a bad filter', async () => {
    for (const qs of [
      'limit=101',
      'limit=0',
      'page=0',
      'sort=password_hash',
      'sort=-nope',
      'group_id=7',
      'status=x',
    ]) {
      const res = await call('GET', `/api/v1/users?${qs}`, { token: admin });
      expect([res.status, res.body.Msg], qs).toEqual([400, 'common.invalidParameter']);
    }
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/api/v1/users', { token: staff })).status).toBe(403);
    expect((await call('GET', '/api/v1/users')).status).toBe(401);
  });
});

describe('GET and PUT /api/v1/(admin/)users/{id}', () => {
  it('reads one user and edits every field but the password, with before and after in the audit log', async () => {
    const u = await createAsAdmin();
    const detail = await call<UserDetailBody>('GET', `/api/v1/users/${u.id}`, { token: admin });
    expect(detail.status).toBe(200);
    expect(detail.body.Datum).toMatchObject({ id: u.id, username: u.username });

    const newName = unique('renamed');
    const res = await call<UserDetailBody>('PUT', `/api/v1/admin/users/${u.id}`, {
      token: admin,
      body: {
        username: newName,
        fname: 'แก้ไข',
        email: `${newName}@users-test.test`,
        roles: { report: 1 },
        group_id: 4,
        team_id: demoTeamId,
        password: 'Ignored123',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.Msg).toBe('common.editSuccess');
    expect(res.body.Datum).toMatchObject({
      username: newName,
      first_name: 'แก้ไข',
      group_id: 4,
      team_id: demoTeamId,
    });
    expect(res.body.Datum.roles).toMatchObject({ report: 1, order: 0 });
    // The password is not a field of this call: the old one still works.
    expect(await loginAs(newName, u.password)).toBeTruthy();

    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: 'user.update', entityId: String(u.id) },
      orderBy: { id: 'desc' },
    });
    expect(audit.before).toMatchObject({ username: u.username, group_id: 3 });
    expect(audit.after).toMatchObject({ username: newName, group_id: 4 });
    expect(JSON.stringify([audit.before, audit.after])).not.toMatch(/password|argon2/i);
  });

  it('leaves out fields that are not sent, and refuses a name or email taken by someone else', async () => {
    const u = await createAsAdmin();
    const res = await call<UserDetailBody>('PUT', `/api/v1/admin/users/${u.id}`, {
      token: admin,
      body: { nick_name: 'เปลี่ยนแค่ชื่อเล่น' },
    });
    expect(res.status).toBe(200);
    expect(res.body.Datum).toMatchObject({ username: u.username, email: u.email, group_id: 3 });
    expect(res.body.Datum.roles).toMatchObject({ order: 2, wms: 1 });

    const dupName = await call('PUT', `/api/v1/admin/users/${u.id}`, {
      token: admin,
      body: { username: 'owner' },
    });
    expect([dupName.status, dupName.body.Msg]).toEqual([409, 'user.duplicateUsername']);
    const dupEmail = await call('PUT', `/api/v1/admin/users/${u.id}`, {
      token: admin,
      body: { email: 'owner@demo-shop.test' },
    });
    expect([dupEmail.status, dupEmail.body.Msg]).toEqual([409, 'user.duplicateEmail']);
    const wrongEmail = await call('PUT', `/api/v1/admin/users/${u.id}`, {
      token: admin,
      body: { email: 'nope@' },
    });
    expect([wrongEmail.status, wrongEmail.body.Msg]).toEqual([400, 'user.emailWrongFormat']);
    // Keeping one's own username (in another case) is not a clash.
    const same = await call('PUT', `/api/v1/admin/users/${u.id}`, {
      token: admin,
      body: { username: u.username.toUpperCase() },
    });
    expect(same.status).toBe(200);
  });

  it('does not let admins take themselves out of the admin group', async () => {
    const res = await call('PUT', `/api/v1/admin/users/${adminId}`, {
      token: admin,
      body: { group_id: 3 },
    });
    expect([res.status, res.body.Msg]).toEqual([422, 'user.cannotChangeOwnGroup']);
    const role = await call('PUT', `/api/v1/users/${adminId}/role`, {
      token: admin,
      body: { group_id: 2, roles: {} },
    });
    expect([role.status, role.body.Msg]).toEqual([422, 'user.cannotChangeOwnGroup']);
    expect((await root.user.findUniqueOrThrow({ where: { id: adminId } })).groupId).toBe(1);
  });

  it('answers 404 for an unknown id and 400 for an id that is not one', async () => {
    expect((await call('GET', '/api/v1/users/2000000000', { token: admin })).body.Msg).toBe(
      'common.notFound',
    );
    for (const id of ['abc', '0', '-1', '99999999999', '1.5']) {
      const res = await call('GET', `/api/v1/users/${id}`, { token: admin });
      expect([res.status, res.body.Msg], id).toEqual([400, 'common.invalidParameter']);
    }
  });
});

describe('PUT /api/v1/users/{id}/status', () => {
  it('blocks a user, which ends their sign-ins at once; unblocking lets them sign in again', async () => {
    const u = await createAsAdmin();
    const token = await loginAs(u.username, u.password);
    expect((await call('GET', '/api/v1/profile', { token })).status).toBe(200);

    const block = await call<UserDetailBody>('PUT', `/api/v1/users/${u.id}/status`, {
      token: admin,
      body: { status: 2 },
    });
    expect(block.status).toBe(200);
    expect(block.body.Datum.status).toBe(2);
    expect((await call('GET', '/api/v1/profile', { token })).status).toBe(401);
    const login = await call('POST', '/api/auth/login', {
      body: { username: u.username, password: u.password },
    });
    expect([login.status, login.body.Msg]).toEqual([403, 'auth.userBlocked']);
    expect(await root.session.count({ where: { userId: u.id, revokedAt: null } })).toBe(0);

    const listed = await call<ListBody<{ id: number }>>(
      'GET',
      `/api/v1/users?q=${u.username}&status=2`,
      { token: admin },
    );
    expect(listed.body.data.map((x) => x.id)).toEqual([u.id]);

    const unblock = await call<UserDetailBody>('PUT', `/api/v1/users/${u.id}/status`, {
      token: admin,
      body: { status: 1 },
    });
    expect(unblock.body.Datum.status).toBe(1);
    expect(await loginAs(u.username, u.password)).toBeTruthy();

    const actions = await root.auditLog.findMany({
      where: { entityId: String(u.id), action: { in: ['user.block', 'user.unblock'] } },
      orderBy: { id: 'asc' },
    });
    expect(actions.map((a) => [a.action, a.before, a.after])).toEqual([
      ['user.block', { status: 1 }, { status: 2 }],
      ['user.unblock', { status: 2 }, { status: 1 }],
    ]);
  });

  it('refuses to block yourself and a status other than 1 or 2', async () => {
    const self = await call('PUT', `/api/v1/users/${adminId}/status`, {
      token: admin,
      body: { status: 2 },
    });
    expect([self.status, self.body.Msg]).toEqual([422, 'user.cannotBlockSelf']);
    const bad = await call('PUT', `/api/v1/users/${adminId}/status`, {
      token: admin,
      body: { status: 3 },
    });
    expect([bad.status, bad.body.Msg]).toEqual([400, 'common.invalidParameter']);
    expect(
      (await call('PUT', `/api/v1/users/${adminId}/status`, { token: staff, body: { status: 2 } }))
        .status,
    ).toBe(403);
  });
});

describe('PUT /api/v1/users/{id}/role', () => {
  it('sets the group and the levels, which the next call of that user obeys', async () => {
    const u = await createAsAdmin({ group_id: 6, roles: {} });
    const token = await loginAs(u.username, u.password);
    expect((await call('GET', '/api/v1/users', { token })).status).toBe(403);

    const res = await call<UserDetailBody>('PUT', `/api/v1/users/${u.id}/role`, {
      token: admin,
      body: { group_id: 3, roles: { order: 3, coupon: 1 } },
    });
    expect(res.status).toBe(200);
    expect(res.body.Datum.group_id).toBe(3);
    expect(res.body.Datum.roles).toMatchObject({ order: 3, coupon: 1, wms: 0 });
    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: 'user.role', entityId: String(u.id) },
    });
    expect(audit.before).toMatchObject({ group_id: 6, roles: { order: 0 } });
    expect(audit.after).toMatchObject({ group_id: 3, roles: { order: 3, coupon: 1 } });

    const promoted = await call<UserDetailBody>('PUT', `/api/v1/users/${u.id}/role`, {
      token: admin,
      body: { group_id: 1, roles: {} },
    });
    expect(promoted.status).toBe(200);
    // The same token, now of an admin: the group is read from the database on every call.
    expect((await call('GET', '/api/v1/users', { token })).status).toBe(200);
  });

  it('is refused to non-admins, whatever their levels', async () => {
    const res = await call('PUT', `/api/v1/users/${adminId}/role`, {
      token: staff,
      body: { group_id: 1, roles: {} },
    });
    expect(res.status).toBe(403);
    // The profile call takes no group or roles: sent anyway, they are ignored.
    const before = await root.user.findFirstOrThrow({
      where: { username: 'staff', deletedAt: null },
    });
    const own = await call('PUT', '/api/v1/profile', {
      token: staff,
      body: {
        first_name: before.firstName,
        last_name: before.lastName,
        nick_name: before.nickName,
        phone: before.phone,
        group_id: 1,
        roles: { wms: 3 },
      },
    });
    expect(own.status).toBe(200);
    const after = await root.user.findUniqueOrThrow({ where: { id: before.id } });
    expect(after.groupId).toBe(3);
    expect(after.roles).toEqual(before.roles);
  });
});

describe('passwords', () => {
  it("PUT /api/v1/admin/users/password/{id}: an admin sets a password, the user's sign-ins end", async () => {
    const u = await createAsAdmin();
    const token = await loginAs(u.username, u.password);

    const mismatch = await call('PUT', `/api/v1/admin/users/password/${u.id}`, {
      token: admin,
      body: { password: 'NewPass123', confirm_password: 'NewPass124' },
    });
    expect([mismatch.status, mismatch.body.Msg]).toEqual([400, 'profile.confirmMismatch']);
    const weak = await call('PUT', `/api/v1/admin/users/password/${u.id}`, {
      token: admin,
      body: { password: 'short', confirm_password: 'short' },
    });
    expect([weak.status, weak.body.Msg]).toEqual([400, 'common.invalidParameter']);
    expect((await call('GET', '/api/v1/profile', { token })).status).toBe(200);

    const ok = await call('PUT', `/api/v1/admin/users/password/${u.id}`, {
      token: admin,
      body: { password: 'NewPass123', confirm_password: 'NewPass123' },
    });
    expect([ok.status, ok.body.Msg]).toEqual([200, 'common.updateSuccess']);
    expect((await call('GET', '/api/v1/profile', { token })).status).toBe(401);
    const old = await call('POST', '/api/auth/login', {
      body: { username: u.username, password: u.password },
    });
    expect(old.status).toBe(401);
    expect(await loginAs(u.username, 'NewPass123')).toBeTruthy();

    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: 'user.password', entityId: String(u.id) },
    });
    expect(audit.before).toBeNull();
    expect(audit.after).toBeNull();
    expect(
      (
        await call('PUT', `/api/v1/admin/users/password/${u.id}`, {
          token: staff,
          body: { password: 'NewPass123', confirm_password: 'NewPass123' },
        })
      ).status,
    ).toBe(403);
  });

  it('PUT /api/v1/users/password: a signed-in user changes their own password (old one checked)', async () => {
    const u = await createAsAdmin({ group_id: 6, roles: {} });
    const token = await loginAs(u.username, u.password);
    const other = await loginAs(u.username, u.password);

    const wrongOld = await call('PUT', '/api/v1/users/password', {
      token,
      body: {
        old_password: 'nope-1234',
        new_password: 'Changed123',
        confirm_password: 'Changed123',
      },
    });
    expect([wrongOld.status, wrongOld.body.Msg]).toEqual([400, 'profile.wrongOldPassword']);
    const mismatch = await call('PUT', '/api/v1/users/password', {
      token,
      body: {
        old_password: u.password,
        new_password: 'Changed123',
        confirm_password: 'Changed124',
      },
    });
    expect([mismatch.status, mismatch.body.Msg]).toEqual([400, 'profile.confirmMismatch']);

    const ok = await call('PUT', '/api/v1/users/password', {
      token,
      body: {
        old_password: u.password,
        new_password: 'Changed123',
        confirm_password: 'Changed123',
      },
    });
    expect(ok.status).toBe(200);
    // This sign-in stays, the other one ends.
    expect((await call('GET', '/api/v1/profile', { token })).status).toBe(200);
    expect((await call('GET', '/api/v1/profile', { token: other })).status).toBe(401);
    expect(await loginAs(u.username, 'Changed123')).toBeTruthy();
    expect((await call('PUT', '/api/v1/users/password', { body: {} })).status).toBe(401);
  });
});

describe('DELETE /api/v1/admin/users/{id}', () => {
  it('soft-deletes a user: out of the list, sign-ins ended, name free again', async () => {
    const u = await createAsAdmin();
    const token = await loginAs(u.username, u.password);

    const res = await call('DELETE', `/api/v1/admin/users/${u.id}`, { token: admin });
    expect([res.status, res.body.Msg]).toEqual([200, 'common.deleteSuccess']);
    expect((await call('GET', '/api/v1/profile', { token })).status).toBe(401);
    expect(
      (
        await call('POST', '/api/auth/login', {
          body: { username: u.username, password: u.password },
        })
      ).status,
    ).toBe(401);
    expect(
      (await call<ListBody<unknown>>('GET', `/api/v1/users?q=${u.username}`, { token: admin })).body
        .total,
    ).toBe(0);
    expect((await call('GET', `/api/v1/users/${u.id}`, { token: admin })).status).toBe(404);
    expect((await call('DELETE', `/api/v1/admin/users/${u.id}`, { token: admin })).status).toBe(
      404,
    );

    const row = await root.user.findUniqueOrThrow({ where: { id: u.id } });
    expect(row.deletedAt).not.toBeNull();
    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: 'user.delete', entityId: String(u.id) },
    });
    expect(audit.before).toMatchObject({ username: u.username });

    // The username and email can be used again.
    await createAsAdmin({ username: u.username, email: u.email });
  });

  it('refuses to delete yourself', async () => {
    const res = await call('DELETE', `/api/v1/admin/users/${adminId}`, { token: admin });
    expect([res.status, res.body.Msg]).toEqual([422, 'user.cannotDeleteSelf']);
    expect((await call('DELETE', `/api/v1/admin/users/${adminId}`, { token: staff })).status).toBe(
      403,
    );
  });
});

describe('tenancy', () => {
  it("an admin of Second Shop never sees Demo Shop's users", async () => {
    const all = await call<ListBody<{ username: string }>>('GET', '/api/v1/users?limit=100', {
      token: admin2,
    });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(
      await root.user.count({ where: { enterpriseId: secondId, deletedAt: null } }),
    );
    const names = all.body.data.map((u) => u.username);
    expect(names).toContain('admin2');
    for (const seedName of ['admin', 'owner', 'staff', 'agent', 'delivery', 'customer'])
      expect(names).not.toContain(seedName);
    expect(
      (await call<ListBody<unknown>>('GET', '/api/v1/users?q=staff', { token: admin2 })).body.total,
    ).toBe(0);
  });

  it("answers 404 on Demo Shop's ids to Second Shop's admin, and changes nothing", async () => {
    const u = await createAsAdmin();
    const token = await loginAs(u.username, u.password);
    const attempts = [
      call('GET', `/api/v1/users/${u.id}`, { token: admin2 }),
      call('PUT', `/api/v1/admin/users/${u.id}`, { token: admin2, body: { fname: 'hacked' } }),
      call('PUT', `/api/v1/users/${u.id}/status`, { token: admin2, body: { status: 2 } }),
      call('PUT', `/api/v1/users/${u.id}/role`, {
        token: admin2,
        body: { group_id: 1, roles: {} },
      }),
      call('PUT', `/api/v1/admin/users/password/${u.id}`, {
        token: admin2,
        body: { password: 'Hacked1234', confirm_password: 'Hacked1234' },
      }),
      call('DELETE', `/api/v1/admin/users/${u.id}`, { token: admin2 }),
    ];
    for (const res of await Promise.all(attempts))
      expect([res.status, res.body.Msg]).toEqual([404, 'common.notFound']);
    const row = await root.user.findUniqueOrThrow({ where: { id: u.id } });
    expect(row).toMatchObject({ firstName: 'ทดสอบ', status: 1, groupId: 3, deletedAt: null });
    expect((await call('GET', '/api/v1/profile', { token })).status).toBe(200);
    expect(
      await root.auditLog.count({
        where: { enterpriseId: secondId, entity: 'user', entityId: String(u.id) },
      }),
    ).toBe(0);
  });

  it("creates Second Shop's users in Second Shop", async () => {
    const body = newUserBody({ team_id: secondTeamId });
    const res = await call<UserDetailBody>('POST', '/api/v1/admin/users', { token: admin2, body });
    expect(res.status).toBe(201);
    expect(
      (await root.user.findUniqueOrThrow({ where: { id: res.body.Datum.id } })).enterpriseId,
    ).toBe(secondId);
    expect(
      (await call<ListBody<unknown>>('GET', `/api/v1/users?q=${body.username}`, { token: admin }))
        .body.total,
    ).toBe(0);
  });
});
