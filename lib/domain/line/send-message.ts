import { Prisma } from '@/lib/generated/prisma/client';
import { sqlRunner, type RootDb } from '@/lib/db';
import { pushMessage, type LineOutgoingMessage } from '@/lib/domain/line/client';
import { orderQrUrl } from '@/lib/domain/line/order-qr-link';
import type { LineConfig } from '@/lib/domain/line/config';
import type { PushOutcome } from '@/lib/domain/line/push-decision';

// One try of one recorded send (line_messages, docs/members.md, Sending), with the row's
// own retry key, and its result written back so a screen can show delivery results.
// An order's send (docs/members.md, LINE orders) names its order: the text is followed by
// the order's PromptPay QR as an image, its address signed at each try (the same image).

interface SendRow {
  id: number;
  enterprise_id: number;
  status: string;
  text: string;
  retry_key: string;
  line_user_id: string;
}

export async function trySend(
  db: RootDb,
  lineMessageId: number,
  attempt: number,
  opts: { lastAttempt: boolean; config?: LineConfig; orderId?: number },
): Promise<PushOutcome | { kind: 'already' }> {
  const [row] = await sqlRunner(db).rows<SendRow>(Prisma.sql`
    SELECT lm.id, lm.enterprise_id, lm.status, lm.text, lm.retry_key::text AS retry_key,
           m.line_user_id
      FROM line_messages lm JOIN members m ON m.id = lm.member_id AND m.enterprise_id = lm.enterprise_id
     WHERE lm.id = ${lineMessageId}`);
  if (!row) return { kind: 'failed', reason: 'the message is gone' };
  if (row.status === 'sent') return { kind: 'already' };
  const messages: LineOutgoingMessage[] = [{ type: 'text', text: row.text }];
  if (opts.orderId !== undefined) {
    const url = orderQrUrl(row.enterprise_id, opts.orderId);
    messages.push({ type: 'image', originalContentUrl: url, previewContentUrl: url });
  }
  const outcome = await pushMessage(
    {
      to: row.line_user_id,
      messages,
      retryKey: row.retry_key,
      attempt,
    },
    opts.config,
  );
  const failed = outcome.kind === 'failed' || (outcome.kind === 'retry' && opts.lastAttempt);
  const status = outcome.kind === 'sent' ? 'sent' : failed ? 'failed' : 'queued';
  const error = outcome.kind === 'sent' ? null : outcome.reason;
  await sqlRunner(db).rows(Prisma.sql`
    UPDATE line_messages
       SET status = ${status}, error = ${error}, attempts = GREATEST(attempts, ${attempt}),
           sent_at = CASE WHEN ${status} = 'sent' THEN now() ELSE sent_at END
     WHERE id = ${row.id} AND enterprise_id = ${row.enterprise_id} AND status <> 'sent'
     RETURNING id`);
  return outcome;
}
