import { Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { RootDb } from '@/lib/db';
import { log } from '@/lib/log';
import { createRedis } from '@/lib/queue/connection';
import { redisEffectStore, type EffectStore } from '@/lib/queue/effects';
import { purgeExpired } from '@/lib/queue/housekeeping';
import { dedupeKeyOf } from '@/lib/queue/job-id';
import { errorText } from '@/lib/queue/outbox-rows';
import { PermanentJobError, type JobSchedule } from '@/lib/queue/job-definition';
import { findJob, queueNames, runJob, type JobRegistry } from '@/lib/queue/job-registry';
import { OutboxRelay } from '@/lib/queue/outbox-relay';

export interface WorkerRuntimeOptions {
  db: RootDb;
  redisUrl: string;
  /** BullMQ key prefix, the same as the relay's. Default `bull`. */
  prefix?: string;
  /** The jobs this process runs, and its repeating jobs. */
  registry: JobRegistry;
  /** Jobs of one queue run at once. */
  concurrency?: number;
  /** Pass of the outbox relay every this many ms; 0 runs no relay. */
  relayIntervalMs?: number;
  /** Only these outbox rows are relayed (tests). */
  relayIds?: readonly bigint[];
  /**
   * BullMQ's stalled-job settings: a job whose worker died (its lock not renewed for
   * lockDuration) is moved back to waiting by the next stalled check and runs again.
   */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  /** Housekeeping (purge old outbox rows and expired idempotency keys); 0 turns it off. */
  housekeepingIntervalMs?: number;
}

export interface WorkerRuntime {
  workers: Worker[];
  relay: OutboxRelay | undefined;
  effects: EffectStore;
  /** Graceful stop: the relay loop, then the workers (active jobs finish), then Redis. */
  close(opts?: { force?: boolean }): Promise<void>;
}

/**
 * Starts one BullMQ Worker per queue of the registry and the outbox relay loop. Every job
 * goes through runJob (zod payload, then the processor); a PermanentJobError becomes
 * BullMQ's UnrecoverableError (no retry), any other error is retried with the job's
 * exponential backoff. A worker killed mid-job loses nothing: its lock lapses, BullMQ's
 * stalled check puts the job back, and the processor, being idempotent (effects recorded
 * in Redis, lib/queue/effects.ts), does the effect once.
 */
export function startWorkerRuntime(opts: WorkerRuntimeOptions): WorkerRuntime {
  const { registry } = opts;
  const prefix = opts.prefix ?? 'bull';
  // Workers block on their connections (maxRetriesPerRequest null); the relay and the
  // effect records use a client connection that fails fast while Redis is down.
  const workerRedis: Redis = createRedis({ url: opts.redisUrl, role: 'worker', name: 'worker' });
  const clientRedis: Redis = createRedis({
    url: opts.redisUrl,
    role: 'client',
    name: 'worker-client',
  });
  const effects = redisEffectStore(clientRedis);

  const workers = queueNames(registry).map((queue) => {
    const worker = new Worker(
      queue,
      async (job) => {
        const ctx = {
          jobId: job.id ? dedupeKeyOf(job.id) : `${queue}.${job.name}`,
          attempt: job.attemptsMade + 1,
          effects,
        };
        try {
          return await runJob(registry, queue, job.name, job.data, ctx);
        } catch (error) {
          if (error instanceof PermanentJobError) throw new UnrecoverableError(error.message);
          throw error;
        }
      },
      {
        connection: workerRedis,
        prefix,
        concurrency: opts.concurrency ?? 5,
        lockDuration: opts.lockDurationMs ?? 30_000,
        stalledInterval: opts.stalledIntervalMs ?? 30_000,
        maxStalledCount: 2,
      },
    );
    worker.on('failed', (job, error) => {
      const willRetry = Boolean(
        job &&
        job.attemptsMade < (job.opts.attempts ?? 1) &&
        !(error instanceof UnrecoverableError),
      );
      (willRetry ? log.warn : log.error)(
        willRetry ? 'job failed, will retry' : 'job failed for good',
        {
          queue,
          name: job?.name,
          jobId: job?.id,
          attempt: job?.attemptsMade,
          error: errorText(error),
        },
      );
    });
    worker.on('completed', (job) =>
      log.debug('job completed', { queue, name: job.name, jobId: job.id }),
    );
    worker.on('stalled', (jobId) =>
      log.warn('job stalled (its worker died or hung): running it again', { queue, jobId }),
    );
    worker.on('error', (error) => log.debug('worker error', { queue, error: errorText(error) }));
    return worker;
  });

  const schedules = startSchedules(
    clientRedis,
    prefix,
    registry.schedules.filter((s) => findJob(registry, s.queue, s.name)),
  );

  const relayInterval = opts.relayIntervalMs ?? 1_000;
  const relay =
    relayInterval > 0
      ? new OutboxRelay({
          db: opts.db,
          redis: clientRedis,
          prefix,
          registry,
          ids: opts.relayIds,
        })
      : undefined;
  relay?.start(relayInterval);

  const housekeepingInterval = opts.housekeepingIntervalMs ?? 10 * 60_000;
  const housekeeping =
    housekeepingInterval > 0
      ? setInterval(() => {
          purgeExpired(opts.db)
            .then((n) =>
              n.outbox || n.idempotencyKeys ? log.info('housekeeping: purged', n) : undefined,
            )
            .catch((error) => log.warn('housekeeping failed', { error: errorText(error) }));
        }, housekeepingInterval)
      : undefined;
  housekeeping?.unref?.();

  log.info('worker started', { queues: queueNames(registry), prefix, relay: Boolean(relay) });

  let closing: Promise<void> | undefined;
  return {
    workers,
    relay,
    effects,
    close({ force = false } = {}) {
      closing ??= (async () => {
        if (housekeeping) clearInterval(housekeeping);
        await schedules.close();
        await relay?.close();
        await Promise.allSettled(workers.map((w) => w.close(force)));
        await Promise.allSettled([clientRedis.quit(), workerRedis.quit()]);
      })();
      return closing;
    },
  };
}

/**
 * One BullMQ job scheduler per repeating job. The scheduler lives in Redis: every worker
 * upserting the same id keeps one schedule, which outlives restarts. While Redis does not
 * answer, the upsert is tried again every 5 s.
 */
function startSchedules(
  redis: Redis,
  prefix: string,
  schedules: readonly JobSchedule[],
): { close(): Promise<void> } {
  const queues = new Map<string, Queue>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const upsert = async () => {
    try {
      for (const s of schedules) {
        let queue = queues.get(s.queue);
        if (!queue) {
          queue = new Queue(s.queue, { connection: redis, prefix });
          queue.on('error', () => undefined); // the connection logs outages
          queues.set(s.queue, queue);
        }
        await queue.upsertJobScheduler(
          s.id,
          { every: s.everyMs },
          {
            name: s.name,
            data: {},
            opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 500 } },
          },
        );
      }
    } catch (error) {
      if (closed) return;
      log.warn('job schedules not set yet, retrying', { error: errorText(error) });
      timer = setTimeout(() => void upsert(), 5_000);
      timer.unref?.();
    }
  };
  if (schedules.length > 0) void upsert();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await Promise.allSettled([...queues.values()].map((q) => q.close()));
    },
  };
}
