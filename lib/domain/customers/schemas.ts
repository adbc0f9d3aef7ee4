import { z } from 'zod';
import {
  idParam,
  intFilter,
  limitParam,
  pageParam,
  searchParam,
  sortParam,
} from '@/lib/domain/shared/list-query';
import { normaliseThaiPhone } from '@/lib/domain/customers/phone';

// Inputs and answers of the Customers calls. Shared by the
// route handlers and the /backoffice/customers form: one schema, two places. Zod and
// plain data only.

export const CUSTOMER_STATUS = { active: 1, blocked: 2 } as const;
export const CUSTOMER_STATUSES = [CUSTOMER_STATUS.active, CUSTOMER_STATUS.blocked] as const;
export const MAX_ADDRESSES = 20;
export const MAX_TAGS = 20;

/** The message of the phone rule (the form shows its own sentence for it). */
export const THAI_PHONE_RULE = 'thaiPhone';

/** Control characters other than tab and line breaks (PostgreSQL refuses NUL outright). */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_CONTROL = /[\u0000-\u001F\u007F]/;

/** One line of text: trimmed, at most max characters. */
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !LINE_CONTROL.test(s), 'no control characters');

/** Required one-line text. */
const requiredLine = (max: number) => line(max).pipe(z.string().min(1));

/** Optional text: blank or null is stored as null; left out, it stays as it is (updates). */
const optionalText = (max: number, multiLine = false) =>
  (multiLine
    ? z
        .string()
        .trim()
        .max(max)
        .refine((s) => !CONTROL.test(s), 'no control characters')
    : line(max)
  )
    .nullable()
    .transform((s) => s || null);

/** A Thai mobile or landline number in any usual writing; answers its digits. */
export const thaiPhoneInput = z
  .string()
  .max(30)
  .transform((s, ctx) => {
    const digits = normaliseThaiPhone(s);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: THAI_PHONE_RULE });
      return z.NEVER;
    }
    return digits;
  });

/** Blank (the customer's own number is used) or a Thai phone number. */
const optionalPhone = z
  .string()
  .max(30)
  .nullable()
  .transform((s, ctx) => {
    if (!s || !s.trim()) return null;
    const digits = normaliseThaiPhone(s);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: THAI_PHONE_RULE });
      return z.NEVER;
    }
    return digits;
  });

const emailText = z
  .string()
  .trim()
  .toLowerCase()
  .max(200)
  .refine((s) => s === '' || z.email().safeParse(s).success, 'wrong email format')
  .nullable()
  .transform((s) => s || null);

/** Tags: trimmed, blank ones dropped, each once. */
export const tagsInput = z
  .array(line(50))
  .max(MAX_TAGS)
  .transform((tags) => [...new Set(tags.filter(Boolean))]);

/** Postal code: five digits. */
export const zipcodeInput = z
  .string()
  .trim()
  .regex(/^\d{5}$/, 'five digits');

const addressFields = {
  /** Blank: the customer's name. */
  recipient_name: line(200).default(''),
  /** Blank: the customer's phone. */
  phone: optionalPhone.default(null),
  /** House number, village, road: everything before the subdistrict. */
  address: requiredLine(500),
  subdistrict: requiredLine(100),
  district: requiredLine(100),
  province: requiredLine(100),
  zipcode: zipcodeInput,
  /** The default address: the one an order takes. Exactly one when there are any. */
  is_default: z.boolean().default(false),
};

/** POST /api/v1/customers/{id}/address, and each address of a create. */
export const customerAddressInput = z.object(addressFields);
export type CustomerAddressInput = z.output<typeof customerAddressInput>;

/**
 * PUT /api/v1/customers/address/{id}: the fields given change, the others stay.
 * `is_default: true` makes it the default (the old one stops being it); the default
 * cannot be unset, only moved to another address.
 */
export const updateCustomerAddressInput = z
  .object({
    recipient_name: line(200),
    phone: optionalPhone,
    address: addressFields.address,
    subdistrict: addressFields.subdistrict,
    district: addressFields.district,
    province: addressFields.province,
    zipcode: addressFields.zipcode,
    is_default: z.boolean(),
  })
  .partial();
export type UpdateCustomerAddressInput = z.output<typeof updateCustomerAddressInput>;

/** An address in a customer update: with the id of one it has, or without for a new one. */
export const customerAddressSyncInput = customerAddressInput.extend({
  id: idParam.optional(),
});
export type CustomerAddressSyncInput = z.output<typeof customerAddressSyncInput>;

const customerFields = {
  name: requiredLine(200),
  phone: thaiPhoneInput,
  email: emailText,
  line_id: optionalText(100),
  note: optionalText(2000, true),
  tags: tagsInput,
};

/**
 * POST /api/v1/customers. A new customer is active. Of its addresses, the first marked
 * is_default is the default (the first one when none is marked).
 */
export const createCustomerInput = z.object({
  ...customerFields,
  email: customerFields.email.default(null),
  line_id: customerFields.line_id.default(null),
  note: customerFields.note.default(null),
  tags: customerFields.tags.default([]),
  addresses: z.array(customerAddressInput).max(MAX_ADDRESSES).default([]),
});
export type CreateCustomerInput = z.output<typeof createCustomerInput>;

/**
 * PUT /api/v1/customers/{id}: the fields given change, the others stay. `addresses`, when
 * given, is the customer's whole address list (items with an id edit that address,
 * without one add one, addresses left out are removed), in one transaction.
 */
export const updateCustomerInput = z
  .object({
    ...customerFields,
    addresses: z.array(customerAddressSyncInput).max(MAX_ADDRESSES),
  })
  .partial();
export type UpdateCustomerInput = z.output<typeof updateCustomerInput>;

/** PUT /api/v1/customers/{id}/status: 1 active, 2 blocked. */
export const customerStatusInput = z.object({ status: z.literal(CUSTOMER_STATUSES) });

export const CUSTOMER_SORT_FIELDS = [
  'name',
  'phone',
  'status',
  'created_at',
  'updated_at',
] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

/** GET /api/v1/customers */
export const customerListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  q: searchParam.describe('name (part, any case) or phone (digits, in any writing)'),
  sort: sortParam(CUSTOMER_SORT_FIELDS),
  status: intFilter(1, 2).describe('1 active, 2 blocked'),
});
export type CustomerListQuery = z.output<typeof customerListQuery>;

export const customerIdParams = z.object({ id: idParam });

// ---------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------

export const customerAddressSchema = z.object({
  id: z.number(),
  customer_id: z.number(),
  recipient_name: z.string(),
  phone: z.string(),
  address: z.string(),
  subdistrict: z.string(),
  district: z.string(),
  province: z.string(),
  zipcode: z.string(),
  is_default: z.boolean(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

export const customerRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string().describe('digits only'),
  email: z.string().nullable(),
  line_id: z.string().nullable(),
  tags: z.array(z.string()),
  status: z.number().describe('1 active, 2 blocked'),
  address_count: z.number(),
  default_address: customerAddressSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerDetailSchema = customerRowSchema.extend({
  note: z.string().nullable(),
  addresses: z.array(customerAddressSchema).describe('the default first'),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
