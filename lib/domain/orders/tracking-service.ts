import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/domain/audit/service';
import { getOrderDetail } from '@/lib/domain/orders/detail';
import { lockOrder, ORDER_EVENT, recordOrderEvent } from '@/lib/domain/orders/events';
import {
  MAX_ORDER_AMOUNT,
  type OrderDetail,
  type ShippingInput,
  type TrackingInput,
} from '@/lib/domain/orders/schemas';
import { CLOSED_STATUSES, ORDER_STATUS } from '@/lib/domain/orders/status';
import { validateTracking } from '@/lib/domain/orders/tracking';

// Tracking number and shipping details of an order: PUT tracking/{id}, POST
// trackingcheck/{id} (the same checks without saving, for the form as staff type) and
// PUT shipping/{id}. A tracking number is stored normalised (lib/domain/orders/tracking.ts)
// and is unique within the enterprise: two orders with one parcel number would send one
// customer's tracking to another.

/** First key of the advisory locks on tracking numbers (the second is a hash). */
const TRACKING_LOCK = 72_118_102;

/** While the parcel has not left: the recipient, carrier and fee can still change. */
const SHIPPING_EDITABLE: readonly number[] = [
  ORDER_STATUS.Unpaid,
  ORDER_STATUS.AwaitingShipment,
  ORDER_STATUS.PartiallyShipping,
];

export interface TrackingCheck {
  valid: true;
  tracking_number: string;
  shipping_provider_id: number;
  /** Other orders of the enterprise that already carry this number. */
  used_by: { id: number; order_number: string }[];
}

async function ordersWithTracking(db: TenantDb, trackingNumber: string, exceptId: number) {
  const rows = await db.order.findMany({
    where: { trackingNumber, id: { not: exceptId } },
    select: { id: true, orderNumber: true },
    orderBy: { id: 'asc' },
    take: 20,
  });
  return rows.map((r) => ({ id: r.id, order_number: r.orderNumber }));
}

/** POST /api/v1/orders/trackingcheck/{id}: the number checked and normalised, not saved. */
export async function checkTracking(
  db: TenantDb,
  id: number,
  input: TrackingInput,
): Promise<TrackingCheck> {
  const order = await db.order.findFirst({ where: { id }, select: { shippingProviderId: true } });
  if (!order) throw new AppError('order.notFound', `order ${id}`);
  const provider = input.shipping_provider_id ?? order.shippingProviderId;
  const trackingNumber = validateTracking(provider, input.tracking_number);
  return {
    valid: true,
    tracking_number: trackingNumber,
    shipping_provider_id: provider,
    used_by: await ordersWithTracking(db, trackingNumber, id),
  };
}

/** PUT /api/v1/orders/tracking/{id}: sets the number (and the provider when given). */
export async function setTracking(
  db: TenantDb,
  actor: Actor,
  id: number,
  input: TrackingInput,
  requestId?: string,
): Promise<OrderDetail> {
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, actor.enterpriseId, id);
    if (CLOSED_STATUSES.includes(order.status))
      throw new AppError(
        'order.invalidStatusTransition',
        `the tracking number of an order at ${order.status} no longer changes`,
      );
    const provider = input.shipping_provider_id ?? order.shipping_provider_id;
    const trackingNumber = validateTracking(provider, input.tracking_number);
    // Two orders given the same number at once: the second waits here, then sees the first.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${TRACKING_LOCK}::int, hashtext(${`${actor.enterpriseId}:${trackingNumber}`}))`;
    const [other] = await ordersWithTracking(tx, trackingNumber, id);
    if (other) throw new AppError('order.duplicateTracking', `on order ${other.order_number}`);

    const before = await tx.order.findFirstOrThrow({
      where: { id },
      select: { trackingNumber: true, trackingFailed: true },
    });
    if (
      before.trackingNumber === trackingNumber &&
      order.shipping_provider_id === provider &&
      !before.trackingFailed
    )
      return;
    await tx.order.update({
      where: { id },
      data: { trackingNumber, shippingProviderId: provider, trackingFailed: false },
    });
    const change = {
      old: {
        tracking_number: before.trackingNumber,
        shipping_provider_id: order.shipping_provider_id,
      },
      new: { tracking_number: trackingNumber, shipping_provider_id: provider },
    };
    await recordOrderEvent(tx, actor, { orderId: id, type: ORDER_EVENT.Tracking, data: change });
    await recordAudit(tx, actor, {
      action: 'order.tracking',
      entity: 'order',
      entityId: id,
      before: change.old,
      after: change.new,
      requestId,
    });
  });
  return getOrderDetail(db, id);
}

