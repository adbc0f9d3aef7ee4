import { z } from 'zod';
import { prisma } from '@/lib/db';
import { log } from '@/lib/log';
import {
  executeRun,
  AUTO_CLOSE_QUEUE,
  AUTO_CLOSE_RUN_JOB,
  startDueScheduledRuns,
} from '@/lib/domain/packing/auto-close';
import { defineJob, PermanentJobError } from '@/jobs/types';

/**
 * The scheduler's tick, every minute (AUTO_CLOSE_SCHEDULE): starts the day's run of every
 * enterprise that is due (lib/domain/packing/auto-close/scheduler.ts). Not retried: the next
 * tick is a minute away and does the same.
 */
export const autoCloseTickJob = defineJob({
  queue: AUTO_CLOSE_QUEUE,
  name: 'tick',
  schema: z.object({}),
  attempts: 1,
  backoff: { type: 'exponential', delay: 10_000 },
  async handle() {
    const started = await startDueScheduledRuns(prisma());
    if (started.length > 0) log.info('auto-close: scheduled runs started', { started });
    return { started: started.length };
  },
});

/**
 * One enterprise's run, written to the outbox by the tick. Executing a run again is safe (it
 * carries on, and a succeeded run is left alone), so a retry, a stalled rerun or a doubled
 * relay does its work once. A failed run is retried: 30 s, 1 min, 2 min, 4 min.
 */
export const autoCloseRunJob = defineJob({
  queue: AUTO_CLOSE_QUEUE,
  name: AUTO_CLOSE_RUN_JOB,
  schema: z.object({
    enterprise_id: z.number().int().positive(),
    run_id: z.number().int().positive(),
  }),
  attempts: 5,
  backoff: { type: 'exponential', delay: 30_000 },
  async handle(payload, ctx) {
    const run = await executeRun(prisma(), payload.enterprise_id, payload.run_id);
    if (!run)
      throw new PermanentJobError(
        `auto-close run ${payload.run_id} of enterprise ${payload.enterprise_id} does not exist`,
      );
    if (run.status === 'failed')
      throw new Error(`auto-close run ${run.id} failed (attempt ${ctx.attempt}): ${run.error}`);
    return { status: run.status, closed_orders: run.closed_orders };
  },
});

/** The tick's repeat: BullMQ job scheduler id and interval (jobs/registry.ts SCHEDULES). */
export const AUTO_CLOSE_SCHEDULE = {
  id: 'autoclose-tick',
  queue: AUTO_CLOSE_QUEUE,
  name: autoCloseTickJob.name,
  everyMs: 60_000,
} as const;
