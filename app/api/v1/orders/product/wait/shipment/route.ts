import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import {
  waitShipmentQuery,
  waitShipmentRowSchema,
  listWaitingToShip,
} from '@/lib/domain/wms/inventory/reads';

export const GET = defineRoute({
  access: access.area('wms', 1),
  summary:
    'Waiting to ship: per warehouse product, units on orders at 111/112 not yet packed (promotions expanded) against the balance; shortfalls first, then the most wanted',
  tags: ['wms'],
  query: waitShipmentQuery,
  response: z.array(waitShipmentRowSchema),
  handler: async ({ db, actor, query }) => {
    const { rows, total } = await listWaitingToShip(db, actor.enterpriseId, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});
