import { z } from 'zod';
import { prisma } from '@/lib/db';
import { log } from '@/lib/log';
import { startDueScheduledRuns } from '@/lib/domain/packing/auto-close';
import { defineJob, type JobSchedule } from '@/lib/queue/job-definition';
import { AUTO_CLOSE_QUEUE, AUTO_CLOSE_TICK_JOB } from '@/lib/queue/queues';

/**
 * The scheduler's tick, every minute (AUTO_CLOSE_SCHEDULE): starts the day's run of every
 * enterprise that is due (startDueScheduledRuns). Not retried: the next tick is a minute
 * away and does the same.
 */
export const autoCloseTickJob = defineJob({
  queue: AUTO_CLOSE_QUEUE,
  name: AUTO_CLOSE_TICK_JOB,
  schema: z.object({}),
  attempts: 1,
  backoff: { type: 'exponential', delay: 10_000 },
  async handle() {
    const started = await startDueScheduledRuns(prisma());
    if (started.length > 0) log.info('auto-close: scheduled runs started', { started });
    return { started: started.length };
  },
});

/** The tick's repeat: BullMQ job scheduler id and interval. */
export const AUTO_CLOSE_SCHEDULE: JobSchedule = {
  id: 'autoclose-tick',
  queue: AUTO_CLOSE_QUEUE,
  name: autoCloseTickJob.name,
  everyMs: 60_000,
};
