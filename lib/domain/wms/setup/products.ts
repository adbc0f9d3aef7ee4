import { findPage } from '@/lib/domain/shared/find-page';
import { sqlRunner, inTransaction, type TenantDb, and, isUniqueViolation } from '@/lib/db';
import type { Actor } from '@/lib/auth/actor';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { keysetRows } from '@/lib/export';
import { parseSort } from '@/lib/domain/shared/list-query';
import { recordAudit } from '@/lib/domain/audit/service';
import { productMatchRankSql, productSearchSql } from '@/lib/domain/catalog/product-search';
import type {
  CreateWmsProductInput,
  DeleteResult,
  UpdateWmsProductInput,
  WmsProductDetailDto,
  WmsProductDto,
  WmsProductListQuery,
  WmsProductSortField,
} from '@/lib/domain/wms/setup/schemas';
import {
  toWmsProduct,
  toWmsProductDetail,
  wmsProductSelect,
  wmsProductSnapshot,
} from '@/lib/domain/wms/setup/serializers';
import { archivedWhere } from '@/lib/domain/wms/setup/archived-filter';
import { notFound } from '@/lib/errors';

// Warehouse products (the Wms product entity): what the warehouse counts, with a
// barcode unique in the enterprise. A product with stock cannot go (wmsProduct.inUse); one
// that history or the catalogue refers to is archived (archived_at) instead of deleted.

const SORT_COLUMN: Record<WmsProductSortField, keyof Prisma.WmsProductOrderByWithRelationInput> = {
  name: 'name',
  sku: 'sku',
  barcode: 'barcode',
  threshold: 'threshold',
  created_at: 'createdAt',
};

/** The same orders for the search's hand-written SQL. */
const SORT_SQL: Record<WmsProductSortField, Prisma.Sql> = {
  name: Prisma.sql`p.name`,
  sku: Prisma.sql`p.sku`,
  barcode: Prisma.sql`p.barcode`,
  threshold: Prisma.sql`p.threshold`,
  created_at: Prisma.sql`p.created_at`,
};

type WmsProductFilters = Pick<WmsProductListQuery, 'q' | 'partner_id' | 'archived'>;

/** The filters but the text, for Prisma (the list and export without a search). */
function wmsProductWhere(query: WmsProductFilters): Prisma.WmsProductWhereInput {
  const { live } = archivedWhere(query.archived);
  return {
    ...(live === undefined ? {} : { archivedAt: live ? null : { not: null } }),
    ...(query.partner_id ? { partnerId: query.partner_id } : {}),
  };
}

/**
 * The filters with the text (the one product search of product-search.ts: name words, SKU
 * or barcode prefix, any case), in SQL on `p`; null without a text.
 */
function wmsProductSearchWhere(enterpriseId: number, query: WmsProductFilters): Prisma.Sql | null {
  const search = productSearchSql(query.q, { alias: 'p', sku: 'sku', enterpriseId });
  if (!search) return null;
  const parts = [Prisma.sql`p.enterprise_id = ${enterpriseId}`, search];
  const { live } = archivedWhere(query.archived);
  if (live !== undefined)
    parts.push(live ? Prisma.sql`p.archived_at IS NULL` : Prisma.sql`p.archived_at IS NOT NULL`);
  if (query.partner_id) parts.push(Prisma.sql`p.partner_id = ${query.partner_id}`);
  return and(parts);
}

/** The rows of these ids, in the order of the ids. */
async function wmsProductsByIds(db: TenantDb, ids: number[]): Promise<WmsProductDto[]> {
  if (ids.length === 0) return [];
  const rows = await db.wmsProduct.findMany({
    where: { id: { in: ids } },
    select: wmsProductSelect,
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toWmsProduct(row)] : [];
  });
}

/**
 * One page of warehouse products. With a text and no sort asked for, the best matches
 * come first (the SKU or barcode typed whole, then those starting with it, then by SKU):
 * the stock forms' picker adds the top one on Enter, and a scanned code's product must be
 * among the few rows the scan looks at.
 */
