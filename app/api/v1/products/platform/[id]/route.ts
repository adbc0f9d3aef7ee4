import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import {
  platformMappingInput,
  platformProductSchema,
  productIdParams,
} from '@/lib/domain/catalog/schemas';
import { getPlatformProduct, mapPlatformProduct } from '@/lib/domain/catalog/service';

// The /admin/product/{platform} screens are for admins; the calls follow the product
// levels (1 read, 2 map), like every other change to the catalogue.

export const GET = defineRoute({
  access: access.area('product', 1),
  summary: 'One platform product with the product it is mapped to',
  tags: ['products'],
  params: productIdParams,
  response: platformProductSchema,
  handler: async ({ db, params }) => datum(await getPlatformProduct(db, params.id)),
});

export const PUT = defineRoute({
  access: access.area('product', 2),
  summary: 'Map a platform product to one of our products ({ product_id }), or unmap it (null)',
  tags: ['products'],
  params: productIdParams,
  body: platformMappingInput,
  response: platformProductSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await mapPlatformProduct(db, actor, params.id, body, requestId), {
      msg: 'common.editSuccess',
    }),
});
