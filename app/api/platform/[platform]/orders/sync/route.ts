import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { platformFromPath } from '@/lib/domain/platforms/connectors';
import { orderSyncInput, platformParams } from '@/lib/domain/platforms/schemas';
import { requestOrderSync } from '@/lib/domain/platforms/sync/request-sync';

export const POST = defineRoute({
  access: access.area('platform', 2),
  summary: "Sync a shop's orders of sync_day days up to sync_date; answers the job to follow",
  tags: ['platforms'],
  params: platformParams,
  body: orderSyncInput,
  status: 202,
  handler: async ({ db, actor, params, body }) =>
    datum(
      { job_id: await requestOrderSync(db, actor, platformFromPath(params.platform), body) },
      { status: 202 },
    ),
});
