'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { PAYMENT_UNDO_MINUTES } from '@/lib/domain/orders/payment-undo-rule';
import { ApiError } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useFeedback } from '@/components/ui/feedback';
import { TextareaField } from '@/components/ui/textarea-field';
import { undoConfirm } from '@/components/orders/payments/payment-calls';

/**
 * "Undo" a payment confirm (111 -> 100), from the order detail or the payment queue right
 * after a confirm: an optional reason, kept on the order's timeline. When the server says
 * it is too late (the window passed, packing began, the order changed), that is said in
 * those words and `onRefused` lets the caller drop its Undo button.
 */
export function UndoPaymentDialog({
  order,
  onDone,
  onRefused,
  onClose,
}: {
  order: { id: number; order_number: string };
  onDone: () => void;
  onRefused: () => void;
  onClose: () => void;
}) {
  const t = useTranslations('payments');
  const tFeedback = useTranslations('feedback');
  const { notify, showError } = useFeedback();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    try {
      await undoConfirm(order, reason.trim() || null);
      notify('success', t('undone', { number: order.order_number }));
      onDone();
    } catch (e) {
      if (e instanceof ApiError && e.msg === 'order.invalidStatusTransition') {
        notify('error', t('undoRefused', { minutes: PAYMENT_UNDO_MINUTES }));
        onRefused();
      } else showError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('undoTitle', { number: order.order_number })}
      description={t('undoText', { minutes: PAYMENT_UNDO_MINUTES })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {tFeedback('cancel')}
          </Button>
          <Button variant="danger" onClick={submit} loading={busy} data-testid="undo-submit">
            {t('undoSubmit')}
          </Button>
        </>
      }
    >
      <div data-testid="undo-dialog">
        <TextareaField
          label={t('undoReason')}
          value={reason}
          rows={2}
          maxLength={1000}
          onChange={(e) => setReason(e.target.value)}
          data-testid="undo-reason"
        />
      </div>
    </Dialog>
  );
}
