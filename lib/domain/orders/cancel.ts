import type { Actor } from '@/lib/auth/actor';
import { inTransaction, sqlRunner, type TenantDb } from '@/lib/db';
import { recordAudit } from '@/lib/domain/audit/service';
import { releaseOrderCoupon } from '@/lib/domain/coupons/release';
import { getOrderDetail } from '@/lib/domain/orders/detail';
import {
  lockOrder,
  ORDER_EVENT,
  recordOrderEvent,
  type LockedOrder,
} from '@/lib/domain/orders/events';
import type { CancelOrderInput, OrderDetail } from '@/lib/domain/orders/schemas';
import { assertMove, ORDER_STATUS } from '@/lib/domain/orders/status';
import { releaseOrderStock, type StockRelease } from '@/lib/domain/orders/stock-release';

// PUT /api/v1/orders/cancel/{id}: a reason type and a typed reason, both required. Only
// orders at 100 and 111 can be cancelled (docs/domain-rules.md); once packed
// the parcel goes on through the return flow.

/** The `stock_released` event of a release, written in the caller's transaction. */
export async function recordStockReleased(
  tx: TenantDb,
  actor: Actor,
  orderId: number,
  release: StockRelease | null,
): Promise<void> {
  if (!release) return;
  await recordOrderEvent(tx, actor, {
    orderId,
    type: ORDER_EVENT.StockReleased,
    data: {
      bill_number: release.bill_number,
      lines: release.lines.map((l) => ({ ...l })),
    },
  });
}

/**
 * Gives back the stock the locked order holds and its coupon's use, and records them.
 * Shared by cancel and payment fail, the two ways an order reaches 140.
 */
export async function releaseOnCancel(
  tx: TenantDb,
  actor: Actor,
  order: LockedOrder,
): Promise<StockRelease | null> {
  const release = await releaseOrderStock(tx, actor, order);
  await recordStockReleased(tx, actor, order.id, release);
  const coupon = await releaseOrderCoupon(sqlRunner(tx), actor.enterpriseId, order.id);
  if (coupon)
    await recordOrderEvent(tx, actor, {
      orderId: order.id,
      type: ORDER_EVENT.Updated,
      data: { coupon_code: coupon.coupon_code, coupon_returned: true },
    });
  return release;
}

export async function cancelOrder(
  db: TenantDb,
  actor: Actor,
  id: number,
  input: CancelOrderInput,
  requestId?: string,
): Promise<OrderDetail> {
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, actor.enterpriseId, id);
    assertMove(order.status, ORDER_STATUS.Cancelled);
    await tx.order.update({
      where: { id },
      data: {
        status: ORDER_STATUS.Cancelled,
        cancelReasonType: input.cancel_reason_type,
        cancelReason: input.cancel_reason,
        cancelledAt: new Date(),
      },
    });
    await recordOrderEvent(tx, actor, {
      orderId: id,
      type: ORDER_EVENT.Cancelled,
      fromStatus: order.status,
      toStatus: ORDER_STATUS.Cancelled,
      reason: input.cancel_reason,
      data: { cancel_reason_type: input.cancel_reason_type },
    });
    const release = await releaseOnCancel(tx, actor, order);
    await recordAudit(tx, actor, {
      action: 'order.cancel',
      entity: 'order',
      entityId: id,
      before: { status: order.status },
      after: {
        status: ORDER_STATUS.Cancelled,
        cancel_reason_type: input.cancel_reason_type,
        cancel_reason: input.cancel_reason,
        stock_returned: release?.bill_number ?? null,
      },
      requestId,
    });
  });
  return getOrderDetail(db, id);
}
