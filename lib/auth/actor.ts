import type { Db } from '@/lib/db/client';
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
}

export const USER_ACTIVE = 1;
export const USER_BLOCKED = 2;

/**
 * Resolves the token (bearer or cookie) to an actor, or null when it is missing, bad,
 * expired, revoked, or its user is blocked or deleted. One indexed read per request.
 */
export async function resolveActor(db: Db, headers: Headers): Promise<Actor | null> {
  const found = tokenFromHeaders(headers);
  if (!found) return null;
  const claims = await readToken(found.token);
  if (!claims) return null;
  const session = await db.session.findUnique({
    where: { id: claims.sid },
    select: {
      expiresAt: true,
      revokedAt: true,
      user: {
        select: {
          id: true,
          enterpriseId: true,
          username: true,
          firstName: true,
          lastName: true,
          groupId: true,
          roles: true,
          status: true,
          locale: true,
          deletedAt: true,
          enterprise: { select: { name: true } },
        },
      },
    },
  });
  if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) return null;
  const u = session.user;
  if (String(u.id) !== claims.sub || u.status !== USER_ACTIVE || u.deletedAt) return null;
  return {
    userId: u.id,
    sessionId: claims.sid,
    enterpriseId: u.enterpriseId,
    enterpriseName: u.enterprise.name,
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    groupId: u.groupId,
    roles: normaliseRoles(u.roles),
    locale: u.locale,
    via: found.via,
  };
}
