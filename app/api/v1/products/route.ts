import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, list } from '@/lib/http/respond';
import { createProductInput, productListQuery, productSchema } from '@/lib/domain/catalog/schemas';
import { createProduct, listProducts } from '@/lib/domain/catalog/service';

export const GET = defineRoute({
  access: access.area('product', 1),
  summary:
    'Products: search SKU, name or barcode; filter by category, archived, linked warehouse product, tag; sort; paginated',
  tags: ['products'],
  query: productListQuery,
  response: z.array(productSchema),
  handler: async ({ db, actor, query }) => {
    const { rows, total } = await listProducts(db, actor.enterpriseId, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});

export const POST = defineRoute({
  access: access.area('product', 2),
  summary:
    'Create a product (pn = SKU, unique per enterprise in any case; a generated random SKU is marked used)',
  tags: ['products'],
  body: createProductInput,
  response: productSchema,
  handler: async ({ db, actor, body, requestId }) =>
    datum(await createProduct(db, actor, body, requestId), {
      msg: 'common.createSuccess',
      status: 201,
    }),
});
