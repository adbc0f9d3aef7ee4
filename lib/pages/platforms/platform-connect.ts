import 'server-only';
import type { TenantDb } from '@/lib/db';
import { listPlatformShops } from '@/lib/domain/platforms/shops/list-shops';
import { storageListQuery, STORAGE_KIND } from '@/lib/domain/wms/setup/schemas';
import { listStorages } from '@/lib/domain/wms/setup/storages';
import { saleChannelListQuery } from '@/lib/domain/sale-channels/schemas';
import { listSaleChannels } from '@/lib/domain/sale-channels/service';
import { paymentMethodListQuery } from '@/lib/domain/payment-methods/schemas';
import { listPaymentMethods } from '@/lib/domain/payment-methods/service';
import type { PlatformShopRow } from '@/lib/domain/platforms/schemas';
import type { ShopSettingsOptions } from '@/components/platforms/shop-view';

/**
 * What /admin/platform reads before it renders: the shops, and the choices of a shop's
 * settings (read here, through the services: a platform user need not see the storage
 * or payment setup screens to pick from them).
 */
export async function loadPlatformConnect(
  db: TenantDb,
  enterpriseId: number,
): Promise<{ shops: PlatformShopRow[]; options: ShopSettingsOptions }> {
  const [shops, storages, channels, methods] = await Promise.all([
    listPlatformShops(db, enterpriseId),
    // Stock is sold from normal storages (a shop that chooses none sells from all of them).
    listStorages(
      db,
      storageListQuery.parse({
        kind: String(STORAGE_KIND.Normal),
        archived: '0',
        limit: '100',
        sort: 'name',
      }),
    ),
    listSaleChannels(db, saleChannelListQuery.parse({ all: '1' })),
    listPaymentMethods(db, paymentMethodListQuery.parse({ all: '1' })),
  ]);
  return {
    shops,
    options: {
      storages: storages.rows.map((s) => ({ value: s.id, label: s.name })),
      saleChannels: channels.rows.map((c) => ({ value: c.id, label: c.name })),
      paymentMethods: methods.rows.map((m) => ({ value: m.id, label: m.name })),
    },
  };
}
