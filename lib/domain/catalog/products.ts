import { fileUrl } from '@/lib/storage/file-field';
import type { Actor } from '@/lib/auth/actor';
import { levelOf, LEVEL } from '@/lib/auth/permissions';
import {
  inTransaction,
  type TenantDb,
  and,
  escapeLike,
  isForeignKeyViolation,
  isUniqueViolation,
} from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { pageWindow, parseSort } from '@/lib/domain/shared/list-query';
import { recordAudit } from '@/lib/domain/audit/service';
import type {
  CreateProductInput,
  ProductListQuery,
  ProductLookupQuery,
  ProductLookupRow,
  ProductRow,
  ProductSortField,
  UpdateProductInput,
} from '@/lib/domain/catalog/schemas';
import {
  productAuditSnapshot,
  productSelect,
  toProduct,
  toProductFromSql,
  type ProductSqlRow,
} from '@/lib/domain/catalog/serializers';
import { productMatchRankSql, productSearchSql } from '@/lib/domain/catalog/product-search';

// The Products calls. pn is the SKU: unique per enterprise in any case
// (an advisory lock per SKU serialises two creates of "abc" and "ABC"; the unique index
// on (enterprise_id, pn) settles exact races).
//
// Search. The list and the lookup are hand-written SQL so that their text search (the one
// product search of product-search.ts: name words, SKU or barcode prefix) goes through
// the trigram indexes products_pn_trgm and products_name_trgm and the barcode's pattern
// b-tree, and so that `npm run bench` can send the very same SQL straight through pg as
// its reference. The trigram indexes are built with fastupdate = off (migration
// master_data): with a GIN pending list the planner costs an index scan dearer after each
// batch of inserts and switches to reading every product (about 90 ms for 50,000 Thai
// names against 1-5 ms through the index). A search collects the candidates by text alone
// (a BitmapOr of the trigram and barcode indexes), then filters them by enterprise and the
// list's filters, counts them and sorts one page, all in one statement.

const SORT_COLUMN: Record<ProductSortField, Prisma.Sql> = {
  pn: Prisma.raw('pn'),
  name: Prisma.raw('name'),
  price: Prisma.raw('price'),
  created_at: Prisma.raw('created_at'),
};

/** The list's filters but the text, on the rows of `alias`. */
export function filterParts(
  alias: 'p' | 'm',
  enterpriseId: number,
  query: ProductListQuery,
): Prisma.Sql[] {
  const a = Prisma.raw(alias);
  const parts: Prisma.Sql[] = [Prisma.sql`${a}.enterprise_id = ${enterpriseId}`];
  if (query.active === 'true') parts.push(Prisma.sql`${a}.active`);
  if (query.active === 'false') parts.push(Prisma.sql`NOT ${a}.active`);
  if (query.category_id) parts.push(Prisma.sql`${a}.category_id = ${query.category_id}`);
  if (query.has_wms_product === 'true') parts.push(Prisma.sql`${a}.wms_product_id IS NOT NULL`);
  if (query.has_wms_product === 'false') parts.push(Prisma.sql`${a}.wms_product_id IS NULL`);
  if (query.tag) parts.push(Prisma.sql`${a}.tags @> ARRAY[${query.tag}]::text[]`);
  return parts;
}

export const PRODUCT_COLUMNS = Prisma.sql`
  p.id, p.pn, p.name, p.category_id, c.name AS category_name, p.image_key,
  p.price::text AS price, p.tags, p.barcode, p.width::text AS width,
  p.height::text AS height, p.depth::text AS depth, p.weight, p.unit_name,
  p.wms_product_id, w.name AS wms_name, w.sku AS wms_sku, w.barcode AS wms_barcode,
  p.active, p.archived_at, p.created_at, p.updated_at`;

/**
 * The SQL of a list page: without a text, `rows` and `count` (the planner's own choice:
 * the (enterprise_id, created_at, id) index for the default order); with a text, one
 * `search` statement answering the page's rows, each with the `total` (one row of nulls
 * but the total when the page is empty).
 */
export type ProductListSql =
  { kind: 'plain'; rows: Prisma.Sql; count: Prisma.Sql } | { kind: 'search'; search: Prisma.Sql };

