import { randomUUID } from 'node:crypto';
import type { Actor } from '@/lib/auth/actor';
import {
  type RootDb,
  type SqlDb,
  inTransaction,
  sqlRunner,
  tenantClient,
  type TenantDb,
} from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { isAppError } from '@/lib/errors';
import { log } from '@/lib/log';
import { recordAudit } from '@/lib/domain/audit/service';
import { ORDER_EVENT } from '@/lib/domain/orders/events';
import { assertMove, ORDER_STATUS } from '@/lib/domain/orders/status';
import { statusTimeField } from '@/lib/domain/orders/transitions';
import { openPastDayWhere, runSelect, toRunDto } from '@/lib/domain/packing/auto-close/list-runs';
import { closeCutoff, manualRunKey, runDay } from '@/lib/domain/packing/auto-close/schedule';
import { RUN_STATUS, type AutoCloseRunDto } from '@/lib/domain/packing/auto-close/schemas';

// ---------------------------------------------------------------------------------------
// One auto-close run: orders left at 112 Awaiting Collection beyond the enterprise's packing
// back-day setting move to 121 Intransit (the carrier has them by now), each with its
// `status` event; packings left open past their day are counted for the supervisor's list.
//
// Once per idempotency key: the run row is unique per (enterprise, key), so a doubled start
// finds the row instead of making a second. Executing a run is safe to repeat or to do twice
// at once: each batch locks its orders (in id order, so two batches never deadlock) and
// moves only those still at 112, and adds what it moved to the run's count in the same
// transaction; a run that succeeded is left alone.
// ---------------------------------------------------------------------------------------

const FROM = ORDER_STATUS.AwaitingCollection;
const TO = ORDER_STATUS.Intransit;
assertMove(FROM, TO);
/** shipped_at: the column that records when an order reached 121. */
const TIME_FIELD = statusTimeField(FROM, TO) as 'shippedAt';

/** Orders moved per transaction: short locks, and a crash loses at most one batch's work. */
export const CLOSE_BATCH_SIZE = 500;

/** What the order events of a run carry in `data`, so the timeline can tell who moved it. */
export const AUTO_CLOSE_VIA = 'auto_close';

/**
 * Makes the run row of `key` unless it exists. Answers the run's id and whether this call
 * made it: a second start of the same key (a retried request, a doubled job, a race) finds
 * the first one's row.
 */
export async function insertRun(
  db: SqlDb,
  enterpriseId: number,
  p: { key: string; triggeredById: number | null; now?: Date },
): Promise<{ id: number; created: boolean }> {
  const run = sqlRunner(db);
  const now = p.now ?? new Date();
  const [made] = await run.rows<{ id: number }>(Prisma.sql`
    INSERT INTO auto_close_runs (enterprise_id, idempotency_key, status, triggered_by_id, started_at, created_at)
    VALUES (${enterpriseId}, ${p.key}, ${RUN_STATUS.running}, ${p.triggeredById}, ${now}, ${now})
    ON CONFLICT (enterprise_id, idempotency_key) DO NOTHING
    RETURNING id`);
  if (made) return { id: made.id, created: true };
  const [found] = await run.rows<{ id: number }>(Prisma.sql`
    SELECT id FROM auto_close_runs
     WHERE enterprise_id = ${enterpriseId} AND idempotency_key = ${p.key}`);
  if (!found) throw new Error(`auto-close run ${p.key} neither made nor found`);
  return { id: found.id, created: false };
}

/** Moves one batch of due orders to 121; answers how many moved (0: none left). */
async function closeBatch(
  db: TenantDb,
  run: { id: number; enterpriseId: number; triggeredById: number | null },
  cutoff: Date,
  limit: number,
): Promise<number> {
  return inTransaction(
    db,
    async (tx) => {
      // packed_at is when the order reached 112; an order put there without it (an import)
      // counts from its creation.
      const due = await sqlRunner(tx).rows<{ id: number }>(Prisma.sql`
        SELECT id FROM orders
         WHERE enterprise_id = ${run.enterpriseId} AND status = ${FROM}
           AND (packed_at < ${cutoff} OR (packed_at IS NULL AND created_at < ${cutoff}))
         ORDER BY id
         LIMIT ${limit}
           FOR UPDATE`);
      if (due.length === 0) return 0;
      const ids = due.map((r) => r.id);
      const now = new Date();
      await tx.order.updateMany({
        where: { id: { in: ids }, status: FROM },
        data: { status: TO, [TIME_FIELD]: now },
      });
      await tx.orderEvent.createMany({
        data: ids.map((orderId) => ({
          enterpriseId: run.enterpriseId,
          orderId,
          userId: run.triggeredById,
          type: ORDER_EVENT.Status,
          fromStatus: FROM,
          toStatus: TO,
          reason: null,
          data: { via: AUTO_CLOSE_VIA, run_id: run.id },
          createdAt: now,
        })),
      });
      await sqlRunner(tx).rows(Prisma.sql`
        UPDATE auto_close_runs SET closed_orders = closed_orders + ${ids.length}
         WHERE id = ${run.id} AND enterprise_id = ${run.enterpriseId}`);
      return ids.length;
    },
    { timeout: 60_000 },
  );
}

