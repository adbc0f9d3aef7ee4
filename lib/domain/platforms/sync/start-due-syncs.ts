import { prisma, tenantDb, type RootDb } from '@/lib/db';
import { SHOP_STATUS } from '@/lib/domain/platforms/shops/shop-status';
import {
  startSyncRun,
  SYNC_KIND,
  SYNC_STATE,
  SYNC_TRIGGER,
} from '@/lib/domain/platforms/sync/sync-runs';

// The incremental sync of every connected shop, every few minutes: pushes can be lost (a
// platform gives up after its retries), the scheduled sync picks up whatever they missed.

/** A shop is synced again when its last sync ended this long ago. */
export const SYNC_EVERY_MS = 3 * 60_000;

/** Starts a run for each connected shop that is due and has none queued or running. */
export async function startDueSyncs(root: RootDb = prisma(), now = new Date()): Promise<number> {
  const due = await root.platformShop.findMany({
    where: {
      status: SHOP_STATUS.Connected,
      saleChannelId: { not: null },
      paymentMethodId: { not: null },
      OR: [
        { lastOrderSyncAt: null },
        { lastOrderSyncAt: { lt: new Date(now.getTime() - SYNC_EVERY_MS) } },
      ],
      syncRuns: {
        none: {
          kind: SYNC_KIND.Orders,
          state: { in: [SYNC_STATE.Queued, SYNC_STATE.Running] },
          // A run stuck longer than this (its job lost) no longer holds the shop back.
          createdAt: { gt: new Date(now.getTime() - 30 * 60_000) },
        },
      },
    },
    select: { id: true, enterpriseId: true },
    take: 500,
  });
  for (const shop of due) {
    await startSyncRun(tenantDb(shop.enterpriseId), shop.enterpriseId, {
      platformShopId: shop.id,
      kind: SYNC_KIND.Orders,
      trigger: SYNC_TRIGGER.Schedule,
    });
  }
  return due.length;
}
