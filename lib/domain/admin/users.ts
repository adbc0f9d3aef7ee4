import { findPage } from '@/lib/domain/shared/find-page';
import type { Actor } from '@/lib/auth/actor';
import { hashPassword } from '@/lib/auth/password';
import { normaliseRoles } from '@/lib/auth/permissions';
import { inTransaction, type TenantDb } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/domain/audit/service';
import { revokeUserSessions } from '@/lib/domain/auth/service';
import {
  assertEmailFree,
  assertUsernameFree,
  userUniqueViolation,
} from '@/lib/domain/admin/user-uniqueness';
import { parseSort } from '@/lib/domain/shared/list-query';
import { keysetRows } from '@/lib/export';
import {
  USER_STATUS,
  userEmailFormat,
  type CreateUserInput,
  type UpdateUserInput,
  type UserDetail,
  type UserListQuery,
  type UserRoleInput,
  type UserRow,
  type UserSortField,
} from '@/lib/domain/admin/schemas';
import {
  toUserDetail,
  toUserRow,
  userAuditSnapshot,
  userDetailSelect,
  userRowSelect,
} from '@/lib/domain/admin/serializers';

// The Users calls. Every function takes the tenant-scoped client first,
// so an id of another enterprise is simply not found (404), and every change writes the
// audit log in the same transaction as the change.

const SORT_COLUMN: Record<UserSortField, keyof Prisma.UserOrderByWithRelationInput> = {
  username: 'username',
  first_name: 'firstName',
  last_name: 'lastName',
  group_id: 'groupId',
  status: 'status',
  created_at: 'createdAt',
};

type UserFilters = Pick<UserListQuery, 'q' | 'group_id' | 'status'>;

function userWhere(query: UserFilters): Prisma.UserWhereInput {
  const q = query.q;
  return {
    deletedAt: null,
    ...(query.group_id ? { groupId: query.group_id } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(q
      ? {
          OR: (['username', 'firstName', 'lastName', 'nickName', 'email', 'phone'] as const).map(
            (field) => ({
              [field]: { contains: q, mode: 'insensitive' as const },
            }),
          ),
        }
      : {}),
  };
}

export async function listUsers(
  db: TenantDb,
  query: UserListQuery,
): Promise<{ rows: UserRow[]; total: number }> {
  const where = userWhere(query);
  const sort = parseSort(query.sort, '-created_at');
  const dir = sort.desc ? ('desc' as const) : ('asc' as const);
  const { rows, total } = await findPage(query, {
    rows: (window) =>
      db.user.findMany({
        where,
        select: userRowSelect,
        // The id breaks ties so a page never repeats or skips a row.
        orderBy: [{ [SORT_COLUMN[sort.field]]: dir }, { id: dir }],
        ...window,
      }),
    total: () => db.user.count({ where }),
  });
  return { rows: rows.map(toUserRow), total };
}

/** Every user the list's filters match (no paging), in id order, for the export. */
export function iterateUsers(db: TenantDb, filters: UserFilters): AsyncIterable<UserRow> {
  const where = userWhere(filters);
  const rows = keysetRows((after, take) =>
    db.user.findMany({
      where: after === undefined ? where : { AND: [where, { id: { gt: Number(after) } }] },
      select: userRowSelect,
      orderBy: { id: 'asc' },
      take,
    }),
  );
  return mapRows(rows, toUserRow);
}

async function* mapRows<A, B>(rows: AsyncIterable<A>, fn: (row: A) => B): AsyncIterable<B> {
  for await (const row of rows) yield fn(row);
}

export async function getUser(db: TenantDb, id: number): Promise<UserDetail> {
  return toUserDetail(await findLiveUser(db, id));
}

async function findLiveUser(db: TenantDb, id: number) {
  const user = await db.user.findFirst({
    where: { id, deletedAt: null },
    select: userDetailSelect,
  });
  if (!user) throw new AppError('common.notFound', `user ${id}`);
  return user;
}

/** The choices of the user form's selects, all of the actor's enterprise. */
export async function userFormOptions(db: TenantDb) {
  const [teams, departments, saleChannels] = await Promise.all([
    db.team.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } }),
    db.department.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } }),
    db.saleChannel.findMany({
      where: { active: true },
      select: { id: true, name: true },
      orderBy: { name: 'asc' },
    }),
  ]);
  return { teams, departments, saleChannels };
}
export type UserFormOptions = Awaited<ReturnType<typeof userFormOptions>>;

