// Hand-over to the carrier: the driver's scan, and clearing a failed tracking number.
// The public face of the slice: other folders import it from here. Screens import the slice's
// zod-only schema or constant files instead, so no server code reaches a browser bundle.

export { clearFailedTracking } from '@/lib/domain/packing/hand-over/clear-failed-tracking';
export {
  handOver,
  handOverInput,
  type HandOverOutcome,
  type HandOverResult,
  handOverResultSchema,
} from '@/lib/domain/packing/hand-over/hand-over';
