import { fileUrl } from '@/lib/storage/file-field';
import type { Prisma } from '@/lib/generated/prisma/client';
import type {
  CategoryRow,
  PlatformProductRow,
  ProductRow,
  RandomSkuRow,
} from '@/lib/domain/catalog/schemas';

// Typed selects and their serializers: a query reads exactly what the answer holds.
// Money leaves as a decimal string with two places, sizes as numbers, times as ISO text.

/** Decimal (or its text) -> "390.00". */
export function moneyText(value: Prisma.Decimal | string | number | null | undefined): string {
  if (value === null || value === undefined) return '0.00';
  if (typeof value === 'object' && 'toFixed' in value) return value.toFixed(2);
  return Number(value).toFixed(2);
}

/** A size (decimal(10,2)) as text with two places, like money. */
const sizeText = (v: Prisma.Decimal | string | null | undefined): string | null =>
  v === null || v === undefined ? null : typeof v === 'string' ? v : v.toFixed(2);

const iso = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : typeof d === 'string' ? d : d.toISOString();

export const productSelect = {
  id: true,
  pn: true,
  name: true,
  categoryId: true,
  imageKey: true,
  price: true,
  tags: true,
  barcode: true,
  width: true,
  height: true,
  depth: true,
  weight: true,
  unitName: true,
  wmsProductId: true,
  active: true,
  archivedAt: true,
  createdAt: true,
  updatedAt: true,
  category: { select: { name: true } },
  wmsProduct: { select: { id: true, name: true, sku: true, barcode: true } },
} as const satisfies Prisma.ProductSelect;

export type ProductRecord = Prisma.ProductGetPayload<{ select: typeof productSelect }>;

export function toProduct(p: ProductRecord): ProductRow {
  return {
    id: p.id,
    pn: p.pn,
    name: p.name,
    category_id: p.categoryId,
    category_name: p.category?.name ?? null,
    image_key: p.imageKey,
    image_url: fileUrl(p.imageKey),
    price: moneyText(p.price),
    tags: p.tags,
    barcode: p.barcode,
    width: sizeText(p.width),
    height: sizeText(p.height),
    depth: sizeText(p.depth),
    weight: p.weight,
    unit_name: p.unitName,
    wms_product_id: p.wmsProductId,
    wms_product: p.wmsProduct
      ? {
          id: p.wmsProduct.id,
          name: p.wmsProduct.name,
          sku: p.wmsProduct.sku,
          barcode: p.wmsProduct.barcode,
        }
      : null,
    active: p.active,
    archived_at: iso(p.archivedAt),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** A row of the list's SQL (snake_case columns, see products.ts). */
export interface ProductSqlRow {
  id: number;
  pn: string;
  name: string;
  category_id: number | null;
  category_name: string | null;
  image_key: string | null;
  price: string;
  tags: string[];
  barcode: string | null;
  width: string | null;
  height: string | null;
  depth: string | null;
  weight: number | null;
  unit_name: string | null;
  wms_product_id: number | null;
  wms_name: string | null;
  wms_sku: string | null;
  wms_barcode: string | null;
  active: boolean;
  archived_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export function toProductFromSql(r: ProductSqlRow): ProductRow {
  return {
    id: r.id,
    pn: r.pn,
    name: r.name,
    category_id: r.category_id,
    category_name: r.category_name,
    image_key: r.image_key,
    image_url: fileUrl(r.image_key),
    price: r.price,
    tags: r.tags ?? [],
    barcode: r.barcode,
    width: sizeText(r.width),
    height: sizeText(r.height),
    depth: sizeText(r.depth),
    weight: r.weight,
    unit_name: r.unit_name,
    wms_product_id: r.wms_product_id,
    wms_product:
      r.wms_product_id !== null && r.wms_name !== null
        ? {
            id: r.wms_product_id,
            name: r.wms_name,
            sku: r.wms_sku ?? '',
            barcode: r.wms_barcode ?? '',
          }
        : null,
    active: r.active,
    archived_at: iso(r.archived_at),
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
  };
}

/** What the audit log keeps of a product: its editable fields. */
export function productAuditSnapshot(p: ProductRow) {
  const { image_url: _url, created_at: _c, updated_at: _u, category_name: _cn, ...rest } = p;
  return { ...rest, wms_product: p.wms_product?.name ?? null };
}

export const categorySelect = {
  id: true,
  name: true,
  description: true,
  createdAt: true,
} as const satisfies Prisma.ProductCategorySelect;

export function toCategory(
  c: Prisma.ProductCategoryGetPayload<{ select: typeof categorySelect }>,
  productCount: number,
): CategoryRow {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    product_count: productCount,
    created_at: c.createdAt.toISOString(),
  };
}

export const randomSkuSelect = {
  id: true,
  sku: true,
  usedByProductId: true,
  usedAt: true,
  createdAt: true,
  usedByProduct: { select: { name: true } },
} as const satisfies Prisma.RandomSkuSelect;

export function toRandomSku(
  r: Prisma.RandomSkuGetPayload<{ select: typeof randomSkuSelect }>,
): RandomSkuRow {
  return {
    id: r.id,
    sku: r.sku,
    used: r.usedAt !== null,
    used_by_product_id: r.usedByProductId,
    used_by_product_name: r.usedByProduct?.name ?? null,
    used_at: iso(r.usedAt),
    created_at: r.createdAt.toISOString(),
  };
}

export const platformProductSelect = {
  id: true,
  platform: true,
  platformItemId: true,
  platformSkuId: true,
  sellerSku: true,
  name: true,
  price: true,
  stock: true,
  imageUrl: true,
  status: true,
  mappingStatus: true,
  productId: true,
  syncedAt: true,
  pushedQuantity: true,
  pushedAt: true,
  pushError: true,
  platformShop: { select: { shopId: true, name: true } },
  product: { select: { id: true, pn: true, name: true } },
} as const satisfies Prisma.PlatformProductSelect;

export function toPlatformProduct(
  p: Prisma.PlatformProductGetPayload<{ select: typeof platformProductSelect }>,
): PlatformProductRow {
  return {
    id: p.id,
    platform: p.platform,
    shop_id: p.platformShop.shopId,
    shop_name: p.platformShop.name,
    platform_item_id: p.platformItemId,
    platform_sku_id: p.platformSkuId,
    seller_sku: p.sellerSku,
    name: p.name,
    price: p.price === null ? null : moneyText(p.price),
    stock: p.stock,
    image_url: p.imageUrl,
    status: p.status,
    mapping_status: p.mappingStatus,
    product_id: p.productId,
    product: p.product,
    proposed_product: null,
    synced_at: p.syncedAt.toISOString(),
    pushed_quantity: p.pushedQuantity,
    pushed_at: p.pushedAt?.toISOString() ?? null,
    push_error: p.pushError,
  };
}
