import 'server-only';
import { isAdmin, type Subject } from '@/lib/auth/permissions';
import type { TenantDb } from '@/lib/db';
import { saleChannelListQuery } from '@/lib/domain/sale-channels/schemas';
import { listSaleChannels } from '@/lib/domain/sale-channels/service';
import { paymentMethodListQuery } from '@/lib/domain/payment-methods/schemas';
import { listPaymentMethods } from '@/lib/domain/payment-methods/service';
import { userListQuery } from '@/lib/domain/admin/schemas';
import { listUsers } from '@/lib/domain/admin/users';
import type { OrderFilterOptions } from '@/components/orders/list/filters';

/**
 * The choices of the order filters, read once by the server page through the services
 * (no round trip). The staff picker only for admins: GET /api/v1/users is theirs alone,
 * and the first 100 users by first name are enough for a shop's staff.
 */
export async function loadOrderFilterOptions(
  db: TenantDb,
  actor: Subject,
): Promise<OrderFilterOptions> {
  const [channels, methods, users] = await Promise.all([
    listSaleChannels(db, saleChannelListQuery.parse({ all: '1' })),
    listPaymentMethods(db, paymentMethodListQuery.parse({ all: '1' })),
    isAdmin(actor)
      ? listUsers(db, userListQuery.parse({ limit: '100', sort: 'first_name' }))
      : null,
  ]);
  return {
    saleChannels: channels.rows.map((c) => ({ value: c.id, label: c.name })),
    paymentMethods: methods.rows.map((m) => ({ value: m.id, label: m.name })),
    staff:
      users?.rows.map((u) => ({
        value: u.id,
        label: `${u.first_name} ${u.last_name}`.trim() || u.username,
      })) ?? null,
  };
}
