import { z } from 'zod';
import { AREAS, GROUP_IDS } from '@/lib/auth/permissions';
import { emailSchema, passwordSchema, usernameSchema } from '@/lib/domain/auth/schemas';
import { bangkokDate } from '@/lib/time/bangkok-days';
import {
  idParam,
  intFilter,
  limitParam,
  MAX_INT4,
  pageParam,
  searchParam,
  sortParam,
  textFilter,
} from '@/lib/domain/shared/list-query';

// Inputs of the Users and audit calls. Shared by the route handlers
// (server validation) and the /admin forms (client validation): one schema, two places.

export const USER_STATUS = { active: 1, blocked: 2 } as const;
/** The admin form's "user type": 1 internal staff, 2 external (agent, partner, freelancer). */
export const USER_TYPES = [1, 2] as const;

const level = z.number().int().min(0).max(3);
/** Per-area levels 0..3; an area not in AREAS is refused. */
export const rolesInput = z.partialRecord(z.enum(AREAS), level);

/** Groups 1 Admin, 2 Owner, 3 Employee, 4 Agent, 5 Delivery, 6 Customer. */
export const groupIdInput = z
  .number()
  .int()
  .min(Math.min(...GROUP_IDS))
  .max(Math.max(...GROUP_IDS));

const optionalRef = z.number().int().positive().max(MAX_INT4).nullable().optional();
export const phoneInput = z
  .string()
  .trim()
  .regex(/^[0-9+\-\s]{0,30}$/, 'wrong phone format');

/**
 * The email as the API takes it: any text up to 200 characters; the service refuses a
 * wrong format with `user.emailWrongFormat` (the error catalogue, lib/errors.ts), which a generic
 * `common.invalidParameter` would hide. Forms check the format with userEmailFormat.
 */
export const userEmailInput = z.string().trim().max(200);
export const userEmailFormat = z.union([emailSchema, z.literal('')]);

const userFields = {
  fname: z.string().trim().min(1).max(100),
  lname: z.string().trim().max(100),
  nick_name: z.string().trim().max(50),
  username: usernameSchema,
  email: userEmailInput,
  phone: phoneInput,
  roles: rolesInput,
  user_type: z.literal(USER_TYPES),
  group_id: groupIdInput,
  team_id: optionalRef,
  department_id: optionalRef,
  sale_channel_id: optionalRef,
  is_special: z.boolean(),
  is_employee: z.boolean(),
  is_read_only: z.boolean(),
};

/** POST /api/v1/admin/users */
export const createUserInput = z.object({
  ...userFields,
  lname: userFields.lname.default(''),
  nick_name: userFields.nick_name.default(''),
  email: userFields.email.default(''),
  phone: userFields.phone.default(''),
  roles: userFields.roles.default({}),
  user_type: userFields.user_type.default(1),
  is_special: userFields.is_special.default(false),
  is_employee: userFields.is_employee.default(false),
  is_read_only: userFields.is_read_only.default(false),
  password: passwordSchema,
});
export type CreateUserInput = z.output<typeof createUserInput>;

/** PUT /api/v1/admin/users/{id}: the same fields but the password; a field left out stays as it is. */
export const updateUserInput = z.object(userFields).partial();
export type UpdateUserInput = z.output<typeof updateUserInput>;

/** PUT /api/v1/users/{id}/status: 1 active (unblock), 2 blocked. */
export const userStatusInput = z.object({
  status: z.literal([USER_STATUS.active, USER_STATUS.blocked]),
});

/** PUT /api/v1/users/{id}/role */
export const userRoleInput = z.object({ group_id: groupIdInput, roles: rolesInput });
export type UserRoleInput = z.output<typeof userRoleInput>;

/** PUT /api/v1/admin/users/password/{id}: a mismatch answers `profile.confirmMismatch`. */
export const adminPasswordInput = z.object({
  password: passwordSchema,
  confirm_password: z.string().max(128),
});

export const USER_SORT_FIELDS = [
  'username',
  'first_name',
  'last_name',
  'group_id',
  'status',
  'created_at',
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** GET /api/v1/users */
export const userListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  q: searchParam.describe(
    'username, first, last or nick name, email or phone (contains, any case)',
  ),
  sort: sortParam(USER_SORT_FIELDS),
  group_id: intFilter(1, 6),
  status: intFilter(1, 2),
});
export type UserListQuery = z.output<typeof userListQuery>;

export const userIdParams = z.object({ id: idParam });

/** GET /api/v1/admin/audit */
export const auditListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  entity: textFilter(60),
  entity_id: textFilter(60),
  actor_id: intFilter(1, MAX_INT4),
  action: textFilter(60),
  start_date: bangkokDate,
  end_date: bangkokDate,
});
export type AuditListQuery = z.output<typeof auditListQuery>;

// ---------------------------------------------------------------------------------------
// Responses (OpenAPI document only)
// ---------------------------------------------------------------------------------------

export const userRowSchema = z.object({
  id: z.number(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  nick_name: z.string(),
  email: z.string(),
  phone: z.string(),
  group_id: z.number(),
  status: z.number(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const userDetailSchema = userRowSchema.extend({
  user_type: z.number(),
  roles: z.record(z.string(), z.number()).describe('every area with its level 0..3, as stored'),
  team_id: z.number().nullable(),
  department_id: z.number().nullable(),
  sale_channel_id: z.number().nullable(),
  is_special: z.boolean().describe('may edit the orders of other staff'),
  is_employee: z.boolean().describe('the inventory menu shows its "(employee)" entries'),
  is_read_only: z.boolean().describe('every area level at most 1 (view), whatever the roles say'),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const auditRowSchema = z.object({
  id: z.string(),
  actor_id: z.number().nullable(),
  actor_name: z.string(),
  action: z.string(),
  action_label: z.string().describe("the action in words, in the reader's language"),
  entity: z.string(),
  entity_label: z.string().describe("what the row is about, in words, in the reader's language"),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  request_id: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;
