'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { OrderDetail } from '@/lib/domain/orders/schemas';
import { formatNumber } from '@/components/data-table/format';
import { SavedPanel } from '@/components/form/saved-panel';
import { PromptPayPanel } from '@/components/orders/form/promptpay-qr';
import { SlipStatus } from '@/components/orders/form/slip-status';
import type { SlipState } from '@/components/orders/form/use-slip-upload';

/**
 * After an order is saved: its number, status and total as the server computed them,
 * "open order" and "new order" (focused: Enter starts the next one), the slip's upload and
 * duplicate check, and the PromptPay QR when the order's payment method has a PromptPay id
 * (never asked for one without: it would only be refused).
 */
export function OrderSaved(props: {
  order: OrderDetail;
  slip: SlipState;
  onNew: () => void;
  title: string;
}) {
  const { order } = props;
  const t = useTranslations('orderForm.saved');
  const tOrders = useTranslations('orders');
  const locale = useLocale();
  return (
    <SavedPanel
      title={props.title}
      number={order.order_number}
      details={
        <p className="text-sm text-slate-600">
          {t('status', { status: tOrders(`status.${order.status}`) })}
          {' · '}
          <span data-testid="order-saved-total" data-value={order.total}>
            {t('total', { total: formatNumber(order.total, locale) })}
          </span>
        </p>
      }
      openHref={`/backoffice/orders/${order.id}`}
      openLabel={t('open')}
      newLabel={t('new')}
      onNew={props.onNew}
      testId="order-saved"
    >
      <SlipStatus state={props.slip} />
      {order.next_actions.includes('promptpay_qr') && <PromptPayPanel orderId={order.id} />}
    </SavedPanel>
  );
}
