import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { orderSyncRangeInput } from '@/lib/domain/platforms/schemas';
import { requestOrderSyncRange } from '@/lib/domain/platforms/sync/request-sync';

export const POST = defineRoute({
  access: access.area('platform', 2),
  summary: "Sync a shop's orders changed between time_from and time_to; answers the job",
  tags: ['platforms'],
  body: orderSyncRangeInput,
  status: 202,
  handler: async ({ db, actor, body }) =>
    datum({ job_id: await requestOrderSyncRange(db, actor, body) }, { status: 202 }),
});
