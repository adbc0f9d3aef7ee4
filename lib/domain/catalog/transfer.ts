import { z } from 'zod';
import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb, and, isUniqueViolation } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { keysetRows, type ExportColumn } from '@/lib/export';
import { messageText } from '@/lib/export/text';
import { AppError } from '@/lib/errors';
import {
  chunk,
  IMPORT_TRANSACTION_OPTIONS,
  runImport,
  type ImportColumn,
  type ImportResult,
  type ImportRowError,
} from '@/lib/import';
import { recordAudit } from '@/lib/domain/audit/service';
import { filterParts, PRODUCT_COLUMNS } from '@/lib/domain/catalog/products';
import { productSearchSql } from '@/lib/domain/catalog/product-search';
import {
  barcodeInput,
  moneyInput,
  skuInput,
  type ProductListQuery,
  type ProductRow,
} from '@/lib/domain/catalog/schemas';
import { toProductFromSql, type ProductSqlRow } from '@/lib/domain/catalog/serializers';

// Export of the product list (CSV/XLSX, streamed) and import of products from a file
// (all or nothing): GET /api/v1/products/export, POST /api/v1/products/import,
// GET /api/v1/products/import/template. The export's headers are names the import reads,
// so an exported file can be edited and imported into another shop.

// ---------------------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------------------

export type ProductExportFilters = Omit<ProductListQuery, 'page' | 'limit' | 'sort'>;

/** The products the list's filters match, in id order, a batch at a time (no OFFSET). */
export async function* iterateProducts(
  db: TenantDb,
  enterpriseId: number,
  filters: ProductExportFilters,
): AsyncIterable<ProductRow> {
  const parts = filterParts('p', enterpriseId, { ...filters, page: 1, limit: 1 });
  const search = productSearchSql(filters.q, { alias: 'p', sku: 'pn', enterpriseId });
  if (search) parts.push(search);
  const rows = keysetRows(
    (after, take) =>
      db.$queryRaw<ProductSqlRow[]>`
      SELECT ${PRODUCT_COLUMNS}
        FROM products p
        LEFT JOIN product_categories c ON c.id = p.category_id
        LEFT JOIN wms_products w ON w.id = p.wms_product_id
       WHERE ${and([...parts, ...(after === undefined ? [] : [Prisma.sql`p.id > ${Number(after)}`])])}
       ORDER BY p.id
       LIMIT ${take}`,
  );
  for await (const row of rows) yield toProductFromSql(row);
}

const label = (key: string) => [messageText('th', key), messageText('en', key)];

/** The import's columns: the Thai label heads the template; English labels and aliases read too. */
export const PRODUCT_IMPORT_COLUMNS: ImportColumn[] = [
  { key: 'pn', headers: [...label('products.fields.pn'), 'รหัสสินค้า', 'SKU', 'pn'] },
  { key: 'name', headers: [...label('products.fields.name'), 'ชื่อ', 'Product name'] },
  { key: 'price', headers: [...label('products.fields.price'), 'ราคา', 'Price'] },
  { key: 'category', headers: [...label('products.fields.category')] },
  { key: 'tags', headers: [...label('products.fields.tags')] },
  { key: 'barcode', headers: [...label('products.fields.barcode')] },
  { key: 'unit_name', headers: [...label('products.fields.unitName'), 'หน่วย'] },
  { key: 'width', headers: [...label('products.fields.width'), 'กว้าง', 'Width'] },
  { key: 'height', headers: [...label('products.fields.height'), 'สูง', 'Height'] },
  { key: 'depth', headers: [...label('products.fields.depth'), 'ลึก', 'Depth'] },
  { key: 'weight', headers: [...label('products.fields.weight'), 'น้ำหนัก', 'Weight'] },
  {
    key: 'wms_barcode',
    headers: [...label('products.import.wmsBarcode'), 'Warehouse product barcode'],
  },
];

