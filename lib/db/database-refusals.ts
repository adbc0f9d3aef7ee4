import { AppError, type ErrorKey } from '@/lib/errors';

// The database's own refusals, recognised whichever way the statement went: Prisma's
// client (P2002, P2003), Prisma's raw queries (P2010 wrapping the SQLSTATE) or pg itself
// (the SQLSTATE as `code`, from the statements sent straight through the pool).

type DbError = {
  code?: unknown;
  meta?: { code?: unknown };
  message?: unknown;
  cause?: { originalCode?: unknown };
};

/** The SQLSTATE of a pg error, or of a Prisma raw-query error wrapping one. */
export function sqlState(error: unknown): string | undefined {
  const e = error as DbError | null;
  // The wrapped SQLSTATE first: a Prisma error's own code (P2010) has the same shape.
  for (const c of [e?.meta?.code, e?.cause?.originalCode, e?.code]) {
    if (typeof c === 'string' && /^[0-9A-Z]{5}$/.test(c)) return c;
  }
  if (e?.code === 'P2010' && typeof e.message === 'string') {
    return /\b(23505|23503)\b/.exec(e.message)?.[1];
  }
  return undefined;
}

/** A unique index said no (two requests passing the same name check at the same moment). */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  return (error as DbError).code === 'P2002' || sqlState(error) === '23505';
}

/** A foreign key still points at the row (something started using it after the check). */
export function isForeignKeyViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  return (error as DbError).code === 'P2003' || sqlState(error) === '23503';
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
