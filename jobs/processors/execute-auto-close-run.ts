import { z } from 'zod';
import { prisma } from '@/lib/db';
import { executeRun } from '@/lib/domain/packing/auto-close';
import { defineJob, PermanentJobError } from '@/lib/queue/job-definition';
import { AUTO_CLOSE_QUEUE, AUTO_CLOSE_RUN_JOB } from '@/lib/queue/queues';

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
