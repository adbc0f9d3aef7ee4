import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { linkCoupon } from '@/lib/domain/packing/station';
import { linkCouponInput, linkedCouponSchema } from '@/lib/domain/packing/shared';

export const POST = defineRoute({
  access: access.area('packing', 2),
  summary:
    "Attach a coupon { order_id | order_code, coupon_code } (a coupon's own code or a member's personal code) to the order: checked, priced and counted like at the order's creation; answers the order's discount and total after it. coupon.notFound, coupon.alreadyUsed, coupon.orderHasCoupon and the coupon's other refusals; the same code on the same order again changes nothing. Idempotency-Key honoured",
  tags: ['packing'],
  body: linkCouponInput,
  response: linkedCouponSchema,
  idempotent: true,
  handler: async ({ db, actor, body }) => datum(await linkCoupon(db, actor, body)),
});
