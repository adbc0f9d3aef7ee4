import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { linkCoupon } from '@/lib/domain/packing/station';
import { linkCouponInput } from '@/lib/domain/packing/shared';

export const POST = defineRoute({
  access: access.area('packing', 2),
  summary:
    "Attach a member's coupon { order_id | order_code, coupon_code } to the order: the member's coupon becomes used by the order and the order records the code (its amounts are not changed). coupon.notFound, coupon.alreadyUsed, coupon.notUsable, coupon.orderHasCoupon; the same code on the same order again changes nothing. Idempotency-Key honoured",
  tags: ['packing'],
  body: linkCouponInput,
  response: z.object({ order_id: z.number(), order_number: z.string(), coupon_code: z.string() }),
  idempotent: true,
  handler: async ({ db, actor, body }) => datum(await linkCoupon(db, actor, body)),
});
