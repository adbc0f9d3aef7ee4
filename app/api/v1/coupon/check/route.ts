import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { checkCoupon } from '@/lib/domain/coupons';
import { couponCheckQuery, couponCheckSchema } from '@/lib/domain/coupons/schemas';

// Order level 2, not coupon 1: it serves whoever may create an order (the order form),
// and answers no more of a coupon than the order's creation would use anyway.
export const GET = defineRoute({
  access: access.area('order', 2),
  summary:
    "Check a coupon code for the order form: what it would take off these items now (items_amount: the lines after their own discounts, before shipping; discount: the order's own), or the refusal the order's creation would give (coupon.notFound, coupon.alreadyUsed, coupon.disabled, coupon.memberBlocked, coupon.expired, coupon.minimumNotMet, coupon.usedUp). Counts no use and locks nothing",
  tags: ['coupons'],
  query: couponCheckQuery,
  response: couponCheckSchema,
  handler: async ({ db, actor, query }) => datum(await checkCoupon(db, actor.enterpriseId, query)),
});
