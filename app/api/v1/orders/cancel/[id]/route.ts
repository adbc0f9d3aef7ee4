import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { cancelOrder } from '@/lib/domain/orders/cancel';
import { cancelOrderInput, orderDetailSchema, orderIdParams } from '@/lib/domain/orders/schemas';

export const PUT = defineRoute({
  access: access.area('order', 3),
  summary:
    'Cancel an order at 100 or 111 (cancel_reason_type and cancel_reason both required); stock the order holds is given back on a return bill in the same transaction. Answers the order',
  tags: ['orders'],
  params: orderIdParams,
  body: cancelOrderInput,
  response: orderDetailSchema,
  idempotent: true,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await cancelOrder(db, actor, params.id, body, requestId), {
      msg: 'common.updateSuccess',
    }),
});
