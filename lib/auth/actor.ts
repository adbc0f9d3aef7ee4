import { sqlRunner, type RootDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { normaliseRoles, type RoleLevels, type Subject } from '@/lib/auth/permissions';
import { readToken, tokenFromHeaders } from '@/lib/auth/token';

/** The signed-in user behind a request, checked against its session row. */
export interface Actor extends Subject {
  userId: number;
  sessionId: string;
  enterpriseId: number;
  enterpriseName: string;
  username: string;
  firstName: string;
  lastName: string;
  locale: string;
  roles: RoleLevels;
  via: 'bearer' | 'cookie';
  /** The spec's special user: may edit the orders of other staff (orders/order-owner.ts). */
  isSpecial?: boolean;
  /** The client address of the request, for the audit log (set by defineRoute). */
  ip?: string;
}

export const USER_ACTIVE = 1;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface SessionRow {
  expires_at: Date;
  revoked_at: Date | null;
  id: number;
  enterprise_id: number;
  username: string;
  first_name: string;
  last_name: string;
  group_id: number;
  roles: unknown;
  is_platform_operator: boolean;
  is_special: boolean;
  is_employee: boolean;
  is_read_only: boolean;
  status: number;
  locale: string;
  deleted_at: Date | null;
  enterprise_name: string;
}
export const USER_BLOCKED = 2;

/**
 * Resolves the token (bearer or cookie) to an actor, or null when it is missing, bad,
 * expired, revoked, or its user is blocked or deleted. One indexed read per request.
 */
export async function resolveActor(db: RootDb, headers: Headers): Promise<Actor | null> {
  const found = tokenFromHeaders(headers);
  if (!found) return null;
  const claims = await readToken(found.token);
  if (!claims || !UUID.test(claims.sid)) return null;
  // One joined statement straight through the pool: this runs on every request, and
  // Prisma's nested select (or even its raw-query path) costs more than the query itself.
  const rows = await sqlRunner(db).rows<SessionRow>(Prisma.sql`
    SELECT s.expires_at, s.revoked_at, u.id, u.enterprise_id, u.username, u.first_name,
           u.last_name, u.group_id, u.roles, u.is_platform_operator, u.is_special,
           u.is_employee, u.is_read_only, u.status, u.locale,
           u.deleted_at, e.name AS enterprise_name
      FROM sessions s
      JOIN users u ON u.id = s.user_id
      JOIN enterprises e ON e.id = u.enterprise_id
     WHERE s.id = ${claims.sid}::uuid`);
  const u = rows[0];
  if (!u || u.revoked_at || u.expires_at.getTime() <= Date.now()) return null;
  if (String(u.id) !== claims.sub || u.status !== USER_ACTIVE || u.deleted_at) return null;
  return {
    userId: u.id,
    sessionId: claims.sid,
    enterpriseId: u.enterprise_id,
    enterpriseName: u.enterprise_name,
    username: u.username,
    firstName: u.first_name,
    lastName: u.last_name,
    groupId: u.group_id,
    roles: normaliseRoles(u.roles),
    isPlatformOperator: u.is_platform_operator,
    isSpecial: u.is_special,
    isEmployee: u.is_employee,
    readOnly: u.is_read_only,
    locale: u.locale,
    via: found.via,
  };
}

/** How a person is named on screen and on what they record: first and last name, else username. */
export function actorDisplayName(actor: Pick<Actor, 'firstName' | 'lastName' | 'username'>) {
  return `${actor.firstName} ${actor.lastName}`.trim() || actor.username;
}
