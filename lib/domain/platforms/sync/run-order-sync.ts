import type { TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import {
  platformNameOf,
  type PlatformConnector,
  type PlatformName,
} from '@/lib/domain/platforms/connector';
import {
  importPlatformOrders,
  type ImportShop,
} from '@/lib/domain/platforms/orders/import-platform-orders';
import { withShopSession, type SessionShop } from '@/lib/domain/platforms/shops/shop-session';
import { SHOP_STATUS } from '@/lib/domain/platforms/shops/shop-status';
import { SYNC_STATE, SYNC_TRIGGER } from '@/lib/domain/platforms/sync/sync-runs';

// One order sync of a shop: every order the platform changed within the run's window,
// page by page (the platform's cursor, 100 ids a page), the orders themselves in batches
// of 50, each page written in one transaction. After each page the run keeps its counts
// and where it stands, so the screen shows progress and a rerun (a worker killed mid-run,
// a retry after a 429) goes on from the page it reached; pages done again are harmless
// (an order not newer than the stored one is left alone).

/** The first sync of a shop reaches this far back. */
export const FIRST_SYNC_BACK_MS = 3 * 24 * 3600_000;
/** The scheduled sync starts this much before the last one ended: changes the platform dated late are not missed. */
export const SYNC_OVERLAP_MS = 5 * 60_000;
const DETAIL_BATCH = 50;
const MAX_ERRORS_KEPT = 20;

export type ConnectorFor = (platform: PlatformName) => PlatformConnector;

interface Position {
  /** Index of the window being read (windows of connector.maxWindowMs). */
  window: number;
  cursor: string | null;
}

export interface SyncShop
  extends SessionShop, Omit<ImportShop, 'platform' | 'id' | 'enterpriseId'> {
  name: string;
  status: number;
  lastOrderSyncAt: Date | null;
}

/** The shop as the sync needs it; null when it is gone. */
export async function loadSyncShop(db: TenantDb, id: number): Promise<SyncShop | null> {
  const shop = await db.platformShop.findFirst({ where: { id } });
  if (!shop) return null;
  if (shop.saleChannelId === null || shop.paymentMethodId === null)
    throw new AppError(
      'common.invalidParameter',
      `shop ${shop.id} has no sale channel or payment method to book its orders under`,
    );
  return {
    id: shop.id,
    enterpriseId: shop.enterpriseId,
    platform: shop.platform,
    shopId: shop.shopId,
    cipher: shop.cipher,
    name: shop.name,
    status: shop.status,
    saleChannelId: shop.saleChannelId,
    paymentMethodId: shop.paymentMethodId,
    lastOrderSyncAt: shop.lastOrderSyncAt,
  };
}

export function importShopOf(shop: SyncShop, platform: PlatformName): ImportShop {
  return {
    id: shop.id,
    enterpriseId: shop.enterpriseId,
    platform,
    saleChannelId: shop.saleChannelId,
    paymentMethodId: shop.paymentMethodId,
  };
}

/** Splits [from, to) into windows the platform accepts (Shopee: 15 days). */
export function syncWindows(from: Date, to: Date, maxWindowMs: number | null): Array<[Date, Date]> {
  if (!maxWindowMs) return [[from, to]];
  const windows: Array<[Date, Date]> = [];
  for (let start = from.getTime(); start < to.getTime(); start += maxWindowMs)
    windows.push([new Date(start), new Date(Math.min(start + maxWindowMs, to.getTime()))]);
  return windows;
}

/**
 * The run to work on with its shop and connector; null when there is nothing to do (the
 * run is finished, or its shop is gone or no longer connected: the run is then failed).
 */
export async function openRun(db: TenantDb, runId: number, connectorFor: ConnectorFor) {
  const run = await db.platformSyncRun.findFirst({ where: { id: runId } });
  if (!run || run.state === SYNC_STATE.Done || run.state === SYNC_STATE.Failed) return null;
  const shop = await loadSyncShop(db, run.platformShopId);
  const platform = shop ? platformNameOf(shop.platform) : null;
  if (!shop || !platform || shop.status !== SHOP_STATUS.Connected) {
    await failRun(db, runId, 'the shop is not connected');
    return null;
  }
  return { run, shop, platform, connector: connectorFor(platform) };
}

/** Runs (or goes on with) sync run `runId`. Throws what a retry may fix. */
export async function runOrderSync(
  db: TenantDb,
  runId: number,
  connectorFor: ConnectorFor,
  now: Date = new Date(),
): Promise<void> {
  const opened = await openRun(db, runId, connectorFor);
  if (!opened) return;
  const { run, shop, platform, connector } = opened;
  const timeTo = run.timeTo ?? now;
  const timeFrom =
    run.timeFrom ??
    (shop.lastOrderSyncAt
      ? new Date(shop.lastOrderSyncAt.getTime() - SYNC_OVERLAP_MS)
      : new Date(timeTo.getTime() - FIRST_SYNC_BACK_MS));
  await db.platformSyncRun.update({
    where: { id: runId },
    data: {
      state: SYNC_STATE.Running,
      startedAt: run.startedAt ?? now,
      timeFrom,
      timeTo,
    },
  });
  const windows = syncWindows(timeFrom, timeTo, connector.maxWindowMs);
  let position: Position = run.cursor
    ? (JSON.parse(run.cursor) as Position)
    : { window: 0, cursor: null };
  const target = importShopOf(shop, platform);
  const errors = Array.isArray(run.errors) ? [...(run.errors as object[])] : [];
  // The next page is fetched while this one is written: the platform's answer time and
  // the database's work overlap instead of adding up.
  const fetchPage = async (at: Position) => {
    const [from, to] = windows[at.window]!;
    const page = await withShopSession(db, shop, connector, (session) =>
      connector.listOrderIds(session, { updatedFrom: from, updatedTo: to, cursor: at.cursor }),
    );
    const batches: Array<{
      ids: string[];
      orders: Awaited<ReturnType<typeof connector.getOrders>>;
    }> = [];
    for (let i = 0; i < page.orderIds.length; i += DETAIL_BATCH) {
      const ids = page.orderIds.slice(i, i + DETAIL_BATCH);
      const orders = await withShopSession(db, shop, connector, (session) =>
        connector.getOrders(session, ids),
      );
      batches.push({ ids, orders });
    }
    const next: Position = page.nextCursor
      ? { window: at.window, cursor: page.nextCursor }
      : { window: at.window + 1, cursor: null };
    return { fetched: page.orderIds.length, batches, next };
  };
  const prefetch = (at: Position) => {
    if (at.window >= windows.length) return null;
    const promise = fetchPage(at);
    // Awaited on the next turn; a failure while this page is written must not go unheard.
    promise.catch(() => undefined);
    return promise;
  };
  let pending = prefetch(position);
  while (pending) {
    const { fetched, batches, next } = await pending;
    pending = prefetch(next);
    const counts = { fetched, created: 0, updated: 0, failed: 0 };
    // The page is written in one transaction (fewer round trips than one per batch).
    const ids = batches.flatMap((b) => b.ids);
    const orders = batches.flatMap((b) => b.orders);
    try {
      const result = await importPlatformOrders(db, target, orders);
      counts.created += result.created;
      counts.updated += result.updated;
      counts.failed += ids.length - orders.length;
      if (orders.length < ids.length && errors.length < MAX_ERRORS_KEPT)
        errors.push({
          message: `${ids.length - orders.length} orders not returned by the platform`,
        });
    } catch (error) {
      // A page the database refuses (a bug, or data we cannot store) must not hold up the
      // rest: it is counted and reported, and the next sync tries it again.
      counts.failed += ids.length;
      if (errors.length < MAX_ERRORS_KEPT)
        errors.push({
          order_id: ids[0],
          message: error instanceof Error ? error.message.slice(0, 300) : String(error),
        });
    }
    position = next;
    await db.platformSyncRun.update({
      where: { id: runId },
      data: {
        fetched: { increment: counts.fetched },
        created: { increment: counts.created },
        updated: { increment: counts.updated },
        failed: { increment: counts.failed },
        pagesDone: { increment: 1 },
        cursor: JSON.stringify(position),
        errors,
      },
    });
  }
  await db.platformSyncRun.update({
    where: { id: runId },
    data: { state: SYNC_STATE.Done, finishedAt: new Date() },
  });
  if (run.trigger === SYNC_TRIGGER.Schedule || !run.timeFrom) {
    await db.platformShop.updateMany({
      where: {
        id: shop.id,
        OR: [{ lastOrderSyncAt: null }, { lastOrderSyncAt: { lt: timeTo } }],
      },
      data: { lastOrderSyncAt: timeTo, lastError: null },
    });
  }
}

/** Marks the run failed with `message` (the last try of its job, or a shop gone). */
export async function failRun(db: TenantDb, runId: number, message: string): Promise<void> {
  const run = await db.platformSyncRun.findFirst({
    where: { id: runId },
    select: { errors: true, platformShopId: true },
  });
  if (!run) return;
  const errors = Array.isArray(run.errors) ? [...(run.errors as object[])] : [];
  if (errors.length < MAX_ERRORS_KEPT) errors.push({ message: message.slice(0, 300) });
  await db.platformSyncRun.update({
    where: { id: runId },
    data: { state: SYNC_STATE.Failed, finishedAt: new Date(), errors },
  });
  await db.platformShop.updateMany({
    where: { id: run.platformShopId },
    data: { lastError: message.slice(0, 500) },
  });
}
