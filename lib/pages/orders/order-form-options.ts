import 'server-only';
import type { Actor } from '@/lib/auth/actor';
import type { TenantDb } from '@/lib/db';
import { saleChannelListQuery } from '@/lib/domain/sale-channels/schemas';
import { listSaleChannels } from '@/lib/domain/sale-channels/service';
import { paymentMethodListQuery } from '@/lib/domain/payment-methods/schemas';
import { listPaymentMethods } from '@/lib/domain/payment-methods/service';
import { storageListQuery } from '@/lib/domain/wms/setup/schemas';
import { listStorages } from '@/lib/domain/wms/setup/storages';
import type { OrderFormOptions } from '@/components/orders/form/form-options';

/** Normal storages (kind 1): the ones stock is packed from. */
const NORMAL_STORAGE = 1;

/**
 * The order form's lists, read through the same services as the API (server side, once
 * per page): active sale channels and payment methods, live normal storages, and the
 * user's own sale channel (the form's default).
 */
export async function loadOrderFormOptions(
  db: TenantDb,
  actor: Actor,
): Promise<{ options: OrderFormOptions; defaultSaleChannelId: number | null }> {
  const [channels, methods, storages, user] = await Promise.all([
    listSaleChannels(db, saleChannelListQuery.parse({ all: '1', active: '1', sort: 'name' })),
    listPaymentMethods(db, paymentMethodListQuery.parse({ all: '1', active: '1', sort: 'name' })),
    listStorages(db, storageListQuery.parse({ kind: '1', limit: '100', sort: 'name' })),
    db.user.findFirst({ where: { id: actor.userId }, select: { saleChannelId: true } }),
  ]);
  const saleChannels = channels.rows.map((c) => ({ id: c.id, name: c.name, type: c.type }));
  const own = user?.saleChannelId ?? null;
  return {
    options: {
      saleChannels,
      paymentMethods: methods.rows.map((m) => ({ id: m.id, name: m.name, type: m.type })),
      storages: storages.rows
        .filter((s) => s.kind === NORMAL_STORAGE && s.active)
        .map((s) => ({ id: s.id, name: s.name })),
    },
    defaultSaleChannelId: saleChannels.some((c) => c.id === own) ? own : null,
  };
}
