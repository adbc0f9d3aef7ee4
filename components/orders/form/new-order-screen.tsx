'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { OrderDetail } from '@/lib/domain/orders/schemas';
import type { OrderFormMember } from '@/lib/domain/line/member-order-schemas';
import { useFeedback } from '@/components/ui/feedback';
import { useHydrated } from '@/components/lib/use-hydrated';
import { emptyOrderForm } from '@/components/orders/form/form-state';
import type { OrderFormOptions } from '@/components/orders/form/form-options';
import { checkOrderForm } from '@/components/orders/form/to-order-input';
import { createMemberOrder, createOrder } from '@/components/orders/form/order-api';
import { useOrderForm } from '@/components/orders/form/use-order-form';
import { useSlipUpload } from '@/components/orders/form/use-slip-upload';
import { useDraftSubmit } from '@/components/form/use-draft-submit';
import { SaveForm } from '@/components/form/save-form';
import { OrderFormFields } from '@/components/orders/form/order-form-fields';
import { SubmitBar, focusFirstIssue } from '@/components/orders/form/submit-bar';
import { OrderSaved } from '@/components/orders/form/order-saved';

/**
 * /backoffice/orders/new: the order form; Ctrl+Enter or the button saves (POST
 * /api/v1/orders), then the saved order's number with "open order" and "new order", the
 * slip upload and the PromptPay QR. Test id: order-form. With `member` (?member_id=, a
 * LINE order, docs/members.md): the recipient starts as the member's, the order is saved
 * through POST /api/v2/member/{id}/order and the member gets it on LINE.
 */
export function NewOrderScreen(props: {
  options: OrderFormOptions;
  canSearchCustomers: boolean;
  defaultSaleChannelId: number | null;
  member?: OrderFormMember | null;
}) {
  const t = useTranslations('orderForm');
  const tLine = useTranslations('lineOrders');
  const { notify, showError } = useFeedback();
  const member = props.member ?? null;
  const fresh = () => {
    const form = emptyOrderForm({ sale_channel_id: props.defaultSaleChannelId });
    return member ? { ...form, recipient: { ...member.recipient } } : form;
  };
  const ctl = useOrderForm(fresh);
  const [slip, setSlip] = useState<File | null>(null);
  const [saved, setSaved] = useState<OrderDetail | null>(null);
  const { slipState, uploadSlip, resetSlip } = useSlipUpload();
  const sending = useDraftSubmit();
  const hydrated = useHydrated();

  async function submit() {
    if (sending.isBusy() || saved) return;
    const checked = checkOrderForm(ctl.form);
    if (!checked.ok) {
      ctl.setIssues(checked.issues);
      focusFirstIssue();
      return;
    }
    await sending.run(async (draftId) => {
      try {
        const order = member
          ? await createMemberOrder(member.id, checked.body, draftId)
          : await createOrder(checked.body, draftId);
        notify('success', t('saved.toast', { number: order.order_number }));
        setSaved(order);
        window.scrollTo({ top: 0 });
        void uploadSlip(order.id, slip);
      } catch (error) {
        showError(error);
      }
    });
  }

  function startNew() {
    sending.newDraft();
    ctl.setForm(fresh());
    ctl.setIssues({});
    setSlip(null);
    resetSlip();
    setSaved(null);
    window.requestAnimationFrame(() =>
      document
        .querySelector<HTMLInputElement>(
          '[data-testid="order-customer-input"], [data-testid="order-recipient-name"]',
        )
        ?.focus(),
    );
  }

  if (saved)
    return (
      <OrderSaved
        order={saved}
        slip={slipState}
        onNew={startNew}
        title={t('saved.created', { number: saved.order_number })}
      />
    );

  return (
    <SaveForm onSave={submit} data-testid="order-form" data-hydrated={hydrated || undefined}>
      {member && (
        <p
          className="mb-4 rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
          data-testid="order-form-member"
          data-member-id={member.id}
        >
          {tLine('formBanner', {
            name: member.display_name?.trim() || tLine('memberNoName'),
          })}
        </p>
      )}
      <OrderFormFields
        ctl={ctl}
        options={props.options}
        canSearchCustomers={props.canSearchCustomers}
        slip={slip}
        onSlip={setSlip}
        actions={
          <SubmitBar
            total={ctl.totals.total}
            label={t('submit.create')}
            saving={sending.saving}
            onSubmit={() => void submit()}
          />
        }
      />
    </SaveForm>
  );
}
