import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { getOrderDetail } from '@/lib/domain/orders/detail';
import { orderDetailSchema, orderIdQuery } from '@/lib/domain/orders/schemas';

export const GET = defineRoute({
  access: access.area('order', 1),
  summary:
    'One order (?id=): lines, amounts, recipient, payment slip and the other orders carrying the same slip, the timeline of its events (oldest first), the statuses it may move to (next_statuses) and the actions it allows now (next_actions)',
  tags: ['orders'],
  query: orderIdQuery,
  response: orderDetailSchema,
  handler: async ({ db, query }) => datum(await getOrderDetail(db, query.id)),
});
