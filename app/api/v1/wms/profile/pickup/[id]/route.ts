import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { idParams } from '@/lib/domain/shared/list-query';
import { datum } from '@/lib/http/respond';
import { deletePickupProfile } from '@/lib/domain/wms/inventory/pickup-profiles';

export const DELETE = defineRoute({
  // Retiring a bundle changes what a product sells as: a supervisor's decision (level 3).
  access: access.area('wms', 3),
  summary: 'Delete (retire) a promotion bundle: it leaves the lists and frees its product',
  tags: ['wms'],
  params: idParams,
  response: z.object({ id: z.number() }),
  handler: async ({ db, actor, params, requestId }) =>
    datum(await deletePickupProfile(db, actor, params.id, requestId), {
      msg: 'common.deleteSuccess',
    }),
});
