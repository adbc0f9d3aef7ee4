import { inSqlTransaction, type SqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { findCouponByCode, claimFound } from '@/lib/domain/coupons';
import { ORDER_EVENT } from '@/lib/domain/orders/events';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import {
  lockOrderRow,
  type LockedOrderRow,
  recordOrderEvents,
  findOrder,
  orderRefOf,
  type LinkCouponInput,
  type LinkedCouponAnswer,
} from '@/lib/domain/packing/shared';
import type { StockActor } from '@/lib/domain/wms/inventory/writes';

// ---------------------------------------------------------------------------------------
// A coupon attached to the order at the packing station (verify/linkcoupon and
// createandclose_with_coupon): a member's personal code or a coupon's own code, found,
// checked, priced and counted by the coupon rules (lib/domain/coupons, docs/domain-rules.md
// Coupons), the same as at the order's creation, with the same answers (coupon.notFound,
// coupon.alreadyUsed, coupon.disabled, coupon.memberBlocked, coupon.expired,
// coupon.minimumNotMet, coupon.usedUp). The order's discount takes the coupon's discount
// (kept apart in coupon_discount) and its total follows, with an `updated` event. The
// station's own answer: another coupon already on the order coupon.orderHasCoupon. The
// same code linked to the same order again changes nothing.
// ---------------------------------------------------------------------------------------

const CLOSED: readonly number[] = [
  ORDER_STATUS.Cancelled,
  ORDER_STATUS.Returned,
  ORDER_STATUS.Claimed,
];

interface OrderAmounts {
  coupon_id: number | null;
  coupon_code: string | null;
  subtotal: string;
  discount: string;
  total: string;
}

const sameCode = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export async function linkCouponLocked(
  run: SqlRunner,
  actor: StockActor,
  order: LockedOrderRow,
  code: string,
): Promise<void> {
  const e = actor.enterpriseId;
  if (CLOSED.includes(order.status))
    throw new AppError(
      'packing.invalidOrderStatus',
      `order ${order.order_number} is at ${order.status}: no coupon can be attached`,
    );
  const [o] = await run.rows<OrderAmounts>(Prisma.sql`
    SELECT coupon_id::int AS coupon_id, coupon_code, subtotal::text AS subtotal,
           discount::text AS discount, total::text AS total
      FROM orders WHERE id = ${order.id} AND enterprise_id = ${e}`);
  const found = await findCouponByCode(run, e, code);
  if (!found || !o) throw new AppError('coupon.notFound', `coupon code ${code}`);
  if (found.member) {
    if (found.member.couponStatus === 1 && found.member.orderId === order.id) return;
    if (found.member.couponStatus === 1)
      throw new AppError('coupon.alreadyUsed', `coupon code ${code}`);
  } else if (o.coupon_id === found.id && o.coupon_code && sameCode(o.coupon_code, code)) return;
  if (o.coupon_code)
    throw new AppError(
      'coupon.orderHasCoupon',
      `order ${order.order_number} already holds coupon ${o.coupon_code}`,
    );
  const claim = await claimFound(run, e, found, {
    itemsAmount: o.subtotal,
    alreadyOff: o.discount,
    now: new Date(),
  });
  const [priced] = await run.rows<{ discount: string; total: string }>(Prisma.sql`
    UPDATE orders SET coupon_id = ${claim.couponId}, coupon_code = ${claim.code},
           discount = discount + ${claim.discount}::numeric,
           coupon_discount = ${claim.discount}::numeric,
           total = total - ${claim.discount}::numeric, updated_at = now()
     WHERE id = ${order.id} AND enterprise_id = ${e}
    RETURNING discount::text AS discount, total::text AS total`);
  if (claim.memberCouponId !== null)
    await run.rows(Prisma.sql`
      UPDATE member_coupons SET order_id = ${order.id}
       WHERE id = ${claim.memberCouponId} AND enterprise_id = ${e}
      RETURNING id`);
  await recordOrderEvents(run, [
    {
      enterpriseId: e,
      userId: actor.userId,
      orderId: order.id,
      type: ORDER_EVENT.Updated,
      fromStatus: null,
      toStatus: null,
      reason: null,
      data: {
        coupon_code: claim.code,
        coupon_discount: claim.discount,
        via: 'packing',
        total_before: o.total,
        total: priced!.total,
      },
    },
  ]);
}

/** POST /api/v2/packings/verify/linkcoupon: the order, its coupon and its amounts after it. */
export async function linkCoupon(
  db: TenantDb,
  actor: StockActor,
  input: LinkCouponInput,
): Promise<LinkedCouponAnswer> {
  const e = actor.enterpriseId;
  return inSqlTransaction(db, async (run) => {
    const found = await findOrder(run, e, orderRefOf(input));
    const order = await lockOrderRow(run, e, found.id);
    await linkCouponLocked(run, actor, order, input.coupon_code);
    const [priced] = await run.rows<{ coupon_code: string; discount: string; total: string }>(
      Prisma.sql`
        SELECT coupon_code, discount::text AS discount, total::text AS total
          FROM orders WHERE id = ${order.id} AND enterprise_id = ${e}`,
    );
    return {
      order_id: order.id,
      order_number: order.order_number,
      coupon_code: priced?.coupon_code ?? input.coupon_code,
      discount: priced!.discount,
      total: priced!.total,
    };
  });
}
