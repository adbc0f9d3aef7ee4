import { z } from 'zod';
import {
  blankToUndefined,
  idParam,
  intFilter,
  limitParam,
  MAX_INT4,
  pageParam,
  searchParam,
  sortParam,
  textFilter,
} from '@/lib/domain/shared/list-query';

// Inputs of the Products calls: products, categories, random
// SKUs and the mapping of platform products. Shared by the route handlers (server
// validation) and the /admin and /backoffice forms (client validation): one schema, two places.

// ---------------------------------------------------------------------------------------
// Pieces
// ---------------------------------------------------------------------------------------

/** Largest price numeric(14,2) holds. */
export const MAX_PRICE = '999999999999.99';
const MONEY_RE = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * "390", "390.5", "390.50" (or the JSON number 390.5) -> "390.50". Money is never a
 * binary float in this API: a number is read through its shortest decimal text, so a
 * value like 0.1 + 0.2 (0.30000000000000004) is refused instead of being rounded.
 */
export function normaliseMoney(value: string): string {
  const [whole, frac = ''] = value.split('.');
  return `${BigInt(whole!).toString()}.${frac.padEnd(2, '0')}`;
}

export const moneyInput = z
  .union([z.string(), z.number()])
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => MONEY_RE.test(v), 'a decimal of at most two places, 0 or more')
  .transform(normaliseMoney);

/** A size in cm: decimal(10,2), 0 or more, at most two places; '' and null clear it. */
const MAX_SIZE = 99_999_999.99;
const sizeInput = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' ? v.trim() : v),
  z.coerce
    .number()
    .min(0)
    .max(MAX_SIZE)
    .refine((n) => /^\d+(\.\d{1,2})?$/.test(String(n)), 'at most two decimal places')
    .nullable()
    .optional(),
);

/** Weight in grams (a whole number); '' and null clear it. */
const weightInput = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' ? v.trim() : v),
  z.coerce.number().int().min(0).max(MAX_INT4).nullable().optional(),
);

const optionalRef = z.number().int().positive().max(MAX_INT4).nullable().optional();
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/**
 * A SKU (pn): letters (Thai too), digits and . _ - / # +, no spaces, so a scanner or a
 * spreadsheet reads it back unchanged.
 */
export const skuInput = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[\p{L}\p{M}\p{N}._\-/#+]+$/u, 'letters, digits and . _ - / # + only, no spaces');

export const barcodeInput = z
  .string()
  .trim()
  .max(60)
  .regex(/^[A-Za-z0-9\-.]*$/, 'letters, digits, - and . only')
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

/** Tags: at most 20, each 1-50 characters; blanks dropped, duplicates (any case) merged. */
export const tagsInput = z
  .array(z.string().trim().max(50))
  .max(20)
  .transform((tags) => {
    const seen = new Set<string>();
    const out: string[] = [];
    for (const t of tags) {
      const key = t.toLocaleLowerCase('th');
      if (t && !seen.has(key)) {
        seen.add(key);
        out.push(t);
      }
    }
    return out;
  });

/**
 * An object key made by the storage module (POST /api/v1/files): path segments of
 * letters, digits, - _ and dots, never "..".
 */
export const imageKeyInput = z
  .string()
  .trim()
  .max(300)
  .regex(/^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_\-.]*$/, 'a key from POST /api/v1/files')
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

// ---------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------

const productFields = {
  pn: skuInput,
  name: z.string().trim().min(1).max(300),
  category_id: optionalRef,
  image_key: imageKeyInput,
  price: moneyInput,
  tags: tagsInput,
  barcode: barcodeInput,
  width: sizeInput,
  height: sizeInput,
  depth: sizeInput,
  weight: weightInput,
  unit_name: optionalText(50),
  wms_product_id: optionalRef,
};

/** POST /api/v1/products */
export const createProductInput = z.object({
  ...productFields,
  price: productFields.price.default('0.00'),
  tags: productFields.tags.default([]),
});
export type CreateProductInput = z.output<typeof createProductInput>;

/**
 * PUT /api/v1/products/{id}: the same fields, each optional (left out: unchanged);
 * `active: false` archives the product, `active: true` brings it back (product level 3).
 */
export const updateProductInput = z.object({ ...productFields, active: z.boolean() }).partial();
export type UpdateProductInput = z.output<typeof updateProductInput>;