function assertEmailFormat(email: string | undefined): void {
  if (email !== undefined && !userEmailFormat.safeParse(email).success)
    throw new AppError('user.emailWrongFormat', 'email');
}

/** Team, department and sale channel must be rows of the actor's enterprise. */
async function assertRefs(
  db: TenantDb,
  input: {
    team_id?: number | null;
    department_id?: number | null;
    sale_channel_id?: number | null;
  },
) {
  const missing: string[] = [];
  const [team, department, saleChannel] = await Promise.all([
    input.team_id
      ? db.team.findFirst({ where: { id: input.team_id }, select: { id: true } })
      : true,
    input.department_id
      ? db.department.findFirst({ where: { id: input.department_id }, select: { id: true } })
      : true,
    input.sale_channel_id
      ? db.saleChannel.findFirst({ where: { id: input.sale_channel_id }, select: { id: true } })
      : true,
  ]);
  if (!team) missing.push('body.team_id: not found');
  if (!department) missing.push('body.department_id: not found');
  if (!saleChannel) missing.push('body.sale_channel_id: not found');
  if (missing.length) throw new AppError('common.invalidParameter', missing.join('; '));
}

/** Runs a write and turns a unique violation that slipped past the checks into 409. */
async function mappingUniqueViolations<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw userUniqueViolation(error) ?? error;
  }
}

export async function createUser(
  db: TenantDb,
  actor: Actor,
  input: CreateUserInput,
  requestId?: string,
): Promise<UserDetail> {
  assertEmailFormat(input.email);
  const enterprise = await db.enterprise.findUnique({
    where: { id: actor.enterpriseId },
    select: { id: true },
  });
  if (!enterprise) throw new AppError('user.organisationRequired');
  const email = input.email.toLowerCase() || null;
  await assertUsernameFree(input.username);
  if (email) await assertEmailFree(email);
  await assertRefs(db, input);
  const passwordHash = await hashPassword(input.password);
  return mappingUniqueViolations(() =>
    inTransaction(db, async (tx) => {
      const created = await tx.user.create({
        data: {
          enterpriseId: enterprise.id,
          username: input.username,
          email,
          passwordHash,
          firstName: input.fname,
          lastName: input.lname,
          nickName: input.nick_name,
          phone: input.phone,
          groupId: input.group_id,
          userType: input.user_type,
          roles: normaliseRoles(input.roles),
          isSpecial: input.is_special,
          isEmployee: input.is_employee,
          isReadOnly: input.is_read_only,
          teamId: input.team_id ?? null,
          departmentId: input.department_id ?? null,
          saleChannelId: input.sale_channel_id ?? null,
        },
        select: userDetailSelect,
      });
      await recordAudit(tx, actor, {
        action: 'user.create',
        entity: 'user',
        entityId: created.id,
        after: userAuditSnapshot(created),
        requestId,
      });
      return toUserDetail(created);
    }),
  );
}

export async function updateUser(
  db: TenantDb,
  actor: Actor,
  id: number,
  input: UpdateUserInput,
  requestId?: string,
): Promise<UserDetail> {
  assertEmailFormat(input.email);
  const before = await findLiveUser(db, id);
  if (id === actor.userId && input.group_id !== undefined && input.group_id !== before.groupId) {
    throw new AppError('user.cannotChangeOwnGroup');
  }
  const email = input.email === undefined ? undefined : input.email.toLowerCase() || null;
  if (
    input.username !== undefined &&
    input.username.toLowerCase() !== before.username.toLowerCase()
  ) {
    await assertUsernameFree(input.username, id);
  }
  if (email && email !== before.email?.toLowerCase()) await assertEmailFree(email, id);
  await assertRefs(db, input);
  return mappingUniqueViolations(() =>
    inTransaction(db, async (tx) => {
      const after = await tx.user.update({
        where: { id },
        data: {
          username: input.username,
          email,
          firstName: input.fname,
          lastName: input.lname,
          nickName: input.nick_name,
          phone: input.phone,
          groupId: input.group_id,
          userType: input.user_type,
          roles: input.roles === undefined ? undefined : normaliseRoles(input.roles),
          isSpecial: input.is_special,
          isEmployee: input.is_employee,
          isReadOnly: input.is_read_only,
          teamId: input.team_id,
          departmentId: input.department_id,
          saleChannelId: input.sale_channel_id,
        },
        select: userDetailSelect,
      });
      await recordAudit(tx, actor, {
        action: 'user.update',
        entity: 'user',
        entityId: id,
        before: userAuditSnapshot(before),
        after: userAuditSnapshot(after),
        requestId,
      });
      return toUserDetail(after);
    }),
  );
}

