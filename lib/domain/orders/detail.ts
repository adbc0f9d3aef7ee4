import type { TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import {
  paymentUndoRefusal,
  paymentUndoUntil,
  type PaymentUndoFacts,
} from '@/lib/domain/orders/payment-undo-rule';
import type { OrderDetail } from '@/lib/domain/orders/schemas';
import { orderDetailSelect, toOrderDetail } from '@/lib/domain/orders/serializers';
import { ORDER_STATUS } from '@/lib/domain/orders/status';

/** Other orders of the enterprise carrying the same slip reference (the duplicate warning). */
export async function slipUsedBy(
  db: TenantDb,
  orderId: number,
  slipRef: string | null,
): Promise<{ id: number; order_number: string }[]> {
  if (!slipRef) return [];
  const rows = await db.order.findMany({
    where: { slipRef, id: { not: orderId } },
    select: { id: true, orderNumber: true },
    orderBy: { id: 'asc' },
    take: 20,
  });
  return rows.map((r) => ({ id: r.id, order_number: r.orderNumber }));
}

/**
 * Until when the order's payment confirm may be undone, or null (payment-undo-rule.ts).
 * The packings are read only for an order the other facts already allow.
 */
async function undoUntil(
  db: TenantDb,
  order: { id: number; status: number; events: ReadonlyArray<{ type: string; createdAt: Date }> },
): Promise<Date | null> {
  const lastEvent = order.events.at(-1) ?? null;
  if (order.status !== ORDER_STATUS.AwaitingShipment || !lastEvent) return null;
  const facts: PaymentUndoFacts = { status: order.status, lastEvent, packingOpened: false };
  const now = new Date();
  if (paymentUndoRefusal(facts, now)) return null;
  const packing = await db.packing.findFirst({
    where: { orderId: order.id },
    select: { id: true },
  });
  return packing ? null : paymentUndoUntil(lastEvent.createdAt);
}

/**
 * One order with its lines and timeline (GET /api/v1/orders/detail and the answer of every
 * order change). An id of another enterprise is `order.notFound`, like a missing one.
 */
export async function getOrderDetail(db: TenantDb, id: number): Promise<OrderDetail> {
  const found = await db.order.findFirst({ where: { id }, select: orderDetailSelect });
  if (!found) throw new AppError('order.notFound', `order ${id}`);
  // One after the other: inside a transaction (the answer of every order change) the
  // client is one connection, which must not run two statements at once.
  const usedBy = await slipUsedBy(db, id, found.slipRef);
  const bank = found.slipBank
    ? await db.bank.findUnique({
        where: { code: found.slipBank },
        select: { nameTh: true, nameEn: true },
      })
    : null;
  return toOrderDetail(
    found,
    usedBy,
    bank ? { th: bank.nameTh, en: bank.nameEn } : null,
    await undoUntil(db, found),
  );
}
