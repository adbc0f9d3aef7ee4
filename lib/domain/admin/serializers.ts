import { AREAS, normaliseRoles } from '@/lib/auth/permissions';
import type { AuditRow, UserDetail, UserRow } from '@/lib/domain/admin/schemas';
import { auditActionLabel, auditEntityLabel, type AuditMessages } from '@/lib/domain/audit/labels';

// Typed selects and their serializers: a query reads exactly what the answer holds, and
// the password hash is never selected.

export const userRowSelect = {
  id: true,
  username: true,
  firstName: true,
  lastName: true,
  nickName: true,
  email: true,
  phone: true,
  groupId: true,
  status: true,
  lastLoginAt: true,
  createdAt: true,
} as const;

export const userDetailSelect = {
  ...userRowSelect,
  userType: true,
  roles: true,
  teamId: true,
  departmentId: true,
  saleChannelId: true,
  isSpecial: true,
  isEmployee: true,
  isReadOnly: true,
} as const;

interface UserRowRecord {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  nickName: string;
  email: string | null;
  phone: string;
  groupId: number;
  status: number;
  lastLoginAt: Date | null;
  createdAt: Date;
}

interface UserDetailRecord extends UserRowRecord {
  userType: number;
  roles: unknown;
  teamId: number | null;
  departmentId: number | null;
  saleChannelId: number | null;
  isSpecial: boolean;
  isEmployee: boolean;
  isReadOnly: boolean;
}

export function toUserRow(u: UserRowRecord): UserRow {
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
    last_login_at: u.lastLoginAt?.toISOString() ?? null,
    created_at: u.createdAt.toISOString(),
  };
}

/** Every area with its stored level (0 when none), in the order of AREAS. */
export function fullRoles(stored: unknown): Record<string, number> {
  const levels = normaliseRoles(stored);
  return Object.fromEntries(AREAS.map((a) => [a, levels[a] ?? 0]));
}

export function toUserDetail(u: UserDetailRecord): UserDetail {
  return {
    ...toUserRow(u),
    user_type: u.userType,
    roles: fullRoles(u.roles),
    team_id: u.teamId,
    department_id: u.departmentId,
    sale_channel_id: u.saleChannelId,
    is_special: u.isSpecial,
    is_employee: u.isEmployee,
    is_read_only: u.isReadOnly,
  };
}

/** What the audit log keeps of a user: the editable fields, never a secret or a login time. */
export function userAuditSnapshot(u: UserDetailRecord) {
  const { last_login_at: _lastLogin, created_at: _created, ...rest } = toUserDetail(u);
  return rest;
}

export const auditRowSelect = {
  id: true,
  actorId: true,
  actorName: true,
  action: true,
  entity: true,
  entityId: true,
  before: true,
  after: true,
  requestId: true,
  ip: true,
  createdAt: true,
} as const;

interface AuditRecord {
  id: bigint;
  actorId: number | null;
  actorName: string;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  requestId: string | null;
  ip: string | null;
  createdAt: Date;
}

export function toAuditRow(a: AuditRecord, messages: AuditMessages): AuditRow {
  return {
    id: a.id.toString(),
    actor_id: a.actorId,
    actor_name: a.actorName,
    action: a.action,
    action_label: auditActionLabel(messages, a.action, a.entity),
    entity: a.entity,
    entity_label: auditEntityLabel(messages, a.entity),
    entity_id: a.entityId,
    before: a.before ?? null,
    after: a.after ?? null,
    request_id: a.requestId,
    ip: a.ip,
    created_at: a.createdAt.toISOString(),
  };
}
