import { createHash } from 'node:crypto';
import type { RootDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { PLATFORM_ORDER_QUEUE, PLATFORM_WEBHOOK_JOB } from '@/lib/queue/queues';
import {
  PLATFORM_CODE,
  type PlatformConnector,
  type WebhookDelivery,
} from '@/lib/domain/platforms/connector';
import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import { SHOP_STATUS } from '@/lib/domain/platforms/shops/shop-status';

// A platform's push (POST /api/platform/{platform}/webhook). The platforms want an answer
// within seconds (Lazada: 500 ms), so nothing is fetched here: the signature is checked on
// the raw bytes before anything is read, then one outbox row per (shop, order, version)
// is written and the push is answered. The job fetches the order and writes it like the
// sync does. A push delivered twice writes the same row key, so the second is dropped; a
// push of another version is harmless too (the older version never overwrites).
//
// The push names the shop by its platform id only. Every enterprise that connected that
// shop (normally one) gets the job; a shop of one enterprise never feeds another.

export interface ReceivedWebhook {
  /** Order jobs written (0 for a repeat or a push about something else). */
  queued: number;
}

export async function receivePlatformWebhook(
  root: RootDb,
  connector: PlatformConnector,
  delivery: WebhookDelivery,
): Promise<ReceivedWebhook> {
  if (!connector.verifyWebhook(delivery))
    throw new AppError('platform.signatureInvalid', `${connector.platform} push signature`);
  let events;
  try {
    events = connector.parseWebhook(delivery.rawBody);
  } catch (error) {
    if (error instanceof PlatformRequestError)
      throw new AppError('common.invalidParameter', error.message);
    throw error;
  }
  const code = PLATFORM_CODE[connector.platform];
  const shopIds = [...new Set(events.map((e) => e.shopId))];
  if (shopIds.length === 0) return { queued: 0 };
  const shops = await root.platformShop.findMany({
    where: { platform: code, shopId: { in: shopIds }, status: { not: SHOP_STATUS.Disconnected } },
    select: { id: true, enterpriseId: true, shopId: true, status: true },
  });
  const revoked = events.filter((e) => e.kind === 'deauthorized').map((e) => e.shopId);
  if (revoked.length > 0)
    await root.platformShop.updateMany({
      where: { platform: code, shopId: { in: revoked }, status: SHOP_STATUS.Connected },
      data: {
        status: SHOP_STATUS.NeedsReconnect,
        lastError: 'the seller withdrew the authorization',
      },
    });
  const bodyHash = createHash('sha256').update(delivery.rawBody).digest('hex').slice(0, 24);
  const rows = events.flatMap((event) => {
    if (event.kind !== 'order' || !event.platformOrderId) return [];
    const version = event.updateTime ? String(event.updateTime.getTime()) : bodyHash;
    return shops
      .filter((s) => s.shopId === event.shopId && s.status === SHOP_STATUS.Connected)
      .map((s) => ({
        queue: PLATFORM_ORDER_QUEUE,
        jobName: PLATFORM_WEBHOOK_JOB,
        payload: {
          enterpriseId: s.enterpriseId,
          platformShopId: s.id,
          platformOrderIds: [event.platformOrderId!],
        },
        dedupeKey: `pwh:${s.id}:${event.platformOrderId!.slice(0, 60)}:${version}`.slice(0, 120),
      }));
  });
  if (rows.length === 0) return { queued: 0 };
  const written = await root.outboxMessage.createMany({ data: rows, skipDuplicates: true });
  return { queued: written.count };
}
