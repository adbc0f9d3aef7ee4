import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import {
  shippingInfo,
  shippingInfoQuery,
  shippingInfoSchema,
} from '@/lib/domain/orders/shipping-info';

export const GET = defineRoute({
  access: access.area('order', 1),
  summary:
    "The shipping providers with a tracking number example each; with ?id=, also the order's provider, tracking number, shipping fee and recipient",
  tags: ['orders'],
  query: shippingInfoQuery,
  response: shippingInfoSchema,
  handler: async ({ db, query }) => datum(await shippingInfo(db, query.id)),
});
