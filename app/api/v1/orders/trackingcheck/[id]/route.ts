import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { orderIdParams, trackingInput } from '@/lib/domain/orders/schemas';
import { checkTracking } from '@/lib/domain/orders/tracking-service';

export const POST = defineRoute({
  access: access.area('order', 2),
  summary:
    "Check a tracking number against the carrier's format without saving it (the order's provider unless shipping_provider_id is given): the normalised number and the other orders that already carry it, or 422 order.invalidTracking",
  tags: ['orders'],
  params: orderIdParams,
  body: trackingInput,
  response: z.object({
    valid: z.literal(true),
    tracking_number: z.string(),
    shipping_provider_id: z.number(),
    used_by: z.array(z.object({ id: z.number(), order_number: z.string() })),
  }),
  handler: async ({ db, params, body }) => datum(await checkTracking(db, params.id, body)),
});
