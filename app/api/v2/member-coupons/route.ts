import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { listMemberCoupons } from '@/lib/domain/members/member-coupons';
import { memberCouponListQuery, memberCouponSchema } from '@/lib/domain/members/schemas';

// Guarded by the coupon area (docs/members.md, Access).
export const GET = defineRoute({
  access: access.area('coupon', 1),
  summary:
    'Personal codes of all members: filter by member, coupon, used or unused, code; paginated',
  tags: ['members'],
  query: memberCouponListQuery,
  response: z.array(memberCouponSchema),
  handler: async ({ db, query }) => {
    const { rows, total } = await listMemberCoupons(db, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});
