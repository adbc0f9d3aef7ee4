import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/domain/audit/service';
import { claimCouponCode } from '@/lib/domain/coupons/code-claim';
import { DISCOUNT_TYPE } from '@/lib/domain/coupons/discount';
import { readCouponRecord } from '@/lib/domain/coupons/read';
import type { CouponAnswer, UpdateCouponInput } from '@/lib/domain/coupons/schemas';
import { couponSelect, toCoupon } from '@/lib/domain/coupons/serializers';
import { validFromOf, validToOf } from '@/lib/domain/coupons/validity';

const invalid = (field: string, why: string) =>
  new AppError('common.invalidParameter', `${field}: ${why}`);

/**
 * PUT /api/v1/coupon/{id}: fields left out stay. The coupon row is locked first, so a
 * quantity is checked against the uses counted so far and no order counts one meanwhile:
 * below used_count is 422 coupon.quantityBelowUsed (docs/domain-rules.md, Coupons).
 */
export async function updateCoupon(
  db: TenantDb,
  actor: Actor,
  id: number,
  input: UpdateCouponInput,
  requestId?: string,
): Promise<CouponAnswer> {
  return inTransaction(db, async (tx) => {
    const locked = await tx.$queryRaw<Array<{ id: number }>>`
      SELECT id FROM coupons WHERE id = ${id} AND enterprise_id = ${actor.enterpriseId}
         FOR UPDATE`;
    if (locked.length === 0) throw new AppError('coupon.notFound', `coupon ${id}`);
    const before = await readCouponRecord(tx, id);

    const data: Prisma.CouponUpdateInput = {};
    if (input.code !== undefined && input.code !== before.code) {
      await claimCouponCode(tx, actor.enterpriseId, input.code, id);
      data.code = input.code;
    }
    if (input.name !== undefined) data.name = input.name;
    if (input.status !== undefined) data.status = input.status;
    if (input.description !== undefined) data.description = input.description;
    if (input.discount_type !== undefined) data.discountType = input.discount_type;
    if (input.discount_value !== undefined) data.discountValue = input.discount_value;
    if (input.minimum_amount !== undefined) data.minimumAmount = input.minimum_amount;
    if (input.max_discount !== undefined) data.maxDiscount = input.max_discount;
    if (input.valid_from !== undefined) data.validFrom = validFromOf(input.valid_from);
    if (input.valid_to !== undefined) data.validTo = validToOf(input.valid_to);
    if (input.quantity !== undefined) {
      if (input.quantity !== null && input.quantity < before.usedCount)
        throw new AppError(
          'coupon.quantityBelowUsed',
          `quantity ${input.quantity}: ${before.usedCount} already used`,
        );
      data.quantity = input.quantity;
    }

    // The fields left out count too: a percent made from an amount of 500 is refused here,
    // not by the table's CHECK.
    const type = input.discount_type ?? before.discountType;
    const value = input.discount_value ?? before.discountValue.toString();
    if (type === DISCOUNT_TYPE.percent && Number(value) > 100)
      throw invalid('discount_value', 'a percent: 0 to 100');
    const from = (data.validFrom as Date | undefined) ?? before.validFrom;
    const to = (data.validTo as Date | undefined) ?? before.validTo;
    if (to.getTime() < from.getTime()) throw invalid('valid_to', 'before valid_from');

    const after = await tx.coupon.update({ where: { id }, data, select: couponSelect });
    const answer = toCoupon(after);
    await recordAudit(tx, actor, {
      action: 'coupon.update',
      entity: 'coupon',
      entityId: id,
      before: toCoupon(before),
      after: answer,
      requestId,
    });
    return answer;
  });
}
