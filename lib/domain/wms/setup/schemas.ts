import { z } from 'zod';
import { phoneInput } from '@/lib/domain/admin/schemas';
import { barcodeCheckDigitOk } from '@/lib/domain/wms/setup/ean13';
import { isValidThaiTaxId, normaliseTaxId } from '@/lib/domain/wms/setup/tax-id';
import {
  blankToUndefined,
  intFilter,
  limitParam,
  MAX_INT4,
  pageParam,
  searchParam,
  sortParam,
} from '@/lib/domain/shared/list-query';

// Inputs of the warehouse setup calls: storages, partners, warehouse products, generated barcodes and their labels.
// Shared by the route handlers (server validation) and the /wms forms (client validation).

// ---------------------------------------------------------------------------------------
// Field pieces
// ---------------------------------------------------------------------------------------

/** '' and null clear an optional field (stored as NULL); a missing key leaves it as it is. */
const blankToNull = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? null : v;

/** Optional free text: trimmed, '' or null stored as NULL. */
export const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max).nullable()).optional();

const DECIMAL = /^\d{1,8}(\.\d{1,2})?$/;
const SIGNED_DECIMAL = /^-?\d{1,8}(\.\d{1,2})?$/;

/**
 * A size or position in cm (numeric(10,2) in the database): a number or a decimal string
 * with at most 8 digits and 2 decimals, answered as a decimal string; '' or null clears it.
 */
export const decimalInput = (signed = false) =>
  z
    .preprocess(
      (v) => {
        const b = blankToNull(v);
        return typeof b === 'number' && Number.isFinite(b) ? String(b) : b;
      },
      z
        .string()
        .trim()
        .regex(signed ? SIGNED_DECIMAL : DECIMAL, 'a number with at most 8 digits and 2 decimals')
        .nullable(),
    )
    .optional();

const toInt = (v: unknown) => {
  const b = blankToNull(v);
  return typeof b === 'string' && /^\s*\d{1,10}\s*$/.test(b) ? Number(b) : b;
};

/** Grams (an integer >= 0); '' or null clears it. */
export const gramsInput = z
  .preprocess(toInt, z.number().int().min(0).max(MAX_INT4).nullable())
  .optional();

const optionalRef = z
  .preprocess(toInt, z.number().int().positive().max(MAX_INT4).nullable())
  .optional();

const optionalPhone = z.preprocess(blankToNull, phoneInput.nullable()).optional();

/** Printable ASCII without spaces: what Code 128 and EAN scanners type. */
const BARCODE_CHARS = /^[\x21-\x7E]+$/;

/**
 * A warehouse product's barcode: any Code 128 text, but 13 digits must be a correct EAN-13
 * (a wrong check digit is a typing mistake).
 */
export const barcodeInput = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(BARCODE_CHARS, 'letters, digits and symbols, no spaces')
  .refine(barcodeCheckDigitOk, 'wrong EAN-13 check digit');

/** Thai tax id: 13 digits with the right check digit; dashes and spaces are dropped. */
export const taxIdInput = z
  .preprocess(
    (v) => (typeof v === 'string' ? normaliseTaxId(v) : v),
    z.preprocess(
      blankToNull,
      z
        .string()
        .regex(/^\d{13}$/, '13 digits')
        .refine(isValidThaiTaxId, 'wrong check digit')
        .nullable(),
    ),
  )
  .optional();

/** ?archived=0 (default) live rows, 1 archived rows only, all both. */
const archivedFilter = z
  .preprocess(blankToUndefined, z.enum(['0', '1', 'all']).default('0'))
  .describe('0 (default) live rows only, 1 archived only, all both');
export type ArchivedFilter = z.output<typeof archivedFilter>;

const flag = (fallback: boolean) =>
  z.preprocess((v) => {
    const b = blankToUndefined(v);
    if (b === 'true' || b === '1') return true;
    if (b === 'false' || b === '0') return false;
    return b;
  }, z.boolean().default(fallback));

// ---------------------------------------------------------------------------------------
// Storages
// ---------------------------------------------------------------------------------------

/**
 * Storage kinds (storages.kind): a normal storage, a packing line's staging, a user's
 * holding. Only normal storages are made on the storages screen; the others come with
 * their packing line or user.
 */
