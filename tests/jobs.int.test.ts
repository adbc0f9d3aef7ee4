// The job pipeline on the real PostgreSQL and Redis (database 15): the outbox relay while
// Redis is down and once it is back, relays that crash or run side by side, a worker killed
// mid-job, and the in-process runner used when there is no Redis.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { prisma } from '@/lib/db';
import { createRedis, redisAvailable } from '@/lib/queue/connection';
import { once } from '@/lib/queue/effects';
import { runDueOutboxOnce } from '@/lib/queue/in-process';
import { defineJob, PermanentJobError } from '@/lib/queue/job-definition';
import { jobIdFor, outboxJobKey } from '@/lib/queue/job-id';
import { jobRegistry } from '@/lib/queue/job-registry';
import { enqueueOutbox } from '@/lib/queue/outbox';
import { OutboxRelay } from '@/lib/queue/outbox-relay';
import { startWorkerRuntime } from '@/lib/queue/worker-runtime';

const db = prisma();
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const run = randomUUID().slice(0, 8);
// Queue names and the BullMQ prefix are this run's own, so nothing else consumes them.
const QUEUE = `test-jobs-${run}`;
const PREFIX = `test-${run}`;

/** Effects the test jobs performed, in order (what must happen exactly once). */
const performed: string[] = [];
/** Runs of the test job's processor (may be more than the effects). */
let processorRuns = 0;
/** While set, the processor hangs right after its effect, as if its worker died there. */
let hangAfterEffect: (() => void) | undefined;

const effectJob = defineJob({
  queue: QUEUE,
  name: 'effect',
  schema: z.object({ label: z.string() }),
  attempts: 3,
  backoff: { type: 'exponential', delay: 100 },
  async handle(payload, ctx) {
    processorRuns++;
    await once(
      ctx.effects,
      `test:effect:${ctx.jobId}`,
      { leaseMs: 5_000, keepMs: 60_000 },
      async () => {
        performed.push(payload.label);
        return payload.label;
      },
    );
    if (hangAfterEffect) {
      hangAfterEffect();
      await new Promise(() => undefined);
    }
  },
});

let flakyFailures = 0;
const flakyJob = defineJob({
  queue: QUEUE,
  name: 'flaky',
  schema: z.object({ label: z.string() }),
  attempts: 2,
  backoff: { type: 'exponential', delay: 60_000 },
  async handle() {
    flakyFailures++;
    throw new Error(`flaky failure ${flakyFailures}`);
  },
});

const refusingJob = defineJob({
  queue: QUEUE,
  name: 'refusing',
  schema: z.object({}),
  attempts: 5,
  backoff: { type: 'exponential', delay: 100 },
  async handle() {
    throw new PermanentJobError('the recipient does not exist');
  },
});

const REGISTRY = jobRegistry([effectJob, flakyJob, refusingJob]);

async function addRows(
  count: number,
  name = 'effect',
  payload: (i: number) => object = (i) => ({ label: `${run}-${i}-${randomUUID().slice(0, 4)}` }),
) {
  const ids: bigint[] = [];
  /** The BullMQ job id each row is relayed under. */
  const jobIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const dedupeKey = `test-${name}:${run}:${randomUUID()}`;
    await enqueueOutbox(db, { queue: QUEUE, name, payload: payload(i) as never, dedupeKey });
    const row = await db.outboxMessage.findUniqueOrThrow({
      where: { dedupeKey },
      select: { id: true, dedupeKey: true, createdAt: true },
    });
    ids.push(row.id);
    jobIds.push(jobIdFor(outboxJobKey(row)));
  }
  return { ids, jobIds };
}

const rowsOf = (ids: bigint[]) =>
  db.outboxMessage.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
const makeDue = (ids: bigint[]) =>
  db.outboxMessage.updateMany({
    where: { id: { in: ids } },
    data: { availableAt: new Date(Date.now() - 1_000) },
  });

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let redis: Redis;
let queue: Queue;

