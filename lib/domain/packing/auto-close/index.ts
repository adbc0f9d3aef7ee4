export { listOpenPackings, listRuns } from '@/lib/domain/packing/auto-close/list-runs';
export {
  executeRun,
  insertRun,
  runAutoCloseNow,
  startAndExecute,
} from '@/lib/domain/packing/auto-close/run-auto-close';
export {
  bangkokClock,
  closeCutoff,
  openPackingCutoff,
  scheduledRunKey,
} from '@/lib/domain/packing/auto-close/schedule';
export {
  AUTO_CLOSE_QUEUE,
  AUTO_CLOSE_RUN_JOB,
  startDueScheduledRuns,
} from '@/lib/domain/packing/auto-close/scheduler';
export {
  autoCloseRunSchema,
  autoCloseRunsQuery,
  autoCloseSettingsInput,
  autoCloseSettingsSchema,
  openPackingSchema,
  openPackingsQuery,
} from '@/lib/domain/packing/auto-close/schemas';
export {
  getAutoCloseSettings,
  updateAutoCloseSettings,
} from '@/lib/domain/packing/auto-close/settings';