const RECIPIENT_COLUMNS = {
  name: 'recipientName',
  phone: 'recipientPhone',
  address: 'recipientAddress',
  subdistrict: 'recipientSubdistrict',
  district: 'recipientDistrict',
  province: 'recipientProvince',
  zipcode: 'recipientZipcode',
} as const;

type Value = string | number | null;

/**
 * PUT /api/v1/orders/shipping/{id}: provider, recipient and shipping fee, while the order
 * is at 100, 111 or 114. A new fee recomputes the total (subtotal - discount + fee). A new
 * provider must fit the tracking number already on the order (change both through
 * PUT tracking/{id}).
 */
export async function setShipping(
  db: TenantDb,
  actor: Actor,
  id: number,
  input: ShippingInput,
  requestId?: string,
): Promise<OrderDetail> {
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, actor.enterpriseId, id);
    if (!SHIPPING_EDITABLE.includes(order.status))
      throw new AppError(
        'order.invalidStatusTransition',
        `shipping details change only at 100, 111 or 114, the order is at ${order.status}`,
      );
    const current = await tx.order.findFirstOrThrow({
      where: { id },
      select: {
        shippingProviderId: true,
        trackingNumber: true,
        subtotal: true,
        discount: true,
        shippingFee: true,
        total: true,
        recipientName: true,
        recipientPhone: true,
        recipientAddress: true,
        recipientSubdistrict: true,
        recipientDistrict: true,
        recipientProvince: true,
        recipientZipcode: true,
      },
    });

    const data: Prisma.OrderUncheckedUpdateInput = {};
    const changes: Record<string, { old: Value; new: Value }> = {};
    const set = (field: string, column: keyof typeof current, next: Value, old: Value) => {
      if (next === old) return;
      (data as Record<string, unknown>)[column] = next;
      changes[field] = { old, new: next };
    };

    const provider = input.shipping_provider_id;
    if (provider !== undefined && provider !== current.shippingProviderId) {
      if (current.trackingNumber) validateTracking(provider, current.trackingNumber);
      set('shipping_provider_id', 'shippingProviderId', provider, current.shippingProviderId);
    }
    if (input.recipient) {
      for (const [field, column] of Object.entries(RECIPIENT_COLUMNS))
        set(
          `recipient.${field}`,
          column,
          input.recipient[field as keyof typeof RECIPIENT_COLUMNS],
          current[column],
        );
    }
    if (input.shipping_fee !== undefined) {
      const fee = new Prisma.Decimal(input.shipping_fee);
      if (!fee.equals(current.shippingFee)) {
        const total = current.subtotal.minus(current.discount).plus(fee);
        if (total.greaterThan(MAX_ORDER_AMOUNT))
          throw new AppError('common.invalidParameter', `total: more than ${MAX_ORDER_AMOUNT}`);
        set('shipping_fee', 'shippingFee', fee.toFixed(2), current.shippingFee.toFixed(2));
        set('total', 'total', total.toFixed(2), current.total.toFixed(2));
      }
    }
    if (Object.keys(changes).length === 0) return;

    await tx.order.update({ where: { id }, data });
    await recordOrderEvent(tx, actor, {
      orderId: id,
      type: ORDER_EVENT.Shipping,
      data: { changes },
    });
    await recordAudit(tx, actor, {
      action: 'order.shipping',
      entity: 'order',
      entityId: id,
      before: Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v.old])),
      after: Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v.new])),
      requestId,
    });
  });
  return getOrderDetail(db, id);
}
