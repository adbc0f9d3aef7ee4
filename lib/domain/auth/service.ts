import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { RootDb, Prisma } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { USER_ACTIVE } from '@/lib/auth/actor';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '@/lib/auth/password';
import { normaliseRoles, levelOf, AREAS } from '@/lib/auth/permissions';
import {
  assertLoginAllowed,
  clearLoginFailures,
  countLimitedRequest,
  recordLoginFailure,
  type RequestLimit,
} from '@/lib/auth/throttle';
import { issueToken, type TokenClaims } from '@/lib/auth/token';
import { assertHuman } from '@/lib/auth/recaptcha';
import { enqueueOutbox } from '@/lib/queue/outbox';
import { MAIL_QUEUE, PASSWORD_RESET_JOB } from '@/lib/queue/queues';
import { log } from '@/lib/log';
import { USERNAME_PATTERN, type SignedInUser } from '@/lib/domain/auth/schemas';
import { signedInUserSelect, toSignedInUser } from '@/lib/domain/auth/signed-in-user';
import type { AuditAction, AuditEntity } from '@/lib/domain/audit/codes';

export const RESET_TOKEN_MINUTES = 30;

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export interface LoginResult {
  token: string;
  claims: TokenClaims;
  user: SignedInUser;
  maxAgeSeconds: number;
}

export async function login(
  db: RootDb,
  input: { username: string; password: string; recaptcha_token?: string },
  client: ClientInfo,
): Promise<LoginResult> {
  await assertHuman(input.recaptcha_token, client.ip);
  await assertLoginAllowed(db, input.username, client.ip);
  if (!USERNAME_PATTERN.test(input.username)) throw new AppError('auth.wrongFormat', 'username');

  const user = await db.user.findFirst({
    where: { username: input.username, deletedAt: null },
    select: { ...signedInUserSelect, passwordHash: true, isPlatformOperator: true },
  });
  if (!user) {
    await verifyAgainstDummy(input.password);
    await recordLoginFailure(db, input.username, client.ip);
    throw new AppError('auth.loginFail');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordLoginFailure(db, input.username, client.ip);
    throw new AppError('auth.loginFail');
  }
  // Only someone who knows the password learns that the account is blocked.
  if (user.status !== USER_ACTIVE) throw new AppError('auth.userBlocked');

  await clearLoginFailures(db, input.username);
  const maxAgeSeconds = env().SESSION_TTL_HOURS * 3600;
  const sessionId = randomUUID();
  await db.$transaction([
    db.session.create({
      data: {
        id: sessionId,
        userId: user.id,
        expiresAt: new Date(Date.now() + maxAgeSeconds * 1000),
        ip: client.ip,
        userAgent: client.userAgent,
      },
    }),
    db.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } }),
  ]);
  const subject = {
    groupId: user.groupId,
    roles: normaliseRoles(user.roles),
    readOnly: user.isReadOnly,
  };
  const claims: TokenClaims = {
    sub: String(user.id),
    sid: sessionId,
    gid: user.groupId,
    eid: user.enterpriseId,
    roles: Object.fromEntries(AREAS.map((a) => [a, levelOf(subject, a)])),
    ...(user.isPlatformOperator ? { op: true as const } : {}),
    ...(user.isEmployee ? { emp: true as const } : {}),
    ...(user.isReadOnly ? { ro: true as const } : {}),
  };
  const token = await issueToken(claims, maxAgeSeconds);
  return { token, claims, user: toSignedInUser(user), maxAgeSeconds };
}

export async function revokeSession(db: RootDb, sessionId: string, reason: string): Promise<void> {
  await db.session.updateMany({
    where: { id: sessionId, revokedAt: null },
    data: { revokedAt: new Date(), revokeReason: reason },
  });
}

/** Ends every sign-in of a user, but the one kept (e.g. the session changing the password). */
export async function revokeUserSessions(
  db: SessionWriter,
  userId: number,
  reason: string,
  keepSessionId?: string,
): Promise<void> {
  await db.session.updateMany({
    where: { userId, revokedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
    data: { revokedAt: new Date(), revokeReason: reason },
  });
}

interface SessionWriter {
  session: {
    updateMany(args: {
      where: Prisma.SessionWhereInput;
      data: Prisma.SessionUpdateManyMutationInput;
    }): PromiseLike<unknown>;
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Each request sends a mail: per hour, 3 for one e-mail address and 10 from one client
 * address.
 */
export const PASSWORD_RESET_LIMIT = {
  scope: 'reset',
  perAddress: 3,
  perIp: 10,
  windowSeconds: 3600,
  refusal: 'auth.tooManyAttempts',
} as const satisfies RequestLimit;

/**
 * Writes a single-use reset token (stored hashed) and the email job in one transaction.
 * Answers the same whether or not the email belongs to an account (and counts toward the
 * limit either way).
 */
export async function requestPasswordReset(
  db: RootDb,
  email: string,
  client: { ip: string },
): Promise<void> {
  await countLimitedRequest(db, PASSWORD_RESET_LIMIT, { email, ip: client.ip });
  const user = await db.user.findFirst({
    where: { email: { equals: email, mode: 'insensitive' }, deletedAt: null, status: USER_ACTIVE },
    select: { id: true, email: true, firstName: true, locale: true },
  });
  if (!user?.email) return;
  const token = randomBytes(32).toString('base64url');
  const link = `${env().APP_URL.replace(/\/$/, '')}/resetpassword?token=${token}`;
  await db.$transaction(async (tx) => {
    const row = await tx.passwordResetToken.create({
      data: {
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
      },
    });
    await enqueueOutbox(tx, {
      queue: MAIL_QUEUE,
      name: PASSWORD_RESET_JOB,
      payload: { to: user.email, name: user.firstName, link, locale: user.locale },
      dedupeKey: `password-reset:${row.id}`,
    });
  });
  if (env().NODE_ENV !== 'production')
    log.info('password reset link (development only)', { email: user.email, link });
}

/** Uses the token once, sets the password and ends every sign-in of the user, atomically. */
export async function resetPassword(db: RootDb, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    const tokenHash = sha256(token);
    const used = await tx.passwordResetToken.updateMany({
      where: { tokenHash, usedAt: null, expiresAt: { gt: new Date() } },
      data: { usedAt: new Date() },
    });
    if (used.count !== 1) throw new AppError('auth.resetTokenInvalid');
    const row = await tx.passwordResetToken.findUniqueOrThrow({
      where: { tokenHash },
      select: {
        userId: true,
        user: { select: { enterpriseId: true, username: true, firstName: true, lastName: true } },
      },
    });
    await tx.user.update({
      where: { id: row.userId },
      data: { passwordHash, passwordChangedAt: new Date() },
    });
    await revokeUserSessions(tx, row.userId, 'password-reset');
    // Not signed in, so the user is their own actor; no password or token is recorded.
    await tx.auditLog.create({
      data: {
        enterpriseId: row.user.enterpriseId,
        actorId: row.userId,
        actorName: `${row.user.firstName} ${row.user.lastName}`.trim() || row.user.username,
        action: 'auth.passwordReset' satisfies AuditAction,
        entity: 'user' satisfies AuditEntity,
        entityId: String(row.userId),
      },
    });
  });
}
