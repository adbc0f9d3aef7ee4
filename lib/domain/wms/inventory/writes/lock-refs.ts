import type { SqlRunner } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { STORAGE_KIND } from '@/lib/domain/wms/inventory/shared';

// ---------------------------------------------------------------------------------------
// The storages, products and users a stock bill names, checked against the enterprise
// (raw SQL filters on enterprise_id itself): another enterprise's id, an archived storage
// or product and an id that does not exist all answer inventory.itemNotFound (404).
// Lock order of every stock bill: storages (key share), products (no key update), balance
// rows (ascending product, storage), the bill number's sequence row.
// ---------------------------------------------------------------------------------------

export interface StorageRef {
  id: number;
  name: string;
  kind: number;
}

export interface ProductRef {
  id: number;
  name: string;
  sku: string;
  barcode: string;
  avg_cost: string;
}

const uniqueSorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

function notFound(what: string, missing: number[]): AppError {
  return new AppError('inventory.itemNotFound', `${what} ${missing.join(', ')}`);
}

/**
 * Live storages of the enterprise, key-share locked: archiving or deleting one
 * (storages.ts locks it FOR UPDATE, then checks it holds nothing) waits for this bill.
 */
export async function lockStorages(
  run: SqlRunner,
  enterpriseId: number,
  ids: number[],
): Promise<Map<number, StorageRef>> {
  const wanted = uniqueSorted(ids);
  const rows = await run.rows<StorageRef>(Prisma.sql`
    SELECT id::int AS id, name, kind::int AS kind
      FROM storages
     WHERE enterprise_id = ${enterpriseId} AND id = ANY(${wanted}::int[]) AND active
     ORDER BY id
       FOR KEY SHARE`);
  const found = new Map(rows.map((r) => [r.id, r]));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length) throw notFound('storage', missing);
  return found;
}

/**
 * Live warehouse products of the enterprise, locked in ascending id order for the rest of
 * the bill: their average cost and their stock over all storages stay as this bill sees
 * them. FOR NO KEY UPDATE does not block the key-share locks of foreign keys (ledger rows
 * of other bills, orders), only other stock bills of the same products and product edits.
 */
export async function lockProducts(
  run: SqlRunner,
  enterpriseId: number,
  ids: number[],
): Promise<Map<number, ProductRef>> {
  const wanted = uniqueSorted(ids);
  const rows = await run.rows<ProductRef>(Prisma.sql`
    SELECT id::int AS id, name, sku, barcode, avg_cost::text AS avg_cost
      FROM wms_products
     WHERE enterprise_id = ${enterpriseId} AND id = ANY(${wanted}::int[]) AND archived_at IS NULL
     ORDER BY id
       FOR NO KEY UPDATE`);
  const found = new Map(rows.map((r) => [r.id, r]));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length) throw notFound('warehouse product', missing);
  return found;
}

/**
 * The user's holding storage (kind 3), created on first use. The partial unique index
 * storages_one_holding_per_user_uniq makes two first uses at the same moment end with one
 * storage: the second insert waits for the first and then finds it. The storage is named
 * after the username (`@somchai`); a name already taken gets the user id as well.
 */
export async function holdingStorageOf(
  run: SqlRunner,
  enterpriseId: number,
  userId: number,
): Promise<number> {
  const [user] = await run.rows<{ username: string }>(Prisma.sql`
    SELECT username FROM users
     WHERE id = ${userId} AND enterprise_id = ${enterpriseId} AND deleted_at IS NULL`);
  if (!user) throw new AppError('inventory.itemNotFound', `user ${userId}`);
  for (const name of [`@${user.username}`, `@${user.username}-${userId}`]) {
    const [row] = await run.rows<{ id: number }>(Prisma.sql`
      WITH made AS (
        INSERT INTO storages (enterprise_id, name, kind, holder_user_id, active, created_at, updated_at)
        VALUES (${enterpriseId}, ${name.slice(0, 100)}, ${STORAGE_KIND.UserHolding}, ${userId},
                true, now(), now())
        ON CONFLICT DO NOTHING
        RETURNING id
      )
      SELECT id::int AS id FROM made
      UNION ALL
      SELECT id::int FROM storages
       WHERE holder_user_id = ${userId} AND kind = ${STORAGE_KIND.UserHolding}
         AND enterprise_id = ${enterpriseId}
      LIMIT 1`);
    if (row) return row.id;
  }
  throw new AppError('inventory.itemNotFound', `holding storage of user ${userId}`);
}
