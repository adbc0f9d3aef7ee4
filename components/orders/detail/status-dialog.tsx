'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import type { OrderDetailState } from '@/components/orders/detail/use-order-detail';

/**
 * Move the order to one of the statuses it may take now (PUT {id}/status), with an
 * optional note kept in the timeline.
 */
export function StatusDialog({
  state,
  targets,
  onClose,
}: {
  state: OrderDetailState;
  targets: readonly number[];
  onClose: () => void;
}) {
  const t = useTranslations('orderDetail.statusChange');
  const tAll = useTranslations();
  const [status, setStatus] = useState(String(targets[0] ?? ''));
  const [reason, setReason] = useState('');

  async function submit() {
    const done = await state.run(
      'status',
      () =>
        api(`/api/v1/orders/${state.order.id}/status`, {
          method: 'PUT',
          body: { status: Number(status), reason: reason.trim() || null },
        }),
      t('done', { status: tAll(`orders.status.${status}`) }),
    );
    if (done) onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('title', { number: state.order.order_number })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {tAll('feedback.cancel')}
          </Button>
          <Button
            onClick={submit}
            loading={state.busy === 'status'}
            disabled={!status}
            data-testid="status-submit"
          >
            {t('submit')}
          </Button>
        </>
      }
    >
      <div className="space-y-4" data-testid="status-dialog">
        <SelectField
          label={t('to', { from: tAll(`orders.status.${state.order.status}`) })}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          options={targets.map((s) => ({ value: String(s), label: tAll(`orders.status.${s}`) }))}
          data-testid="status-target"
        />
        <TextareaField
          label={t('reason')}
          value={reason}
          rows={2}
          maxLength={1000}
          onChange={(e) => setReason(e.target.value)}
          data-testid="status-reason"
        />
      </div>
    </Dialog>
  );
}
