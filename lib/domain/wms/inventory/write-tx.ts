import { pgPool } from '@/lib/db/client';
import type { TenantDb } from '@/lib/db/tenant';
import { AppError } from '@/lib/errors';
import { sqlState } from '@/lib/db/database-refusals';
import { pgRunner, prismaRunner, type SqlRunner } from '@/lib/domain/wms/inventory/write-sql';

// ---------------------------------------------------------------------------------------
// The transaction of a stock bill. Inside a caller's transaction (db is a transaction
// client) the bill joins it, under a savepoint. Otherwise the bill's statements go straight through a
// connection of the pool Prisma itself uses, between BEGIN and COMMIT, as the hottest
// reads do (lib/db/raw-read.ts): a bill is a fixed handful of hand-written statements, and
// Prisma's interactive transaction roughly doubled the time each bill spends in the
// process while other clerks wait on the same rows (npm run bench -- inventory).
// ---------------------------------------------------------------------------------------

/** Bounds a bill stuck behind a lock (a stuck session elsewhere): it fails, it never hangs. */
const STATEMENT_TIMEOUT_MS = 30_000;

export async function inStockTransaction<T>(
  db: TenantDb,
  fn: (run: SqlRunner) => Promise<T>,
): Promise<T> {
  if (typeof (db as { $connect?: unknown }).$connect !== 'function') return inSavepoint(db, fn);
  const client = await pgPool().connect();
  let broken: Error | undefined;
  try {
    await client.query(`BEGIN; SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
    const result = await withMappedErrors(() => fn(pgRunner(client)));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((e: unknown) => {
      broken = e instanceof Error ? e : new Error(String(e));
    });
    throw error;
  } finally {
    // A connection whose rollback failed is dropped, never handed to the next caller.
    client.release(broken);
  }
}

/**
 * Inside a caller's transaction the bill is still all or nothing: a refused bill rolls back
 * to before its first statement and the caller's transaction goes on as it was.
 */
async function inSavepoint<T>(tx: TenantDb, fn: (run: SqlRunner) => Promise<T>): Promise<T> {
  await tx.$executeRaw`SAVEPOINT stock_bill`;
  try {
    const result = await withMappedErrors(() => fn(prismaRunner(tx)));
    await tx.$executeRaw`RELEASE SAVEPOINT stock_bill`;
    return result;
  } catch (error) {
    await tx.$executeRaw`ROLLBACK TO SAVEPOINT stock_bill`;
    throw error;
  }
}

/** The database's own refusals that a clerk can cause, as catalogue errors. */
async function withMappedErrors<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (sqlState(error) === '22003') {
      throw new AppError(
        'common.invalidParameter',
        'items: a balance would grow past 2,147,483,647 units',
      );
    }
    throw error;
  }
}