export async function listWmsProducts(
  db: TenantDb,
  enterpriseId: number,
  query: WmsProductListQuery,
): Promise<{ rows: WmsProductDto[]; total: number }> {
  const sort = parseSort(query.sort, '-created_at');
  const dir = sort.desc ? ('desc' as const) : ('asc' as const);
  const searchWhere = wmsProductSearchWhere(enterpriseId, query);
  if (!searchWhere) {
    const where = wmsProductWhere(query);
    const { rows, total } = await findPage(query, {
      rows: (window) =>
        db.wmsProduct.findMany({
          where,
          select: wmsProductSelect,
          orderBy: [{ [SORT_COLUMN[sort.field]]: dir }, { id: dir }],
          ...window,
        }),
      total: () => db.wmsProduct.count({ where }),
    });
    return { rows: rows.map(toWmsProduct), total };
  }
  const sqlDir = Prisma.raw(dir);
  const rank = productMatchRankSql(query.q ?? '', { alias: 'p', sku: 'sku' });
  const order = query.sort
    ? Prisma.sql`${SORT_SQL[sort.field]} ${sqlDir}, p.id ${sqlDir}`
    : Prisma.sql`${rank.exact} DESC, ${rank.starts} DESC, p.sku ASC, p.id ASC`;
  const { rows: ids, total } = await findPage(query, {
    rows: ({ skip, take }) =>
      sqlRunner(db).rows<{
        id: number;
      }>(Prisma.sql`SELECT p.id FROM wms_products p WHERE ${searchWhere}
                  ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`),
    total: async () =>
      (
        await sqlRunner(db).rows<{ total: number }>(
          Prisma.sql`SELECT count(*)::int AS total FROM wms_products p WHERE ${searchWhere}`,
        )
      )[0]?.total ?? 0,
  });
  return {
    rows: await wmsProductsByIds(
      db,
      ids.map((r) => r.id),
    ),
    total,
  };
}

/** Every warehouse product the list's filters match (no paging), in id order, for the export. */
export async function* iterateWmsProducts(
  db: TenantDb,
  enterpriseId: number,
  filters: WmsProductFilters,
): AsyncIterable<WmsProductDto> {
  const searchWhere = wmsProductSearchWhere(enterpriseId, filters);
  if (searchWhere) {
    const found = keysetRows(async (after, take) => {
      const ids = await sqlRunner(db).rows<{
        id: number;
      }>(Prisma.sql`SELECT p.id FROM wms_products p
                    WHERE ${searchWhere} AND p.id > ${after === undefined ? 0 : Number(after)}
                    ORDER BY p.id LIMIT ${take}`);
      return wmsProductsByIds(
        db,
        ids.map((r) => r.id),
      );
    });
    for await (const row of found) yield row;
    return;
  }
  const where = wmsProductWhere(filters);
  const rows = keysetRows((after, take) =>
    db.wmsProduct.findMany({
      where: after === undefined ? where : { AND: [where, { id: { gt: Number(after) } }] },
      select: wmsProductSelect,
      orderBy: { id: 'asc' },
      take,
    }),
  );
  for await (const row of rows) yield toWmsProduct(row);
}

async function findWmsProduct(db: TenantDb, id: number) {
  const product = await db.wmsProduct.findFirst({ where: { id }, select: wmsProductSelect });
  if (!product) throw notFound('warehouse product', id);
  return product;
}

/** Units of the product over every storage. */
async function totalBalance(db: TenantDb, wmsProductId: number): Promise<number> {
  const sum = await db.inventoryBalance.aggregate({
    where: { wmsProductId },
    _sum: { balance: true },
  });
  return sum._sum.balance ?? 0;
}

export async function getWmsProduct(db: TenantDb, id: number): Promise<WmsProductDetailDto> {
  const product = await findWmsProduct(db, id);
  return toWmsProductDetail(product, await totalBalance(db, id));
}

