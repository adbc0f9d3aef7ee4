import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { productLookupQuery, productLookupSchema } from '@/lib/domain/catalog/schemas';
import { lookupProducts } from '@/lib/domain/catalog/service';

export const GET = defineRoute({
  // Order takers pick and scan products without rights on the catalogue itself.
  access: access.anyArea(['product', 1], ['order', 2]),
  summary:
    'Fast product lookup for pickers and scanners: name words, the start of the SKU or barcode (any case), or the warehouse barcode; at most 20, exact matches first (product view or order edit)',
  tags: ['products'],
  query: productLookupQuery,
  response: z.array(productLookupSchema),
  handler: async ({ db, actor, query }) => {
    const rows = await lookupProducts(db, actor.enterpriseId, query);
    return list(rows, { total: rows.length, page: 1, limit: query.limit });
  },
});
