import { z } from 'zod';
import { blankToUndefined, MAX_INT4 } from '@/lib/domain/shared/list-query';
import { fileField } from '@/lib/storage/file-field';
import { systemNoteFields } from '@/lib/domain/wms/inventory/shared';

// Inputs and the answer of the stock writes :
// stock in, stock out, move between storages, move to or from a user. Shared by the route
// handlers (server validation) and the /wms/inventory forms (client validation), so this
// file imports zod-only modules.
//
// Every call takes JSON, or multipart/form-data when a bill photo is attached (field
// `bill_image`); in a form every field is a string and `items` is a JSON string, so the
// pieces below accept both spellings.

/** Lines per bill: a receiving sheet is long, but not unbounded. */
export const MAX_BILL_LINES = 200;
/** Units on one line: keeps a bill's merged totals far inside a PostgreSQL integer. */
export const MAX_LINE_AMOUNT = 1_000_000;

const blankToNull = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? null : v;

/** A form sends numbers as strings: '12' becomes 12, anything else is left for zod to refuse. */
const formInt = (v: unknown) => {
  const b = blankToUndefined(v);
  return typeof b === 'string' && /^\s*-?\d{1,12}\s*$/.test(b) ? Number(b) : b;
};

const id = z.preprocess(formInt, z.number().int().positive().max(MAX_INT4));

/** Units moved on a line: a positive whole number. */
export const amountInput = z.preprocess(
  formInt,
  z
    .number({ error: 'a whole number of units' })
    .int('a whole number of units')
    .min(1, 'at least 1 unit')
    .max(MAX_LINE_AMOUNT, `at most ${MAX_LINE_AMOUNT} units`),
);

const COST = /^\d{1,10}(\.\d{1,4})?$/;

/**
 * A unit cost in baht (numeric(14,4)): a number or a decimal string with at most 4
 * decimals, answered as a decimal string. '' or null means "no cost given".
 */
export const costInput = z
  .preprocess((v) => {
    const b = blankToNull(v);
    return typeof b === 'number' && Number.isFinite(b) ? String(b) : b;
  }, z.string().trim().regex(COST, 'a cost of at least 0 with at most 4 decimals').nullable())
  .optional();

const noteInput = z.preprocess(blankToNull, z.string().trim().max(1000).nullable()).optional();

/** In a form, `items` is a JSON string; a string that is not JSON is left for zod to refuse. */
const parseJsonString = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

const itemsOf = <T extends z.ZodType>(line: T) =>
  z.preprocess(
    parseJsonString,
    z
      .array(line)
      .min(1, 'at least one line')
      .max(MAX_BILL_LINES, `at most ${MAX_BILL_LINES} lines`),
  );

/** The optional bill photo: a multipart file, or a key uploaded before (POST /api/v1/files). */
const billImageFields = {
  bill_image: fileField.optional().describe('multipart only: a photo of the paper bill'),
  bill_image_key: z
    .preprocess(blankToUndefined, z.string().trim().min(1).max(300).optional())
    .describe('instead of bill_image: a key from POST /api/v1/files (folder bill-images)'),
};

export const stockInLine = z.object({
  product_id: id.describe('warehouse product id'),
  amount: amountInput,
  cost: costInput.describe(
    'unit cost in baht; updates the moving average. Left out: the units come in at the current average',
  ),
});

export const stockOutLine = z.object({
  product_id: id.describe('warehouse product id'),
  amount: amountInput,
});

/** POST /api/v2/wms/inventory/item/in */
export const stockInInput = z.object({
  storage_id: id,
  note: noteInput,
  items: itemsOf(stockInLine),
  ...billImageFields,
});

/**
 * A stock-out line: a warehouse product, or a promotion (pickup profile) whose components
 * go out, each its quantity times the amount (docs: "packing and stock out expand it").
 */
export const stockOutItem = z
  .object({
    product_id: id.optional().describe('warehouse product id'),
    pickup_profile_id: id
      .optional()
      .describe('instead of product_id: a promotion, expanded into its components'),
    amount: amountInput,
  })
  .refine((v) => (v.product_id === undefined) !== (v.pickup_profile_id === undefined), {
    message: 'exactly one of product_id and pickup_profile_id',
  });

