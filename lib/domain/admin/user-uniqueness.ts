import { AppError } from '@/lib/http/errors';
import { prisma } from '@/lib/db/client';

// Usernames and emails are unique across every enterprise (sign-in names no enterprise),
// so these checks read the unscoped table; the partial unique indexes settle races.

export async function assertUsernameFree(username: string, exceptUserId?: number): Promise<void> {
  const clash = await prisma().user.findFirst({
    where: { username: { equals: username, mode: 'insensitive' }, deletedAt: null, ...(exceptUserId ? { id: { not: exceptUserId } } : {}) },
    select: { id: true },
  });
  if (clash) throw new AppError('user.duplicateUsername');
}

export async function assertEmailFree(email: string, exceptUserId?: number): Promise<void> {
  const clash = await prisma().user.findFirst({
    where: { email: { equals: email, mode: 'insensitive' }, deletedAt: null, ...(exceptUserId ? { id: { not: exceptUserId } } : {}) },
    select: { id: true },
  });
  if (clash) throw new AppError('user.duplicateEmail');
}
