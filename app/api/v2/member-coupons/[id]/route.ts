import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { message } from '@/lib/http/respond';
import { deleteMemberCoupon } from '@/lib/domain/members/member-coupons';
import { memberIdParams } from '@/lib/domain/members/schemas';

// Guarded by the coupon area (docs/members.md, Access): taking a code back is a delete (3).
export const DELETE = defineRoute({
  access: access.area('coupon', 3),
  summary: "Take back a member's unused personal code; a used one: member.couponUsed (409)",
  tags: ['members'],
  params: memberIdParams,
  handler: async ({ db, params }) => {
    await deleteMemberCoupon(db, params.id);
    return message('common.deleteSuccess');
  },
});
