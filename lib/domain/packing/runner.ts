import { pgPool } from '@/lib/db/client';
import type { TenantDb } from '@/lib/db/tenant';
import { pgRunner, prismaRunner, type SqlRunner } from '@/lib/domain/wms/inventory/write-sql';

// ---------------------------------------------------------------------------------------
// Where the packing statements run. A scan is one hand-written statement (scan-sql.ts):
// outside a transaction it goes straight through the pool Prisma itself uses, as a named
// prepared statement (parsed and planned once per connection), in autocommit; inside a
// caller's transaction (tests, jobs composing calls) it stays on that transaction. The
// multi-statement steps (open, close, reopen, return) use the stock engine's transaction
// (inStockTransaction), which joins a caller's transaction the same way.
// ---------------------------------------------------------------------------------------

export const isTransaction = (db: TenantDb): boolean =>
  typeof (db as { $connect?: unknown }).$connect !== 'function';

/** A runner for one autocommit statement (or the caller's transaction). */
export function statementRunner(db: TenantDb): SqlRunner {
  return isTransaction(db) ? prismaRunner(db) : pgRunner(pgPool());
}
