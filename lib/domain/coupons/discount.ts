import { Prisma } from '@/lib/generated/prisma/client';

// ---------------------------------------------------------------------------------------
// The coupon's discount on an order (docs/domain-rules.md, Coupons): an amount in baht
// (type 1) or a percent (type 2) of the items amount before shipping, capped by
// max_discount, and never more than what is left of the items amount once the order's
// own discount is taken off. Decimal money, 2 places, half up. Pure: the order's create,
// the packing station and the screens' previews all price a coupon with this one rule.
// ---------------------------------------------------------------------------------------

export const DISCOUNT_TYPE = { amount: 1, percent: 2 } as const;
export type DiscountType = (typeof DISCOUNT_TYPE)[keyof typeof DISCOUNT_TYPE];

type Money = Prisma.Decimal | string | number;

export interface DiscountRule {
  discountType: number;
  discountValue: Money;
  maxDiscount: Money | null;
}

const ZERO = new Prisma.Decimal(0);
const round = (d: Prisma.Decimal) => d.toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP);

/**
 * The coupon's discount in baht ("45.50"). `itemsAmount`: the order's lines after their
 * own discounts, before shipping; `alreadyOff`: the order's own discount on top of them.
 */
export function couponDiscount(
  rule: DiscountRule,
  itemsAmount: Money,
  alreadyOff: Money = 0,
): string {
  const items = new Prisma.Decimal(itemsAmount);
  const value = new Prisma.Decimal(rule.discountValue);
  let off =
    rule.discountType === DISCOUNT_TYPE.percent
      ? round(items.times(value).dividedBy(100))
      : round(value);
  if (rule.maxDiscount !== null && rule.maxDiscount !== undefined)
    off = Prisma.Decimal.min(off, round(new Prisma.Decimal(rule.maxDiscount)));
  const room = Prisma.Decimal.max(ZERO, items.minus(new Prisma.Decimal(alreadyOff)));
  off = Prisma.Decimal.max(ZERO, Prisma.Decimal.min(off, room));
  return off.toFixed(2);
}
