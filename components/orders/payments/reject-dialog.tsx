'use client';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { OrderRow } from '@/lib/domain/orders/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { checkSlipAmount, formatMoney } from '@/components/orders/list/money';
import { suggestedRejectReason } from '@/components/orders/payments/reject-reasons';
import {
  RejectReasonFields,
  rejectReasonValue,
  type RejectReasonValue,
} from '@/components/orders/payments/reject-reason-fields';

/**
 * "Incorrect" on a queued order: the reason (a ready one, suggested from what the screen
 * knows, or typed), then 100 -> 140.
 */
export function RejectDialog({
  row,
  amount,
  busy,
  onSubmit,
  onClose,
}: {
  row: OrderRow;
  /** What was typed in the row's amount input. */
  amount: string;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations('payments');
  const tFeedback = useTranslations('feedback');
  const locale = useLocale();
  const [reason, setReason] = useState<RejectReasonValue>(() =>
    rejectReasonValue(
      suggestedRejectReason(checkSlipAmount(amount, row.total), row.slip_duplicate),
      (k) => t(`rejectReasons.${k}`),
    ),
  );
  const [error, setError] = useState<string>();

  function submit() {
    if (!reason.text.trim()) {
      setError(t('reasonRequired'));
      return;
    }
    onSubmit(reason.text.trim());
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('rejectTitle', { number: row.order_number })}
      description={t('rejectDescription', { amount: formatMoney(row.total, locale) })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {tFeedback('cancel')}
          </Button>
          <Button variant="danger" onClick={submit} loading={busy} data-testid="reject-submit">
            {t('markIncorrect')}
          </Button>
        </>
      }
    >
      <form
        data-testid="reject-dialog"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <RejectReasonFields
          value={reason}
          onChange={(v) => {
            setReason(v);
            setError(undefined);
          }}
          error={error}
        />
      </form>
    </Dialog>
  );
}
