import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { memberCoupons } from '@/lib/domain/coupons';
import { memberCouponRowSchema, memberIdQuery } from '@/lib/domain/coupons/schemas';

export const GET = defineRoute({
  access: access.area('coupon', 1),
  summary: "A member's coupon codes, newest first, each with its coupon and used or unused",
  tags: ['coupons'],
  query: memberIdQuery,
  response: z.array(memberCouponRowSchema),
  handler: async ({ db, query }) => {
    const rows = await memberCoupons(db, query.member_id);
    return list(rows, { total: rows.length, page: 1, limit: rows.length });
  },
});
