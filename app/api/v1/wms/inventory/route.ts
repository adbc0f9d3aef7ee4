import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { listBalances, balanceListQuery, balanceRowSchema } from '@/lib/domain/wms/inventory/reads';

export const GET = defineRoute({
  access: access.area('wms', 1),
  summary:
    'Balances per warehouse product and storage: value at the moving average cost, low-stock flag; filter by storage, product, search, low; paginated',
  tags: ['wms'],
  query: balanceListQuery,
  response: z.array(balanceRowSchema),
  handler: async ({ db, actor, query }) => {
    const { rows, total } = await listBalances(db, actor.enterpriseId, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});
