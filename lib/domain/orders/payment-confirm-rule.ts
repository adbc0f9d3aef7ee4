import { levelOf, type Subject } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import type { ConfirmPaymentInput } from '@/lib/domain/orders/schemas';

// ---------------------------------------------------------------------------------------
// What confirming a payment as correct needs. The checker types the amount read on the
// slip: "correct" with nothing typed is how unchecked orders used to slip through. An
// order paid without a slip (cash at the counter, a transfer seen on the bank statement)
// is confirmed only by a manager who says so explicitly (`no_slip: true`), and the
// payment event keeps that it was confirmed without a slip. Pure: no database.
// ---------------------------------------------------------------------------------------

/** The payment level that may confirm without a slip amount (manage, docs/domain-rules.md). */
export const CONFIRM_WITHOUT_SLIP_LEVEL = 3;

export interface ConfirmAmount {
  /** The amount typed from the slip; null only when confirmed without a slip. */
  slipAmount: string | null;
  noSlip: boolean;
}

/**
 * The amount the confirm records, or the refusal: 400 `common.invalidParameter` naming
 * `body.slip_amount` when it is missing, 400 for both the amount and `no_slip`, 403
 * `common.accessDenied` for `no_slip` below payment level 3.
 */
export function confirmAmount(actor: Subject, input: ConfirmPaymentInput): ConfirmAmount {
  const typed = input.slip_amount ?? null;
  if (input.no_slip) {
    if (typed !== null)
      throw new AppError(
        'common.invalidParameter',
        'body.no_slip: give either slip_amount or no_slip, not both',
      );
    if (levelOf(actor, 'payment') < CONFIRM_WITHOUT_SLIP_LEVEL)
      throw new AppError(
        'common.accessDenied',
        `confirming a payment without a slip amount needs payment level ${CONFIRM_WITHOUT_SLIP_LEVEL}`,
      );
    return { slipAmount: null, noSlip: true };
  }
  if (typed === null)
    throw new AppError(
      'common.invalidParameter',
      'body.slip_amount: required: type the amount read on the slip (or no_slip: true, payment level 3)',
    );
  return { slipAmount: typed, noSlip: false };
}
