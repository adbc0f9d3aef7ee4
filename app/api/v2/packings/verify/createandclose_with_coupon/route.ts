import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { packingStateSchema, scanWithCouponInput } from '@/lib/domain/packing/shared';
import { createAndClose } from '@/lib/domain/packing/station';

export const POST = defineRoute({
  // Packing and closing in one scan is everyday work, as verify/close (level 2).
  access: access.area('packing', 2),
  summary:
    "verify/createandclose that also attaches a member's coupon { coupon_code } to the order, in the same transaction: coupon.notFound (unknown code), coupon.alreadyUsed (used on another order), coupon.disabled, coupon.memberBlocked, coupon.expired, coupon.minimumNotMet, coupon.usedUp, coupon.orderHasCoupon. Idempotency-Key honoured",
  tags: ['packing'],
  body: scanWithCouponInput,
  response: packingStateSchema,
  idempotent: true,
  handler: async ({ db, actor, body }) =>
    datum(await createAndClose(db, actor, body, body.coupon_code)),
});
