import { z } from 'zod';
import { prisma } from '@/lib/db';
import { LINE_PUSH_JOB_ATTEMPTS, LINE_PUSH_JOB_BACKOFF } from '@/lib/domain/line/push-policy';
import { trySend } from '@/lib/domain/line/send-message';
import { defineJob, PermanentJobError } from '@/lib/queue/job-definition';
import { LINE_PUSH_JOB, LINE_QUEUE } from '@/lib/queue/queues';
import { log } from '@/lib/log';

export const linePushPayload = z.object({
  lineMessageId: z.number().int().positive(),
  /** An order's summary (docs/members.md, LINE orders): its PromptPay QR follows the text. */
  orderId: z.number().int().positive().optional(),
});

/**
 * One LINE push to a member, written to the outbox with its line_messages row
 * (lib/domain/members/send-to-members.ts). Every try sends the row's X-Line-Retry-Key, so
 * LINE delivers it once however often it runs (docs/members.md, Sending): 429 and 5xx are
 * retried with back-off, a 409 on a retry is the earlier try's success.
 */
export const linePushJob = defineJob({
  queue: LINE_QUEUE,
  name: LINE_PUSH_JOB,
  schema: linePushPayload,
  attempts: LINE_PUSH_JOB_ATTEMPTS,
  backoff: LINE_PUSH_JOB_BACKOFF,
  async handle(payload, ctx) {
    const outcome = await trySend(prisma(), payload.lineMessageId, ctx.attempt, {
      lastAttempt: ctx.attempt >= LINE_PUSH_JOB_ATTEMPTS,
      orderId: payload.orderId,
    });
    log.info('line push', { jobId: ctx.jobId, attempt: ctx.attempt, outcome: outcome.kind });
    if (outcome.kind === 'failed') throw new PermanentJobError(outcome.reason);
    if (outcome.kind === 'retry') throw new Error(outcome.reason);
    return outcome;
  },
});
