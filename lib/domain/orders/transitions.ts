import type { Actor } from '@/lib/auth/actor';
import { levelOf } from '@/lib/auth/permissions';
import { inTransaction, type TenantDb } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/domain/audit/service';
import { getOrderDetail } from '@/lib/domain/orders/detail';
import { lockOrder, ORDER_EVENT, recordOrderEvent } from '@/lib/domain/orders/events';
import { moveWithOwnCall, type OwnCallMove } from '@/lib/domain/orders/order-actions';
import type { OrderDetail } from '@/lib/domain/orders/schemas';
import { assertMove, canMove, ORDER_STATUS, type OrderStatus } from '@/lib/domain/orders/status';

// ---------------------------------------------------------------------------------------
// Status moves through PUT /api/v1/orders/{id}/status, /delivery and /packing
// (docs/domain-rules.md "Order status"). Each call may set only some statuses; the moves that
// carry more than a status (cancel with its reason, payment confirm, the return flow, a
// claim) have their own call, and the generic one refuses them naming that call. Every refusal is 422
// `order.invalidStatusTransition` and changes nothing; every success writes exactly one
// `status` event, in the transaction that moves the order.
// ---------------------------------------------------------------------------------------

export type StatusVia = 'status' | 'delivery' | 'packing';

/** What /delivery may set: the carrier's steps, and completing a delivered order. */
export const DELIVERY_CALL_STATUSES: readonly OrderStatus[] = [121, 122, 998, 130];
/** What /packing may set: packed (112), part shipped (114), reopened (111, from 112 only). */
export const PACKING_CALL_STATUSES: readonly OrderStatus[] = [111, 112, 114];

/** The column that records when an order reached a status (none for 114, 142, 998). */
export function statusTimeField(
  from: number,
  to: number,
): keyof Prisma.OrderUncheckedUpdateInput | null {
  switch (to) {
    case ORDER_STATUS.AwaitingShipment:
      // Reopening a packing (112 -> 111) is not a payment.
      return from === ORDER_STATUS.Unpaid ? 'paidAt' : null;
    case ORDER_STATUS.AwaitingCollection:
      return 'packedAt';
    case ORDER_STATUS.Intransit:
      return 'shippedAt';
    case ORDER_STATUS.Delivered:
      return 'deliveredAt';
    case ORDER_STATUS.Completed:
      return 'completedAt';
    case ORDER_STATUS.Cancelled:
      return 'cancelledAt';
    case ORDER_STATUS.Returned:
      return 'returnedAt';
    default:
      return null;
  }
}

const refuse = (from: number, to: number, why: string) =>
  new AppError('order.invalidStatusTransition', `from ${from} to ${to}: ${why}`);

/** Where a move with its own call must go instead of /status: named in the refusal. */
const OWN_CALL_PATH: Record<OwnCallMove, string> = {
  cancel: 'cancel with a reason: PUT /api/v1/orders/cancel/{id} (or payment/confirm/fail)',
  confirm_payment: 'confirm the payment: PUT /api/v1/orders/payment/confirm/success/{id}',
  undo_payment: 'undo the payment confirm: PUT /api/v1/orders/payment/confirm/undo/{id}',
  receive_return: 'receive the return: POST /api/v2/orders/return',
  claim: 'claim with its party and reason: POST /api/v1/orders/{id}/claim',
};

/**
 * Refuses what the call may not do (422, or 403 when the actor lacks the right the move
 * needs beyond the route's own rule). Runs on the locked status.
 */
function checkCall(actor: Actor, via: StatusVia, from: number, to: number): void {
  if (!canMove(from, to)) {
    assertMove(from, to);
    return;
  }
  if (via === 'status') {
    const other = moveWithOwnCall(from, to);
    if (other) throw refuse(from, to, OWN_CALL_PATH[other]);
    return;
  }
  if (via === 'delivery') {
    if (!DELIVERY_CALL_STATUSES.includes(to as OrderStatus))
      throw refuse(from, to, `the delivery call sets ${DELIVERY_CALL_STATUSES.join(', ')}`);
    return;
  }
  if (!PACKING_CALL_STATUSES.includes(to as OrderStatus))
    throw refuse(from, to, `the packing call sets ${PACKING_CALL_STATUSES.join(', ')}`);
  if (to === ORDER_STATUS.AwaitingShipment) {
    if (from !== ORDER_STATUS.AwaitingCollection)
      throw refuse(from, to, 'the packing call reopens a packed order (112) only');
    // Correcting what somebody else closed is a supervisor's decision (docs/domain-rules.md, Roles).
    if (levelOf(actor, 'packing_admin') < 3)
      throw new AppError('common.accessDenied', 'reopening a packing needs packing_admin 3');
  } else if (levelOf(actor, 'packing') < 2) {
    throw new AppError('common.accessDenied', 'packing level 2 needed');
  }
}

/**
 * Moves the order to `to` through one of the status calls: lock, check, set the status and
 * its time column, write the `status` event and the audit entry, all in one transaction.
 * Answers the order as it is afterwards.
 */
export async function changeOrderStatus(
  db: TenantDb,
  actor: Actor,
  id: number,
  to: number,
  reason: string | null,
  via: StatusVia,
  requestId?: string,
): Promise<OrderDetail> {
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, actor.enterpriseId, id);
    const from = order.status;
    checkCall(actor, via, from, to);
    const now = new Date();
    const timeField = statusTimeField(from, to);
    await tx.order.update({
      where: { id },
      data: { status: to, ...(timeField ? { [timeField]: now } : {}) },
    });
    await recordOrderEvent(tx, actor, {
      orderId: id,
      type: ORDER_EVENT.Status,
      fromStatus: from,
      toStatus: to,
      reason,
      data: { via },
    });
    await recordAudit(tx, actor, {
      action: 'order.status',
      entity: 'order',
      entityId: id,
      before: { status: from },
      after: { status: to, via, reason },
      requestId,
    });
  });
  return getOrderDetail(db, id);
}
