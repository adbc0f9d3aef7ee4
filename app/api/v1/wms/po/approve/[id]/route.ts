import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { approvePo } from '@/lib/domain/purchasing';
import { poDetailSchema, poIdParams } from '@/lib/domain/purchasing/schemas';

export const PUT = defineRoute({
  access: access.area('po', 3),
  summary: 'Approve a draft purchase order (status 0 to 1). Any other status: po.invalidStatus',
  tags: ['purchasing'],
  params: poIdParams,
  response: poDetailSchema,
  handler: async ({ db, actor, params, requestId }) =>
    datum(await approvePo(db, actor, params.id, requestId), { msg: 'common.updateSuccess' }),
});
