import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { assignCoupon } from '@/lib/domain/members/assign-coupons';
import { assignCouponInput } from '@/lib/domain/members/schemas';

// Guarded by the coupon area (docs/members.md, Access and Assigning).
export const POST = defineRoute({
  access: access.area('coupon', 2),
  summary:
    "Give each member a personal single-use code of the coupon; the members named (member_ids) or chosen by the member list's filters (filter; blocked members never chosen, at most 5,000: member.tooManyMatched), exactly one of the two. A member already holding an unused code of the coupon is skipped. All or nothing: the coupon's quantity caps its assignments (coupon.usedUp); disabled (coupon.disabled), expired (coupon.expired), a blocked member named (member.blocked) refused. Answers data (the new codes), assigned and skipped",
  tags: ['members'],
  body: assignCouponInput,
  handler: async ({ db, actor, body }) => {
    const outcome = await assignCoupon(db, actor.enterpriseId, body);
    return {
      status: 201,
      body: {
        Msg: 'common.createSuccess',
        data: outcome.data,
        assigned: outcome.data.length,
        skipped: outcome.held.length,
      },
    };
  },
});
