import { mailLocale, mailStrings, type MailLocale } from '@/lib/mail/messages';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Replaces `{name}` placeholders; unknown placeholders stay as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A link is put in an href only when it is plain http(s); anything else is refused. */
function safeLink(link: string): string {
  const url = new URL(link);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`refusing a ${url.protocol} link in an email`);
  return url.toString();
}

function layout(locale: MailLocale, title: string, bodyHtml: string, footer: string): string {
  return [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Sarabun,Tahoma,Arial,sans-serif;color:#1f2933;">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;line-height:1.6;">',
    bodyHtml,
    `<p style="margin-top:24px;font-size:12px;color:#6b7280;">${escapeHtml(footer)}</p>`,
    '</div></body></html>',
  ].join('\n');
}

/** The password reset email, in the user's locale: the link and how long it stays valid. */
export function renderPasswordReset(input: {
  name: string;
  link: string;
  locale: string | null | undefined;
  minutes: number;
}): RenderedMail {
  const locale = mailLocale(input.locale);
  const m = mailStrings(locale);
  const p = m.passwordReset;
  const link = safeLink(input.link);
  const values = { app: m.appName, minutes: input.minutes, name: input.name.trim() };
  const greeting = values.name ? fill(m.greeting, values) : m.greetingNoName;
  const subject = fill(p.subject, values);
  const footer = fill(m.footer, values);

  const text = [
    greeting,
    '',
    fill(p.intro, values),
    '',
    link,
    '',
    fill(p.validity, values),
    fill(p.ignore, values),
    '',
    '--',
    footer,
    '',
  ].join('\n');

  const e = (s: string) => escapeHtml(fill(s, values));
  const href = escapeHtml(link);
  const html = layout(
    locale,
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${e(p.intro)}</p>`,
      `<p style="margin:24px 0;"><a href="${href}" style="display:inline-block;padding:10px 20px;background:#2563eb;color:#ffffff;text-decoration:none;border-radius:6px;">${e(p.action)}</a></p>`,
      `<p><strong>${e(p.validity)}</strong></p>`,
      `<p style="font-size:13px;color:#4b5563;">${e(p.copyLink)}<br><a href="${href}" style="word-break:break-all;color:#2563eb;">${href}</a></p>`,
      `<p style="font-size:13px;color:#4b5563;">${e(p.ignore)}</p>`,
    ].join('\n'),
    footer,
  );
  return { subject, text, html };
}
