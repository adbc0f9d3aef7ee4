import { z } from 'zod';
import {
  blankToUndefined,
  idParam,
  limitParam,
  MAX_INT4,
  pageParam,
  searchParam,
  sortParam,
} from '@/lib/domain/shared/list-query';
import { bangkokDate } from '@/lib/time/bangkok-days';
import { normalisePoNumber, PO_NUMBER_PATTERN } from '@/lib/domain/purchasing/po-number';
import { moneySatang, poTotals } from '@/lib/domain/purchasing/totals';

// Inputs and answers of the purchase order calls (docs/purchase-orders.md). Zod and plain
// data only, so the screens share them.

/** 0 draft, 1 approved, 2 partially received, 3 closed, 4 cancelled. */
export const PO_STATUS = {
  Draft: 0,
  Approved: 1,
  PartiallyReceived: 2,
  Closed: 3,
  Cancelled: 4,
} as const;
export type PoStatus = (typeof PO_STATUS)[keyof typeof PO_STATUS];
export const PO_STATUSES: readonly PoStatus[] = [0, 1, 2, 3, 4];

export const MAX_PO_LINES = 500;
/** Units on one line. */
export const MAX_PO_QUANTITY = 1_000_000;
/** The largest total purchase_orders.total (numeric(14,2)) keeps. */
export const MAX_PO_TOTAL = '999999999999.99';
/** POs one PDF prints at most. */
export const MAX_PDF_POS = 200;
/** The attachment (a supplier's quotation): PDF, JPEG, PNG or WebP, at most 10 MB. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const COST = /^\d{1,10}(\.\d{1,4})?$/;

const id = z.number().int().positive().max(MAX_INT4);

/** A unit cost in baht without VAT: 0 or more, at most 4 decimals (number or string). */
export const unitCostInput = z
  .union([z.string(), z.number()])
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => COST.test(v), 'a cost of at least 0 with at most 4 decimals');

export const poLineInput = z.object({
  product_id: id.describe('warehouse product id'),
  quantity: z
    .number()
    .int('a whole number of units')
    .min(1, 'at least 1 unit')
    .max(MAX_PO_QUANTITY, `at most ${MAX_PO_QUANTITY} units`),
  unit_cost: unitCostInput.describe('baht per unit without VAT, up to 4 decimals'),
});
export type PoLineInput = z.output<typeof poLineInput>;

/** POST /api/v1/wms/po and PUT /api/v1/wms/po/{id}. */
export const poInput = z
  .object({
    partner_id: id,
    storage_id: id.describe('the storage the goods are received into'),
    expected_at: bangkokDate.describe(
      'the Bangkok day the goods are expected, YYYY-MM-DD; left out, empty or null: none',
    ),
    note: z
      .preprocess(
        blankToUndefined,
        z
          .string()
          .trim()
          .max(2000)
          .refine((s) => !CONTROL.test(s), 'no control characters')
          .optional(),
      )
      .transform((s) => s || null),
    lines: z
      .array(poLineInput)
      .min(1, 'at least one line')
      .max(MAX_PO_LINES, `at most ${MAX_PO_LINES} lines`),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!Array.isArray(v.lines)) return;
    const seen = new Set<number>();
    v.lines.forEach((l, i) => {
      if (seen.has(l.product_id))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'product_id'],
          message: 'a product at most once per purchase order',
        });
      seen.add(l.product_id);
    });
    if (
      v.lines.every(
        (l) =>
          typeof l.unit_cost === 'string' &&
          COST.test(l.unit_cost) &&
          Number.isSafeInteger(l.quantity),
      )
    ) {
      const { total } = poTotals(v.lines);
      if (moneySatang(total) > moneySatang(MAX_PO_TOTAL))
        ctx.addIssue({
          code: 'custom',
          path: ['lines'],
          message: `a total of at most ${MAX_PO_TOTAL}`,
        });
    }
  });
export type PoInput = z.output<typeof poInput>;

export const poIdParams = z.object({ id: idParam });
export const poIdQuery = z.object({ id: idParam });
export const duplicatePoInput = z.object({ id }).strict();

/** A PO number of the list's range (po_from, po_to): PO-yymm-NNNNN, any case. */
const poNumberFilter = z.preprocess(
  blankToUndefined,
  z
    .string()
    .max(30)
    .transform(normalisePoNumber)
    .refine((s) => PO_NUMBER_PATTERN.test(s), 'a PO number such as PO-2611-00042')
    .optional(),
);

