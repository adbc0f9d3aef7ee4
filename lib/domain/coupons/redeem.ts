import type { SqlRunner } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { couponDiscount } from '@/lib/domain/coupons/discount';
import { findCouponByCode, orderCodeOf, type FoundCoupon } from '@/lib/domain/coupons/find-by-code';
import { couponRefusal, refusalError, type CouponRefusal } from '@/lib/domain/coupons/refusal';

// ---------------------------------------------------------------------------------------
// Using a coupon on an order, inside the order's transaction (docs/domain-rules.md,
// Coupons): checked (refusal.ts), priced (discount.ts) and counted. The count is one
// conditional increment, `used_count < quantity`, evaluated under the coupon row's lock:
// of 2N orders racing for a coupon of quantity N exactly N pass, the rest get
// coupon.usedUp (and the CHECK used_count <= quantity stands behind it). A member's code
// is marked used in the same transaction; its order is written once the order exists.
// ---------------------------------------------------------------------------------------

export interface CouponClaim {
  couponId: number;
  /** What the order keeps in coupon_code. */
  code: string;
  memberCouponId: number | null;
  /** The coupon's discount, "45.50". */
  discount: string;
}

export interface ClaimInput {
  /** The order's lines after their own discounts, before shipping. */
  itemsAmount: string;
  /** The order's own discount, already off the items. */
  alreadyOff: string;
  now: Date;
}

/** Why a found coupon cannot be used on these items now (refusal.ts), "all used" aside. */
export function foundRefusal(
  found: FoundCoupon,
  now: Date,
  itemsAmount: string,
): CouponRefusal | null {
  return couponRefusal(
    {
      code: orderCodeOf(found),
      status: found.status,
      validFrom: found.validFrom,
      validTo: found.validTo,
      minimumAmount: found.minimumAmount,
      member: found.member && {
        couponStatus: found.member.couponStatus,
        memberStatus: found.member.memberStatus,
      },
    },
    now,
    itemsAmount,
  );
}

/** Checks, prices and counts a found coupon; refusals are thrown with their catalogue key. */
export async function claimFound(
  run: SqlRunner,
  enterpriseId: number,
  found: FoundCoupon,
  input: ClaimInput,
): Promise<CouponClaim> {
  const e = enterpriseId;
  const refusal = foundRefusal(found, input.now, input.itemsAmount);
  if (refusal) throw refusalError(refusal);
  const [counted] = await run.rows<{ id: number }>(Prisma.sql`
    UPDATE coupons SET used_count = used_count + 1, updated_at = now()
     WHERE id = ${found.id} AND enterprise_id = ${e}
       AND (quantity IS NULL OR used_count < quantity)
    RETURNING id::int AS id`);
  if (!counted)
    throw new AppError('coupon.usedUp', `coupon code ${orderCodeOf(found)}: no uses left`);
  if (found.member)
    await run.rows(Prisma.sql`
      UPDATE member_coupons SET status = 1, used_at = ${input.now}
       WHERE id = ${found.member.memberCouponId} AND enterprise_id = ${e} AND status = 0
      RETURNING id`);
  return {
    couponId: found.id,
    code: orderCodeOf(found),
    memberCouponId: found.member?.memberCouponId ?? null,
    discount: couponDiscount(found, input.itemsAmount, input.alreadyOff),
  };
}

/** The code typed on a new order: found, checked, priced and counted (coupon.notFound, 404). */
export async function claimCoupon(
  run: SqlRunner,
  enterpriseId: number,
  code: string,
  input: ClaimInput,
): Promise<CouponClaim> {
  const found = await findCouponByCode(run, enterpriseId, code);
  if (!found) throw new AppError('coupon.notFound', `coupon code ${code}`);
  return claimFound(run, enterpriseId, found, input);
}

/** Writes the order on the member's code it used (once the order row exists). */
export async function attachClaimToOrder(
  run: SqlRunner,
  enterpriseId: number,
  claim: CouponClaim,
  orderId: number,
): Promise<void> {
  if (claim.memberCouponId === null) return;
  await run.rows(Prisma.sql`
    UPDATE member_coupons SET order_id = ${orderId}
     WHERE id = ${claim.memberCouponId} AND enterprise_id = ${enterpriseId}
    RETURNING id`);
}
