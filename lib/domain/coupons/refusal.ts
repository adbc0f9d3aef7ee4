import { Prisma } from '@/lib/generated/prisma/client';
import { AppError, type ErrorKey } from '@/lib/errors';
import { isWithinValidity } from '@/lib/domain/coupons/validity';

// ---------------------------------------------------------------------------------------
// Why a coupon code cannot be used on an order now (docs/domain-rules.md, Coupons), in the
// order the checks are made: a member's code already used, the coupon disabled, the
// member blocked, outside its days, below its minimum. "All used" is not here: the
// conditional increment of used_count decides it under concurrency (redeem.ts).
// ---------------------------------------------------------------------------------------

export const COUPON_STATUS = { active: 1, disabled: 2 } as const;
export const MEMBER_COUPON_STATUS = { unused: 0, used: 1 } as const;
export const MEMBER_STATUS_BLOCKED = 2;

export interface CouponCandidate {
  code: string;
  status: number;
  validFrom: Date;
  validTo: Date;
  minimumAmount: Prisma.Decimal | string;
  /** Set when the code is a member's personal code. */
  member: { couponStatus: number; memberStatus: number } | null;
}

export interface CouponRefusal {
  key: ErrorKey;
  cause: string;
}

export function couponRefusal(
  c: CouponCandidate,
  now: Date,
  itemsAmount: Prisma.Decimal | string,
): CouponRefusal | null {
  const at = `coupon code ${c.code}`;
  if (c.member && c.member.couponStatus === MEMBER_COUPON_STATUS.used)
    return { key: 'coupon.alreadyUsed', cause: `${at}: used on another order` };
  if (c.status !== COUPON_STATUS.active)
    return { key: 'coupon.disabled', cause: `${at}: the coupon is disabled` };
  if (c.member && c.member.memberStatus === MEMBER_STATUS_BLOCKED)
    return { key: 'coupon.memberBlocked', cause: `${at}: the member is blocked` };
  if (!isWithinValidity(c, now))
    return { key: 'coupon.expired', cause: `${at}: outside its validity` };
  const minimum = new Prisma.Decimal(c.minimumAmount);
  if (new Prisma.Decimal(itemsAmount).lessThan(minimum))
    return {
      key: 'coupon.minimumNotMet',
      cause: `${at}: the items amount is below ${minimum.toFixed(2)}`,
    };
  return null;
}

/**
 * "All used" as a read sees it (the order form's check, which counts nothing). An order
 * decides it with its conditional increment instead (redeem.ts), with the same answer.
 */
export function usedUpRefusal(c: {
  code: string;
  quantity: number | null;
  usedCount: number;
}): CouponRefusal | null {
  return c.quantity !== null && c.usedCount >= c.quantity
    ? { key: 'coupon.usedUp', cause: `coupon code ${c.code}: no uses left` }
    : null;
}

export const refusalError = (r: CouponRefusal) => new AppError(r.key, r.cause);
