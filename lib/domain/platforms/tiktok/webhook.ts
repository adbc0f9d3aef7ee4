import type { WebhookDelivery, WebhookEvent } from '@/lib/domain/platforms/connector';
import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import { sameSignature } from '@/lib/domain/platforms/signature';
import { tiktokPushSignature } from '@/lib/domain/platforms/tiktok/sign';

// A TikTok Shop push: one JSON envelope {type, tts_notification_id, shop_id, timestamp,
// data} a POST, signed in the Authorization header over app key + the raw body. There is
// no timestamp in the signature, so a replay verifies too: the handler deduplicates on
// tts_notification_id, and the order is fetched again anyway, newer version wins.

/** Push types whose data names an order that changed (status, address, package, cancel, return). */
const ORDER_TYPES = new Set([1, 3, 4, 11, 12]);
const DEAUTHORIZED = 6;

export function verifyTiktokPush(
  appKey: string,
  appSecret: string,
  delivery: WebhookDelivery,
): boolean {
  if (!appKey || !appSecret) return false;
  return sameSignature(
    tiktokPushSignature(appKey, appSecret, delivery.rawBody),
    delivery.authorization,
  );
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function idText(value: unknown): string | null {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function secondsDate(value: unknown): Date | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? new Date(n * 1000) : null;
}

export function parseTiktokPush(rawBody: string): WebhookEvent[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new PlatformRequestError('TikTok Shop push: body is not JSON', 'bad_push');
  }
  const envelope = record(parsed);
  const shopId = idText(envelope.shop_id);
  const type = Number(envelope.type);
  if (!shopId || !Number.isInteger(type)) {
    throw new PlatformRequestError('TikTok Shop push: no shop_id or type', 'bad_push');
  }
  const data = record(envelope.data);
  const orderId = idText(data.order_id);
  const updateTime =
    secondsDate(data.update_time) ??
    secondsDate(data.create_time) ??
    secondsDate(envelope.timestamp);
  if (ORDER_TYPES.has(type) && orderId) {
    return [{ shopId, kind: 'order', platformOrderId: orderId, updateTime }];
  }
  if (type === DEAUTHORIZED) {
    return [{ shopId, kind: 'deauthorized', platformOrderId: null, updateTime }];
  }
  return [{ shopId, kind: 'other', platformOrderId: null, updateTime }];
}
