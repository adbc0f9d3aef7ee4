import { findPage } from '@/lib/domain/shared/find-page';
import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb, mapUniqueViolation } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { keysetRows } from '@/lib/export';
import { parseSort } from '@/lib/domain/shared/list-query';
import { recordAudit } from '@/lib/domain/audit/service';
import {
  STORAGE_KIND,
  type CreateStorageInput,
  type DeleteResult,
  type StorageDto,
  type StorageListQuery,
  type StorageSortField,
  type UpdateStorageInput,
} from '@/lib/domain/wms/setup/schemas';
import { storageSelect, storageSnapshot, toStorage } from '@/lib/domain/wms/setup/serializers';
import { archivedWhere } from '@/lib/domain/wms/setup/archived-filter';
import { notFound } from '@/lib/errors';

// Storages (the Storage entity): places that hold stock. Names are unique in the
// enterprise. A storage holding stock cannot go; one that history refers to (bills, ledger
// rows, orders, packings, purchase orders) is archived (active = false) instead of deleted.

const SORT_COLUMN: Record<StorageSortField, keyof Prisma.StorageOrderByWithRelationInput> = {
  name: 'name',
  kind: 'kind',
  created_at: 'createdAt',
};

type StorageFilters = Pick<StorageListQuery, 'q' | 'kind' | 'archived'>;

function storageWhere(query: StorageFilters): Prisma.StorageWhereInput {
  const { live } = archivedWhere(query.archived);
  const q = query.q;
  return {
    ...(live === undefined ? {} : { active: live }),
    ...(query.kind ? { kind: query.kind } : {}),
    ...(q
      ? {
          OR: [
            { name: { contains: q, mode: 'insensitive' } },
            { description: { contains: q, mode: 'insensitive' } },
          ],
        }
      : {}),
  };
}

export async function listStorages(
  db: TenantDb,
  query: StorageListQuery,
): Promise<{ rows: StorageDto[]; total: number }> {
  const where = storageWhere(query);
  const sort = parseSort(query.sort, 'name');
  const dir = sort.desc ? ('desc' as const) : ('asc' as const);
  const { rows, total } = await findPage(query, {
    rows: (window) =>
      db.storage.findMany({
        where,
        select: storageSelect,
        orderBy: [{ [SORT_COLUMN[sort.field]]: dir }, { id: dir }],
        ...window,
      }),
    total: () => db.storage.count({ where }),
  });
  return { rows: rows.map(toStorage), total };
}

/** Every storage the list's filters match (no paging), in id order, for the export. */
export async function* iterateStorages(
  db: TenantDb,
  filters: StorageFilters,
): AsyncIterable<StorageDto> {
  const where = storageWhere(filters);
  const rows = keysetRows((after, take) =>
    db.storage.findMany({
      where: after === undefined ? where : { AND: [where, { id: { gt: Number(after) } }] },
      select: storageSelect,
      orderBy: { id: 'asc' },
      take,
    }),
  );
  for await (const row of rows) yield toStorage(row);
}

async function findStorage(db: TenantDb, id: number) {
  const storage = await db.storage.findFirst({ where: { id }, select: storageSelect });
  if (!storage) throw notFound('storage', id);
  return storage;
}

export async function getStorage(db: TenantDb, id: number): Promise<StorageDto> {
  return toStorage(await findStorage(db, id));
}

async function assertNameFree(db: TenantDb, name: string, exceptId?: number): Promise<void> {
  const clash = await db.storage.findFirst({
    where: {
      name: { equals: name, mode: 'insensitive' },
      ...(exceptId ? { id: { not: exceptId } } : {}),
    },
    select: { id: true },
  });
  if (clash) throw new AppError('storage.duplicateName');
}

const sizeData = (input: UpdateStorageInput) => ({
  description: input.description,
  x: input.x,
  y: input.y,
  width: input.width,
  height: input.height,
  depth: input.depth,
  weight: input.weight,
});

export async function createStorage(
  db: TenantDb,
  actor: Actor,
  input: CreateStorageInput,
  requestId?: string,
): Promise<StorageDto> {
  await assertNameFree(db, input.name);
  return mapUniqueViolation('storage.duplicateName', () =>
    inTransaction(db, async (tx) => {
      const created = await tx.storage.create({
        data: {
          enterpriseId: actor.enterpriseId,
          name: input.name,
          kind: STORAGE_KIND.Normal,
          ...sizeData(input),
        },
        select: storageSelect,
      });
      await recordAudit(tx, actor, {
        action: 'storage.create',
        entity: 'storage',
        entityId: created.id,
        after: storageSnapshot(created),
        requestId,
      });
      return toStorage(created);
    }),
  );
}

