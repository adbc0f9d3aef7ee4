import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { RootDb } from '@/lib/db';
import {
  backoffDelay,
  RELAY_BACKOFF,
  RELAY_BACKOFF_MAX_MS,
  type ExponentialBackoff,
} from '@/lib/queue/backoff';
import { withTimeout } from '@/lib/queue/connection';
import { jobIdFor, outboxJobKey } from '@/lib/queue/job-id';
import { startLoop, type Loop } from '@/lib/queue/loop';
import {
  claimDueOutbox,
  errorText,
  markOutboxDone,
  recordOutboxFailure,
} from '@/lib/queue/outbox-rows';
import { log } from '@/lib/log';
import { findJob, queueNames, type JobRegistry } from '@/lib/queue/job-registry';

/** Retry policy of a job whose name this relay does not know (a newer worker may). */
const UNKNOWN_JOB_RETRY = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 10_000 } as ExponentialBackoff,
};

/**
 * Finished jobs are kept a week: while a job is kept, adding its id again is a no-op, which
 * is what makes a relay that crashed between "add" and "mark relayed" enqueue only once.
 */
const KEEP_COMPLETED = { age: 7 * 24 * 3600, count: 100_000 };
const KEEP_FAILED = { age: 30 * 24 * 3600 };

export interface RelayOptions {
  db: RootDb;
  /** A producer connection (createRedis({ role: 'client' })); the relay does not close it. */
  redis: Redis;
  /** BullMQ key prefix; the worker must use the same. Default `bull`. */
  prefix?: string;
  /** Jobs this relay knows (their retry policies). */
  registry: JobRegistry;
  /** Queues whose rows this relay moves. Default: every queue of the registry. */
  queues?: readonly string[];
  /** Only these rows (tests, hand-run replays). */
  ids?: readonly bigint[];
  batchSize?: number;
  /** How long claimed rows stay invisible to other relays. */
  leaseMs?: number;
  /** One BullMQ add may take this long before the pass counts Redis as down. */
  addTimeoutMs?: number;
}

export interface RelayPass {
  claimed: number;
  relayed: number;
  failed: number;
}

/**
 * The outbox relay: moves committed outbox rows (lib/queue/outbox.ts) to their BullMQ
 * queues.
 *
 * One pass claims due rows (lib/queue/outbox-rows.ts: FOR UPDATE SKIP LOCKED, so several
 * workers can relay side by side), adds each to its queue with a `jobId` made from the
 * row's dedupe key (and creation time, lib/queue/job-id.ts), then marks the rows relayed.
 * A crash after the add and before the mark leaves the rows unrelayed; the next pass adds
 * them again and BullMQ ignores an id it already holds, so the job exists once.
 *
 * When Redis fails (down, unreachable, too slow), the row gets one more attempt, its
 * last_error, and an available_at pushed back 1 s, 2 s, 4 s ... up to 5 min; the rest of
 * the batch is marked the same way without trying, and the rows wait for a later pass.
 * Nothing is lost while Redis is down: the API only ever writes to PostgreSQL.
 */
export class OutboxRelay {
  private readonly queues = new Map<string, Queue>();
  private readonly opts: Required<Omit<RelayOptions, 'ids'>> & Pick<RelayOptions, 'ids'>;
  private loop: Loop | undefined;
  private outage = false;

  constructor(opts: RelayOptions) {
    this.opts = {
      db: opts.db,
      redis: opts.redis,
      prefix: opts.prefix ?? 'bull',
      registry: opts.registry,
      queues: opts.queues ?? queueNames(opts.registry),
      ids: opts.ids,
      batchSize: opts.batchSize ?? 100,
      leaseMs: opts.leaseMs ?? 30_000,
      addTimeoutMs: opts.addTimeoutMs ?? 3_000,
    };
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      // skipWaitingForReady: an add fails at once while Redis is down, instead of waiting
      // for a reconnect; the row is then retried by a later pass.
      queue = new Queue(name, {
        connection: this.opts.redis,
        prefix: this.opts.prefix,
        skipWaitingForReady: true,
      });
      queue.on('error', () => {
        // The connection logs outages (lib/queue/connection.ts); adds report their own errors.
      });
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** One pass over the due rows. */
  async relayOnce(): Promise<RelayPass> {
    const { db, batchSize } = this.opts;
    const rows = await claimDueOutbox(db, {
      queues: this.opts.queues,
      ids: this.opts.ids,
      limit: batchSize,
      leaseMs: this.opts.leaseMs,
    });
    const relayed: bigint[] = [];
    let failed = 0;
    let downError: string | undefined;

    for (const row of rows) {
      const retryIn = backoffDelay(row.attempts + 1, RELAY_BACKOFF, RELAY_BACKOFF_MAX_MS);
      if (downError) {
        // Redis just failed this pass: do not wait for a timeout per row.
        await recordOutboxFailure(db, row.id, downError, retryIn);
        failed++;
        continue;
      }
      const def = findJob(this.opts.registry, row.queue, row.jobName);
      const options: JobsOptions = {
        jobId: jobIdFor(outboxJobKey(row)),
        attempts: def?.attempts ?? UNKNOWN_JOB_RETRY.attempts,
        backoff: def?.backoff ?? UNKNOWN_JOB_RETRY.backoff,
        removeOnComplete: KEEP_COMPLETED,
        removeOnFail: KEEP_FAILED,
      };
      try {
        if (!def)
          log.warn('outbox relay: no processor registered here for this job; relaying it anyway', {
            queue: row.queue,
            name: row.jobName,
          });
        await withTimeout(
          this.queue(row.queue).add(row.jobName, row.payload, options),
          this.opts.addTimeoutMs,
          `adding ${row.queue}/${row.jobName}`,
        );
        relayed.push(row.id);
      } catch (error) {
        let message = errorText(error);
        if (this.opts.redis.status !== 'ready' || /timed out/.test(message)) {
          message = `redis unavailable: ${message}`;
          downError = message;
        }
        await recordOutboxFailure(db, row.id, message, retryIn);
        failed++;
      }
    }
    await markOutboxDone(db, relayed);

    if (downError && !this.outage)
      log.warn('outbox relay: redis unavailable, rows kept for a later pass', {
        error: downError,
        kept: failed,
      });
    if (relayed.length > 0) {
      if (this.outage) log.info('outbox relay: redis is back, relaying again');
      log.info('outbox relayed', { count: relayed.length });
    }
    this.outage = Boolean(downError) || (this.outage && relayed.length === 0);
    return { claimed: rows.length, relayed: relayed.length, failed };
  }

  /** Runs a pass every `intervalMs` (at once again after a full batch) until stop(). */
  start(intervalMs = 1_000): void {
    if (this.loop?.running) return;
    this.loop = startLoop(
      'outbox relay',
      async () => {
        const pass = await this.relayOnce();
        return pass.claimed === this.opts.batchSize && pass.failed === 0;
      },
      intervalMs,
    );
  }

  /** Stops the loop (waiting for the pass under way) and closes the queues; the Redis connection stays open. */
  async close(): Promise<void> {
    await this.loop?.stop();
    this.loop = undefined;
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
    this.queues.clear();
  }
}
