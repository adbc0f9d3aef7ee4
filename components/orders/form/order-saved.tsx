'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { OrderDetail } from '@/lib/domain/orders/schemas';
import { PAYMENT_METHOD_TYPE } from '@/lib/domain/orders/status';
import { formatNumber } from '@/components/data-table/format';
import { Panel } from '@/components/layout/panel';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { PromptPayPanel } from '@/components/orders/form/promptpay-qr';
import { SlipStatus } from '@/components/orders/form/slip-status';
import type { SlipState } from '@/components/orders/form/use-slip-upload';

/** Payment types the customer pays by a transfer to a PromptPay id. */
const PROMPTPAY_TYPES: ReadonlySet<number> = new Set([
  PAYMENT_METHOD_TYPE.Transfer,
  PAYMENT_METHOD_TYPE.QrPayWallet,
]);

/**
 * After an order is saved: its number, status and total as the server computed them,
 * "open order" and "new order" (focused: Enter starts the next one), the slip's upload and
 * duplicate check, and the PromptPay QR for a transfer. Test ids: order-saved,
 * order-saved-number, order-saved-total, order-saved-open, order-saved-new.
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
    <Panel testId="order-saved">
      <div className="space-y-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-lg font-semibold text-emerald-700" role="status">
              {props.title}
            </p>
            <p className="text-2xl font-bold tracking-wide" data-testid="order-saved-number">
              {order.order_number}
            </p>
            <p className="text-sm text-slate-600">
              {t('status', { status: tOrders(`status.${order.status}`) })}
              {' · '}
              <span data-testid="order-saved-total" data-value={order.total}>
                {t('total', { total: formatNumber(order.total, locale) })}
              </span>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <ButtonLink
              href={`/backoffice/orders/${order.id}`}
              variant="secondary"
              size="lg"
              data-testid="order-saved-open"
            >
              {t('open')}
            </ButtonLink>
            <Button
              className="h-12 px-6 text-base"
              onClick={props.onNew}
              autoFocus
              data-testid="order-saved-new"
            >
              {t('new')}
            </Button>
          </div>
        </div>
        <SlipStatus state={props.slip} />
        {PROMPTPAY_TYPES.has(order.payment_type) && order.status === 100 && (
          <PromptPayPanel orderId={order.id} />
        )}
      </div>
    </Panel>
  );
}
