import { sqlRunner, type TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { couponDiscount } from '@/lib/domain/coupons/discount';
import { findCouponByCode, orderCodeOf } from '@/lib/domain/coupons/find-by-code';
import { foundRefusal } from '@/lib/domain/coupons/redeem';
import { refusalError, usedUpRefusal } from '@/lib/domain/coupons/refusal';
import type { CouponCheckAnswer, CouponCheckQuery } from '@/lib/domain/coupons/schemas';

// ---------------------------------------------------------------------------------------
// The order form's coupon check (docs/domain-rules.md, Coupons): what a code would take
// off these items now, or exactly the refusal the order's creation would give, in the
// same order (find-by-code.ts, refusal.ts, then "all used" as a read sees it). It only
// reads: no use is counted and no row is locked, so the answer may be outdated by the time
// the order is sent; the order's creation judges again.
// ---------------------------------------------------------------------------------------

/** GET /api/v1/coupon/check. */
export async function checkCoupon(
  db: TenantDb,
  enterpriseId: number,
  query: CouponCheckQuery,
  now: Date = new Date(),
): Promise<CouponCheckAnswer> {
  const found = await findCouponByCode(sqlRunner(db), enterpriseId, query.code, { lock: false });
  if (!found) throw new AppError('coupon.notFound', `coupon code ${query.code}`);
  const code = orderCodeOf(found);
  const refusal =
    foundRefusal(found, now, query.items_amount) ??
    usedUpRefusal({ code, quantity: found.quantity, usedCount: found.usedCount });
  if (refusal) throw refusalError(refusal);
  return {
    code,
    coupon_id: found.id,
    name: found.name,
    discount_type: found.discountType,
    discount_value: found.discountValue,
    max_discount: found.maxDiscount,
    minimum_amount: found.minimumAmount,
    discount: couponDiscount(found, query.items_amount, query.discount),
    member: found.member ? (found.member.name ?? '') : null,
  };
}
