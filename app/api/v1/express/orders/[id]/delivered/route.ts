import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { orderIdParams } from '@/lib/domain/orders/schemas';
import { markDelivered } from '@/lib/domain/express';
import { MAX_DELIVERY_PHOTO_BYTES } from '@/lib/domain/express/rules';
import { actionResultSchema, deliveredInput } from '@/lib/domain/express/schemas';

export const POST = defineRoute({
  access: access.area('express', 2),
  summary:
    "The driver delivered a parcel of their route: JSON { client_action_id, at, cash_collected }, or multipart with the same fields and the proof photo under `photo` (JPEG, PNG or WebP by its bytes, 10 MB). The order moves 121 -> 122 (a parcel still at 112 is handed over first) with its status event. Cash on delivery needs cash_collected (422 express.cashRequired); another payment takes none (422 express.cashNotExpected). Not on the caller's route: 409 express.notAssigned; already delivered or returned: 409 express.parcelClosed. The same client_action_id again answers the first outcome with replayed true and moves nothing",
  tags: ['express'],
  params: orderIdParams,
  body: deliveredInput,
  response: actionResultSchema,
  maxBodyBytes: MAX_DELIVERY_PHOTO_BYTES + 64 * 1024,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await markDelivered(db, actor, params.id, body, requestId), {
      msg: 'common.updateSuccess',
    }),
});
