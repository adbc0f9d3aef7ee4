import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { listPaymentQueue } from '@/lib/domain/orders/list';
import { orderListQuery, orderRowSchema } from '@/lib/domain/orders/schemas';

export const GET = defineRoute({
  access: access.area('payment', 1),
  summary:
    'Payment queue: orders waiting for a payment check (status 100 unless asked; 998 and 999 refused), oldest first, with the order list filters, the slip and whether it was used on another order',
  tags: ['orders'],
  query: orderListQuery,
  response: z.array(orderRowSchema),
  handler: async ({ db, actor, query }) => {
    const { rows, total } = await listPaymentQueue(db, actor.enterpriseId, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});
