import type { TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { levelOf, normaliseRoles } from '@/lib/auth/permissions';
import type { Driver } from '@/lib/domain/express/schemas';

// Who drives for the own courier: an active user of the enterprise with express level 2
// or more (the level of the everyday work: deliver, fail, collect the cash).

const USER_ACTIVE = 1;

interface UserRow {
  id: number;
  firstName: string;
  lastName: string;
  nickName: string;
  groupId: number;
  roles: unknown;
}

const SELECT = {
  id: true,
  firstName: true,
  lastName: true,
  nickName: true,
  groupId: true,
  roles: true,
} as const;

export const personName = (u: { firstName: string; lastName: string; nickName?: string }) => {
  const full = `${u.firstName} ${u.lastName}`.trim();
  return u.nickName ? `${full} (${u.nickName})` : full;
};

const drives = (u: UserRow) =>
  levelOf({ groupId: u.groupId, roles: normaliseRoles(u.roles) }, 'express') >= 2;

/** Every driver of the enterprise, by name. */
export async function listDrivers(db: TenantDb): Promise<Driver[]> {
  const users = await db.user.findMany({
    where: { status: USER_ACTIVE, deletedAt: null },
    select: SELECT,
    orderBy: [{ firstName: 'asc' }, { id: 'asc' }],
  });
  return users.filter(drives).map((u) => ({ id: u.id, name: personName(u) }));
}

/** The driver a call names: another enterprise's user or a non-driver is refused. */
export async function requireDriver(db: TenantDb, id: number): Promise<Driver> {
  const user = await db.user.findFirst({
    where: { id, status: USER_ACTIVE, deletedAt: null },
    select: SELECT,
  });
  if (!user) throw new AppError('express.driverInvalid', `user ${id} is not a driver here`);
  if (!drives(user))
    throw new AppError('express.driverInvalid', `user ${id} has no express level 2`);
  return { id: user.id, name: personName(user) };
}
