import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { platformShopSchema } from '@/lib/domain/platforms/schemas';
import { listPlatformShops } from '@/lib/domain/platforms/shops/list-shops';

export const GET = defineRoute({
  access: access.area('platform', 1),
  summary: 'The connected platform shops with status, token expiry, last sync and counts',
  tags: ['platforms'],
  response: platformShopSchema.array(),
  handler: async ({ db, actor }) => datum(await listPlatformShops(db, actor.enterpriseId)),
});
