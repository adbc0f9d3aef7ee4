import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb } from '@/lib/db';
import { recordAudit } from '@/lib/domain/audit/service';
import { claimCouponCode } from '@/lib/domain/coupons/code-claim';
import type { CouponAnswer, CreateCouponInput } from '@/lib/domain/coupons/schemas';
import { couponSelect, toCoupon } from '@/lib/domain/coupons/serializers';
import { validFromOf, validToOf } from '@/lib/domain/coupons/validity';

/** POST /api/v1/coupon: a new active coupon, its days in Bangkok time, both ends included. */
export async function createCoupon(
  db: TenantDb,
  actor: Actor,
  input: CreateCouponInput,
  requestId?: string,
): Promise<CouponAnswer> {
  return inTransaction(db, async (tx) => {
    await claimCouponCode(tx, actor.enterpriseId, input.code);
    const created = await tx.coupon.create({
      data: {
        enterpriseId: actor.enterpriseId,
        code: input.code,
        name: input.name,
        description: input.description,
        discountType: input.discount_type,
        discountValue: input.discount_value,
        minimumAmount: input.minimum_amount,
        maxDiscount: input.max_discount ?? null,
        validFrom: validFromOf(input.valid_from),
        validTo: validToOf(input.valid_to),
        quantity: input.quantity ?? null,
      },
      select: couponSelect,
    });
    const answer = toCoupon(created);
    await recordAudit(tx, actor, {
      action: 'coupon.create',
      entity: 'coupon',
      entityId: created.id,
      after: answer,
      requestId,
    });
    return answer;
  });
}
