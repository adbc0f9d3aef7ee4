// LINE for members against the local LINE (scripts/sandbox/line/line-server.ts), started
// here: the push job with one retry key across retries (429 first, a lost answer), sending
// to members with coupons, the webhook (signature, follow, unfollow, redelivery) and the
// member's page (ID token session, a forged user id ignored, phone codes). Nothing of LINE
// is mocked besides that server.
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linePushJob } from '@/jobs/processors/push-line-message';
import { prisma } from '@/lib/db';
import { lineSignature } from '@/lib/domain/line/signature';
import { resetEnvForTests } from '@/lib/env';
import { memoryEffectStore } from '@/lib/queue/effects';
import { startLineSandbox, type LineSandbox } from '@/scripts/sandbox/line/line-server';
import { call, loginAs } from './helpers/api';

const root = prisma();
const tag = randomInt(36 ** 4).toString(36);
const lineId = () => `U${randomBytes(16).toString('hex')}`;
let line: LineSandbox;
let admin: string;
let demoId: number;
const saved: Record<string, string | undefined> = {};

function runJob(lineMessageId: number, attempt: number) {
  return linePushJob.handle(
    { lineMessageId },
    { jobId: `line-push:${lineMessageId}`, attempt, effects: memoryEffectStore() },
  );
}

async function member(lineUserId = lineId()) {
  const res = await call<{ Datum: { id: number } }>('POST', '/api/v2/member', {
    token: admin,
    body: { line_user_id: lineUserId },
  });
  expect(res.status).toBe(201);
  return { id: res.body.Datum.id, lineUserId };
}

beforeAll(async () => {
  line = await startLineSandbox();
  const vars = { ...line.env, LINE_ENTERPRISE_CODE: 'demo-shop' };
  for (const [k, v] of Object.entries(vars)) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  resetEnvForTests();
  admin = await loginAs('admin');
  demoId = (await root.enterprise.findUniqueOrThrow({ where: { code: 'demo-shop' } })).id;
});

afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
  await line?.close();
});

