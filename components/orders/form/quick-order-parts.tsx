'use client';
import { useTranslations } from 'next-intl';
import type { OrderDetail } from '@/lib/domain/orders/schemas';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { cn } from '@/components/ui/cn';
import { SubmitBar } from '@/components/orders/form/submit-bar';
import { SlipStatus } from '@/components/orders/form/slip-status';
import { PromptPayPanel } from '@/components/orders/form/promptpay-qr';
import type { SlipState } from '@/components/orders/form/use-slip-upload';
import type { OrderFormController } from '@/components/orders/form/use-order-form';

type Mode = 'edit' | 'repeat';

/**
 * What the quick order screen is doing: editing the order (or only showing it, past 111),
 * or making a new order from it.
 */
export function QuickOrderBar(props: {
  order: OrderDetail;
  mode: Mode;
  editable: boolean;
  onSwitch: (mode: Mode) => void;
}) {
  const { order, mode, editable } = props;
  const t = useTranslations('orderForm.quick');
  const tOrders = useTranslations('orders');
  const status = tOrders(`status.${order.status}`);
  const note =
    mode === 'repeat'
      ? t('repeating', { number: order.order_number })
      : editable
        ? t('editing', { number: order.order_number, status })
        : t('readOnly', { number: order.order_number, status });
  return (
    <div
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 rounded-lg border px-4 py-3',
        mode === 'repeat'
          ? 'border-brand-200 bg-brand-50'
          : editable
            ? 'border-slate-200 bg-white'
            : 'border-amber-300 bg-amber-50',
      )}
      data-testid="quick-order-mode"
      data-mode={mode === 'edit' && !editable ? 'view' : mode}
    >
      <p
        className="text-sm font-semibold text-slate-800"
        data-testid={mode === 'edit' && !editable ? 'quick-order-readonly' : undefined}
      >
        {note}
      </p>
      <div className="flex flex-wrap gap-2">
        <ButtonLink href={`/backoffice/orders/${order.id}`} variant="ghost" size="sm">
          {t('openDetail')}
        </ButtonLink>
        {mode === 'repeat' ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => props.onSwitch('edit')}
            data-testid="quick-order-back"
          >
            {t('back')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant={editable ? 'secondary' : 'primary'}
            onClick={() => props.onSwitch('repeat')}
            title={t('repeatHint')}
            data-testid="quick-order-repeat"
          >
            {t('repeat')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** The save of the quick order screen, and what came of the slip after saving changes. */
export function QuickOrderActions(props: {
  ctl: OrderFormController;
  order: OrderDetail;
  mode: Mode;
  readOnly: boolean;
  saving: boolean;
  slipState: SlipState;
  onSubmit: () => void;
  onRepeat: () => void;
}) {
  const { order, mode } = props;
  const t = useTranslations('orderForm');
  // Only for a method with a PromptPay id: any other would only answer payment.noPromptPay.
  const showQr = mode === 'edit' && order.next_actions.includes('promptpay_qr');

  if (props.readOnly)
    return (
      <div className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 shadow-md">
        <Button className="h-12 w-full text-base" onClick={props.onRepeat}>
          {t('quick.repeat')}
        </Button>
        <p className="text-center text-xs text-slate-500">{t('quick.repeatShortcut')}</p>
      </div>
    );

  return (
    <div className="space-y-4">
      <SubmitBar
        total={props.ctl.totals.total}
        label={mode === 'repeat' ? t('submit.create') : t('submit.save')}
        saving={props.saving}
        onSubmit={props.onSubmit}
      >
        {mode === 'edit' && (
          <p className="text-center text-xs text-slate-500">{t('quick.repeatShortcut')}</p>
        )}
      </SubmitBar>
      {mode === 'edit' && <SlipStatus state={props.slipState} />}
      {showQr && (
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <PromptPayPanel key={`${order.total}-${order.payment_method_id}`} orderId={order.id} />
        </div>
      )}
    </div>
  );
}
