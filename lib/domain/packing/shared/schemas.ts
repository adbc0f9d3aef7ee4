import { z } from 'zod';
import { bangkokDate } from '@/lib/time/bangkok-days';
import {
  blankToUndefined,
  intFilter,
  limitParam,
  MAX_INT4,
  pageParam,
  textFilter,
} from '@/lib/domain/shared/list-query';

// Inputs and answers of the packing calls (the station, the returns, the lists).
// Shared by the route handlers and the station screen, so this file imports zod-only modules.

export { MAX_SCANNED, PACKING_KIND, PACKING_STATUS } from '@/lib/domain/packing/shared/constants';
import { MAX_SCANNED } from '@/lib/domain/packing/shared/constants';

const id = z.number().int().positive().max(MAX_INT4);

/** What a station scans to name an order: the order number, platform order id or tracking. */
const orderCode = z.string().trim().min(1).max(100);
/** A unit's barcode: the warehouse product's or the sellable product's. */
export const barcodeInput = z.string().trim().min(1).max(100);
/** The packing line (station) name the packing is made on. */
const lineName = z.string().trim().min(1).max(50);

const orderRefFields = {
  order_id: id.optional(),
  order_code: orderCode.optional(),
};

const needsOrder = (v: { order_id?: number; order_code?: string }) =>
  v.order_id !== undefined || v.order_code !== undefined;
const needsOrderMessage = { message: 'order_id or order_code is required', path: ['order_id'] };

/** Where a packing opens: optional, else the order's storage, the line's, the first normal. */
const placeFields = {
  storage_id: id.optional(),
  line: lineName.optional(),
};

/** POST /api/v2/packings/verify/createoradd (and createandclose). */
export const scanInput = z
  .object({ ...orderRefFields, barcode: barcodeInput.optional(), ...placeFields })
  .refine(needsOrder, needsOrderMessage);
export type ScanInput = z.infer<typeof scanInput>;

/** POST /api/v2/packings/verify/createandclose_with_coupon. */
export const scanWithCouponInput = z
  .object({
    ...orderRefFields,
    barcode: barcodeInput.optional(),
    ...placeFields,
    coupon_code: z.string().trim().min(1).max(60),
  })
  .refine(needsOrder, needsOrderMessage);
export type ScanWithCouponInput = z.infer<typeof scanWithCouponInput>;

/** POST /api/v2/packings/verify/linkcoupon. */
export const linkCouponInput = z
  .object({ ...orderRefFields, coupon_code: z.string().trim().min(1).max(60) })
  .refine(needsOrder, needsOrderMessage);
export type LinkCouponInput = z.infer<typeof linkCouponInput>;

/** POST /api/v1/packings: opens the order's packing without scanning a unit. */
export const createPackingInput = z
  .object({ ...orderRefFields, ...placeFields })
  .refine(needsOrder, needsOrderMessage);
export type CreatePackingInput = z.infer<typeof createPackingInput>;

/** POST /api/v2/packings/verify/remove: one unit of the barcode back out of the packing. */
export const removeInput = z.object({ packing_id: id, barcode: barcodeInput });
export type RemoveInput = z.infer<typeof removeInput>;

/** POST /api/v3/packings/verify/close and adminverify/close. */
export const closeInput = z.object({ packing_id: id });
export type CloseInput = z.infer<typeof closeInput>;

/** POST /api/v2/packings/check/isclosed. */
export const isClosedInput = z.object({ ...orderRefFields }).refine(needsOrder, needsOrderMessage);
export type IsClosedInput = z.infer<typeof isClosedInput>;

/** POST /api/v2/packings/adminverify/createoradd: with `scanned`, sets the line's count. */
export const adminScanInput = z
  .object({
    ...orderRefFields,
    barcode: barcodeInput.optional(),
    scanned: z.number().int().min(0).max(MAX_SCANNED).optional(),
    ...placeFields,
  })
  .refine(needsOrder, needsOrderMessage)
  .refine((v) => v.scanned === undefined || v.barcode !== undefined, {
    message: 'scanned needs the barcode of the line to set',
    path: ['barcode'],
  });
export type AdminScanInput = z.infer<typeof adminScanInput>;

/** POST /api/v2/packings/adminverify/delete: a line's count back to 0, or the packing cancelled. */
export const adminDeleteInput = z.object({ packing_id: id, barcode: barcodeInput.optional() });
export type AdminDeleteInput = z.infer<typeof adminDeleteInput>;

/** POST /api/v2/packings/return/create: opens the return packing; a barcode counts one good unit. */
export const returnCreateInput = z
  .object({
    ...orderRefFields,
    barcode: barcodeInput.optional(),
    ...placeFields,
    reason: z.string().trim().max(1000).optional(),
  })
  .refine(needsOrder, needsOrderMessage);
