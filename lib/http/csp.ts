// The Content-Security-Policy of the pages (set per request by proxy.ts, with a fresh
// nonce) and of the /api answers (next.config.ts). Pure, so it is tested.
//
// Scripts run only from our origin, with the request's nonce (Next puts it on its own
// inline bootstrap), or from the reCAPTCHA hosts the login form loads when keys are set:
// an inline script injected into a page has no nonce and does not run. Styles keep
// 'unsafe-inline' (React's style attributes). The object storage's origin may be connected
// to: the packing station PUTs its video parts straight to presigned S3 URLs (path style,
// so on the endpoint's own origin). The member's page in LINE (`line`: /liff) also lets the
// LIFF SDK reach LINE: its API (token, keys, the LIFF app), the scripts it loads inside
// the LINE app and its sub-window; no other page gets them.
const LINE_API = 'https://api.line.me https://access.line.me';
const LINE_CDN = 'https://static.line-scdn.net https://liffsdk.line-scdn.net';

export function contentSecurityPolicy(opts: {
  isDev: boolean;
  nonce: string;
  storageEndpoint?: string;
  line?: boolean;
}): string {
  const storage = originOf(opts.storageEndpoint);
  const line = opts.line === true;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${opts.nonce}'${opts.isDev ? " 'unsafe-eval'" : ''} https://www.google.com https://www.gstatic.com${line ? ` ${LINE_CDN}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${line ? ' https://profile.line-scdn.net' : ''}`,
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${storage ? ` ${storage}` : ''}${line ? ` ${LINE_API} ${LINE_CDN}` : ''}`,
    `frame-src https://www.google.com${line ? ' https://liff-subwindow.line.me' : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** JSON and files are never a page: nothing in them may load or run anything. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}
