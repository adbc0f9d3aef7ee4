import { tenantDb } from '@/lib/db';
import {
  runWmsSummary,
  WMS_SUMMARY_ATTEMPTS,
  wmsSummaryJobPayload,
} from '@/lib/domain/reports/wms-summary';
import { defineJob } from '@/lib/queue/job-definition';
import { REPORT_QUEUE, WMS_SUMMARY_JOB } from '@/lib/queue/queues';

/**
 * The WMS summary of one enterprise and query (lib/domain/reports/wms-summary): read in one
 * snapshot, bounded by WMS_SUMMARY_TIMEOUT_MS, stored with its fingerprint for the screen's
 * next call. Running it again computes the same result again; its last attempt gives the
 * query's run back, so the screen's next call starts a fresh one.
 */
export const wmsSummaryJob = defineJob({
  queue: REPORT_QUEUE,
  name: WMS_SUMMARY_JOB,
  schema: wmsSummaryJobPayload,
  attempts: WMS_SUMMARY_ATTEMPTS,
  backoff: { type: 'exponential', delay: 5_000 },
  async handle(payload, ctx) {
    const result = await runWmsSummary(tenantDb(payload.enterprise_id), payload, {
      lastAttempt: ctx.attempt >= WMS_SUMMARY_ATTEMPTS,
    });
    return { computed_at: result.computed_at, rows: result.rows.length };
  },
});
