import type { TenantDb } from '@/lib/db';
import { AREAS, GROUP, levelOf, normaliseRoles } from '@/lib/auth/permissions';
import type { Actor } from '@/lib/auth/actor';
import { AppError } from '@/lib/errors';
import { listAudit } from '@/lib/domain/admin/audit-log';
import { auditListQuery } from '@/lib/domain/admin/schemas';
import {
  byBangkokDay,
  type TimelineDay,
  type UserCard,
  type UserTimeline,
} from '@/lib/domain/admin/user-card-types';

export type { TimelineDay, UserCard, UserTimeline };

// ---------------------------------------------------------------------------------------
// The spec's template pages, fed by real data: /pages/user (a user's card) and
// /pages/timeline (their activity, day by day, from the audit log). Everyone sees their
// own; an admin, who reads the whole audit log at /admin/audit, may open anyone's of the
// enterprise. Another user's card asked by a non-admin is 403 `common.accessDenied`.
// ---------------------------------------------------------------------------------------

export const TIMELINE_PAGE_SIZE = 30;

/**
 * Whose page the actor opens: their own when `requested` is absent or theirs; another
 * user's only for an admin (else 403). A requested id that is not a whole number is 400.
 */
export function pageUserId(actor: Pick<Actor, 'userId' | 'groupId'>, requested?: string): number {
  if (requested === undefined || requested === '') return actor.userId;
  const id = Number(requested);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
    throw new AppError('common.invalidParameter', 'user: a user id');
  if (id !== actor.userId && actor.groupId !== GROUP.admin)
    throw new AppError('common.accessDenied', "only an admin opens another user's page");
  return id;
}

export async function getUserCard(db: TenantDb, id: number): Promise<UserCard> {
  const [u, total, last] = await Promise.all([
    db.user.findFirst({
      where: { id },
      select: {
        id: true,
        username: true,
        firstName: true,
        lastName: true,
        nickName: true,
        email: true,
        phone: true,
        groupId: true,
        status: true,
        roles: true,
        isSpecial: true,
        isEmployee: true,
        isReadOnly: true,
        lastLoginAt: true,
        createdAt: true,
        deletedAt: true,
        team: { select: { name: true } },
        department: { select: { name: true } },
        saleChannel: { select: { name: true } },
      },
    }),
    db.auditLog.count({ where: { actorId: id } }),
    db.auditLog.findFirst({
      where: { actorId: id },
      select: { createdAt: true },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    }),
  ]);
  if (!u) throw new AppError('common.notFound', `user ${id}`);
  const subject = {
    groupId: u.groupId,
    roles: normaliseRoles(u.roles),
    readOnly: u.isReadOnly,
  };
  return {
    id: u.id,
    username: u.username,
    first_name: u.firstName,
    last_name: u.lastName,
    nick_name: u.nickName,
    email: u.email ?? '',
    phone: u.phone,
    group_id: u.groupId,
    status: u.status,
    deleted: u.deletedAt !== null,
    team_name: u.team?.name ?? null,
    department_name: u.department?.name ?? null,
    sale_channel_name: u.saleChannel?.name ?? null,
    is_special: u.isSpecial,
    is_employee: u.isEmployee,
    is_read_only: u.isReadOnly,
    levels: AREAS.map((area) => ({ area, level: levelOf(subject, area) })),
    last_login_at: u.lastLoginAt?.toISOString() ?? null,
    created_at: u.createdAt.toISOString(),
    activity: { total, last_at: last?.createdAt.toISOString() ?? null },
  };
}

/**
 * A user's changes as the audit log recorded them, newest first, a page at a time, in
 * Bangkok days (newest day first, each day's entries newest first).
 */
export async function getUserTimeline(
  db: TenantDb,
  userId: number,
  page: number,
  locale: string,
  limit: number = TIMELINE_PAGE_SIZE,
): Promise<UserTimeline> {
  const query = auditListQuery.parse({ page, limit, actor_id: userId });
  const { rows, total } = await listAudit(db, query, locale);
  return { user_id: userId, days: byBangkokDay(rows), total, page: query.page, limit: query.limit };
}
