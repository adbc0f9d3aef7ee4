'use client';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { checkSlipAmount, formatMoney, parseMoneyInput } from '@/components/orders/list/money';
import { confirmCorrect, confirmIncorrect } from '@/components/orders/payments/payment-calls';
import { suggestedRejectReason } from '@/components/orders/payments/reject-reasons';
import {
  RejectReasonFields,
  rejectReasonValue,
  type RejectReasonValue,
} from '@/components/orders/payments/reject-reason-fields';
import { SlipAmountInput } from '@/components/orders/payments/slip-amount-input';
import type { OrderDetailState } from '@/components/orders/detail/use-order-detail';

/**
 * Checks the transfer of an unpaid order: the amount read on the slip (optional, flagged
 * when it differs), then correct (100 -> 111) or incorrect with a reason (100 -> 140).
 * Test ids: `payment-check-dialog`, `payment-check-amount`, `payment-check-correct`,
 * `payment-check-incorrect`, `payment-check-reject` (confirms incorrect), the reason's.
 */
export function PaymentCheckDialog({
  state,
  onClose,
}: {
  state: OrderDetailState;
  onClose: () => void;
}) {
  const { order } = state;
  const t = useTranslations('orderDetail.paymentCheck');
  const tPay = useTranslations('payments');
  const tFeedback = useTranslations('feedback');
  const locale = useLocale();
  const [amount, setAmount] = useState(order.slip_amount ?? '');
  const [reason, setReason] = useState<RejectReasonValue | null>(null);
  const [reasonError, setReasonError] = useState<string>();
  const slipAmount = parseMoneyInput(amount);
  const amountOk = amount.trim() === '' || slipAmount !== null;

  async function correct() {
    const done = await state.run(
      'payment',
      () => confirmCorrect(order, slipAmount),
      tPay('confirmedCorrect', { number: order.order_number }),
    );
    if (done) onClose();
  }

  async function incorrect() {
    if (!reason) {
      const check = checkSlipAmount(amount, order.total);
      setReason(
        rejectReasonValue(suggestedRejectReason(check, order.slip_used_by.length > 0), (k) =>
          tPay(`rejectReasons.${k}`),
        ),
      );
      return;
    }
    if (!reason.text.trim()) {
      setReasonError(tPay('reasonRequired'));
      return;
    }
    const done = await state.run(
      'payment',
      () => confirmIncorrect(order, reason.text.trim(), slipAmount),
      tPay('confirmedIncorrect', { number: order.order_number }),
    );
    if (done) onClose();
  }

  const busy = state.busy === 'payment';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('title', { number: order.order_number })}
      description={t('due', { amount: formatMoney(order.total, locale) })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {tFeedback('cancel')}
          </Button>
          {reason ? (
            <Button
              variant="danger"
              onClick={incorrect}
              loading={busy}
              data-testid="payment-check-reject"
            >
              {tPay('markIncorrect')}
            </Button>
          ) : (
            <>
              <Button
                variant="danger"
                onClick={incorrect}
                disabled={busy}
                data-testid="payment-check-incorrect"
              >
                {tPay('incorrect')}
              </Button>
              <Button
                onClick={correct}
                loading={busy}
                disabled={!amountOk}
                data-testid="payment-check-correct"
              >
                {tPay('correct')}
              </Button>
            </>
          )}
        </>
      }
    >
      <div className="space-y-4" data-testid="payment-check-dialog">
        <SlipAmountInput
          value={amount}
          onChange={setAmount}
          due={order.total}
          testId="payment-check-amount"
        />
        {reason && (
          <RejectReasonFields
            value={reason}
            onChange={(v) => {
              setReason(v);
              setReasonError(undefined);
            }}
            error={reasonError}
          />
        )}
      </div>
    </Dialog>
  );
}
