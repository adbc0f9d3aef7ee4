import { AppError, type ErrorKey } from '@/lib/http/errors';

/** True for Prisma's unique violation (P2002), whatever client or adapter threw it. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    Boolean(error) && typeof error === 'object' && (error as { code?: unknown }).code === 'P2002'
  );
}

/**
 * Runs a write and turns a unique violation that slipped past the checks (two requests at
 * the same moment) into the same 409 the check gives.
 */
export async function mapUniqueViolation<T>(key: ErrorKey, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(key);
    throw error;
  }
}

export const notFound = (what: string, id: number | string) =>
  new AppError('common.notFound', `${what} ${id}`);

/** The `archived` list filter as a condition on a nullable archive time or an active flag. */
export function archivedWhere(filter: '0' | '1' | 'all'): { live?: boolean } {
  if (filter === 'all') return {};
  return { live: filter === '0' };
}
