import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import {
  summaryQuery,
  summaryRowSchema,
  summarizeProducts,
} from '@/lib/domain/wms/inventory/reads';

export const GET = defineRoute({
  access: access.area('wms', 1),
  summary:
    'Stock per warehouse product over every storage (or one): balance, cost, value, threshold, low, storages holding it; paginated',
  tags: ['wms'],
  query: summaryQuery,
  response: z.array(summaryRowSchema),
  handler: async ({ db, actor, query }) => {
    const { rows, total } = await summarizeProducts(db, actor.enterpriseId, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});
