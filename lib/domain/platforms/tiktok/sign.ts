import { hmacSha256Hex } from '@/lib/domain/platforms/signature';

// TikTok Shop (API 202309+) signs a call over its path, its sorted query and its raw body,
// wrapped in the app secret; a push over the app key and the raw body.

export interface TiktokSignedCall {
  appSecret: string;
  /** The request path, e.g. /order/202309/orders/search. */
  path: string;
  /** Every query parameter; `sign` and `access_token` are left out of the base string. */
  query: Record<string, string>;
  /** The exact body bytes sent (never re-serialised); left out for multipart uploads. */
  body?: string;
  multipart?: boolean;
}

/** The string TikTok signs: secret + path + sorted key+value pairs + raw body + secret. */
export function tiktokBaseString(call: TiktokSignedCall): string {
  const pairs = Object.keys(call.query)
    .filter((key) => key !== 'sign' && key !== 'access_token')
    .sort()
    .map((key) => `${key}${call.query[key]}`)
    .join('');
  const body = call.multipart ? '' : (call.body ?? '');
  return `${call.appSecret}${call.path}${pairs}${body}${call.appSecret}`;
}

/** The `sign` query parameter of a call: lowercase hex HMAC-SHA256 under the app secret. */
export function tiktokSign(call: TiktokSignedCall): string {
  return hmacSha256Hex(call.appSecret, tiktokBaseString(call));
}

/** The `Authorization` header of a TikTok push: HMAC-SHA256(app secret, app key + raw body). */
export function tiktokPushSignature(appKey: string, appSecret: string, rawBody: string): string {
  return hmacSha256Hex(appSecret, `${appKey}${rawBody}`);
}
