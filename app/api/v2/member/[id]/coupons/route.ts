import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { memberCodesPage } from '@/lib/domain/members/member-coupons';
import {
  memberCodeOfMemberSchema,
  memberCodesQuery,
  memberIdParams,
} from '@/lib/domain/members/schemas';

// Guarded by the coupon area (docs/members.md, Access).
export const GET = defineRoute({
  access: access.area('coupon', 1),
  summary:
    "A member's personal codes, newest first, paginated: coupon_status used or unused (filter too), coupon_name, used_at, and the order that used it (order_id, order_number)",
  tags: ['members'],
  params: memberIdParams,
  query: memberCodesQuery,
  response: z.array(memberCodeOfMemberSchema),
  handler: async ({ db, params, query }) => {
    const { rows, total } = await memberCodesPage(db, params.id, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});
