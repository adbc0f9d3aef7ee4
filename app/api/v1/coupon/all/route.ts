import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { couponMemberCodes } from '@/lib/domain/coupons';
import { couponIdQuery, memberCodeSchema } from '@/lib/domain/coupons/schemas';

export const GET = defineRoute({
  access: access.area('coupon', 1),
  summary:
    'Every member code of a coupon, newest first, each with its member and used or unused (and the order that used it)',
  tags: ['coupons'],
  query: couponIdQuery,
  response: z.array(memberCodeSchema),
  handler: async ({ db, query }) => {
    const rows = await couponMemberCodes(db, query.id);
    return list(rows, { total: rows.length, page: 1, limit: rows.length });
  },
});
