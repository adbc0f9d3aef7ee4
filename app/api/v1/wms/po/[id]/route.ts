import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, message } from '@/lib/http/respond';
import { deletePo, updatePo } from '@/lib/domain/purchasing';
import { poDetailSchema, poIdParams, poInput } from '@/lib/domain/purchasing/schemas';

export const PUT = defineRoute({
  access: access.area('po', 2),
  summary:
    'Edit a draft purchase order: the whole PO as on create (partner, storage, expected day, note, lines). Any other status: po.invalidStatus',
  tags: ['purchasing'],
  params: poIdParams,
  body: poInput,
  response: poDetailSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await updatePo(db, actor, params.id, body, requestId), { msg: 'common.editSuccess' }),
});

export const DELETE = defineRoute({
  access: access.area('po', 3),
  summary:
    'Delete a draft or cancelled purchase order, its lines and attachment. Any other status: po.invalidStatus',
  tags: ['purchasing'],
  params: poIdParams,
  handler: async ({ db, actor, params, requestId }) => {
    await deletePo(db, actor, params.id, requestId);
    return message('common.deleteSuccess');
  },
});
