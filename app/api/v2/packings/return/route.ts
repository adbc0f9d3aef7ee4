import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { listReturns, returnListQuery, returnRowSchema } from '@/lib/domain/packing/returns';

export const GET = defineRoute({
  access: access.area('order_return', 1),
  summary:
    'Received returns, newest first: Bangkok date range on their receipt (at most 31 days: order.dateRangeTooLong), status (1 open, 2 closed, 3 cancelled), order_number (or a return number); each with its order, RET bill, who received it and the good, broken, lost and other totals of its lines',
  tags: ['packing'],
  query: returnListQuery,
  response: z.array(returnRowSchema),
  handler: async ({ db, actor, query }) => {
    const { rows, total } = await listReturns(db, actor.enterpriseId, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});
