import { createHash } from 'node:crypto';
import { Prisma } from '@/lib/generated/prisma/client';
import { isTransaction, sqlRunner, type TenantDb } from '@/lib/db';
import type { ReportDays } from '@/lib/domain/reports/report-query';

// A report statement is computed once and its rows reused while nothing it read has changed
// (docs/reports.md, Reusing answers). The answer keeps the database snapshot it was computed
// under; every transaction that changes a day's rollups (or today's costs) leaves a mark
// with its transaction id (report_day_changes), so "no mark of these days that the snapshot
// did not see" (report_answer_fresh) means the statement would answer the same rows now.
// An owner's morning, sixteen staff on the same month: one computation, then cheap checks.
// The rows are shared by every caller: read them, never change them.

/** Less than the 10 minutes the prune job keeps marks for (REPORT_CHANGES_KEEP). */
export const ANSWER_MAX_AGE_MS = 5 * 60_000;
/** Answers kept per process (the least recently used go first). */
const MAX_ANSWERS = 256;
/** A larger answer (an export of every row) is computed each time instead of kept. */
const MAX_KEPT_ROWS = 5_000;

interface Answer {
  /** Date.now() just before the snapshot was taken. */
  at: number;
  snapshot: string;
  rows: readonly unknown[];
}

const kept = new Map<string, Answer>();
const computing = new Map<string, Promise<Answer>>();

function answerKey(e: number, days: ReportDays, sql: Prisma.Sql): string {
  return createHash('sha1')
    .update(`${e}\n${days.from}\n${days.to}\n${sql.text}\n${JSON.stringify(sql.values)}`)
    .digest('hex');
}

async function stillFresh(db: TenantDb, e: number, days: ReportDays, a: Answer) {
  if (Date.now() - a.at > ANSWER_MAX_AGE_MS) return false;
  const [row] = await sqlRunner(db).rows<{ fresh: boolean }>(Prisma.sql`
    SELECT report_answer_fresh(${e}::int, ${days.from}::date, ${days.to}::date,
                               ${a.snapshot}::pg_snapshot) AS fresh`);
  return row?.fresh === true;
}

async function compute(db: TenantDb, sql: Prisma.Sql): Promise<Answer> {
  const run = sqlRunner(db);
  const at = Date.now();
  // Taken before the statement runs: whatever the snapshot saw, the statement saw too.
  const [{ snapshot }] = (await run.rows<{ snapshot: string }>(
    Prisma.sql`SELECT pg_current_snapshot()::text AS snapshot`,
  )) as [{ snapshot: string }];
  return { at, snapshot, rows: await run.rows(sql) };
}

function keep(key: string, a: Answer) {
  if (a.rows.length > MAX_KEPT_ROWS) return;
  kept.delete(key);
  kept.set(key, a);
  if (kept.size > MAX_ANSWERS) kept.delete(kept.keys().next().value as string);
}

/**
 * The rows of a report statement that reads the rollups of `days` of enterprise `e` (and
 * nothing else that changes: names are read apart), computed now or reused. Inside a
 * transaction the statement always runs: it may see the transaction's own writes.
 */
export async function reusedRows<T>(
  db: TenantDb,
  e: number,
  days: ReportDays,
  sql: Prisma.Sql,
): Promise<T[]> {
  if (isTransaction(db)) return sqlRunner(db).rows<T>(sql);
  const asked = Date.now();
  const key = answerKey(e, days, sql);
  const had = kept.get(key);
  if (had) {
    if (await stillFresh(db, e, days, had)) {
      keep(key, had);
      return had.rows as T[];
    }
    if (kept.get(key) === had) kept.delete(key);
  }
  // Callers asking at once share one computation. One started before this call may have
  // missed a change the caller just made: its answer serves only if still fresh, else the
  // caller computes its own.
  const running = computing.get(key);
  if (running) {
    const shared = await running;
    if (shared.at >= asked || (await stillFresh(db, e, days, shared))) return shared.rows as T[];
  }
  const mine = compute(db, sql);
  computing.set(key, mine);
  try {
    const a = await mine;
    keep(key, a);
    return a.rows as T[];
  } finally {
    if (computing.get(key) === mine) computing.delete(key);
  }
}
