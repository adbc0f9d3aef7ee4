import { z } from 'zod';
import { blankToUndefined, MAX_INT4 } from '@/lib/domain/shared/list-query';
import { fileField } from '@/lib/storage/file-field';
import { poDetailSchema } from '@/lib/domain/purchasing/schemas';

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

/** A receipt answers the PO as it now stands and the stock-in bill the receipt wrote. */
export const receiptAnswerSchema = poDetailSchema.extend({
  BillNumber: z
    .string()
    .nullable()
    .describe('the stock-in bill of this receipt, e.g. IN-2611-00042; null when none'),
});
export type ReceiptAnswer = z.infer<typeof receiptAnswerSchema>;
