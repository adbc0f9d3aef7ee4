import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { mapBySellerSku } from '@/lib/domain/platforms/orders/map-by-sku';

const mapBySkuInput = z
  .object({
    platform: z.coerce.number().int().min(1).max(20).optional(),
    shop_id: z.string().trim().min(1).max(100).optional(),
  })
  .strict();

export const POST = defineRoute({
  access: access.area('product', 2),
  summary:
    "Map every not-mapped platform SKU whose seller SKU is exactly one product's SKU ({ mapped })",
  tags: ['products'],
  body: mapBySkuInput,
  handler: async ({ db, actor, body, requestId }) =>
    datum(
      await mapBySellerSku(db, actor, { platform: body.platform, shopId: body.shop_id }, requestId),
      { msg: 'common.editSuccess' },
    ),
});
