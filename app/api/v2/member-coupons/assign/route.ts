import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { assignCoupon } from '@/lib/domain/members/assign-coupons';
import { assignCouponInput } from '@/lib/domain/members/schemas';

// Guarded by the coupon area (docs/members.md, Access).
export const POST = defineRoute({
  access: access.area('coupon', 2),
  summary:
    "Give each member a personal single-use code of the coupon; all or nothing. The coupon's quantity caps its assignments (coupon.usedUp); disabled (coupon.disabled), expired (coupon.expired), a blocked member (member.blocked) refused",
  tags: ['members'],
  body: assignCouponInput,
  handler: async ({ db, actor, body }) => ({
    status: 201,
    body: { Msg: 'common.createSuccess', data: await assignCoupon(db, actor.enterpriseId, body) },
  }),
});
