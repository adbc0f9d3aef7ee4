import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { productLookupQuery, productLookupSchema } from '@/lib/domain/catalog/schemas';
import { lookupProducts } from '@/lib/domain/catalog/service';

export const GET = defineRoute({
  access: access.area('product', 1),
  summary:
    'Fast product lookup for pickers and scanners: SKU, name or barcode (also the warehouse barcode); at most 20, exact matches first',
  tags: ['products'],
  query: productLookupQuery,
  response: z.array(productLookupSchema),
  handler: async ({ db, actor, query }) => {
    const rows = await lookupProducts(db, actor.enterpriseId, query);
    return list(rows, { total: rows.length, page: 1, limit: query.limit });
  },
});
