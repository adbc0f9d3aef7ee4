'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { SHIPPING_PROVIDER } from '@/lib/domain/orders/tracking';
import { SelectField } from '@/components/ui/field';
import type { OrderFormOptions } from '@/components/orders/form/form-options';
import type { OrderFormController } from '@/components/orders/form/use-order-form';
import { useOrderIssueText } from '@/components/orders/form/use-order-issue-text';

/**
 * Sale channel (with its type), payment channel (with its payment type), shipping
 * provider: all required; and the storage it is packed from (optional).
 */
export function ChannelSection({
  ctl,
  options,
}: {
  ctl: OrderFormController;
  options: OrderFormOptions;
}) {
  const t = useTranslations('orderForm.channels');
  const tOrders = useTranslations('orders');
  const issueText = useOrderIssueText();
  const { form, set, issueOf } = ctl;
  const choose = { value: '', label: t('choose') };
  const channel = options.saleChannels.find((c) => String(c.id) === form.sale_channel_id);
  const method = options.paymentMethods.find((m) => String(m.id) === form.payment_method_id);

  return (
    <div className="space-y-3">
      <div>
        <SelectField
          label={t('saleChannel')}
          value={form.sale_channel_id}
          onChange={(e) => set('sale_channel_id', e.target.value)}
          options={[
            choose,
            ...options.saleChannels.map((c) => ({
              value: c.id,
              label: `${c.name} (${tOrders(`saleChannelTypes.${c.type}`)})`,
            })),
          ]}
          error={issueText(issueOf('sale_channel_id'))}
          className="h-11"
          data-testid="order-sale-channel"
        />
        {channel && (
          <TypeNote testId="order-sale-channel-type">
            {t('channelType', { type: tOrders(`saleChannelTypes.${channel.type}`) })}
          </TypeNote>
        )}
      </div>
      <div>
        <SelectField
          label={t('paymentMethod')}
          value={form.payment_method_id}
          onChange={(e) => set('payment_method_id', e.target.value)}
          options={[
            choose,
            ...options.paymentMethods.map((m) => ({
              value: m.id,
              label: `${m.name} (${tOrders(`paymentTypes.${m.type}`)})`,
            })),
          ]}
          error={issueText(issueOf('payment_method_id'))}
          className="h-11"
          data-testid="order-payment-method"
        />
        {method && (
          <TypeNote testId="order-payment-type">
            {t('paymentType', { type: tOrders(`paymentTypes.${method.type}`) })}
          </TypeNote>
        )}
      </div>
      <SelectField
        label={t('shippingProvider')}
        value={form.shipping_provider_id}
        onChange={(e) => set('shipping_provider_id', e.target.value)}
        options={[
          choose,
          ...Object.values(SHIPPING_PROVIDER).map((id) => ({
            value: id,
            label: tOrders(`shippingProviders.${id}`),
          })),
        ]}
        error={issueText(issueOf('shipping_provider_id'))}
        className="h-11"
        data-testid="order-shipping-provider"
      />
      {options.storages.length > 0 && (
        <SelectField
          label={t('storage')}
          value={form.storage_id}
          onChange={(e) => set('storage_id', e.target.value)}
          options={[
            { value: '', label: t('storageAuto') },
            ...options.storages.map((s) => ({ value: s.id, label: s.name })),
          ]}
          error={issueText(issueOf('storage_id'))}
          className="h-11"
          data-testid="order-storage"
        />
      )}
    </div>
  );
}

function TypeNote({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p className="mt-1 text-xs text-slate-600" data-testid={testId}>
      {children}
    </p>
  );
}
