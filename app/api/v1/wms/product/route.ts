import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, list } from '@/lib/http/respond';
import { createWmsProduct, listWmsProducts } from '@/lib/domain/wms/setup/products';
import {
  createWmsProductInput,
  wmsProductDetailSchema,
  wmsProductListQuery,
  wmsProductSchema,
} from '@/lib/domain/wms/setup/schemas';

export const POST = defineRoute({
  access: access.admin(),
  summary:
    'Create a warehouse product; barcode unique in the enterprise (13 digits must be a valid EAN-13)',
  tags: ['wms'],
  body: createWmsProductInput,
  response: wmsProductDetailSchema,
  handler: async ({ db, actor, body, requestId }) =>
    datum(await createWmsProduct(db, actor, body, requestId), {
      msg: 'common.createSuccess',
      status: 201,
    }),
});

export const GET = defineRoute({
  access: access.area('wms', 1),
  summary:
    'Warehouse products: search (name words, SKU or barcode prefix, any case; best match first unless sorted), filter by partner and archived, sort, paginated',
  tags: ['wms'],
  query: wmsProductListQuery,
  response: z.array(wmsProductSchema),
  handler: async ({ db, actor, query }) => {
    const { rows, total } = await listWmsProducts(db, actor.enterpriseId, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});
