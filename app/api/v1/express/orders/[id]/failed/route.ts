import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { orderIdParams } from '@/lib/domain/orders/schemas';
import { markFailed } from '@/lib/domain/express';
import { actionResultSchema, failedInput } from '@/lib/domain/express/schemas';

export const POST = defineRoute({
  access: access.area('express', 2),
  summary:
    "The driver could not deliver a parcel of their route: { client_action_id, at, reason, next }. next retry: the order stays in transit (121) with a delivery_failed event, to be put on a route again; next return: 121 -> 998 with its status event. Not on the caller's route: 409 express.notAssigned; already delivered or returned: 409 express.parcelClosed. The same client_action_id again answers the first outcome with replayed true and moves nothing",
  tags: ['express'],
  params: orderIdParams,
  body: failedInput,
  response: actionResultSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await markFailed(db, actor, params.id, body, requestId), {
      msg: 'common.updateSuccess',
    }),
});