describe('sending to members', () => {
  it('queues one send per member and pushes it once, with the same retry key across a 429', async () => {
    const m = await member();
    const res = await call<{ data: Array<{ id: number; status: string }> }>(
      'POST',
      '/api/v2/member/send',
      {
        token: admin,
        body: { member_ids: [m.id], text: `สวัสดี ${tag}` },
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const id = res.body.data[0]!.id;
    expect(await root.outboxMessage.count({ where: { dedupeKey: `line-push:${id}` } })).toBe(1);

    line.failNext(1, 429);
    await expect(runJob(id, 1)).rejects.toThrow(/429/);
    let row = await root.lineMessage.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(line.pushes().filter((p) => p.to === m.lineUserId)).toHaveLength(0);

    await runJob(id, 2);
    row = await root.lineMessage.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe('sent');
    expect(row.sentAt).not.toBeNull();
    const pushes = line.pushes().filter((p) => p.to === m.lineUserId);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.retryKey).toBe(row.retryKey);
    expect(pushes[0]!.messages[0]!.text).toBe(`สวัสดี ${tag}`);

    // A rerun of a sent job sends nothing again.
    await runJob(id, 3);
    expect(line.pushes().filter((p) => p.to === m.lineUserId)).toHaveLength(1);
  });

  it('takes a 409 after a lost answer as the earlier try accepted', async () => {
    const m = await member();
    const res = await call<{ data: Array<{ id: number }> }>('POST', '/api/v2/member/send', {
      token: admin,
      body: { member_ids: [m.id], text: 'hello' },
    });
    const id = res.body.data[0]!.id;
    line.loseNextAnswers(1);
    await expect(runJob(id, 1)).rejects.toThrow(/500/);
    await runJob(id, 2);
    expect((await root.lineMessage.findUniqueOrThrow({ where: { id } })).status).toBe('sent');
    expect(line.pushes().filter((p) => p.to === m.lineUserId)).toHaveLength(1);
  });

  it('marks a send failed when LINE refuses it for good', async () => {
    const m = await member();
    const res = await call<{ data: Array<{ id: number }> }>('POST', '/api/v2/member/send', {
      token: admin,
      body: { member_ids: [m.id], text: 'x' },
    });
    const id = res.body.data[0]!.id;
    line.failNext(1, 400);
    await expect(runJob(id, 1)).rejects.toThrow(/400/);
    const row = await root.lineMessage.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/400/);
  });

  it('sends a coupon as a personal code per member, by the assign rule', async () => {
    const [a, b] = [await member(), await member()];
    const coupon = await root.coupon.create({
      data: {
        enterpriseId: demoId,
        code: `LN${tag}`.toUpperCase(),
        name: 'ลด 100',
        discountType: 1,
        discountValue: '100',
        validFrom: new Date(),
        validTo: new Date(Date.now() + 86_400_000),
        quantity: 2,
      },
    });
    const res = await call<{ data: Array<{ id: number; coupon_code: string; kind: string }> }>(
      'POST',
      '/api/v2/member/send',
      { token: admin, body: { member_ids: [a.id, b.id], coupon_id: coupon.id } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.data.map((d) => d.kind)).toEqual(['coupon', 'coupon']);
    await runJob(res.body.data[0]!.id, 1);
    const push = line.pushes().find((p) => p.to === a.lineUserId)!;
    expect(push.messages[0]!.text).toContain(res.body.data[0]!.coupon_code);
    // The quantity is spent: another send of the coupon is refused, nothing queued.
    const c = await member();
    const again = await call('POST', '/api/v2/member/send', {
      token: admin,
      body: { member_ids: [c.id], coupon_id: coupon.id },
    });
    expect(again.status).toBe(409);
    expect(again.body.Msg).toBe('coupon.usedUp');
    expect(await root.lineMessage.count({ where: { memberId: c.id } })).toBe(0);
    expect(
      (await call('POST', '/api/v2/member/send', { token: admin, body: { member_ids: [c.id] } }))
        .status,
    ).toBe(400);
  });
});

describe('webhook', () => {
  const event = (type: string, userId: string, eventId: string) => ({
    destination: 'Ubot',
    events: [
      {
        type,
        mode: 'active',
        timestamp: Date.now(),
        source: { type: 'user', userId },
        webhookEventId: eventId,
      },
    ],
  });
  const post = (body: object, signature?: string) =>
    call('POST', '/api/line/webhook', {
      body,
      headers: {
        'x-line-signature':
          signature ?? lineSignature(line.env.LINE_CHANNEL_SECRET!, JSON.stringify(body)),
      },
    });

  it('refuses a bad signature with 401 and writes nothing', async () => {
    const userId = lineId();
    const body = event('follow', userId, `ev-${tag}-bad`);
    const res = await post(body, lineSignature('wrong-secret', JSON.stringify(body)));
    expect(res.status).toBe(401);
    expect(res.body.Msg).toBe('line.signatureInvalid');
    expect(await root.member.count({ where: { lineUserId: userId } })).toBe(0);
    expect(await root.lineWebhookEvent.count({ where: { eventId: `ev-${tag}-bad` } })).toBe(0);
    expect((await call('POST', '/api/line/webhook', { body })).status).toBe(401);
  });

  it('makes the member on follow, once per event, and marks an unfollow', async () => {
    const userId = lineId();
    const follow = event('follow', userId, `ev-${tag}-1`);
    expect((await post(follow)).status).toBe(200);
    expect((await post(follow)).status).toBe(200);
    const members = await root.member.findMany({ where: { lineUserId: userId } });
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({ enterpriseId: demoId, status: 0, unfollowedAt: null });
    expect(await root.lineWebhookEvent.count({ where: { eventId: `ev-${tag}-1` } })).toBe(1);

    expect((await post(event('unfollow', userId, `ev-${tag}-2`))).status).toBe(200);
    expect(
      (await root.member.findFirstOrThrow({ where: { lineUserId: userId } })).unfollowedAt,
    ).not.toBeNull();
    expect((await post(event('follow', userId, `ev-${tag}-3`))).status).toBe(200);
    expect(
      (await root.member.findFirstOrThrow({ where: { lineUserId: userId } })).unfollowedAt,
    ).toBeNull();
  });
});

describe("the member's page", () => {
  async function session(userId = lineId()) {
    const token = line.issueIdToken({ userId, name: 'สมใจ' });
    const res = await call<{ Datum: { id: number; line_user_id: string } }>(
      'POST',
      '/api/liff/session',
      {
        body: { id_token: token.idToken },
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    return { cookie, member: res.body.Datum };
  }

  it('starts a session from a LINE ID token; a user id sent by the browser is ignored', async () => {
    const real = lineId();
    const forged = lineId();
    const token = line.issueIdToken({ userId: real });
    const res = await call<{ Datum: { line_user_id: string; status: number } }>(
      'POST',
      '/api/liff/session',
      {
        body: { id_token: token.idToken, user_id: forged, line_user_id: forged },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.Datum).toMatchObject({ line_user_id: real, status: 0 });
    expect(res.headers.get('set-cookie')).toMatch(/liff_member=.+HttpOnly/);
    expect(await root.member.count({ where: { lineUserId: forged } })).toBe(0);
    // The same user again: the same member.
    const again = await call<{ Datum: { line_user_id: string } }>('POST', '/api/liff/session', {
      body: { id_token: line.issueIdToken({ userId: real }).idToken },
    });
    expect(again.status).toBe(200);
    expect(await root.member.count({ where: { lineUserId: real } })).toBe(1);
  });

  it('refuses a token LINE does not vouch for', async () => {
    for (const idToken of [
      'made-up',
      line.issueIdToken({ clientId: '999' }).idToken,
      line.issueIdToken({ expiresIn: -10 }).idToken,
    ]) {
      const res = await call('POST', '/api/liff/session', { body: { id_token: idToken } });
      expect(res.status).toBe(401);
      expect(res.body.Msg).toBe('line.idTokenInvalid');
    }
    for (const cookie of [undefined, 'liff_member=abc.def']) {
      const res = await call('GET', '/api/liff/coupons', { cookie });
      expect(res.status).toBe(400);
      expect(res.body.Msg).toBe('liff.sessionRequired');
    }
  });

  it('verifies the phone with a code pushed on LINE; wrong codes count, five spend it', async () => {
    const { cookie, member: m } = await session();
    const ask = await call('POST', '/api/liff/phone', { cookie, body: { phone: '081-555-0101' } });
    expect(ask.status, JSON.stringify(ask.body)).toBe(200);
    const text = line
      .pushes()
      .filter((p) => p.to === m.line_user_id)
      .at(-1)!.messages[0]!.text!;
    const code = /(\d{6})/.exec(text)![1]!;
    const stored = await root.member.findUniqueOrThrow({ where: { id: m.id } });
    expect(stored.otpHash).not.toContain(code);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await call('POST', '/api/liff/phone/verify', { cookie, body: { code: wrong } });
    expect(bad.status).toBe(400);
    expect(bad.body.Msg).toBe('member.otpInvalid');
    const ok = await call<{ Datum: { status: number; phone: string } }>(
      'POST',
      '/api/liff/phone/verify',
      {
        cookie,
        body: { code },
      },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.Datum).toMatchObject({ status: 1, phone: '0815550101' });
    expect(
      (await call('POST', '/api/liff/phone/verify', { cookie, body: { code } })).body.Msg,
    ).toBe('member.noPhone');

    // Five wrong tries spend the code.
    await call('POST', '/api/liff/phone', { cookie, body: { phone: '0815550102' } });
    for (let i = 0; i < 5; i++)
      await call('POST', '/api/liff/phone/verify', { cookie, body: { code: 'abcdef' } });
    const spent = await call('POST', '/api/liff/phone/verify', {
      cookie,
      body: { code: '123456' },
    });
    expect(spent.status).toBe(429);
    expect(spent.body.Msg).toBe('member.otpTooManyTries');
    expect((await call('POST', '/api/liff/phone', { cookie, body: { phone: '123' } })).status).toBe(
      400,
    );
  });

  it('unblocks a member whose phone was verified to 1, and an edit of the phone drops the proof', async () => {
    const { cookie, member: m } = await session();
    await call('POST', '/api/liff/phone', { cookie, body: { phone: '081-555-0199' } });
    const text = line
      .pushes()
      .filter((p) => p.to === m.line_user_id)
      .at(-1)!.messages[0]!.text!;
    const code = /(\d{6})/.exec(text)![1]!;
    const ok = await call('POST', '/api/liff/phone/verify', { cookie, body: { code } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const put = (body: Record<string, unknown>) =>
      call<{ Datum: { status: number } }>('PUT', `/api/v2/member/${m.id}`, { token: admin, body });
    expect((await put({ status: 2 })).body.Datum.status).toBe(2);
    // A blocked member's edit that says nothing of the status keeps it blocked.
    expect((await put({ province: 'ลำปาง' })).body.Datum.status).toBe(2);
    // Unblocked with 0 or 1: 1, the phone having been verified.
    expect((await put({ status: 0 })).body.Datum.status).toBe(1);
    expect((await put({ status: 2 })).body.Datum.status).toBe(2);
    expect((await put({ status: 1 })).body.Datum.status).toBe(1);
    // The same phone again keeps the proof; another phone is no longer verified.
    expect((await put({ phone: '0815550199' })).body.Datum.status).toBe(1);
    expect((await put({ phone: '0815550198' })).body.Datum.status).toBe(0);
    expect((await put({ status: 2 })).body.Datum.status).toBe(2);
    expect((await put({ status: 1 })).body.Datum.status).toBe(0);
  });

  it("shows the member's own coupons: what each gives, until when, usable ones first", async () => {
    const { cookie, member: m } = await session();
    const day = 86_400_000;
    const make = (suffix: string, data: Record<string, unknown>) =>
      root.coupon.create({
        data: {
          enterpriseId: demoId,
          code: `LF${tag}${suffix}`.toUpperCase(),
          name: `ลด ${suffix}`,
          discountType: 1,
          discountValue: '20',
          validFrom: new Date(Date.now() - day),
          validTo: new Date(Date.now() + day),
          ...data,
        },
      });
    const percent = await make('P', {
      discountType: 2,
      discountValue: '10',
      maxDiscount: '100',
      minimumAmount: '300',
      description: 'ทุกสินค้า',
    });
    const amount = await make('A', {});
    for (const coupon of [percent, amount]) {
      const res = await call('POST', '/api/v2/member-coupons/assign', {
        token: admin,
        body: { coupon_id: coupon.id, member_ids: [m.id] },
      });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    }
    // The amount coupon's code was used; then the percent coupon ran out of days.
    await root.memberCoupon.updateMany({
      where: { memberId: m.id, couponId: amount.id },
      data: { status: 1, usedAt: new Date() },
    });
    type Row = Record<string, unknown> & { coupon_id: number; state: string };
    let res = await call<{ Datum: Row[] }>('GET', '/api/liff/coupons', { cookie });
    expect(res.status).toBe(200);
    expect(res.body.Datum.map((c) => [c.coupon_id, c.state])).toEqual([
      [percent.id, 'usable'],
      [amount.id, 'used'],
    ]);
    expect(res.body.Datum[0]).toMatchObject({
      coupon_name: 'ลด P',
      coupon_status: 'unused',
      description: 'ทุกสินค้า',
      discount_type: 2,
      discount_value: '10.00',
      max_discount: '100.00',
      minimum_amount: '300.00',
      valid_to: percent.validTo.toISOString(),
      used_at: null,
    });
    expect(res.body.Datum[0]!.coupon_code).toMatch(new RegExp(`^${percent.code}-`));
    expect(res.body.Datum[1]).toMatchObject({
      discount_type: 1,
      discount_value: '20.00',
      max_discount: null,
      minimum_amount: '0.00',
      coupon_status: 'used',
    });
    expect(res.body.Datum[1]!.used_at).not.toBeNull();

    await root.coupon.update({
      where: { id: percent.id },
      data: { validTo: new Date(Date.now() - 1000) },
    });
    res = await call<{ Datum: Row[] }>('GET', '/api/liff/coupons', { cookie });
    expect(res.body.Datum.find((c) => c.coupon_id === percent.id)!.state).toBe('expired');
    await root.coupon.update({
      where: { id: percent.id },
      data: { validTo: new Date(Date.now() + day), status: 2 },
    });
    res = await call<{ Datum: Row[] }>('GET', '/api/liff/coupons', { cookie });
    expect(res.body.Datum.find((c) => c.coupon_id === percent.id)!.state).toBe('disabled');
  });

  it("starts a session from the sandbox login's token, as the page does in a browser", async () => {
    const sub = lineId();
    const login = await fetch(
      `${line.url}/__sandbox/line/login?${new URLSearchParams({
        sub,
        name: 'สมใจ',
        redirect_uri: 'http://localhost:3000/liff',
      })}`,
      { redirect: 'manual' },
    );
    expect(login.status).toBe(302);
    const idToken = new URLSearchParams(new URL(login.headers.get('location')!).hash.slice(1)).get(
      'id_token',
    )!;
    const res = await call<{ Datum: { line_user_id: string; display_name: string } }>(
      'POST',
      '/api/liff/session',
      { body: { id_token: idToken } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum).toMatchObject({ line_user_id: sub, display_name: 'สมใจ' });
  });

  it('refuses a blocked member at sign-in and on the coupons', async () => {
    const { cookie, member: m } = await session();
    await root.member.update({ where: { id: m.id }, data: { status: 2 } });
    const coupons = await call('GET', '/api/liff/coupons', { cookie });
    expect(coupons.body.Msg).toBe('member.blocked');
    const again = await call('POST', '/api/liff/session', {
      body: { id_token: line.issueIdToken({ userId: m.line_user_id }).idToken },
    });
    expect(again.body.Msg).toBe('member.blocked');
  });
});