beforeAll(async () => {
  expect(await redisAvailable(REDIS_URL, 2_000)).toBe(true);
  redis = createRedis({ url: REDIS_URL, role: 'client', name: 'jobs-test' });
  queue = new Queue(QUEUE, { connection: redis, prefix: PREFIX });
});

afterAll(async () => {
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
  await redis.quit();
});

describe('redisAvailable', () => {
  it('answers true for the test Redis and false, quickly, for a closed port', async () => {
    expect(await redisAvailable(REDIS_URL)).toBe(true);
    const started = Date.now();
    expect(await redisAvailable(`redis://127.0.0.1:${await closedPort()}`, 300)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await redisAvailable('')).toBe(false);
  });
});

describe('outbox relay', () => {
  it('keeps the rows and records the error while Redis is unreachable, then relays each once when it is back', async () => {
    const { ids, jobIds } = await addRows(3);

    const deadRedis = createRedis({
      url: `redis://127.0.0.1:${await closedPort()}/15`,
      role: 'client',
      name: 'dead',
    });
    const dead = new OutboxRelay({
      db,
      redis: deadRedis,
      prefix: PREFIX,
      registry: REGISTRY,
      ids,
      addTimeoutMs: 1_500,
    });
    try {
      const pass = await dead.relayOnce();
      expect(pass).toEqual({ claimed: 3, relayed: 0, failed: 3 });
      const rows = await rowsOf(ids);
      for (const row of rows) {
        expect(row.relayedAt).toBeNull();
        expect(row.attempts).toBe(1);
        expect(row.lastError).toMatch(/^redis unavailable: /);
        expect(row.availableAt.getTime()).toBeGreaterThan(Date.now()); // backed off
      }
      // Not due again yet: the next pass leaves them alone.
      expect((await dead.relayOnce()).claimed).toBe(0);
      // Still down on the next due pass: one more attempt, a longer backoff.
      await makeDue(ids);
      await dead.relayOnce();
      const again = await rowsOf(ids);
      expect(again.map((r) => r.attempts)).toEqual([2, 2, 2]);
    } finally {
      await dead.close();
      deadRedis.disconnect();
    }
    expect(await queue.getJobCountByTypes('wait', 'active', 'delayed', 'completed', 'failed')).toBe(
      0,
    );

    // Redis is back (time passes: the rows become due again).
    await makeDue(ids);
    const live = new OutboxRelay({ db, redis, prefix: PREFIX, registry: REGISTRY, ids });
    try {
      expect(await live.relayOnce()).toEqual({ claimed: 3, relayed: 3, failed: 0 });
      const rows = await rowsOf(ids);
      expect(rows.every((r) => r.relayedAt !== null)).toBe(true);
      for (const jobId of jobIds) {
        const job = await queue.getJob(jobId);
        expect(job?.name).toBe('effect');
        expect(job?.opts.attempts).toBe(3);
      }
      expect(await queue.getJobCountByTypes('wait')).toBe(3);

      // A relay that died after adding and before marking: the row is relayed again, and
      // BullMQ keeps the one job it has under that id.
      const first = await queue.getJob(jobIds[0]!);
      await db.outboxMessage.update({
        where: { id: ids[0]! },
        data: { relayedAt: null, availableAt: new Date(Date.now() - 1_000) },
      });
      expect(await live.relayOnce()).toEqual({ claimed: 1, relayed: 1, failed: 0 });
      expect(await queue.getJobCountByTypes('wait')).toBe(3);
      const same = await queue.getJob(jobIds[0]!);
      expect(same?.timestamp).toBe(first?.timestamp);
    } finally {
      await live.close();
    }
    await queue.drain();
  });

  it('a re-created database (same dedupe key, new row) gets a new job, not the old one Redis still holds', async () => {
    const dedupeKey = `test-effect:${run}:recreated`;
    await enqueueOutbox(db, { queue: QUEUE, name: 'effect', payload: { label: 'old' }, dedupeKey });
    const relay = new OutboxRelay({
      db,
      redis,
      prefix: PREFIX,
      registry: REGISTRY,
      queues: [QUEUE],
    });
    try {
      const old = await db.outboxMessage.findUniqueOrThrow({ where: { dedupeKey } });
      await relay.relayOnce();
      // The database starts over; Redis keeps what it had.
      await db.outboxMessage.delete({ where: { id: old.id } });
      await new Promise((r) => setTimeout(r, 5));
      await enqueueOutbox(db, {
        queue: QUEUE,
        name: 'effect',
        payload: { label: 'new' },
        dedupeKey,
      });
      const fresh = await db.outboxMessage.findUniqueOrThrow({ where: { dedupeKey } });
      await relay.relayOnce();
      const oldJob = await queue.getJob(jobIdFor(outboxJobKey(old)));
      const newJob = await queue.getJob(jobIdFor(outboxJobKey(fresh)));
      expect(oldJob?.data).toEqual({ label: 'old' });
      expect(newJob?.data).toEqual({ label: 'new' });
    } finally {
      await relay.close();
    }
    await queue.drain();
  });

  it('two relays running side by side relay every row exactly once', async () => {
    const { ids, jobIds } = await addRows(40);
    const a = new OutboxRelay({ db, redis, prefix: PREFIX, registry: REGISTRY, ids, batchSize: 7 });
    const b = new OutboxRelay({ db, redis, prefix: PREFIX, registry: REGISTRY, ids, batchSize: 7 });
    try {
      let relayed = 0;
      for (let i = 0; i < 10; i++) {
        const [x, y] = await Promise.all([a.relayOnce(), b.relayOnce()]);
        relayed += x.relayed + y.relayed;
      }
      expect(relayed).toBe(40);
      expect((await rowsOf(ids)).every((r) => r.relayedAt !== null)).toBe(true);
      const jobs = await Promise.all(jobIds.map((id) => queue.getJob(id)));
      expect(jobs.every(Boolean)).toBe(true);
      expect(await queue.getJobCountByTypes('wait')).toBe(40);
    } finally {
      await a.close();
      await b.close();
    }
    await queue.drain();
  });
});