/** The columns of the export, headed in the actor's language. */
export function productExportColumns(locale: string): ExportColumn<ProductRow>[] {
  const t = (key: string) => messageText(locale, key);
  return [
    { header: t('export.columns.id'), value: (r) => r.id, width: 8 },
    { header: t('products.fields.pn'), value: (r) => r.pn, width: 16 },
    { header: t('products.fields.name'), value: (r) => r.name, width: 36 },
    { header: t('products.fields.price'), value: (r) => r.price, width: 12 },
    { header: t('products.fields.category'), value: (r) => r.category_name, width: 18 },
    { header: t('products.fields.tags'), value: (r) => r.tags.join(', '), width: 18 },
    { header: t('products.fields.barcode'), value: (r) => r.barcode, width: 16 },
    { header: t('products.fields.unitName'), value: (r) => r.unit_name, width: 8 },
    { header: t('products.fields.width'), value: (r) => r.width },
    { header: t('products.fields.height'), value: (r) => r.height },
    { header: t('products.fields.depth'), value: (r) => r.depth },
    { header: t('products.fields.weight'), value: (r) => r.weight },
    { header: t('products.import.wmsBarcode'), value: (r) => r.wms_product?.barcode, width: 16 },
    { header: t('products.fields.wmsProduct'), value: (r) => r.wms_product?.name, width: 28 },
    {
      header: t('products.fields.status'),
      value: (r) => t(r.active ? 'products.status.active' : 'products.status.archived'),
    },
    { header: t('export.columns.createdAt'), value: (r) => new Date(r.created_at), width: 20 },
  ];
}

// ---------------------------------------------------------------------------------------
// Import
// ---------------------------------------------------------------------------------------

/** One row of the file, checked with the API's own rules; messages in the actor's language. */
export function productImportRow(locale: string) {
  const t = (key: string) => messageText(locale, key);
  const rule = (schema: z.ZodType, key: string) =>
    z.string().transform((value, ctx) => {
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: t(`products.validation.${key}`) });
        return z.NEVER;
      }
      return parsed.data as string | null;
    });
  const size = rule(
    z
      .string()
      .trim()
      .regex(/^\d{1,8}(\.\d{1,2})?$/),
    'sizeRule',
  );
  return z.object({
    pn: rule(skuInput, 'skuRule').pipe(z.string()),
    name: z.string().trim().min(1).max(300),
    price: rule(moneyInput, 'priceRule').optional(),
    category: z.string().trim().max(100).optional(),
    tags: z
      .string()
      .transform((s) => [
        ...new Set(
          s
            .split(/[,，]/)
            .map((x) => x.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(z.string().max(50)).max(20))
      .optional(),
    barcode: rule(barcodeInput, 'barcodeRule').optional(),
    unit_name: z.string().trim().max(50).optional(),
    width: size.optional(),
    height: size.optional(),
    depth: size.optional(),
    weight: rule(
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/),
      'weightRule',
    ).optional(),
    wms_barcode: z.string().trim().max(60).optional(),
  });
}
export type ProductImportRow = z.output<ReturnType<typeof productImportRow>>;

/** Lower-cased SKUs of the enterprise among these (any case). */
async function takenSkus(db: TenantDb, enterpriseId: number, skus: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const part of chunk(skus, 1000)) {
    const lowered = part.map((s) => s.toLowerCase());
    const found = await db.$queryRaw<Array<{ pn: string }>>`
      SELECT pn FROM products
       WHERE enterprise_id = ${enterpriseId} AND lower(pn) = ANY(${lowered}::text[])`;
    for (const f of found) taken.add(f.pn.toLowerCase());
  }
  return taken;
}

/** Warehouse products of the enterprise by barcode. */
async function wmsByBarcode(db: TenantDb, barcodes: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const part of chunk([...new Set(barcodes)], 1000)) {
    const found = await db.wmsProduct.findMany({
      where: { barcode: { in: part } },
      select: { id: true, barcode: true },
    });
    for (const f of found) out.set(f.barcode, f.id);
  }
  return out;
}

/** SKUs twice in the file (any case) or already a product's; warehouse barcodes unknown. */
async function checkProductRows(
  db: TenantDb,
  actor: Actor,
  rows: Array<{ line: number; value: ProductImportRow }>,
): Promise<ImportRowError[]> {
  const t = (key: string, params?: Record<string, string | number>) =>
    messageText(actor.locale, key, params);
  const errors: ImportRowError[] = [];
  const firstLine = new Map<string, number>();
  for (const { line, value } of rows) {
    const key = value.pn.toLowerCase();
    const seen = firstLine.get(key);
    if (seen !== undefined)
      errors.push({
        line,
        column: 'pn',
        message: t('products.import.duplicateInFile', { line: seen }),
      });
    else firstLine.set(key, line);
  }
  const taken = await takenSkus(db, actor.enterpriseId, [...firstLine.keys()]);
  const wanted = rows.flatMap((r) => (r.value.wms_barcode ? [r.value.wms_barcode] : []));
  const wms = await wmsByBarcode(db, wanted);
  for (const { line, value } of rows) {
    if (taken.has(value.pn.toLowerCase()) && firstLine.get(value.pn.toLowerCase()) === line)
      errors.push({ line, column: 'pn', message: t('errors.product.duplicateSku') });
    if (value.wms_barcode && !wms.has(value.wms_barcode))
      errors.push({ line, column: 'wms_barcode', message: t('products.import.unknownWmsBarcode') });
  }
  return errors;
}

