// The Content-Security-Policy of every page (next.config.ts). Pure, so it is tested.
//
// 'unsafe-inline' for scripts is what Next's inline bootstrap needs without a nonce; the
// reCAPTCHA host is allowed because the login form loads it when keys are configured. The
// object storage's origin may be connected to: the packing station PUTs its video parts
// straight to presigned S3 URLs (path style, so on the endpoint's own origin).
export function contentSecurityPolicy(opts: { isDev: boolean; storageEndpoint?: string }): string {
  const storage = originOf(opts.storageEndpoint);
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${opts.isDev ? " 'unsafe-eval'" : ''} https://www.google.com https://www.gstatic.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${storage ? ` ${storage}` : ''}`,
    'frame-src https://www.google.com',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
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
