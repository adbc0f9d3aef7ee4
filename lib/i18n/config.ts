export const LOCALES = ['th', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'th';
/** next-intl's own cookie name; the user's choice is also saved on the user row. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const isLocale = (v: unknown): v is Locale => v === 'th' || v === 'en';
