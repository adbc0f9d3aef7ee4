import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb } from '@/lib/db';
import { AppError, isAppError } from '@/lib/errors';
import { recordAudit } from '@/lib/domain/audit/service';
import { getOrderDetail } from '@/lib/domain/orders/detail';
import { lockOrder, ORDER_EVENT, recordOrderEvent } from '@/lib/domain/orders/events';
import type { OrderDetail } from '@/lib/domain/orders/schemas';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import { validateTracking } from '@/lib/domain/orders/tracking';

// ---------------------------------------------------------------------------------------
// PUT /api/v1/packings/clearfailtracking/{id} (id: the order): clears a failed tracking
// number so the order can be re-shipped with a new one (PUT /api/v1/orders/tracking/{id},
// a new label). The spec names the call and one error, "invalid tracking number"; so a
// tracking number has failed when the carrier or platform flagged it (orders.tracking_failed,
// e.g. a booking the carrier refused) or when it no longer fits its carrier's format
// (lib/domain/orders/tracking.ts: the order's carrier was changed, or it was imported
// from a platform unchecked). A number that is fine is not cleared
// (packing.trackingNotFailed): a re-shipment must not lose a parcel's live tracking.
// Only an order that has not been delivered may be re-shipped (100, 111, 112, 114, 121).
// The order keeps its status; the timeline gets a `tracking` event. Clearing an order
// without a tracking number changes nothing.
// ---------------------------------------------------------------------------------------

const RESHIPPABLE: readonly number[] = [
  ORDER_STATUS.Unpaid,
  ORDER_STATUS.AwaitingShipment,
  ORDER_STATUS.AwaitingCollection,
  ORDER_STATUS.PartiallyShipping,
  ORDER_STATUS.Intransit,
];

function failure(providerId: number, trackingNumber: string, flagged: boolean): string | null {
  if (flagged) return 'flagged as failed by the carrier';
  try {
    validateTracking(providerId, trackingNumber);
    return null;
  } catch (error) {
    if (isAppError(error)) return error.causeText || error.key;
    throw error;
  }
}

export async function clearFailedTracking(
  db: TenantDb,
  actor: Actor,
  orderId: number,
  requestId?: string,
): Promise<OrderDetail> {
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, actor.enterpriseId, orderId);
    const current = await tx.order.findFirstOrThrow({
      where: { id: orderId },
      select: { trackingNumber: true, trackingFailed: true },
    });
    if (!current.trackingNumber && !current.trackingFailed) return;
    if (!RESHIPPABLE.includes(order.status))
      throw new AppError(
        'packing.invalidOrderStatus',
        `order ${order.order_number} is at ${order.status}: it can no longer be re-shipped`,
      );
    const why = current.trackingNumber
      ? failure(order.shipping_provider_id, current.trackingNumber, current.trackingFailed)
      : 'flagged as failed by the carrier';
    if (why === null)
      throw new AppError(
        'packing.trackingNotFailed',
        `tracking ${current.trackingNumber} of order ${order.order_number} is valid`,
      );
    await tx.order.update({
      where: { id: orderId },
      data: { trackingNumber: null, trackingFailed: false },
    });
    const change = {
      old: { tracking_number: current.trackingNumber, tracking_failed: current.trackingFailed },
      new: { tracking_number: null, tracking_failed: false },
    };
    await recordOrderEvent(tx, actor, {
      orderId,
      type: ORDER_EVENT.Tracking,
      reason: `failed tracking cleared: ${why}`,
      data: { ...change, cleared: true },
    });
    await recordAudit(tx, actor, {
      action: 'order.trackingClear',
      entity: 'order',
      entityId: orderId,
      before: change.old,
      after: change.new,
      requestId,
    });
  });
  return getOrderDetail(db, orderId);
}
