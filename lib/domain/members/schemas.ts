import { z } from 'zod';
import {
  blankToUndefined,
  idParam,
  intFilter,
  limitParam,
  pageParam,
  searchParam,
  sortParam,
  textFilter,
} from '@/lib/domain/shared/list-query';
import { normaliseThaiPhone } from '@/lib/domain/customers/phone';
import { LINE_USER_ID } from '@/lib/domain/line/line-user-id';

// Inputs and answers of the Members calls (docs/members.md; the shared API contract,
// section 7 Members). Zod and plain data only.

/** 0 phone not verified, 1 verified, 2 blocked (spec: Member status). */
export const MEMBER_STATUS = { unverified: 0, verified: 1, blocked: 2 } as const;
/** 0 not specified, 1 unknown, 2 male, 3 female (spec: Member sex). */
export const MEMBER_SEXES = [0, 1, 2, 3] as const;
/** 0 unused, 1 used (member_coupons.status). */
export const MEMBER_COUPON_STATUS = { unused: 0, used: 1 } as const;

const LINE_CONTROL = /[\u0000-\u001F\u007F]/;
const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !LINE_CONTROL.test(s), 'no control characters')
    .nullable()
    .transform((s) => s || null);

const phoneInput = z
  .string()
  .max(30)
  .nullable()
  .transform((s, ctx) => {
    if (!s || !s.trim()) return null;
    const digits = normaliseThaiPhone(s);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: 'thaiPhone' });
      return z.NEVER;
    }
    return digits;
  });

/** A calendar date YYYY-MM-DD that exists, not in the future. */
const birthdayInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d <= new Date();
  }, 'a real date, not in the future')
  .nullable();

export const lineUserIdInput = z.string().trim().regex(LINE_USER_ID, 'U and 32 hex digits');

const memberFields = {
  display_name: optionalLine(200).optional(),
  phone: phoneInput.optional(),
  birthday: birthdayInput.optional(),
  sex: z.coerce
    .number()
    .int()
    .refine((n) => (MEMBER_SEXES as readonly number[]).includes(n), '0, 1, 2 or 3')
    .optional(),
  address: optionalLine(500).optional(),
  province: optionalLine(100).optional(),
  district: optionalLine(100).optional(),
  subdistrict: optionalLine(100).optional(),
  postcode: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, '5 digits')
    .nullable()
    .transform((s) => s || null)
    .optional(),
  customer_id: idParam.nullable().optional(),
};

export const createMemberInput = z.object({ line_user_id: lineUserIdInput, ...memberFields });
export type CreateMemberInput = z.output<typeof createMemberInput>;

export const updateMemberInput = z.object({
  ...memberFields,
  status: z.coerce
    .number()
    .int()
    .refine((n) => n === 0 || n === 1 || n === 2, '0, 1 or 2')
    .optional(),
});
export type UpdateMemberInput = z.output<typeof updateMemberInput>;

const money = z.preprocess(
  blankToUndefined,
  z.coerce.number().min(0).max(999_999_999_999).optional(),
);

/** The members' filters: the list's, the assign by filter's and its preview's. */
const memberFilterFields = {
  q: searchParam.describe('name, phone or LINE user id'),
  status: intFilter(0, 2),
  province: textFilter(100),
  birth_month: intFilter(1, 12).describe('the month of the birthday, 1-12'),
  spending_min: money,
  spending_max: money,
  following: intFilter(0, 1).describe('1: still following the Official Account; 0: unfollowed'),
  blocked: intFilter(0, 1).describe('1: blocked (status 2) only; 0: not blocked'),
};
export const memberFilterInput = z.object(memberFilterFields).strict();
export type MemberFilter = z.output<typeof memberFilterInput>;

export const memberListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  ...memberFilterFields,
  sort: sortParam(['created_at', 'total_spending', 'display_name']),
});
export type MemberListQuery = z.output<typeof memberListQuery>;

export const memberIdParams = z.object({ id: idParam });

