import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { stockDashboard, dashboardQuery, dashboardSchema } from '@/lib/domain/wms/inventory/reads';

export const GET = defineRoute({
  access: access.area('wms', 1),
  summary:
    'Stock dashboard: value, units, products, low stock (count and the 20 furthest under), movements per Bangkok day, top movers, value per storage',
  tags: ['wms'],
  query: dashboardQuery,
  response: dashboardSchema,
  handler: async ({ db, actor, query }) =>
    datum(await stockDashboard(db, actor.enterpriseId, query)),
});