/** POST /api/v2/wms/inventory/item/out */
export const stockOutInput = z.object({
  storage_id: id,
  note: noteInput,
  items: itemsOf(stockOutItem),
  ...billImageFields,
});

/** POST /api/v2/wms/inventory/item/group/move (to a packing line: a storage of kind 2). */
export const stockMoveInput = z
  .object({
    from_storage_id: id,
    to_storage_id: id,
    note: noteInput,
    items: itemsOf(stockOutLine),
    ...billImageFields,
  })
  .refine((v) => v.from_storage_id !== v.to_storage_id, {
    path: ['to_storage_id'],
    message: 'must differ from from_storage_id',
  });

export const USER_MOVE_DIRECTIONS = ['to_user', 'from_user'] as const;
export type UserMoveDirection = (typeof USER_MOVE_DIRECTIONS)[number];

/** POST /api/v1/wms/inventory/user/move */
export const userMoveInput = z.object({
  user_id: id.describe('the agent or delivery user who holds the stock'),
  storage_id: id.describe(
    'the warehouse storage the stock leaves (to_user) or returns to (from_user)',
  ),
  direction: z
    .enum(USER_MOVE_DIRECTIONS)
    .describe("to_user: storage -> the user's holding; from_user: the user's holding -> storage"),
  note: noteInput,
  items: itemsOf(stockOutLine),
  ...billImageFields,
});

export type StockInInput = z.output<typeof stockInInput>;
export type StockOutInput = z.output<typeof stockOutInput>;
export type StockMoveInput = z.output<typeof stockMoveInput>;
export type UserMoveInput = z.output<typeof userMoveInput>;
/** What a form holds before sending (numbers may still be strings). */
export type StockInForm = z.input<typeof stockInInput>;
export type StockOutForm = z.input<typeof stockOutInput>;
export type StockMoveForm = z.input<typeof stockMoveInput>;
export type UserMoveForm = z.input<typeof userMoveInput>;

// ---------------------------------------------------------------------------------------
// The answer: 201 { Msg, Datum: StockBill }
// ---------------------------------------------------------------------------------------

export const stockBillLineSchema = z.object({
  product_id: z.number().describe('warehouse product id'),
  product_name: z.string(),
  sku: z.string(),
  barcode: z.string(),
  storage_id: z.number(),
  storage_name: z.string(),
  amount: z.number().describe('signed: + into the storage, - out of it'),
  balance_after: z.number().describe("the storage's balance of the product right after this line"),
  unit_cost: z.string().describe('the unit cost at that moment, 4 decimals'),
});

export const stockBillSchema = z.object({
  ID: z.number(),
  BillNumber: z.string().describe('e.g. IN-2611-00042: gapless per enterprise, kind and month'),
  Kind: z.number().describe('1 in, 2 out, 3 move, 4 user move, 5 packing, 6 return, 7 adjust'),
  Note: z.string().nullable(),
  ...systemNoteFields,
  UserName: z.string(),
  CreateAt: z.string().describe('ISO time'),
  BillImage: z.string().nullable().describe('URL of the bill photo (signed-in users), or null'),
  from_storage_id: z.number().nullable(),
  from_storage_name: z.string().nullable(),
  to_storage_id: z.number().nullable(),
  to_storage_name: z.string().nullable(),
  lines: z.array(stockBillLineSchema),
});

export type StockBillLine = z.infer<typeof stockBillLineSchema>;
export type StockBill = z.infer<typeof stockBillSchema>;

/** Datum of inventory.balanceNotEnough (422): every line the storage cannot cover. */
export const shortLineSchema = z.object({
  product_id: z.number(),
  storage_id: z.number(),
  balance: z.number().describe('what the storage holds now'),
  wanted: z.number().describe('what the bill takes (duplicate lines added up)'),
});
export type ShortLine = z.infer<typeof shortLineSchema>;
