import type { HandOverRowOutcome } from '@/components/packing/handover/handover-reducer';

/** Green goes, blue already gone, the rest are parcels to pull out of the carrier's pile. */
export const OUTCOME_COLOURS: Record<HandOverRowOutcome, string> = {
  handed_over: 'bg-green-600 text-white',
  already_handed_over: 'bg-blue-600 text-white',
  not_packed: 'bg-orange-500 text-white',
  cancelled: 'bg-red-600 text-white',
  returned: 'bg-purple-600 text-white',
  error: 'bg-slate-700 text-white',
};

/** The message key (handOver.outcome.*) of each outcome. */
export const OUTCOME_KEYS: Record<HandOverRowOutcome, string> = {
  handed_over: 'handedOver',
  already_handed_over: 'alreadyHandedOver',
  not_packed: 'notPacked',
  cancelled: 'cancelled',
  returned: 'returned',
  error: 'error',
};
