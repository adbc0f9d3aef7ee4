'use client';
import Link from 'next/link';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import type { OrderDetail } from '@/lib/domain/orders/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { Panel } from '@/components/layout/panel';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { codeLabel } from '@/components/orders/list/code-label';
import { checkSlipAmount, formatMoney } from '@/components/orders/list/money';
import { Meta } from '@/components/orders/detail/detail-header';
import { SlipThumbnail } from '@/components/orders/detail/slip-thumbnail';
import { SlipUploadButton } from '@/components/orders/detail/slip-upload-button';
import type { OrderDetailState } from '@/components/orders/detail/use-order-detail';

// Loads when it first opens, with the dialog library (the first-load budget of quality-bars).
const PromptPayDialog = dynamic(() =>
  import('@/components/orders/detail/promptpay-dialog').then((m) => m.PromptPayDialog),
);

/**
 * How the order is paid: method and type, the slip (zoomable) with what its QR code said,
 * the duplicate-slip warning, the amount read on the slip against the amount due, the
 * PromptPay QR for an unpaid order whose payment method has a PromptPay id (no button, and
 * so no call, for one without), and the slip upload.
 */
export function PaymentCard({
  state,
  canUploadSlip,
}: {
  state: OrderDetailState;
  canUploadSlip: boolean;
}) {
  const { order } = state;
  const t = useTranslations('orderDetail.payment');
  const tAll = useTranslations();
  const locale = useLocale();
  const [promptPay, setPromptPay] = useState(false);

  return (
    <Panel title={t('title')} testId="order-payment">
      <dl className="space-y-1 text-sm">
        <Meta label={t('method')}>{order.payment_method_name}</Meta>
        <Meta label={t('type')}>{codeLabel(tAll, 'paymentTypes', order.payment_type)}</Meta>
        <Meta label={t('channel')}>{order.sale_channel_name}</Meta>
      </dl>

      <div className="mt-4 flex gap-4">
        {order.payment_slip_url ? (
          <SlipThumbnail
            url={order.payment_slip_url}
            orderNumber={order.order_number}
            testId="order-slip"
          />
        ) : (
          <p className="text-sm text-slate-500" data-testid="order-no-slip">
            {t('noSlip')}
          </p>
        )}
        <dl className="min-w-0 space-y-1 text-sm">
          {order.slip_bank && (
            <Meta label={t('slipBank')}>
              {order.slip_bank_name
                ? order.slip_bank_name[locale === 'en' ? 'en' : 'th']
                : order.slip_bank}
            </Meta>
          )}
          {order.slip_ref && (
            <Meta label={t('slipRef')}>
              <span className="break-all font-mono text-xs">{order.slip_ref}</span>
            </Meta>
          )}
          {order.slip_uploaded_at && (
            <Meta label={t('uploadedAt')}>{formatDateTime(order.slip_uploaded_at, locale)}</Meta>
          )}
          {order.payment_checked_by && (
            <Meta label={t('checkedBy')}>
              {order.payment_checked_by} {formatDateTime(order.payment_checked_at, locale)}
            </Meta>
          )}
        </dl>
      </div>

      {order.slip_used_by.length > 0 && <DuplicateWarning order={order} />}
      {order.slip_amount !== null && <SlipAmount order={order} locale={locale} />}

      <div className="mt-4 flex flex-wrap gap-2">
        {order.next_actions.includes('promptpay_qr') && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setPromptPay(true)}
            data-testid="order-promptpay"
          >
            {t('promptpay')}
          </Button>
        )}
        {canUploadSlip && (
          <SlipUploadButton
            orderId={order.id}
            hasSlip={Boolean(order.payment_slip_url)}
            state={state}
          />
        )}
      </div>
      {promptPay && <PromptPayDialog orderId={order.id} onClose={() => setPromptPay(false)} />}
    </Panel>
  );
}

function DuplicateWarning({ order }: { order: OrderDetail }) {
  const t = useTranslations('orderDetail.payment');
  return (
    <div
      role="alert"
      className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
      data-testid="order-slip-duplicate"
    >
      <p className="font-semibold">{t('duplicateTitle')}</p>
      <p>{t('duplicateText')}</p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {order.slip_used_by.map((o) => (
          <li key={o.id}>
            <Link
              href={`/backoffice/orders/${o.id}`}
              className="font-mono font-semibold underline"
              data-testid={`order-slip-duplicate-${o.id}`}
            >
              {o.order_number}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SlipAmount({ order, locale }: { order: OrderDetail; locale: string }) {
  const t = useTranslations('orderDetail.payment');
  const mismatch = checkSlipAmount(order.slip_amount ?? '', order.total) === 'mismatch';
  return (
    <div
      className={cn(
        'mt-4 flex flex-wrap gap-x-6 gap-y-1 rounded-md p-3 text-sm',
        mismatch ? 'bg-red-50 text-red-900' : 'bg-emerald-50 text-emerald-900',
      )}
      data-testid="order-slip-amount"
      data-mismatch={mismatch || undefined}
    >
      <span>{t('slipAmount', { amount: formatMoney(order.slip_amount, locale) })}</span>
      <span>{t('amountDue', { amount: formatMoney(order.total, locale) })}</span>
      <span className="font-semibold">{mismatch ? t('amountMismatch') : t('amountMatch')}</span>
    </div>
  );
}
