import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { linePackSummary, linePackQuery, linePackSchema } from '@/lib/domain/wms/inventory/reads';

export const GET = defineRoute({
  access: access.area('wms', 1),
  summary:
    'What the packing lines packed (packing bills) over Bangkok days (default the last 31, at most 31): QuantitySummary per product, per storage and line, per day and product',
  tags: ['wms'],
  query: linePackQuery,
  response: linePackSchema,
  handler: async ({ db, actor, query }) =>
    datum(await linePackSummary(db, actor.enterpriseId, query)),
});
