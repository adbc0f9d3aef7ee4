import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import {
  platformShopParams,
  platformShopSchema,
  shopSettingsInput,
} from '@/lib/domain/platforms/schemas';
import { disconnectShop } from '@/lib/domain/platforms/shops/connect-shops';
import { listPlatformShops } from '@/lib/domain/platforms/shops/list-shops';
import { updateShopSettings } from '@/lib/domain/platforms/shops/shop-settings';

export const PUT = defineRoute({
  access: access.area('platform', 2),
  summary: "A shop's settings: hand-over (1 pickup, 2 drop-off), storages it sells from, channel",
  tags: ['platforms'],
  params: platformShopParams,
  body: shopSettingsInput,
  response: platformShopSchema,
  handler: async ({ db, actor, params, body, requestId }) => {
    await updateShopSettings(db, actor, params.id, body, requestId);
    const [shop] = await listPlatformShops(db, actor.enterpriseId, { id: params.id });
    return datum(shop, { msg: 'common.editSuccess' });
  },
});

export const DELETE = defineRoute({
  access: access.area('platform', 3),
  summary: 'Disconnect a shop (its tokens deleted; its orders and products stay)',
  tags: ['platforms'],
  params: platformShopParams,
  handler: async ({ db, actor, params, requestId }) => {
    await disconnectShop(db, actor, params.id, requestId);
    return datum({ id: params.id }, { msg: 'common.deleteSuccess' });
  },
});