/** `status`: one code or a comma list (`1,2`). */
const statusFilter = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^[0-4](,[0-4]){0,4}$/, 'a status 0 to 4, or a comma list of them')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .optional(),
);

export const PO_SORT_FIELDS = ['created_at', 'po_number', 'expected_at'] as const;
export type PoSortField = (typeof PO_SORT_FIELDS)[number];

/** GET /api/v1/wms/po. */
export const poListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  /** PO number, partner name or note. */
  q: searchParam,
  po_from: poNumberFilter.describe('from this PO number (inclusive)'),
  po_to: poNumberFilter.describe('to this PO number (inclusive)'),
  partner_id: z.preprocess(blankToUndefined, idParam.optional()),
  status: statusFilter,
  start_date: bangkokDate.describe('created from this Bangkok day'),
  end_date: bangkokDate.describe('created up to this Bangkok day (inclusive)'),
  late: z
    .preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1).optional())
    .describe('1: only approved or partly received POs whose expected day has passed'),
  sort: sortParam(PO_SORT_FIELDS),
});
export type PoListQuery = z.output<typeof poListQuery>;

/** GET /api/v1/wms/po/pdf: one PO (id) or a range of numbers (po_from..po_to). */
export const poPdfQuery = z
  .object({
    id: z.preprocess(blankToUndefined, idParam.optional()),
    po_from: poNumberFilter,
    po_to: poNumberFilter,
  })
  .refine((q) => q.id !== undefined || (q.po_from !== undefined && q.po_to !== undefined), {
    message: 'id, or both po_from and po_to',
  });
export type PoPdfQuery = z.output<typeof poPdfQuery>;

// --- Answers -----------------------------------------------------------------------------

export const poRowSchema = z.object({
  id: z.number(),
  po_number: z.string(),
  status: z.number().describe('0 draft, 1 approved, 2 partially received, 3 closed, 4 cancelled'),
  partner_id: z.number(),
  partner_name: z.string(),
  storage_id: z.number(),
  storage_name: z.string(),
  expected_at: z.string().nullable(),
  late: z.boolean().describe('expected day passed while approved or partly received'),
  total: z.string().describe('baht without VAT'),
  grand_total: z.string().describe('total + VAT 7%'),
  lines_count: z.number(),
  quantity_ordered: z.number(),
  quantity_received: z.number(),
  has_attachment: z.boolean(),
  created_at: z.string(),
  created_by_name: z.string(),
});
export type PoRow = z.infer<typeof poRowSchema>;

const person = z.object({ id: z.number(), name: z.string() });

export const poLineSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  sku: z.string(),
  barcode: z.string(),
  product_name: z.string(),
  unit: z.string().nullable(),
  quantity: z.number(),
  received: z.number(),
  open: z.number().describe('quantity - received; 0 once the PO is closed or cancelled'),
  unit_cost: z.string().describe('baht without VAT, 4 decimals'),
  amount: z.string().describe('quantity × unit_cost, rounded half up to satang'),
});
export type PoLine = z.infer<typeof poLineSchema>;

export const poReceiptSchema = z.object({
  bill_id: z.number(),
  bill_number: z.string(),
  created_at: z.string(),
  user_name: z.string(),
  image_url: z.string().nullable(),
  lines: z.array(z.object({ product_id: z.number(), quantity: z.number() })),
});
export type PoReceipt = z.infer<typeof poReceiptSchema>;

export const poAttachmentSchema = z.object({
  key: z.string(),
  name: z.string(),
  url: z.string(),
  content_type: z.string(),
});
export type PoAttachment = z.infer<typeof poAttachmentSchema>;

export const poDetailSchema = z.object({
  id: z.number(),
  po_number: z.string(),
  status: z.number(),
  partner: z.object({
    id: z.number(),
    company_name: z.string(),
    address: z.string().nullable(),
    tax_id: z.string().nullable(),
    contact_name: z.string().nullable(),
    contact_tel: z.string().nullable(),
    email: z.string().nullable(),
  }),
  storage: z.object({ id: z.number(), name: z.string() }),
  expected_at: z.string().nullable(),
  late: z.boolean(),
  note: z.string().nullable(),
  attachment: poAttachmentSchema.nullable(),
  total: z.string(),
  vat: z.string(),
  grand_total: z.string(),
  close_reason: z.string().nullable(),
  created_by: person,
  approved_by: person.nullable(),
  approved_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  lines: z.array(poLineSchema),
  receipts: z.array(poReceiptSchema),
});
export type PoDetail = z.infer<typeof poDetailSchema>;
