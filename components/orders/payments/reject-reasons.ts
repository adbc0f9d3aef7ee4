import type { AmountCheck } from '@/components/orders/list/money';

// The ready reasons of "incorrect" (messages `payments.rejectReasons.<key>`): picking one
// fills the reason text, which stays editable; the order keeps the text.

export const REJECT_REASONS = [
  'amountMismatch',
  'notReceived',
  'duplicateSlip',
  'slipUnreadable',
  'wrongAccount',
  'other',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** The reason offered first: what the screen already knows about the slip. */
export function suggestedRejectReason(check: AmountCheck, duplicate: boolean): RejectReason {
  if (duplicate) return 'duplicateSlip';
  if (check === 'mismatch') return 'amountMismatch';
  return 'notReceived';
}
