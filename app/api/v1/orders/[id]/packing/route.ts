import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { orderDetailSchema, orderIdParams, statusChangeInput } from '@/lib/domain/orders/schemas';
import { changeOrderStatus } from '@/lib/domain/orders/transitions';

export const PUT = defineRoute({
  // Reopening a packed order is a supervisor's correction (packing_admin 3).
  access: access.anyArea(['packing', 2], ['packing_admin', 3]),
  summary:
    'Packing status: 112 Awaiting Collection or 114 Partially Shipping (packing level 2), or reopen a packed order 112 -> 111 (packing_admin level 3). Answers the order',
  tags: ['orders'],
  params: orderIdParams,
  body: statusChangeInput,
  response: orderDetailSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(
      await changeOrderStatus(db, actor, params.id, body.status, body.reason, 'packing', requestId),
      { msg: 'common.updateSuccess' },
    ),
});
