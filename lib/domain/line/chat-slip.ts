import { randomUUID } from 'node:crypto';
import { inTransaction, type TenantDb } from '@/lib/db';
import { isAppError } from '@/lib/errors';
import { chatText } from '@/lib/domain/line/chat-text';
import { getMessageContent } from '@/lib/domain/line/client';
import { LINE_PLATFORM } from '@/lib/domain/line/member-order-schemas';
import { MEMBER_STATUS } from '@/lib/domain/members/schemas';
import { attachSlipFromChat } from '@/lib/domain/orders/slip';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import { log } from '@/lib/log';
import { enqueueOutbox } from '@/lib/queue/outbox';
import { LINE_PUSH_JOB, LINE_QUEUE } from '@/lib/queue/queues';

// A picture a member sends in the shop's LINE chat (docs/members.md, LINE orders): the
// slip of the member's newest LINE order awaiting payment. Its bytes are fetched from
// LINE's data host and stored as the order's slip exactly as the slip upload does (the
// image gate, the slip QR read, the payment queue, the `slip_uploaded` event); the member
// is told "received, we are checking". No order awaits payment: the member is told so.

/** A text to a member through the `line` queue (a line_messages row and its outbox job). */
async function queueMemberText(
  tx: TenantDb,
  enterpriseId: number,
  memberId: number,
  text: string,
): Promise<void> {
  const row = await tx.lineMessage.create({
    data: { enterpriseId, memberId, kind: 'text', text, retryKey: randomUUID() },
    select: { id: true },
  });
  await enqueueOutbox(tx, {
    queue: LINE_QUEUE,
    name: LINE_PUSH_JOB,
    payload: { lineMessageId: row.id },
    dedupeKey: `line-push:${row.id}`,
  });
}

export type ChatImageOutcome = 'attached' | 'noOpenOrder' | 'notMember' | 'refused';

/** The member's newest LINE order at 100 (awaiting payment), or null. */
async function openLineOrder(
  db: TenantDb,
  customerId: number | null,
): Promise<{ id: number; orderNumber: string } | null> {
  if (customerId === null) return null;
  return db.order.findFirst({
    where: { customerId, platform: LINE_PLATFORM, status: ORDER_STATUS.Unpaid },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, orderNumber: true },
  });
}

/**
 * One image message of the webhook. `record(tx)` writes the webhook event's row: it runs
 * in the transaction of whatever the image changes, so a redelivery (its unique
 * violation) changes nothing. LINE not answering for the content throws
 * (`line.unavailable`): the webhook answers 502 and LINE may deliver the event again.
 */
export async function receiveChatImage(
  db: TenantDb,
  enterpriseId: number,
  input: { lineUserId: string; messageId: string },
  record: (tx: TenantDb) => Promise<void>,
): Promise<ChatImageOutcome> {
  const member = await db.member.findFirst({
    where: { lineUserId: input.lineUserId },
    select: { id: true, status: true, customerId: true },
  });
  if (!member || member.status === MEMBER_STATUS.blocked) {
    await inTransaction(db, record);
    return 'notMember';
  }
  const order = await openLineOrder(db, member.customerId);
  if (!order) {
    await inTransaction(db, async (tx) => {
      await record(tx);
      await queueMemberText(tx, enterpriseId, member.id, chatText('noOpenOrder'));
    });
    return 'noOpenOrder';
  }
  const content = await getMessageContent(input.messageId);
  const file = new File([new Uint8Array(content.bytes)], `line-${input.messageId}`, {
    type: content.contentType ?? 'application/octet-stream',
  });
  try {
    await attachSlipFromChat(db, enterpriseId, order.id, file, 'line', async (tx) => {
      await record(tx);
      await queueMemberText(
        tx,
        enterpriseId,
        member.id,
        chatText('slipReceived', { number: order.orderNumber }),
      );
    });
    return 'attached';
  } catch (error) {
    // Not an image the slip upload takes (a video's preview, too large), or the order
    // closed meanwhile: the event is kept as handled, the slip is not attached.
    if (!isAppError(error) || error.key === 'line.unavailable') throw error;
    log.info('line chat image not attached', { order: order.id, reason: error.key });
    await inTransaction(db, record);
    return 'refused';
  }
}
