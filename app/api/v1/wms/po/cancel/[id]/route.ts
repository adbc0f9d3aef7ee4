import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { cancelPo } from '@/lib/domain/purchasing';
import { poDetailSchema, poIdParams } from '@/lib/domain/purchasing/schemas';

export const PUT = defineRoute({
  access: access.area('po', 3),
  summary:
    'Cancel a purchase order (to 4): a draft, or an approved PO with nothing received. Anything else: po.invalidStatus (close a PO that received goods instead)',
  tags: ['purchasing'],
  params: poIdParams,
  response: poDetailSchema,
  handler: async ({ db, actor, params, requestId }) =>
    datum(await cancelPo(db, actor, params.id, requestId), { msg: 'common.updateSuccess' }),
});
