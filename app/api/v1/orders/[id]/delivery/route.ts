import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { orderDetailSchema, orderIdParams, statusChangeInput } from '@/lib/domain/orders/schemas';
import { changeOrderStatus } from '@/lib/domain/orders/transitions';

export const PUT = defineRoute({
  access: access.anyArea(['delivery', 2], ['order', 2]),
  summary:
    'Delivery status: 121 Intransit, 122 Delivered, 998 Returning or 130 Completed, along the allowed transitions. Answers the order',
  tags: ['orders'],
  params: orderIdParams,
  body: statusChangeInput,
  response: orderDetailSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(
      await changeOrderStatus(
        db,
        actor,
        params.id,
        body.status,
        body.reason,
        'delivery',
        requestId,
      ),
      { msg: 'common.updateSuccess' },
    ),
});
