import 'server-only';
import { GROUP, levelOf, type Subject } from '@/lib/auth/permissions';
import type { TenantDb } from '@/lib/db';
import { userListQuery } from '@/lib/domain/admin/schemas';
import { listUsers } from '@/lib/domain/admin/users';
import { orgUnitListQuery } from '@/lib/domain/org/schemas';
import { teams } from '@/lib/domain/org/service';
import { listPlatformShops } from '@/lib/domain/platforms/shops/list-shops';
import { saleChannelListQuery } from '@/lib/domain/sale-channels/schemas';
import { listSaleChannels } from '@/lib/domain/sale-channels/service';
import { loadStorageOptions } from '@/lib/pages/wms/storage-options';
import type { ReportFilterOptions } from '@/components/reports/report-filter-options';

// The choices of the report filters, read once by the server page through the services
// (no round trip, and no admin-only user list call from the browser). The names are the
// ones the reports' own rows show, so listing them tells a report reader nothing new.

const fullName = (u: { first_name: string; last_name: string; username: string }) =>
  `${u.first_name} ${u.last_name}`.trim() || u.username;

export async function loadReportFilterOptions(
  db: TenantDb,
  actor: Subject & { enterpriseId: number },
  { storages = false }: { storages?: boolean } = {},
): Promise<ReportFilterOptions> {
  const [channels, teamRows, users, shops, storageRows] = await Promise.all([
    listSaleChannels(db, saleChannelListQuery.parse({ all: '1', sort: 'name' })),
    teams.list(db, orgUnitListQuery.parse({ all: '1', sort: 'name' })),
    listUsers(db, userListQuery.parse({ limit: '100', sort: 'first_name' })),
    listPlatformShops(db, actor.enterpriseId),
    // A past range still moved stock out of a storage archived since.
    storages ? loadStorageOptions(db, { withArchived: true }) : undefined,
  ]);
  return {
    saleChannels: channels.rows.map((c) => ({ value: c.id, label: c.name })),
    teams: teamRows.rows.map((r) => ({ value: r.id, label: r.name })),
    // Staff are the people who make orders: never a customer account.
    staff: users.rows
      .filter((u) => u.group_id !== GROUP.customer)
      .map((u) => ({ value: u.id, label: fullName(u) })),
    shops: shops.map((s) => ({ value: s.id, label: s.shop_name, platform: s.platform })),
    productSearch: levelOf(actor, 'product') >= 1 || levelOf(actor, 'order') >= 2,
    ...(storageRows ? { storages: storageRows } : {}),
  };
}
