import type { RootDb } from '@/lib/db';
import { enqueueOutbox } from '@/lib/queue/outbox';
import { AUTO_CLOSE_QUEUE, AUTO_CLOSE_RUN_JOB } from '@/lib/queue/queues';
import { insertRun } from '@/lib/domain/packing/auto-close/run-auto-close';
import { bangkokClock, scheduledRunKey } from '@/lib/domain/packing/auto-close/schedule';

// ---------------------------------------------------------------------------------------
// The scheduler's tick (a repeating job, autoCloseTickJob): every enterprise with
// auto-close on whose run time has passed today (Bangkok) and that has no run of today gets
// one. It asks "has today run?" rather than "is it 02:00 now?", so a worker that was down
// at the run time starts the day's run as soon as it is back. Across enterprises on purpose:
// the only cross-tenant step, and it only makes run rows and their jobs.
// ---------------------------------------------------------------------------------------

export interface AutoCloseRunPayload {
  enterprise_id: number;
  run_id: number;
}

/**
 * Makes today's run row of every due enterprise and, in the same transaction, the outbox
 * job that executes it (so a run exists exactly when its job does). A tick that runs twice
 * (two app instances without Redis, a retried tick) finds the rows and does nothing more.
 */
export async function startDueScheduledRuns(
  rootDb: RootDb,
  now = new Date(),
): Promise<Array<{ enterpriseId: number; runId: number }>> {
  const { day, time } = bangkokClock(now);
  const key = scheduledRunKey(day);
  const due = await rootDb.$queryRaw<Array<{ enterprise_id: number }>>`
    SELECT s.enterprise_id FROM auto_close_settings s
     WHERE s.enabled AND s.run_at <= ${time}
       AND NOT EXISTS (
         SELECT 1 FROM auto_close_runs r
          WHERE r.enterprise_id = s.enterprise_id AND r.idempotency_key = ${key})
     ORDER BY s.enterprise_id`;
  const started: Array<{ enterpriseId: number; runId: number }> = [];
  for (const { enterprise_id: enterpriseId } of due) {
    const runId = await rootDb.$transaction(async (tx) => {
      // The run row and its job's outbox row commit together.
      const run = await insertRun(tx, enterpriseId, { key, triggeredById: null, now });
      if (!run.created) return null;
      const payload: AutoCloseRunPayload = { enterprise_id: enterpriseId, run_id: run.id };
      await enqueueOutbox(tx, {
        queue: AUTO_CLOSE_QUEUE,
        name: AUTO_CLOSE_RUN_JOB,
        payload: { ...payload },
        dedupeKey: `autoclose-run:${enterpriseId}:${run.id}`,
      });
      return run.id;
    });
    if (runId !== null) started.push({ enterpriseId, runId });
  }
  return started;
}
