// LINE orders (docs/members.md, LINE orders) against the local LINE
// (scripts/sandbox/line/line-server.ts), started here: an order created from a member
// (recipient filled from the member, platform 5, the member's customer record so
// total_spending follows), the push with the summary and the PromptPay QR image (its
// signed address serves the PNG; tampered or expired: 404), "Send to LINE" again, the
// image the member sends back landing as the order's slip through the line-chat-image job
// (the payment queue shows it; run twice, once; LINE down: tried again, then the member
// is asked to send it again), no open order, another enterprise's member, and access. Nothing of LINE is mocked
// besides that server.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineChatImageJob } from '@/jobs/processors/attach-line-chat-image';
import { linePushJob } from '@/jobs/processors/push-line-message';
import { LINE_PUSH_JOB_ATTEMPTS } from '@/lib/domain/line/push-policy';
import { prisma } from '@/lib/db';
import { signOrderQr } from '@/lib/domain/line/order-qr-link';
import { lineSignature } from '@/lib/domain/line/signature';
import { readQrFromImage } from '@/lib/domain/payments/slip-image';
import { resetEnvForTests } from '@/lib/env';
import { memoryEffectStore } from '@/lib/queue/effects';
import { startLineSandbox, type LineSandbox } from '@/scripts/sandbox/line/line-server';
import { call, loginAs } from './helpers/api';
import { demoShop, newPhone, tag, type Shop } from './helpers/order-fixtures';

const root = prisma();
const lineId = () => `U${randomBytes(16).toString('hex')}`;
let line: LineSandbox;
let admin: string;
let shop: Shop;
let promptpayId: number;
const saved: Record<string, string | undefined> = {};

interface MemberOrderAnswer {
  Datum: {
    id: number;
    order_number: string;
    platform: number;
    status: number;
    total: string;
    customer_id: number | null;
    recipient: Record<string, string>;
    member_id: number;
    line_message_id: number | null;
  };
}

