import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, list } from '@/lib/http/respond';
import { createCoupon, listCoupons } from '@/lib/domain/coupons';
import { couponListQuery, couponSchema, createCouponInput } from '@/lib/domain/coupons/schemas';

export const GET = defineRoute({
  access: access.area('coupon', 1),
  summary:
    'Coupons, newest first: q over code and name, status (1 active, 2 disabled), valid_now=1 for coupons usable today (active, inside their Bangkok days, uses left); paginated',
  tags: ['coupons'],
  query: couponListQuery,
  response: z.array(couponSchema),
  handler: async ({ db, query }) => {
    const { rows, total } = await listCoupons(db, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});

export const POST = defineRoute({
  access: access.area('coupon', 2),
  summary:
    'Create a coupon: code unique per enterprise in any case (coupon.duplicate), discount_type 1 amount (baht) or 2 percent (0-100, capped by max_discount), minimum_amount on the items amount, valid_from and valid_to as Bangkok days (both included), quantity (null: unlimited)',
  tags: ['coupons'],
  body: createCouponInput,
  response: couponSchema,
  handler: async ({ db, actor, body, requestId }) =>
    datum(await createCoupon(db, actor, body, requestId), {
      msg: 'common.createSuccess',
      status: 201,
    }),
});
