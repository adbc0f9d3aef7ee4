export { clearFailedTracking } from '@/lib/domain/packing/hand-over/clear-failed-tracking';
export {
  handOver,
  handOverInput,
  type HandOverOutcome,
  type HandOverResult,
  handOverResultSchema,
} from '@/lib/domain/packing/hand-over/hand-over';
