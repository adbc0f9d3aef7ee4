import type { WebhookDelivery, WebhookEvent } from '@/lib/domain/platforms/connector';
import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import { sameSignature } from '@/lib/domain/platforms/signature';
import { lazadaPushSignature } from '@/lib/domain/platforms/lazada/sign';
import { objectOf } from '@/lib/domain/platforms/lazada/api-client';
import { lazadaText, parseLazadaTime } from '@/lib/domain/platforms/lazada/lazada-values';

// Lazada pushes one message per order line whose status changed (message_type 0), per return
// or cancellation step (10), and others we only acknowledge (8: the authorization expires
// within 48 hours; 13: the seller's status). Each is signed in the Authorization header with
// HMAC-SHA256(app secret, app key + raw body). Lazada retries a push not acknowledged with 200
// within 500 ms, so the handler answers first and fetches the order afterwards.

const ORDER_MESSAGES = new Set([0, 10]);

export function verifyLazadaPush(
  appKey: string,
  appSecret: string,
  delivery: WebhookDelivery,
): boolean {
  if (!appKey || !appSecret) return false;
  return sameSignature(
    lazadaPushSignature(appKey, appSecret, delivery.rawBody),
    delivery.authorization,
  );
}

export function parseLazadaPush(rawBody: string): WebhookEvent[] {
  let message: Record<string, unknown>;
  try {
    // Ids longer than a double holds exactly are read as text, never rounded.
    const parsed: unknown = JSON.parse(
      rawBody.replace(/("[A-Za-z_]*_id"\s*:\s*)(\d{16,})/g, '$1"$2"'),
    );
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error();
    message = parsed as Record<string, unknown>;
  } catch {
    throw new PlatformRequestError('Lazada push body is not a JSON object', 'BadPush');
  }
  const data = objectOf(message.data);
  const type = Number(message.message_type);
  const shopId = lazadaText(message.seller_id) || lazadaText(data.seller_id);
  if (!shopId || !Number.isFinite(type)) {
    throw new PlatformRequestError('Lazada push without seller_id or message_type', 'BadPush');
  }
  if (!ORDER_MESSAGES.has(type)) {
    return [{ shopId, kind: 'other', platformOrderId: null, updateTime: null }];
  }
  const orderId = lazadaText(data.trade_order_id);
  if (!orderId)
    throw new PlatformRequestError('Lazada order push without trade_order_id', 'BadPush');
  return [
    {
      shopId,
      kind: 'order',
      platformOrderId: orderId,
      // status_update_time is in seconds.
      updateTime: parseLazadaTime(data.status_update_time),
    },
  ];
}
