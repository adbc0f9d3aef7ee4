import { z } from 'zod';

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,50}$/;
export const usernameSchema = z.string().trim().regex(USERNAME_PATTERN, 'wrong username format');
/** 8 to 128 characters with at least one letter and one digit. */
export const passwordSchema = z
  .string()
  .min(8, 'at least 8 characters')
  .max(128, 'at most 128 characters')
  .regex(/[A-Za-z]/, 'needs a letter')
  .regex(/[0-9]/, 'needs a digit');
export const emailSchema = z.string().trim().toLowerCase().email('wrong email format').max(200);

export const loginInput = z.object({
  username: z.string().trim().min(1).max(50),
  password: z.string().min(1).max(128),
  recaptcha_token: z.string().max(4000).optional(),
});

export const forgotPasswordInput = z.object({ email: emailSchema });

export const resetPasswordInput = z.object({
  token: z.string().min(20).max(200),
  password: passwordSchema,
  confirm_password: z.string(),
});

export const changePasswordInput = z.object({
  old_password: z.string().min(1).max(128),
  new_password: passwordSchema,
  confirm_password: z.string(),
});

export const updateProfileInput = z.object({
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().max(100).default(''),
  nick_name: z.string().trim().max(50).default(''),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9+\-\s]{0,30}$/, 'wrong phone format')
    .default(''),
  email: z.union([emailSchema, z.literal('')]).optional(),
});

export const signedInUserSchema = z.object({
  Id: z.number(),
  Username: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  NickName: z.string(),
  Phone: z.string(),
  Email: z.string(),
  GroupId: z.number(),
  EnterpriseID: z.number(),
  EnterpriseName: z.string(),
  Status: z.number(),
  TeamID: z.number().nullable(),
  TeamName: z.string(),
  SaleChannelID: z.number().nullable(),
  SaleChannelName: z.string(),
  Roles: z.string().describe('JSON string of per-area levels, with the legacy key "plaform"'),
  Locale: z.string(),
  IsSpecial: z.boolean(),
  IsEmployee: z.boolean().describe('the employee flag: the "(employee)" inventory entries'),
  ReadOnly: z.boolean().describe('the read-only flag: every level in Roles is at most 1'),
});
export type SignedInUser = z.infer<typeof signedInUserSchema>;