async function member(extra: Record<string, unknown> = {}) {
  const lineUserId = lineId();
  const res = await call<{ Datum: { id: number } }>('POST', '/api/v2/member', {
    token: admin,
    body: {
      line_user_id: lineUserId,
      display_name: `ลูกค้า LINE ${tag}`,
      phone: newPhone(),
      address: '12/3 ซอยสุขุมวิท 11',
      subdistrict: 'คลองเตยเหนือ',
      district: 'วัฒนา',
      province: 'กรุงเทพมหานคร',
      postcode: '10110',
      ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.Datum.id, lineUserId };
}

const orderBody = (extra: Record<string, unknown> = {}) => ({
  sale_channel_id: shop.channelId,
  payment_method_id: promptpayId,
  shipping_provider_id: 1,
  items: [{ product_id: shop.products['SERUM-30'].id, quantity: 2 }],
  ...extra,
});

async function memberOrder(memberId: number, extra: Record<string, unknown> = {}) {
  const res = await call<MemberOrderAnswer>('POST', `/api/v2/member/${memberId}/order`, {
    token: admin,
    body: orderBody(extra),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.Datum;
}

/** Runs the queued push of a line_messages row as the worker would (its outbox payload). */
async function runPush(lineMessageId: number) {
  const row = await root.outboxMessage.findFirstOrThrow({
    where: { dedupeKey: `line-push:${lineMessageId}` },
  });
  const payload = row.payload as { lineMessageId: number; orderId?: number };
  return linePushJob.handle(payload, {
    jobId: `line-push:${lineMessageId}`,
    attempt: 1,
    effects: memoryEffectStore(),
  });
}

/** Runs the queued chat-image job of a webhook event as the worker would, try `attempt`. */
async function runChatImage(eventId: string, attempt = 1) {
  const row = await root.outboxMessage.findFirstOrThrow({
    where: { dedupeKey: `line-chat-image:${shop.id}:${eventId}` },
  });
  return lineChatImageJob.handle(lineChatImageJob.schema.parse(row.payload), {
    jobId: `line-chat-image:${eventId}`,
    attempt,
    effects: memoryEffectStore(),
  });
}

const outcomeOf = async (eventId: string) =>
  (await root.lineWebhookEvent.findFirstOrThrow({ where: { eventId } })).outcome;

const pushesTo = (userId: string) => line.pushes().filter((p) => p.to === userId);

const postWebhook = (body: string) =>
  call('POST', '/api/line/webhook', {
    body: JSON.parse(body) as unknown,
    headers: { 'x-line-signature': lineSignature(line.env.LINE_CHANNEL_SECRET!, body) },
  });

beforeAll(async () => {
  line = await startLineSandbox();
  const vars = { ...line.env, LINE_ENTERPRISE_CODE: 'demo-shop' };
  for (const [k, v] of Object.entries(vars)) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  resetEnvForTests();
  admin = await loginAs('admin');
  shop = await demoShop();
  promptpayId = (
    await root.paymentMethod.findFirstOrThrow({
      where: { enterpriseId: shop.id, name: 'พร้อมเพย์ QR' },
    })
  ).id;
});

afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
  await line?.close();
});

describe('an order created from a member', () => {
  it('fills the recipient from the member, takes overrides, is on platform 5 and the member', async () => {
    const m = await member();
    const stored = await root.member.findUniqueOrThrow({ where: { id: m.id } });
    const order = await memberOrder(m.id, { recipient: { name: 'ชื่อผู้รับใหม่' } });
    expect(order.platform).toBe(5);
    expect(order.status).toBe(100);
    expect(order.member_id).toBe(m.id);
    expect(order.recipient).toMatchObject({
      name: 'ชื่อผู้รับใหม่',
      phone: stored.phone,
      address: '12/3 ซอยสุขุมวิท 11',
      subdistrict: 'คลองเตยเหนือ',
      district: 'วัฒนา',
      province: 'กรุงเทพมหานคร',
      zipcode: '10110',
    });
    // The member now has a customer record, and the order is on it.
    const after = await root.member.findUniqueOrThrow({ where: { id: m.id } });
    expect(after.customerId).not.toBeNull();
    expect(order.customer_id).toBe(after.customerId);

    // A second order reuses the same customer record.
    const second = await memberOrder(m.id, { send_line: false });
    expect(second.customer_id).toBe(after.customerId);
    expect(second.line_message_id).toBeNull();

    // total_spending follows the member's orders (delivered counts).
    await root.order.update({ where: { id: second.id }, data: { status: 122 } });
    const spent = await root.member.findUniqueOrThrow({ where: { id: m.id } });
    const o = await root.order.findUniqueOrThrow({ where: { id: second.id } });
    expect(spent.totalSpending.toFixed(2)).toBe(o.subtotal.minus(o.discount).toFixed(2));
  });

  it('makes one order for one Idempotency-Key', async () => {
    const m = await member();
    const send = () =>
      call<MemberOrderAnswer>('POST', `/api/v2/member/${m.id}/order`, {
        token: admin,
        body: orderBody(),
        headers: { 'Idempotency-Key': `line-order-${tag}-${m.id}` },
      });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.Datum.id).toBe(first.body.Datum.id);
    const after = await root.member.findUniqueOrThrow({ where: { id: m.id } });
    expect(await root.order.count({ where: { customerId: after.customerId } })).toBe(1);
    expect(await root.lineMessage.count({ where: { memberId: m.id } })).toBe(1);
  });

  it('asks for what the member lacks, refuses a blocked member and an unknown one', async () => {
    const bare = await member({ address: null, subdistrict: null });
    const res = await call('POST', `/api/v2/member/${bare.id}/order`, {
      token: admin,
      body: orderBody(),
    });
    expect(res.status).toBe(400);
    expect(res.body.Msg).toBe('common.invalidParameter');
    expect(res.body.Cause).toMatch(/recipient\.address/);
    // Given in the body, the order is made.
    await memberOrder(bare.id, {
      recipient: { address: '1 ถนนสีลม', subdistrict: 'สีลม' },
      send_line: false,
    });

    const blocked = await member();
    await root.member.update({ where: { id: blocked.id }, data: { status: 2 } });
    const refused = await call('POST', `/api/v2/member/${blocked.id}/order`, {
      token: admin,
      body: orderBody(),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.Msg).toBe('member.blocked');

    const unknown = await call('POST', '/api/v2/member/999999999/order', {
      token: admin,
      body: orderBody(),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.Msg).toBe('member.notFound');
  });
});

describe('the LINE push', () => {
  it('sends the summary and the QR image; the signed address serves the PNG', async () => {
    const m = await member();
    const order = await memberOrder(m.id);
    expect(order.line_message_id).not.toBeNull();
    await runPush(order.line_message_id!);
    const [push] = pushesTo(m.lineUserId);
    expect(push).toBeDefined();
    const [text, image] = push!.messages;
    expect(text!.type).toBe('text');
    expect(text!.text).toContain(order.order_number);
    expect(text!.text).toContain('x2');
    expect(text!.text).toContain(
      Number(order.total).toLocaleString('en-US', { minimumFractionDigits: 2 }),
    );
    expect(image!.type).toBe('image');
    expect(image!.previewContentUrl).toBe(image!.originalContentUrl);
    const url = new URL(image!.originalContentUrl!);
    expect(url.pathname).toMatch(/^\/api\/line\/qr\/[\w-]+\.[\w-]+$/);
    const row = await root.lineMessage.findUniqueOrThrow({ where: { id: order.line_message_id! } });
    expect(row).toMatchObject({ status: 'sent', kind: 'order', memberId: m.id });

    // The address serves the PNG of the order's PromptPay QR, to anyone (LINE fetches it).
    const png = await call('GET', url.pathname);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.bytes.subarray(0, 4).toString('hex')).toBe('89504e47');
    const qr = await call<{ Datum: { payload: string } }>(
      'GET',
      `/api/v1/orders/${order.id}/promptpay`,
      { token: admin },
    );
    expect(readQrFromImage(png.bytes)).toBe(qr.body.Datum.payload);

    // Tampered with, or expired: 404.
    const token = url.pathname.split('/').pop()!;
    const [data, sig] = token.split('.');
    const flipped = `${data}.${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`;
    expect((await call('GET', `/api/line/qr/${flipped}`)).status).toBe(404);
    const otherOrder = signOrderQr({
      enterpriseId: shop.id,
      orderId: order.id + 1,
      exp: 1,
    });
    expect((await call('GET', `/api/line/qr/${otherOrder}`)).status).toBe(404);
    const expired = signOrderQr({
      enterpriseId: shop.id,
      orderId: order.id,
      exp: Math.floor(Date.now() / 1000) - 1,
    });
    expect((await call('GET', `/api/line/qr/${expired}`)).status).toBe(404);
    const forged = `${Buffer.from(JSON.stringify([shop.id, order.id, 4_000_000_000])).toString('base64url')}.${sig}`;
    expect((await call('GET', `/api/line/qr/${forged}`)).status).toBe(404);
  });

  it('sends again on "Send to LINE", with a new retry key', async () => {
    const m = await member();
    const order = await memberOrder(m.id, { send_line: false });
    const res = await call<{ Datum: { line_message_id: number; with_qr: boolean } }>(
      'POST',
      `/api/v1/orders/${order.id}/line`,
      { token: admin },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.Datum.with_qr).toBe(true);
    await runPush(res.body.Datum.line_message_id);
    const again = await call<{ Datum: { line_message_id: number } }>(
      'POST',
      `/api/v1/orders/${order.id}/line`,
      { token: admin },
    );
    await runPush(again.body.Datum.line_message_id);
    const pushes = pushesTo(m.lineUserId);
    expect(pushes).toHaveLength(2);
    expect(pushes[0]!.retryKey).not.toBe(pushes[1]!.retryKey);
    expect(pushes.every((p) => p.messages[1]?.type === 'image')).toBe(true);
  });

  it('refuses "Send to LINE" for an order of no member', async () => {
    const plain = await call<{ Datum: { id: number } }>('POST', '/api/v1/orders', {
      token: admin,
      body: {
        ...orderBody(),
        recipient: {
          name: 'ไม่ใช่สมาชิก',
          phone: newPhone(),
          address: '1',
          subdistrict: 'ก',
          district: 'ข',
          province: 'ค',
          zipcode: '10110',
        },
      },
    });
    expect(plain.status).toBe(201);
    const res = await call('POST', `/api/v1/orders/${plain.body.Datum.id}/line`, {
      token: admin,
    });
    expect(res.status).toBe(422);
    expect(res.body.Msg).toBe('line.orderWithoutMember');
  });
});

describe('the slip sent in the chat', () => {
  it("lands on the member's newest order awaiting payment, once, and the member is told", async () => {
    const m = await member();
    const older = await memberOrder(m.id, { send_line: false });
    const order = await memberOrder(m.id, { send_line: false });
    const event = await line.imageMessage({ userId: m.lineUserId });
    expect((await postWebhook(event.body)).status).toBe(200);
    // LINE has its answer; the picture waits for the job.
    expect(
      (await root.order.findUniqueOrThrow({ where: { id: order.id } })).paymentSlipKey,
    ).toBeNull();
    expect(await outcomeOf(event.eventId)).toBeNull();
    expect(await runChatImage(event.eventId)).toEqual({ outcome: 'attached' });
    expect(await outcomeOf(event.eventId)).toBe('attached');

    const stored = await root.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored.paymentSlipKey).toMatch(new RegExp(`^${shop.id}/payment-slips/`));
    expect(stored.slipRef).toBe(event.slipRef);
    expect(stored.slipBank).toBe('004');
    expect(
      (await root.order.findUniqueOrThrow({ where: { id: older.id } })).paymentSlipKey,
    ).toBeNull();
    const events = await root.orderEvent.findMany({
      where: { orderId: order.id, type: 'slip_uploaded' },
    });
    expect(events).toHaveLength(1);
    expect(events[0]!.userId).toBeNull();
    expect(events[0]!.data).toMatchObject({ source: 'line', slip_ref: event.slipRef });

    // The payment queue shows it with its slip.
    const queue = await call<{ data: Array<{ id: number; payment_slip_url: string | null }> }>(
      'GET',
      `/api/v1/orders/payments?q=${order.order_number}`,
      { token: admin },
    );
    expect(queue.status).toBe(200);
    const row = queue.body.data.find((r) => r.id === order.id);
    expect(row?.payment_slip_url).toBeTruthy();

    // The member is told, through the line queue.
    const replies = await root.lineMessage.findMany({ where: { memberId: m.id, kind: 'text' } });
    expect(replies).toHaveLength(1);
    expect(replies[0]!.text).toContain(order.order_number);
    await runPush(replies[0]!.id);
    expect(pushesTo(m.lineUserId)[0]!.messages[0]!.text).toBe(replies[0]!.text);

    // The job run again, and a redelivery of the event, change nothing.
    expect(await runChatImage(event.eventId, 2)).toEqual({ outcome: 'duplicate' });
    expect((await postWebhook(event.body)).status).toBe(200);
    expect(
      await root.outboxMessage.count({
        where: { dedupeKey: `line-chat-image:${shop.id}:${event.eventId}` },
      }),
    ).toBe(1);
    expect(
      await root.orderEvent.count({ where: { orderId: order.id, type: 'slip_uploaded' } }),
    ).toBe(1);
    expect(await root.lineMessage.count({ where: { memberId: m.id, kind: 'text' } })).toBe(1);
  });

  it('answers a member with no order awaiting payment, and attaches nothing', async () => {
    const m = await member();
    const paid = await memberOrder(m.id, { send_line: false });
    await root.order.update({ where: { id: paid.id }, data: { status: 111 } });
    const event = await line.imageMessage({ userId: m.lineUserId });
    expect((await postWebhook(event.body)).status).toBe(200);
    expect(await runChatImage(event.eventId)).toEqual({ outcome: 'noOpenOrder' });
    expect(
      (await root.order.findUniqueOrThrow({ where: { id: paid.id } })).paymentSlipKey,
    ).toBeNull();
    const replies = await root.lineMessage.findMany({ where: { memberId: m.id } });
    expect(replies).toHaveLength(1);
    expect(replies[0]!.kind).toBe('text');
    expect(replies[0]!.text).not.toContain(paid.order_number);

    // A LINE user who is no member: nothing happens, the event is kept as handled.
    const stranger = await line.imageMessage({ userId: lineId() });
    expect((await postWebhook(stranger.body)).status).toBe(200);
    expect(await runChatImage(stranger.eventId)).toEqual({ outcome: 'notMember' });
    expect(await root.lineWebhookEvent.count({ where: { eventId: stranger.eventId } })).toBe(1);
    expect(await outcomeOf(stranger.eventId)).toBe('notMember');
  });

  it('LINE not giving the picture: the webhook still answers, the job tries again, and at last asks the member to send it again', async () => {
    const m = await member();
    const order = await memberOrder(m.id, { send_line: false });

    // Down for one try, then up: attached on the second try.
    const first = await line.imageMessage({ userId: m.lineUserId });
    line.failNext(1, 500);
    expect((await postWebhook(first.body)).status).toBe(200);
    await expect(runChatImage(first.eventId, 1)).rejects.toMatchObject({
      key: 'line.unavailable',
    });
    expect(await outcomeOf(first.eventId)).toBeNull();
    expect(
      (await root.order.findUniqueOrThrow({ where: { id: order.id } })).paymentSlipKey,
    ).toBeNull();
    expect(await runChatImage(first.eventId, 2)).toEqual({ outcome: 'attached' });
    expect((await root.order.findUniqueOrThrow({ where: { id: order.id } })).slipRef).toBe(
      first.slipRef,
    );

    // Down on the last try: nothing attached, the member is asked to send it again.
    const order2 = await memberOrder(m.id, { send_line: false });
    const second = await line.imageMessage({ userId: m.lineUserId });
    expect((await postWebhook(second.body)).status).toBe(200);
    line.failNext(1, 503);
    expect(await runChatImage(second.eventId, LINE_PUSH_JOB_ATTEMPTS)).toEqual({
      outcome: 'unreadable',
    });
    expect(
      (await root.order.findUniqueOrThrow({ where: { id: order2.id } })).paymentSlipKey,
    ).toBeNull();
    const asked = await root.lineMessage.findFirstOrThrow({
      where: { memberId: m.id, kind: 'text' },
      orderBy: { id: 'desc' },
    });
    expect(asked.text).toBe('ร้านยังเปิดรูปนี้ไม่ได้ค่ะ รบกวนส่งรูปสลิปการโอนเงินมาอีกครั้งนะคะ');
    expect(await outcomeOf(second.eventId)).toBe('unreadable');
  });
});

describe('tenancy and access', () => {
  it("refuses another enterprise's member and order", async () => {
    const m = await member();
    const order = await memberOrder(m.id, { send_line: false });
    const other = await loginAs('admin2');
    const res = await call('POST', `/api/v2/member/${m.id}/order`, {
      token: other,
      body: orderBody(),
    });
    expect(res.status).toBe(404);
    expect(res.body.Msg).toBe('member.notFound');
    const send = await call('POST', `/api/v1/orders/${order.id}/line`, { token: other });
    expect(send.status).toBe(404);
    expect(send.body.Msg).toBe('order.notFound');
  });

  it('needs order level 2 and a sign-in', async () => {
    const m = await member();
    const order = await memberOrder(m.id, { send_line: false });
    const delivery = await loginAs('delivery');
    const create = await call('POST', `/api/v2/member/${m.id}/order`, {
      token: delivery,
      body: orderBody(),
    });
    expect(create.status).toBe(403);
    expect(create.body.Msg).toBe('common.accessDenied');
    const send = await call('POST', `/api/v1/orders/${order.id}/line`, { token: delivery });
    expect(send.status).toBe(403);
    const anonymous = await call('POST', `/api/v2/member/${m.id}/order`, { body: orderBody() });
    expect(anonymous.status).toBe(401);
  });
});
