import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { orderDetailSchema, orderIdParams, trackingInput } from '@/lib/domain/orders/schemas';
import { setTracking } from '@/lib/domain/orders/tracking-service';

export const PUT = defineRoute({
  access: access.area('order', 2),
  summary:
    "Set the tracking number (checked against the carrier's format, stored normalised; optionally a new shipping_provider_id); clears a failed tracking. order.duplicateTracking when another order has it; refused at 140, 141, 142. Answers the order",
  tags: ['orders'],
  params: orderIdParams,
  body: trackingInput,
  response: orderDetailSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await setTracking(db, actor, params.id, body, requestId), {
      msg: 'common.updateSuccess',
    }),
});
