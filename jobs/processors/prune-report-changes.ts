import { z } from 'zod';
import { prisma } from '@/lib/db';
import { pruneReportChanges } from '@/lib/domain/reports/prune-report-changes';
import { defineJob, type JobSchedule } from '@/lib/queue/job-definition';
import { REPORT_CHANGES_PRUNE_JOB, REPORT_QUEUE } from '@/lib/queue/queues';

/**
 * Every few minutes (REPORT_CHANGES_PRUNE_SCHEDULE): the marks of changed report days no kept
 * answer needs go (lib/domain/reports/prune-report-changes). Not retried: the next tick does
 * the same.
 */
export const reportChangesPruneJob = defineJob({
  queue: REPORT_QUEUE,
  name: REPORT_CHANGES_PRUNE_JOB,
  schema: z.object({}),
  attempts: 1,
  backoff: { type: 'exponential', delay: 10_000 },
  async handle() {
    return { pruned: await pruneReportChanges(prisma()) };
  },
});

export const REPORT_CHANGES_PRUNE_SCHEDULE: JobSchedule = {
  id: 'report-changes-prune',
  queue: REPORT_QUEUE,
  name: reportChangesPruneJob.name,
  everyMs: 3 * 60_000,
};