describe('worker', () => {
  it('a job whose worker dies mid-job runs again on another worker, and its effect happens once', async () => {
    const { ids, jobIds } = await addRows(1, 'effect', () => ({ label: `killed-${run}` }));
    const relay = new OutboxRelay({ db, redis, prefix: PREFIX, registry: REGISTRY, ids });
    await relay.relayOnce();
    await relay.close();

    const reachedEffect = new Promise<void>((resolve) => {
      hangAfterEffect = resolve;
    });
    const fast = {
      lockDurationMs: 1_000,
      stalledIntervalMs: 500,
      relayIntervalMs: 0,
      housekeepingIntervalMs: 0,
    };
    const first = startWorkerRuntime({
      db,
      redisUrl: REDIS_URL,
      prefix: PREFIX,
      registry: REGISTRY,
      ...fast,
    });
    await reachedEffect;
    // The worker dies: no graceful finish, its lock is no longer renewed.
    hangAfterEffect = undefined;
    await first.close({ force: true });
    expect(performed.filter((l) => l === `killed-${run}`)).toHaveLength(1);

    const second = startWorkerRuntime({
      db,
      redisUrl: REDIS_URL,
      prefix: PREFIX,
      registry: REGISTRY,
      ...fast,
    });
    try {
      const job = await waitFor('the job to complete on the second worker', async () => {
        const j = await queue.getJob(jobIds[0]!);
        return j && (await j.isCompleted()) ? j : undefined;
      });
      expect(job.attemptsStarted).toBeGreaterThanOrEqual(2);
      expect(processorRuns).toBeGreaterThanOrEqual(2);
      expect(performed.filter((l) => l === `killed-${run}`)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('processes relayed jobs end to end (relay loop + worker) once each', async () => {
    const { ids } = await addRows(5, 'effect', (i) => ({ label: `e2e-${run}-${i}` }));
    const runtime = startWorkerRuntime({
      db,
      redisUrl: REDIS_URL,
      prefix: PREFIX,
      registry: REGISTRY,
      relayIds: ids,
      relayIntervalMs: 100,
      housekeepingIntervalMs: 0,
    });
    try {
      await waitFor(
        'five effects',
        async () => performed.filter((l) => l.startsWith(`e2e-${run}-`)).length === 5,
      );
      await waitFor('rows marked relayed', async () =>
        (await rowsOf(ids)).every((r) => r.relayedAt !== null),
      );
      expect(performed.filter((l) => l.startsWith(`e2e-${run}-`)).sort()).toEqual(
        [0, 1, 2, 3, 4].map((i) => `e2e-${run}-${i}`),
      );
    } finally {
      await runtime.close();
    }
  });
});

describe('in-process runner (no Redis)', () => {
  it('runs due rows through the processors, once', async () => {
    const { ids } = await addRows(2, 'effect', (i) => ({ label: `inproc-${run}-${i}` }));
    expect(await runDueOutboxOnce({ db, registry: REGISTRY, ids })).toEqual({ ran: 2, failed: 0 });
    expect(await runDueOutboxOnce({ db, registry: REGISTRY, ids })).toEqual({ ran: 0, failed: 0 });
    // Even if a row is run again (a process died before marking it), the effect is not repeated.
    await db.outboxMessage.update({
      where: { id: ids[0]! },
      data: { relayedAt: null, availableAt: new Date(Date.now() - 1_000) },
    });
    expect(await runDueOutboxOnce({ db, registry: REGISTRY, ids })).toEqual({ ran: 1, failed: 0 });
    expect(performed.filter((l) => l.startsWith(`inproc-${run}-`)).sort()).toEqual([
      `inproc-${run}-0`,
      `inproc-${run}-1`,
    ]);
    expect((await rowsOf(ids)).every((r) => r.relayedAt !== null)).toBe(true);
  });

  it('retries a failing job on its backoff, then gives it up after its attempts', async () => {
    const { ids } = await addRows(1, 'flaky');
    expect(await runDueOutboxOnce({ db, registry: REGISTRY, ids })).toEqual({ ran: 0, failed: 1 });
    let [row] = await rowsOf(ids);
    expect(row).toMatchObject({ attempts: 1, relayedAt: null });
    expect(row!.lastError).toContain('flaky failure');
    expect(row!.availableAt.getTime()).toBeGreaterThan(Date.now() + 50_000); // 60 s backoff

    expect(await runDueOutboxOnce({ db, registry: REGISTRY, ids })).toEqual({ ran: 0, failed: 0 }); // not due
    await makeDue(ids);
    expect(await runDueOutboxOnce({ db, registry: REGISTRY, ids })).toEqual({ ran: 0, failed: 1 });
    [row] = await rowsOf(ids);
    expect(row!.attempts).toBe(2);
    expect(row!.relayedAt).not.toBeNull();
    expect(row!.lastError).toMatch(/^gave up: /);
  });

  it('gives up at once on a permanent error or an invalid payload', async () => {
    const refused = await addRows(1, 'refusing', () => ({}));
    const invalid = await addRows(1, 'effect', () => ({ label: 42 }));
    const ids = [...refused.ids, ...invalid.ids];
    expect(await runDueOutboxOnce({ db, registry: REGISTRY, ids })).toEqual({ ran: 0, failed: 2 });
    const rows = await rowsOf(ids);
    expect(rows.every((r) => r.relayedAt !== null && r.attempts === 1)).toBe(true);
    expect(rows[0]!.lastError).toContain('the recipient does not exist');
    expect(rows[1]!.lastError).toContain('invalid payload');
  });
});
