import { createHash } from 'node:crypto';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { TenantDb } from '@/lib/db/tenant';

// ---------------------------------------------------------------------------------------
// The stock writes are a fixed sequence of hand-written statements (Prisma.Sql, whose
// `text` and `values` are plain pg parameters). They run through this small interface so
// that the service and the bench's reference send exactly the same statements. Every
// statement casts what it returns (::int, ::text) so every driver answers the same
// JavaScript values.
// ---------------------------------------------------------------------------------------

export interface SqlRunner {
  rows<T>(sql: Prisma.Sql): Promise<T[]>;
}

/** The statements on a Prisma transaction (a bill inside a caller's transaction). */
export const prismaRunner = (tx: TenantDb): SqlRunner => ({
  rows: <T>(sql: Prisma.Sql) => tx.$queryRaw<T[]>(sql),
});

interface PgQueryable {
  query: (config: {
    name?: string;
    text: string;
    values: unknown[];
  }) => Promise<{ rows: unknown[] }>;
}

const statementNames = new Map<string, string>();

/**
 * A stable name per statement text: the bill's texts are constants (their values vary),
 * so each connection parses and plans each of them once (a named prepared statement)
 * instead of once per bill.
 */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `stock_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** The statements on one pg connection (a bill's own transaction, the bench's reference). */
export const pgRunner = (client: PgQueryable): SqlRunner => ({
  rows: async <T>(sql: Prisma.Sql) =>
    (await client.query({ name: statementName(sql.text), text: sql.text, values: sql.values }))
      .rows as T[],
});
