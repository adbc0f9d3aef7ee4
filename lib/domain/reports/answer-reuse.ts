import { createHash } from 'node:crypto';
import { Prisma } from '@/lib/generated/prisma/client';
import { isTransaction, sqlRunner, type TenantDb } from '@/lib/db';
import type { ReportDays } from '@/lib/domain/reports/report-query';
import { KeptAnswers } from '@/lib/domain/shared/kept-answers';

// A report statement is computed once and its rows reused while nothing it read has changed
// (docs/reports.md, Reusing answers). The answer keeps the database snapshot it was computed
// under; every transaction that changes a day's rollups (or today's costs) leaves a mark
// with its transaction id (report_day_changes), so "no mark of these days that the snapshot
// did not see" (report_answer_fresh) means the statement would answer the same rows now.
// An owner's morning, sixteen staff on the same month: one computation, then cheap checks.
// The rows are shared by every caller: read them, never change them.

/** Less than the 10 minutes the prune job keeps marks for (REPORT_CHANGES_KEEP). */
export const ANSWER_MAX_AGE_MS = 5 * 60_000;
/** Rows kept in all, per process (the least recently used answers go first). */
const MAX_KEPT_ROWS = 100_000;
/** A larger answer (an export of every row) is computed each time instead of kept. */
const MAX_ANSWER_ROWS = 5_000;

interface Answer {
  /** Date.now() just before the snapshot was taken. */
  at: number;
  snapshot: string;
  value: unknown[][];
  /** Rows in the answer: what keeping it costs. */
  weight: number;
}

const kept = new KeptAnswers<Answer>(MAX_KEPT_ROWS, MAX_ANSWER_ROWS, (a, b) => a.at > b.at);
const computing = new Map<string, Promise<Answer>>();

function answerKey(e: number, days: ReportDays, statements: readonly Prisma.Sql[]): string {
  const hash = createHash('sha1').update(`${e}\n${days.from}\n${days.to}`);
  for (const sql of statements) hash.update(`\n${sql.text}\n${JSON.stringify(sql.values)}`);
  return hash.digest('hex');
}

async function stillFresh(db: TenantDb, e: number, days: ReportDays, a: Answer) {
  if (Date.now() - a.at > ANSWER_MAX_AGE_MS) return false;
  const [row] = await sqlRunner(db).rows<{ fresh: boolean }>(Prisma.sql`
    SELECT report_answer_fresh(${e}::int, ${days.from}::date, ${days.to}::date,
                               ${a.snapshot}::pg_snapshot) AS fresh`);
  return row?.fresh === true;
}

async function compute(db: TenantDb, statements: readonly Prisma.Sql[]): Promise<Answer> {
  const run = sqlRunner(db);
  const at = Date.now();
  // Taken before the statements run: whatever the snapshot saw, they saw too.
  const [{ snapshot }] = (await run.rows<{ snapshot: string }>(
    Prisma.sql`SELECT pg_current_snapshot()::text AS snapshot`,
  )) as [{ snapshot: string }];
  const value = await Promise.all(statements.map((sql) => run.rows(sql)));
  return { at, snapshot, value, weight: value.reduce((n, rows) => n + rows.length, 0) };
}

/**
 * The rows of each statement, all reading the rollups of `days` of enterprise `e` (and
 * nothing else that changes: names are read apart), computed now or reused together (one
 * freshness check for a screen's several statements). Inside a transaction the statements
 * always run: they may see the transaction's own writes.
 */
export async function reusedStatements(
  db: TenantDb,
  e: number,
  days: ReportDays,
  statements: readonly Prisma.Sql[],
): Promise<unknown[][]> {
  if (isTransaction(db)) {
    const run = sqlRunner(db);
    return Promise.all(statements.map((sql) => run.rows(sql)));
  }
  const asked = Date.now();
  const key = answerKey(e, days, statements);
  const had = kept.get(key);
  if (had) {
    if (await stillFresh(db, e, days, had)) {
      kept.served(key, had);
      return had.value;
    }
    if (kept.get(key) === had) kept.drop(key);
  }
  // Callers asking at once share one computation. One started before this call may have
  // missed a change the caller just made: its answer serves only if still fresh, else the
  // caller computes its own.
  const running = computing.get(key);
  if (running) {
    const shared = await running;
    if (shared.at >= asked || (await stillFresh(db, e, days, shared))) return shared.value;
  }
  const mine = compute(db, statements);
  computing.set(key, mine);
  try {
    const a = await mine;
    kept.keep(key, a);
    return a.value;
  } finally {
    if (computing.get(key) === mine) computing.delete(key);
  }
}

/** The rows of one such statement, computed now or reused (reusedStatements). */
export async function reusedRows<T>(
  db: TenantDb,
  e: number,
  days: ReportDays,
  sql: Prisma.Sql,
): Promise<T[]> {
  const [rows] = await reusedStatements(db, e, days, [sql]);
  return rows as T[];
}
