import { jobRegistry } from '@/lib/queue/job-registry';
import { wmsSummaryJob } from '@/jobs/processors/compute-wms-summary';
import { autoCloseRunJob } from '@/jobs/processors/execute-auto-close-run';
import {
  REPORT_CHANGES_PRUNE_SCHEDULE,
  reportChangesPruneJob,
} from '@/jobs/processors/prune-report-changes';
import { lineChatImageJob } from '@/jobs/processors/attach-line-chat-image';
import { linePushJob } from '@/jobs/processors/push-line-message';
import { passwordResetJob } from '@/jobs/processors/send-password-reset-mail';
import { AUTO_CLOSE_SCHEDULE, autoCloseTickJob } from '@/jobs/processors/start-due-auto-close-runs';
import {
  platformShipmentJob,
  platformWebhookOrdersJob,
} from '@/jobs/processors/platform-order-jobs';
import {
  PLATFORM_SCHEDULES,
  platformStockTickJob,
  platformSyncTickJob,
  platformTokenTickJob,
} from '@/jobs/processors/platform-schedules';
import {
  platformOrderSyncJob,
  platformProductSyncJob,
} from '@/jobs/processors/sync-platform-orders';

/**
 * Every kind of job the application runs, by queue and job name, and the repeating ones.
 * A new job is one file in `jobs/processors/` and one line here. The worker (jobs/worker.ts)
 * starts one BullMQ Worker per queue of it, its outbox relay relays the rows of these queues,
 * and without Redis the in-process runner (started by instrumentation.ts) calls these
 * processors directly: each is handed this registry.
 */
export const JOB_REGISTRY = jobRegistry(
  [
    passwordResetJob,
    autoCloseTickJob,
    autoCloseRunJob,
    platformOrderSyncJob,
    platformProductSyncJob,
    platformWebhookOrdersJob,
    platformShipmentJob,
    platformSyncTickJob,
    platformTokenTickJob,
    platformStockTickJob,
    wmsSummaryJob,
    reportChangesPruneJob,
    linePushJob,
    lineChatImageJob,
  ],
  [AUTO_CLOSE_SCHEDULE, REPORT_CHANGES_PRUNE_SCHEDULE, ...PLATFORM_SCHEDULES],
);
