import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { listCouponUsage } from '@/lib/domain/coupons';
import { couponUsageListQuery, couponUsageRowSchema } from '@/lib/domain/coupons/schemas';

// A read of coupon figures each coupon's own detail already shows: coupon 1, like every
// coupon read (docs/domain-rules.md, Coupons); the admin's overview screen is its reader.
export const GET = defineRoute({
  access: access.area('coupon', 1),
  summary:
    "Every coupon with its usage: uses counted, orders not cancelled, member codes assigned, used and unused, the coupon's discount given on those orders; search code or name, status, sortable, paginated; `totals` sums every coupon matched",
  tags: ['coupons'],
  query: couponUsageListQuery,
  response: z.array(couponUsageRowSchema),
  handler: async ({ db, actor, query }) => {
    const { rows, total, totals } = await listCouponUsage(db, actor.enterpriseId, query);
    const reply = list(rows, { total, page: query.page, limit: query.limit });
    return { ...reply, body: { ...(reply.body as object), totals } };
  },
});
