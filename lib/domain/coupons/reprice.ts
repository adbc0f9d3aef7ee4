import type { TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { couponDiscount } from '@/lib/domain/coupons/discount';

// ---------------------------------------------------------------------------------------
// The coupon an order already holds, priced again when its lines or its own discount are
// edited (docs/domain-rules.md, Coupons): the coupon's rule (discount.ts) on the new items
// amount, after the order's own discount. The use was counted when the coupon was taken,
// so it is not checked again (days, status, uses), except the minimum: an edit that takes
// the items amount down below it is refused (coupon.minimumNotMet) and changes nothing.
// ---------------------------------------------------------------------------------------

export interface HeldCoupon {
  code: string;
  /** The coupon's part of the order's discount now, "45.50". */
  discount: string;
  /** The coupon's rule; null when the coupon row is gone (its part then stays as it was). */
  rule: {
    discountType: number;
    discountValue: Prisma.Decimal;
    maxDiscount: Prisma.Decimal | null;
    minimumAmount: Prisma.Decimal;
  } | null;
}

/** The coupon the order holds, or null. */
export async function heldCoupon(tx: TenantDb, orderId: number): Promise<HeldCoupon | null> {
  const o = await tx.order.findFirst({
    where: { id: orderId },
    select: {
      couponCode: true,
      couponDiscount: true,
      coupon: {
        select: { discountType: true, discountValue: true, maxDiscount: true, minimumAmount: true },
      },
    },
  });
  if (!o?.couponCode) return null;
  return { code: o.couponCode, discount: o.couponDiscount.toFixed(2), rule: o.coupon };
}

/**
 * The held coupon's part on the edited order. `itemsAmount`: the new lines after their own
 * discounts; `itemsBefore`: the same before the edit; `ownDiscount`: the order's own.
 */
export function repriceHeld(
  held: HeldCoupon,
  amounts: { itemsAmount: string; itemsBefore: string; ownDiscount: string },
): string {
  const items = new Prisma.Decimal(amounts.itemsAmount);
  if (!held.rule) {
    const room = Prisma.Decimal.max(0, items.minus(amounts.ownDiscount));
    return Prisma.Decimal.min(held.discount, room).toFixed(2);
  }
  if (items.lessThan(amounts.itemsBefore) && items.lessThan(held.rule.minimumAmount))
    throw new AppError(
      'coupon.minimumNotMet',
      `coupon code ${held.code}: the items amount ${items.toFixed(2)} is below ${held.rule.minimumAmount.toFixed(2)}`,
    );
  return couponDiscount(held.rule, amounts.itemsAmount, amounts.ownDiscount);
}
