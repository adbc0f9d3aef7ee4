import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { orderDetailSchema, orderIdParams, shippingInput } from '@/lib/domain/orders/schemas';
import { setShipping } from '@/lib/domain/orders/tracking-service';

export const PUT = defineRoute({
  access: access.area('order', 2),
  summary:
    'Change the shipping provider, recipient or shipping fee (fields left out stay) while the order is at 100, 111 or 114; a new fee recomputes the total. Answers the order',
  tags: ['orders'],
  params: orderIdParams,
  body: shippingInput,
  response: orderDetailSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await setShipping(db, actor, params.id, body, requestId), {
      msg: 'common.updateSuccess',
    }),
});
