import type { Actor } from '@/lib/auth/actor';
import { type TenantDb, inTransaction } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { recordAudit } from '@/lib/domain/audit/service';
import { signedInUserSelect, toSignedInUser } from '@/lib/domain/auth/signed-in-user';
import { revokeUserSessions } from '@/lib/domain/auth/service';
import type { SignedInUser } from '@/lib/domain/auth/schemas';
import { assertEmailFree } from '@/lib/domain/admin/user-uniqueness';
import type { Locale } from '@/lib/i18n/config';

export async function getProfile(db: TenantDb, actor: Actor): Promise<SignedInUser> {
  const user = await db.user.findUnique({
    where: { id: actor.userId },
    select: signedInUserSelect,
  });
  if (!user) throw new AppError('auth.unauthorized');
  return toSignedInUser(user);
}

export interface ProfileChange {
  first_name: string;
  last_name: string;
  nick_name: string;
  phone: string;
  email?: string;
}

export async function updateProfile(
  db: TenantDb,
  actor: Actor,
  input: ProfileChange,
  requestId?: string,
): Promise<SignedInUser> {
  return inTransaction(db, async (tx) => {
    const before = await tx.user.findUnique({
      where: { id: actor.userId },
      select: { firstName: true, lastName: true, nickName: true, phone: true, email: true },
    });
    if (!before) throw new AppError('auth.unauthorized');
    const email = input.email === undefined ? before.email : input.email || null;
    if (email && email !== before.email) await assertEmailFree(email, actor.userId);
    const after = await tx.user.update({
      where: { id: actor.userId },
      data: {
        firstName: input.first_name,
        lastName: input.last_name,
        nickName: input.nick_name,
        phone: input.phone,
        email,
      },
      select: signedInUserSelect,
    });
    await recordAudit(tx, actor, {
      action: 'profile.update',
      entity: 'user',
      entityId: actor.userId,
      before,
      after: {
        firstName: after.firstName,
        lastName: after.lastName,
        nickName: after.nickName,
        phone: after.phone,
        email: after.email,
      },
      requestId,
    });
    return toSignedInUser(after);
  });
}

export async function setLocale(db: TenantDb, actor: Actor, locale: Locale): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.user.update({ where: { id: actor.userId }, data: { locale } });
    await recordAudit(tx, actor, {
      action: 'profile.locale',
      entity: 'user',
      entityId: actor.userId,
      before: { locale: actor.locale },
      after: { locale },
    });
  });
}

/** Checks the old password, sets the new one, and ends every other sign-in of the user. */
export async function changeOwnPassword(
  db: TenantDb,
  actor: Actor,
  input: { old_password: string; new_password: string; confirm_password: string },
  requestId?: string,
): Promise<void> {
  if (input.new_password !== input.confirm_password) throw new AppError('profile.confirmMismatch');
  const user = await db.user.findUnique({
    where: { id: actor.userId },
    select: { passwordHash: true },
  });
  if (!user) throw new AppError('auth.unauthorized');
  if (!(await verifyPassword(user.passwordHash, input.old_password)))
    throw new AppError('profile.wrongOldPassword');
  const passwordHash = await hashPassword(input.new_password);
  await inTransaction(db, async (tx) => {
    await tx.user.update({
      where: { id: actor.userId },
      data: { passwordHash, passwordChangedAt: new Date() },
    });
    await revokeUserSessions(tx, actor.userId, 'password-change', actor.sessionId);
    await recordAudit(tx, actor, {
      action: 'profile.password',
      entity: 'user',
      entityId: actor.userId,
      requestId,
    });
  });
}
