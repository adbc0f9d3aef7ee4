import { Prisma } from '@/lib/generated/prisma/client';
import { sqlRunner, type RootDb } from '@/lib/db';
import { ANSWER_MAX_AGE_MS } from '@/lib/domain/reports/answer-reuse';

// The marks of changed report days (report_day_changes) are only needed by answers computed
// before the change; an answer is kept less than ANSWER_MAX_AGE_MS, so a mark every
// transaction of a snapshot taken REPORT_CHANGES_KEEP_MS ago already saw is of no use and goes
// (docs/reports.md, Reusing answers). Left alone the marks only slow the freshness check;
// the answers stay right.

export const REPORT_CHANGES_KEEP_MS = 2 * ANSWER_MAX_AGE_MS;

/** Prunes the marks and keeps a snapshot of now for a later run; answers how many went. */
export async function pruneReportChanges(db: RootDb): Promise<number> {
  const [row] = await sqlRunner(db).rows<{ pruned: number }>(Prisma.sql`
    SELECT report_day_changes_prune(make_interval(secs => ${REPORT_CHANGES_KEEP_MS / 1000})) AS pruned`);
  return row?.pruned ?? 0;
}
