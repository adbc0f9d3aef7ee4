import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/domain/audit/service';
import { releaseOnCancel } from '@/lib/domain/orders/cancel';
import { confirmAmount } from '@/lib/domain/orders/payment-confirm-rule';
import { getOrderDetail } from '@/lib/domain/orders/detail';
import { lockOrder, ORDER_EVENT, recordOrderEvent } from '@/lib/domain/orders/events';
import {
  CANCEL_REASON_TYPE,
  type ConfirmPaymentInput,
  type FailPaymentInput,
  type OrderDetail,
} from '@/lib/domain/orders/schemas';
import { awaitsPaymentCheck } from '@/lib/domain/orders/order-actions';
import { ORDER_STATUS } from '@/lib/domain/orders/status';

// The payment check: confirmed correct sets 111, incorrect sets 140.
// Only an unpaid order (100) is checked. Confirming needs the amount read on the slip
// (or a manager's explicit "no slip", payment-confirm-rule.ts); a difference from the
// amount due is recorded on the event for the timeline (the decision stays the checker's:
// a customer may pay more, or the slip may be partial). Refusing may give a reason.

interface PaymentFacts {
  amount_due: string;
  slip_amount: string | null;
  mismatch: boolean;
  slip_ref: string | null;
}

async function lockUnpaid(tx: TenantDb, actor: Actor, id: number, to: number) {
  const order = await lockOrder(tx, actor.enterpriseId, id);
  if (!awaitsPaymentCheck(order.status))
    throw new AppError(
      'order.invalidStatusTransition',
      `from ${order.status} to ${to}: only an unpaid order (100) has its payment checked`,
    );
  const slip = await tx.order.findFirstOrThrow({
    where: { id },
    select: { slipAmount: true, slipRef: true },
  });
  return { order, slip };
}

function paymentFacts(
  total: string,
  typed: string | null | undefined,
  stored: Prisma.Decimal | null,
  slipRef: string | null,
): PaymentFacts {
  const slip = typed != null ? new Prisma.Decimal(typed) : stored;
  return {
    amount_due: new Prisma.Decimal(total).toFixed(2),
    slip_amount: slip ? slip.toFixed(2) : null,
    mismatch: slip ? !slip.equals(new Prisma.Decimal(total)) : false,
    slip_ref: slipRef,
  };
}

/** PUT /api/v1/orders/payment/confirm/success/{id}: 100 -> 111, the payment found correct. */
export async function confirmPaymentSuccess(
  db: TenantDb,
  actor: Actor,
  id: number,
  input: ConfirmPaymentInput,
  requestId?: string,
): Promise<OrderDetail> {
  await inTransaction(db, async (tx) => {
    const to = ORDER_STATUS.AwaitingShipment;
    const { order, slip } = await lockUnpaid(tx, actor, id, to);
    const amount = confirmAmount(actor, input);
    const facts = {
      ...paymentFacts(order.total, amount.slipAmount, null, slip.slipRef),
      ...(amount.noSlip ? { no_slip: true } : {}),
    };
    const now = new Date();
    await tx.order.update({
      where: { id },
      data: {
        status: to,
        paidAt: now,
        paymentCheckedById: actor.userId,
        paymentCheckedAt: now,
        ...(amount.slipAmount !== null ? { slipAmount: amount.slipAmount } : {}),
      },
    });
    await recordOrderEvent(tx, actor, {
      orderId: id,
      type: ORDER_EVENT.PaymentConfirmed,
      fromStatus: order.status,
      toStatus: to,
      data: { ...facts },
    });
    await recordAudit(tx, actor, {
      action: 'order.paymentConfirm',
      entity: 'order',
      entityId: id,
      before: { status: order.status },
      after: { status: to, ...facts },
      requestId,
    });
  });
  return getOrderDetail(db, id);
}

/**
 * PUT /api/v1/orders/payment/confirm/fail/{id}: 100 -> 140, cancelled as "payment not
 * received", with the checker's reason when given. Stock the order holds (none, normally, before
 * payment) is given back like on any cancel.
 */
export async function confirmPaymentFail(
  db: TenantDb,
  actor: Actor,
  id: number,
  input: FailPaymentInput,
  requestId?: string,
): Promise<OrderDetail> {
  await inTransaction(db, async (tx) => {
    const to = ORDER_STATUS.Cancelled;
    const { order, slip } = await lockUnpaid(tx, actor, id, to);
    const facts = paymentFacts(order.total, input.slip_amount, slip.slipAmount, slip.slipRef);
    const now = new Date();
    await tx.order.update({
      where: { id },
      data: {
        status: to,
        cancelReasonType: CANCEL_REASON_TYPE.PaymentNotReceived,
        cancelReason: input.reason,
        cancelledAt: now,
        paymentCheckedById: actor.userId,
        paymentCheckedAt: now,
        ...(input.slip_amount != null ? { slipAmount: input.slip_amount } : {}),
      },
    });
    await recordOrderEvent(tx, actor, {
      orderId: id,
      type: ORDER_EVENT.PaymentFailed,
      fromStatus: order.status,
      toStatus: to,
      reason: input.reason,
      data: { ...facts },
    });
    await releaseOnCancel(tx, actor, order);
    await recordAudit(tx, actor, {
      action: 'order.paymentFail',
      entity: 'order',
      entityId: id,
      before: { status: order.status },
      after: { status: to, reason: input.reason, ...facts },
      requestId,
    });
  });
  return getOrderDetail(db, id);
}
