import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { getOrderProducts, orderProductsSchema } from '@/lib/domain/orders/order-products';
import { orderIdQuery } from '@/lib/domain/orders/schemas';

export const GET = defineRoute({
  access: access.area('order', 1),
  summary:
    "An order's lines (?id=) with their warehouse product and its stock per storage, the units available at the order's storage and whether they cover the order",
  tags: ['orders'],
  query: orderIdQuery,
  response: orderProductsSchema,
  handler: async ({ db, query }) => datum(await getOrderProducts(db, query.id)),
});
