import { z } from 'zod';
import { emailSchema } from '@/lib/domain/auth/schemas';
import {
  idParam,
  intFilter,
  limitParam,
  pageParam,
  searchParam,
} from '@/lib/domain/shared/list-query';

// Sign-up requests: a shop asks for an account on /register, an admin approves or rejects.
// Shared by the route handlers, the /register form and the /admin/signup page.

export const SIGNUP_PLANS = ['starter', 'growth', 'pro'] as const;
export type SignupPlan = (typeof SIGNUP_PLANS)[number];

/** 0 pending, 1 approved, 2 rejected. */
export const SIGNUP_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;

/** POST /api/v1/signup (public) */
export const signupInput = z.object({
  shop_name: z.string().trim().min(1).max(200),
  contact_name: z.string().trim().min(1).max(200),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .regex(/^[0-9+\-\s]{9,30}$/, 'wrong phone format'),
  plan: z.enum(SIGNUP_PLANS),
  message: z.string().trim().max(2000).optional(),
  /** Only when reCAPTCHA keys are configured (the same bot check as the login form). */
  recaptcha_token: z.string().max(4000).optional(),
});
export type SignupInput = z.output<typeof signupInput>;

/** GET /api/v1/admin/signup */
export const signupListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  q: searchParam.describe('shop name, contact name or email (contains, any case)'),
  status: intFilter(0, 2),
});
export type SignupListQuery = z.output<typeof signupListQuery>;

export const signupIdParams = z.object({ id: idParam });

export const signupRowSchema = z.object({
  id: z.number(),
  shop_name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string(),
  plan: z.string(),
  message: z.string(),
  status: z.number(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type SignupRow = z.infer<typeof signupRowSchema>;

export const signupApprovalSchema = z.object({
  enterprise_id: z.number(),
  enterprise_code: z.string(),
  enterprise_name: z.string(),
  username: z.string().describe('the new admin sets a password through "forgot password"'),
});
export type SignupApproval = z.infer<typeof signupApprovalSchema>;
