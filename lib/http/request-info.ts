import { env } from '@/lib/env';

export function userAgent(headers: Headers): string | undefined {
  return headers.get('user-agent')?.slice(0, 300) ?? undefined;
}

/**
 * A state-changing call authenticated by cookie must come from our own pages: the Origin
 * (or, failing that, Sec-Fetch-Site) must be this site.
 */
export function isSameOrigin(headers: Headers, requestUrl: string): boolean {
  const origin = headers.get('origin');
  if (origin) {
    const host = headers.get('x-forwarded-host') ?? headers.get('host');
    try {
      const o = new URL(origin);
      if (host && o.host === host) return true;
      if (o.origin === new URL(requestUrl).origin) return true;
      return o.origin === new URL(env().APP_URL).origin;
    } catch {
      return false;
    }
  }
  const site = headers.get('sec-fetch-site');
  return !site || site === 'same-origin' || site === 'none';
}
