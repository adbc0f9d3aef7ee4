import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, list } from '@/lib/http/respond';
import {
  randomSkuGenerateInput,
  randomSkuListQuery,
  randomSkuSchema,
} from '@/lib/domain/catalog/schemas';
import { generateRandomSkus, listRandomSkus } from '@/lib/domain/catalog/service';

// The /admin/skurandom screen is for admins; its calls follow the product levels
// (1 read, 2 generate, 3 delete), so a seller who may create products may take a SKU.

export const GET = defineRoute({
  access: access.area('product', 1),
  summary: 'Generated SKUs: unused first, newest first; filter used or not, search',
  tags: ['products'],
  query: randomSkuListQuery,
  response: z.array(randomSkuSchema),
  handler: async ({ db, query }) => {
    const { rows, total } = await listRandomSkus(db, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});

export const POST = defineRoute({
  access: access.area('product', 2),
  summary:
    'Generate 1-500 SKUs (optional prefix), unique per enterprise and unlike any product SKU',
  tags: ['products'],
  body: randomSkuGenerateInput,
  response: z.object({ count: z.number(), rows: z.array(randomSkuSchema) }),
  handler: async ({ db, actor, body, requestId }) =>
    datum(await generateRandomSkus(db, actor, body, requestId), {
      msg: 'common.createSuccess',
      status: 201,
    }),
});
