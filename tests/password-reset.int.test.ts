// Password reset end to end: the forgot-password route writes the token and an outbox row,
// the relay moves it to BullMQ (Redis database 15), a real worker renders and sends the
// email to a local SMTP server, and the link in it resets the password once.
import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { NextRequest } from 'next/server';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as forgotPassword } from '@/app/api/auth/forgotpassword/route';
import { POST as resetPassword } from '@/app/api/auth/resetpassword/route';
import { POST as login } from '@/app/api/auth/login/route';
import { GET as getProfile } from '@/app/api/v1/profile/route';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { PASSWORD_RESET_LIMIT } from '@/lib/domain/auth/service';
import { prisma } from '@/lib/db';
import { env, resetEnvForTests } from '@/lib/env';
import { closeMailTransport } from '@/lib/mail/transport';
import { createRedis } from '@/lib/queue/connection';
import { runDueOutboxOnce } from '@/lib/queue/in-process';
import { jobIdFor, outboxJobKey } from '@/lib/queue/job-id';
import { OutboxRelay } from '@/lib/queue/outbox-relay';
import { startWorkerRuntime, type WorkerRuntime } from '@/lib/queue/worker-runtime';
import { JOB_REGISTRY } from '@/jobs/registry';
import { startSmtpServer, type LocalSmtpServer, type ReceivedMail } from './helpers/smtp-server';

const db = prisma();
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const PREFIX = `test-reset-${randomUUID().slice(0, 8)}`;
const NEW_PASSWORD = 'NewPassw0rd-reset';
const SMTP_KEYS = [
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_SECURE',
  'SMTP_USER',
  'SMTP_PASS',
  'MAIL_FROM',
] as const;

type Handler = (req: Request) => Promise<Response>;

async function call(
  handler: Handler,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string } = {},
) {
  const headers = new Headers({
    'x-backoffice-peer': `10.9.${randomInt(256)}.${randomInt(1, 255)}`,
  });
  if (opts.body !== undefined) headers.set('content-type', 'application/json');
  if (opts.token) headers.set('authorization', `Bearer ${opts.token}`);
  const req = new NextRequest(new URL(path, 'http://localhost'), {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const res = await handler(req);
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : {}) as { Msg?: string; Datum?: { token?: string } },
  };
}

let smtp: LocalSmtpServer;
let runtime: WorkerRuntime;
let relayRedis: Redis;
let staff: { id: number; email: string; locale: string };
const savedEnv: Partial<Record<(typeof SMTP_KEYS)[number], string | undefined>> = {};