export type ReturnCreateInput = z.infer<typeof returnCreateInput>;

const quantity = z.number().int().min(0).max(MAX_SCANNED);

/** POST /api/v2/packings/return/close. */
export const returnCloseInput = z.object({
  packing_id: id,
  lines: z
    .array(
      z.object({
        product_id: id,
        good: quantity.optional(),
        broken: quantity.optional(),
        lost: quantity.optional(),
        other: quantity.optional(),
      }),
    )
    .max(500)
    .optional(),
  reason: z.string().trim().max(1000).optional(),
});
export type ReturnCloseInput = z.infer<typeof returnCloseInput>;

export const packingIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_INT4) });

/** GET /api/v1/packings. */
export const packingListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  start_date: bangkokDate,
  end_date: bangkokDate,
  status: intFilter(1, 3),
  kind: intFilter(1, 2),
  line: textFilter(50),
  user_id: intFilter(1, MAX_INT4),
  storage_id: intFilter(1, MAX_INT4),
  order_id: intFilter(1, MAX_INT4),
  order_number: z.preprocess(blankToUndefined, z.string().trim().min(1).max(100).optional()),
});
export type PackingListQuery = z.infer<typeof packingListQuery>;

// ---------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------

export const packingLineSchema = z.object({
  /** The warehouse product (wms_products.id) the line holds. */
  product_id: z.number(),
  product_name: z.string(),
  sku: z.string(),
  barcode: z.string(),
  /** The sellable product the line came from, when exactly one did. */
  sales_product_id: z.number().nullable(),
  ordered: z.number(),
  scanned: z.number(),
});
export type PackingLineAnswer = z.infer<typeof packingLineSchema>;

export const packingStateSchema = z.object({
  packing_id: z.number(),
  packing_number: z.string(),
  kind: z.number(),
  status: z.number(),
  order_id: z.number(),
  order_number: z.string(),
  order_status: z.number(),
  storage_id: z.number(),
  line: z.string().nullable(),
  closed: z.boolean(),
  complete: z.boolean(),
  /** The warehouse product this call counted (or took back), else null. */
  scanned_product_id: z.number().nullable(),
  lines: z.array(packingLineSchema),
  /** The packing bill (PCK-) or return bill (RET-) the close wrote, when it wrote one. */
  bill_number: z.string().nullable().optional(),
  /** Set by the coupon calls. */
  coupon_code: z.string().nullable().optional(),
  /** A platform order: its label is the platform's (GET /api/platform/orders/{id}/label). */
  platform_label: z.boolean().optional(),
});
export type PackingState = z.infer<typeof packingStateSchema>;

/** The linkcoupon answer: the order, its coupon and its amounts after the coupon. */
export const linkedCouponSchema = z.object({
  order_id: z.number(),
  order_number: z.string(),
  coupon_code: z.string(),
  /** The order's whole discount (its own and the coupon's). */
  discount: z.string(),
  total: z.string(),
});
export type LinkedCouponAnswer = z.infer<typeof linkedCouponSchema>;

export const returnLineSchema = z.object({
  product_id: z.number(),
  product_name: z.string(),
  shipped: z.number(),
  good: z.number(),
  broken: z.number(),
  lost: z.number(),
  other: z.number(),
  /** Good units put back into stock (never more than the order's bills took out). */
  restocked: z.number(),
});

export const returnStateSchema = packingStateSchema.extend({
  return_id: z.number(),
  return_number: z.string(),
  return_lines: z.array(returnLineSchema).optional(),
});
export type ReturnState = z.infer<typeof returnStateSchema>;

export const isClosedSchema = z.object({
  order_id: z.number(),
  order_number: z.string(),
  order_status: z.number(),
  closed: z.boolean(),
  packing_id: z.number().nullable(),
  packing_number: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type IsClosedAnswer = z.infer<typeof isClosedSchema>;

export const packingRowSchema = z.object({
  id: z.number(),
  packing_number: z.string(),
  kind: z.number(),
  status: z.number(),
  order_id: z.number(),
  order_number: z.string(),
  order_status: z.number(),
  storage_id: z.number(),
  storage_name: z.string(),
  user_id: z.number(),
  user_name: z.string(),
  line: z.string().nullable(),
  video_key: z.string().nullable(),
  video_status: z.number(),
  /** Bytes of the uploaded video (video_status 3) as storage holds it, else null. */
  video_size: z.number().nullable(),
  units_ordered: z.number(),
  units_scanned: z.number(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
});
export type PackingRow = z.infer<typeof packingRowSchema>;
