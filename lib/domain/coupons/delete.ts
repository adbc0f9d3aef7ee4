import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/domain/audit/service';
import { COUPON_STATUS } from '@/lib/domain/coupons/refusal';
import { readCouponRecord } from '@/lib/domain/coupons/read';
import { toCoupon } from '@/lib/domain/coupons/serializers';

/**
 * DELETE /api/v1/coupon/{id}: a coupon no order used and with no member code used is
 * deleted with its unused member codes; one that was used is disabled instead, so the
 * orders and members keep what they used (docs/domain-rules.md, Coupons). The answer says
 * which.
 */
export async function deleteCoupon(
  db: TenantDb,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<{ id: number; deleted: boolean; disabled: boolean }> {
  return inTransaction(db, async (tx) => {
    const locked = await tx.$queryRaw<Array<{ id: number }>>`
      SELECT id FROM coupons WHERE id = ${id} AND enterprise_id = ${actor.enterpriseId}
         FOR UPDATE`;
    if (locked.length === 0) throw new AppError('coupon.notFound', `coupon ${id}`);
    const before = await readCouponRecord(tx, id);
    const orders = await tx.order.count({ where: { couponId: id } });
    const usedCodes = await tx.memberCoupon.count({ where: { couponId: id, status: 1 } });
    if (orders > 0 || usedCodes > 0 || before.usedCount > 0) {
      await tx.coupon.update({ where: { id }, data: { status: COUPON_STATUS.disabled } });
      await recordAudit(tx, actor, {
        action: 'coupon.disable',
        entity: 'coupon',
        entityId: id,
        before: { status: before.status },
        after: { status: COUPON_STATUS.disabled, orders, used_member_codes: usedCodes },
        requestId,
      });
      return { id, deleted: false, disabled: true };
    }
    await tx.memberCoupon.deleteMany({ where: { couponId: id } });
    await tx.coupon.delete({ where: { id } });
    await recordAudit(tx, actor, {
      action: 'coupon.delete',
      entity: 'coupon',
      entityId: id,
      before: toCoupon(before),
      requestId,
    });
    return { id, deleted: true, disabled: false };
  });
}
