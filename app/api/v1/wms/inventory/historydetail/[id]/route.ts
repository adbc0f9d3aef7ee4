import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { idParams } from '@/lib/domain/shared/list-query';
import { datum } from '@/lib/http/respond';
import { getBillDetail, historyDetailSchema } from '@/lib/domain/wms/inventory/reads';

export const GET = defineRoute({
  access: access.area('wms', 1),
  summary:
    'One stock bill: Head (number, kind, note, user, time, photo, storages) and Data (its lines)',
  tags: ['wms'],
  params: idParams,
  response: historyDetailSchema,
  handler: async ({ db, actor, params }) =>
    datum(await getBillDetail(db, actor.enterpriseId, params.id)),
});
