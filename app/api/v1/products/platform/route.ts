import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { platformProductListQuery, platformProductSchema } from '@/lib/domain/catalog/schemas';
import { listPlatformProducts } from '@/lib/domain/catalog/service';

export const GET = defineRoute({
  access: access.area('product', 1),
  summary:
    'Products of connected platform shops and their mapping; the screen opens on status 0, mapping status 2, page 1',
  tags: ['products'],
  query: platformProductListQuery,
  response: z.array(platformProductSchema),
  handler: async ({ db, actor, query }) => {
    const { rows, total } = await listPlatformProducts(db, actor.enterpriseId, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});
