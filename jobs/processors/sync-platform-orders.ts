import { z } from 'zod';
import { tenantDb } from '@/lib/db';
import { platformConnector } from '@/lib/domain/platforms/connectors';
import { failRun, runOrderSync } from '@/lib/domain/platforms/sync/run-order-sync';
import { runProductSync } from '@/lib/domain/platforms/sync/run-product-sync';
import { defineJob } from '@/lib/queue/job-definition';
import {
  PLATFORM_ORDER_SYNC_JOB,
  PLATFORM_PRODUCT_SYNC_JOB,
  PLATFORM_SYNC_QUEUE,
} from '@/lib/queue/queues';

const runPayload = z.object({ enterpriseId: z.number().int(), runId: z.number().int() });
const ATTEMPTS = 6;

/** Runs the sync; its last try marks the run failed with the reason before giving up. */
async function runOrFail(
  payload: z.output<typeof runPayload>,
  attempt: number,
  sync: typeof runOrderSync,
): Promise<void> {
  const db = tenantDb(payload.enterpriseId);
  try {
    await sync(db, payload.runId, platformConnector);
  } catch (error) {
    if (attempt >= ATTEMPTS)
      await failRun(db, payload.runId, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/**
 * One order sync run (lib/domain/platforms/sync/run-order-sync.ts). A retry (a 429 that
 * outlasted the call's own backoff, the platform down, a worker killed) goes on from the
 * page the run reached; the last try marks the run failed with its reason.
 */
export const platformOrderSyncJob = defineJob({
  queue: PLATFORM_SYNC_QUEUE,
  name: PLATFORM_ORDER_SYNC_JOB,
  schema: runPayload,
  attempts: ATTEMPTS,
  backoff: { type: 'exponential', delay: 5_000 },
  async handle(payload, ctx) {
    await runOrFail(payload, ctx.attempt, runOrderSync);
  },
});

/** One product sync run: the shop's SKUs brought in for mapping. */
export const platformProductSyncJob = defineJob({
  queue: PLATFORM_SYNC_QUEUE,
  name: PLATFORM_PRODUCT_SYNC_JOB,
  schema: runPayload,
  attempts: ATTEMPTS,
  backoff: { type: 'exponential', delay: 5_000 },
  async handle(payload, ctx) {
    await runOrFail(payload, ctx.attempt, runProductSync);
  },
});
