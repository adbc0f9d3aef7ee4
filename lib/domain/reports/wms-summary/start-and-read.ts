import { randomUUID } from 'node:crypto';
import { sqlRunner, type TenantDb } from '@/lib/db';
import { enqueueOutbox } from '@/lib/queue/outbox';
import { REPORT_QUEUE, WMS_SUMMARY_JOB } from '@/lib/queue/queues';
import {
  normalizeWmsSummaryQuery,
  wmsSummaryKey,
  type WmsSummaryAnswer,
  type WmsSummaryJobPayload,
  type WmsSummaryQuery,
  type WmsSummaryRange,
} from '@/lib/domain/reports/wms-summary/schemas';
import { readFingerprint } from '@/lib/domain/reports/wms-summary/summary-sql';
import {
  wmsSummaryStore,
  type StoredWmsSummary,
  type WmsSummaryStore,
} from '@/lib/domain/reports/wms-summary/result-store';
import { RUN_LEASE_MS } from '@/lib/domain/reports/wms-summary/run-summary';
import { presentWmsSummary } from '@/lib/domain/reports/wms-summary/present';

// ---------------------------------------------------------------------------------------
// The two calls (docs/reports.md): both find the query's stored result and compare its
// fingerprint with the data's now (one cheap statement). A result still valid is reused;
// otherwise a job is started unless one runs for that enterprise and query already, so a
// lost job never leaves the screen waiting: the next call after its lease starts another.
// - GET summary_wms_product_async: starts (or reuses) it, answers state 0;
// - GET summary_wms_product: state 1 with the result while it is valid, else state 0.
// ---------------------------------------------------------------------------------------

export interface WmsSummaryDeps {
  store?: WmsSummaryStore;
  now?: Date;
}

/** GET /api/v2/reports/summary_wms_product_async */
export async function startWmsSummary(
  db: TenantDb,
  enterpriseId: number,
  query: WmsSummaryQuery,
  deps: WmsSummaryDeps = {},
): Promise<WmsSummaryAnswer> {
  await validOrStarted(db, enterpriseId, normalizeWmsSummaryQuery(query, deps.now), deps);
  return { state: 0 };
}

/** GET /api/v2/reports/summary_wms_product */
export async function readWmsSummary(
  db: TenantDb,
  enterpriseId: number,
  query: WmsSummaryQuery,
  deps: WmsSummaryDeps = {},
): Promise<WmsSummaryAnswer> {
  const range = normalizeWmsSummaryQuery(query, deps.now);
  const valid = await validOrStarted(db, enterpriseId, range, deps);
  return valid ? presentWmsSummary(db, enterpriseId, range, valid) : { state: 0 };
}

/** The stored result when it still matches the data; else null, with a job started or running. */
async function validOrStarted(
  db: TenantDb,
  enterpriseId: number,
  range: WmsSummaryRange,
  deps: WmsSummaryDeps,
): Promise<StoredWmsSummary | null> {
  const store = deps.store ?? wmsSummaryStore();
  const key = wmsSummaryKey(enterpriseId, range);
  const fingerprint = await readFingerprint(sqlRunner(db), enterpriseId, range);
  const stored = await store.getResult(key);
  if (stored?.fingerprint === fingerprint) return stored;
  await startRun(db, enterpriseId, range, key, store);
  return null;
}

/**
 * Takes the query's run (one at a time) and writes its job to the outbox; the job's id is
 * made from the key and the run's token (lib/queue/job-id.ts). A run held by another call
 * is left to finish.
 */
async function startRun(
  db: TenantDb,
  enterpriseId: number,
  range: WmsSummaryRange,
  key: string,
  store: WmsSummaryStore,
): Promise<void> {
  const token = randomUUID().replaceAll('-', '');
  if (!(await store.claimRun(key, token, RUN_LEASE_MS))) return;
  const payload: WmsSummaryJobPayload = { enterprise_id: enterpriseId, ...range, run: token };
  try {
    await enqueueOutbox(db, {
      queue: REPORT_QUEUE,
      name: WMS_SUMMARY_JOB,
      payload: { ...payload },
      dedupeKey: `${WMS_SUMMARY_JOB}:${key}:${token}`,
    });
  } catch (error) {
    await store.releaseRun(key, token).catch(() => undefined);
    throw error;
  }
}