/** Asks for a reset link, relays the outbox row to the worker, and waits for the email. */
async function requestResetMail(
  via: 'worker' | 'in-process' = 'worker',
): Promise<{ mail: ReceivedMail; token: string; rowId: bigint; jobKey: string }> {
  const seen = smtp.messages.length;
  const res = await call(forgotPassword, 'POST', '/api/auth/forgotpassword', {
    body: { email: staff.email },
  });
  expect(res.status).toBe(200);
  expect(res.body.Msg).toBe('auth.forgotPasswordSent');
  const row = await db.outboxMessage.findFirstOrThrow({
    where: {
      queue: 'mail',
      jobName: 'password-reset',
      relayedAt: null,
      payload: { path: ['to'], equals: staff.email },
    },
    orderBy: { id: 'desc' },
    select: { id: true, dedupeKey: true, createdAt: true },
  });
  if (via === 'worker') {
    const relay = new OutboxRelay({
      db,
      redis: relayRedis,
      prefix: PREFIX,
      registry: JOB_REGISTRY,
      ids: [row.id],
    });
    try {
      expect(await relay.relayOnce()).toEqual({ claimed: 1, relayed: 1, failed: 0 });
    } finally {
      await relay.close();
    }
  } else {
    expect(await runDueOutboxOnce({ db, registry: JOB_REGISTRY, ids: [row.id] })).toEqual({
      ran: 1,
      failed: 0,
    });
  }
  const mail = await smtp.waitForMail(
    (m) => smtp.messages.indexOf(m) >= seen && m.to.includes(staff.email),
  );
  const token = /\/resetpassword\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset link in the email:\n${mail.text}`);
  return { mail, token, rowId: row.id, jobKey: outboxJobKey(row) };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  for (const key of SMTP_KEYS) savedEnv[key] = process.env[key];
  Object.assign(process.env, {
    SMTP_HOST: smtp.host,
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    SMTP_USER: '',
    SMTP_PASS: '',
    MAIL_FROM: 'Back Office <no-reply@demo-shop.test>',
  });
  resetEnvForTests();
  closeMailTransport();

  const user = await db.user.findFirstOrThrow({
    where: { username: 'staff', deletedAt: null },
    select: { id: true, email: true, locale: true },
  });
  if (!user.email) throw new Error('the seed user staff has no email');
  staff = { id: user.id, email: user.email, locale: user.locale };

  relayRedis = createRedis({ url: REDIS_URL, role: 'client', name: 'reset-test-relay' });
  // The real worker, on this test's own BullMQ prefix; the test runs the relay itself
  // (only its own rows), so that other tests' outbox rows stay where they are.
  runtime = startWorkerRuntime({
    db,
    redisUrl: REDIS_URL,
    prefix: PREFIX,
    registry: JOB_REGISTRY,
    relayIntervalMs: 0,
    housekeepingIntervalMs: 0,
  });
});

afterAll(async () => {
  await db.user.update({
    where: { id: staff.id },
    data: { passwordHash: await hashPassword('demo1234') },
  });
  await runtime?.close();
  const queue = new Queue('mail', { connection: relayRedis, prefix: PREFIX });
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
  await relayRedis?.quit();
  await smtp?.close();
  for (const key of SMTP_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  resetEnvForTests();
  closeMailTransport();
});

// Each test asks for mails to the same seed user: the hourly limit is tested on its own.
beforeEach(async () => {
  await db.loginThrottle.deleteMany({ where: { key: { startsWith: 'reset:' } } });
});

describe('password reset by email', () => {
  it('emails a link through outbox, relay and worker; the link resets the password once and ends every sign-in', async () => {
    const signIn = await call(login, 'POST', '/api/auth/login', {
      body: { username: 'staff', password: 'demo1234' },
    });
    expect(signIn.status).toBe(200);
    const oldToken = signIn.body.Datum!.token!;
    expect((await call(getProfile, 'GET', '/api/v1/profile', { token: oldToken })).status).toBe(
      200,
    );

    const { mail, token, rowId, jobKey } = await requestResetMail();

    // The email: to the user, from MAIL_FROM, in the user's language, with the link and its validity.
    expect(mail.to).toEqual([staff.email]);
    expect(mail.from).toBe('no-reply@demo-shop.test');
    const link = `${env().APP_URL.replace(/\/$/, '')}/resetpassword?token=${token}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    if (staff.locale === 'en') {
      expect(mail.subject).toContain('Reset your');
      expect(mail.text).toContain('30 minutes');
    } else {
      expect(mail.subject).toContain('ตั้งรหัสผ่านใหม่');
      expect(mail.text).toContain('30 นาที');
    }
    // Stored hashed, never in clear.
    const hash = createHash('sha256').update(token).digest('hex');
    expect(
      await db.passwordResetToken.count({
        where: { tokenHash: hash, userId: staff.id, usedAt: null },
      }),
    ).toBe(1);
    // The row is relayed and the sent message recorded under the job's dedupe key.
    expect(
      (await db.outboxMessage.findUniqueOrThrow({ where: { id: rowId } })).relayedAt,
    ).not.toBeNull();
    expect(await relayRedis.get(`mail:sent:${jobKey}`)).toMatch(/^done:<.+>$/);

    const reset = await call(resetPassword, 'POST', '/api/auth/resetpassword', {
      body: { token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.Msg).toBe('auth.resetPasswordSuccess');
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: 'auth.passwordReset', entityId: String(staff.id) },
      orderBy: { id: 'desc' },
    });
    expect(audit.actorId).toBe(staff.id);
    expect(JSON.stringify({ ...audit, id: String(audit.id) })).not.toContain(NEW_PASSWORD);

    // Single use.
    const again = await call(resetPassword, 'POST', '/api/auth/resetpassword', {
      body: { token, password: 'Another1pass', confirm_password: 'Another1pass' },
    });
    expect(again.status).toBe(400);
    expect(again.body.Msg).toBe('auth.resetTokenInvalid');

    // The sign-in made before the reset is over.
    expect((await call(getProfile, 'GET', '/api/v1/profile', { token: oldToken })).status).toBe(
      401,
    );
    const sessions = await db.session.findMany({
      where: { userId: staff.id, createdAt: { lt: new Date() } },
      select: { revokedAt: true },
    });
    expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);

    // The new password signs in; the old one no longer matches.
    const fresh = await call(login, 'POST', '/api/auth/login', {
      body: { username: 'staff', password: NEW_PASSWORD },
    });
    expect(fresh.status).toBe(200);
    expect(
      (await call(getProfile, 'GET', '/api/v1/profile', { token: fresh.body.Datum!.token! }))
        .status,
    ).toBe(200);
    const stored = await db.user.findUniqueOrThrow({
      where: { id: staff.id },
      select: { passwordHash: true },
    });
    expect(await verifyPassword(stored.passwordHash, 'demo1234')).toBe(false);
  });

  it('refuses an expired link', async () => {
    const { token } = await requestResetMail();
    const hash = createHash('sha256').update(token).digest('hex');
    await db.passwordResetToken.update({
      where: { tokenHash: hash },
      data: { expiresAt: new Date(Date.now() - 1_000) },
    });
    const res = await call(resetPassword, 'POST', '/api/auth/resetpassword', {
      body: { token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(res.body.Msg).toBe('auth.resetTokenInvalid');
  });

  it('sends one email even when the job is relayed twice and run twice', async () => {
    const { rowId, jobKey } = await requestResetMail();
    const count = () => smtp.messages.filter((m) => m.to.includes(staff.email)).length;
    const before = count();

    // The relay's mark was lost: the row is relayed again; BullMQ keeps its one job.
    await db.outboxMessage.update({
      where: { id: rowId },
      data: { relayedAt: null, availableAt: new Date(Date.now() - 1_000) },
    });
    const relay = new OutboxRelay({
      db,
      redis: relayRedis,
      prefix: PREFIX,
      registry: JOB_REGISTRY,
      ids: [rowId],
    });
    expect((await relay.relayOnce()).relayed).toBe(1);
    await relay.close();

    // The job runs again anyway (as after a stalled worker): the mail:sent record stops a second email.
    const queue = new Queue('mail', { connection: relayRedis, prefix: PREFIX });
    try {
      const job = await queue.getJob(jobIdFor(jobKey));
      expect(await job?.isCompleted()).toBe(true);
      await job!.retry('completed');
      const until = Date.now() + 15_000;
      while (!(await (await queue.getJob(jobIdFor(jobKey)))?.isCompleted())) {
        if (Date.now() > until) throw new Error('the rerun did not complete');
        await new Promise((r) => setTimeout(r, 100));
      }
      const rerun = await queue.getJob(jobIdFor(jobKey));
      expect(rerun?.returnvalue).toMatchObject({ skipped: true });
    } finally {
      await queue.close();
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(count()).toBe(before);
  });

  it('without Redis, the in-process runner sends the same email, and retries a refused delivery', async () => {
    smtp.refuseNext(1, 451);
    const seen = smtp.messages.length;
    await call(forgotPassword, 'POST', '/api/auth/forgotpassword', {
      body: { email: staff.email },
    });
    const row = await db.outboxMessage.findFirstOrThrow({
      where: {
        queue: 'mail',
        jobName: 'password-reset',
        relayedAt: null,
        payload: { path: ['to'], equals: staff.email },
      },
      orderBy: { id: 'desc' },
    });
    // The SMTP server answers 451 (try later): the row stays, with the error and a backoff.
    expect(await runDueOutboxOnce({ db, registry: JOB_REGISTRY, ids: [row.id] })).toEqual({
      ran: 0,
      failed: 1,
    });
    const failed = await db.outboxMessage.findUniqueOrThrow({ where: { id: row.id } });
    expect(failed).toMatchObject({ attempts: 1, relayedAt: null });
    expect(failed.lastError).toContain('451');
    expect(smtp.messages.length).toBe(seen);

    await db.outboxMessage.update({
      where: { id: row.id },
      data: { availableAt: new Date(Date.now() - 1_000) },
    });
    expect(await runDueOutboxOnce({ db, registry: JOB_REGISTRY, ids: [row.id] })).toEqual({
      ran: 1,
      failed: 0,
    });
    const mail = await smtp.waitForMail(
      (m) => smtp.messages.indexOf(m) >= seen && m.to.includes(staff.email),
    );
    expect(mail.text).toMatch(/\/resetpassword\?token=[A-Za-z0-9_-]{20,}/);
    expect(
      (await db.outboxMessage.findUniqueOrThrow({ where: { id: row.id } })).relayedAt,
    ).not.toBeNull();
  });

  it('a permanently refused address is given up, not retried', async () => {
    smtp.refuseNext(1, 550);
    await call(forgotPassword, 'POST', '/api/auth/forgotpassword', {
      body: { email: staff.email },
    });
    const row = await db.outboxMessage.findFirstOrThrow({
      where: {
        queue: 'mail',
        jobName: 'password-reset',
        relayedAt: null,
        payload: { path: ['to'], equals: staff.email },
      },
      orderBy: { id: 'desc' },
    });
    expect(await runDueOutboxOnce({ db, registry: JOB_REGISTRY, ids: [row.id] })).toEqual({
      ran: 0,
      failed: 1,
    });
    const done = await db.outboxMessage.findUniqueOrThrow({ where: { id: row.id } });
    expect(done.relayedAt).not.toBeNull();
    expect(done.lastError).toMatch(/^gave up: PermanentJobError: SMTP refused/);
  });
});

describe('the hourly limit of reset mails', () => {
  const ask = (email: string, ip: string) => {
    const headers = new Headers({ 'x-backoffice-peer': ip, 'content-type': 'application/json' });
    return forgotPassword(
      new NextRequest(new URL('/api/auth/forgotpassword', 'http://localhost'), {
        method: 'POST',
        headers,
        body: JSON.stringify({ email }),
      }),
    );
  };
  const tokensOf = (userId: number) => db.passwordResetToken.count({ where: { userId } });

  it('sends at most 3 mails an hour to one address, whatever address asks', async () => {
    const before = await tokensOf(staff.id);
    for (let i = 0; i < PASSWORD_RESET_LIMIT.perAddress; i++)
      expect((await ask(staff.email.toUpperCase(), `10.7.0.${i + 1}`)).status).toBe(200);
    const over = await ask(staff.email, '10.7.0.99');
    expect(over.status).toBe(429);
    expect(((await over.json()) as { Msg: string }).Msg).toBe('auth.tooManyAttempts');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await tokensOf(staff.id)) - before).toBe(PASSWORD_RESET_LIMIT.perAddress);
  });

  it('lets one client address ask for 10 an hour, known addresses or not', async () => {
    const ip = `10.6.${randomInt(256)}.${randomInt(1, 255)}`;
    for (let i = 0; i < PASSWORD_RESET_LIMIT.perIp; i++)
      expect((await ask(`nobody-${i}-${randomUUID()}@example.test`, ip)).status).toBe(200);
    expect((await ask(staff.email, ip)).status).toBe(429);
    // Another client address is not held back by this one.
    expect((await ask(staff.email, ip.replace(/^10\.6\./, '10.5.'))).status).toBe(200);
  });
});
