import { Prisma } from '@/lib/generated/prisma/client';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { prisma } from '@/lib/db/client';

/**
 * Every model with an enterprise_id column, read from the generated client so that a new
 * business model is scoped the moment it is added to the schema.
 */
export const TENANT_MODELS: ReadonlySet<string> = new Set(
  Object.values(Prisma.ModelName).filter((model) => {
    const fields = (Prisma as unknown as Record<string, Record<string, string> | undefined>)[
      `${model}ScalarFieldEnum`
    ];
    return Boolean(fields && 'enterpriseId' in fields);
  }),
);

const SCOPED_WHERE = new Set([
  'findUnique',
  'findUniqueOrThrow',
  'findFirst',
  'findFirstOrThrow',
  'findMany',
  'count',
  'aggregate',
  'groupBy',
  'update',
  'updateMany',
  'updateManyAndReturn',
  'delete',
  'deleteMany',
  'upsert',
]);

function hasUndefinedValue(where: unknown): boolean {
  if (!where || typeof where !== 'object') return false;
  return Object.values(where as Record<string, unknown>).some((v) => v === undefined);
}

type Args = Record<string, unknown> & {
  where?: Record<string, unknown>;
  data?: unknown;
  create?: Record<string, unknown>;
};

/**
 * A client whose every query on a tenant model is limited to one enterprise: reads and
 * writes get `enterprise_id = ?` in their filter, creates get it in their data. An id of
 * another enterprise therefore behaves exactly like an id that does not exist. Services
 * write foreign keys as scalar ids (`teamId: 3`), not nested `connect`, so the added
 * `enterpriseId` fits the input.
 */
export function forTenant(db: PrismaClient, enterpriseId: number) {
  return db.$extends({
    name: 'tenant',
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query }) {
          if (!TENANT_MODELS.has(model)) return query(args);
          const a = { ...(args as Args) };
          if (
            (operation === 'updateMany' || operation === 'deleteMany') &&
            hasUndefinedValue(a.where)
          ) {
            // A filter whose value went undefined would widen to every row of the tenant.
            throw new Error(`${model}.${operation} with an undefined filter value`);
          }
          if (SCOPED_WHERE.has(operation)) a.where = { ...(a.where ?? {}), enterpriseId };
          if (operation === 'create') a.data = { ...(a.data as object), enterpriseId };
          if (operation === 'createMany' || operation === 'createManyAndReturn') {
            const rows = Array.isArray(a.data) ? a.data : [a.data];
            a.data = rows.map((row) => ({ ...(row as object), enterpriseId }));
          }
          if (operation === 'upsert') a.create = { ...(a.create ?? {}), enterpriseId };
          return query(a as typeof args);
        },
      },
    },
  });
}

export type TenantClient = ReturnType<typeof forTenant>;
/** What services take: the scoped client or a transaction opened on it. */
export type TenantDb = Omit<
  TenantClient,
  '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'
>;

/**
 * Runs fn in a transaction, or inside the one already open when db is a transaction.
 * options (Prisma's: timeout, default 5 s, and maxWait) suit long writes such as imports.
 */
export async function inTransaction<T>(
  db: TenantDb,
  fn: (tx: TenantDb) => Promise<T>,
  options?: { timeout?: number; maxWait?: number },
): Promise<T> {
  if (!isTransaction(db)) return (db as TenantClient).$transaction((tx) => fn(tx), options);
  return fn(db);
}

/**
 * Is db a transaction (work joins it) rather than a client (work opens its own)? Only a
 * client has $connect: a transaction client of Prisma 7 also has $transaction, and calling
 * it would open a second transaction instead of joining the open one.
 */
export function isTransaction(db: object): boolean {
  return typeof (db as { $connect?: unknown }).$connect !== 'function';
}

const tenantClients = new WeakMap<PrismaClient, Map<number, TenantClient>>();

/**
 * The scoped client of an enterprise, made once per process: building a Prisma
 * extension on every request costs more than the query it scopes.
 */
export function tenantClient(db: PrismaClient, enterpriseId: number): TenantClient {
  let byEnterprise = tenantClients.get(db);
  if (!byEnterprise) {
    byEnterprise = new Map();
    tenantClients.set(db, byEnterprise);
  }
  let client = byEnterprise.get(enterpriseId);
  if (!client) {
    client = forTenant(db, enterpriseId);
    byEnterprise.set(enterpriseId, client);
  }
  return client;
}

/** The scoped client of one enterprise on the process-wide client: what a service takes. */
export const tenantDb = (enterpriseId: number): TenantClient =>
  tenantClient(prisma(), enterpriseId);
