import { z } from 'zod';
import { moneyInput } from '@/lib/domain/catalog/schemas';
import { DISCOUNT_TYPE } from '@/lib/domain/coupons/discount';
import { validityDay } from '@/lib/domain/coupons/validity';
import {
  idParam,
  intFilter,
  limitParam,
  pageParam,
  searchParam,
  sortParam,
} from '@/lib/domain/shared/list-query';

// Inputs and answers of the Coupon calls (docs/domain-rules.md, Coupons). Zod and plain
// data only, so a screen may share them.

const MAX_MONEY = 99_999_999.99;
const LINE_CONTROL = /[\u0000-\u001F\u007F]/;
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const money = moneyInput.refine((v) => Number(v) <= MAX_MONEY, `at most ${MAX_MONEY}`);
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !LINE_CONTROL.test(s), 'no control characters');

/** A code people type and scan: letters, digits, - and _, no spaces. */
export const couponCodeInput = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[\p{L}\p{N}_-]+$/u, 'letters, digits, - and _ only');

/** A Bangkok day (YYYY-MM-DD) or an instant, read as its Bangkok day. */
const validityInput = z
  .string()
  .trim()
  .max(40)
  .transform((s, ctx) => {
    const day = validityDay(s);
    if (!day) {
      ctx.addIssue({ code: 'custom', message: 'expected YYYY-MM-DD' });
      return z.NEVER;
    }
    return day;
  });

const fields = {
  code: couponCodeInput,
  name: line(200).pipe(z.string().min(1)),
  description: z
    .string()
    .trim()
    .max(2000)
    .refine((s) => !CONTROL.test(s), 'no control characters')
    .nullable()
    .optional()
    .transform((s) => s || null),
  discount_type: z.literal([DISCOUNT_TYPE.amount, DISCOUNT_TYPE.percent]),
  discount_value: money.refine((v) => Number(v) > 0, 'more than 0'),
  minimum_amount: money.default('0.00'),
  max_discount: money.nullable().optional(),
  valid_from: validityInput,
  valid_to: validityInput,
  /** How many uses in all; null or left out: unlimited. */
  quantity: z.number().int().min(1).max(10_000_000).nullable().optional(),
};

type Checked = {
  discount_type?: number;
  discount_value?: string;
  valid_from?: string;
  valid_to?: string;
};
function checkCoupon(c: Checked, ctx: z.RefinementCtx) {
  if (
    c.discount_type === DISCOUNT_TYPE.percent &&
    c.discount_value &&
    Number(c.discount_value) > 100
  )
    ctx.addIssue({ code: 'custom', path: ['discount_value'], message: 'a percent: 0 to 100' });
  if (c.valid_from && c.valid_to && c.valid_to < c.valid_from)
    ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'before valid_from' });
}

/** POST /api/v1/coupon. */
export const createCouponInput = z.object(fields).strict().superRefine(checkCoupon);
export type CreateCouponInput = z.output<typeof createCouponInput>;

/** PUT /api/v1/coupon/{id}: fields left out stay; `status` 2 disables, 1 enables again. */
export const updateCouponInput = z
  .object({ ...fields, status: z.literal([1, 2]) })
  .partial()
  .strict()
  .superRefine(checkCoupon);
export type UpdateCouponInput = z.output<typeof updateCouponInput>;

export const couponIdParams = z.object({ id: idParam });
export const couponIdQuery = z.object({ id: idParam });
/** GET /api/v1/coupon/all: a coupon's member codes, paged like every list. */
export const couponCodesQuery = z.object({ id: idParam, page: pageParam, limit: limitParam });
export type CouponCodesQuery = z.output<typeof couponCodesQuery>;
export const memberIdQuery = z.object({ member_id: idParam });

/**
 * GET /api/v1/coupon/check: the code typed on the order form (a coupon's own code in any
 * case, or a member's code), the items amount (the lines after their own discounts,
 * before shipping) and the order's own discount.
 */
export const couponCheckQuery = z.object({
  code: line(60).pipe(z.string().min(1)),
  items_amount: money,
  discount: money.default('0.00'),
});
export type CouponCheckQuery = z.output<typeof couponCheckQuery>;

