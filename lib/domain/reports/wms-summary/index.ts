// The WMS summary report (docs/reports.md): how the warehouse's packing moved in a range,
// computed by a job (REPORT_QUEUE / WMS_SUMMARY_JOB) and read back by the screen.
export {
  normalizeWmsSummaryQuery,
  wmsSummaryAnswer,
  wmsSummaryJobPayload,
  wmsSummaryKey,
  wmsSummaryQuery,
  type WmsSummaryAnswer,
  type WmsSummaryJobPayload,
  type WmsSummaryQuery,
  type WmsSummaryRange,
  type WmsSummaryReady,
} from '@/lib/domain/reports/wms-summary/schemas';
export { readWmsSummary, startWmsSummary } from '@/lib/domain/reports/wms-summary/start-and-read';
export {
  RUN_LEASE_MS,
  runWmsSummary,
  WMS_SUMMARY_ATTEMPTS,
  WMS_SUMMARY_TIMEOUT_MS,
} from '@/lib/domain/reports/wms-summary/run-summary';
export {
  closeWmsSummaryStore,
  memoryWmsSummaryStore,
  RESULT_TTL_MS,
  wmsSummaryStore,
  type StoredWmsSummary,
  type WmsSummaryStore,
} from '@/lib/domain/reports/wms-summary/result-store';
