import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import {
  listReturning,
  returningListQuery,
  returningRowSchema,
} from '@/lib/domain/packing/returns';

export const GET = defineRoute({
  access: access.area('order_return', 1),
  summary:
    "Returns on their way back: orders at 998, oldest first, each with the platform's newest return request (kind 1 return and refund, 2 refund only, 3 replacement; reason; the buyer's tracking number) when there is one. Filters: platform, search (order number, platform order id, our or the buyer's tracking number, exact)",
  tags: ['orders', 'packing'],
  query: returningListQuery,
  response: z.array(returningRowSchema),
  handler: async ({ db, actor, query }) => {
    const { rows, total } = await listReturning(db, actor.enterpriseId, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});
