import { z } from 'zod';
import { tenantDb } from '@/lib/db';
import { receiveChatImage } from '@/lib/domain/line/chat-slip';
import { LINE_USER_ID } from '@/lib/domain/line/line-user-id';
import { LINE_PUSH_JOB_ATTEMPTS, LINE_PUSH_JOB_BACKOFF } from '@/lib/domain/line/push-policy';
import { defineJob } from '@/lib/queue/job-definition';
import { LINE_CHAT_IMAGE_JOB, LINE_QUEUE } from '@/lib/queue/queues';
import { log } from '@/lib/log';

export const lineChatImagePayload = z.object({
  enterpriseId: z.number().int().positive(),
  eventId: z.string().min(1).max(64),
  lineUserId: z.string().regex(LINE_USER_ID),
  /** LINE's message ids are decimal digits. */
  messageId: z.string().regex(/^\d{1,30}$/),
});

/**
 * A picture a member sent in the chat (docs/members.md, LINE orders), queued by the
 * webhook with its event row: fetched from LINE and attached as the slip of the member's
 * order awaiting payment. LINE not answering is tried again as a push is (about two and a
 * half minutes); the last try asks the member to send it again.
 */
export const lineChatImageJob = defineJob({
  queue: LINE_QUEUE,
  name: LINE_CHAT_IMAGE_JOB,
  schema: lineChatImagePayload,
  attempts: LINE_PUSH_JOB_ATTEMPTS,
  backoff: LINE_PUSH_JOB_BACKOFF,
  async handle(payload, ctx) {
    const outcome = await receiveChatImage(
      tenantDb(payload.enterpriseId),
      payload.enterpriseId,
      payload,
      { lastAttempt: ctx.attempt >= LINE_PUSH_JOB_ATTEMPTS },
    );
    log.info('line chat image', { jobId: ctx.jobId, attempt: ctx.attempt, outcome });
    return { outcome };
  },
});
