import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { couponMemberCodes } from '@/lib/domain/coupons';
import { couponCodesQuery, memberCodeSchema } from '@/lib/domain/coupons/schemas';

export const GET = defineRoute({
  access: access.area('coupon', 1),
  summary:
    'The member codes of a coupon, newest first, each with its member and used or unused (and the order that used it); paginated',
  tags: ['coupons'],
  query: couponCodesQuery,
  response: z.array(memberCodeSchema),
  handler: async ({ db, query }) => {
    const { rows, total, page, limit } = await couponMemberCodes(db, query);
    return list(rows, { total, page, limit });
  },
});
