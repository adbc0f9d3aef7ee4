import { prisma, type RootDb } from '@/lib/db';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { backoffDelay } from '@/lib/queue/backoff';
import { memoryEffectStore, type EffectStore } from '@/lib/queue/effects';
import { purgeExpired } from '@/lib/queue/housekeeping';
import { startLoop, type Loop } from '@/lib/queue/loop';
import { outboxJobKey } from '@/lib/queue/job-id';
import {
  claimDueOutbox,
  errorText,
  giveUpOutbox,
  markOutboxDone,
  recordOutboxFailure,
} from '@/lib/queue/outbox-rows';
import { PermanentJobError } from '@/lib/queue/job-definition';
import { findJob, queueNames, runJob, type JobRegistry } from '@/lib/queue/job-registry';

export interface InProcessOptions {
  db: RootDb;
  /** The jobs this process runs. */
  registry: JobRegistry;
  /** Queues whose rows are run. Default: every queue of the registry. */
  queues?: readonly string[];
  /** Only these rows (tests). */
  ids?: readonly bigint[];
  /** Rows run per pass at most. */
  maxPerPass?: number;
  /**
   * How long a claimed row stays invisible to other app instances: longer than a
   * processor can run (a mail's SMTP conversation is bounded at well under two minutes).
   */
  leaseMs?: number;
  effects?: EffectStore;
}

export interface InProcessPass {
  ran: number;
  failed: number;
}

/**
 * Without Redis: runs due outbox rows right here, through the registry's processors (the
 * same validation and idempotency as the worker), and marks each done as soon as its
 * processor returns. Rows are claimed one at a time with a lease, so several app instances
 * sharing the database never run one row at once, and a row claimed by a process that died
 * comes back when its lease ends. A failed run is retried on the job's own backoff; after
 * its `attempts` (or a PermanentJobError) the row is given up with the error kept.
 */
export async function runDueOutboxOnce(opts: InProcessOptions): Promise<InProcessPass> {
  const { db, registry } = opts;
  const effects = opts.effects ?? sharedEffects();
  const queues = opts.queues ?? queueNames(registry);
  let ran = 0;
  let failed = 0;
  for (let i = 0; i < (opts.maxPerPass ?? 50); i++) {
    const [row] = await claimDueOutbox(db, {
      queues,
      ids: opts.ids,
      limit: 1,
      leaseMs: opts.leaseMs ?? 5 * 60_000,
    });
    if (!row) break;
    const attempt = row.attempts + 1;
    try {
      await runJob(registry, row.queue, row.jobName, row.payload, {
        jobId: outboxJobKey(row),
        attempt,
        effects,
      });
      await markOutboxDone(db, [row.id]);
      ran++;
    } catch (error) {
      failed++;
      const def = findJob(registry, row.queue, row.jobName);
      const message = errorText(error);
      if (error instanceof PermanentJobError || !def || attempt >= def.attempts) {
        log.error('job failed for good (in-process)', {
          queue: row.queue,
          name: row.jobName,
          dedupeKey: row.dedupeKey,
          attempt,
          error: message,
        });
        await giveUpOutbox(db, row.id, message);
      } else {
        const retryIn = backoffDelay(attempt, def.backoff);
        log.warn('job failed, will retry (in-process)', {
          queue: row.queue,
          name: row.jobName,
          dedupeKey: row.dedupeKey,
          attempt,
          retryInMs: retryIn,
          error: message,
        });
        await recordOutboxFailure(db, row.id, message, retryIn);
      }
    }
  }
  return { ran, failed };
}

// One store per process: in-process mode is the single-process (no Redis) setup, and the
// outbox row's lease already keeps two processes from running one row at once.
let effectsOfProcess: EffectStore | undefined;
function sharedEffects(): EffectStore {
  effectsOfProcess ??= memoryEffectStore();
  return effectsOfProcess;
}

interface RunnerState {
  loop: Loop;
  housekeeping: NodeJS.Timeout;
  schedules: Loop[];
}
const globalRunner = globalThis as unknown as { __inProcessJobRunner?: RunnerState };

/**
 * Starts the in-process runner once per process (a second call, or Next's dev reload,
 * does nothing). Called from instrumentation.ts when REDIS_URL is empty; the worker calls
 * it too when started without Redis.
 */
export function startInProcessRunner(opts: {
  registry: JobRegistry;
  db?: RootDb;
  intervalMs?: number;
}): void {
  if (globalRunner.__inProcessJobRunner) return;
  const { registry } = opts;
  const db = opts.db ?? prisma();
  log.info('jobs run in-process: REDIS_URL is empty, so this process runs due outbox jobs itself', {
    queues: queueNames(registry),
  });
  const loop = startLoop(
    'in-process jobs',
    async () => {
      const pass = await runDueOutboxOnce({ db, registry });
      return pass.ran + pass.failed >= 50;
    },
    opts.intervalMs ?? 1_000,
  );
  const housekeeping = setInterval(() => {
    purgeExpired(db).catch((error) => log.warn('housekeeping failed', { error: errorText(error) }));
  }, 10 * 60_000);
  housekeeping.unref?.();
  // The repeating jobs on a timer; each must be safe to run in several processes at once.
  const schedules = registry.schedules.map((s) =>
    startLoop(
      `schedule ${s.id}`,
      async () => {
        const jobId = `${s.id}@${Date.now()}`;
        await runJob(
          registry,
          s.queue,
          s.name,
          {},
          { jobId, attempt: 1, effects: sharedEffects() },
        );
        return false;
      },
      s.everyMs,
    ),
  );
  globalRunner.__inProcessJobRunner = { loop, housekeeping, schedules };
}

export async function stopInProcessRunner(): Promise<void> {
  const state = globalRunner.__inProcessJobRunner;
  if (!state) return;
  globalRunner.__inProcessJobRunner = undefined;
  clearInterval(state.housekeeping);
  await Promise.all([state.loop.stop(), ...state.schedules.map((l) => l.stop())]);
}

/** True when this process should run jobs itself: no REDIS_URL configured. */
export function jobsRunInProcess(): boolean {
  return !env().REDIS_URL;
}
