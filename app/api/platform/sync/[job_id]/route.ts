import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { syncJobParams, syncRunSchema } from '@/lib/domain/platforms/schemas';
import { getSyncRun } from '@/lib/domain/platforms/sync/sync-runs';

export const GET = defineRoute({
  access: access.area('platform', 1),
  summary: 'Progress of a sync job: state, fetched, created, updated, failed, errors',
  tags: ['platforms'],
  params: syncJobParams,
  response: syncRunSchema,
  handler: async ({ db, params }) => datum(await getSyncRun(db, params.job_id)),
});
