/**
 * The `?returnUrl=` of the login and lock pages, kept only when it is a same-site relative
 * path (never `//host`, `/\host`, a scheme, the API, or the auth pages themselves).
 */
const BASE = 'http://same.site';
const REFUSED_PREFIXES = ['/api/', '/login', '/lock', '/_next/'];

export function safeReturnUrl(raw: string | string[] | null | undefined): string | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (
    !value ||
    value.length > 2000 ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  )
    return null;
  // Control characters (tab, newline) are dropped by URL parsers and can smuggle a host.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (
    REFUSED_PREFIXES.some(
      (p) => url.pathname === p.replace(/\/$/, '') || url.pathname.startsWith(p),
    )
  )
    return null;
  return url.pathname + url.search + url.hash;
}
