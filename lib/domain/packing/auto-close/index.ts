// Auto-close: orders left awaiting collection moved on, by schedule or on request; its settings and runs.
// The public face of the slice: other folders import it from here. Screens import the slice's
// zod-only schema or constant files instead, so no server code reaches a browser bundle.

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
export { startDueScheduledRuns } from '@/lib/domain/packing/auto-close/scheduler';
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
