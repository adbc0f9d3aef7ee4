import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { addOrderProductInput, orderDetailSchema } from '@/lib/domain/orders/schemas';
import { addOrderProduct } from '@/lib/domain/orders/service';

export const POST = defineRoute({
  access: access.area('order', 2),
  summary:
    'Add a product to an order at 100 or 111 (else order.notEditable): the same product at the same price adds to its line, else a new line; totals are recomputed. Honours Idempotency-Key',
  tags: ['orders'],
  body: addOrderProductInput,
  response: orderDetailSchema,
  idempotent: true,
  handler: async ({ db, actor, body, requestId }) =>
    datum(await addOrderProduct(db, actor, body, requestId), { msg: 'common.editSuccess' }),
});
