import 'server-only';
import type { TenantDb } from '@/lib/db';
import { storageListQuery } from '@/lib/domain/wms/setup/schemas';
import { listStorages } from '@/lib/domain/wms/setup/storages';
import { STORAGE_KIND } from '@/lib/domain/wms/inventory/shared/kinds';
import type { StorageOption } from '@/components/wms/stock/stock-bill';

/**
 * Every storage a bill may name, archived ones too (old bills still point at them): the
 * history's storage filter. Users' holdings come last.
 */
export async function loadHistoryStorages(db: TenantDb): Promise<StorageOption[]> {
  const kinds = [STORAGE_KIND.Normal, STORAGE_KIND.PackingLine, STORAGE_KIND.UserHolding];
  const lists = await Promise.all(
    kinds.map((kind) =>
      listStorages(
        db,
        storageListQuery.parse({ kind: String(kind), archived: 'all', limit: '100', sort: 'name' }),
      ),
    ),
  );
  return lists.flatMap(({ rows }) =>
    rows.map((s) => ({ id: s.id, name: s.name, kind: s.kind, packing_line: s.packing_line })),
  );
}
