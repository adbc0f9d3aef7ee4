import { inSqlTransaction, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { withTimeout } from '@/lib/queue/connection';
import { wmsSummaryKey, type WmsSummaryJobPayload } from '@/lib/domain/reports/wms-summary/schemas';
import { readFingerprint, readMeasures } from '@/lib/domain/reports/wms-summary/summary-sql';
import {
  RESULT_TTL_MS,
  wmsSummaryStore,
  type StoredWmsSummary,
  type WmsSummaryStore,
} from '@/lib/domain/reports/wms-summary/result-store';

// ---------------------------------------------------------------------------------------
// The job's work: read the fingerprint and every group's measures in one read-only
// snapshot (so the result is exactly the data the fingerprint names), store them under
// the query's key, and give the run back. Bounded: each statement is cancelled by
// PostgreSQL after the timeout (statement_timeout, which also counts time waiting for a
// lock) and the attempt as a whole gives up after it. Running it again only computes the
// same result again: the job is idempotent.
// ---------------------------------------------------------------------------------------

/** One attempt's bound. */
export const WMS_SUMMARY_TIMEOUT_MS = 60_000;
/** Attempts before the job is given up (a retry 5 s later, e.g. after a deploy cut one off). */
export const WMS_SUMMARY_ATTEMPTS = 2;
/**
 * How long a run holds its key: longer than its attempts and the wait between them, plus
 * time in the outbox and the queue. A run lost on the way frees the key after it, and the
 * screen's next call starts another.
 */
export const RUN_LEASE_MS = 3 * 60_000;

export interface RunOptions {
  timeoutMs?: number;
  store?: WmsSummaryStore;
  /** The job's last attempt: a failure gives the run back, so the next call starts anew. */
  lastAttempt?: boolean;
}

export async function runWmsSummary(
  db: TenantDb,
  payload: WmsSummaryJobPayload,
  opts: RunOptions = {},
): Promise<StoredWmsSummary> {
  const e = payload.enterprise_id;
  const range = {
    start_date: payload.start_date,
    end_date: payload.end_date,
    storage_id: payload.storage_id,
  };
  const key = wmsSummaryKey(e, range);
  const store = opts.store ?? wmsSummaryStore();
  const timeoutMs = opts.timeoutMs ?? WMS_SUMMARY_TIMEOUT_MS;
  try {
    const computedAt = new Date();
    const read = inSqlTransaction(
      db,
      async (run) => {
        await run.rows(Prisma.sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
        await run.rows(
          Prisma.sql`SELECT set_config('statement_timeout', ${String(timeoutMs)}, true)`,
        );
        const fingerprint = await readFingerprint(run, e, range);
        const rows = await readMeasures(run, e, range);
        return { fingerprint, rows };
      },
      { prepare: false },
    );
    // The statement timeout cancels the SQL; this bounds the attempt if a step hangs elsewhere.
    read.catch(() => undefined);
    const { fingerprint, rows } = await withTimeout(read, timeoutMs, 'the WMS summary');
    const result: StoredWmsSummary = {
      fingerprint,
      computed_at: computedAt.toISOString(),
      rows,
    };
    await store.putResult(key, result, RESULT_TTL_MS);
    await store.releaseRun(key, payload.run);
    return result;
  } catch (error) {
    if (opts.lastAttempt) await store.releaseRun(key, payload.run).catch(() => undefined);
    throw error;
  }
}
