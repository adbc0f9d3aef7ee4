'use client';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { OrderRow } from '@/lib/domain/orders/schemas';
import { awaitsPaymentCheck } from '@/lib/domain/orders/order-actions';
import { formatThaiPhone } from '@/lib/domain/customers/phone';
import { formatDateTime } from '@/lib/time/date-format';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { codeLabel } from '@/components/orders/list/code-label';
import { formatMoney } from '@/components/orders/list/money';
import { OrderStatusBadge } from '@/components/orders/list/status-badge';
import { SlipThumbnail } from '@/components/orders/detail/slip-thumbnail';
import { SlipAmountInput } from '@/components/orders/payments/slip-amount-input';

/**
 * One order of the queue: the slip beside the amount due, who and where it is from, the
 * amount read on the slip, and the two answers.
 */
export function QueueRow(props: {
  row: OrderRow;
  selected: boolean;
  /** Payment level 2: the amount and the two answers. */
  canCheck: boolean;
  canOpenOrder: boolean;
  amount: string;
  /** "Correct" was pressed with no amount: the input says it is needed. */
  amountMissing: boolean;
  onAmount: (value: string) => void;
  onSelect: () => void;
  onCorrect: () => void;
  onIncorrect: () => void;
  busy: boolean;
  zoomOpen: boolean;
  onZoom: (open: boolean) => void;
  amountInput: (el: HTMLInputElement | null) => void;
}) {
  const { row, selected, canCheck, amount, onAmount, onSelect, onCorrect, onIncorrect, busy } =
    props;
  const { zoomOpen, onZoom, amountInput, canOpenOrder, amountMissing } = props;
  const t = useTranslations('payments');
  const tAll = useTranslations();
  const locale = useLocale();
  const box = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (selected) box.current?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  const unpaid = awaitsPaymentCheck(row.status);
  const checkable = unpaid && canCheck;

  return (
    <li
      ref={box}
      onPointerDown={onSelect}
      onFocusCapture={onSelect}
      aria-current={selected || undefined}
      data-testid="payments-row"
      data-row-id={row.id}
      data-selected={selected || undefined}
      className={cn(
        'grid gap-4 rounded-lg border bg-white p-4 shadow-sm sm:grid-cols-[auto_1fr] lg:grid-cols-[auto_1fr_18rem]',
        selected ? 'border-brand-500 ring-2 ring-brand-200' : 'border-slate-200',
      )}
    >
      {row.payment_slip_url ? (
        <SlipThumbnail
          url={row.payment_slip_url}
          orderNumber={row.order_number}
          size="sm"
          open={zoomOpen}
          onOpenChange={onZoom}
          testId="payments-slip"
        />
      ) : (
        <span
          className="flex h-28 w-20 items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 p-1 text-center text-xs text-slate-500"
          data-testid="payments-no-slip"
        >
          {t('noSlip')}
        </span>
      )}

      <div className="min-w-0 space-y-1">
        <p
          className="text-3xl font-bold tabular-nums text-slate-900"
          data-testid="payments-amount-due"
        >
          {t('baht', { amount: formatMoney(row.total, locale) })}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {canOpenOrder ? (
            <Link
              href={`/backoffice/orders/${row.id}`}
              prefetch={false}
              className="font-mono font-semibold text-brand-700 hover:underline"
              data-testid="payments-order-link"
            >
              {row.order_number}
            </Link>
          ) : (
            <span className="font-mono font-semibold" data-testid="payments-order-number">
              {row.order_number}
            </span>
          )}
          {!unpaid && <OrderStatusBadge status={row.status} testId="payments-row-status" />}
          {row.slip_duplicate && (
            <span
              className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white"
              title={t('duplicateHint')}
              data-testid="payments-duplicate"
            >
              {t('duplicate')}
            </span>
          )}
        </div>
        <p className="truncate text-sm text-slate-700">
          {row.recipient_name}
          <span className="ml-2 tabular-nums text-slate-500">
            {formatThaiPhone(row.recipient_phone) || row.recipient_phone}
          </span>
        </p>
        <p className="flex flex-wrap gap-x-2 text-xs text-slate-500">
          <span>{row.sale_channel_name}</span>
          <span>{row.payment_method_name}</span>
          <span>{codeLabel(tAll, 'paymentTypes', row.payment_type)}</span>
        </p>
        <p className="text-xs text-slate-500">
          {row.slip_uploaded_at
            ? t('uploadedAt', { time: formatDateTime(row.slip_uploaded_at, locale) })
            : t('orderedAt', { time: formatDateTime(row.created_at, locale) })}
        </p>
      </div>

      {checkable && (
        <div className="space-y-2 sm:col-span-2 lg:col-span-1">
          <SlipAmountInput
            ref={amountInput}
            value={amount}
            onChange={onAmount}
            due={row.total}
            queue
            missing={amountMissing}
            testId="payments-amount"
          />
          <div className="grid grid-cols-2 gap-2">
            <Button
              variant="danger"
              onClick={onIncorrect}
              disabled={busy}
              data-testid="payments-incorrect"
            >
              {t('incorrect')}
            </Button>
            <Button onClick={onCorrect} loading={busy} data-testid="payments-correct">
              {t('correct')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
