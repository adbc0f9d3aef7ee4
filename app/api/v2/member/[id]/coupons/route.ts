import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { memberCoupons } from '@/lib/domain/members/member-coupons';
import { memberCouponSchema, memberIdParams } from '@/lib/domain/members/schemas';

// Guarded by the coupon area (docs/members.md, Access).
export const GET = defineRoute({
  access: access.area('coupon', 1),
  summary: "A member's personal codes, newest first: coupon_status used or unused, used_at",
  tags: ['members'],
  params: memberIdParams,
  response: z.array(memberCouponSchema),
  handler: async ({ db, params }) => datum(await memberCoupons(db, params.id)),
});
