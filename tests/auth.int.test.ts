import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import { hashPassword } from '@/lib/auth/password';
import { call, loginAs, randomIp } from './helpers/api';

const db = prisma();

async function resetPassword(username: string) {
  await db.user.updateMany({
    where: { username },
    data: { passwordHash: await hashPassword('demo1234'), status: 1 },
  });
}

describe('POST /api/auth/login', () => {
  it('answers the token and the signed-in user in the spec spelling, and sets an HttpOnly cookie', async () => {
    const res = await call<{ Datum: { token: string; user: Record<string, unknown> } }>(
      'POST',
      '/api/auth/login',
      {
        body: { username: 'staff', password: 'demo1234' },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.Msg).toBe('auth.loginSuccess');
    const user = res.body.Datum.user;
    expect(user).toMatchObject({
      FirstName: 'มานะ',
      GroupId: 3,
      EnterpriseName: 'Demo Shop',
      Status: 1,
    });
    const roles = JSON.parse(user.Roles as string);
    expect(roles).toMatchObject({
      order: 2,
      wms: 2,
      report: 2,
      platform: 0,
      plaform: 0,
      packing_admin: 0,
    });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/next-auth\.session-token=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('gives admins and owners every area at level 3', async () => {
    const res = await call<{ Datum: { user: { Roles: string } } }>('POST', '/api/auth/login', {
      body: { username: 'owner', password: 'demo1234' },
    });
    const roles = JSON.parse(res.body.Datum.user.Roles);
    expect(Object.values(roles).every((v) => v === 3)).toBe(true);
  });

  it('answers a wrong password and an unknown user exactly the same', async () => {
    const wrong = await call('POST', '/api/auth/login', {
      body: { username: 'agent', password: 'not-the-password1' },
    });
    const unknown = await call('POST', '/api/auth/login', {
      body: { username: 'nobody-here', password: 'not-the-password1' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.Msg).toBe('auth.loginFail');
  });

  it('refuses a wrongly formatted username and a missing field', async () => {
    expect(
      (await call('POST', '/api/auth/login', { body: { username: 'a b', password: 'x' } })).body
        .Msg,
    ).toBe('auth.wrongFormat');
    const missing = await call('POST', '/api/auth/login', { body: { username: 'staff' } });
    expect(missing.status).toBe(400);
    expect(missing.body.Msg).toBe('common.invalidParameter');
    expect(missing.body.Cause).toContain('password');
  });

  it('refuses a blocked user, but only one who knows the password', async () => {
    await db.user.updateMany({ where: { username: 'delivery' }, data: { status: 2 } });
    try {
      const right = await call('POST', '/api/auth/login', {
        body: { username: 'delivery', password: 'demo1234' },
      });
      expect(right.status).toBe(403);
      expect(right.body.Msg).toBe('auth.userBlocked');
      const wrong = await call('POST', '/api/auth/login', {
        body: { username: 'delivery', password: 'wrong-pass1' },
      });
      expect(wrong.body.Msg).toBe('auth.loginFail');
    } finally {
      await db.user.updateMany({ where: { username: 'delivery' }, data: { status: 1 } });
    }
  });
});

describe('tokens and sessions', () => {
  it('accepts the bearer header and the cookie, and refuses no token or a forged one', async () => {
    const token = await loginAs('staff');
    expect((await call('GET', '/api/v1/profile', { token })).status).toBe(200);
    const viaCookie = await call<{ Datum: { Id: number } }>('GET', '/api/v1/profile', {
      cookie: `next-auth.session-token=${token}`,
    });
    expect(viaCookie.status).toBe(200);
    expect(viaCookie.headers.get('cache-control')).toBe('no-store');
    const none = await call('GET', '/api/v1/profile');
    expect(none.status).toBe(401);
    expect(none.body.Msg).toBe('auth.unauthorized');
    expect(
      (await call('GET', '/api/v1/profile', { token: token.slice(0, -4) + 'AAAA' })).status,
    ).toBe(401);
  });

  it('logout revokes the token at once and clears the cookie', async () => {
    const token = await loginAs('agent');
    const out = await call('POST', '/api/auth/logout', { token });
    expect(out.status).toBe(200);
    expect(out.body.Msg).toBe('auth.logoutSuccess');
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await call('GET', '/api/v1/profile', { token })).status).toBe(401);
  });

  it('blocking a user revokes the tokens already issued', async () => {
    const token = await loginAs('customer');
    expect((await call('GET', '/api/v1/profile', { token })).status).toBe(200);
    await db.user.updateMany({ where: { username: 'customer' }, data: { status: 2 } });
    try {
      expect((await call('GET', '/api/v1/profile', { token })).status).toBe(401);
    } finally {
      await db.user.updateMany({ where: { username: 'customer' }, data: { status: 1 } });
    }
  });

  it('an expired session is refused', async () => {
    const token = await loginAs('owner');
    const user = await db.user.findFirstOrThrow({ where: { username: 'owner' } });
    await db.session.updateMany({
      where: { userId: user.id, revokedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await call('GET', '/api/v1/profile', { token })).status).toBe(401);
  });

  it('refuses a cookie-authenticated change from another origin, not one with a bearer token', async () => {
    const token = await loginAs('staff');
    const body = { first_name: 'มานะ', last_name: 'ขยันยิ่ง', nick_name: 'นะ', phone: '0812345678' };
    const cross = await call('PUT', '/api/v1/profile', {
      cookie: `next-auth.session-token=${token}`,
      body,
      headers: { origin: 'http://evil.example' },
    });
    expect(cross.status).toBe(403);
    expect(cross.body.Msg).toBe('common.originRejected');
    const same = await call('PUT', '/api/v1/profile', {
      cookie: `next-auth.session-token=${token}`,
      body,
      headers: { origin: 'http://localhost' },
    });
    expect(same.status).toBe(200);
    expect(
      (
        await call('PUT', '/api/v1/profile', {
          token,
          body,
          headers: { origin: 'http://evil.example' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('login throttling', () => {
  it('locks an account after 5 failures, even for the right password, with Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await call('POST', '/api/auth/login', {
            body: { username: 'admin2', password: 'wrong-pass1' },
          })
        ).status,
      ).toBe(401);
    }
    const locked = await call('POST', '/api/auth/login', {
      body: { username: 'admin2', password: 'demo1234' },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.Msg).toBe('auth.tooManyAttempts');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    await db.loginThrottle.deleteMany({ where: { key: 'login:user:admin2' } });
    expect(
      (
        await call('POST', '/api/auth/login', {
          body: { username: 'admin2', password: 'demo1234' },
        })
      ).status,
    ).toBe(200);
  });

  it('locks an IP after 30 failures across usernames', async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i++) {
      await call('POST', '/api/auth/login', {
        ip,
        body: { username: `ghost${i}`, password: 'wrong-pass1' },
      });
    }
    const res = await call('POST', '/api/auth/login', {
      ip,
      body: { username: 'staff', password: 'demo1234' },
    });
    expect(res.status).toBe(429);
    expect(
      (await call('POST', '/api/auth/login', { body: { username: 'staff', password: 'demo1234' } }))
        .status,
    ).toBe(200);
  });
});

describe('bot check', () => {
  let server: Server;
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const params = new URLSearchParams(body);
        seen.push(params.get('secret') ?? '');
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: params.get('response') === 'human-token' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    process.env.RECAPTCHA_SITE_KEY = 'site-key';
    process.env.RECAPTCHA_SECRET_KEY = 'secret-key';
    process.env.RECAPTCHA_VERIFY_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
    resetEnvForTests();
  });
  afterAll(async () => {
    delete process.env.RECAPTCHA_SITE_KEY;
    delete process.env.RECAPTCHA_SECRET_KEY;
    delete process.env.RECAPTCHA_VERIFY_URL;
    resetEnvForTests();
    await new Promise((r) => server.close(r));
  });

  it('is verified on the server when keys are configured', async () => {
    const missing = await call('POST', '/api/auth/login', {
      body: { username: 'staff', password: 'demo1234' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.Msg).toBe('auth.botCheckFailed');
    const bad = await call('POST', '/api/auth/login', {
      body: { username: 'staff', password: 'demo1234', recaptcha_token: 'robot' },
    });
    expect(bad.body.Msg).toBe('auth.botCheckFailed');
    const good = await call('POST', '/api/auth/login', {
      body: { username: 'staff', password: 'demo1234', recaptcha_token: 'human-token' },
    });
    expect(good.status).toBe(200);
    expect(seen).toContain('secret-key');
  });
});

describe('profile', () => {
  it('edits your own profile and writes the audit log with before and after', async () => {
    const token = await loginAs('agent');
    const res = await call<{ Datum: { NickName: string; Email: string } }>(
      'PUT',
      '/api/v1/profile',
      {
        token,
        body: {
          first_name: 'วิชัย',
          last_name: 'ตัวแทนดี',
          nick_name: 'ชัยชัย',
          phone: '0811111111',
          email: 'agent@demo-shop.test',
        },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.Datum.NickName).toBe('ชัยชัย');
    const agent = await db.user.findFirstOrThrow({ where: { username: 'agent' } });
    const audit = await db.auditLog.findFirstOrThrow({
      where: { entity: 'user', entityId: String(agent.id), action: 'profile.update' },
      orderBy: { id: 'desc' },
    });
    expect(audit.before).toMatchObject({ nickName: 'ชัย' });
    expect(audit.after).toMatchObject({ nickName: 'ชัยชัย' });
    // The test helper sends a random 10.x.x.x client address.
    expect(audit.ip).toMatch(/^10\.\d+\.\d+\.\d+$/);
    await db.user.update({
      where: { id: agent.id },
      data: { nickName: 'ชัย', phone: '0812345678' },
    });
  });

  it("refuses a wrong email format and another user's email", async () => {
    const token = await loginAs('agent');
    const base = { first_name: 'วิชัย', last_name: 'ตัวแทนดี', nick_name: 'ชัย', phone: '0812345678' };
    expect(
      (await call('PUT', '/api/v1/profile', { token, body: { ...base, email: 'not-an-email' } }))
        .status,
    ).toBe(400);
    const taken = await call('PUT', '/api/v1/profile', {
      token,
      body: { ...base, email: 'staff@demo-shop.test' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.Msg).toBe('user.duplicateEmail');
  });

  it('changes the password: old one checked, confirmation matched, other sign-ins ended', async () => {
    const other = await loginAs('delivery');
    const current = await loginAs('delivery');
    const wrongOld = await call('PUT', '/api/v1/profile/password', {
      token: current,
      body: {
        old_password: 'nope1234',
        new_password: 'newpass123',
        confirm_password: 'newpass123',
      },
    });
    expect(wrongOld.body.Msg).toBe('profile.wrongOldPassword');
    const mismatch = await call('PUT', '/api/v1/profile/password', {
      token: current,
      body: {
        old_password: 'demo1234',
        new_password: 'newpass123',
        confirm_password: 'newpass124',
      },
    });
    expect(mismatch.body.Msg).toBe('profile.confirmMismatch');
    const weak = await call('PUT', '/api/v1/profile/password', {
      token: current,
      body: { old_password: 'demo1234', new_password: 'short', confirm_password: 'short' },
    });
    expect(weak.status).toBe(400);
    try {
      const ok = await call('PUT', '/api/v1/profile/password', {
        token: current,
        body: {
          old_password: 'demo1234',
          new_password: 'newpass123',
          confirm_password: 'newpass123',
        },
      });
      expect(ok.status).toBe(200);
      expect((await call('GET', '/api/v1/profile', { token: other })).status).toBe(401);
      expect((await call('GET', '/api/v1/profile', { token: current })).status).toBe(200);
      expect(
        (
          await call('POST', '/api/auth/login', {
            body: { username: 'delivery', password: 'demo1234' },
          })
        ).status,
      ).toBe(401);
      expect(await loginAs('delivery', 'newpass123')).toBeTruthy();
    } finally {
      await resetPassword('delivery');
    }
  });

  it('saves the language on the user and in the cookie', async () => {
    const token = await loginAs('staff');
    const res = await call('PUT', '/api/v1/profile/locale', { token, body: { locale: 'en' } });
    expect(res.headers.get('set-cookie')).toMatch(/NEXT_LOCALE=en/);
    const staff = await db.user.findFirstOrThrow({ where: { username: 'staff' } });
    expect(staff.locale).toBe('en');
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: 'profile.locale', entityId: String(staff.id) },
      orderBy: { id: 'desc' },
    });
    expect(audit.after).toEqual({ locale: 'en' });
    expect(
      (await call('PUT', '/api/v1/profile/locale', { token, body: { locale: 'fr' } })).status,
    ).toBe(400);
    await call('PUT', '/api/v1/profile/locale', { token, body: { locale: 'th' } });
  });
});
