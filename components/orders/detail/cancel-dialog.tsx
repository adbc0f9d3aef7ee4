'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { CANCEL_REASON_TYPES, cancelOrderInput } from '@/lib/domain/orders/schemas';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { validate, type FieldIssues } from '@/components/ui/validate';
import type { OrderDetailState } from '@/components/orders/detail/use-order-detail';

/**
 * Cancel the order (PUT cancel/{id}): a reason type and a typed reason, both required;
 * held stock goes back.
 */
export function CancelDialog({ state, onClose }: { state: OrderDetailState; onClose: () => void }) {
  const t = useTranslations('orderDetail.cancel');
  const tAll = useTranslations();
  const [type, setType] = useState('');
  const [reason, setReason] = useState('');
  const [issues, setIssues] = useState<FieldIssues>({});

  async function submit() {
    const body = { cancel_reason_type: type, cancel_reason: reason };
    const checked = validate(cancelOrderInput, body);
    if (!checked.ok) {
      setIssues(checked.issues);
      return;
    }
    const done = await state.run(
      'cancel',
      () => api(`/api/v1/orders/cancel/${state.order.id}`, { method: 'PUT', body: checked.data }),
      t('done', { number: state.order.order_number }),
    );
    if (done) onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('title', { number: state.order.order_number })}
      description={t('description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {tAll('feedback.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={submit}
            loading={state.busy === 'cancel'}
            data-testid="cancel-submit"
          >
            {t('submit')}
          </Button>
        </>
      }
    >
      <div className="space-y-4" data-testid="cancel-dialog">
        <SelectField
          label={t('type')}
          value={type}
          onChange={(e) => {
            setType(e.target.value);
            setIssues((i) => ({ ...i, cancel_reason_type: undefined }));
          }}
          options={[
            { value: '', label: t('choose') },
            ...CANCEL_REASON_TYPES.map((v) => ({
              value: String(v),
              label: tAll(`orders.cancelReasons.${v}`),
            })),
          ]}
          error={issues.cancel_reason_type ? t('typeRequired') : undefined}
          data-testid="cancel-reason-type"
        />
        <TextareaField
          label={t('reason')}
          value={reason}
          rows={3}
          maxLength={1000}
          onChange={(e) => {
            setReason(e.target.value);
            setIssues((i) => ({ ...i, cancel_reason: undefined }));
          }}
          error={issues.cancel_reason ? t('reasonRequired') : undefined}
          data-testid="cancel-reason"
        />
      </div>
    </Dialog>
  );
}
