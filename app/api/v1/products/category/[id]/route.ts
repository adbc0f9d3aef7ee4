import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, message } from '@/lib/http/respond';
import { categoryInput, categorySchema, productIdParams } from '@/lib/domain/catalog/schemas';
import { deleteCategory, updateCategory } from '@/lib/domain/catalog/service';

export const PUT = defineRoute({
  access: access.area('product', 2),
  summary: 'Rename or describe a product category',
  tags: ['products'],
  params: productIdParams,
  body: categoryInput,
  response: categorySchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await updateCategory(db, actor, params.id, body, requestId), {
      msg: 'common.editSuccess',
    }),
});

export const DELETE = defineRoute({
  access: access.area('product', 3),
  summary: 'Delete a product category; refused (category.inUse) while products use it',
  tags: ['products'],
  params: productIdParams,
  handler: async ({ db, actor, params, requestId }) => {
    await deleteCategory(db, actor, params.id, requestId);
    return message('common.deleteSuccess');
  },
});
