import { z } from 'zod';
import { inTransaction, isUniqueViolation, tenantDb, type RootDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { lineConfig, required } from '@/lib/domain/line/config';
import { lineEnterpriseId } from '@/lib/domain/line/line-enterprise';
import { LINE_USER_ID } from '@/lib/domain/line/line-user-id';
import { isValidLineSignature } from '@/lib/domain/line/signature';

// LINE's webhook (docs/members.md, Webhook): the signature is checked on the raw bytes
// before anything is parsed or written; a follow makes (or finds) the member, an unfollow
// marks it; each event is handled once (webhookEventId), so a redelivery changes nothing.

const event = z.object({
  type: z.string(),
  webhookEventId: z.string().min(1).max(64),
  source: z.object({ userId: z.string().optional() }).passthrough().optional(),
});
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
    try {
      await inTransaction(tdb, async (tx) => {
        await tx.lineWebhookEvent.create({
          data: { enterpriseId, eventId: e.data.webhookEventId, type: e.data.type.slice(0, 40) },
        });
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
