import { createHash } from 'node:crypto';
import { sqlRunner, type RootDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { PLATFORM_ORDER_QUEUE, PLATFORM_WEBHOOK_JOB } from '@/lib/queue/queues';
import {
  PLATFORM_CODE,
  type PlatformConnector,
  type WebhookDelivery,
  type WebhookEvent,
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
  const orders = events.filter(
    (e): e is WebhookEvent & { platformOrderId: string } =>
      e.kind === 'order' && Boolean(e.platformOrderId),
  );
  if (orders.length === 0) return { queued: 0 };
  // One statement finds the connected shops the push names and writes their jobs: the
  // platforms wait for the answer (Lazada: 500 ms).
  const written = await sqlRunner(root).rows<{ n: number }>(Prisma.sql`
    WITH pushed AS (
      INSERT INTO outbox_messages (queue, job_name, payload, dedupe_key)
      SELECT ${PLATFORM_ORDER_QUEUE}, ${PLATFORM_WEBHOOK_JOB},
             jsonb_build_object('enterpriseId', s.enterprise_id, 'platformShopId', s.id,
                                'platformOrderIds', jsonb_build_array(e.order_id)),
             left('pwh:' || s.id || ':' || left(e.order_id, 60) || ':' || e.version, 120)
        FROM unnest(${orders.map((e) => e.shopId)}::text[], ${orders.map((e) => e.platformOrderId)}::text[],
                    ${orders.map((e) => (e.updateTime ? String(e.updateTime.getTime()) : bodyHash))}::text[])
             AS e(shop_id, order_id, version)
        JOIN platform_shops s
          ON s.platform = ${code} AND s.shop_id = e.shop_id AND s.status = ${SHOP_STATUS.Connected}
      ON CONFLICT (dedupe_key) DO NOTHING
      RETURNING 1)
    SELECT count(*)::int AS n FROM pushed`);
  return { queued: written[0]?.n ?? 0 };
}
