import { createHash } from 'node:crypto';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { pgPool, type RootDb, type RootTx } from '@/lib/db/client';
import { sqlState } from '@/lib/db/database-refusals';
import { isTransaction, type TenantDb } from '@/lib/db/tenant';

// Hand-written SQL (Prisma.Sql: `text` and `values` are plain pg parameters) runs through
// one interface, whichever connection it lands on. Outside a transaction a statement goes
// straight through the pool Prisma itself uses: for the hottest reads and the packing
// scan, Prisma's raw-query path cost as much as the statement. Inside a caller's
// transaction it stays on that transaction, so it sees its writes. Every statement casts
// what it returns (::int, ::text) so every path answers the same JavaScript values.
// Raw SQL is not scoped by the tenant client: each statement filters on enterprise_id.

/** Where hand-written SQL may run: a tenant db, the root client, or a transaction of either. */
export type SqlDb = TenantDb | RootDb | RootTx;

export interface SqlRunner {
  rows<T>(sql: Prisma.Sql): Promise<T[]>;
}

export interface SqlRunnerOptions {
  /**
   * For a statement whose text never changes and runs very often (a scan, a stock bill's
   * steps): a named prepared statement, parsed and planned once per connection instead of
   * once per call. Not for texts that vary with the filters (a list): each text would stay
   * prepared on every connection.
   */
  prepare?: boolean;
}

interface PgQueryable {
  query: (config: {
    name?: string;
    text: string;
    values: unknown[];
  }) => Promise<{ rows: unknown[] }>;
}

const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** The statements on a pg pool or connection (also the bench's plain-pg reference). */
export function pgRunner(client: PgQueryable, options: SqlRunnerOptions = {}): SqlRunner {
  return {
    rows: async <T>(sql: Prisma.Sql) =>
      (
        await client.query({
          name: options.prepare ? statementName(sql.text) : undefined,
          text: sql.text,
          values: sql.values as unknown[],
        })
      ).rows as T[],
  };
}

/** The statements on a Prisma transaction (work inside a caller's transaction). */
function transactionRunner(tx: TenantDb | RootTx): SqlRunner {
  return { rows: <T>(sql: Prisma.Sql) => tx.$queryRaw<T[]>(sql) };
}

/**
 * The runner for db: on the caller's transaction when db is one, else one autocommit
 * statement each, straight through the pool.
 */
export function sqlRunner(db: SqlDb, options: SqlRunnerOptions = {}): SqlRunner {
  return isTransaction(db)
    ? transactionRunner(db as TenantDb | RootTx)
    : pgRunner(pgPool(), options);
}

/** Bounds work stuck behind a lock (a stuck session elsewhere): it fails, it never hangs. */
const STATEMENT_TIMEOUT_MS = 30_000;

/**
 * Several hand-written statements, all or nothing. Inside a caller's transaction they join
 * it under a savepoint: refused, they roll back to before their first statement and the
 * caller's transaction goes on as it was. Otherwise they run between BEGIN and COMMIT on a
 * connection of the pool, their statements prepared: a stock bill or a packing step is a
 * fixed handful of statements, and Prisma's interactive transaction roughly doubled the
 * time each spends in the process while other clerks wait on the same rows (npm run bench
 * -- inventory). Statements whose text varies (a bulk insert of n rows) pass
 * `{ prepare: false }`, so no connection keeps one plan per n.
 */
export async function inSqlTransaction<T>(
  db: SqlDb,
  fn: (run: SqlRunner) => Promise<T>,
  options: SqlRunnerOptions = { prepare: true },
): Promise<T> {
  if (isTransaction(db)) return inSavepoint(db as TenantDb | RootTx, fn);
  const client = await pgPool().connect();
  let broken: Error | undefined;
  try {
    await client.query(`BEGIN; SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
    const result = await withMappedRefusals(() => fn(pgRunner(client, options)));
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

async function inSavepoint<T>(
  tx: TenantDb | RootTx,
  fn: (run: SqlRunner) => Promise<T>,
): Promise<T> {
  await tx.$executeRaw`SAVEPOINT sql_work`;
  try {
    const result = await withMappedRefusals(() => fn(transactionRunner(tx)));
    await tx.$executeRaw`RELEASE SAVEPOINT sql_work`;
    return result;
  } catch (error) {
    await tx.$executeRaw`ROLLBACK TO SAVEPOINT sql_work`;
    throw error;
  }
}

/**
 * The database's refusals a clerk can cause, as catalogue errors. The int4 columns a
 * person's input can push past their range are the stock balances (22003).
 */
async function withMappedRefusals<T>(fn: () => Promise<T>): Promise<T> {
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
