import type { Prisma } from '@/lib/generated/prisma/client';
import { pgPool, type Db } from '@/lib/db/client';
import type { TenantDb } from '@/lib/db/tenant';

/**
 * The rows of a hand-written read. Outside a transaction it goes straight through the
 * pool Prisma itself uses: for the session check of every request and the hottest lists
 * (the order list answers every pause in a search), Prisma's raw-query path cost as much
 * as the statement. Inside a transaction (a client without $connect) it stays on that
 * transaction, so it sees its writes. The statement must filter on enterprise_id itself:
 * raw SQL is not scoped by the tenant client.
 */
export async function readRows<T>(db: Db | TenantDb, sql: Prisma.Sql): Promise<T[]> {
  if (typeof (db as { $connect?: unknown }).$connect !== 'function') {
    return (db as TenantDb).$queryRaw<T[]>(sql);
  }
  const result = await pgPool().query(sql.text, sql.values as unknown[]);
  return result.rows as T[];
}
