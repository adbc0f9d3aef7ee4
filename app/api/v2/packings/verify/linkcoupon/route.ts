import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { linkCoupon } from '@/lib/domain/packing/station';
import { linkCouponInput, linkedCouponSchema } from '@/lib/domain/packing/shared';

export const POST = defineRoute({
  access: access.area('packing', 2),
  summary:
    "Attach a coupon { order_id | order_code, coupon_code } to the order: a member's code or a coupon's own code, checked, priced and counted as at the order's creation; answers the order's discount and total after it. coupon.notFound, coupon.alreadyUsed, coupon.disabled, coupon.memberBlocked, coupon.expired, coupon.minimumNotMet, coupon.usedUp, coupon.orderHasCoupon; the same code on the same order again changes nothing. Idempotency-Key honoured",
  tags: ['packing'],
  body: linkCouponInput,
  response: linkedCouponSchema,
  idempotent: true,
  handler: async ({ db, actor, body }) => datum(await linkCoupon(db, actor, body)),
});
