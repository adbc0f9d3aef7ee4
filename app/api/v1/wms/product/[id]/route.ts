import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { idParams } from '@/lib/domain/shared/list-query';
import { datum } from '@/lib/http/respond';
import { deleteWmsProduct, getWmsProduct } from '@/lib/domain/wms/setup/products';
import { deleteResultSchema, wmsProductDetailSchema } from '@/lib/domain/wms/setup/schemas';

// The update is PUT /api/v2/wms/product/{id} (the contract's path for it).

export const GET = defineRoute({
  access: access.area('wms', 1),
  summary: 'One warehouse product, with its balance over every storage',
  tags: ['wms'],
  params: idParams,
  response: wmsProductDetailSchema,
  handler: async ({ db, params }) => datum(await getWmsProduct(db, params.id)),
});

export const DELETE = defineRoute({
  access: access.admin(),
  summary:
    'Delete a warehouse product: refused while it has stock (wmsProduct.inUse); archived when history or a sellable product refers to it',
  tags: ['wms'],
  params: idParams,
  response: deleteResultSchema,
  handler: async ({ db, actor, params, requestId }) =>
    datum(await deleteWmsProduct(db, actor, params.id, requestId), {
      msg: 'common.deleteSuccess',
    }),
});
