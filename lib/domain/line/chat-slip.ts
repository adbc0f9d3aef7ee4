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
// slip of the member's newest LINE order awaiting payment. The webhook only records the
// event and queues this (the line-chat-image job), so LINE gets its answer at once; the
// job fetches the bytes from LINE's data host and stores them as the order's slip exactly
// as the slip upload does (the image gate, the slip QR read, the payment queue, the
// `slip_uploaded` event); the member is told "received, we are checking". No order awaits
// payment: the member is told so. Each event ends once: its outcome is set in the same
// transaction as what it changes, so a job run twice changes nothing the second time.

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

export type ChatImageOutcome =
  'attached' | 'noOpenOrder' | 'notMember' | 'refused' | 'unreadable' | 'duplicate';

/** Another run of the job ended this event first. */
class AlreadyEnded extends Error {}

/** Sets the event's outcome in `tx`, or throws AlreadyEnded when it has one. */
async function endEvent(tx: TenantDb, eventId: string, outcome: ChatImageOutcome): Promise<void> {
  const { count } = await tx.lineWebhookEvent.updateMany({
    where: { eventId, outcome: null },
    data: { outcome },
  });
  if (count === 0) throw new AlreadyEnded();
}

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

export interface ChatImage {
  /** The webhook event that brought it (line_webhook_events.event_id). */
  eventId: string;
  lineUserId: string;
  messageId: string;
}

/**
 * One image message, in the job. LINE not answering for the content (or the content gone)
 * throws `line.unavailable` so the job tries again; on the `lastAttempt` the member is asked
 * to send the picture again and the event ends as `unreadable`.
 */
export async function receiveChatImage(
  db: TenantDb,
  enterpriseId: number,
  input: ChatImage,
  opts: { lastAttempt: boolean },
): Promise<ChatImageOutcome> {
  try {
    return await handleChatImage(db, enterpriseId, input, opts);
  } catch (error) {
    if (error instanceof AlreadyEnded) return 'duplicate';
    throw error;
  }
}

async function handleChatImage(
  db: TenantDb,
  enterpriseId: number,
  input: ChatImage,
  opts: { lastAttempt: boolean },
): Promise<ChatImageOutcome> {
  const event = await db.lineWebhookEvent.findFirst({
    where: { eventId: input.eventId },
    select: { outcome: true },
  });
  if (!event || event.outcome !== null) return 'duplicate';
  const member = await db.member.findFirst({
    where: { lineUserId: input.lineUserId },
    select: { id: true, status: true, customerId: true },
  });
  if (!member || member.status === MEMBER_STATUS.blocked) {
    await inTransaction(db, (tx) => endEvent(tx, input.eventId, 'notMember'));
    return 'notMember';
  }
  const tellMember = async (tx: TenantDb, outcome: ChatImageOutcome, text: string) => {
    await endEvent(tx, input.eventId, outcome);
    await queueMemberText(tx, enterpriseId, member.id, text);
  };
  const order = await openLineOrder(db, member.customerId);
  if (!order) {
    await inTransaction(db, (tx) => tellMember(tx, 'noOpenOrder', chatText('noOpenOrder')));
    return 'noOpenOrder';
  }
  let content: Awaited<ReturnType<typeof getMessageContent>>;
  try {
    content = await getMessageContent(input.messageId);
  } catch (error) {
    if (!opts.lastAttempt || !isAppError(error)) throw error;
    log.warn('line chat image not fetched', { order: order.id, reason: error.key });
    await inTransaction(db, (tx) => tellMember(tx, 'unreadable', chatText('sendAgain')));
    return 'unreadable';
  }
  const file = new File([new Uint8Array(content.bytes)], `line-${input.messageId}`, {
    type: content.contentType ?? 'application/octet-stream',
  });
  try {
    await attachSlipFromChat(db, enterpriseId, order.id, file, 'line', (tx) =>
      tellMember(tx, 'attached', chatText('slipReceived', { number: order.orderNumber })),
    );
    return 'attached';
  } catch (error) {
    // Not an image the slip upload takes (a video's preview, too large): the member is
    // asked for the slip again. The order closed meanwhile: nothing to ask for.
    if (error instanceof AlreadyEnded || !isAppError(error)) throw error;
    log.info('line chat image not attached', { order: order.id, reason: error.key });
    const orderClosed = error.key.startsWith('order.');
    await inTransaction(db, (tx) =>
      orderClosed
        ? endEvent(tx, input.eventId, 'refused')
        : tellMember(tx, 'refused', chatText('sendAgain')),
    );
    return 'refused';
  }
}
