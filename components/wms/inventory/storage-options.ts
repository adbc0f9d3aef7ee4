import 'server-only';
import type { TenantDb } from '@/lib/db';
import { storageListQuery } from '@/lib/domain/wms/setup/schemas';
import { listStorages } from '@/lib/domain/wms/setup/storages';
import type { StorageOption } from '@/components/wms/inventory/storage-option';

/** A shop has a handful of storages; this caps a runaway loop, not a real list. */
const MAX_PAGES = 20;

/**
 * The storages the inventory screens filter on, read once by the server page through the
 * service (GET /api/v1/wms/storage pages at 100). `withArchived`: the history screens, where
 * an archived storage still has movements to look at.
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
