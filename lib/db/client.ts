import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient, type Prisma } from '@/lib/generated/prisma/client';
import { env } from '@/lib/env';
import { withSerialTransactions } from '@/lib/db/serial-transactions';

export type { Prisma } from '@/lib/generated/prisma/client';

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; pgPool?: pg.Pool };

/**
 * The process-wide connection pool, shared by Prisma's adapter and the hand-written
 * statements sent straight through pg (lib/db/sql-runner.ts). Idle connections do not keep a
 * script alive after its work is done.
 */
export function pgPool(): pg.Pool {
  globalForPrisma.pgPool ??= new pg.Pool({
    connectionString: env().DATABASE_URL,
    max: env().DATABASE_POOL_SIZE,
    allowExitOnIdle: true,
  });
  return globalForPrisma.pgPool;
}

function createClient(): PrismaClient {
  return new PrismaClient({ adapter: withSerialTransactions(new PrismaPg(pgPool())) });
}

/** The process-wide client (one pool); survives Next's dev reloads. */
export function prisma(): PrismaClient {
  globalForPrisma.prisma ??= createClient();
  return globalForPrisma.prisma;
}

/**
 * The client that sees every enterprise: for work that is not one enterprise's (sign-in,
 * sign-up, the operator, a job that picks the enterprises it serves). A service of one
 * enterprise takes a TenantDb instead.
 */
export type RootDb = PrismaClient;

/** A transaction opened on the root client (rootDb.$transaction(tx => …)). */
export type RootTx = Prisma.TransactionClient;
