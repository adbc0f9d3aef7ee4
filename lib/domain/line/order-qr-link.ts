import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';

// The address of an order's PromptPay QR as a PNG, for LINE's image message (LINE fetches
// images itself, from a public https URL, so no sign-in can guard it): the enterprise, the
// order and an expiry, signed with a key derived from AUTH_SECRET. Without the secret the
// address cannot be made or altered; after the expiry it answers 404
// (docs/members.md, LINE orders). Pure but for the secret: order-qr-link.test.ts.

/** How long a QR address sent in the chat keeps working. */
export const ORDER_QR_DAYS = 7;

export interface OrderQrClaim {
  enterpriseId: number;
  orderId: number;
  /** Unix seconds. */
  exp: number;
}

const key = (secret: string) => createHmac('sha256', secret).update('line-order-qr').digest();
const mac = (secret: string, data: string) =>
  createHmac('sha256', key(secret)).update(data).digest('base64url');

export function signOrderQr(claim: OrderQrClaim, secret = env().AUTH_SECRET): string {
  const data = Buffer.from(JSON.stringify([claim.enterpriseId, claim.orderId, claim.exp])).toString(
    'base64url',
  );
  return `${data}.${mac(secret, data)}`;
}

/** The claim of a token, or null when it is malformed, tampered with or expired. */
export function readOrderQr(
  token: string,
  now = Date.now(),
  secret = env().AUTH_SECRET,
): OrderQrClaim | null {
  const [data, sig, ...rest] = token.split('.');
  if (!data || !sig || rest.length) return null;
  const expected = Buffer.from(mac(secret, data));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(data, 'base64url').toString()) as unknown;
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    const [enterpriseId, orderId, exp] = parsed as number[];
    if (!Number.isInteger(enterpriseId) || !Number.isInteger(orderId)) return null;
    if (!Number.isInteger(exp) || exp! * 1000 <= now) return null;
    return { enterpriseId: enterpriseId!, orderId: orderId!, exp: exp! };
  } catch {
    return null;
  }
}

/** The path the PNG is served at (app/api/line/qr/[token]/route.ts). */
export const orderQrPath = (token: string) => `/api/line/qr/${token}`;

/** The full address of an order's QR, valid ORDER_QR_DAYS from `now`. */
export function orderQrUrl(
  enterpriseId: number,
  orderId: number,
  now = Date.now(),
  appUrl = env().APP_URL,
): string {
  const exp = Math.floor(now / 1000) + ORDER_QR_DAYS * 86_400;
  return `${appUrl.replace(/\/$/, '')}${orderQrPath(signOrderQr({ enterpriseId, orderId, exp }))}`;
}
