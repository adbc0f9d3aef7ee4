import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { idParams } from '@/lib/domain/shared/list-query';
import { datum } from '@/lib/http/respond';
import { updateWmsProduct } from '@/lib/domain/wms/setup/products';
import { updateWmsProductInput, wmsProductDetailSchema } from '@/lib/domain/wms/setup/schemas';

export const PUT = defineRoute({
  access: access.admin(),
  summary:
    'Edit a warehouse product (fields left out stay; archived restores or archives, refused while it has stock)',
  tags: ['wms'],
  params: idParams,
  body: updateWmsProductInput,
  response: wmsProductDetailSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await updateWmsProduct(db, actor, params.id, body, requestId), {
      msg: 'common.editSuccess',
    }),
});
