import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { idParams } from '@/lib/domain/shared/list-query';
import { datum } from '@/lib/http/respond';
import { deleteBalance, deletedBalanceSchema } from '@/lib/domain/wms/inventory/reads';

export const DELETE = defineRoute({
  // Deleting is a supervisor's decision (level 3), even of an empty balance row.
  access: access.area('wms', 3),
  summary:
    'Delete an empty balance row (balance 0, else inventory.balanceNotZero); its ledger rows stay',
  tags: ['wms'],
  params: idParams,
  response: deletedBalanceSchema,
  handler: async ({ db, actor, params, requestId }) =>
    datum(await deleteBalance(db, actor, params.id, requestId), { msg: 'common.deleteSuccess' }),
});