/** Units held in the storage (any product with a balance above zero). */
async function holdsStock(db: TenantDb, storageId: number): Promise<boolean> {
  const row = await db.inventoryBalance.findFirst({
    where: { storageId, balance: { gt: 0 } },
    select: { id: true },
  });
  return Boolean(row);
}

/**
 * Locks the storage row (FOR UPDATE) for the rest of the transaction. A stock movement
 * that writes a ledger row or a new balance for it takes a key-share lock on the row, so
 * it waits until the delete or archive is decided, and one already under way is waited for.
 */
async function lockStorage(tx: TenantDb, enterpriseId: number, id: number): Promise<void> {
  const rows = await tx.$queryRaw<Array<{ id: number }>>`
    SELECT id FROM storages WHERE id = ${id} AND enterprise_id = ${enterpriseId} FOR UPDATE`;
  if (rows.length === 0) throw notFound('storage', id);
}

export async function updateStorage(
  db: TenantDb,
  actor: Actor,
  id: number,
  input: UpdateStorageInput,
  requestId?: string,
): Promise<StorageDto> {
  const before = await findStorage(db, id);
  if (input.name !== undefined && input.name !== before.name)
    await assertNameFree(db, input.name, id);
  return mapUniqueViolation('storage.duplicateName', () =>
    inTransaction(db, async (tx) => {
      if (input.active === false && before.active) {
        await lockStorage(tx, actor.enterpriseId, id);
        if (await holdsStock(tx, id)) throw new AppError('storage.hasStock');
      }
      const after = await tx.storage.update({
        where: { id },
        data: { name: input.name, active: input.active, ...sizeData(input) },
        select: storageSelect,
      });
      await recordAudit(tx, actor, {
        action: 'storage.update',
        entity: 'storage',
        entityId: id,
        before: storageSnapshot(before),
        after: storageSnapshot(after),
        requestId,
      });
      return toStorage(after);
    }),
  );
}

/** Does any history row point at the storage? Then it is archived, never deleted. */
async function isReferenced(tx: TenantDb, storageId: number): Promise<boolean> {
  const checks = [
    () => tx.inventoryLedger.findFirst({ where: { storageId }, select: { id: true } }),
    () =>
      tx.inventoryBill.findFirst({
        where: { OR: [{ fromStorageId: storageId }, { toStorageId: storageId }] },
        select: { id: true },
      }),
    () => tx.order.findFirst({ where: { storageId }, select: { id: true } }),
    () => tx.packing.findFirst({ where: { storageId }, select: { id: true } }),
    () => tx.purchaseOrder.findFirst({ where: { storageId }, select: { id: true } }),
  ];
  for (const check of checks) if (await check()) return true;
  return false;
}

/**
 * Deletes a storage: refused while it holds stock (storage.hasStock); archived when history
 * refers to it; otherwise removed with its empty balance rows.
 */
export async function deleteStorage(
  db: TenantDb,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<DeleteResult> {
  return inTransaction(db, async (tx) => {
    await lockStorage(tx, actor.enterpriseId, id);
    const before = await findStorage(tx, id);
    if (await holdsStock(tx, id)) throw new AppError('storage.hasStock');
    if (await isReferenced(tx, id)) {
      if (before.active) {
        const after = await tx.storage.update({
          where: { id },
          data: { active: false },
          select: storageSelect,
        });
        await recordAudit(tx, actor, {
          action: 'storage.archive',
          entity: 'storage',
          entityId: id,
          before: storageSnapshot(before),
          after: storageSnapshot(after),
          requestId,
        });
      }
      return { id, archived: true };
    }
    await tx.inventoryBalance.deleteMany({ where: { storageId: id } });
    await tx.storage.delete({ where: { id } });
    await recordAudit(tx, actor, {
      action: 'storage.delete',
      entity: 'storage',
      entityId: id,
      before: storageSnapshot(before),
      requestId,
    });
    return { id, archived: false };
  });
}
