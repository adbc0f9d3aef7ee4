import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { platformConnector, platformFromPath } from '@/lib/domain/platforms/connectors';
import { platformParams } from '@/lib/domain/platforms/schemas';
import { platformOrdersView } from '@/lib/domain/platforms/shops/platform-view';

const query = z.object({
  shop_id: z.string().trim().min(1).max(100),
  days: z.coerce.number().int().min(1).max(15).default(3),
  cursor: z.string().max(2000).optional(),
});

// The platform's own view of a shop's orders (the TikTok screens are the admin's).
export const GET = defineRoute({
  access: access.admin(),
  summary: "A page of the shop's orders as the platform shows them now (changed in the last days)",
  tags: ['platforms'],
  params: platformParams,
  query,
  handler: async ({ db, params, query: q }) =>
    datum(
      await platformOrdersView(db, platformConnector(platformFromPath(params.platform)), {
        shopId: q.shop_id,
        days: q.days,
        cursor: q.cursor ?? null,
      }),
    ),
});