async function assertBarcodeFree(db: TenantDb, barcode: string, exceptId?: number) {
  const clash = await db.wmsProduct.findFirst({
    where: { barcode, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw new AppError('wmsProduct.duplicateBarcode');
}

/** A partner of another enterprise is not found, like one that does not exist. */
async function assertPartner(db: TenantDb, partnerId: number | null | undefined) {
  if (!partnerId) return;
  const partner = await db.partner.findFirst({ where: { id: partnerId }, select: { id: true } });
  if (!partner) throw notFound('partner', partnerId);
}

/**
 * A unique violation is the barcode taken by a request at the same moment; a foreign key
 * violation is the partner deleted at the same moment.
 */
async function mappingWriteErrors<T>(partnerId: number | null | undefined, fn: () => Promise<T>) {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('wmsProduct.duplicateBarcode');
    if ((error as { code?: unknown } | null)?.code === 'P2003' && partnerId)
      throw notFound('partner', partnerId);
    throw error;
  }
}

const productData = (input: UpdateWmsProductInput) => ({
  name: input.name,
  sku: input.sku,
  barcode: input.barcode,
  unitName: input.unit_name,
  width: input.width,
  height: input.height,
  depth: input.depth,
  weight: input.weight,
  partnerId: input.partner_id,
  threshold: input.threshold,
});

export async function createWmsProduct(
  db: TenantDb,
  actor: Actor,
  input: CreateWmsProductInput,
  requestId?: string,
): Promise<WmsProductDetailDto> {
  await assertPartner(db, input.partner_id);
  await assertBarcodeFree(db, input.barcode);
  return mappingWriteErrors(input.partner_id, () =>
    inTransaction(db, async (tx) => {
      const created = await tx.wmsProduct.create({
        data: {
          enterpriseId: actor.enterpriseId,
          ...productData(input),
          name: input.name,
          sku: input.sku,
          barcode: input.barcode,
        },
        select: wmsProductSelect,
      });
      await recordAudit(tx, actor, {
        action: 'wmsProduct.create',
        entity: 'wmsProduct',
        entityId: created.id,
        after: wmsProductSnapshot(created),
        requestId,
      });
      return toWmsProductDetail(created, 0);
    }),
  );
}

/** Locks the product row (FOR UPDATE): stock movements that write ledger rows for it wait. */
async function lockWmsProduct(tx: TenantDb, enterpriseId: number, id: number): Promise<void> {
  const rows = await tx.$queryRaw<Array<{ id: number }>>`
    SELECT id FROM wms_products WHERE id = ${id} AND enterprise_id = ${enterpriseId} FOR UPDATE`;
  if (rows.length === 0) throw notFound('warehouse product', id);
}

async function hasStock(tx: TenantDb, wmsProductId: number): Promise<boolean> {
  const row = await tx.inventoryBalance.findFirst({
    where: { wmsProductId, balance: { gt: 0 } },
    select: { id: true },
  });
  return Boolean(row);
}

export async function updateWmsProduct(
  db: TenantDb,
  actor: Actor,
  id: number,
  input: UpdateWmsProductInput,
  requestId?: string,
): Promise<WmsProductDetailDto> {
  const before = await findWmsProduct(db, id);
  await assertPartner(db, input.partner_id);
  if (input.barcode !== undefined && input.barcode !== before.barcode)
    await assertBarcodeFree(db, input.barcode, id);
  return mappingWriteErrors(input.partner_id, () =>
    inTransaction(db, async (tx) => {
      let archivedAt: Date | null | undefined;
      if (input.archived === true && !before.archivedAt) {
        await lockWmsProduct(tx, actor.enterpriseId, id);
        if (await hasStock(tx, id)) throw new AppError('wmsProduct.inUse');
        archivedAt = new Date();
      } else if (input.archived === false && before.archivedAt) {
        archivedAt = null;
      }
      const after = await tx.wmsProduct.update({
        where: { id },
        data: { ...productData(input), archivedAt },
        select: wmsProductSelect,
      });
      await recordAudit(tx, actor, {
        action: 'wmsProduct.update',
        entity: 'wmsProduct',
        entityId: id,
        before: wmsProductSnapshot(before),
        after: wmsProductSnapshot(after),
        requestId,
      });
      return toWmsProductDetail(after, await totalBalance(tx, id));
    }),
  );
}

/** Does a ledger row, a sellable product, an order, packing, return, PO or promotion name it? */
async function isReferenced(tx: TenantDb, wmsProductId: number): Promise<boolean> {
  const where = { wmsProductId };
  const select = { id: true } as const;
  const checks = [
    () => tx.inventoryLedger.findFirst({ where, select }),
    () => tx.product.findFirst({ where, select }),
    () => tx.orderItem.findFirst({ where, select }),
    () => tx.packingLine.findFirst({ where, select }),
    () => tx.returnLine.findFirst({ where, select }),
    () => tx.purchaseOrderLine.findFirst({ where, select }),
    () => tx.pickupProfileItem.findFirst({ where, select }),
  ];
  for (const check of checks) if (await check()) return true;
  return false;
}

/**
 * Deletes a warehouse product: refused while any storage holds it (wmsProduct.inUse);
 * archived when history or a sellable product refers to it; otherwise removed with its
 * empty balance rows.
 */
export async function deleteWmsProduct(
  db: TenantDb,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<DeleteResult> {
  return inTransaction(db, async (tx) => {
    await lockWmsProduct(tx, actor.enterpriseId, id);
    const before = await findWmsProduct(tx, id);
    if (await hasStock(tx, id)) throw new AppError('wmsProduct.inUse');
    if (await isReferenced(tx, id)) {
      if (!before.archivedAt) {
        const after = await tx.wmsProduct.update({
          where: { id },
          data: { archivedAt: new Date() },
          select: wmsProductSelect,
        });
        await recordAudit(tx, actor, {
          action: 'wmsProduct.archive',
          entity: 'wmsProduct',
          entityId: id,
          before: wmsProductSnapshot(before),
          after: wmsProductSnapshot(after),
          requestId,
        });
      }
      return { id, archived: true };
    }
    await tx.inventoryBalance.deleteMany({ where: { wmsProductId: id } });
    await tx.wmsProduct.delete({ where: { id } });
    await recordAudit(tx, actor, {
      action: 'wmsProduct.delete',
      entity: 'wmsProduct',
      entityId: id,
      before: wmsProductSnapshot(before),
      requestId,
    });
    return { id, archived: false };
  });
}