export function productListSql(enterpriseId: number, query: ProductListQuery): ProductListSql {
  const sort = parseSort(query.sort, '-created_at');
  const dir = sort.desc ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  const column = SORT_COLUMN[sort.field];
  const { skip, take } = pageWindow(query);
  const search = productSearchSql(query.q, { alias: 'p', sku: 'pn', enterpriseId });
  if (!search) {
    const where = and(filterParts('p', enterpriseId, query));
    return {
      kind: 'plain',
      rows: Prisma.sql`
        SELECT ${PRODUCT_COLUMNS}
          FROM products p
          LEFT JOIN product_categories c ON c.id = p.category_id
          LEFT JOIN wms_products w ON w.id = p.wms_product_id
         WHERE ${where}
         ORDER BY p.${column} ${dir}, p.id ${dir}
         LIMIT ${take} OFFSET ${skip}`,
      count: Prisma.sql`SELECT count(*)::int AS total FROM products p WHERE ${where}`,
    };
  }
  return {
    kind: 'search',
    search: Prisma.sql`
      WITH m AS MATERIALIZED (
        SELECT p.id, p.enterprise_id, p.active, p.category_id, p.wms_product_id,
               ${query.tag ? Prisma.sql`p.tags,` : Prisma.empty} p.${column} AS sort_key
          FROM products p
         WHERE ${search}
      ), f AS (
        SELECT m.id, m.sort_key FROM m WHERE ${and(filterParts('m', enterpriseId, query))}
      ), page AS (
        SELECT f.id, f.sort_key FROM f ORDER BY f.sort_key ${dir}, f.id ${dir}
         LIMIT ${take} OFFSET ${skip}
      )
      SELECT t.total, r.*
        FROM (SELECT count(*)::int AS total FROM f) t
        LEFT JOIN LATERAL (
          SELECT ${PRODUCT_COLUMNS}, page.sort_key
            FROM page
            JOIN products p ON p.id = page.id
            LEFT JOIN product_categories c ON c.id = p.category_id
            LEFT JOIN wms_products w ON w.id = p.wms_product_id
        ) r ON TRUE
       ORDER BY r.sort_key ${dir}, r.id ${dir}`,
  };
}

/** GET /api/v1/products: one page and its total. */
export async function listProducts(
  db: TenantDb,
  enterpriseId: number,
  query: ProductListQuery,
): Promise<{ rows: ProductRow[]; total: number }> {
  const sql = productListSql(enterpriseId, query);
  if (sql.kind === 'plain') {
    const [rows, count] = await Promise.all([
      db.$queryRaw<ProductSqlRow[]>(sql.rows),
      db.$queryRaw<Array<{ total: number }>>(sql.count),
    ]);
    return { rows: rows.map(toProductFromSql), total: count[0]?.total ?? 0 };
  }
  const found = await db.$queryRaw<Array<ProductSqlRow & { total: number; id: number | null }>>(
    sql.search,
  );
  return {
    rows: found.filter((r) => r.id !== null).map(toProductFromSql),
    total: found[0]?.total ?? 0,
  };
}

/**
 * The lookup statement of GET /api/v1/productssku, exported for the benchmark. Candidates:
 * the products the text matches (product-search.ts: name words, SKU or barcode prefix),
 * or whose warehouse product has the text for its barcode (what a scanner reads off the
 * unit); exact matches first, then SKUs or barcodes starting with the text, then by SKU.
 */
export function productLookupSql(enterpriseId: number, query: ProductLookupQuery): Prisma.Sql {
  const q = query.q;
  const search = productSearchSql(q, { alias: 'p', sku: 'pn', enterpriseId }) ?? Prisma.sql`FALSE`;
  const rank = productMatchRankSql(q, { alias: 'm', sku: 'pn' });
  // The warehouse products with this barcode (at most one): evaluated once, as an array.
  const scanned = Prisma.sql`ARRAY(SELECT x.id FROM wms_products x
                                    WHERE x.enterprise_id = ${enterpriseId} AND x.barcode = ${q})`;
  return Prisma.sql`
    WITH m AS MATERIALIZED (
      SELECT p.id, p.enterprise_id, p.active, p.pn, p.barcode, p.wms_product_id
        FROM products p
       WHERE ${search} OR p.wms_product_id = ANY (${scanned})
    ), top AS (
      SELECT m.id, m.pn,
             (${rank.exact} OR COALESCE(m.wms_product_id = ANY (${scanned}), FALSE)) AS exact,
             ${rank.starts} AS starts
        FROM m
       WHERE m.enterprise_id = ${enterpriseId} AND m.active
       ORDER BY exact DESC, starts DESC, m.pn ASC, m.id ASC
       LIMIT ${query.limit}
    )
    SELECT p.id, p.pn, p.name, p.barcode, p.price::text AS price, p.unit_name, p.image_key,
           p.wms_product_id, top.exact
      FROM top JOIN products p ON p.id = top.id
     ORDER BY top.exact DESC, top.starts DESC, top.pn ASC, top.id ASC`;
}

