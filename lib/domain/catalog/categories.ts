import { findPage } from '@/lib/domain/shared/find-page';
import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb, isUniqueViolation } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { parseSort } from '@/lib/domain/shared/list-query';
import { recordAudit } from '@/lib/domain/audit/service';
import type { CategoryInput, CategoryListQuery, CategoryRow } from '@/lib/domain/catalog/schemas';
import { categorySelect, toCategory } from '@/lib/domain/catalog/serializers';

// Product categories (spec: "Product Category"): a name unique per enterprise in any
// case, refused deletes while products use them.

/** Product counts of the given categories, in one grouped query. */
async function productCounts(db: TenantDb, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const groups = await db.product.groupBy({
    by: ['categoryId'],
    where: { categoryId: { in: ids } },
    _count: { _all: true },
  });
  return new Map(groups.map((g) => [g.categoryId!, g._count._all]));
}

/** GET /api/v1/products/category */
export async function listCategories(
  db: TenantDb,
  query: CategoryListQuery,
): Promise<{ rows: CategoryRow[]; total: number }> {
  const where: Prisma.ProductCategoryWhereInput = query.q
    ? { name: { contains: query.q, mode: 'insensitive' } }
    : {};
  const sort = parseSort(query.sort, 'name');
  const dir = sort.desc ? ('desc' as const) : ('asc' as const);
  const column = sort.field === 'name' ? 'name' : 'createdAt';
  const { rows, total } = await findPage(query, {
    rows: (window) =>
      db.productCategory.findMany({
        where,
        select: categorySelect,
        orderBy: [{ [column]: dir }, { id: dir }],
        ...window,
      }),
    total: () => db.productCategory.count({ where }),
  });
  const counts = await productCounts(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => toCategory(r, counts.get(r.id) ?? 0)), total };
}

/** Every category of the enterprise, by name: the choices of the product form and filters. */
export async function categoryOptions(db: TenantDb): Promise<Array<{ id: number; name: string }>> {
  return db.productCategory.findMany({
    select: { id: true, name: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    take: 1000,
  });
}

async function findCategory(db: TenantDb, id: number) {
  const found = await db.productCategory.findFirst({ where: { id }, select: categorySelect });
  if (!found) throw new AppError('common.notFound', `category ${id}`);
  return found;
}

async function assertNameFree(db: TenantDb, name: string, exceptId?: number): Promise<void> {
  const clash = await db.productCategory.findFirst({
    where: {
      name: { equals: name, mode: 'insensitive' },
      ...(exceptId ? { id: { not: exceptId } } : {}),
    },
    select: { id: true },
  });
  if (clash) throw new AppError('category.duplicate', name);
}

async function mappingDuplicate<T>(name: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('category.duplicate', name);
    throw error;
  }
}

/** Holds a category name (any case) for the rest of the transaction. */
async function lockName(tx: TenantDb, enterpriseId: number, name: string): Promise<void> {
  const key = `product-category:${enterpriseId}:${name.toLowerCase()}`;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
}

/** POST /api/v1/products/category */
export async function createCategory(
  db: TenantDb,
  actor: Actor,
  input: CategoryInput,
  requestId?: string,
): Promise<CategoryRow> {
  return mappingDuplicate(input.name, () =>
    inTransaction(db, async (tx) => {
      await lockName(tx, actor.enterpriseId, input.name);
      await assertNameFree(tx, input.name);
      const created = await tx.productCategory.create({
        data: {
          enterpriseId: actor.enterpriseId,
          name: input.name,
          description: input.description ?? null,
        },
        select: categorySelect,
      });
      const row = toCategory(created, 0);
      await recordAudit(tx, actor, {
        action: 'category.create',
        entity: 'product_category',
        entityId: created.id,
        after: { name: row.name, description: row.description },
        requestId,
      });
      return row;
    }),
  );
}

/** PUT /api/v1/products/category/{id} */
export async function updateCategory(
  db: TenantDb,
  actor: Actor,
  id: number,
  input: CategoryInput,
  requestId?: string,
): Promise<CategoryRow> {
  const before = await findCategory(db, id);
  return mappingDuplicate(input.name, () =>
    inTransaction(db, async (tx) => {
      if (input.name.toLowerCase() !== before.name.toLowerCase()) {
        await lockName(tx, actor.enterpriseId, input.name);
        await assertNameFree(tx, input.name, id);
      }
      const updated = await tx.productCategory.update({
        where: { id },
        data: { name: input.name, description: input.description ?? null },
        select: categorySelect,
      });
      await recordAudit(tx, actor, {
        action: 'category.update',
        entity: 'product_category',
        entityId: id,
        before: { name: before.name, description: before.description },
        after: { name: updated.name, description: updated.description },
        requestId,
      });
      const counts = await productCounts(tx, [id]);
      return toCategory(updated, counts.get(id) ?? 0);
    }),
  );
}

/** DELETE /api/v1/products/category/{id}: refused with `category.inUse` while products use it. */
export async function deleteCategory(
  db: TenantDb,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<void> {
  const before = await findCategory(db, id);
  await inTransaction(db, async (tx) => {
    // Locks the category row: a product made with it meanwhile waits for this delete.
    await tx.$executeRaw`SELECT id FROM product_categories WHERE id = ${id} AND enterprise_id = ${actor.enterpriseId} FOR UPDATE`;
    const used = await tx.product.count({ where: { categoryId: id } });
    if (used > 0) throw new AppError('category.inUse', `${used} product(s)`);
    await tx.productCategory.delete({ where: { id } });
    await recordAudit(tx, actor, {
      action: 'category.delete',
      entity: 'product_category',
      entityId: id,
      before: { name: before.name, description: before.description },
      requestId,
    });
  });
}
