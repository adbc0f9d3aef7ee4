// The LINE Official Account screen's calls (docs/members.md, The LINE screen) against the
// real database and the local LINE (scripts/sandbox/line/line-server.ts), started here:
// the configuration without secrets, the connection check (good token, wrong token, LINE
// down, not configured, another enterprise), the delivery results with their filters and
// counts, tenancy both ways, and access by the coupon area.
import { randomBytes, randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import { prisma } from '@/lib/db';
import { env, resetEnvForTests } from '@/lib/env';
import { startLineSandbox, type LineSandbox } from '@/scripts/sandbox/line/line-server';
import { call, loginAs } from './helpers/api';

const root = prisma();
const tag = randomInt(36 ** 4).toString(36);
const lineId = () => `U${randomBytes(16).toString('hex')}`;
const LINE_VARS = [
  'LINE_API_BASE',
  'LINE_LOGIN_CHANNEL_ID',
  'LINE_LOGIN_CHANNEL_SECRET',
  'LINE_MESSAGING_ACCESS_TOKEN',
  'LINE_CHANNEL_SECRET',
  'LINE_LIFF_ID',
  'LINE_ENTERPRISE_CODE',
];
const saved: Record<string, string | undefined> = {};
let line: LineSandbox;
let admin: string;
let other: string;
const level: string[] = [];
let demoId: number;
let otherId: number;
let n = 0;

interface Connection {
  login_channel_id: string | null;
  login_channel_secret_set: boolean;
  messaging_token_set: boolean;
  channel_secret_set: boolean;
  liff_id: string | null;
  api_base: string;
  enterprise_code_set: boolean;
  serves_this_enterprise: boolean;
  webhook_url: string;
  member_page_url: string;
  counts: { members: number; following: number; verified: number; blocked: number };
  last_webhook_at: string | null;
}
interface MessageRow {
  id: number;
  member_id: number;
  member_name: string | null;
  kind: string;
  text: string;
  coupon_code: string | null;
  status: string;
  error: string | null;
  created_at: string;
  sent_at: string | null;
}
interface MessageList {
  Msg: string;
  data: MessageRow[];
  total: number;
  page: number;
  limit: number;
  counts: { queued: number; sent: number; failed: number };
}

/** Sets the LINE variables (undefined removes one) and forgets the parsed environment. */
function setLineEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
}

const sandboxEnv = () => ({ ...line.env, LINE_ENTERPRISE_CODE: 'demo-shop' });

async function levelUser(l: number): Promise<string> {
  const username = `ls${tag}.coupon${l}`;
  await root.user.create({
    data: {
      enterpriseId: demoId,
      username,
      passwordHash: await hashPassword('demo1234'),
      firstName: 'Line',
      groupId: 3,
      roles: l ? { coupon: l } : { order: 1 },
    },
  });
  return loginAs(username);
}

async function member(enterpriseId: number, extra: { status?: number; unfollowedAt?: Date } = {}) {
  return root.member.create({
    data: {
      enterpriseId,
      lineUserId: lineId(),
      displayName: `ไลน์ ${tag} ${++n}`,
      ...extra,
    },
  });
}

async function message(
  enterpriseId: number,
  memberId: number,
  data: {
    status?: string;
    kind?: string;
    text?: string;
    error?: string;
    createdAt?: Date;
    memberCouponId?: number;
  } = {},
) {
  return root.lineMessage.create({
    data: {
      enterpriseId,
      memberId,
      kind: data.kind ?? 'text',
      text: data.text ?? `ข้อความ ${tag}`,
      status: data.status ?? 'queued',
      error: data.error ?? null,
      memberCouponId: data.memberCouponId ?? null,
      retryKey: crypto.randomUUID(),
      createdAt: data.createdAt,
      sentAt: data.status === 'sent' ? new Date() : null,
    },
  });
}

