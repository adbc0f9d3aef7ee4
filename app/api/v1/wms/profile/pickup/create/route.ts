import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { createPickupProfile } from '@/lib/domain/wms/inventory/pickup-profiles';
import { createPickupProfileInput, pickupProfileSchema } from '@/lib/domain/wms/inventory/reads';

export const POST = defineRoute({
  access: access.area('wms', 2),
  summary:
    'Create a promotion bundle: warehouse products and quantities one sellable product stands for (one live bundle per product: pickup.duplicateProduct)',
  tags: ['wms'],
  body: createPickupProfileInput,
  response: pickupProfileSchema,
  handler: async ({ db, actor, body, requestId }) =>
    datum(await createPickupProfile(db, actor, body, requestId), {
      msg: 'common.createSuccess',
      status: 201,
    }),
});
