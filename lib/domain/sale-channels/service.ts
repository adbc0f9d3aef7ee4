import { findPage } from '@/lib/domain/shared/find-page';
import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb, isForeignKeyViolation, isUniqueViolation } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { parseSort } from '@/lib/domain/shared/list-query';
import { keysetRows } from '@/lib/export';
import { recordAudit } from '@/lib/domain/audit/service';
import { activeWhere, sameNameWhere } from '@/lib/domain/org/fields';
import { lockForDelete } from '@/lib/domain/org/db-guards';
import type {
  SaleChannel,
  SaleChannelInput,
  SaleChannelListQuery,
  SaleChannelSortField,
  UpdateSaleChannelInput,
} from '@/lib/domain/sale-channels/schemas';
import {
  saleChannelAuditSnapshot,
  saleChannelSelect,
  toSaleChannel,
} from '@/lib/domain/sale-channels/serializers';

// Sale channels (CRUD at /api/v1/salechannel). The name
// is unique in the enterprise in any case (saleChannel.duplicate). A channel that users,
// orders or connected platform shops use cannot be deleted (saleChannel.inUse): it is
// deactivated instead (active=false), which hides it from pickers and keeps the history.

const SORT_COLUMN: Record<SaleChannelSortField, keyof Prisma.SaleChannelOrderByWithRelationInput> =
  {
    name: 'name',
    type: 'type',
    active: 'active',
    created_at: 'createdAt',
  };

/** The filters of the list and of its export. */
export type SaleChannelFilters = Pick<SaleChannelListQuery, 'q' | 'type' | 'active'>;

function saleChannelWhere(f: SaleChannelFilters): Prisma.SaleChannelWhereInput {
  return {
    ...(f.type ? { type: f.type } : {}),
    ...activeWhere(f.active),
    ...(f.q ? { name: { contains: f.q, mode: 'insensitive' } } : {}),
  };
}

export async function listSaleChannels(
  db: TenantDb,
  query: SaleChannelListQuery,
): Promise<{ rows: SaleChannel[]; total: number; page: number; limit: number }> {
  const where = saleChannelWhere(query);
  const sort = parseSort(query.sort, 'name');
  const dir = sort.desc ? ('desc' as const) : ('asc' as const);
  const { rows, ...paging } = await findPage(query, {
    rows: (window) =>
      db.saleChannel.findMany({
        where,
        select: saleChannelSelect,
        orderBy: [{ [SORT_COLUMN[sort.field]]: dir }, { id: dir }],
        ...window,
      }),
    total: () => db.saleChannel.count({ where }),
  });
  return { rows: rows.map(toSaleChannel), ...paging };
}

/** Every channel the filters match, in id order, read in batches (the export). */
export async function* iterateSaleChannels(
  db: TenantDb,
  filters: SaleChannelFilters,
): AsyncIterable<SaleChannel> {
  const where = saleChannelWhere(filters);
  const rows = keysetRows((after, take) =>
    db.saleChannel.findMany({
      where: after === undefined ? where : { AND: [where, { id: { gt: Number(after) } }] },
      select: saleChannelSelect,
      orderBy: { id: 'asc' },
      take,
    }),
  );
  for await (const row of rows) yield toSaleChannel(row);
}

async function findChannel(db: TenantDb, id: number) {
  const row = await db.saleChannel.findFirst({ where: { id }, select: saleChannelSelect });
  if (!row) throw new AppError('common.notFound', `sale channel ${id}`);
  return row;
}

export async function getSaleChannel(db: TenantDb, id: number): Promise<SaleChannel> {
  return toSaleChannel(await findChannel(db, id));
}

async function assertNameFree(db: TenantDb, name: string, exceptId?: number) {
  const clash = await db.saleChannel.findFirst({
    where: sameNameWhere(name, exceptId),
    select: { id: true },
  });
  if (clash) throw new AppError('saleChannel.duplicate');
}

async function mappingDuplicates<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw isUniqueViolation(error) ? new AppError('saleChannel.duplicate') : error;
  }
}

export async function createSaleChannel(
  db: TenantDb,
  actor: Actor,
  input: SaleChannelInput,
  requestId?: string,
): Promise<SaleChannel> {
  await assertNameFree(db, input.name);
  return mappingDuplicates(() =>
    inTransaction(db, async (tx) => {
      const created = await tx.saleChannel.create({
        data: {
          enterpriseId: actor.enterpriseId,
          name: input.name,
          type: input.type,
          active: input.active,
        },
        select: saleChannelSelect,
      });
      await recordAudit(tx, actor, {
        action: 'saleChannel.create',
        entity: 'saleChannel',
        entityId: created.id,
        after: saleChannelAuditSnapshot(created),
        requestId,
      });
      return toSaleChannel(created);
    }),
  );
}

export async function updateSaleChannel(
  db: TenantDb,
  actor: Actor,
  id: number,
  input: UpdateSaleChannelInput,
  requestId?: string,
): Promise<SaleChannel> {
  const before = await findChannel(db, id);
  if (input.name !== undefined && input.name !== before.name)
    await assertNameFree(db, input.name, id);
  return mappingDuplicates(() =>
    inTransaction(db, async (tx) => {
      const after = await tx.saleChannel.update({
        where: { id },
        data: { name: input.name, type: input.type, active: input.active },
        select: saleChannelSelect,
      });
      await recordAudit(tx, actor, {
        action: 'saleChannel.update',
        entity: 'saleChannel',
        entityId: id,
        before: saleChannelAuditSnapshot(before),
        after: saleChannelAuditSnapshot(after),
        requestId,
      });
      return toSaleChannel(after);
    }),
  );
}

/** What still uses a sale channel: users not deleted, orders, connected platform shops. */
async function saleChannelUses(db: TenantDb, id: number): Promise<string[]> {
  // One after the other: the delete asks inside its transaction (one connection).
  const users = await db.user.count({ where: { saleChannelId: id, deletedAt: null } });
  const order = await db.order.findFirst({ where: { saleChannelId: id }, select: { id: true } });
  const shop = await db.platformShop.findFirst({
    where: { saleChannelId: id },
    select: { id: true },
  });
  return [
    ...(users ? [`${users} user(s)`] : []),
    ...(order ? ['orders'] : []),
    ...(shop ? ['platform shops'] : []),
  ];
}

export async function deleteSaleChannel(
  db: TenantDb,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<void> {
  const before = await findChannel(db, id);
  try {
    await inTransaction(db, async (tx) => {
      await lockForDelete(tx, 'sale_channels', id);
      const uses = await saleChannelUses(tx, id);
      if (uses.length) throw new AppError('saleChannel.inUse', `used by ${uses.join(', ')}`);
      await tx.saleChannel.delete({ where: { id } });
      await recordAudit(tx, actor, {
        action: 'saleChannel.delete',
        entity: 'saleChannel',
        entityId: id,
        before: saleChannelAuditSnapshot(before),
        requestId,
      });
    });
  } catch (error) {
    throw isForeignKeyViolation(error) ? new AppError('saleChannel.inUse') : error;
  }
}