/** GET /api/v1/productssku: at most 20 products on sale, exact SKU/barcode matches first. */
export async function lookupProducts(
  db: TenantDb,
  enterpriseId: number,
  query: ProductLookupQuery,
): Promise<ProductLookupRow[]> {
  const rows = await db.$queryRaw<
    Array<{
      id: number;
      pn: string;
      name: string;
      barcode: string | null;
      price: string;
      unit_name: string | null;
      image_key: string | null;
      wms_product_id: number | null;
      exact: boolean;
    }>
  >(productLookupSql(enterpriseId, query));
  return rows.map((r) => ({
    id: r.id,
    pn: r.pn,
    name: r.name,
    barcode: r.barcode,
    price: r.price,
    unit_name: r.unit_name,
    image_url: fileUrl(r.image_key),
    wms_product_id: r.wms_product_id,
    exact: Boolean(r.exact),
  }));
}

async function findProduct(db: TenantDb, id: number) {
  const product = await db.product.findFirst({ where: { id }, select: productSelect });
  if (!product) throw new AppError('common.notFound', `product ${id}`);
  return product;
}

/** GET /api/v1/products/{id} */
export async function getProduct(db: TenantDb, id: number): Promise<ProductRow> {
  return toProduct(await findProduct(db, id));
}

/**
 * An image is a key from POST /api/v1/files, which puts every upload under
 * `<enterpriseId>/`: a key of another enterprise is refused (it would never be served).
 */
function assertOwnImage(enterpriseId: number, key: string | null | undefined): void {
  if (key && !key.startsWith(`${enterpriseId}/`))
    throw new AppError('common.invalidParameter', 'body.image_key: not a file of your enterprise');
}

/** The category and the warehouse product must be rows of the actor's enterprise: else 404. */
async function assertRefs(
  db: TenantDb,
  input: { category_id?: number | null; wms_product_id?: number | null },
): Promise<void> {
  const [category, wmsProduct] = await Promise.all([
    input.category_id
      ? db.productCategory.findFirst({ where: { id: input.category_id }, select: { id: true } })
      : true,
    input.wms_product_id
      ? db.wmsProduct.findFirst({ where: { id: input.wms_product_id }, select: { id: true } })
      : true,
  ]);
  if (!category) throw new AppError('common.notFound', `category ${input.category_id}`);
  if (!wmsProduct)
    throw new AppError('common.notFound', `warehouse product ${input.wms_product_id}`);
}

/**
 * Holds the SKU for the rest of the transaction (another create or rename of the same
 * SKU, in any case, waits here), then checks that no other product has it.
 */