export const PRODUCT_SORT_FIELDS = ['pn', 'name', 'price', 'created_at'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

const boolFilter = z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional());

/** GET /api/v1/products */
export const productListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  q: searchParam.describe(
    'name words (anywhere), or the start of the SKU (pn) or barcode; any case',
  ),
  sort: sortParam(PRODUCT_SORT_FIELDS),
  category_id: intFilter(1, MAX_INT4),
  active: z
    .preprocess(blankToUndefined, z.enum(['true', 'false', 'all']).default('true'))
    .describe('true (default): on sale; false: archived; all: both'),
  has_wms_product: boolFilter.describe('linked to a warehouse product or not'),
  tag: textFilter(50).describe('has this tag (exact)'),
});
export type ProductListQuery = z.output<typeof productListQuery>;

/** GET /api/v1/productssku: the picker and scanner lookup. */
export const productLookupQuery = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().min(1).max(100)),
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(20).default(20)),
});
export type ProductLookupQuery = z.output<typeof productLookupQuery>;

export const productIdParams = z.object({ id: idParam });

// ---------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------

/** POST /api/v1/products/category and PUT /api/v1/products/category/{id} */
export const categoryInput = z.object({
  name: z.string().trim().min(1).max(100),
  description: optionalText(500),
});
export type CategoryInput = z.output<typeof categoryInput>;

export const categoryListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  q: searchParam.describe('name contains, any case'),
  sort: sortParam(['name', 'created_at'] as const),
});
export type CategoryListQuery = z.output<typeof categoryListQuery>;

// ---------------------------------------------------------------------------------------
// Random SKUs
// ---------------------------------------------------------------------------------------

export const MAX_RANDOM_SKUS = 500;

/** POST /api/v1/products/random */
export const randomSkuGenerateInput = z.object({
  count: z.coerce.number().int().min(1).max(MAX_RANDOM_SKUS),
  prefix: z
    .string()
    .trim()
    .max(20)
    .regex(/^[A-Za-z0-9\-_]*$/, 'letters, digits, - and _ only')
    .transform((v) => v.toUpperCase())
    .default(''),
});
export type RandomSkuGenerateInput = z.output<typeof randomSkuGenerateInput>;

/** GET /api/v1/products/random: unused first, newest first. */
export const randomSkuListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  q: searchParam.describe('SKU contains, any case'),
  used: boolFilter.describe('true: used by a product; false: still free'),
});
export type RandomSkuListQuery = z.output<typeof randomSkuListQuery>;

// ---------------------------------------------------------------------------------------
// Platform products
// ---------------------------------------------------------------------------------------

/** Spec section 9: 1 provider's own, 2 Tiktok, 3 Shopee, 4 Lazada, 5 Line, 8 Pancake. */
export const PLATFORMS = { own: 1, tiktok: 2, shopee: 3, lazada: 4, line: 5, pancake: 8 } as const;
export type PlatformSlug = keyof typeof PLATFORMS;
export const PLATFORM_CODES = [1, 2, 3, 4, 5, 8] as const;

/** The platform code of a URL segment like "tiktok", or null. */
export function platformFromSlug(slug: string): number | null {
  const key = slug.toLowerCase();
  return Object.hasOwn(PLATFORMS, key) ? PLATFORMS[key as PlatformSlug] : null;
}

/** 0 active, 1 inactive, 2 draft or under review, 3 deleted at the platform. */
export const PLATFORM_PRODUCT_STATUSES = [0, 1, 2, 3] as const;
/** 1 mapped, 2 not mapped, 3 ignored. */
export const MAPPING_STATUS = { mapped: 1, notMapped: 2, ignored: 3 } as const;
export const MAPPING_STATUSES = [1, 2, 3] as const;
/** Spec section 9: the platform product list opens on status 0, mapping status 2, page 1. */
export const PLATFORM_PRODUCT_INITIAL_FILTER = { status: 0, mapping_status: 2, page: 1 } as const;

/** A code filter, or "all" for no filter (the screen's initial filter is not "all"). */
const codeOrAll = (codes: readonly number[]) =>
  z.preprocess(
    blankToUndefined,
    z
      .union([
        z.literal('all'),
        z.coerce
          .number()
          .int()
          .refine((n) => codes.includes(n), `one of ${codes.join(', ')}`),
      ])
      .optional(),
  );

