'use client';
import { useEffect, useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { OrderDetail } from '@/lib/domain/orders/schemas';
import { useFeedback } from '@/components/ui/feedback';
import { formFromOrder } from '@/components/orders/form/form-state';
import { withOrderChoices, type OrderFormOptions } from '@/components/orders/form/form-options';
import { checkOrderForm, toUpdateInput } from '@/components/orders/form/to-order-input';
import { createOrder, updateOrder } from '@/components/orders/form/order-api';
import { useOrderForm } from '@/components/orders/form/use-order-form';
import { useSlipUpload } from '@/components/orders/form/use-slip-upload';
import { useDraftSubmit } from '@/components/form/use-draft-submit';
import { SaveForm } from '@/components/form/save-form';
import { OrderFormFields } from '@/components/orders/form/order-form-fields';
import { focusFirstIssue } from '@/components/orders/form/submit-bar';
import { OrderSaved } from '@/components/orders/form/order-saved';
import { QuickOrderBar, QuickOrderActions } from '@/components/orders/form/quick-order-parts';

/**
 * /backoffice/ordersv2/{id}: one screen to edit an order fast (while the order allows
 * `edit`; else read-only with a note) or repeat it: "repeat" turns the form into a new
 * order with the same customer, recipient, lines, channel, method and provider. Ctrl+Enter
 * saves (the changes, or the new order), Alt+R repeats.
 */
export function QuickOrderScreen(props: {
  order: OrderDetail;
  options: OrderFormOptions;
  canSearchCustomers: boolean;
}) {
  const t = useTranslations('orderForm');
  const tAll = useTranslations();
  const router = useRouter();
  const { notify, showError } = useFeedback();
  const [order, setOrder] = useState(props.order);
  const [mode, setMode] = useState<'edit' | 'repeat'>('edit');
  const ctl = useOrderForm(() => formFromOrder(props.order));
  const [slip, setSlip] = useState<File | null>(null);
  const [created, setCreated] = useState<OrderDetail | null>(null);
  const { slipState, uploadSlip, resetSlip } = useSlipUpload();
  const sending = useDraftSubmit();
  const options = useMemo(() => withOrderChoices(props.options, order), [props.options, order]);
  const editable = order.next_actions.includes('edit');
  const readOnly = mode === 'edit' && !editable;

  function switchTo(next: 'edit' | 'repeat') {
    sending.newDraft();
    ctl.setForm(formFromOrder(order, next === 'repeat'));
    ctl.setIssues({});
    setSlip(null);
    resetSlip();
    setMode(next);
    window.scrollTo({ top: 0 });
  }

  async function submit() {
    if (sending.isBusy() || created || readOnly) return;
    const checked = checkOrderForm(ctl.form);
    if (!checked.ok) {
      ctl.setIssues(checked.issues);
      focusFirstIssue();
      return;
    }
    await sending.run(async (draftId) => {
      try {
        if (mode === 'repeat') {
          const next = await createOrder(checked.body, draftId);
          notify('success', t('saved.toast', { number: next.order_number }));
          setCreated(next);
          window.scrollTo({ top: 0 });
          void uploadSlip(next.id, slip);
        } else {
          const updated = await updateOrder(order.id, toUpdateInput(checked.body));
          notify('success', tAll('errors.common.editSuccess'));
          setOrder(updated);
          ctl.setForm(formFromOrder(updated));
          setSlip(null);
          void uploadSlip(updated.id, slip);
        }
      } catch (error) {
        showError(error);
      }
    });
  }

  useEffect(() => {
    if (created) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && !e.ctrlKey && !e.metaKey && e.code === 'KeyR') {
        e.preventDefault();
        switchTo('repeat');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (created)
    return (
      <OrderSaved
        order={created}
        slip={slipState}
        onNew={() => router.push('/backoffice/orders/new')}
        title={t('quick.repeated', { number: created.order_number, from: order.order_number })}
      />
    );

  return (
    <SaveForm onSave={submit} shortcut={!readOnly} className="space-y-5" data-testid="quick-order">
      <QuickOrderBar order={order} mode={mode} editable={editable} onSwitch={switchTo} />
      <OrderFormFields
        ctl={ctl}
        options={options}
        canSearchCustomers={props.canSearchCustomers}
        slip={slip}
        onSlip={setSlip}
        readOnly={readOnly}
        actions={
          <QuickOrderActions
            ctl={ctl}
            order={order}
            mode={mode}
            readOnly={readOnly}
            saving={sending.saving}
            slipState={slipState}
            onSubmit={() => void submit()}
            onRepeat={() => switchTo('repeat')}
          />
        }
      />
    </SaveForm>
  );
}
