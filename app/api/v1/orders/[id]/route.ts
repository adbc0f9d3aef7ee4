import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { orderDetailSchema, orderIdParams, updateOrderInput } from '@/lib/domain/orders/schemas';
import { updateOrder } from '@/lib/domain/orders/service';

export const PUT = defineRoute({
  access: access.area('order', 2),
  summary:
    'Edit an order at 100 or 111 (else order.notEditable): fields left out stay, `items` is the whole new line list, totals are recomputed; a cash-on-delivery or platform payment method moves an unpaid order to 111',
  tags: ['orders'],
  params: orderIdParams,
  body: updateOrderInput,
  response: orderDetailSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await updateOrder(db, actor, params.id, body, requestId), {
      msg: 'common.editSuccess',
    }),
});
