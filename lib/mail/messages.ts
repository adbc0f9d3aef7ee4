import { z } from 'zod';
import th from '@/messages/th.json';
import en from '@/messages/en.json';

// Emails are rendered by the worker too, outside any request: the strings come straight
// from messages/{th,en}.json (namespace `mail`, plus the product name), not via next-intl.

export type MailLocale = 'th' | 'en';

const mailNamespace = z.object({
  footer: z.string(),
  greeting: z.string(),
  greetingNoName: z.string(),
  passwordReset: z.object({
    subject: z.string(),
    intro: z.string(),
    action: z.string(),
    validity: z.string(),
    copyLink: z.string(),
    ignore: z.string(),
  }),
});

export type MailStrings = z.infer<typeof mailNamespace> & { appName: string };

const files: Record<MailLocale, unknown> = { th, en };
const cache = new Map<MailLocale, MailStrings>();

/** The locale of an email: English when the user chose it, Thai (the default) otherwise. */
export function mailLocale(locale: string | null | undefined): MailLocale {
  return locale?.trim().toLowerCase().startsWith('en') ? 'en' : 'th';
}

/** The `mail` strings of a locale; throws naming the file when a key is missing. */
export function mailStrings(locale: MailLocale): MailStrings {
  const hit = cache.get(locale);
  if (hit) return hit;
  const file = files[locale] as { mail?: unknown; app?: { name?: unknown } };
  const parsed = mailNamespace.safeParse(file.mail);
  if (!parsed.success) {
    throw new Error(
      `messages/${locale}.json: namespace "mail" is missing or incomplete (${parsed.error.issues[0]?.path.join('.')})`,
    );
  }
  const strings = {
    ...parsed.data,
    appName: typeof file.app?.name === 'string' ? file.app.name : 'Back Office',
  };
  cache.set(locale, strings);
  return strings;
}
