import { createHash, timingSafeEqual } from 'node:crypto';
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
import { openWebhookSecret } from '@/lib/domain/platforms/shop-tokens';
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
//
// Pancake signs nothing: the seller sets a custom header in its webhook settings, the
// secret we made for the shop when it was connected (connect-by-key.ts). Its push is read
// first (to know which shop it names), then the header is compared, in constant time, with
// the secret of each connected shop of that id; only the shops whose secret it is get the
// job. A wrong or missing header, or a body naming no such shop, is 401 and writes nothing.

export interface ReceivedWebhook {
  /** Order jobs written (0 for a repeat or a push about something else). */
  queued: number;
}

export async function receivePlatformWebhook(
  root: RootDb,
  connector: PlatformConnector,
  delivery: WebhookDelivery,
): Promise<ReceivedWebhook> {
  const bySecret = connector.webhookAuth === 'shop-secret';
  if (!bySecret && !connector.verifyWebhook(delivery))
    throw new AppError('platform.signatureInvalid', `${connector.platform} push signature`);
  let events;
  try {
    events = connector.parseWebhook(delivery.rawBody);
  } catch (error) {
    if (error instanceof PlatformRequestError) {
      // A body no secret has vouched for yet says nothing more than "not authenticated".
      if (bySecret)
        throw new AppError('platform.signatureInvalid', `${connector.platform} push unreadable`);
      throw new AppError('common.invalidParameter', error.message);
    }
    throw error;
  }
  const code = PLATFORM_CODE[connector.platform];
  const vouched = bySecret
    ? await shopsOfSecret(root, code, events, delivery.sharedSecret ?? null)
    : null;
  if (vouched !== null && vouched.length === 0)
    throw new AppError('platform.signatureInvalid', `${connector.platform} push secret`);
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
         AND (${vouched === null}::boolean OR s.id = ANY(${vouched ?? []}::int[]))
      ON CONFLICT (dedupe_key) DO NOTHING
      RETURNING 1)
    SELECT count(*)::int AS n FROM pushed`);
  return { queued: written[0]?.n ?? 0 };
}

/** Equal secrets, compared in constant time (over their digests, so lengths leak nothing). */
function sameSecret(expected: string, given: string): boolean {
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}

/** The connected shops (our ids) the push names whose own secret the header carries. */
async function shopsOfSecret(
  root: RootDb,
  platform: number,
  events: readonly WebhookEvent[],
  given: string | null,
): Promise<number[]> {
  const shopIds = [...new Set(events.map((e) => e.shopId).filter(Boolean))].slice(0, 20);
  if (!given || shopIds.length === 0) return [];
  const shops = await root.platformShop.findMany({
    where: { platform, shopId: { in: shopIds }, status: SHOP_STATUS.Connected },
    select: {
      id: true,
      enterpriseId: true,
      platform: true,
      shopId: true,
      token: { select: { webhookSecretEnc: true } },
    },
  });
  return shops
    .filter((shop) => {
      const secret = openWebhookSecret(shop, shop.token?.webhookSecretEnc);
      return secret !== null && sameSecret(secret, given.trim());
    })
    .map((shop) => shop.id);
}
