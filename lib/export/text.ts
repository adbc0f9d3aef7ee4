import en from '@/messages/en.json';
import th from '@/messages/th.json';

/**
 * Message strings for files made outside React (export headers, import reports): read
 * straight from messages/{th,en}.json by dotted key, in the actor's language (Thai unless
 * they chose English), falling back to Thai, then to the key itself. `{name}` placeholders
 * are filled from params.
 */

export type TextLocale = 'th' | 'en';

const FILES: Record<TextLocale, unknown> = { th, en };

export const textLocale = (locale: string | null | undefined): TextLocale =>
  locale === 'en' ? 'en' : 'th';

function lookup(root: unknown, key: string): string | undefined {
  let node: unknown = root;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The key names a string in the locale's file (or in Thai, which messageText falls back to). */
export function hasMessageText(locale: string | null | undefined, key: string): boolean {
  return (lookup(FILES[textLocale(locale)], key) ?? lookup(FILES.th, key)) !== undefined;
}

export function messageText(
  locale: string | null | undefined,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const text = lookup(FILES[textLocale(locale)], key) ?? lookup(FILES.th, key) ?? key;
  return text.replace(/\{(\w+)\}/g, (all, name: string) =>
    name in params ? String(params[name]) : all,
  );
}
