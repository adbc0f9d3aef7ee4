import { hmacSha256Hex } from '@/lib/domain/platforms/signature';

// Lazada Open Platform signs the API path, every system and business parameter sorted by
// name (empty values left out, as the official sample does) and the body, in UPPERCASE hex.

export interface LazadaSignedCall {
  appSecret: string;
  /** The API path, e.g. /order/get. */
  path: string;
  /** System and business parameters; `sign` is left out. Files are never passed here. */
  params: Record<string, string>;
  body?: string;
}

/** path + sorted key+value pairs + body. */
export function lazadaBaseString(call: LazadaSignedCall): string {
  const pairs = Object.keys(call.params)
    .filter((key) => key !== 'sign' && call.params[key] !== '')
    .sort()
    .map((key) => `${key}${call.params[key]}`)
    .join('');
  return `${call.path}${pairs}${call.body ?? ''}`;
}

/** The `sign` parameter: UPPERCASE hex HMAC-SHA256 under the app secret. */
export function lazadaSign(call: LazadaSignedCall): string {
  return hmacSha256Hex(call.appSecret, lazadaBaseString(call)).toUpperCase();
}

/** The `Authorization` header of a Lazada push: HMAC-SHA256(app secret, app key + raw body). */
export function lazadaPushSignature(appKey: string, appSecret: string, rawBody: string): string {
  return hmacSha256Hex(appSecret, `${appKey}${rawBody}`);
}
