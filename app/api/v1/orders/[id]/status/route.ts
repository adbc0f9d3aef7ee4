import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { orderDetailSchema, orderIdParams, statusChangeInput } from '@/lib/domain/orders/schemas';
import { changeOrderStatus } from '@/lib/domain/orders/transitions';

export const PUT = defineRoute({
  access: access.area('order', 3),
  summary:
    'Move an order along an allowed status transition (lib/domain/orders/status.ts), with an optional reason. Cancelling (140), payment confirm (100 -> 111) and its undo (111 -> 100), and receiving a return (998 -> 141) have their own calls and are refused here (order.invalidStatusTransition naming the call). Answers the order',
  tags: ['orders'],
  params: orderIdParams,
  body: statusChangeInput,
  response: orderDetailSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(
      await changeOrderStatus(db, actor, params.id, body.status, body.reason, 'status', requestId),
      { msg: 'common.updateSuccess' },
    ),
});
