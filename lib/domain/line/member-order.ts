import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import type { Actor } from '@/lib/auth/actor';
import { inTransaction, tenantDb, type TenantDb } from '@/lib/db';
import { AppError, isAppError } from '@/lib/errors';
import { orderSummaryText } from '@/lib/domain/line/chat-text';
import {
  LINE_PLATFORM,
  type MemberOrder,
  type MemberOrderInput,
  type OrderFormMember,
  type OrderLineSend,
} from '@/lib/domain/line/member-order-schemas';
import { readOrderQr } from '@/lib/domain/line/order-qr-link';
import { MEMBER_STATUS } from '@/lib/domain/members/schemas';
import { getOrderDetail } from '@/lib/domain/orders/detail';
import { orderPromptPay } from '@/lib/domain/orders/promptpay';
import { recipientInput, type RecipientInput } from '@/lib/domain/orders/schemas';
import { createOrder, matchOrSaveCustomer } from '@/lib/domain/orders/service';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import { enqueueOutbox } from '@/lib/queue/outbox';
import { LINE_PUSH_JOB, LINE_QUEUE } from '@/lib/queue/queues';

// LINE orders (docs/members.md, LINE orders): an order taken in a member's LINE chat.
// Staff create it from the member (the recipient filled from the member, the order on
// platform 5 and on the member's customer record, so total_spending follows it); the
// member gets the summary and the PromptPay QR as a LINE push through the `line` queue
// (a line_messages row with its retry key, kind `order`), at once and again on demand.

/** As createOrder's: creating waits behind the day's order-number lock. */
const ORDER_TX = { timeout: 20_000, maxWait: 20_000 } as const;

const MEMBER_SELECT = {
  id: true,
  status: true,
  displayName: true,
  lineUserId: true,
  phone: true,
  address: true,
  subdistrict: true,
  district: true,
  province: true,
  postcode: true,
  customerId: true,
} as const;
type MemberRow = {
  id: number;
  status: number;
  displayName: string | null;
  lineUserId: string;
  phone: string | null;
  address: string | null;
  subdistrict: string | null;
  district: string | null;
  province: string | null;
  postcode: string | null;
  customerId: number | null;
};

/** The member's own recipient fields (blank where the member has none). */
function memberRecipientFields(m: MemberRow): OrderFormMember['recipient'] {
  return {
    name: m.displayName ?? '',
    phone: m.phone ?? '',
    address: m.address ?? '',
    subdistrict: m.subdistrict ?? '',
    district: m.district ?? '',
    province: m.province ?? '',
    zipcode: m.postcode ?? '',
  };
}

/**
 * The recipient of a member's order: each field given in `override`, else the member's.
 * A field neither has (or a bad one) is 400 naming it, as any bad input.
 */
export function memberRecipient(
  m: MemberRow,
  override: Partial<RecipientInput> | undefined,
): RecipientInput {
  const merged = { ...memberRecipientFields(m) };
  for (const [k, v] of Object.entries(override ?? {}))
    if (v !== undefined) merged[k as keyof typeof merged] = v;
  const parsed = recipientInput.safeParse(merged);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.');
    const fromMember = !(override && field in override);
    throw new AppError(
      'common.invalidParameter',
      `body.recipient.${field}: ${fromMember ? "the member's is missing or not valid; give one" : issue.message}`,
    );
  }
  return parsed.data;
}

async function findMember(db: TenantDb, memberId: number): Promise<MemberRow> {
  const m = await db.member.findFirst({ where: { id: memberId }, select: MEMBER_SELECT });
  if (!m) throw new AppError('member.notFound', `member ${memberId}`);
  return m;
}

/** What the order form shows for /backoffice/orders/new?member_id= (null: no such member). */
export async function orderFormMember(
  db: TenantDb,
  memberId: number,
): Promise<OrderFormMember | null> {
  const m = await db.member.findFirst({ where: { id: memberId }, select: MEMBER_SELECT });
  if (!m || m.status === MEMBER_STATUS.blocked) return null;
  return {
    id: m.id,
    display_name: m.displayName,
    line_user_id: m.lineUserId,
    recipient: memberRecipientFields(m),
  };
}

/**
 * Queues the order's summary (and its PromptPay QR as an image, when its payment method
 * has a PromptPay id) to the member: one line_messages row and one outbox job, in the
 * caller's transaction. The image's address is signed when the job runs
 * (lib/domain/line/send-message.ts).
 */
