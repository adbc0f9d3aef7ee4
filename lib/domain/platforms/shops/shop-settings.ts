import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb } from '@/lib/db';
import { AppError, notFound } from '@/lib/errors';
import { recordAudit } from '@/lib/domain/audit/service';
import { PLATFORM_CODE, type PlatformName } from '@/lib/domain/platforms/connector';
import type { ShopSettingsInput } from '@/lib/domain/platforms/schemas';

/** The shop row of `platform` with the platform's shop id `shopId` (or shop cipher); 404 otherwise. */
export async function findShop(
  db: TenantDb,
  platform: PlatformName,
  ref: { shopId?: string; cipher?: string },
) {
  const shop = await db.platformShop.findFirst({
    where: {
      platform: PLATFORM_CODE[platform],
      ...(ref.shopId ? { shopId: ref.shopId } : { cipher: ref.cipher ?? '' }),
    },
  });
  if (!shop) throw notFound('platform shop', ref.shopId ?? ref.cipher ?? '');
  return shop;
}

/** PUT /api/platform/shops/{id}: how parcels leave, which storages' stock it sells, what orders are booked under. */
export async function updateShopSettings(
  db: TenantDb,
  actor: Actor,
  id: number,
  input: ShopSettingsInput,
  requestId?: string,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const shop = await tx.platformShop.findFirst({ where: { id } });
    if (!shop) throw notFound('platform shop', id);
    if (input.stock_storage_ids?.length) {
      const found = await tx.storage.count({ where: { id: { in: input.stock_storage_ids } } });
      if (found !== new Set(input.stock_storage_ids).size)
        throw new AppError('common.notFound', 'stock_storage_ids: a storage is not ours');
    }
    if (
      input.sale_channel_id &&
      !(await tx.saleChannel.count({ where: { id: input.sale_channel_id } }))
    )
      throw notFound('sale channel', input.sale_channel_id);
    if (
      input.payment_method_id &&
      !(await tx.paymentMethod.count({ where: { id: input.payment_method_id } }))
    )
      throw notFound('payment method', input.payment_method_id);
    const data = {
      ...(input.handover_method ? { handoverMethod: input.handover_method } : {}),
      ...(input.stock_storage_ids
        ? { stockStorageIds: [...new Set(input.stock_storage_ids)] }
        : {}),
      ...(input.sale_channel_id ? { saleChannelId: input.sale_channel_id } : {}),
      ...(input.payment_method_id ? { paymentMethodId: input.payment_method_id } : {}),
    };
    await tx.platformShop.update({ where: { id }, data });
    await recordAudit(tx, actor, {
      action: 'platformShop.update',
      entity: 'platform_shop',
      entityId: id,
      before: {
        handover_method: shop.handoverMethod,
        stock_storage_ids: shop.stockStorageIds,
        sale_channel_id: shop.saleChannelId,
        payment_method_id: shop.paymentMethodId,
      },
      after: input,
      requestId,
    });
    if (input.stock_storage_ids) {
      // What the shop sells changed: its SKUs are pushed again.
      await tx.$executeRaw`
        INSERT INTO platform_stock_changes (enterprise_id, wms_product_id)
        SELECT DISTINCT ${actor.enterpriseId}::int, p.wms_product_id
          FROM platform_products pp JOIN products p ON p.id = pp.product_id
         WHERE pp.platform_shop_id = ${id} AND pp.mapping_status = 1
           AND p.wms_product_id IS NOT NULL`;
    }
  });
}
