import type { Prisma } from '@/lib/generated/prisma/client';
import { moneyText } from '@/lib/domain/catalog/serializers';
import type { CouponAnswer } from '@/lib/domain/coupons/schemas';

export const couponSelect = {
  id: true,
  code: true,
  name: true,
  description: true,
  discountType: true,
  discountValue: true,
  minimumAmount: true,
  maxDiscount: true,
  validFrom: true,
  validTo: true,
  quantity: true,
  usedCount: true,
  status: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.CouponSelect;

export type CouponRecord = Prisma.CouponGetPayload<{ select: typeof couponSelect }>;

export function toCoupon(c: CouponRecord): CouponAnswer {
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    description: c.description,
    discount_type: c.discountType,
    discount_value: moneyText(c.discountValue),
    minimum_amount: moneyText(c.minimumAmount),
    max_discount: c.maxDiscount === null ? null : moneyText(c.maxDiscount),
    valid_from: c.validFrom.toISOString(),
    valid_to: c.validTo.toISOString(),
    quantity: c.quantity,
    used_count: c.usedCount,
    uses_left: c.quantity === null ? null : Math.max(0, c.quantity - c.usedCount),
    status: c.status,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}
