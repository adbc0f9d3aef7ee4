import { z } from 'zod';
import {
  idParams,
  limitParam,
  MAX_INT4,
  pageParam,
  searchParam,
  sortParam,
  blankToUndefined,
  allParam,
} from '@/lib/domain/shared/list-query';
import { activeFilter, nameText } from '@/lib/domain/org/fields';
import {
  digitsOnly,
  isBankAccountNumber,
  isPromptPayId,
} from '@/lib/domain/payment-methods/promptpay';
import { PAYMENT_METHOD_TYPES } from '@/lib/domain/payment-methods/payment-method-type';

// Inputs of the payment method calls (CRUD at /api/v1/paymentmethod) and of the bank
// account a transfer carries. Shared by the route handlers and the /admin/payment form.
//
// Bank accounts are written only through the payment method body: `bank_account` holds
// the bank, account name, number and branch; the server reuses the enterprise's account
// with the same bank and number (updating its name and branch) or creates it. API clients
// may instead point at an account the enterprise already has with `bank_account_id`.
// Banks themselves are read-only (GET /api/v1/banks).

/** A bank account number: 10 to 15 digits (spaces and hyphens typed between groups dropped). */
export const accountNumberInput = z
  .string()
  .max(40)
  .transform(digitsOnly)
  .refine(isBankAccountNumber, 'an account number of 10 to 15 digits');

/** The bank account of a transfer, as the payment method form sends it. */
export const bankAccountInput = z.object({
  bank_id: z.number().int().positive().max(MAX_INT4),
  account_name: nameText(200),
  account_number: accountNumberInput,
  branch: nameText(120),
});
export type BankAccountInput = z.output<typeof bankAccountInput>;

/**
 * A PromptPay id: a 10-digit mobile number or a 13-digit national or tax id (check digit
 * checked); spaces and hyphens are dropped; blank or null clears it.
 */
export const promptpayIdInput = z
  .string()
  .max(40)
  .nullable()
  .transform((v) => (v === null ? null : digitsOnly(v) || null))
  .refine(
    (v) => v === null || isPromptPayId(v),
    'a 10-digit mobile number or a 13-digit national or tax id',
  );

const fields = {
  name: nameText(100),
  type: z.literal(PAYMENT_METHOD_TYPES),
  /** Transfers only: an existing bank account of the enterprise (or give `bank_account`). */
  bank_account_id: z.number().int().positive().max(MAX_INT4).nullable(),
  /** Transfers only: the account, created or reused by bank and number. */
  bank_account: bankAccountInput.nullable(),
  /** QR-pay wallets (type 5) only. */
  promptpay_id: promptpayIdInput,
  /** false hides the method from pickers (order form); the admin list shows it. */
  active: z.boolean(),
};

/** POST /api/v1/paymentmethod */
export const paymentMethodInput = z.object({
  name: fields.name,
  type: fields.type,
  bank_account_id: fields.bank_account_id.optional(),
  bank_account: fields.bank_account.optional(),
  promptpay_id: fields.promptpay_id.optional(),
  active: fields.active.default(true),
});
export type PaymentMethodInput = z.output<typeof paymentMethodInput>;

/** PUT /api/v1/paymentmethod/{id}: a field left out stays as it is. */
export const updatePaymentMethodInput = z.object(fields).partial();
export type UpdatePaymentMethodInput = z.output<typeof updatePaymentMethodInput>;

export const PAYMENT_METHOD_SORT_FIELDS = ['name', 'type', 'active', 'created_at'] as const;
export type PaymentMethodSortField = (typeof PAYMENT_METHOD_SORT_FIELDS)[number];

/** GET /api/v1/paymentmethod (a picker asks `?all=1&active=1&sort=name`). */
export const paymentMethodListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  q: searchParam.describe('name (contains, any case)'),
  sort: sortParam(PAYMENT_METHOD_SORT_FIELDS),
  type: z
    .preprocess(
      blankToUndefined,
      z.coerce.number().pipe(z.literal(PAYMENT_METHOD_TYPES)).optional(),
    )
    .describe('1 transfer, 2 cash on delivery, 4 claim, 5 QR-pay wallet, 6 platform, 7 other'),
  active: activeFilter,
  all: allParam,
});
export type PaymentMethodListQuery = z.output<typeof paymentMethodListQuery>;

export const paymentMethodIdParams = idParams;

// ---------------------------------------------------------------------------------------
// Responses (OpenAPI document only)
// ---------------------------------------------------------------------------------------

export const bankSchema = z.object({
  id: z.number(),
  code: z.string().describe('Thai bank code, e.g. 004 KBank'),
  short_name: z.string(),
  name_th: z.string(),
  name_en: z.string(),
});
export type Bank = z.infer<typeof bankSchema>;

const bankAccountRow = z.object({
  id: z.number(),
  bank_id: z.number(),
  bank_code: z.string(),
  bank_short_name: z.string(),
  bank_name_th: z.string(),
  bank_name_en: z.string(),
  account_name: z.string(),
  account_number_masked: z.string().describe('only the last four digits shown'),
  branch: z.string().nullable(),
});

export const paymentMethodRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.number(),
  active: z.boolean(),
  bank_account: bankAccountRow.nullable(),
  promptpay_id_masked: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PaymentMethodRow = z.infer<typeof paymentMethodRowSchema>;

/** The numbers are whole for a user who may edit the method; masked as in the list otherwise. */
export const paymentMethodDetailSchema = paymentMethodRowSchema.extend({
  bank_account: bankAccountRow
    .extend({
      account_number: z
        .string()
        .describe('whole for an admin, else masked like account_number_masked'),
    })
    .nullable(),
  promptpay_id: z
    .string()
    .nullable()
    .describe('whole for an admin, else masked like promptpay_id_masked'),
});
export type PaymentMethodDetail = z.infer<typeof paymentMethodDetailSchema>;
