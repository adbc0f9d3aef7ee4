// The operator of the whole service (docs/domain-rules.md, Roles and levels): the sign-up
// requests of new shops, with their contacts' names, e-mails and phones, are theirs, not
// any shop's admin's. The seed gives the flag to the demo user `operator`; `npm run
// operator` (scripts/operator.ts) grants and revokes it on a real installation.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { readToken } from '@/lib/auth/token';
import { call, loginAs, randomIp } from './helpers/api';

const root = prisma();
const run = promisify(execFile);

/** `npm run operator -- <args>` against the test database: exit code and output. */
async function operatorCommand(...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'scripts/operator.ts', ...args],
      { env: { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL } },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

const flagOf = async (username: string) =>
  (
    await root.user.findFirstOrThrow({
      where: { username, deletedAt: null },
      select: { isPlatformOperator: true },
    })
  ).isPlatformOperator;

const listAs = (token: string) => call('GET', '/api/v1/admin/signup', { token });

let pendingId: number;

beforeAll(async () => {
  const tag = randomBytes(4).toString('hex');
  const sent = await call('POST', '/api/v1/signup', {
    ip: randomIp(),
    body: {
      shop_name: `ร้านของผู้ให้บริการ ${tag}`,
      contact_name: 'มาลี ใจดี',
      email: `operator-${tag}@signup-test.test`,
      phone: '089 111 2222',
      plan: 'starter',
    },
  });
  expect(sent.status).toBe(201);
  pendingId = (
    await root.signupRequest.findFirstOrThrow({
      where: { email: `operator-${tag}@signup-test.test` },
    })
  ).id;
});

describe('the sign-up requests belong to the operator of the service', () => {
  it("refuses every shop's admin (403) and shows the operator the contact details", async () => {
    for (const username of ['admin', 'admin2', 'owner']) {
      const token = await loginAs(username);
      const list = await listAs(token);
      expect([username, list.status, list.body.Msg]).toEqual([
        username,
        403,
        'common.accessDenied',
      ]);
      for (const action of ['approve', 'reject']) {
        const res = await call('PUT', `/api/v1/admin/signup/${pendingId}/${action}`, { token });
        expect([username, action, res.status]).toEqual([username, action, 403]);
      }
    }
    expect((await root.signupRequest.findUniqueOrThrow({ where: { id: pendingId } })).status).toBe(
      0,
    );

    const operator = await loginAs('operator');
    const list = await call<{ data: Array<Record<string, unknown>> }>(
      'GET',
      `/api/v1/admin/signup?status=0&limit=100`,
      { token: operator },
    );
    expect(list.status).toBe(200);
    expect(list.body.data.find((r) => r.id === pendingId)).toMatchObject({
      contact_name: 'มาลี ใจดี',
      phone: '089 111 2222',
    });
    const rejected = await call('PUT', `/api/v1/admin/signup/${pendingId}/reject`, {
      token: operator,
    });
    expect(rejected.status).toBe(200);
  });

  it("carries the operator's flag in the session token (for the page routing)", async () => {
    expect((await readToken(await loginAs('operator')))?.op).toBe(true);
    expect((await readToken(await loginAs('admin')))?.op).toBeUndefined();
  });
});

describe('npm run operator', () => {
  it('grants the flag to a user, who then decides sign-ups; revokes it again', async () => {
    expect(await flagOf('admin2')).toBe(false);
    const before = await loginAs('admin2');

    const granted = await operatorCommand('grant', 'admin2');
    expect(granted, granted.out).toMatchObject({ code: 0 });
    expect(granted.out).toContain('admin2 (Second Shop) operates the service');
    expect(await flagOf('admin2')).toBe(true);
    // Their sign-ins ended: the next one carries the new right.
    expect((await listAs(before)).status).toBe(401);
    const after = await loginAs('admin2');
    expect((await listAs(after)).status).toBe(200);
    expect((await operatorCommand('list')).out).toMatch(/^admin2 \(Second Shop\)$/m);
    // Granting again changes nothing.
    expect((await operatorCommand('grant', 'admin2')).out).toContain('nothing changed');

    const revoked = await operatorCommand('revoke', 'admin2');
    expect(revoked, revoked.out).toMatchObject({ code: 0 });
    expect(await flagOf('admin2')).toBe(false);
    expect((await listAs(after)).status).toBe(401);
    expect((await listAs(await loginAs('admin2'))).status).toBe(403);
    const listed = (await operatorCommand('list')).out;
    expect(listed).toMatch(/^operator \(Demo Shop\)$/m);
    expect(listed).not.toContain('admin2');
  });

  it('refuses an unknown user and a bad command line with exit code 1', async () => {
    const unknown = await operatorCommand('grant', 'nobody-by-this-name');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('No user named "nobody-by-this-name"');
    for (const args of [
      ['promote', 'admin2'],
      ['grant', 'admin2', 'extra'],
    ]) {
      const bad = await operatorCommand(...args);
      expect([args.join(' '), bad.code]).toEqual([args.join(' '), 1]);
      expect(bad.out).toContain('usage: npm run operator');
    }
    expect(await flagOf('admin2')).toBe(false);
  });
});
