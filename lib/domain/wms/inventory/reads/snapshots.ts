import { isTransaction, sqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { stockVersionSql } from '@/lib/domain/wms/inventory/reads/rollups';
import { KeptAnswers } from '@/lib/domain/shared/kept-answers';

// The stock dashboard of a large warehouse sums 100,000 balances and a month of ledger
// days, and a storage history's QuantitySummary is a few thousand rows per month: too
// much to do again for every screen that opens while the stock stands still. Such
// answers are kept in this process, each with the version of the stock it was computed
// from (stock_read_versions: a count of the changes these reads depend on, per storage,
// kept by the database in the writers' own transactions, which only grows; a bill in one
// storage leaves the other storages' answers as they are). A call reads the current
// version first (one index lookup):
// - unchanged: the kept answer is exact and is served as it is;
// - changed, and this key is being computed again right now: the kept answer is served,
//   with the time it was read (computed_at), while the new one is made
//   (stale-while-revalidate): callers never queue behind one computation;
// - otherwise (nothing kept, or a change and nobody computing): computed now, and every
//   caller arriving meanwhile with nothing to serve waits for that one computation.
// So an answer is never older than the computation under way, and a caller alone (a
// test, a quiet shop) always gets the stock as it is. Inside a transaction nothing is
// kept or served: the transaction may hold writes no other call can see.

/** What a computation gives: the answer, the version of the stock it read, its size. */
export interface Versioned<T> {
  version: string;
  value: T;
  /** Rows in the answer: what keeping it costs. */
  weight: number;
}

/**
 * Rows kept in all (a storage's month of history is ~2,600 rows, ~600 kB as JSON), and
 * the most one answer may have to be kept (a whole warehouse's month is not).
 */
const MAX_WEIGHT = 100_000;
const MAX_ONE = 25_000;

const kept = new KeptAnswers<Versioned<unknown>>(
  MAX_WEIGHT,
  MAX_ONE,
  (a, b) => BigInt(a.version) > BigInt(b.version),
);
const computing = new Map<string, Promise<Versioned<unknown>>>();

function served<T>(key: string, hit: Versioned<unknown>): T {
  kept.served(key, hit);
  return hit.value as T;
}

/** The version of the enterprise's stock now, and whether the storage asked for is its own. */
async function currentVersion(
  db: TenantDb,
  enterpriseId: number,
  storageId: number | undefined,
): Promise<string> {
  const owned = storageId
    ? Prisma.sql`EXISTS (SELECT 1 FROM storages s
                          WHERE s.id = ${storageId} AND s.enterprise_id = ${enterpriseId})`
    : Prisma.sql`TRUE`;
  const [row] = await sqlRunner(db).rows<{ version: string; found: boolean }>(
    Prisma.sql`SELECT ${stockVersionSql(enterpriseId, storageId)} AS version, ${owned} AS found`,
  );
  if (!row?.found) throw new AppError('common.notFound', `storage ${storageId}`);
  return row.version;
}

/**
 * The answer of `key` (everything it depends on besides the stock: enterprise, storage,
 * days...), served as described above. `compute` reads the version (of the same storage,
 * or of all) in the same statement as the figures, so that the two describe the same
 * moment. A storage named by the query
 * must be the enterprise's (else common.notFound): checked with the version, or by
 * `assertStorage` inside a transaction.
 */
export async function servedSnapshot<T>(
  db: TenantDb,
  enterpriseId: number,
  storageId: number | undefined,
  key: string,
  compute: () => Promise<Versioned<T>>,
  assertStorage: () => Promise<void>,
): Promise<T> {
  if (isTransaction(db)) {
    await assertStorage();
    return (await compute()).value;
  }
  const version = await currentVersion(db, enterpriseId, storageId);
  const hit = kept.get(key);
  if (hit && hit.version === version) return served<T>(key, hit);
  const running = computing.get(key);
  if (running) return hit ? served<T>(key, hit) : ((await running).value as T);
  const computation = compute()
    .then((computed) => {
      kept.keep(key, computed);
      return computed;
    })
    .finally(() => computing.delete(key));
  computing.set(key, computation);
  return (await computation).value;
}

/** Forgets every kept answer (tests that compare a computation with a served one). */
export function forgetSnapshots(): void {
  kept.clear();
}