/** Soft delete: the row stays for history (orders, ledger), its sign-ins end at once. */
export async function deleteUser(
  db: TenantDb,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<void> {
  if (id === actor.userId) throw new AppError('user.cannotDeleteSelf');
  const before = await findLiveUser(db, id);
  await inTransaction(db, async (tx) => {
    await tx.user.update({ where: { id }, data: { deletedAt: new Date() } });
    await revokeUserSessions(tx, id, 'user-deleted');
    await recordAudit(tx, actor, {
      action: 'user.delete',
      entity: 'user',
      entityId: id,
      before: userAuditSnapshot(before),
      requestId,
    });
  });
}

/** Blocks (2) or unblocks (1) a user; blocking ends every sign-in of the user at once. */
export async function setUserStatus(
  db: TenantDb,
  actor: Actor,
  id: number,
  status: 1 | 2,
  requestId?: string,
): Promise<UserDetail> {
  if (id === actor.userId && status === USER_STATUS.blocked)
    throw new AppError('user.cannotBlockSelf');
  const before = await findLiveUser(db, id);
  return inTransaction(db, async (tx) => {
    const after = await tx.user.update({
      where: { id },
      data: { status },
      select: userDetailSelect,
    });
    if (status === USER_STATUS.blocked) await revokeUserSessions(tx, id, 'user-blocked');
    await recordAudit(tx, actor, {
      action: status === USER_STATUS.blocked ? 'user.block' : 'user.unblock',
      entity: 'user',
      entityId: id,
      before: { status: before.status },
      after: { status: after.status },
      requestId,
    });
    return toUserDetail(after);
  });
}

/** Sets the group and the per-area levels. An admin cannot take themself out of the admin group. */
export async function changeUserRole(
  db: TenantDb,
  actor: Actor,
  id: number,
  input: UserRoleInput,
  requestId?: string,
): Promise<UserDetail> {
  const before = await findLiveUser(db, id);
  if (id === actor.userId && input.group_id !== before.groupId)
    throw new AppError('user.cannotChangeOwnGroup');
  const roles = normaliseRoles(input.roles);
  return inTransaction(db, async (tx) => {
    const after = await tx.user.update({
      where: { id },
      data: { groupId: input.group_id, roles },
      select: userDetailSelect,
    });
    await recordAudit(tx, actor, {
      action: 'user.role',
      entity: 'user',
      entityId: id,
      before: { group_id: before.groupId, roles: toUserDetail(before).roles },
      after: { group_id: after.groupId, roles: toUserDetail(after).roles },
      requestId,
    });
    return toUserDetail(after);
  });
}

/**
 * An admin sets a user's password (no old password). Every sign-in of that user ends,
 * except the admin's own current one when they reset their own password.
 */
export async function setUserPassword(
  db: TenantDb,
  actor: Actor,
  id: number,
  input: { password: string; confirm_password: string },
  requestId?: string,
): Promise<void> {
  if (input.password !== input.confirm_password) throw new AppError('profile.confirmMismatch');
  await findLiveUser(db, id);
  const passwordHash = await hashPassword(input.password);
  await inTransaction(db, async (tx) => {
    await tx.user.update({ where: { id }, data: { passwordHash, passwordChangedAt: new Date() } });
    await revokeUserSessions(
      tx,
      id,
      'admin-password-reset',
      id === actor.userId ? actor.sessionId : undefined,
    );
    await recordAudit(tx, actor, {
      action: 'user.password',
      entity: 'user',
      entityId: id,
      requestId,
    });
  });
}