async function queueOrderPush(
  tx: TenantDb,
  enterpriseId: number,
  memberId: number,
  orderId: number,
): Promise<OrderLineSend> {
  const order = await getOrderDetail(tx, orderId);
  const withQr = order.promptpay_available && order.status === ORDER_STATUS.Unpaid;
  const row = await tx.lineMessage.create({
    data: {
      enterpriseId,
      memberId,
      kind: 'order',
      text: orderSummaryText(order, withQr),
      retryKey: randomUUID(),
    },
    select: { id: true },
  });
  await enqueueOutbox(tx, {
    queue: LINE_QUEUE,
    name: LINE_PUSH_JOB,
    payload: { lineMessageId: row.id, ...(withQr ? { orderId } : {}) },
    dedupeKey: `line-push:${row.id}`,
  });
  return { line_message_id: row.id, member_id: memberId, status: 'queued', with_qr: withQr };
}

/**
 * POST /api/v2/member/{id}/order: the order, as POST /api/v1/orders makes it, for the
 * member: recipient from the member (overridable), on the member's customer record (the
 * one it has, else the active customer with the recipient's phone, else a new one, then
 * kept on the member), platform 5; with `send_line` the push queued in the same
 * transaction. A blocked member: `member.blocked`.
 */
export async function createMemberOrder(
  db: TenantDb,
  actor: Actor,
  memberId: number,
  input: MemberOrderInput,
  requestId?: string,
): Promise<MemberOrder> {
  return inTransaction(
    db,
    async (tx) => {
      const member = await findMember(tx, memberId);
      if (member.status === MEMBER_STATUS.blocked)
        throw new AppError('member.blocked', `member ${memberId}`);
      const recipient = memberRecipient(member, input.recipient);
      let customerId = member.customerId;
      if (customerId === null) {
        customerId = await matchOrSaveCustomer(tx, actor, recipient, requestId);
        await tx.member.update({ where: { id: member.id }, data: { customerId } });
      }
      const { recipient: _r, send_line: sendLine, ...fields } = input;
      const order = await createOrder(
        tx,
        actor,
        {
          ...fields,
          recipient,
          customer_id: customerId,
          save_customer: false,
          platform_order_id: null,
        },
        requestId,
        { platform: LINE_PLATFORM },
      );
      const sent = sendLine
        ? await queueOrderPush(tx, actor.enterpriseId, member.id, order.id)
        : null;
      return { ...order, member_id: member.id, line_message_id: sent?.line_message_id ?? null };
    },
    ORDER_TX,
  );
}

/**
 * The member an order is for: the member whose customer record the order is on (the
 * oldest, when two share one), or `line.orderWithoutMember`.
 */
async function memberOfOrder(tx: TenantDb, orderId: number): Promise<MemberRow> {
  const order = await tx.order.findFirst({ where: { id: orderId }, select: { customerId: true } });
  if (!order) throw new AppError('order.notFound', `order ${orderId}`);
  const m =
    order.customerId === null
      ? null
      : await tx.member.findFirst({
          where: { customerId: order.customerId },
          select: MEMBER_SELECT,
          orderBy: { id: 'asc' },
        });
  if (!m) throw new AppError('line.orderWithoutMember', `order ${orderId}`);
  return m;
}

/** POST /api/v1/orders/{id}/line: the summary and the QR pushed to the order's member again. */
export async function sendOrderToLine(
  db: TenantDb,
  enterpriseId: number,
  orderId: number,
): Promise<OrderLineSend> {
  return inTransaction(db, async (tx) => {
    const member = await memberOfOrder(tx, orderId);
    if (member.status === MEMBER_STATUS.blocked)
      throw new AppError('member.blocked', `member ${member.id}`);
    return queueOrderPush(tx, enterpriseId, member.id, orderId);
  });
}

/** The member of an order, for the order screen ("Send to LINE"); null when none. */
export async function orderMemberId(db: TenantDb, orderId: number): Promise<number | null> {
  try {
    return (await memberOfOrder(db, orderId)).id;
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}

/**
 * GET /api/line/qr/{token}: the PNG of the PromptPay QR the token names, while the token
 * is good and the order still awaits its payment (100) with a PromptPay method. Anything
 * else (tampered, expired, paid, cancelled, no PromptPay): null, answered 404.
 */
export async function orderQrPng(token: string): Promise<Buffer | null> {
  const claim = readOrderQr(token);
  if (!claim) return null;
  const db = tenantDb(claim.enterpriseId);
  const order = await db.order.findFirst({
    where: { id: claim.orderId },
    select: { status: true },
  });
  if (!order || order.status !== ORDER_STATUS.Unpaid) return null;
  try {
    const qr = await orderPromptPay(db, claim.orderId);
    return await QRCode.toBuffer(qr.payload, { type: 'png', width: 480, margin: 2 });
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}