export const STORAGE_KIND = { Normal: 1, PackingLine: 2, UserHolding: 3 } as const;
export const STORAGE_KINDS = [1, 2, 3] as const;

const storageFields = {
  name: z.string().trim().min(1).max(100),
  description: optionalText(2000),
  x: decimalInput(true),
  y: decimalInput(true),
  width: decimalInput(),
  height: decimalInput(),
  depth: decimalInput(),
  weight: gramsInput,
};

/** POST /api/v1/wms/storage: a normal storage (kind 1). Sizes in cm, weight in g. */
export const createStorageInput = z.object(storageFields);
export type CreateStorageInput = z.output<typeof createStorageInput>;

/**
 * PUT /api/v1/wms/storage/{id}: fields left out stay. `active: true` restores an archived
 * storage; `active: false` archives it (refused while it holds stock). The kind never changes.
 */
export const updateStorageInput = z.object({ ...storageFields, active: z.boolean() }).partial();
export type UpdateStorageInput = z.output<typeof updateStorageInput>;

export const STORAGE_SORT_FIELDS = ['name', 'kind', 'created_at'] as const;
export type StorageSortField = (typeof STORAGE_SORT_FIELDS)[number];

/** GET /api/v1/wms/storage */
export const storageListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  q: searchParam.describe('name or description (contains, any case)'),
  sort: sortParam(STORAGE_SORT_FIELDS),
  kind: intFilter(1, 3),
  archived: archivedFilter,
});
export type StorageListQuery = z.output<typeof storageListQuery>;

export const storageSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  x: z.string().nullable().describe('cm'),
  y: z.string().nullable().describe('cm'),
  width: z.string().nullable().describe('cm'),
  height: z.string().nullable().describe('cm'),
  depth: z.string().nullable().describe('cm'),
  weight: z.number().nullable().describe('g'),
  kind: z.number().describe('1 normal, 2 packing-line staging, 3 user holding'),
  packing_line: z.string().nullable(),
  active: z.boolean().describe('false: archived (kept for the history that refers to it)'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StorageDto = z.infer<typeof storageSchema>;

// ---------------------------------------------------------------------------------------
// Partners
// ---------------------------------------------------------------------------------------

const partnerFields = {
  company_name: z.string().trim().min(1).max(200),
  address: optionalText(1000),
  contact_name: optionalText(200),
  contact_tel: optionalPhone,
  tax_id: taxIdInput,
  tel: optionalPhone,
  email: z.preprocess(blankToNull, z.email().max(200).nullable()).optional(),
};

/** POST /api/v1/wms/partner */
export const createPartnerInput = z.object(partnerFields);
export type CreatePartnerInput = z.output<typeof createPartnerInput>;

/** PUT /api/v1/wms/partner/{id}: fields left out stay; '' or null clears an optional one. */
export const updatePartnerInput = z.object(partnerFields).partial();
export type UpdatePartnerInput = z.output<typeof updatePartnerInput>;

export const PARTNER_SORT_FIELDS = ['company_name', 'created_at'] as const;
export type PartnerSortField = (typeof PARTNER_SORT_FIELDS)[number];

/** GET /api/v1/wms/partner */
export const partnerListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  q: searchParam.describe('company, contact name, phone, email or tax id (contains, any case)'),
  sort: sortParam(PARTNER_SORT_FIELDS),
});
export type PartnerListQuery = z.output<typeof partnerListQuery>;

