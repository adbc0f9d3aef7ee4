'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { formatTime } from '@/lib/time/date-format';
import type { OrderActions } from '@/components/orders/detail/actions';
import { useUndoWindow } from '@/components/orders/payments/use-undo-window';
import type { OrderDetailState } from '@/components/orders/detail/use-order-detail';

type Open = 'payment' | 'undoPayment' | 'cancel' | 'status' | 'complete' | 'claim' | null;

// Each dialog (and the dialog library under it) loads when it first opens, not with the
// page (the first-load budget of quality-bars); the cancel form also brings the shared zod
// schema.
const CancelDialog = dynamic(() =>
  import('@/components/orders/detail/cancel-dialog').then((m) => m.CancelDialog),
);
const PaymentCheckDialog = dynamic(() =>
  import('@/components/orders/detail/payment-check-dialog').then((m) => m.PaymentCheckDialog),
);
const StatusDialog = dynamic(() =>
  import('@/components/orders/detail/status-dialog').then((m) => m.StatusDialog),
);
const UndoPaymentDialog = dynamic(() =>
  import('@/components/orders/payments/undo-dialog').then((m) => m.UndoPaymentDialog),
);
const ClaimDialog = dynamic(() =>
  import('@/components/orders/detail/claim-dialog').then((m) => m.ClaimDialog),
);
const ConfirmDialog = dynamic(() =>
  import('@/components/admin/confirm-dialog').then((m) => m.ConfirmDialog),
);

/**
 * The order's actions, as its status and the user's levels allow.
 */
export function OrderActionsBar({
  state,
  actions,
}: {
  state: OrderDetailState;
  actions: OrderActions;
}) {
  const t = useTranslations('orderDetail.actions');
  const tPay = useTranslations('payments');
  const tClaims = useTranslations('claims.actions');
  const { order } = state;
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const undoOpen = useUndoWindow(actions.undoPayment ? order.payment_undo_until : null);

  const complete = async () => {
    const done = await state.run(
      'complete',
      () =>
        api(`/api/v1/orders/${order.id}/status`, {
          method: 'PUT',
          body: { status: ORDER_STATUS.Completed },
        }),
      t('completed'),
    );
    if (done) close();
  };

  return (
    <>
      {actions.checkPayment && (
        <Button onClick={() => setOpen('payment')} data-testid="order-check-payment">
          {t('checkPayment')}
        </Button>
      )}
      {undoOpen && (
        <Button
          variant="secondary"
          onClick={() => setOpen('undoPayment')}
          title={tPay('undoUntil', { time: formatTime(order.payment_undo_until) })}
          data-testid="order-undo-payment"
          data-until={order.payment_undo_until ?? undefined}
        >
          {t('undoPayment')}
        </Button>
      )}
      {actions.complete && (
        <Button onClick={() => setOpen('complete')} data-testid="order-complete">
          {t('complete')}
        </Button>
      )}
      {actions.statusTargets.length > 0 && (
        <Button
          variant="secondary"
          onClick={() => setOpen('status')}
          data-testid="order-change-status"
        >
          {t('changeStatus')}
        </Button>
      )}
      <a
        href={`/api/v1/orders/${order.id}/print`}
        target="_blank"
        rel="noopener"
        className="inline-flex h-10 items-center justify-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        data-testid="order-print"
      >
        {t('print')}
      </a>
      {actions.claimPack && (
        <a
          href={`/api/v1/orders/${order.id}/claimpack`}
          download
          className="inline-flex h-10 items-center justify-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100"
          data-testid="claim-pack-download"
        >
          {tClaims('downloadPack')}
        </a>
      )}
      {actions.receiveReturn && (
        <ButtonLink
          href={`/backoffice/return?order=${encodeURIComponent(order.order_number)}`}
          variant="secondary"
          data-testid="order-receive-return"
        >
          {tClaims('receiveReturn')}
        </ButtonLink>
      )}
      {actions.claim && (
        <Button variant="secondary" onClick={() => setOpen('claim')} data-testid="claim-open">
          {tClaims('claim')}
        </Button>
      )}
      {actions.quickOrder && (
        <ButtonLink
          href={`/backoffice/ordersv2/${order.id}`}
          variant="secondary"
          data-testid="order-quick"
        >
          {t('quickOrder')}
        </ButtonLink>
      )}
      {actions.cancel && (
        <Button variant="danger" onClick={() => setOpen('cancel')} data-testid="order-cancel">
          {t('cancel')}
        </Button>
      )}

      {open === 'payment' && (
        <PaymentCheckDialog
          state={state}
          canConfirmWithoutSlip={actions.confirmWithoutSlip}
          onClose={close}
        />
      )}
      {open === 'undoPayment' && (
        <UndoPaymentDialog
          order={order}
          onDone={() => {
            close();
            void state.reload();
          }}
          onRefused={() => {
            close();
            void state.reload();
          }}
          onClose={close}
        />
      )}
      {open === 'cancel' && <CancelDialog state={state} onClose={close} />}
      {open === 'claim' && <ClaimDialog state={state} onClose={close} />}
      {open === 'status' && (
        <StatusDialog state={state} targets={actions.statusTargets} onClose={close} />
      )}
      {open === 'complete' && (
        <ConfirmDialog
          title={t('completeTitle', { number: order.order_number })}
          text={t('completeText')}
          confirmLabel={t('complete')}
          onConfirm={complete}
          onClose={close}
          testId="order-complete-confirm"
        />
      )}
    </>
  );
}