export async function claimSku(
  tx: TenantDb,
  enterpriseId: number,
  pn: string,
  exceptId?: number,
): Promise<void> {
  const lockKey = `product-sku:${enterpriseId}:${pn.toLowerCase()}`;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`;
  // ILIKE on the escaped SKU lets the trigram index find it; lower() = lower() is the rule.
  const clash = await tx.$queryRaw<Array<{ id: number }>>`
    SELECT id FROM products
     WHERE enterprise_id = ${enterpriseId}
       AND pn ILIKE ${escapeLike(pn)} AND lower(pn) = lower(${pn})
       AND id <> ${exceptId ?? 0}
     LIMIT 1`;
  if (clash.length > 0) throw new AppError('product.duplicateSku', pn);
}

/**
 * A product made with a generated SKU marks that random SKU used, in the caller's
 * transaction. Generated SKUs are upper-case ASCII, so other SKUs never match.
 */
async function markRandomSkuUsed(
  tx: TenantDb,
  productId: number,
  pn: string,
): Promise<number | null> {
  if (!/^[\x21-\x7e]+$/.test(pn)) return null;
  const sku = pn.toUpperCase();
  const found = await tx.randomSku.findFirst({
    where: { sku, usedAt: null },
    select: { id: true },
  });
  if (!found) return null;
  const done = await tx.randomSku.updateMany({
    where: { id: found.id, usedAt: null },
    data: { usedByProductId: productId, usedAt: new Date() },
  });
  return done.count === 1 ? found.id : null;
}

/**
 * Runs a write and turns a unique violation on products (a race past claimSku) into 409,
 * and a reference deleted meanwhile into 404.
 */
async function mappingDuplicate<T>(pn: string | undefined, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('product.duplicateSku', pn ?? '');
    // The category or warehouse product was deleted between the check and the write.
    if (isForeignKeyViolation(error))
      throw new AppError('common.notFound', 'category or warehouse product');
    throw error;
  }
}

const sizeData = (v: number | null | undefined) =>
  v === undefined ? undefined : v === null ? null : new Prisma.Decimal(v.toFixed(2));

/** POST /api/v1/products */
export async function createProduct(
  db: TenantDb,
  actor: Actor,
  input: CreateProductInput,
  requestId?: string,
): Promise<ProductRow> {
  assertOwnImage(actor.enterpriseId, input.image_key);
  await assertRefs(db, input);
  return mappingDuplicate(input.pn, () =>
    inTransaction(db, async (tx) => {
      await claimSku(tx, actor.enterpriseId, input.pn);
      const created = await tx.product.create({
        data: {
          enterpriseId: actor.enterpriseId,
          pn: input.pn,
          name: input.name,
          categoryId: input.category_id ?? null,
          imageKey: input.image_key ?? null,
          price: input.price,
          tags: input.tags,
          barcode: input.barcode ?? null,
          width: sizeData(input.width) ?? null,
          height: sizeData(input.height) ?? null,
          depth: sizeData(input.depth) ?? null,
          weight: input.weight ?? null,
          unitName: input.unit_name ?? null,
          wmsProductId: input.wms_product_id ?? null,
        },
        select: productSelect,
      });
      const randomSkuId = await markRandomSkuUsed(tx, created.id, created.pn);
      const product = toProduct(created);
      await recordAudit(tx, actor, {
        action: 'product.create',
        entity: 'product',
        entityId: created.id,
        after: { ...productAuditSnapshot(product), random_sku_id: randomSkuId },
        requestId,
      });
      return product;
    }),
  );
}

/**
 * PUT /api/v1/products/{id}: fields left out stay. `active: false` archives the product
 * (hidden from the default list and the pickers, kept for the orders that name it),
 * `active: true` brings it back; either needs product level 3.
 */
export async function updateProduct(
  db: TenantDb,
  actor: Actor,
  id: number,
  input: UpdateProductInput,
  requestId?: string,
): Promise<ProductRow> {
  const before = toProduct(await findProduct(db, id));
  const archiving = input.active !== undefined && input.active !== before.active;
  if (archiving && levelOf(actor, 'product') < LEVEL.manage)
    throw new AppError('common.accessDenied', 'archiving a product needs product level 3');
  assertOwnImage(actor.enterpriseId, input.image_key);
  await assertRefs(db, input);
  const renamed = input.pn !== undefined && input.pn !== before.pn;
  return mappingDuplicate(input.pn, () =>
    inTransaction(db, async (tx) => {
      if (renamed) await claimSku(tx, actor.enterpriseId, input.pn!, id);
      const updated = await tx.product.update({
        where: { id },
        data: {
          pn: input.pn,
          name: input.name,
          categoryId: input.category_id,
          imageKey: input.image_key,
          price: input.price,
          tags: input.tags,
          barcode: input.barcode,
          width: sizeData(input.width),
          height: sizeData(input.height),
          depth: sizeData(input.depth),
          weight: input.weight,
          unitName: input.unit_name,
          wmsProductId: input.wms_product_id,
          ...(archiving
            ? { active: input.active, archivedAt: input.active ? null : new Date() }
            : {}),
        },
        select: productSelect,
      });
      const randomSkuId = renamed ? await markRandomSkuUsed(tx, id, updated.pn) : null;
      const after = toProduct(updated);
      await recordAudit(tx, actor, {
        action: archiving
          ? input.active
            ? 'product.restore'
            : 'product.archive'
          : 'product.update',
        entity: 'product',
        entityId: id,
        before: productAuditSnapshot(before),
        after: {
          ...productAuditSnapshot(after),
          ...(randomSkuId ? { random_sku_id: randomSkuId } : {}),
        },
        requestId,
      });
      return after;
    }),
  );
}

/**
 * DELETE /api/v1/products/{id}: refused with `product.inUse` while an order line names
 * the product (archive it instead). Platform listings mapped to it become unmapped.
 */
export async function deleteProduct(
  db: TenantDb,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<void> {
  const before = toProduct(await findProduct(db, id));
  const lines = await db.orderItem.count({ where: { productId: id } });
  if (lines > 0) throw new AppError('product.inUse', `${lines} order line(s)`);
  try {
    await inTransaction(db, async (tx) => {
      await tx.platformProduct.updateMany({
        where: { productId: id },
        data: { productId: null, mappingStatus: 2 },
      });
      await tx.product.delete({ where: { id } });
      await recordAudit(tx, actor, {
        action: 'product.delete',
        entity: 'product',
        entityId: id,
        before: productAuditSnapshot(before),
        requestId,
      });
    });
  } catch (error) {
    // An order line written between the check and the delete.
    if (isForeignKeyViolation(error)) throw new AppError('product.inUse', 'order lines');
    throw error;
  }
}
