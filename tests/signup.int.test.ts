// Sign-up requests: the public /register call, the list of the operator of the service,
// approval (a new enterprise and its first admin in one transaction) and rejection. A
// shop's admin is not the operator: refused like any other user
// (tests/platform-operator.int.test.ts covers who holds the flag).
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import {
  SIGNUP_LIMIT,
  SIGNUP_MAX_PER_IP_PER_HOUR,
  usernameBase,
} from '@/lib/domain/signup/service';
import { call, loginAs, randomIp } from './helpers/api';

const root = prisma();
const tag = randomBytes(4).toString('hex');
let n = 0;

interface SignupItem {
  id: number;
  shop_name: string;
  email: string;
  status: number;
  plan: string;
}
interface ListBody {
  Msg: string;
  data: SignupItem[];
  total: number;
}

const request = (over: Record<string, unknown> = {}) => ({
  shop_name: `ร้านทดสอบ ${tag} ${++n}`,
  contact_name: 'สมศรี ใจงาม',
  email: `shop-${tag}-${n}@signup-test.test`,
  phone: '081 234 5678',
  plan: 'growth',
  message: 'อยากลองใช้ระบบ',
  ...over,
});

async function submit(body: Record<string, unknown>, ip = randomIp()) {
  return call('POST', '/api/v1/signup', { body, ip });
}

async function pendingId(email: string): Promise<number> {
  return (
    await root.signupRequest.findFirstOrThrow({ where: { email: email.toLowerCase(), status: 0 } })
  ).id;
}

let operator: string;
let admin: string;
let staff: string;

beforeAll(async () => {
  [operator, admin, staff] = await Promise.all([
    loginAs('operator'),
    loginAs('admin'),
    loginAs('staff'),
  ]);
});

describe('POST /api/v1/signup (public)', () => {
  it('stores a pending request and answers 201 signup.received', async () => {
    const body = request();
    const res = await submit(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ Msg: 'signup.received' });
    const row = await root.signupRequest.findFirstOrThrow({ where: { email: body.email } });
    expect(row).toMatchObject({
      shopName: body.shop_name,
      plan: 'growth',
      status: 0,
      enterpriseId: null,
      phone: '081 234 5678',
    });
  });

  it('refuses a second pending request for the same email, in any case, even at the same moment', async () => {
    const body = request();
    const results = await Promise.all([
      submit(body),
      submit({ ...body, email: body.email.toUpperCase() }),
      submit(body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.Msg).toBe('signup.duplicate');
    expect(await root.signupRequest.count({ where: { email: body.email } })).toBe(1);
  });

  it('refuses bad input with 400', async () => {
    for (const over of [
      { plan: 'enterprise' },
      { email: 'nope' },
      { shop_name: '' },
      { phone: '12' },
      { message: 'x'.repeat(2001) },
    ]) {
      const res = await submit(request(over));
      expect([res.status, res.body.Msg], JSON.stringify(over).slice(0, 40)).toEqual([
        400,
        'common.invalidParameter',
      ]);
    }
  });

  it('limits the requests of one address per hour', async () => {
    const ip = randomIp();
    for (let i = 0; i < SIGNUP_MAX_PER_IP_PER_HOUR; i++)
      expect((await submit(request(), ip)).status).toBe(201);
    const over = await submit(request(), ip);
    expect([over.status, over.body.Msg]).toEqual([429, 'signup.tooManyRequests']);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await submit(request())).status).toBe(201);
  });

  it('limits the requests for one e-mail address per hour, from any client address', async () => {
    const email = `again-${tag}@signup-test.test`;
    // A request for an address with one pending is refused as a duplicate: reject it first.
    for (let i = 0; i < SIGNUP_LIMIT.perAddress; i++) {
      const res = await submit(request({ email }));
      expect([res.status, res.body.Msg]).toEqual([
        i === 0 ? 201 : 409,
        i === 0 ? 'signup.received' : 'signup.duplicate',
      ]);
    }
    const over = await submit(request({ email: email.toUpperCase() }));
    expect([over.status, over.body.Msg]).toEqual([429, 'signup.tooManyRequests']);
  });
});

describe('GET /api/v1/admin/signup', () => {
  it('lists new-shop requests to the operator, pending first', async () => {
    const body = request();
    await submit(body);
    const res = await call<ListBody>('GET', `/api/v1/admin/signup?q=${tag}&limit=100`, {
      token: operator,
    });
    expect(res.status).toBe(200);
    expect(res.body.Msg).toBe('common.success');
    expect(res.body.data.some((r) => r.email === body.email)).toBe(true);
    const statuses = res.body.data.map((r) => r.status);
    expect([...statuses].sort()).toEqual(statuses);
    const pending = await call<ListBody>(
      'GET',
      `/api/v1/admin/signup?q=${encodeURIComponent(body.email)}&status=0`,
      { token: operator },
    );
    expect(pending.body.data.map((r) => r.email)).toEqual([body.email]);
    expect((await call('GET', '/api/v1/admin/signup', { token: staff })).status).toBe(403);
    expect((await call('GET', '/api/v1/admin/signup', { token: admin })).status).toBe(403);
    expect((await call('GET', '/api/v1/admin/signup')).status).toBe(401);
  });
});

