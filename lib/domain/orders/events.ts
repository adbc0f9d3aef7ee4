import type { Actor } from '@/lib/auth/actor';
import type { TenantDb } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';

// ---------------------------------------------------------------------------------------
// The order's timeline (docs/domain-rules.md: every change writes an order event: who, when,
// from, to, why) and the row lock every change of an order starts with. Both run inside
// the caller's transaction, so an event exists exactly when its change was committed.
// ---------------------------------------------------------------------------------------

/** Event types; their labels are messages `orders.events.<type>`. */
export const ORDER_EVENT = {
  Created: 'created',
  Updated: 'updated',
  Status: 'status',
  PaymentConfirmed: 'payment_confirmed',
  PaymentFailed: 'payment_failed',
  PaymentUndone: 'payment_undone',
  Cancelled: 'cancelled',
  Tracking: 'tracking',
  Shipping: 'shipping',
  SlipUploaded: 'slip_uploaded',
  ProductAdded: 'product_added',
  StockReleased: 'stock_released',
  PackingClosed: 'packing_closed',
  Returned: 'returned',
  Claimed: 'claimed',
  /** The own courier could not deliver; the order stays in transit (lib/domain/express). */
  DeliveryFailed: 'delivery_failed',
  Synced: 'synced',
} as const;
export type OrderEventType = (typeof ORDER_EVENT)[keyof typeof ORDER_EVENT];

export interface OrderEventEntry {
  orderId: number;
  type: OrderEventType;
  fromStatus?: number | null;
  toStatus?: number | null;
  reason?: string | null;
  data?: Prisma.InputJsonValue;
}

/** Writes one event of the order's timeline, as the actor (null for the system's own jobs). */
export async function recordOrderEvent(
  tx: TenantDb,
  actor: Pick<Actor, 'userId' | 'enterpriseId'> | null,
  entry: OrderEventEntry,
): Promise<void> {
  await tx.orderEvent.create({
    data: {
      enterpriseId: actor?.enterpriseId ?? 0, // replaced by the tenant client's own
      orderId: entry.orderId,
      userId: actor?.userId ?? null,
      type: entry.type,
      fromStatus: entry.fromStatus ?? null,
      toStatus: entry.toStatus ?? null,
      reason: entry.reason ?? null,
      data: entry.data,
    },
  });
}

export interface LockedOrder {
  id: number;
  status: number;
  order_number: string;
  payment_type: number;
  shipping_provider_id: number;
  total: string;
}

/**
 * Locks the order's row for the rest of the transaction (changes of one order run one
 * after the other; the status read here is the one the change starts from). An id of
 * another enterprise is `order.notFound`, like one that does not exist.
 */
export async function lockOrder(
  tx: TenantDb,
  enterpriseId: number,
  id: number,
): Promise<LockedOrder> {
  const [row] = await tx.$queryRaw<LockedOrder[]>`
    SELECT id, status::int AS status, order_number, payment_type::int AS payment_type,
           shipping_provider_id::int AS shipping_provider_id, total::text AS total
      FROM orders
     WHERE id = ${id} AND enterprise_id = ${enterpriseId}
       FOR UPDATE`;
  if (!row) throw new AppError('order.notFound', `order ${id}`);
  return row;
}
