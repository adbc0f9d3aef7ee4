import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, list } from '@/lib/http/respond';
import { categoryInput, categoryListQuery, categorySchema } from '@/lib/domain/catalog/schemas';
import { createCategory, listCategories } from '@/lib/domain/catalog/service';

export const GET = defineRoute({
  access: access.area('product', 1),
  summary: 'Product categories with their product counts: search by name, paginated',
  tags: ['products'],
  query: categoryListQuery,
  response: z.array(categorySchema),
  handler: async ({ db, query }) => {
    const { rows, total } = await listCategories(db, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});

export const POST = defineRoute({
  access: access.area('product', 2),
  summary: 'Create a product category (name unique per enterprise in any case)',
  tags: ['products'],
  body: categoryInput,
  response: categorySchema,
  handler: async ({ db, actor, body, requestId }) =>
    datum(await createCategory(db, actor, body, requestId), {
      msg: 'common.createSuccess',
      status: 201,
    }),
});