export const partnerSchema = z.object({
  id: z.number(),
  company_name: z.string(),
  address: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_tel: z.string().nullable(),
  tax_id: z.string().nullable(),
  tel: z.string().nullable(),
  email: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PartnerDto = z.infer<typeof partnerSchema>;

// ---------------------------------------------------------------------------------------
// Warehouse products
// ---------------------------------------------------------------------------------------

const wmsProductFields = {
  name: z.string().trim().min(1).max(300),
  sku: z.string().trim().min(1).max(60),
  barcode: barcodeInput,
  unit_name: optionalText(50),
  width: decimalInput(),
  height: decimalInput(),
  depth: decimalInput(),
  weight: gramsInput,
  partner_id: optionalRef,
  threshold: z.preprocess(toInt, z.number().int().min(0).max(MAX_INT4)),
};

/** POST /api/v1/wms/product. Sizes in cm, weight in g; threshold is the low-stock line. */
export const createWmsProductInput = z.object({
  ...wmsProductFields,
  threshold: wmsProductFields.threshold.optional().default(0),
});
export type CreateWmsProductInput = z.output<typeof createWmsProductInput>;

/**
 * PUT /api/v2/wms/product/{id}: fields left out stay. `archived: false` restores an
 * archived product; `archived: true` archives it (refused while it has stock).
 */
export const updateWmsProductInput = z
  .object({ ...wmsProductFields, archived: z.boolean() })
  .partial();
export type UpdateWmsProductInput = z.output<typeof updateWmsProductInput>;

export const WMS_PRODUCT_SORT_FIELDS = [
  'name',
  'sku',
  'barcode',
  'threshold',
  'created_at',
] as const;
export type WmsProductSortField = (typeof WMS_PRODUCT_SORT_FIELDS)[number];

/** GET /api/v1/wms/product (also the picker of the sellable product form). */
export const wmsProductListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  q: searchParam.describe(
    'product name words (anywhere), or the start of the SKU or barcode; any case',
  ),
  sort: sortParam(WMS_PRODUCT_SORT_FIELDS).describe(
    'default: with q the best match first (the SKU or barcode typed whole, then those starting with it), else -created_at',
  ),
  partner_id: intFilter(1, MAX_INT4),
  archived: archivedFilter,
});
export type WmsProductListQuery = z.output<typeof wmsProductListQuery>;

export const wmsProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  sku: z.string(),
  barcode: z.string(),
  unit_name: z.string().nullable(),
  width: z.string().nullable().describe('cm'),
  height: z.string().nullable().describe('cm'),
  depth: z.string().nullable().describe('cm'),
  weight: z.number().nullable().describe('g'),
  partner_id: z.number().nullable(),
  partner_name: z.string().nullable(),
  threshold: z.number(),
  avg_cost: z.string().describe('moving average cost, baht'),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WmsProductDto = z.infer<typeof wmsProductSchema>;

export const wmsProductDetailSchema = wmsProductSchema.extend({
  balance: z.number().describe('units in stock over every storage'),
});
export type WmsProductDetailDto = z.infer<typeof wmsProductDetailSchema>;

/** DELETE answers: removed, or archived because history still refers to the row. */
export const deleteResultSchema = z.object({ id: z.number(), archived: z.boolean() });
export type DeleteResult = z.infer<typeof deleteResultSchema>;

// ---------------------------------------------------------------------------------------
// Barcodes and labels
// ---------------------------------------------------------------------------------------

export const barcodeSchema = z.object({
  barcode: z.string().describe('EAN-13 in the in-store range 20-29, unused in the enterprise'),
});

/** A4 sheet of 3 x 8 labels of 70 x 37 mm, or one 50 x 30 mm label per page (label printer). */
export const LABEL_LAYOUTS = ['a4-3x8', 'single-50x30'] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];
export const MAX_LABELS = 1000;

const labelOptions = {
  layout: z.preprocess(blankToUndefined, z.enum(LABEL_LAYOUTS).default('a4-3x8')),
  copies: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(MAX_LABELS).default(1)),
  show_sku: flag(true),
  show_price: flag(false),
};

/** GET /api/v1/wms/product/{id}/label */
export const productLabelQuery = z.object(labelOptions);
export type ProductLabelQuery = z.output<typeof productLabelQuery>;

/** GET /api/v1/util/barcode/label?codes=a,b&copies=2 */
export const barcodeLabelQuery = z
  .object({
    codes: z
      .string()
      .max(6200)
      .transform((v) =>
        v
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().max(60).regex(BARCODE_CHARS)).min(1).max(100))
      .describe('barcodes of warehouse or sellable products, comma separated (at most 100)'),
    ...labelOptions,
  })
  .refine((q) => q.codes.length * q.copies <= MAX_LABELS, {
    message: `at most ${MAX_LABELS} labels`,
    path: ['copies'],
  });
export type BarcodeLabelQuery = z.output<typeof barcodeLabelQuery>;
