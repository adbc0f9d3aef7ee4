import { z } from 'zod';
import { RESET_TOKEN_MINUTES } from '@/lib/domain/auth/service';
import { once } from '@/lib/queue/effects';
import { defineJob, PermanentJobError, type JobContext } from '@/lib/queue/job-definition';
import { MAIL_QUEUE, PASSWORD_RESET_JOB } from '@/lib/queue/queues';
import { renderPasswordReset } from '@/lib/mail/templates';
import { isPermanentSmtpError, sendMail, SMTP_TIMEOUTS } from '@/lib/mail/transport';
import { log } from '@/lib/log';

/** Longer than one whole SMTP conversation can take (lib/mail/transport.ts). */
const MAIL_LEASE_MS =
  2 *
  (SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout);
/** How long a sent mail is remembered: longer than any retry or stalled rerun can come. */
const MAIL_SENT_KEEP_MS = 7 * 24 * 3600_000;

/**
 * Sends a rendered mail once per job: the Message-ID is recorded under
 * `mail:sent:<jobId>` (lib/queue/effects.ts explains the check-and-set), so a rerun of
 * the job returns the recorded id instead of sending again.
 */
async function sendOnce(ctx: JobContext, mail: Parameters<typeof sendMail>[0]) {
  const { result, skipped } = await once(
    ctx.effects,
    `mail:sent:${ctx.jobId}`,
    { leaseMs: MAIL_LEASE_MS, keepMs: MAIL_SENT_KEEP_MS },
    async () => {
      try {
        return (await sendMail(mail)).messageId;
      } catch (error) {
        if (isPermanentSmtpError(error))
          throw new PermanentJobError(`SMTP refused the mail to ${mail.to}`, { cause: error });
        throw error;
      }
    },
  );
  log.info(skipped ? 'mail job already done, not sent again' : 'mail job done', {
    jobId: ctx.jobId,
    messageId: result,
    attempt: ctx.attempt,
  });
  return { messageId: result, skipped };
}

export const passwordResetPayload = z.object({
  to: z.string().email(),
  name: z.string().max(200).default(''),
  link: z.string().url(),
  locale: z.string().max(10).default('th'),
});

/**
 * Written by requestPasswordReset (lib/domain/auth/service.ts) in the transaction of the
 * token. Retries for about ten minutes (5 s, 10 s, 20 s ... 320 s), well within the 30
 * minutes the link stays valid.
 */
export const passwordResetJob = defineJob({
  queue: MAIL_QUEUE,
  name: PASSWORD_RESET_JOB,
  schema: passwordResetPayload,
  attempts: 8,
  backoff: { type: 'exponential', delay: 5_000 },
  async handle(payload, ctx) {
    const mail = renderPasswordReset({
      name: payload.name,
      link: payload.link,
      locale: payload.locale,
      minutes: RESET_TOKEN_MINUTES,
    });
    return sendOnce(ctx, { to: payload.to, ...mail });
  },
});
