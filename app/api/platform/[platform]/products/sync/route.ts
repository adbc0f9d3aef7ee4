import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { platformFromPath } from '@/lib/domain/platforms/connectors';
import { platformParams, shopQuery } from '@/lib/domain/platforms/schemas';
import { requestProductSync } from '@/lib/domain/platforms/sync/request-sync';

export const POST = defineRoute({
  access: access.area('platform', 2),
  summary: "Bring a shop's products and SKUs in for mapping; answers the job to follow",
  tags: ['platforms'],
  params: platformParams,
  query: shopQuery,
  status: 202,
  handler: async ({ db, actor, params, query }) =>
    datum(
      {
        job_id: await requestProductSync(
          db,
          actor,
          platformFromPath(params.platform),
          query.shop_id,
        ),
      },
      { status: 202 },
    ),
});