/** A failure as the run history shows it: one line, no stack. */
function errorSummary(error: unknown): string {
  if (isAppError(error)) return `${error.key}: ${error.causeText}`.slice(0, 500);
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 500);
}

async function readRun(db: TenantDb, id: number): Promise<AutoCloseRunDto | null> {
  const row = await db.autoCloseRun.findFirst({ where: { id }, select: runSelect });
  return row ? toRunDto(row) : null;
}

export interface ExecuteOptions {
  batchSize?: number;
}

/**
 * Does the work of a run and records how it ended (succeeded with its counts, or failed
 * with the error; a failed run may be executed again, which carries on where it stopped).
 * A run that already succeeded is answered as it is. Null when the enterprise has no such run.
 */
export async function executeRun(
  rootDb: RootDb,
  enterpriseId: number,
  runId: number,
  opts: ExecuteOptions = {},
): Promise<AutoCloseRunDto | null> {
  const db = tenantClient(rootDb, enterpriseId);
  const run = await db.autoCloseRun.findFirst({
    where: { id: runId },
    select: { id: true, status: true, idempotencyKey: true, startedAt: true, triggeredById: true },
  });
  if (!run) return null;
  if (run.status === RUN_STATUS.succeeded) return readRun(db, runId);
  if (run.status === RUN_STATUS.failed)
    await db.autoCloseRun.updateMany({
      where: { id: runId, status: RUN_STATUS.failed },
      data: { status: RUN_STATUS.running, error: null, finishedAt: null },
    });

  const day = runDay(run.idempotencyKey, run.startedAt);
  try {
    const enterprise = await rootDb.enterprise.findUniqueOrThrow({
      where: { id: enterpriseId },
      select: { packingBackDays: true },
    });
    const cutoff = closeCutoff(day, enterprise.packingBackDays);
    const target = { id: runId, enterpriseId, triggeredById: run.triggeredById };
    for (;;) {
      const moved = await closeBatch(db, target, cutoff, opts.batchSize ?? CLOSE_BATCH_SIZE);
      if (moved === 0) break;
    }
    const listed = await db.packing.count({ where: openPastDayWhere(day) });
    await db.autoCloseRun.updateMany({
      where: { id: runId },
      data: { status: RUN_STATUS.succeeded, finishedAt: new Date(), listedPackings: listed },
    });
  } catch (error) {
    log.error('auto-close run failed', { enterpriseId, runId, error: errorSummary(error) });
    await db.autoCloseRun
      .updateMany({
        where: { id: runId, status: RUN_STATUS.running },
        data: { status: RUN_STATUS.failed, finishedAt: new Date(), error: errorSummary(error) },
      })
      .catch(() => undefined);
  }
  return readRun(db, runId);
}

/**
 * Starts the run of `key` and executes it, unless that key already has a run: then the
 * existing run is answered as it stands and nothing is done again.
 */
export async function startAndExecute(
  rootDb: RootDb,
  p: { enterpriseId: number; key: string; triggeredById: number | null },
  opts: ExecuteOptions = {},
): Promise<{ run: AutoCloseRunDto; created: boolean }> {
  const { id, created } = await insertRun(rootDb, p.enterpriseId, p);
  const run = created
    ? await executeRun(rootDb, p.enterpriseId, id, opts)
    : await readRun(tenantClient(rootDb, p.enterpriseId), id);
  if (!run) throw new Error(`auto-close run ${id} vanished`);
  return { run, created };
}

/** POST /api/v1/autoclose/run: a run of the actor's enterprise, now, by hand. */
export async function runAutoCloseNow(
  rootDb: RootDb,
  db: TenantDb,
  actor: Actor,
  requestId?: string,
): Promise<AutoCloseRunDto> {
  const { run } = await startAndExecute(rootDb, {
    enterpriseId: actor.enterpriseId,
    key: manualRunKey(randomUUID()),
    triggeredById: actor.userId,
  });
  await recordAudit(db, actor, {
    action: 'autoclose.run',
    entity: 'autoclose',
    entityId: run.id,
    after: {
      status: run.status,
      closed_orders: run.closed_orders,
      listed_packings: run.listed_packings,
    },
    requestId,
  });
  return run;
}
