import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { message } from '@/lib/http/respond';
import { productIdParams } from '@/lib/domain/catalog/schemas';
import { deleteRandomSku } from '@/lib/domain/catalog/service';

export const DELETE = defineRoute({
  access: access.area('product', 3),
  summary: 'Delete a generated SKU that no product uses (else randomSku.alreadyUsed)',
  tags: ['products'],
  params: productIdParams,
  handler: async ({ db, actor, params, requestId }) => {
    await deleteRandomSku(db, actor, params.id, requestId);
    return message('common.deleteSuccess');
  },
});
