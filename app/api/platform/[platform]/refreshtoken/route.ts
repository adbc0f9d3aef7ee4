import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { platformConnector, platformFromPath } from '@/lib/domain/platforms/connectors';
import { platformParams, platformShopSchema, shopQuery } from '@/lib/domain/platforms/schemas';
import { refreshShopByHand } from '@/lib/domain/platforms/shops/refresh-by-hand';

export const POST = defineRoute({
  access: access.area('platform', 2),
  summary: "Refresh a shop's tokens now; answers the shop",
  tags: ['platforms'],
  params: platformParams,
  query: shopQuery,
  response: platformShopSchema,
  handler: async ({ db, actor, params, query }) => {
    const platform = platformFromPath(params.platform);
    return datum(
      await refreshShopByHand(db, actor.enterpriseId, platformConnector(platform), query.shop_id),
    );
  },
});
