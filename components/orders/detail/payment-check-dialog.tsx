'use client';
import { useRef, useState } from 'react';
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
 * Checks the transfer of an unpaid order: the amount read on the slip (needed to confirm,
 * flagged when it differs), then correct (100 -> 111) or incorrect with a reason
 * (100 -> 140). A manager may confirm an order without a slip without an amount.
 */
export function PaymentCheckDialog({
  state,
  canConfirmWithoutSlip,
  onClose,
}: {
  state: OrderDetailState;
  /** Payment level 3 and no slip on the order: "no slip: confirm anyway" is offered. */
  canConfirmWithoutSlip: boolean;
  onClose: () => void;
}) {
  const { order } = state;
  const t = useTranslations('orderDetail.paymentCheck');
  const tPay = useTranslations('payments');
  const tFeedback = useTranslations('feedback');
  const locale = useLocale();
  const [amount, setAmount] = useState(order.slip_amount ?? '');
  const [missing, setMissing] = useState(false);
  const amountInput = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState<RejectReasonValue | null>(null);
  const [reasonError, setReasonError] = useState<string>();
  const slipAmount = parseMoneyInput(amount);
  const amountOk = amount.trim() === '' || slipAmount !== null;

  async function correct() {
    if (slipAmount === null) {
      // Nothing typed (or not an amount): the amount is what confirms, so it is asked for.
      setMissing(true);
      amountInput.current?.focus();
      return;
    }
    const done = await state.run(
      'payment',
      () => confirmCorrect(order, { slipAmount }),
      tPay('confirmedCorrect', { number: order.order_number }),
    );
    if (done) onClose();
  }

  async function correctWithoutSlip() {
    const done = await state.run(
      'payment',
      () => confirmCorrect(order, { noSlip: true }),
      tPay('confirmedNoSlip', { number: order.order_number }),
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
          ref={amountInput}
          value={amount}
          onChange={setAmount}
          due={order.total}
          missing={missing}
          testId="payment-check-amount"
        />
        {canConfirmWithoutSlip && !reason && amount.trim() === '' && (
          <div className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-3">
            <Button
              variant="secondary"
              size="sm"
              onClick={correctWithoutSlip}
              disabled={busy}
              data-testid="payment-check-no-slip"
            >
              {tPay('confirmNoSlip')}
            </Button>
            <p className="text-xs text-amber-900">{tPay('confirmNoSlipHint')}</p>
          </div>
        )}
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
