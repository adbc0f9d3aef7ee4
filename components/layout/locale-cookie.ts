import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/config';

/** The language choice of this browser (the same cookie the locale API sets). */
export function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export function hasLocaleCookie(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${LOCALE_COOKIE}=`));
}
