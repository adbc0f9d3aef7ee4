import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, message } from '@/lib/http/respond';
import { productIdParams, productSchema, updateProductInput } from '@/lib/domain/catalog/schemas';
import { deleteProduct, getProduct, updateProduct } from '@/lib/domain/catalog/service';

export const GET = defineRoute({
  access: access.area('product', 1),
  summary: 'One product',
  tags: ['products'],
  params: productIdParams,
  response: productSchema,
  handler: async ({ db, params }) => datum(await getProduct(db, params.id)),
});

export const PUT = defineRoute({
  access: access.area('product', 2),
  summary:
    'Edit a product (fields left out stay); active false archives it, active true restores it (product level 3)',
  tags: ['products'],
  params: productIdParams,
  body: updateProductInput,
  response: productSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await updateProduct(db, actor, params.id, body, requestId), {
      msg: 'common.editSuccess',
    }),
});

export const DELETE = defineRoute({
  access: access.area('product', 3),
  summary: 'Delete a product; refused (product.inUse) while an order names it: archive it instead',
  tags: ['products'],
  params: productIdParams,
  handler: async ({ db, actor, params, requestId }) => {
    await deleteProduct(db, actor, params.id, requestId);
    return message('common.deleteSuccess');
  },
});
