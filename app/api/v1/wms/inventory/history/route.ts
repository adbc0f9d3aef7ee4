import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { listBillHistory, historyHeadSchema, historyQuery } from '@/lib/domain/wms/inventory/reads';

export const POST = defineRoute({
  access: access.area('wms', 1),
  summary:
    'Stock bill history: bill heads newest first, filtered by Bangkok days (at most 31 when both given), kind, storage, product, user and bill number; paginated',
  tags: ['wms'],
  body: historyQuery,
  response: z.array(historyHeadSchema),
  handler: async ({ db, actor, body }) => {
    const { rows, total } = await listBillHistory(db, actor.enterpriseId, body);
    return list(rows, { total, page: body.page, limit: body.limit });
  },
});
