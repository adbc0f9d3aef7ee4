import { hmacSha256Hex } from '@/lib/domain/platforms/signature';

// Shopee Open Platform v2 signs the common parameters only (never the body), concatenated
// without separators in an order that depends on the kind of call.

export type ShopeeSignedCall =
  | { kind: 'public'; partnerId: number; path: string; timestamp: number }
  | {
      kind: 'shop';
      partnerId: number;
      path: string;
      timestamp: number;
      accessToken: string;
      shopId: number;
    }
  | {
      kind: 'merchant';
      partnerId: number;
      path: string;
      timestamp: number;
      accessToken: string;
      merchantId: number;
    };

/** partner_id + path + timestamp [+ access_token + shop_id | merchant_id]. */
export function shopeeBaseString(call: ShopeeSignedCall): string {
  const common = `${call.partnerId}${call.path}${call.timestamp}`;
  if (call.kind === 'public') return common;
  if (call.kind === 'shop') return `${common}${call.accessToken}${call.shopId}`;
  return `${common}${call.accessToken}${call.merchantId}`;
}

/** The `sign` query parameter: lowercase hex HMAC-SHA256 under the partner key. */
export function shopeeSign(partnerKey: string, call: ShopeeSignedCall): string {
  return hmacSha256Hex(partnerKey, shopeeBaseString(call));
}

/** The `Authorization` header of a Shopee push: HMAC-SHA256(partner key, url + "|" + body). */
export function shopeePushSignature(
  partnerKey: string,
  callbackUrl: string,
  rawBody: string,
): string {
  return hmacSha256Hex(partnerKey, `${callbackUrl}|${rawBody}`);
}
