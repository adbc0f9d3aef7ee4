import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { orderStatusCounts } from '@/lib/domain/orders/list';
import { orderListQuery } from '@/lib/domain/orders/schemas';

export const GET = defineRoute({
  access: access.anyArea(['order', 1], ['payment', 1]),
  summary:
    'Orders per status for the status chips ({ "100": n, ..., "999": n }; 999 = 121 + 130), with the order list filters but the status',
  tags: ['orders'],
  query: orderListQuery.omit({ page: true, limit: true, sort: true, status: true }),
  response: z.record(z.string(), z.number()),
  handler: async ({ db, actor, query }) =>
    datum(await orderStatusCounts(db, actor.enterpriseId, query)),
});
