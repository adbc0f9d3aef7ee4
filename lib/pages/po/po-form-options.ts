import 'server-only';
import type { TenantDb } from '@/lib/db';
import { partnerOptions } from '@/lib/domain/wms/setup/partners';
import { STORAGE_KIND } from '@/lib/domain/wms/inventory/shared';
import { loadStockStorages } from '@/lib/pages/wms/storage-options';
import type { PoOption } from '@/components/po/po-types';

// What the purchase-order pages pick from, read once by the server page through the
// services (no round trip, and no wms-level list call from a po-only user's browser).

/** The partners (suppliers) of the form's select and the list's filter, by name. */
export const loadPoPartners = (db: TenantDb): Promise<PoOption[]> => partnerOptions(db);

/** Where goods of a PO are received: the live normal storages (not a packing line's staging). */
export async function loadPoStorages(db: TenantDb): Promise<PoOption[]> {
  const storages = await loadStockStorages(db);
  return storages
    .filter((s) => s.kind === STORAGE_KIND.Normal)
    .map((s) => ({ id: s.id, name: s.name }));
}