/** What the coupon would take off these items now (nothing counted, nothing locked). */
export const couponCheckSchema = z.object({
  /** The code as the order would keep it: the member's code, else the coupon's own spelling. */
  code: z.string(),
  coupon_id: z.number(),
  name: z.string(),
  /** 1 amount (baht), 2 percent. */
  discount_type: z.number(),
  discount_value: z.string(),
  max_discount: z.string().nullable(),
  minimum_amount: z.string(),
  /** The coupon's discount on these items, "45.50". */
  discount: z.string(),
  /**
   * A member's personal code: the member's display name ('' when the member has none);
   * null for a coupon's own code.
   */
  member: z.string().nullable(),
});
export type CouponCheckAnswer = z.infer<typeof couponCheckSchema>;

export const COUPON_STATUSES = [1, 2] as const;

/** GET /api/v1/coupon. */
export const couponListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  /** Code or name. */
  q: searchParam,
  /** 1 active, 2 disabled. */
  status: intFilter(1, 2),
  /** 1: only coupons usable today (active, inside their days, uses left). */
  valid_now: intFilter(0, 1),
});
export type CouponListQuery = z.output<typeof couponListQuery>;

export const couponSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  discount_type: z.number(),
  discount_value: z.string(),
  minimum_amount: z.string(),
  max_discount: z.string().nullable(),
  valid_from: z.string(),
  valid_to: z.string(),
  quantity: z.number().nullable(),
  used_count: z.number(),
  /** null: unlimited. */
  uses_left: z.number().nullable(),
  /** 1 active, 2 disabled. */
  status: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CouponAnswer = z.infer<typeof couponSchema>;

export const couponDeleteSchema = z.object({
  id: z.number(),
  /** false: the coupon was used, so it was disabled instead (status 2). */
  deleted: z.boolean(),
  disabled: z.boolean(),
});

export const memberCodeSchema = z.object({
  id: z.number(),
  coupon_code: z.string(),
  member_id: z.number(),
  member_name: z.string().nullable(),
  line_user_id: z.string(),
  coupon_status: z.enum(['used', 'unused']),
  order_id: z.number().nullable(),
  created_at: z.string(),
  used_at: z.string().nullable(),
});

export const couponUsageSchema = z.object({
  coupon: couponSchema,
  orders: z.array(
    z.object({
      order_id: z.number(),
      order_number: z.string(),
      status: z.number(),
      coupon_code: z.string(),
      /** The coupon's part of the order's discount. */
      coupon_discount: z.string(),
      discount: z.string(),
      total: z.string(),
      created_at: z.string(),
    }),
  ),
  member_codes: z.object({ assigned: z.number(), used: z.number(), unused: z.number() }),
});

export const memberCouponRowSchema = memberCodeSchema.extend({
  coupon: couponSchema,
});

/** GET /api/v1/coupon/usage: every coupon with its usage (the admin's overview). */
export const couponUsageListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  /** Code or name. */
  q: searchParam,
  /** 1 active, 2 disabled. */
  status: intFilter(1, 2),
  sort: sortParam([
    'created_at',
    'code',
    'name',
    'valid_to',
    'status',
    'used_count',
    'uses_left',
    'orders',
    'codes_assigned',
    'codes_used',
    'discount_given',
  ]),
});
export type CouponUsageListQuery = z.output<typeof couponUsageListQuery>;

export const couponUsageRowSchema = couponSchema.extend({
  /** Its days against now: not started yet, running, or ended. */
  days: z.enum(['not_started', 'running', 'ended']),
  /** Orders holding the coupon that are not cancelled (140). */
  orders: z.number(),
  codes_assigned: z.number(),
  codes_used: z.number(),
  codes_unused: z.number(),
  /** The coupon's part of the discount of those orders, summed. */
  discount_given: z.string(),
});
export type CouponUsageRow = z.infer<typeof couponUsageRowSchema>;

export const couponUsageTotalsSchema = z.object({
  used_count: z.number(),
  orders: z.number(),
  codes_assigned: z.number(),
  codes_used: z.number(),
  codes_unused: z.number(),
  discount_given: z.string(),
});
export type CouponUsageTotals = z.infer<typeof couponUsageTotalsSchema>;
