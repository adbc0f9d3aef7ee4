import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/env';
import { log } from '@/lib/log';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail {
  /** The SMTP Message-ID, or a made-up one when the mail was only logged. */
  messageId: string;
  /** False in development without SMTP_HOST: the mail was written to the log instead. */
  delivered: boolean;
}

/**
 * Timeouts of one SMTP conversation. The effect lease of a mail job
 * (jobs/processors/send-password-reset-mail.ts) is longer than all of them together, so a
 * slow but live send never loses its lease.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

let cached: { key: string; transporter: Transporter } | undefined;

function smtpTransport(): Transporter | null {
  const e = env();
  if (!e.SMTP_HOST) return null;
  // Keyed by the settings, so a test that changes them (resetEnvForTests) gets a new one.
  const key = JSON.stringify([e.SMTP_HOST, e.SMTP_PORT, e.SMTP_SECURE, e.SMTP_USER, e.SMTP_PASS]);
  if (cached?.key !== key) {
    cached?.transporter.close();
    const transporter = nodemailer.createTransport({
      host: e.SMTP_HOST,
      port: e.SMTP_PORT,
      secure: e.SMTP_SECURE,
      auth: e.SMTP_USER ? { user: e.SMTP_USER, pass: e.SMTP_PASS ?? '' } : undefined,
      ...SMTP_TIMEOUTS,
    });
    cached = { key, transporter };
  }
  return cached.transporter;
}

/**
 * Sends one email through SMTP_* (From: MAIL_FROM). Without SMTP_HOST (development) the
 * message is logged instead of sent, so a developer can still follow the links in it; in
 * production only an error naming the recipient is logged (no link in the logs), unless
 * MAIL_LOG_BODY is set (the quickstart demo, which has no mail server).
 * Errors are nodemailer's (with `responseCode` when the server answered).
 */
export async function sendMail(mail: OutgoingMail): Promise<SentMail> {
  const transporter = smtpTransport();
  if (!transporter) {
    const messageId = `<logged-${randomUUID()}@localhost>`;
    if (env().NODE_ENV === 'production' && !env().MAIL_LOG_BODY) {
      // A production log must not carry reset links: say that mail is not configured.
      log.error('mail not sent: SMTP_HOST is empty', {
        to: mail.to,
        subject: mail.subject,
        messageId,
      });
    } else {
      log.info('mail not sent (SMTP_HOST is empty): logged instead', {
        to: mail.to,
        subject: mail.subject,
        messageId,
        text: mail.text,
      });
    }
    return { messageId, delivered: false };
  }
  const info = (await transporter.sendMail({
    from: env().MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  })) as { messageId?: string };
  return { messageId: info.messageId ?? `<unknown-${randomUUID()}@localhost>`, delivered: true };
}

/** True for an SMTP answer that retrying will not change (5xx: no such mailbox, refused). */
export function isPermanentSmtpError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Closes the pooled SMTP connection (worker shutdown, tests). */
export function closeMailTransport(): void {
  cached?.transporter.close();
  cached = undefined;
}