export const memberSchema = z.object({
  id: z.number(),
  line_user_id: z.string(),
  display_name: z.string().nullable(),
  phone: z.string().nullable(),
  birthday: z.string().nullable(),
  sex: z.number(),
  status: z.number(),
  total_spending: z.string(),
  address: z.string().nullable(),
  province: z.string().nullable(),
  district: z.string().nullable(),
  subdistrict: z.string().nullable(),
  postcode: z.string().nullable(),
  customer_id: z.number().nullable(),
  unfollowed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MemberView = z.infer<typeof memberSchema>;

/** A row of the members list: the member and how many personal codes it holds. */
export const memberListItemSchema = memberSchema.extend({
  coupons_unused: z.number(),
  coupons_used: z.number(),
});
export type MemberListItem = z.infer<typeof memberListItemSchema>;

export const memberCouponSchema = z.object({
  id: z.number(),
  member_id: z.number(),
  coupon_id: z.number(),
  coupon_code: z.string(),
  coupon_name: z.string().optional(),
  coupon_status: z.enum(['used', 'unused']),
  created_at: z.string(),
  used_at: z.string().nullable(),
});
export type MemberCouponView = z.infer<typeof memberCouponSchema>;

/** A code on the member's own list: its coupon's name and, once used, the order that used it. */
export const memberCodeOfMemberSchema = memberCouponSchema.extend({
  coupon_name: z.string(),
  order_id: z.number().nullable(),
  order_number: z.string().nullable(),
});
export type MemberCodeOfMember = z.infer<typeof memberCodeOfMemberSchema>;

export const memberCodesQuery = z.object({
  page: pageParam,
  limit: limitParam,
  coupon_status: z.preprocess(blankToUndefined, z.enum(['used', 'unused']).optional()),
});
export type MemberCodesQuery = z.output<typeof memberCodesQuery>;
/**
 * Where a personal code stands for its holder on the member's page: `usable` (unused, the
 * coupon active and within its days), `used`, `expired` (past valid_to), `not_yet` (before
 * valid_from), `disabled` (the coupon was switched off).
 */
export const LIFF_COUPON_STATES = ['usable', 'used', 'expired', 'not_yet', 'disabled'] as const;
export type LiffCouponState = (typeof LIFF_COUPON_STATES)[number];

/** A personal code as the member's own page shows it: the code and what the coupon gives. */
export const liffCouponSchema = memberCouponSchema.extend({
  coupon_name: z.string(),
  description: z.string().nullable(),
  /** 1 amount (baht), 2 percent. */
  discount_type: z.number(),
  discount_value: z.string(),
  max_discount: z.string().nullable(),
  minimum_amount: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  state: z.enum(LIFF_COUPON_STATES),
});
export type LiffCouponView = z.infer<typeof liffCouponSchema>;

export const memberCouponListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  q: searchParam.describe('a personal code, or part of one'),
  member_id: intFilter(1, 2_147_483_647),
  coupon_id: intFilter(1, 2_147_483_647),
  coupon_status: z.preprocess(blankToUndefined, z.enum(['used', 'unused']).optional()),
});
export type MemberCouponListQuery = z.output<typeof memberCouponListQuery>;

/** A coupon the member screens offer to give (active, not past its last day). */
export interface AssignableCoupon {
  id: number;
  code: string;
  name: string;
  valid_to: string;
}

/** At most this many members in one assign or send call. */
export const MAX_MEMBERS_PER_CALL = 500;
const memberIds = z
  .array(idParam)
  .min(1)
  .max(MAX_MEMBERS_PER_CALL)
  .transform((ids) => [...new Set(ids)]);

/** At most this many members chosen by one assign by filter (its preview says so first). */
export const MAX_MEMBERS_PER_FILTER_ASSIGN = 5000;

/**
 * POST /api/v2/member-coupons/assign: the members named (`member_ids`) or chosen by the
 * list's filters (`filter`), exactly one of the two.
 */
export const assignCouponInput = z
  .object({
    coupon_id: idParam,
    member_ids: memberIds.optional(),
    filter: memberFilterInput.optional(),
  })
  .superRefine((b, ctx) => {
    if ((b.member_ids === undefined) === (b.filter === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['member_ids'],
        message: 'exactly one of member_ids and filter',
      });
  });
export type AssignCouponInput = z.output<typeof assignCouponInput>;

/** GET /api/v2/member-coupons/assign/preview: the coupon and the list's filters. */
export const assignPreviewQuery = z.object({ coupon_id: idParam, ...memberFilterFields });
export type AssignPreviewQuery = z.output<typeof assignPreviewQuery>;

export const assignPreviewSchema = z.object({
  /** Members the filters match, blocked members left out. */
  matching: z.number(),
  /** Of those, members already holding an unused code of the coupon. */
  skipped: z.number(),
  /** matching - skipped: the codes an assign would give now. */
  to_assign: z.number(),
  /** Codes the coupon's quantity still allows (quantity - codes given out); null: unlimited. */
  uses_left: z.number().nullable(),
  /** The most members one assign by filter may choose. */
  max_members: z.number(),
});
export type AssignPreview = z.infer<typeof assignPreviewSchema>;

export const sendToMembersInput = z
  .object({
    member_ids: memberIds,
    text: z.string().trim().max(4000).optional(),
    coupon_id: idParam.optional(),
  })
  .refine((b) => Boolean(b.text) || b.coupon_id !== undefined, 'text or coupon_id');
export type SendToMembersInput = z.output<typeof sendToMembersInput>;
