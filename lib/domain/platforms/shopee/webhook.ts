import type { WebhookDelivery, WebhookEvent } from '@/lib/domain/platforms/connector';
import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import { sameSignature } from '@/lib/domain/platforms/signature';
import { shopeePushSignature } from '@/lib/domain/platforms/shopee/sign';

// Shopee's pushes: the Authorization header is the HMAC of the callback URL, "|" and the
// raw body under the partner key. Each push is one message {shop_id, code, timestamp,
// data}; an order's status (code 3) or tracking number (code 4) makes the order be
// fetched again, a cancelled authorization (code 2) asks the seller to connect again.

/** Checks the push on the exact bytes received and the URL it was sent to. */
export function verifyShopeePush(partnerKey: string | null, delivery: WebhookDelivery): boolean {
  if (!partnerKey) return false;
  const expected = shopeePushSignature(partnerKey, delivery.url, delivery.rawBody);
  return sameSignature(expected, delivery.authorization);
}

interface ShopeePush {
  shop_id?: number | string;
  code?: number;
  timestamp?: number;
  data?: {
    ordersn?: string;
    order_sn?: string;
    update_time?: number;
    shop_id?: number | string;
  };
}

const ORDER_CODES = new Set([3, 4]);
const DEAUTHORIZED = 2;

export function parseShopeePush(rawBody: string): WebhookEvent[] {
  let push: ShopeePush;
  try {
    const parsed: unknown = JSON.parse(rawBody);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error();
    push = parsed as ShopeePush;
  } catch {
    throw new PlatformRequestError('Shopee push is not a JSON object', 'bad_push');
  }
  const shopId = push.shop_id ?? push.data?.shop_id;
  if (shopId === undefined || shopId === null || typeof push.code !== 'number') {
    throw new PlatformRequestError('Shopee push without shop_id or code', 'bad_push');
  }
  const orderId = push.data?.ordersn ?? push.data?.order_sn ?? null;
  const at = push.data?.update_time ?? push.timestamp;
  const updateTime = typeof at === 'number' ? new Date(at * 1000) : null;
  if (ORDER_CODES.has(push.code) && orderId) {
    return [{ shopId: String(shopId), kind: 'order', platformOrderId: orderId, updateTime }];
  }
  const kind = push.code === DEAUTHORIZED ? 'deauthorized' : 'other';
  return [{ shopId: String(shopId), kind, platformOrderId: null, updateTime }];
}
