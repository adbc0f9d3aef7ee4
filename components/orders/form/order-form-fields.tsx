'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { PAYMENT_METHOD_TYPE } from '@/lib/domain/payment-methods/payment-method-type';
import { Panel } from '@/components/layout/panel';
import { cn } from '@/components/ui/cn';
import { TextareaField } from '@/components/ui/textarea-field';
import { CustomerSection } from '@/components/orders/form/customer-section';
import { RecipientSection } from '@/components/orders/form/recipient-section';
import { ProductAdder } from '@/components/orders/form/product-adder';
import { ProductLines } from '@/components/orders/form/product-lines';
import { ChannelSection } from '@/components/orders/form/channel-section';
import { TotalsSection } from '@/components/orders/form/totals-section';
import { ImageFileField } from '@/components/image-field/image-file-field';
import { paymentTypeOf, type OrderFormOptions } from '@/components/orders/form/form-options';
import type { OrderFormController } from '@/components/orders/form/use-order-form';
import { useOrderIssueText } from '@/components/orders/form/use-order-issue-text';

const FIELDSET = 'm-0 min-w-0 space-y-5 border-0 p-0';

/** Payment types with nothing to prove by a slip. */
const NO_SLIP: ReadonlySet<number> = new Set([
  PAYMENT_METHOD_TYPE.CashOnDelivery,
  PAYMENT_METHOD_TYPE.Platform,
]);

/**
 * Every field of an order, laid out for a desktop (two columns) or a tablet (one): the
 * customer and recipient, the products, then channels, amounts, note and slip, and the
 * screen's own actions at the end. `readOnly` disables the whole form (and the scanner).
 */
export function OrderFormFields(props: {
  ctl: OrderFormController;
  options: OrderFormOptions;
  canSearchCustomers: boolean;
  slip: File | null;
  onSlip: (file: File | null) => void;
  readOnly?: boolean;
  actions: ReactNode;
}) {
  const { ctl, options, readOnly } = props;
  const t = useTranslations('orderForm');
  const issueText = useOrderIssueText();
  const paymentType = paymentTypeOf(options, ctl.form.payment_method_id);
  const showSlip = paymentType === null || !NO_SLIP.has(paymentType);

  return (
    <div className="grid gap-5 lg:grid-cols-3">
      <fieldset disabled={readOnly} className={cn(FIELDSET, 'lg:col-span-2')}>
        <Panel title={t('sections.customer')} testId="order-section-customer">
          <div className="space-y-4">
            <CustomerSection ctl={ctl} canSearch={props.canSearchCustomers} />
            <RecipientSection ctl={ctl} />
          </div>
        </Panel>
        <Panel title={t('sections.products')} testId="order-section-products">
          <div className="space-y-4">
            <ProductAdder ctl={ctl} disabled={readOnly} />
            <ProductLines ctl={ctl} />
          </div>
        </Panel>
      </fieldset>
      {/*
        The save box ends the side column, and from lg up the whole column sticks to the
        bottom of the screen once scrolled to its end: the box stays at hand while the
        products are entered, and never lies over a field (it moves with them).
      */}
      <div className="min-w-0 space-y-5 lg:sticky lg:bottom-4 lg:self-end">
        <fieldset disabled={readOnly} className={FIELDSET}>
          <Panel title={t('sections.channels')}>
            <ChannelSection ctl={ctl} options={options} />
          </Panel>
          <Panel title={t('sections.totals')}>
            <TotalsSection ctl={ctl} />
          </Panel>
          <Panel title={t('sections.note')}>
            <div className="space-y-4">
              <TextareaField
                label={t('note.label')}
                rows={3}
                value={ctl.form.seller_note}
                onChange={(e) => ctl.set('seller_note', e.target.value)}
                error={issueText(ctl.issueOf('seller_note'))}
                placeholder={t('note.placeholder')}
                maxLength={2000}
                data-testid="order-seller-note"
              />
              {/* Uploaded (its QR code read) once the order is saved: it needs the order's id. */}
              {showSlip && !readOnly && (
                <ImageFileField
                  value={props.slip}
                  onChange={props.onSlip}
                  messages="orderForm.slip"
                  testId="order-slip"
                />
              )}
            </div>
          </Panel>
        </fieldset>
        {props.actions}
      </div>
    </div>
  );
}
