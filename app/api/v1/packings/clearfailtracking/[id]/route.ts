import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { clearFailedTracking } from '@/lib/domain/packing/hand-over';
import { orderDetailSchema, orderIdParams } from '@/lib/domain/orders/schemas';

export const PUT = defineRoute({
  access: access.anyArea(['packing', 2], ['order', 2]),
  summary:
    "Clear the failed tracking number of order {id} so it can be re-shipped: failed = flagged by the carrier (tracking_failed) or no longer fitting its carrier's format. A valid number: packing.trackingNotFailed; a delivered or closed order: packing.invalidOrderStatus; no tracking number: no change. Writes a tracking event. Answers the order",
  tags: ['packing'],
  params: orderIdParams,
  response: orderDetailSchema,
  idempotent: true,
  handler: async ({ db, actor, params, requestId }) =>
    datum(await clearFailedTracking(db, actor, params.id, requestId), {
      msg: 'common.updateSuccess',
    }),
});