/**
 * Creates every row's product in one transaction, or none: the categories named in the
 * file that do not exist yet (matched in any case) first, then the products, then the
 * random SKUs they use are marked used.
 */
async function applyProductImport(
  db: TenantDb,
  actor: Actor,
  rows: ProductImportRow[],
  requestId?: string,
): Promise<void> {
  const e = actor.enterpriseId;
  await inTransaction(
    db,
    async (tx) => {
      // A product made with one of these SKUs since the check: nothing is imported.
      const taken = await takenSkus(
        tx,
        e,
        rows.map((r) => r.pn),
      );
      if (taken.size > 0)
        throw new AppError('product.duplicateSku', [...taken].slice(0, 10).join(', '));

      const names = [...new Set(rows.flatMap((r) => (r.category ? [r.category] : [])))];
      const categoryId = new Map<string, number>();
      let categoriesCreated = 0;
      if (names.length > 0) {
        const existing = await tx.productCategory.findMany({ select: { id: true, name: true } });
        for (const c of existing) categoryId.set(c.name.toLowerCase(), c.id);
        const fresh = [
          ...new Map(
            names.filter((n) => !categoryId.has(n.toLowerCase())).map((n) => [n.toLowerCase(), n]),
          ).values(),
        ];
        if (fresh.length > 0) {
          // skipDuplicates: a category of that name made meanwhile is used, not an error.
          categoriesCreated = (
            await tx.productCategory.createMany({
              data: fresh.map((name) => ({ enterpriseId: e, name })),
              skipDuplicates: true,
            })
          ).count;
          const made = await tx.productCategory.findMany({
            where: { name: { in: fresh } },
            select: { id: true, name: true },
          });
          for (const c of made) categoryId.set(c.name.toLowerCase(), c.id);
        }
      }
      const wms = await wmsByBarcode(
        tx,
        rows.flatMap((r) => (r.wms_barcode ? [r.wms_barcode] : [])),
      );
      const ids: number[] = [];
      for (const part of chunk(rows, 1000)) {
        const made = await tx.product.createManyAndReturn({
          data: part.map((r) => ({
            enterpriseId: e,
            pn: r.pn,
            name: r.name,
            price: r.price ?? '0.00',
            categoryId: r.category ? (categoryId.get(r.category.toLowerCase()) ?? null) : null,
            tags: r.tags ?? [],
            barcode: r.barcode ?? null,
            unitName: r.unit_name ?? null,
            width: r.width ?? null,
            height: r.height ?? null,
            depth: r.depth ?? null,
            weight: r.weight ? Number(r.weight) : null,
            wmsProductId: r.wms_barcode ? (wms.get(r.wms_barcode) ?? null) : null,
          })),
          select: { id: true },
        });
        ids.push(...made.map((m) => m.id));
      }
      await tx.$executeRaw`
        UPDATE random_skus r SET used_by_product_id = p.id, used_at = now()
          FROM products p
         WHERE p.id = ANY(${ids}::int[]) AND r.enterprise_id = ${e}
           AND r.sku = upper(p.pn) AND r.used_at IS NULL`;
      await recordAudit(tx, actor, {
        action: 'product.import',
        entity: 'product',
        after: { count: rows.length, categories_created: categoriesCreated },
        requestId,
      });
    },
    IMPORT_TRANSACTION_OPTIONS,
  );
}

export function importProducts(
  db: TenantDb,
  actor: Actor,
  file: File,
  requestId?: string,
): Promise<ImportResult> {
  return runImport({
    actor,
    file,
    columns: PRODUCT_IMPORT_COLUMNS,
    schema: productImportRow(actor.locale),
    checkRows: (rows) => checkProductRows(db, actor, rows),
    apply: (rows) =>
      applyProductImport(db, actor, rows, requestId).catch((error: unknown) => {
        // Another request took one of the SKUs meanwhile (the unique index noticed).
        if (isUniqueViolation(error)) throw new AppError('product.duplicateSku');
        throw error;
      }),
  });
}
