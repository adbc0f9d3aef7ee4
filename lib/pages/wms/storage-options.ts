import 'server-only';
import type { TenantDb } from '@/lib/db';
import { storageListQuery } from '@/lib/domain/wms/setup/schemas';
import { listStorages } from '@/lib/domain/wms/setup/storages';
import { STORAGE_KIND } from '@/lib/domain/wms/inventory/shared';
import type { StorageOption } from '@/components/wms/inventory/storage-option';
import type { StorageOption as BillStorageOption } from '@/components/wms/stock/stock-bill';

// The storages a wms screen picks from, read once by its server page through the service
// (no round trip from the browser).

/** A shop has a handful of storages; this caps a runaway loop, not a real list. */
const MAX_PAGES = 20;

/**
 * The storages the inventory screens filter on (GET /api/v1/wms/storage pages at 100).
 * `withArchived`: the history screens, where an archived storage still has movements to
 * look at.
 */
export async function loadStorageOptions(
  db: TenantDb,
  { withArchived = false }: { withArchived?: boolean } = {},
): Promise<StorageOption[]> {
  const out: StorageOption[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const query = storageListQuery.parse({
      page: String(page),
      limit: '100',
      sort: 'name',
      archived: withArchived ? 'all' : '0',
    });
    const { rows, total } = await listStorages(db, query);
    for (const s of rows)
      out.push({ id: s.id, name: s.name, kind: s.kind, line: s.packing_line, active: s.active });
    if (rows.length === 0 || out.length >= total) break;
  }
  return out;
}

/** The storages of the given kinds, in that order, each kind sorted by name. */
async function storagesOfKinds(
  db: TenantDb,
  kinds: readonly number[],
  filter: { archived?: 'all' } = {},
): Promise<BillStorageOption[]> {
  const lists = await Promise.all(
    kinds.map((kind) =>
      listStorages(
        db,
        storageListQuery.parse({ kind: String(kind), ...filter, limit: '100', sort: 'name' }),
      ),
    ),
  );
  return lists.flatMap(({ rows }) =>
    rows.map((s) => ({ id: s.id, name: s.name, kind: s.kind, packing_line: s.packing_line })),
  );
}

/**
 * The live storages stock can be put in or taken from by a bill: the normal ones, then the
 * packing lines' staging; a user's holding is reached through the user move only.
 */
export const loadStockStorages = (db: TenantDb) =>
  storagesOfKinds(db, [STORAGE_KIND.Normal, STORAGE_KIND.PackingLine]);

/**
 * Every storage a bill may name, archived ones too (old bills still point at them): the
 * history's storage filter. Users' holdings come last.
 */
export const loadHistoryStorages = (db: TenantDb) =>
  storagesOfKinds(db, [STORAGE_KIND.Normal, STORAGE_KIND.PackingLine, STORAGE_KIND.UserHolding], {
    archived: 'all',
  });
