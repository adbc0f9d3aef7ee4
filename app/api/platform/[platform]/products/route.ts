import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { platformConnector, platformFromPath } from '@/lib/domain/platforms/connectors';
import { platformParams } from '@/lib/domain/platforms/schemas';
import { platformProductsView } from '@/lib/domain/platforms/shops/platform-view';

const query = z.object({
  shop_id: z.string().trim().min(1).max(100),
  cursor: z.string().max(2000).optional(),
});

export const GET = defineRoute({
  access: access.admin(),
  summary: "A page of the shop's products (SKUs) as the platform shows them now",
  tags: ['platforms'],
  params: platformParams,
  query,
  handler: async ({ db, params, query: q }) =>
    datum(
      await platformProductsView(db, platformConnector(platformFromPath(params.platform)), {
        shopId: q.shop_id,
        cursor: q.cursor ?? null,
      }),
    ),
});
