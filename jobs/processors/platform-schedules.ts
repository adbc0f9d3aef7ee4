import { z } from 'zod';
import { log } from '@/lib/log';
import { platformConnector } from '@/lib/domain/platforms/connectors';
import { refreshExpiringTokens } from '@/lib/domain/platforms/shops/refresh-expiring-tokens';
import { pushStockChanges } from '@/lib/domain/platforms/stock/push-stock-changes';
import { startDueSyncs } from '@/lib/domain/platforms/sync/start-due-syncs';
import { defineJob, type JobSchedule } from '@/lib/queue/job-definition';
import {
  PLATFORM_STOCK_QUEUE,
  PLATFORM_STOCK_TICK_JOB,
  PLATFORM_SYNC_QUEUE,
  PLATFORM_SYNC_TICK_JOB,
  PLATFORM_TOKEN_TICK_JOB,
} from '@/lib/queue/queues';

// The repeating work of the selling platforms. Ticks are not retried: the next one is
// close and does the same; each is safe to run in several workers at once.

/** Starts the incremental order sync of the shops that are due. */
export const platformSyncTickJob = defineJob({
  queue: PLATFORM_SYNC_QUEUE,
  name: PLATFORM_SYNC_TICK_JOB,
  schema: z.object({}),
  attempts: 1,
  backoff: { type: 'exponential', delay: 10_000 },
  async handle() {
    const started = await startDueSyncs();
    if (started > 0) log.info('platforms: incremental syncs started', { started });
    return { started };
  },
});

/** Refreshes the tokens that expire within the hour. */
export const platformTokenTickJob = defineJob({
  queue: PLATFORM_SYNC_QUEUE,
  name: PLATFORM_TOKEN_TICK_JOB,
  schema: z.object({}),
  attempts: 1,
  backoff: { type: 'exponential', delay: 10_000 },
  async handle() {
    return refreshExpiringTokens(platformConnector);
  },
});

/** Pushes the sellable quantity of the SKUs whose stock changed. */
export const platformStockTickJob = defineJob({
  queue: PLATFORM_STOCK_QUEUE,
  name: PLATFORM_STOCK_TICK_JOB,
  schema: z.object({}),
  attempts: 1,
  backoff: { type: 'exponential', delay: 1_000 },
  async handle() {
    return pushStockChanges(platformConnector);
  },
});

export const PLATFORM_SCHEDULES: JobSchedule[] = [
  {
    id: 'platform-sync-tick',
    queue: PLATFORM_SYNC_QUEUE,
    name: PLATFORM_SYNC_TICK_JOB,
    everyMs: 60_000,
  },
  {
    id: 'platform-token-tick',
    queue: PLATFORM_SYNC_QUEUE,
    name: PLATFORM_TOKEN_TICK_JOB,
    everyMs: 10 * 60_000,
  },
  // Every second: a balance change reaches the platform within a few seconds.
  {
    id: 'platform-stock-tick',
    queue: PLATFORM_STOCK_QUEUE,
    name: PLATFORM_STOCK_TICK_JOB,
    everyMs: 1_000,
  },
];