beforeAll(async () => {
  for (const k of LINE_VARS) saved[k] = process.env[k];
  line = await startLineSandbox({ bot: { basicId: `@ls${tag}`, displayName: 'ร้านเดโม' } });
  demoId = (await root.enterprise.findUniqueOrThrow({ where: { code: 'demo-shop' } })).id;
  admin = await loginAs('admin');
  other = await loginAs('admin2');
  otherId = (
    await root.user.findFirstOrThrow({
      where: { username: 'admin2' },
      select: { enterpriseId: true },
    })
  ).enterpriseId;
  for (const l of [0, 1, 2]) level.push(await levelUser(l));
});

afterAll(async () => {
  setLineEnv(saved);
  await line?.close();
});

describe('GET /api/v2/line/connection', () => {
  it('tells what is configured, never a secret, with the URLs and the counts', async () => {
    setLineEnv({ ...sandboxEnv(), LINE_LIFF_ID: undefined });
    await member(demoId, { status: 1 });
    await member(demoId, { status: 2 });
    await member(demoId, { unfollowedAt: new Date() });
    const event = await root.lineWebhookEvent.create({
      data: { enterpriseId: demoId, eventId: `ls-${tag}-${randomInt(1e9)}`, type: 'follow' },
    });

    const res = await call<{ Datum: Connection }>('GET', '/api/v2/line/connection', {
      token: level[1],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const c = res.body.Datum;
    const appUrl = env().APP_URL.replace(/\/$/, '');
    expect(c).toMatchObject({
      login_channel_id: line.env.LINE_LOGIN_CHANNEL_ID,
      login_channel_secret_set: true,
      messaging_token_set: true,
      channel_secret_set: true,
      liff_id: null,
      api_base: line.url.replace(/\/$/, ''),
      enterprise_code_set: true,
      serves_this_enterprise: true,
      webhook_url: `${appUrl}/api/line/webhook`,
      member_page_url: `${appUrl}/liff`,
    });
    const text = JSON.stringify(res.body);
    for (const secret of [
      line.env.LINE_MESSAGING_ACCESS_TOKEN!,
      line.env.LINE_CHANNEL_SECRET!,
      line.env.LINE_LOGIN_CHANNEL_SECRET!,
    ])
      expect(text).not.toContain(secret);

    const where = { enterpriseId: demoId };
    expect(c.counts).toEqual({
      members: await root.member.count({ where }),
      following: await root.member.count({ where: { ...where, unfollowedAt: null } }),
      verified: await root.member.count({ where: { ...where, status: 1 } }),
      blocked: await root.member.count({ where: { ...where, status: 2 } }),
    });
    expect(c.counts.following).toBeLessThan(c.counts.members);
    expect(new Date(c.last_webhook_at!).getTime()).toBeGreaterThanOrEqual(
      event.createdAt.getTime(),
    );
  });

  it('gives the LIFF URL as the member page when a LIFF id is set', async () => {
    setLineEnv({ ...sandboxEnv(), LINE_LIFF_ID: '1650000000-AbCdEf12' });
    const res = await call<{ Datum: Connection }>('GET', '/api/v2/line/connection', {
      token: admin,
    });
    expect(res.body.Datum.liff_id).toBe('1650000000-AbCdEf12');
    expect(res.body.Datum.member_page_url).toBe('https://liff.line.me/1650000000-AbCdEf12');
  });

  it('tells another enterprise the channels are not its own, with its own counts', async () => {
    setLineEnv(sandboxEnv());
    await member(otherId);
    const res = await call<{ Datum: Connection }>('GET', '/api/v2/line/connection', {
      token: other,
    });
    expect(res.status).toBe(200);
    expect(res.body.Datum.serves_this_enterprise).toBe(false);
    expect(res.body.Datum.counts.members).toBe(
      await root.member.count({ where: { enterpriseId: otherId } }),
    );
    const lastOther = await root.lineWebhookEvent.findFirst({
      where: { enterpriseId: otherId },
      orderBy: { createdAt: 'desc' },
    });
    expect(res.body.Datum.last_webhook_at).toBe(lastOther?.createdAt.toISOString() ?? null);
  });

  it('answers with nothing configured', async () => {
    setLineEnv(Object.fromEntries(LINE_VARS.map((k) => [k, undefined])));
    const res = await call<{ Datum: Connection }>('GET', '/api/v2/line/connection', {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.Datum).toMatchObject({
      login_channel_id: null,
      messaging_token_set: false,
      channel_secret_set: false,
      enterprise_code_set: false,
      serves_this_enterprise: false,
      api_base: 'https://api.line.me',
    });
  });
});

describe('POST /api/v2/line/connection/check', () => {
  it("answers the bot's basic id and name for a good token", async () => {
    setLineEnv(sandboxEnv());
    const res = await call<{ Datum: Record<string, string> }>(
      'POST',
      '/api/v2/line/connection/check',
      { token: level[2] },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum).toMatchObject({
      basic_id: `@ls${tag}`,
      display_name: 'ร้านเดโม',
      chat_mode: 'chat',
      mark_as_read_mode: 'manual',
    });
    expect(res.body.Datum.user_id).toMatch(/^U[0-9a-f]{32}$/);
  });

  it('refuses a wrong token as LINE does, with line.tokenRejected', async () => {
    setLineEnv({ ...sandboxEnv(), LINE_MESSAGING_ACCESS_TOKEN: 'not-the-token' });
    const res = await call('POST', '/api/v2/line/connection/check', { token: admin });
    expect(res.status).toBe(502);
    expect(res.body.Msg).toBe('line.tokenRejected');
    expect(res.body.Cause).not.toContain('not-the-token');
  });

  it('answers line.unavailable when LINE does not answer', async () => {
    const port = await closedPort();
    setLineEnv({ ...sandboxEnv(), LINE_API_BASE: `http://127.0.0.1:${port}` });
    const res = await call('POST', '/api/v2/line/connection/check', { token: admin });
    expect(res.status).toBe(502);
    expect(res.body.Msg).toBe('line.unavailable');
  });

  it('answers line.notConfigured without a token, or for an enterprise the channels do not serve', async () => {
    setLineEnv({ ...sandboxEnv(), LINE_MESSAGING_ACCESS_TOKEN: undefined });
    const none = await call('POST', '/api/v2/line/connection/check', { token: admin });
    expect(none.status).toBe(422);
    expect(none.body.Msg).toBe('line.notConfigured');
    expect(none.body.Cause).toContain('LINE_MESSAGING_ACCESS_TOKEN');

    setLineEnv(sandboxEnv());
    const elsewhere = await call('POST', '/api/v2/line/connection/check', { token: other });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.Msg).toBe('line.notConfigured');

    setLineEnv({ ...sandboxEnv(), LINE_ENTERPRISE_CODE: undefined });
    const noCode = await call('POST', '/api/v2/line/connection/check', { token: admin });
    expect(noCode.body.Msg).toBe('line.notConfigured');
  });
});

describe('GET /api/v2/line/messages', () => {
  it('lists the sends with member, kind, text or code, status, error and times', async () => {
    setLineEnv(sandboxEnv());
    const m = await member(demoId);
    const sent = await call<{ data: Array<{ id: number }> }>('POST', '/api/v2/member/send', {
      token: admin,
      body: { member_ids: [m.id], text: `สวัสดี ${tag}` },
    });
    expect(sent.status).toBe(202);
    const coupon = await root.coupon.create({
      data: {
        enterpriseId: demoId,
        code: `LS${tag}${++n}`.toUpperCase(),
        name: 'ลด 20',
        discountType: 1,
        discountValue: '20',
        validFrom: new Date(Date.now() - 86_400_000),
        validTo: new Date(Date.now() + 86_400_000),
      },
    });
    const withCoupon = await call<{ data: Array<{ id: number; coupon_code: string }> }>(
      'POST',
      '/api/v2/member/send',
      { token: admin, body: { member_ids: [m.id], coupon_id: coupon.id } },
    );
    expect(withCoupon.status).toBe(202);
    const code = withCoupon.body.data[0]!.coupon_code;
    const failed = await message(demoId, m.id, { status: 'failed', error: 'LINE answered 400' });
    const ok = await message(demoId, m.id, { status: 'sent' });

    const res = await call<MessageList>('GET', `/api/v2/line/messages?member_id=${m.id}`, {
      token: level[1],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ Msg: 'common.success', total: 4, page: 1, limit: 10 });
    expect(res.body.counts).toEqual({ queued: 2, sent: 1, failed: 1 });
    // Newest first.
    expect(res.body.data.map((r) => r.id)).toEqual([
      ok.id,
      failed.id,
      withCoupon.body.data[0]!.id,
      sent.body.data[0]!.id,
    ]);
    const [okRow, failedRow, couponRow, textRow] = res.body.data;
    expect(textRow).toMatchObject({
      member_id: m.id,
      member_name: m.displayName,
      kind: 'text',
      text: `สวัสดี ${tag}`,
      coupon_code: null,
      status: 'queued',
      sent_at: null,
    });
    expect(couponRow).toMatchObject({ kind: 'coupon', coupon_code: code });
    expect(couponRow!.text).toContain(code);
    expect(failedRow).toMatchObject({ status: 'failed', error: 'LINE answered 400' });
    expect(okRow!.sent_at).not.toBeNull();
  });

  it('filters by status, kind, search and Bangkok days, the counts following the other filters', async () => {
    const m = await member(demoId);
    // 2026-01-05 23:30 Bangkok is 16:30 UTC; 2026-01-06 00:30 Bangkok is 17:30 UTC.
    const jan5 = await message(demoId, m.id, {
      status: 'sent',
      text: `ปีใหม่ ${tag}`,
      createdAt: new Date('2026-01-05T16:30:00Z'),
    });
    const jan6 = await message(demoId, m.id, {
      status: 'failed',
      kind: 'coupon',
      text: `คูปอง ${tag}`,
      createdAt: new Date('2026-01-05T17:30:00Z'),
    });
    const get = (qs: string) =>
      call<MessageList>('GET', `/api/v2/line/messages?member_id=${m.id}&${qs}`, { token: admin });

    const day5 = await get('start_date=2026-01-05&end_date=2026-01-05');
    expect(day5.body.data.map((r) => r.id)).toEqual([jan5.id]);
    const both = await get('start_date=2026-01-05&end_date=2026-01-06');
    expect(both.body.total).toBe(2);

    const failedOnly = await get('status=failed');
    expect(failedOnly.body.data.map((r) => r.id)).toEqual([jan6.id]);
    expect(failedOnly.body.total).toBe(1);
    expect(failedOnly.body.counts).toEqual({ queued: 0, sent: 1, failed: 1 });

    const coupons = await get('kind=coupon');
    expect(coupons.body.data.map((r) => r.id)).toEqual([jan6.id]);
    expect(coupons.body.counts).toEqual({ queued: 0, sent: 0, failed: 1 });

    // A LINE order's summary is a send of its own kind.
    const orderSend = await message(demoId, m.id, { status: 'sent', kind: 'order' });
    const orders = await get('kind=order');
    expect(orders.body.data.map((r) => [r.id, r.kind])).toEqual([[orderSend.id, 'order']]);
    await root.lineMessage.delete({ where: { id: orderSend.id } });

    const search = await get(`q=${encodeURIComponent(`ปีใหม่ ${tag}`)}`);
    expect(search.body.data.map((r) => r.id)).toEqual([jan5.id]);
    const byName = await call<MessageList>(
      'GET',
      `/api/v2/line/messages?q=${encodeURIComponent(m.displayName!)}`,
      { token: admin },
    );
    expect(byName.body.total).toBe(2);

    const pastEnd = await get('page=5');
    expect(pastEnd.body.data).toEqual([]);
    expect(pastEnd.body.total).toBe(2);
  });

  it('refuses bad filters with a catalogue error, never a 500', async () => {
    for (const [qs, msg] of [
      ['status=lost', 'common.invalidParameter'],
      ['kind=sticker', 'common.invalidParameter'],
      ['member_id=0', 'common.invalidParameter'],
      ['start_date=2026-02-30', 'common.invalidParameter'],
      ['sort=text', 'common.invalidParameter'],
      ['start_date=2026-01-01&end_date=2026-03-01', 'order.dateRangeTooLong'],
      ['start_date=2026-01-10&end_date=2026-01-01', 'common.invalidParameter'],
    ] as const) {
      const res = await call('GET', `/api/v2/line/messages?${qs}`, { token: admin });
      expect(res.status, qs).toBeGreaterThanOrEqual(400);
      expect(res.status, qs).toBeLessThan(500);
      expect(res.body.Msg, qs).toBe(msg);
    }
  });

  it("never shows another enterprise's sends, both ways", async () => {
    const mine = await member(demoId);
    const theirs = await member(otherId);
    const a = await message(demoId, mine.id, { text: `ของเรา ${tag}` });
    const b = await message(otherId, theirs.id, { text: `ของเขา ${tag}` });

    const demoList = await call<MessageList>(
      'GET',
      `/api/v2/line/messages?limit=100&q=${encodeURIComponent(tag)}`,
      { token: admin },
    );
    const demoIds = demoList.body.data.map((r) => r.id);
    expect(demoIds).toContain(a.id);
    expect(demoIds).not.toContain(b.id);

    const otherList = await call<MessageList>(
      'GET',
      `/api/v2/line/messages?limit=100&q=${encodeURIComponent(tag)}`,
      { token: other },
    );
    expect(otherList.body.data.map((r) => r.id)).toEqual([b.id]);

    // Their member's id names nothing here.
    const byTheirMember = await call<MessageList>(
      'GET',
      `/api/v2/line/messages?member_id=${theirs.id}`,
      { token: admin },
    );
    expect(byTheirMember.body).toMatchObject({ total: 0, data: [] });
    expect(byTheirMember.body.counts).toEqual({ queued: 0, sent: 0, failed: 0 });
  });
});

describe('the member list for sending', () => {
  it('filters following and blocked members', async () => {
    const following = await member(demoId);
    const unfollowed = await member(demoId, { unfollowedAt: new Date() });
    const blocked = await member(demoId, { status: 2 });
    const ids = async (qs: string) => {
      const res = await call<{ data: Array<{ id: number }> }>(
        'GET',
        `/api/v2/member?limit=100&q=${encodeURIComponent(`ไลน์ ${tag}`)}&${qs}`,
        { token: admin },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.map((r) => r.id);
    };
    const reachable = await ids('following=1&blocked=0');
    expect(reachable).toContain(following.id);
    expect(reachable).not.toContain(unfollowed.id);
    expect(reachable).not.toContain(blocked.id);
    expect(await ids('following=0')).toContain(unfollowed.id);
    expect(await ids('following=0')).not.toContain(following.id);
    expect(await ids('blocked=1')).toEqual(expect.arrayContaining([blocked.id]));
    expect(await ids('blocked=1')).not.toContain(following.id);
    expect((await call('GET', '/api/v2/member?following=2', { token: admin })).status).toBe(400);
  });
});

describe('access by the coupon area', () => {
  it('reads at coupon 1, checks at coupon 2, refuses below', async () => {
    setLineEnv(sandboxEnv());
    for (const path of ['/api/v2/line/connection', '/api/v2/line/messages']) {
      const none = await call('GET', path, { token: level[0] });
      expect(none.status, path).toBe(403);
      expect(none.body.Msg).toBe('common.accessDenied');
      expect((await call('GET', path, { token: level[1] })).status, path).toBe(200);
      expect((await call('GET', path)).status, path).toBe(401);
    }
    const reader = await call('POST', '/api/v2/line/connection/check', { token: level[1] });
    expect(reader.status).toBe(403);
    expect((await call('POST', '/api/v2/line/connection/check')).status).toBe(401);
  });
});

/** A local port nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}
