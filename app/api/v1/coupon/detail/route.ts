import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { couponUsage } from '@/lib/domain/coupons';
import { couponIdQuery, couponUsageSchema } from '@/lib/domain/coupons/schemas';

export const GET = defineRoute({
  access: access.area('coupon', 1),
  summary:
    "A coupon's use: the coupon (uses counted and left), the orders that used it with the coupon's discount on each (newest first, at most 500), its member codes assigned, used and unused",
  tags: ['coupons'],
  query: couponIdQuery,
  response: couponUsageSchema,
  handler: async ({ db, actor, query }) =>
    datum(await couponUsage(db, actor.enterpriseId, query.id)),
});