describe('PUT /api/v1/admin/signup/{id}/approve and /reject', () => {
  it('approves: a new enterprise and its admin, in one go; the password is never shown', async () => {
    const body = request({ email: `admin@${tag}-newshop.test`, contact_name: 'วิไล  รุ่งเรือง' });
    await submit(body);
    const id = await pendingId(body.email);

    const res = await call<{
      Msg: string;
      Datum: {
        enterprise_id: number;
        enterprise_code: string;
        enterprise_name: string;
        username: string;
      };
    }>('PUT', `/api/v1/admin/signup/${id}/approve`, { token: operator });
    expect(res.status).toBe(200);
    const d = res.body.Datum;
    expect(d.enterprise_name).toBe(body.shop_name);
    expect(d.enterprise_code).toMatch(/^SHOP-[A-Z0-9]{6}$/);
    // "admin" and "admin2" are taken: the next free number.
    expect(d.username).toMatch(/^admin\d+$/);
    expect(['admin', 'admin2']).not.toContain(d.username);
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);

    const enterprise = await root.enterprise.findUniqueOrThrow({ where: { id: d.enterprise_id } });
    expect(enterprise).toMatchObject({ name: body.shop_name, code: d.enterprise_code });
    const user = await root.user.findFirstOrThrow({
      where: { username: d.username, deletedAt: null },
    });
    expect(user).toMatchObject({
      enterpriseId: d.enterprise_id,
      groupId: 1,
      status: 1,
      email: body.email,
      firstName: 'วิไล',
      lastName: 'รุ่งเรือง',
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const row = await root.signupRequest.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe(1);
    expect(row.decidedAt).not.toBeNull();
    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: 'signup.approve', entityId: String(id) },
    });
    expect(audit.after).toMatchObject({ enterprise_id: d.enterprise_id, username: d.username });

    // Deciding again is refused, and nothing more is created.
    const again = await call('PUT', `/api/v1/admin/signup/${id}/approve`, { token: operator });
    expect([again.status, again.body.Msg]).toEqual([409, 'signup.alreadyDecided']);
    const reject = await call('PUT', `/api/v1/admin/signup/${id}/reject`, { token: operator });
    expect([reject.status, reject.body.Msg]).toEqual([409, 'signup.alreadyDecided']);
    expect(await root.enterprise.count({ where: { name: body.shop_name } })).toBe(1);

    // The new admin sees only their own, empty shop.
    expect(await root.user.count({ where: { enterpriseId: d.enterprise_id } })).toBe(1);
  });

  it('approving twice at once creates one enterprise', async () => {
    const body = request();
    await submit(body);
    const id = await pendingId(body.email);
    const results = await Promise.all([
      call('PUT', `/api/v1/admin/signup/${id}/approve`, { token: operator }),
      call('PUT', `/api/v1/admin/signup/${id}/approve`, { token: operator }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await root.enterprise.count({ where: { name: body.shop_name } })).toBe(1);
  });

  it('rolls back when the email already belongs to a user', async () => {
    const body = request({ email: 'owner@demo-shop.test' });
    expect((await submit(body)).status).toBe(201);
    const id = await pendingId(body.email);
    const res = await call('PUT', `/api/v1/admin/signup/${id}/approve`, { token: operator });
    expect([res.status, res.body.Msg]).toEqual([409, 'user.duplicateEmail']);
    expect((await root.signupRequest.findUniqueOrThrow({ where: { id } })).status).toBe(0);
    expect(await root.enterprise.count({ where: { name: body.shop_name } })).toBe(0);
    // Clean up: the request is rejected so later runs can send it again.
    expect(
      (await call('PUT', `/api/v1/admin/signup/${id}/reject`, { token: operator })).status,
    ).toBe(200);
  });

  it('rejects, after which the same email may ask again', async () => {
    const body = request();
    await submit(body);
    const id = await pendingId(body.email);
    const res = await call('PUT', `/api/v1/admin/signup/${id}/reject`, { token: operator });
    expect([res.status, res.body.Msg]).toEqual([200, 'common.updateSuccess']);
    expect((await root.signupRequest.findUniqueOrThrow({ where: { id } })).status).toBe(2);
    expect((await submit(body)).status).toBe(201);
  });

  it('answers 404 for an unknown request and 403 to anyone but the operator', async () => {
    expect(
      (await call('PUT', '/api/v1/admin/signup/2000000000/approve', { token: operator })).status,
    ).toBe(404);
    expect(
      (await call('PUT', '/api/v1/admin/signup/2000000000/reject', { token: operator })).status,
    ).toBe(404);
    expect((await call('PUT', '/api/v1/admin/signup/1/approve', { token: staff })).status).toBe(
      403,
    );
    expect((await call('PUT', '/api/v1/admin/signup/1/approve', { token: admin })).status).toBe(
      403,
    );
    expect((await call('PUT', '/api/v1/admin/signup/abc/reject', { token: operator })).status).toBe(
      400,
    );
  });
});

describe('usernameBase', () => {
  it('keeps the allowed characters of the part before @ and pads short ones', () => {
    expect(usernameBase('Somsri.J+shop@example.com')).toBe('somsri.jshop');
    expect(usernameBase('ab@x.test')).toBe('abshop');
    expect(usernameBase('สมศรี@x.test')).toBe('shop');
    expect(usernameBase(`${'a'.repeat(60)}@x.test`)).toHaveLength(44);
  });
});
