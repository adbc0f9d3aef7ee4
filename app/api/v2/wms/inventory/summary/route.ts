import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import {
  summaryQuery,
  summaryRowV2Schema,
  summarizeProductsByStorage,
} from '@/lib/domain/wms/inventory/reads';

export const GET = defineRoute({
  access: access.area('wms', 1),
  summary:
    'Stock per warehouse product (as v1) with each storage it is kept in (storage_breakdown); paginated',
  tags: ['wms'],
  query: summaryQuery,
  response: z.array(summaryRowV2Schema),
  handler: async ({ db, actor, query }) => {
    const { rows, total } = await summarizeProductsByStorage(db, actor.enterpriseId, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});
