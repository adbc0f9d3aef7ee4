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

/** Prisma's codes for a database it cannot reach, or that stopped answering. */
const UNREACHABLE_PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** Node's codes for a connection refused, cut or timed out. */
const UNREACHABLE_NET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

/**
 * The database could not be reached or dropped the connection (it is down, restarting,
 * out of connections, or the pool waited too long): not the request's fault, and worth a
 * retry a little later. SQLSTATE class 08 (connection exception), 57P01..57P03 (shut down,
 * cannot connect now) and 53300 (too many connections) from pg; Prisma's P1xxx reach codes
 * and its pool timeout; an initialisation error of the client; a socket refused or cut.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as DbError & { name?: unknown; errorCode?: unknown };
  if (e.name === 'PrismaClientInitializationError') return true;
  for (const c of [e.code, e.errorCode]) {
    if (typeof c === 'string' && (UNREACHABLE_PRISMA_CODES.has(c) || UNREACHABLE_NET_CODES.has(c)))
      return true;
  }
  const state = sqlState(error);
  if (state && (state.startsWith('08') || /^57P0[123]$/.test(state) || state === '53300'))
    return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
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
