import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { env } from '@/lib/env';

export type { Prisma } from '@/lib/generated/prisma/client';

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

function createClient(): PrismaClient {
  const adapter = new PrismaPg({
    connectionString: env().DATABASE_URL,
    max: env().DATABASE_POOL_SIZE,
  });
  return new PrismaClient({ adapter });
}

/** The process-wide client (one pool); survives Next's dev reloads. */
export function prisma(): PrismaClient {
  globalForPrisma.prisma ??= createClient();
  return globalForPrisma.prisma;
}

export type Db = PrismaClient;
