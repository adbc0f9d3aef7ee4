import type { SqlRunner } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { BILL_KIND, STORAGE_KIND } from '@/lib/domain/wms/inventory/shared';

// ---------------------------------------------------------------------------------------
// The storage a packing takes its units from (or, for a return packing, puts the good
// units back into). The enterprise has no "default storage" column, so the choice is, in
// order: the storage the station names (storage_id), the order's own storage, the staging
// storage of the station's packing line (kind 2 with that packing_line), the storage
// `fallback` names (a return: where the parcel was packed), then the enterprise's first
// live normal storage. Only live normal or packing-line storages of the enterprise count;
// a named one that is not such answers inventory.itemNotFound.
// ---------------------------------------------------------------------------------------

export interface PlaceWish {
  storageId?: number;
  orderStorageId: number | null;
  line?: string;
  fallbackStorageId?: number | null;
}

export async function chooseStorage(
  run: SqlRunner,
  enterpriseId: number,
  wish: PlaceWish,
): Promise<number> {
  const e = enterpriseId;
  const usable = Prisma.sql`s.enterprise_id = ${e} AND s.active
    AND s.kind IN (${STORAGE_KIND.Normal}, ${STORAGE_KIND.PackingLine})`;
  if (wish.storageId !== undefined) {
    const [row] = await run.rows<{ id: number }>(Prisma.sql`
      SELECT s.id::int AS id FROM storages s WHERE ${usable} AND s.id = ${wish.storageId}`);
    if (!row) throw new AppError('inventory.itemNotFound', `storage ${wish.storageId}`);
    return row.id;
  }
  const [row] = await run.rows<{ id: number }>(Prisma.sql`
    SELECT s.id::int AS id FROM storages s
     WHERE ${usable}
       AND (s.id = ${wish.orderStorageId}::int OR s.id = ${wish.fallbackStorageId ?? null}::int
            OR (s.kind = ${STORAGE_KIND.PackingLine} AND s.packing_line = ${wish.line ?? null}::text)
            OR s.kind = ${STORAGE_KIND.Normal})
     ORDER BY (s.id = ${wish.orderStorageId}::int) IS TRUE DESC,
              (s.kind = ${STORAGE_KIND.PackingLine} AND s.packing_line = ${wish.line ?? null}::text) IS TRUE DESC,
              (s.id = ${wish.fallbackStorageId ?? null}::int) IS TRUE DESC,
              s.id
     LIMIT 1`);
  if (!row) throw new AppError('inventory.itemNotFound', 'no live storage to pack from');
  return row.id;
}

/** The storage the order's last packing bill took its units from. */
export async function lastPackedStorage(
  run: SqlRunner,
  enterpriseId: number,
  orderId: number,
): Promise<number | null> {
  const [row] = await run.rows<{ storage_id: number }>(Prisma.sql`
    SELECT from_storage_id::int AS storage_id FROM inventory_bills
     WHERE enterprise_id = ${enterpriseId} AND order_id = ${orderId} AND kind = ${BILL_KIND.Packing}
       AND from_storage_id IS NOT NULL
     ORDER BY id DESC LIMIT 1`);
  return row?.storage_id ?? null;
}