/** GET /api/v1/products/platform */
export const platformProductListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  q: searchParam.describe('name or seller SKU contains, any case'),
  platform: z
    .preprocess(
      blankToUndefined,
      z.coerce
        .number()
        .int()
        .refine((n) => (PLATFORM_CODES as readonly number[]).includes(n), 'a platform code')
        .optional(),
    )
    .describe('1 own, 2 Tiktok, 3 Shopee, 4 Lazada, 5 Line, 8 Pancake'),
  shop_id: textFilter(100).describe("the shop's id at the platform"),
  status: codeOrAll(PLATFORM_PRODUCT_STATUSES).describe(
    '0 active, 1 inactive, 2 draft, 3 deleted; all or absent: any',
  ),
  mapping_status: codeOrAll(MAPPING_STATUSES).describe(
    '1 mapped, 2 not mapped, 3 ignored; all or absent: any',
  ),
});
export type PlatformProductListQuery = z.output<typeof platformProductListQuery>;

/** PUT /api/v1/products/platform/{id}: map to one of our products, or null to unmap. */
export const platformMappingInput = z.object({
  product_id: z.number().int().positive().max(MAX_INT4).nullable(),
});
export type PlatformMappingInput = z.output<typeof platformMappingInput>;

// ---------------------------------------------------------------------------------------
// Responses (OpenAPI document and the screens' types)
// ---------------------------------------------------------------------------------------

export const wmsProductRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  sku: z.string(),
  barcode: z.string(),
});
export type WmsProductRef = z.infer<typeof wmsProductRefSchema>;

export const productSchema = z.object({
  id: z.number(),
  pn: z.string(),
  name: z.string(),
  category_id: z.number().nullable(),
  category_name: z.string().nullable(),
  image_key: z.string().nullable(),
  image_url: z.string().nullable().describe('GET it with the session: /api/v1/files/<key>'),
  price: z.string().describe('decimal, two places'),
  tags: z.array(z.string()),
  barcode: z.string().nullable(),
  width: z.string().nullable().describe('cm, decimal, two places'),
  height: z.string().nullable().describe('cm, decimal, two places'),
  depth: z.string().nullable().describe('cm, decimal, two places'),
  weight: z.number().nullable().describe('g'),
  unit_name: z.string().nullable(),
  wms_product_id: z.number().nullable(),
  wms_product: wmsProductRefSchema.nullable(),
  active: z.boolean(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductRow = z.infer<typeof productSchema>;

export const productLookupSchema = z.object({
  id: z.number(),
  pn: z.string(),
  name: z.string(),
  barcode: z.string().nullable(),
  price: z.string(),
  unit_name: z.string().nullable(),
  image_url: z.string().nullable(),
  wms_product_id: z.number().nullable(),
  exact: z.boolean().describe('the SKU or a barcode equals q'),
});
export type ProductLookupRow = z.infer<typeof productLookupSchema>;

export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  product_count: z.number(),
  created_at: z.string(),
});
export type CategoryRow = z.infer<typeof categorySchema>;

export const randomSkuSchema = z.object({
  id: z.number(),
  sku: z.string(),
  used: z.boolean(),
  used_by_product_id: z.number().nullable(),
  used_by_product_name: z.string().nullable(),
  used_at: z.string().nullable(),
  created_at: z.string(),
});
export type RandomSkuRow = z.infer<typeof randomSkuSchema>;

export const platformProductSchema = z.object({
  id: z.number(),
  platform: z.number(),
  shop_id: z.string(),
  shop_name: z.string(),
  platform_item_id: z.string(),
  platform_sku_id: z.string(),
  seller_sku: z.string().nullable(),
  name: z.string(),
  price: z.string().nullable(),
  stock: z.number().nullable(),
  image_url: z.string().nullable(),
  status: z.number(),
  mapping_status: z.number(),
  product_id: z.number().nullable(),
  product: z.object({ id: z.number(), pn: z.string(), name: z.string() }).nullable(),
  /** Not mapped yet: the one product whose SKU equals the seller SKU, proposed. */
  proposed_product: z.object({ id: z.number(), pn: z.string(), name: z.string() }).nullable(),
  synced_at: z.string(),
  /** The sellable quantity last pushed to the platform, when, and why the last push failed. */
  pushed_quantity: z.number().nullable(),
  pushed_at: z.string().nullable(),
  push_error: z.string().nullable(),
});
export type PlatformProductRow = z.infer<typeof platformProductSchema>;
