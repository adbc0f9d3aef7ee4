import type { RootDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { revokeUserSessions } from '@/lib/domain/auth/service';

// The operator of the whole service (docs/domain-rules.md, Roles): whoever decides the sign-up
// requests of new shops. It is not a role inside any shop, so no shop's admin can give it:
// it is set on a user from the command line of the installation (scripts/operator.ts).

export interface PlatformOperatorRow {
  id: number;
  username: string;
  enterpriseName: string;
  isPlatformOperator: boolean;
}

const rowSelect = {
  id: true,
  username: true,
  isPlatformOperator: true,
  enterprise: { select: { name: true } },
} as const;

/**
 * Gives (`on` true) or takes away the flag of the live user with this username. The user's
 * sign-ins end when it changes, so that the next one carries the new right everywhere
 * (the page routing reads the flag from the session token). Answers the user afterwards
 * and whether anything changed; an unknown or deleted user is `common.notFound`.
 */
export async function setPlatformOperator(
  db: RootDb,
  username: string,
  on: boolean,
): Promise<PlatformOperatorRow & { changed: boolean }> {
  return db.$transaction(async (tx) => {
    const user = await tx.user.findFirst({
      where: { username, deletedAt: null },
      select: rowSelect,
    });
    if (!user) throw new AppError('common.notFound', `user ${username}`);
    const changed = user.isPlatformOperator !== on;
    if (changed) {
      await tx.user.update({ where: { id: user.id }, data: { isPlatformOperator: on } });
      await revokeUserSessions(tx, user.id, on ? 'operator-granted' : 'operator-revoked');
    }
    return {
      id: user.id,
      username: user.username,
      enterpriseName: user.enterprise.name,
      isPlatformOperator: on,
      changed,
    };
  });
}

/** The live users holding the flag, by username. */
export async function listPlatformOperators(db: RootDb): Promise<PlatformOperatorRow[]> {
  const rows = await db.user.findMany({
    where: { isPlatformOperator: true, deletedAt: null },
    select: rowSelect,
    orderBy: { username: 'asc' },
  });
  return rows.map((u) => ({
    id: u.id,
    username: u.username,
    enterpriseName: u.enterprise.name,
    isPlatformOperator: u.isPlatformOperator,
  }));
}
