import { AppError } from '@/lib/errors';
import { prisma } from '@/lib/db';

// Usernames and emails are unique across every enterprise (sign-in names no enterprise),
// so these checks read the unscoped table; the partial unique indexes settle races.

export async function assertUsernameFree(username: string, exceptUserId?: number): Promise<void> {
  const clash = await prisma().user.findFirst({
    where: {
      username: { equals: username, mode: 'insensitive' },
      deletedAt: null,
      ...(exceptUserId ? { id: { not: exceptUserId } } : {}),
    },
    select: { id: true },
  });
  if (clash) throw new AppError('user.duplicateUsername');
}

export async function assertEmailFree(email: string, exceptUserId?: number): Promise<void> {
  const clash = await prisma().user.findFirst({
    where: {
      email: { equals: email, mode: 'insensitive' },
      deletedAt: null,
      ...(exceptUserId ? { id: { not: exceptUserId } } : {}),
    },
    select: { id: true },
  });
  if (clash) throw new AppError('user.duplicateEmail');
}

/**
 * The catalogue error of a unique violation on users (two requests that passed the checks
 * above at the same moment), or null when the error is something else. The partial unique
 * indexes are users_username_live_uniq and users_email_live_uniq.
 */
export function userUniqueViolation(error: unknown): AppError | null {
  if (!error || typeof error !== 'object' || (error as { code?: unknown }).code !== 'P2002')
    return null;
  const e = error as { message?: string; meta?: unknown };
  let text = e.message ?? '';
  try {
    text += ` ${JSON.stringify(e.meta ?? {})}`;
  } catch {
    // meta is diagnostic only
  }
  if (/email/i.test(text)) return new AppError('user.duplicateEmail');
  if (/username/i.test(text)) return new AppError('user.duplicateUsername');
  return new AppError('user.duplicate');
}
