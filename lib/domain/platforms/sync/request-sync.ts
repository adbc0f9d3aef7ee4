import type { Actor } from '@/lib/auth/actor';
import type { TenantDb } from '@/lib/db';
import { dayStartUtc, bangkokDayKey } from '@/lib/time/bangkok-days';
import { AppError } from '@/lib/errors';
import type { PlatformName } from '@/lib/domain/platforms/connector';
import type { OrderSyncInput, OrderSyncRangeInput } from '@/lib/domain/platforms/schemas';
import { findShop } from '@/lib/domain/platforms/shops/shop-settings';
import { startSyncRun, SYNC_KIND, SYNC_TRIGGER } from '@/lib/domain/platforms/sync/sync-runs';

const DAY_MS = 24 * 3600_000;

/**
 * POST /api/platform/{platform}/orders/sync: the orders changed on `sync_day` Bangkok days
 * up to `sync_date` (default: today, one day). Answers the run's id (job_id).
 */
export async function requestOrderSync(
  db: TenantDb,
  actor: Actor,
  platform: PlatformName,
  input: OrderSyncInput,
  now = new Date(),
): Promise<number> {
  const shop = await findShop(db, platform, { shopId: input.shop_id });
  const lastDay = input.sync_date ?? bangkokDayKey(now);
  const lastStart = dayStartUtc(lastDay);
  if (!lastStart) throw new AppError('common.invalidParameter', 'sync_date: no such day');
  const days = input.sync_day ?? 1;
  const timeFrom = new Date(lastStart.getTime() - (days - 1) * DAY_MS);
  const timeTo = new Date(Math.min(lastStart.getTime() + DAY_MS, now.getTime()));
  if (timeFrom >= timeTo) throw new AppError('common.invalidParameter', 'sync_date: in the future');
  return startSyncRun(db, actor.enterpriseId, {
    platformShopId: shop.id,
    kind: SYNC_KIND.Orders,
    trigger: SYNC_TRIGGER.ByHand,
    timeFrom,
    timeTo,
    userId: actor.userId,
  });
}

/** POST /api/v2/platform/orders/sync: the orders changed in [time_from, time_to). */
export async function requestOrderSyncRange(
  db: TenantDb,
  actor: Actor,
  input: OrderSyncRangeInput,
  now = new Date(),
): Promise<number> {
  const shop = await findShop(db, input.platform as PlatformName, {
    shopId: input.shop_id,
    cipher: input.shop_cipher,
  });
  const timeTo = input.time_to > now ? now : input.time_to;
  return startSyncRun(db, actor.enterpriseId, {
    platformShopId: shop.id,
    kind: SYNC_KIND.Orders,
    trigger: SYNC_TRIGGER.ByHand,
    timeFrom: input.time_from,
    timeTo,
    userId: actor.userId,
  });
}

/** POST /api/platform/{platform}/products/sync?shop_id: the shop's SKUs brought in. */
export async function requestProductSync(
  db: TenantDb,
  actor: Actor,
  platform: PlatformName,
  shopId: string,
): Promise<number> {
  const shop = await findShop(db, platform, { shopId });
  return startSyncRun(db, actor.enterpriseId, {
    platformShopId: shop.id,
    kind: SYNC_KIND.Products,
    trigger: SYNC_TRIGGER.ByHand,
    userId: actor.userId,
  });
}
