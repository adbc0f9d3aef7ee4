import type { Actor } from '@/lib/auth/actor';
import { levelOf } from '@/lib/auth/permissions';
import { inTransaction, type TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/domain/audit/service';
import { getOrderDetail } from '@/lib/domain/orders/detail';
import { lockOrder, ORDER_EVENT, recordOrderEvent } from '@/lib/domain/orders/events';
import {
  PAYMENT_UNDO_LEVEL,
  paymentUndoRefusal,
  type PaymentUndoFacts,
} from '@/lib/domain/orders/payment-undo-rule';
import type { OrderDetail, UndoPaymentInput } from '@/lib/domain/orders/schemas';
import { assertMove, ORDER_STATUS } from '@/lib/domain/orders/status';

// PUT /api/v1/orders/payment/confirm/undo/{id}: a payment confirmed by mistake goes back
// to 100 (payment-undo-rule.ts says when). The order's row lock comes first, so the undo
// and anything else on the order (a packing's first scan share-locks it, every change
// locks it) run one after the other: a packing opened before the undo refuses it, and a
// scan after the undo finds the order unpaid and packs nothing.

/** The facts of the rule for an order locked by the caller's transaction. */
export async function paymentUndoFacts(
  tx: TenantDb,
  order: { id: number; status: number },
): Promise<PaymentUndoFacts> {
  // One after the other: the transaction's client is one connection.
  const lastEvent = await tx.orderEvent.findFirst({
    where: { orderId: order.id },
    select: { type: true, createdAt: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  const packing = await tx.packing.findFirst({
    where: { orderId: order.id },
    select: { id: true },
  });
  return { status: order.status, lastEvent, packingOpened: packing !== null };
}

export async function undoPaymentConfirm(
  db: TenantDb,
  actor: Actor,
  id: number,
  input: UndoPaymentInput,
  requestId?: string,
): Promise<OrderDetail> {
  if (levelOf(actor, 'payment') < PAYMENT_UNDO_LEVEL)
    throw new AppError(
      'common.accessDenied',
      `undoing a payment confirm needs payment level ${PAYMENT_UNDO_LEVEL}`,
    );
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, actor.enterpriseId, id);
    const to = ORDER_STATUS.Unpaid;
    const refusal = paymentUndoRefusal(await paymentUndoFacts(tx, order), new Date());
    if (refusal)
      throw new AppError(
        'order.invalidStatusTransition',
        `from ${order.status} to ${to}: ${refusal}`,
      );
    assertMove(order.status, to);
    const before = await tx.order.findFirstOrThrow({
      where: { id },
      select: { paidAt: true, paymentCheckedById: true, paymentCheckedAt: true },
    });
    await tx.order.update({
      where: { id },
      data: { status: to, paidAt: null, paymentCheckedById: null, paymentCheckedAt: null },
    });
    const undone = {
      paid_at: before.paidAt?.toISOString() ?? null,
      checked_by_id: before.paymentCheckedById,
    };
    await recordOrderEvent(tx, actor, {
      orderId: id,
      type: ORDER_EVENT.PaymentUndone,
      fromStatus: order.status,
      toStatus: to,
      reason: input.reason,
      data: { undone },
    });
    await recordAudit(tx, actor, {
      action: 'order.paymentUndo',
      entity: 'order',
      entityId: id,
      before: { status: order.status, ...undone },
      after: { status: to, reason: input.reason },
      requestId,
    });
  });
  return getOrderDetail(db, id);
}
