import { inTransaction, type TenantDb } from '@/lib/db';
import { AppError, notFound } from '@/lib/errors';
import { enqueueOutbox } from '@/lib/queue/outbox';
import {
  PLATFORM_ORDER_SYNC_JOB,
  PLATFORM_PRODUCT_SYNC_JOB,
  PLATFORM_SYNC_QUEUE,
} from '@/lib/queue/queues';
import { SHOP_STATUS } from '@/lib/domain/platforms/shops/shop-status';

// A sync run is one row (platform_sync_runs) and one job: the row is written with its job
// in one transaction, the job works through it page by page and counts as it goes, and
// the screen's progress bar reads the row (GET /api/platform/sync/{job_id}).

export const SYNC_KIND = { Orders: 1, Products: 2 } as const;
export const SYNC_TRIGGER = { Schedule: 1, ByHand: 2 } as const;
export const SYNC_STATE = { Queued: 0, Running: 1, Done: 2, Failed: 3 } as const;

const STATE_NAME: Record<number, SyncRunView['state']> = {
  0: 'queued',
  1: 'running',
  2: 'done',
  3: 'failed',
};

/** The longest range a sync by hand may ask for (a seller's back catalogue of three months). */
export const MAX_SYNC_RANGE_MS = 92 * 24 * 3600_000;

export interface SyncRunView {
  job_id: number;
  shop_id: number;
  kind: 'orders' | 'products';
  state: 'queued' | 'running' | 'done' | 'failed';
  time_from: string | null;
  time_to: string | null;
  fetched: number;
  created: number;
  updated: number;
  failed: number;
  errors: Array<{ order_id?: string; message: string }>;
  started_at: string | null;
  finished_at: string | null;
}

export interface StartSync {
  /** platform_shops.id */
  platformShopId: number;
  kind: (typeof SYNC_KIND)[keyof typeof SYNC_KIND];
  trigger: (typeof SYNC_TRIGGER)[keyof typeof SYNC_TRIGGER];
  timeFrom?: Date;
  timeTo?: Date;
  userId?: number | null;
}

/** Writes the run and its job; answers the run's id (the job_id of the sync calls). */
export async function startSyncRun(
  db: TenantDb,
  enterpriseId: number,
  input: StartSync,
): Promise<number> {
  if (input.timeFrom && input.timeTo) {
    if (input.timeFrom >= input.timeTo)
      throw new AppError('common.invalidParameter', 'time_from must be before time_to');
    if (input.timeTo.getTime() - input.timeFrom.getTime() > MAX_SYNC_RANGE_MS)
      throw new AppError('common.invalidParameter', 'a sync covers at most 92 days');
  }
  return inTransaction(db, async (tx) => {
    const shop = await tx.platformShop.findFirst({
      where: { id: input.platformShopId },
      select: { id: true, status: true },
    });
    if (!shop) throw notFound('platform shop', input.platformShopId);
    if (shop.status !== SHOP_STATUS.Connected)
      throw new AppError('platform.notConnected', `shop ${shop.id} is at status ${shop.status}`);
    const run = await tx.platformSyncRun.create({
      data: {
        enterpriseId,
        platformShopId: shop.id,
        kind: input.kind,
        trigger: input.trigger,
        timeFrom: input.timeFrom ?? null,
        timeTo: input.timeTo ?? null,
        createdById: input.userId ?? null,
      },
      select: { id: true },
    });
    await enqueueOutbox(tx, {
      queue: PLATFORM_SYNC_QUEUE,
      name: input.kind === SYNC_KIND.Orders ? PLATFORM_ORDER_SYNC_JOB : PLATFORM_PRODUCT_SYNC_JOB,
      payload: { enterpriseId, runId: run.id },
      dedupeKey: `platform-sync:${run.id}`,
    });
    return run.id;
  });
}

export async function getSyncRun(db: TenantDb, id: number): Promise<SyncRunView> {
  const run = await db.platformSyncRun.findFirst({ where: { id } });
  if (!run) throw new AppError('platform.syncNotFound', `sync ${id}`);
  return {
    job_id: run.id,
    shop_id: run.platformShopId,
    kind: run.kind === SYNC_KIND.Products ? 'products' : 'orders',
    state: STATE_NAME[run.state] ?? 'queued',
    time_from: run.timeFrom?.toISOString() ?? null,
    time_to: run.timeTo?.toISOString() ?? null,
    fetched: run.fetched,
    created: run.created,
    updated: run.updated,
    failed: run.failed,
    errors: Array.isArray(run.errors) ? (run.errors as SyncRunView['errors']) : [],
    started_at: run.startedAt?.toISOString() ?? null,
    finished_at: run.finishedAt?.toISOString() ?? null,
  };
}
