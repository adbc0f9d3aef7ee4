import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { cancelPacking } from '@/lib/domain/packing/station';
import { packingIdParams, packingStateSchema } from '@/lib/domain/packing/shared';

export const DELETE = defineRoute({
  access: access.area('packing', 3),
  summary:
    'Cancel an open packing (status 3; a return packing cancels its open return too). Nothing leaves stock. A closed packing: packing.notOpen (packing_admin reopens it through adminverify/delete); a cancelled one answers as it is. Answers the packing',
  tags: ['packing'],
  params: packingIdParams,
  response: packingStateSchema,
  handler: async ({ db, actor, params }) =>
    datum(await cancelPacking(db, actor, params.id, false), { msg: 'common.deleteSuccess' }),
});
