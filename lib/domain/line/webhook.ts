import { z } from 'zod';
import { inTransaction, isUniqueViolation, tenantDb, type RootDb, type TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { lineConfig, required } from '@/lib/domain/line/config';
import { lineEnterpriseId } from '@/lib/domain/line/line-enterprise';
import { LINE_USER_ID } from '@/lib/domain/line/line-user-id';
import { isValidLineSignature } from '@/lib/domain/line/signature';
import { enqueueOutbox } from '@/lib/queue/outbox';
import { LINE_CHAT_IMAGE_JOB, LINE_QUEUE } from '@/lib/queue/queues';

// LINE's webhook (docs/members.md, Webhook): the signature is checked on the raw bytes
// before anything is parsed or written; a follow makes (or finds) the member, an unfollow
// marks it; an image a member sends is queued for the line-chat-image job, which attaches
// it as the slip of the member's LINE order awaiting payment (chat-slip.ts); each event is handled once (webhookEventId), so a redelivery changes
// nothing.

const event = z.object({
  type: z.string(),
  webhookEventId: z.string().min(1).max(64),
  source: z.object({ userId: z.string().optional() }).passthrough().optional(),
  message: z.object({ type: z.string(), id: z.string() }).passthrough().optional(),
});
/** LINE's message ids are decimal digits. */
const MESSAGE_ID = /^\d{1,30}$/;
const payload = z.object({ events: z.array(z.unknown()).max(100) });

export interface WebhookResult {
  handled: number;
  duplicates: number;
}

export async function receiveLineWebhook(
  db: RootDb,
  input: { rawBody: string; signature: string | null },
): Promise<WebhookResult> {
  const secret = required(lineConfig().channelSecret, 'LINE_CHANNEL_SECRET');
  if (!isValidLineSignature(secret, input.rawBody, input.signature))
    throw new AppError('line.signatureInvalid', 'X-Line-Signature does not match the body');
  let parsed: z.infer<typeof payload>;
  try {
    parsed = payload.parse(JSON.parse(input.rawBody));
  } catch {
    throw new AppError('common.invalidParameter', 'not a LINE webhook body');
  }
  const enterpriseId = await lineEnterpriseId(db);
  const tdb = tenantDb(enterpriseId);
  const result: WebhookResult = { handled: 0, duplicates: 0 };
  for (const raw of parsed.events) {
    const e = event.safeParse(raw);
    if (!e.success) continue;
    const userId = e.data.source?.userId ?? '';
    const record = (tx: TenantDb) =>
      tx.lineWebhookEvent
        .create({
          data: { enterpriseId, eventId: e.data.webhookEventId, type: e.data.type.slice(0, 40) },
        })
        .then(() => undefined);
    const image =
      e.data.type === 'message' &&
      e.data.message?.type === 'image' &&
      MESSAGE_ID.test(e.data.message.id) &&
      LINE_USER_ID.test(userId)
        ? e.data.message.id
        : null;
    try {
      if (image) {
        // LINE gets its answer now; the job fetches the picture (chat-slip.ts).
        await inTransaction(tdb, async (tx) => {
          await record(tx);
          await enqueueOutbox(tx, {
            queue: LINE_QUEUE,
            name: LINE_CHAT_IMAGE_JOB,
            payload: {
              enterpriseId,
              eventId: e.data.webhookEventId,
              lineUserId: userId,
              messageId: image,
            },
            dedupeKey: `line-chat-image:${enterpriseId}:${e.data.webhookEventId}`,
          });
        });
        result.handled++;
        continue;
      }
      await inTransaction(tdb, async (tx) => {
        await record(tx);
        if (!LINE_USER_ID.test(userId)) return;
        if (e.data.type === 'follow') {
          await tx.member.upsert({
            where: { enterpriseId_lineUserId: { enterpriseId, lineUserId: userId } },
            create: { enterpriseId, lineUserId: userId },
            update: { unfollowedAt: null },
          });
        } else if (e.data.type === 'unfollow') {
          await tx.member.updateMany({
            where: { lineUserId: userId },
            data: { unfollowedAt: new Date() },
          });
        }
      });
      result.handled++;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      result.duplicates++;
    }
  }
  return result;
}
