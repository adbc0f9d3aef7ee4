import 'server-only';
import { GROUP } from '@/lib/auth/permissions';
import type { TenantDb } from '@/lib/db';
import { userListQuery } from '@/lib/domain/admin/schemas';
import { listUsers } from '@/lib/domain/admin/users';
import { storageListQuery } from '@/lib/domain/wms/setup/schemas';
import { listStorages } from '@/lib/domain/wms/setup/storages';
import { STORAGE_KIND } from '@/lib/domain/wms/inventory/shared/kinds';
import type { HolderOption, StorageOption } from '@/components/wms/stock/stock-bill';

// The pickers' choices of the stock forms, read once by the server page through the
// services (no round trip, and no admin-only user list call from the browser).

/**
 * The live storages stock can be put in or taken from by a bill: the normal ones, then the
 * packing lines' staging; a user's holding is reached through the user move only.
 */
export async function loadStockStorages(db: TenantDb): Promise<StorageOption[]> {
  const kinds = [STORAGE_KIND.Normal, STORAGE_KIND.PackingLine];
  const lists = await Promise.all(
    kinds.map((kind) =>
      listStorages(db, storageListQuery.parse({ kind: String(kind), limit: '100', sort: 'name' })),
    ),
  );
  return lists.flatMap(({ rows }) =>
    rows.map((s) => ({ id: s.id, name: s.name, kind: s.kind, packing_line: s.packing_line })),
  );
}

const fullName = (u: { first_name: string; last_name: string; username: string }) =>
  `${u.first_name} ${u.last_name}`.trim() || u.username;

/**
 * Who stock can be handed to: the active agents and delivery staff; an enterprise without
 * any gets its other active staff instead (never customers).
 */
export async function loadStockHolders(db: TenantDb): Promise<HolderOption[]> {
  const byGroup = (group: number) =>
    listUsers(
      db,
      userListQuery.parse({
        group_id: String(group),
        status: '1',
        limit: '100',
        sort: 'first_name',
      }),
    );
  const field = await Promise.all([byGroup(GROUP.agent), byGroup(GROUP.delivery)]);
  let rows = field.flatMap((r) => r.rows);
  if (rows.length === 0) {
    const staff = await Promise.all(
      [GROUP.employee, GROUP.owner, GROUP.admin].map((g) => byGroup(g)),
    );
    rows = staff.flatMap((r) => r.rows);
  }
  return rows.map((u) => ({ id: u.id, name: fullName(u), group_id: u.group_id }));
}

/** Everyone who may have written a bill (the history's user filter): staff, not customers. */
export async function loadBillUsers(db: TenantDb): Promise<HolderOption[]> {
  const { rows } = await listUsers(db, userListQuery.parse({ limit: '100', sort: 'first_name' }));
  return rows
    .filter((u) => u.group_id !== GROUP.customer)
    .map((u) => ({ id: u.id, name: fullName(u), group_id: u.group_id }));
}
