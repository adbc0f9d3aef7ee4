import { inSqlTransaction, type SqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { ORDER_EVENT } from '@/lib/domain/orders/events';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import {
  lockOrderRow,
  type LockedOrderRow,
  recordOrderEvents,
  findOrder,
  orderRefOf,
  type LinkCouponInput,
} from '@/lib/domain/packing/shared';
import type { StockActor } from '@/lib/domain/wms/inventory/writes';

// ---------------------------------------------------------------------------------------
// A member's coupon attached to the order at the packing station (verify/linkcoupon and
// createandclose_with_coupon). The coupon issue has not landed: the code is checked
// against member_coupons (prisma/schema/marketing.prisma) and refused when unknown
// (coupon.notFound), used on another order (coupon.alreadyUsed), or not usable now: its
// coupon disabled, outside its validity or out of uses (coupon.notUsable). Linking marks
// the member's coupon used by the order (a conditional update: two orders racing for one
// code, one wins), counts one use of the coupon (its CHECK keeps used_count <= quantity),
// and records the code on the order with an `updated` event. The order's amounts are left
// as they are: pricing a coupon belongs to the coupon issue. The same code linked to the
// same order again changes nothing.
// ---------------------------------------------------------------------------------------

const CLOSED: readonly number[] = [
  ORDER_STATUS.Cancelled,
  ORDER_STATUS.Returned,
  ORDER_STATUS.Claimed,
];

interface CouponRow {
  member_coupon_id: number;
  status: number;
  order_id: number | null;
  coupon_id: number;
  coupon_status: number;
  usable_now: boolean;
  uses_left: boolean;
  order_coupon_code: string | null;
}

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
  const [c] = await run.rows<CouponRow>(Prisma.sql`
    SELECT mc.id::int AS member_coupon_id, mc.status::int AS status, mc.order_id::int AS order_id,
           c.id::int AS coupon_id, c.status::int AS coupon_status,
           (now() >= c.valid_from AND now() <= c.valid_to) AS usable_now,
           (c.quantity IS NULL OR c.used_count < c.quantity) AS uses_left,
           (SELECT o.coupon_code FROM orders o
             WHERE o.id = ${order.id} AND o.enterprise_id = ${e}) AS order_coupon_code
      FROM member_coupons mc
      JOIN coupons c ON c.id = mc.coupon_id AND c.enterprise_id = ${e}
     WHERE mc.enterprise_id = ${e} AND mc.coupon_code = ${code}
       FOR UPDATE OF mc`);
  if (!c) throw new AppError('coupon.notFound', `coupon code ${code}`);
  if (c.status === 1 && c.order_id === order.id) return; // linked already
  if (c.status === 1) throw new AppError('coupon.alreadyUsed', `coupon code ${code}`);
  if (c.order_coupon_code && c.order_coupon_code !== code)
    throw new AppError(
      'coupon.orderHasCoupon',
      `order ${order.order_number} already holds coupon ${c.order_coupon_code}`,
    );
  if (c.coupon_status !== 1 || !c.usable_now || !c.uses_left)
    throw new AppError(
      'coupon.notUsable',
      c.coupon_status !== 1
        ? `coupon code ${code}: the coupon is disabled`
        : !c.usable_now
          ? `coupon code ${code}: outside its validity`
          : `coupon code ${code}: no uses left`,
    );
  const [used] = await run.rows<{ ok: number }>(Prisma.sql`
    WITH mc AS (
      UPDATE member_coupons SET status = 1, order_id = ${order.id}, used_at = now()
       WHERE id = ${c.member_coupon_id} AND enterprise_id = ${e} AND status = 0
      RETURNING 1
    ), cp AS (
      UPDATE coupons SET used_count = used_count + 1, updated_at = now()
       WHERE id = ${c.coupon_id} AND enterprise_id = ${e}
         AND (quantity IS NULL OR used_count < quantity)
         AND EXISTS (SELECT 1 FROM mc)
      RETURNING 1
    ), ord AS (
      UPDATE orders SET coupon_id = ${c.coupon_id}, coupon_code = ${code}, updated_at = now()
       WHERE id = ${order.id} AND enterprise_id = ${e} AND EXISTS (SELECT 1 FROM cp)
      RETURNING 1
    )
    SELECT 1 AS ok FROM ord`);
  // The coupon's row was not locked: another use may have taken its last one meanwhile.
  if (!used) throw new AppError('coupon.notUsable', `coupon code ${code}: no uses left`);
  await recordOrderEvents(run, [
    {
      enterpriseId: e,
      userId: actor.userId,
      orderId: order.id,
      type: ORDER_EVENT.Updated,
      fromStatus: null,
      toStatus: null,
      reason: null,
      data: { coupon_code: code, via: 'packing' },
    },
  ]);
}

/** POST /api/v2/packings/verify/linkcoupon: answers the order's id, number and coupon code. */
export async function linkCoupon(
  db: TenantDb,
  actor: StockActor,
  input: LinkCouponInput,
): Promise<{ order_id: number; order_number: string; coupon_code: string }> {
  const e = actor.enterpriseId;
  return inSqlTransaction(db, async (run) => {
    const found = await findOrder(run, e, orderRefOf(input));
    const order = await lockOrderRow(run, e, found.id);
    await linkCouponLocked(run, actor, order, input.coupon_code);
    return { order_id: order.id, order_number: order.order_number, coupon_code: input.coupon_code };
  });
}
