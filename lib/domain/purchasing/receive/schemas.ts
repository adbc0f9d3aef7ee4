import { z } from 'zod';
import { blankToUndefined, MAX_INT4 } from '@/lib/domain/shared/list-query';
import { fileField } from '@/lib/storage/file-field';

// Receiving a purchase order (PUT /api/v1/wms/po/close/partial/{id}): the body, as JSON or
// as multipart/form-data with the photo of the delivery note (`file`). In a form every
// field is a string and `lines` a JSON string, so the pieces below take both spellings.
// Zod only: the receive screen validates with it too.

/** Lines of one receipt: a PO has at most 500. */
export const MAX_RECEIPT_LINES = 500;
/** Units on one received line (a PO line holds far less). */
export const MAX_RECEIPT_QUANTITY = 1_000_000;

const formInt = (v: unknown) => {
  const b = blankToUndefined(v);
  return typeof b === 'string' && /^\s*-?\d{1,12}\s*$/.test(b) ? Number(b) : b;
};

/** A form's `true` / `1` / `on` (and JSON's true) is true; absent or blank is false. */
const formBool = z.preprocess((v) => {
  const b = blankToUndefined(v);
  if (b === undefined) return false;
  if (b === true || b === 'true' || b === '1' || b === 1 || b === 'on') return true;
  if (b === false || b === 'false' || b === '0' || b === 0) return false;
  return b;
}, z.boolean());

const parseJsonString = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

const textOrNull = (max: number) =>
  z
    .preprocess(
      (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
      z.string().trim().max(max).optional(),
    )
    .optional();

export const receiptLineInput = z.object({
  product_id: z
    .preprocess(formInt, z.number().int().positive().max(MAX_INT4))
    .describe('warehouse product id of a line of the PO'),
  quantity: z
    .preprocess(
      formInt,
      z
        .number({ error: 'a whole number of units' })
        .int('a whole number of units')
        .min(0, 'at least 0 units')
        .max(MAX_RECEIPT_QUANTITY, `at most ${MAX_RECEIPT_QUANTITY} units`),
    )
    .describe('units received now; 0 is ignored'),
});

/** PUT /api/v1/wms/po/close/partial/{id} */
export const receivePoInput = z.object({
  lines: z
    .preprocess(
      (v) => parseJsonString(blankToUndefined(v)) ?? [],
      z.array(receiptLineInput).max(MAX_RECEIPT_LINES, `at most ${MAX_RECEIPT_LINES} lines`),
    )
    .describe('what arrived: multipart sends it as a JSON string. Empty with close: closes short'),
  close: formBool
    .optional()
    .describe('true: close the PO after this receipt (lines still open stay unreceived); po 3'),
  reason: textOrNull(500).describe(
    'why the PO is closed short: required when close leaves something open',
  ),
  note: textOrNull(1000).describe("the stock-in bill's note"),
  file: fileField
    .optional()
    .describe('multipart only: a photo of the delivery note (JPEG, PNG or WebP, at most 10 MB)'),
});
export type ReceivePoInput = z.output<typeof receivePoInput>;
export type ReceivePoForm = z.input<typeof receivePoInput>;

// ---------------------------------------------------------------------------------------
// The answer. The full PoDetail of the PO (getPoDetail) plus the number of the bill this
// receipt wrote (null when nothing was received: a close short).
// ---------------------------------------------------------------------------------------

export const receiptAnswerLineSchema = z.object({
  product_id: z.number(),
  quantity: z.number().describe('ordered'),
  received: z.number().describe('received so far'),
  open: z.number().describe('quantity - received; 0 once the PO is closed or cancelled'),
});

export const receiptAnswerSchema = z.object({
  id: z.number(),
  po_number: z.string(),
  status: z.number().describe('2 partially received, 3 closed'),
  close_reason: z.string().nullable(),
  closed_at: z.string().nullable(),
  BillNumber: z
    .string()
    .nullable()
    .describe('the stock-in bill of this receipt, e.g. IN-2611-00042; null when none'),
  lines: z.array(receiptAnswerLineSchema),
});
export type ReceiptAnswer = z.infer<typeof receiptAnswerSchema>;
