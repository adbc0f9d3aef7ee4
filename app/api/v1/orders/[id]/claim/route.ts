import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { orderDetailSchema, orderIdParams } from '@/lib/domain/orders/schemas';
import {
  claimInput,
  claimOrder,
  MAX_CLAIM_PHOTO_BYTES,
  MAX_CLAIM_PHOTOS,
} from '@/lib/domain/orders/claims';

export const POST = defineRoute({
  access: access.area('order_return', 2),
  summary:
    'Claim a delivered or completed order (122, 130) with the carrier (party 1) or the marketplace (party 2): JSON { party, reason }, or multipart with the same fields and up to 6 photos under `photos` (JPEG, PNG, WebP by their bytes, 10 MB each). The order moves to 142 with its claim, a `claimed` event and the audit entry. Another status: 422 order.invalidStatusTransition; a second claim: 409 order.alreadyClaimed. Answers the order',
  tags: ['orders'],
  params: orderIdParams,
  body: claimInput,
  response: orderDetailSchema,
  maxBodyBytes: MAX_CLAIM_PHOTOS * MAX_CLAIM_PHOTO_BYTES + 64 * 1024,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await claimOrder(db, actor, params.id, body, requestId), {
      msg: 'common.createSuccess',
      status: 201,
    }),
});
