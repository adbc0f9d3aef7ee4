// Auto-close on the real PostgreSQL and Redis (database 15): orders left at 112
// beyond the packing back days move to 121 with their events, once per run key under
// retries and races; the scheduler starts a day's run it missed, in-process and through a
// BullMQ repeatable job; the calls are admin only and see their own enterprise only.
import { randomInt, randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import { prisma } from '@/lib/db';
import {
  bangkokClock,
  closeCutoff,
  openPackingCutoff,
  scheduledRunKey,
  executeRun,
  insertRun,
  startAndExecute,
  startDueScheduledRuns,
} from '@/lib/domain/packing/auto-close';
import { createRedis, redisAvailable } from '@/lib/queue/connection';
import {
  runDueOutboxOnce,
  startInProcessRunner,
  stopInProcessRunner,
} from '@/lib/queue/in-process';
import { jobRegistry } from '@/lib/queue/job-registry';
import { AUTO_CLOSE_QUEUE } from '@/lib/queue/queues';
import { startWorkerRuntime } from '@/lib/queue/worker-runtime';
import { autoCloseRunJob } from '@/jobs/processors/execute-auto-close-run';
import { AUTO_CLOSE_SCHEDULE, autoCloseTickJob } from '@/jobs/processors/start-due-auto-close-runs';
import { JOB_REGISTRY } from '@/jobs/registry';
import { call, loginAs } from './helpers/api';

const root = prisma();
const tag = randomInt(36 ** 4).toString(36);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const DAY_MS = 86_400_000;

let passwordHash = '';
let seq = 0;

interface Shop {
  id: number;
  adminId: number;
  adminName: string;
  channelId: number;
  methodId: number;
  storageId: number;
}

async function newUser(enterpriseId: number, groupId: number, roles: object = {}) {
  const username = `ac${tag}${++seq}${randomInt(1_000_000)}`;
  const user = await root.user.create({
    data: { enterpriseId, username, passwordHash, firstName: 'ทดสอบ', groupId, roles },
  });
  return { id: user.id, username };
}

async function newShop(backDays = 3): Promise<Shop> {
  const code = `autoclose-${tag}-${++seq}-${randomInt(1_000_000)}`;
  const ent = await root.enterprise.create({
    data: { code, name: `Shop ${code}`, packingBackDays: backDays },
  });
  const admin = await newUser(ent.id, 1);
  const channel = await root.saleChannel.create({
    data: { enterpriseId: ent.id, name: 'หน้าร้าน', type: 1 },
  });
  const method = await root.paymentMethod.create({
    data: { enterpriseId: ent.id, name: 'โอนเงิน', type: 1 },
  });
  const storage = await root.storage.create({ data: { enterpriseId: ent.id, name: 'คลังหลัก' } });
  return {
    id: ent.id,
    adminId: admin.id,
    adminName: admin.username,
    channelId: channel.id,
    methodId: method.id,
    storageId: storage.id,
  };
}

async function insertOrder(
  shop: Shop,
  status: number,
  at: { packedAt?: Date | null; createdAt?: Date } = {},
): Promise<number> {
  const order = await root.order.create({
    data: {
      enterpriseId: shop.id,
      orderNumber: `AC${tag}-${++seq}`,
      status,
      saleChannelId: shop.channelId,
      paymentMethodId: shop.methodId,
      paymentType: 1,
      shippingProviderId: 1,
      recipientName: 'คุณทดสอบ',
      recipientPhone: '0812345678',
      recipientAddress: '1 ถนนสุขุมวิท',
      subtotal: '100.00',
      total: '100.00',
      packedAt: at.packedAt ?? null,
      ...(at.createdAt ? { createdAt: at.createdAt } : {}),
    },
    select: { id: true },
  });
  return order.id;
}

async function insertPacking(shop: Shop, status: number, createdAt: Date): Promise<number> {
  const orderId = await insertOrder(shop, 111);
  const packing = await root.packing.create({
    data: {
      enterpriseId: shop.id,
      packingNumber: `PK${tag}-${++seq}`,
      orderId,
      storageId: shop.storageId,
      userId: shop.adminId,
      status,
      createdAt,
      closedAt: status === 2 ? createdAt : null,
    },
    select: { id: true },
  });
  return packing.id;
}

const statusOf = async (id: number) =>
  (await root.order.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;
const eventsOf = (orderId: number) =>
  root.orderEvent.findMany({ where: { orderId }, orderBy: { id: 'asc' } });
const runsOf = (enterpriseId: number) =>
  root.autoCloseRun.findMany({ where: { enterpriseId }, orderBy: { id: 'asc' } });

/** Only these enterprises' scheduled runs are due: the scheduler works across tenants. */
async function onlyEnabled(...ids: number[]) {
  await root.autoCloseSetting.updateMany({
    where: { enterpriseId: { notIn: ids } },
    data: { enabled: false },
  });
}

const today = () => bangkokClock(new Date()).day;

beforeAll(async () => {
  passwordHash = await hashPassword('demo1234');
});

describe('a run', () => {
  it('moves orders at 112 beyond the back days to 121 with one event each, up to the Bangkok day edge', async () => {
    const shop = await newShop(3);
    const other = await newShop(3);
    const day = today();
    const cutoff = closeCutoff(day, 3);
    const now = new Date();
    const due = {
      edge: await insertOrder(shop, 112, { packedAt: new Date(cutoff.getTime() - 1) }),
      old: await insertOrder(shop, 112, { packedAt: new Date(cutoff.getTime() - 10 * DAY_MS) }),
      // No packed_at: counted from its creation.
      unstamped: await insertOrder(shop, 112, {
        createdAt: new Date(cutoff.getTime() - DAY_MS),
      }),
    };
    const kept = {
      // 00:00 Bangkok on the first day still within the back days.
      atCutoff: await insertOrder(shop, 112, { packedAt: cutoff }),
      recent: await insertOrder(shop, 112, { packedAt: now }),
      unstampedNew: await insertOrder(shop, 112),
      awaitingShipment: await insertOrder(shop, 111, {
        packedAt: new Date(cutoff.getTime() - 5 * DAY_MS),
      }),
      intransit: await insertOrder(shop, 121, {
        packedAt: new Date(cutoff.getTime() - 5 * DAY_MS),
      }),
      cancelled: await insertOrder(shop, 140, {
        createdAt: new Date(cutoff.getTime() - 5 * DAY_MS),
      }),
      otherShop: await insertOrder(other, 112, {
        packedAt: new Date(cutoff.getTime() - 5 * DAY_MS),
      }),
    };
    // Packings: open since yesterday (listed), open today, closed yesterday, another shop's.
    const yesterday = new Date(openPackingCutoff(day).getTime() - 1);
    await insertPacking(shop, 1, yesterday);
    await insertPacking(shop, 1, new Date(openPackingCutoff(day).getTime() - 3 * DAY_MS));
    await insertPacking(shop, 1, openPackingCutoff(day));
    await insertPacking(shop, 2, yesterday);
    await insertPacking(other, 1, yesterday);

    const before = new Date();
    const { run, created } = await startAndExecute(root, {
      enterpriseId: shop.id,
      key: scheduledRunKey(day),
      triggeredById: null,
    });
    expect(created).toBe(true);
    expect(run).toMatchObject({
      status: 'succeeded',
      trigger: 'auto',
      closed_orders: 3,
      listed_packings: 2,
      error: null,
      triggered_by_id: null,
    });

    for (const id of Object.values(due)) {
      const order = await root.order.findUniqueOrThrow({ where: { id } });
      expect(order.status).toBe(121);
      expect(order.shippedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime());
      const events = await eventsOf(id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        enterpriseId: shop.id,
        type: 'status',
        fromStatus: 112,
        toStatus: 121,
        userId: null,
        data: { via: 'auto_close', run_id: run.id },
      });
    }
    const keptStatus = {
      atCutoff: 112,
      recent: 112,
      unstampedNew: 112,
      awaitingShipment: 111,
      intransit: 121,
      cancelled: 140,
      otherShop: 112,
    };
    for (const [name, id] of Object.entries(kept)) {
      expect(await statusOf(id), name).toBe(keptStatus[name as keyof typeof keptStatus]);
      expect(await eventsOf(id), name).toHaveLength(0);
    }
  });

  it('closes by the back-day setting of its enterprise', async () => {
    const strict = await newShop(0);
    const day = today();
    // Packed one second before today began: beyond 0 back days, within 3.
    const lastNight = new Date(openPackingCutoff(day).getTime() - 1_000);
    const order = await insertOrder(strict, 112, { packedAt: lastNight });
    const thisMorning = await insertOrder(strict, 112, { packedAt: openPackingCutoff(day) });
    const { run } = await startAndExecute(root, {
      enterpriseId: strict.id,
      key: `manual:${randomUUID()}`,
      triggeredById: strict.adminId,
    });
    expect(run.closed_orders).toBe(1);
    expect(await statusOf(order)).toBe(121);
    expect(await statusOf(thisMorning)).toBe(112);
    expect((await eventsOf(order))[0]!.userId).toBe(strict.adminId);
  });

  it('happens once per key: a second start of the same key changes nothing', async () => {
    const shop = await newShop(3);
    const old = () => ({ packedAt: new Date(Date.now() - 10 * DAY_MS) });
    const first = await insertOrder(shop, 112, old());
    const key = scheduledRunKey(today());
    const one = await startAndExecute(root, { enterpriseId: shop.id, key, triggeredById: null });
    expect(one.run.closed_orders).toBe(1);

    const late = await insertOrder(shop, 112, old());
    const two = await startAndExecute(root, { enterpriseId: shop.id, key, triggeredById: null });
    expect(two.created).toBe(false);
    expect(two.run.id).toBe(one.run.id);
    expect(two.run.closed_orders).toBe(1);
    // Executing the succeeded run again (a retried job) does nothing either.
    const again = await executeRun(root, shop.id, one.run.id);
    expect(again).toMatchObject({ id: one.run.id, status: 'succeeded', closed_orders: 1 });

    expect(await statusOf(late)).toBe(112);
    expect(await eventsOf(first)).toHaveLength(1);
    expect(await eventsOf(late)).toHaveLength(0);
    expect(await runsOf(shop.id)).toHaveLength(1);
  });

  it('makes one run of concurrent starts of one key, each order moved once', async () => {
    const shop = await newShop(3);
    const ids: number[] = [];
    for (let i = 0; i < 40; i++)
      ids.push(await insertOrder(shop, 112, { packedAt: new Date(Date.now() - 9 * DAY_MS) }));
    const key = scheduledRunKey(today());
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        startAndExecute(
          root,
          { enterpriseId: shop.id, key, triggeredById: null },
          { batchSize: 7 },
        ),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.run.id)).size).toBe(1);
    const runs = await runsOf(shop.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 2, closedOrders: 40 });
    const events = await root.orderEvent.groupBy({
      by: ['orderId'],
      where: { orderId: { in: ids } },
      _count: true,
    });
    expect(events).toHaveLength(40);
    expect(events.every((e) => e._count === 1)).toBe(true);
  });

  it('does the work once when one run is executed twice at once (a doubled job)', async () => {
    const shop = await newShop(3);
    const ids: number[] = [];
    for (let i = 0; i < 30; i++)
      ids.push(await insertOrder(shop, 112, { packedAt: new Date(Date.now() - 8 * DAY_MS) }));
    const { id } = await insertRun(root, shop.id, {
      key: scheduledRunKey(today()),
      triggeredById: null,
    });
    const [a, b] = await Promise.all([
      executeRun(root, shop.id, id, { batchSize: 4 }),
      executeRun(root, shop.id, id, { batchSize: 4 }),
    ]);
    expect(a!.status).toBe('succeeded');
    expect(b!.status).toBe('succeeded');
    const run = await root.autoCloseRun.findUniqueOrThrow({ where: { id } });
    expect(run.closedOrders).toBe(30);
    expect(await root.orderEvent.count({ where: { orderId: { in: ids } } })).toBe(30);
    expect(await root.order.count({ where: { id: { in: ids }, status: 121 } })).toBe(30);
  });

  it('shares the orders between two different runs at once, never moving one twice', async () => {
    const shop = await newShop(3);
    const ids: number[] = [];
    for (let i = 0; i < 30; i++)
      ids.push(await insertOrder(shop, 112, { packedAt: new Date(Date.now() - 8 * DAY_MS) }));
    const [auto, manual] = await Promise.all([
      startAndExecute(
        root,
        { enterpriseId: shop.id, key: scheduledRunKey(today()), triggeredById: null },
        { batchSize: 3 },
      ),
      startAndExecute(
        root,
        { enterpriseId: shop.id, key: `manual:${randomUUID()}`, triggeredById: shop.adminId },
        { batchSize: 3 },
      ),
    ]);
    expect(auto.run.closed_orders + manual.run.closed_orders).toBe(30);
    expect(await root.orderEvent.count({ where: { orderId: { in: ids } } })).toBe(30);
  });

  it('carries on a run that failed, and clears its error', async () => {
    const shop = await newShop(3);
    const order = await insertOrder(shop, 112, { packedAt: new Date(Date.now() - 8 * DAY_MS) });
    const failed = await root.autoCloseRun.create({
      data: {
        enterpriseId: shop.id,
        idempotencyKey: scheduledRunKey(today()),
        status: 3,
        closedOrders: 2,
        error: 'Error: connection lost',
        finishedAt: new Date(),
      },
    });
    const run = await executeRun(root, shop.id, failed.id);
    expect(run).toMatchObject({ status: 'succeeded', closed_orders: 3, error: null });
    expect(await statusOf(order)).toBe(121);
    expect(await executeRun(root, shop.id + 1_000_000, failed.id)).toBeNull();
  });
});

describe('the scheduler', () => {
  it('starts a due run once per day, from the run time on, also long after it', async () => {
    const shop = await newShop(3);
    await root.autoCloseSetting.create({
      data: { enterpriseId: shop.id, enabled: true, runAt: '02:00' },
    });
    await onlyEnabled(shop.id);
    const order = await insertOrder(shop, 112, { packedAt: new Date('2031-03-01T00:00:00Z') });
    const mine = (started: Array<{ enterpriseId: number }>) =>
      started.filter((s) => s.enterpriseId === shop.id);

    // 01:59 Bangkok on 2031-03-15 (18:59 UTC the day before): not yet.
    expect(mine(await startDueScheduledRuns(root, new Date('2031-03-14T18:59:00Z')))).toEqual([]);
    // 15:00 Bangkok, the worker was down at 02:00: the day's run starts now.
    const started = mine(await startDueScheduledRuns(root, new Date('2031-03-15T08:00:00Z')));
    expect(started).toHaveLength(1);
    // Later ticks of the day find it.
    expect(mine(await startDueScheduledRuns(root, new Date('2031-03-15T09:00:00Z')))).toEqual([]);
    expect(mine(await startDueScheduledRuns(root, new Date('2031-03-15T16:59:59Z')))).toEqual([]);

    const runs = await runsOf(shop.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ idempotencyKey: 'auto:2031-03-15', status: 1 });
    const outbox = await root.outboxMessage.findMany({
      where: { queue: AUTO_CLOSE_QUEUE, dedupeKey: { startsWith: `autoclose-run:${shop.id}:` } },
    });
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.payload).toEqual({ enterprise_id: shop.id, run_id: runs[0]!.id });

    // Without Redis the job runs in-process, through the same processor.
    const pass = await runDueOutboxOnce({
      db: root,
      ids: [outbox[0]!.id],
      registry: jobRegistry([autoCloseRunJob]),
    });
    expect(pass).toEqual({ ran: 1, failed: 0 });
    expect(await root.autoCloseRun.findUniqueOrThrow({ where: { id: runs[0]!.id } })).toMatchObject(
      { status: 2, closedOrders: 1 },
    );
    expect(await statusOf(order)).toBe(121);

    // The next Bangkok day (17:00 UTC) has a run of its own.
    expect(mine(await startDueScheduledRuns(root, new Date('2031-03-15T19:00:00Z')))).toHaveLength(
      1,
    );
  });

  it('starts nothing for an enterprise with auto-close off', async () => {
    const shop = await newShop(3);
    await root.autoCloseSetting.create({
      data: { enterpriseId: shop.id, enabled: false, runAt: '00:00' },
    });
    const started = await startDueScheduledRuns(root, new Date('2031-04-01T10:00:00Z'));
    expect(started.filter((s) => s.enterpriseId === shop.id)).toEqual([]);
    expect(await runsOf(shop.id)).toHaveLength(0);
  });

  it('ticks in-process when there is no Redis, and runs the day it finds missing', async () => {
    const shop = await newShop(3);
    await root.autoCloseSetting.create({
      data: { enterpriseId: shop.id, enabled: true, runAt: '00:00' },
    });
    await onlyEnabled(shop.id);
    const order = await insertOrder(shop, 112, { packedAt: new Date(Date.now() - 10 * DAY_MS) });
    // The in-process runner takes every due job of the database: what earlier test files
    // left behind (platform and LINE jobs retrying against servers long stopped) waits
    // while this test runs, so the scheduler's tick is not queued behind them.
    const parked = await root.$executeRaw`
      UPDATE outbox_messages SET available_at = now() + interval '1 hour'
       WHERE relayed_at IS NULL AND queue <> ${AUTO_CLOSE_QUEUE}`;
    startInProcessRunner({ db: root, registry: JOB_REGISTRY, intervalMs: 100 });
    try {
      const deadline = Date.now() + 15_000;
      let run = await root.autoCloseRun.findFirst({ where: { enterpriseId: shop.id } });
      while (run?.status !== 2 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        run = await root.autoCloseRun.findFirst({ where: { enterpriseId: shop.id } });
      }
      expect(run).toMatchObject({ idempotencyKey: scheduledRunKey(today()), status: 2 });
      expect(await statusOf(order)).toBe(121);
    } finally {
      await stopInProcessRunner();
      if (parked > 0)
        await root.$executeRaw`
          UPDATE outbox_messages SET available_at = now()
           WHERE relayed_at IS NULL AND queue <> ${AUTO_CLOSE_QUEUE}
             AND available_at > now() + interval '50 minutes'`;
      await root.autoCloseSetting.updateMany({
        where: { enterpriseId: shop.id },
        data: { enabled: false },
      });
    }
    expect(await runsOf(shop.id)).toHaveLength(1);
  });

  describe('as a BullMQ repeatable job', () => {
    const prefix = `test-autoclose-${randomUUID().slice(0, 8)}`;
    const redis = createRedis({ url: REDIS_URL, role: 'client', name: 'autoclose-test' });
    afterAll(async () => {
      const queue = new Queue(AUTO_CLOSE_QUEUE, { connection: redis, prefix });
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await redis.quit();
    });

    it('ticks in the worker and runs the day it finds missing', async () => {
      expect(await redisAvailable(REDIS_URL, 2_000)).toBe(true);
      const shop = await newShop(3);
      await root.autoCloseSetting.create({
        data: { enterpriseId: shop.id, enabled: true, runAt: '00:00' },
      });
      await onlyEnabled(shop.id);
      const order = await insertOrder(shop, 112, {
        packedAt: new Date(Date.now() - 10 * DAY_MS),
      });
      const runtime = startWorkerRuntime({
        db: root,
        redisUrl: REDIS_URL,
        prefix,
        registry: jobRegistry(
          [autoCloseTickJob, autoCloseRunJob],
          [{ ...AUTO_CLOSE_SCHEDULE, everyMs: 500 }],
        ),
        relayIntervalMs: 200,
        housekeepingIntervalMs: 0,
      });
      try {
        const queue = new Queue(AUTO_CLOSE_QUEUE, { connection: redis, prefix });
        try {
          const deadline = Date.now() + 20_000;
          let run = await root.autoCloseRun.findFirst({ where: { enterpriseId: shop.id } });
          while (run?.status !== 2 && Date.now() < deadline) {
            await new Promise((r) => setTimeout(r, 200));
            run = await root.autoCloseRun.findFirst({ where: { enterpriseId: shop.id } });
          }
          expect(run).toMatchObject({
            idempotencyKey: scheduledRunKey(today()),
            status: 2,
            closedOrders: 1,
          });
          expect(await statusOf(order)).toBe(121);
          const schedulers = await queue.getJobSchedulers();
          expect(schedulers.map((s) => s.key)).toContain(AUTO_CLOSE_SCHEDULE.id);
          // More ticks came and went; still one run of the day.
          await new Promise((r) => setTimeout(r, 1_200));
          expect(await runsOf(shop.id)).toHaveLength(1);
        } finally {
          await queue.close();
        }
      } finally {
        await runtime.close();
        await root.autoCloseSetting.updateMany({
          where: { enterpriseId: shop.id },
          data: { enabled: false },
        });
      }
    });
  });
});

describe('the calls', () => {
  let shop: Shop;
  let other: Shop;
  let token = '';
  let otherToken = '';
  const refused: Record<string, string> = {};

  beforeAll(async () => {
    shop = await newShop(3);
    other = await newShop(3);
    token = await loginAs(shop.adminName);
    otherToken = await loginAs(other.adminName);
    const owner = await newUser(shop.id, 2);
    const allAreas = Object.fromEntries(
      [
        'wms',
        'order',
        'packing',
        'packing_admin',
        'report',
        'delivery',
        'platform',
        'customer',
      ].map((a) => [a, 3]),
    );
    const clerk = await newUser(shop.id, 3, allAreas);
    refused.owner = await loginAs(owner.username);
    refused.clerk = await loginAs(clerk.username);
  });

  const ROUTES: Array<['GET' | 'PUT' | 'POST', string, unknown]> = [
    ['GET', '/api/v1/autoclose/settings', undefined],
    ['PUT', '/api/v1/autoclose/settings', { enabled: true, run_at: '03:00' }],
    ['POST', '/api/v1/autoclose/run', {}],
    ['GET', '/api/v1/autoclose/runs', undefined],
    ['GET', '/api/v1/autoclose/open-packings', undefined],
  ];

  it('are for admins only', async () => {
    for (const [method, path, body] of ROUTES) {
      expect((await call(method, path, { body })).status, `${method} ${path} anonymous`).toBe(401);
      for (const [who, t] of Object.entries(refused)) {
        const res = await call(method, path, { token: t, body });
        expect(res.status, `${method} ${path} ${who}`).toBe(403);
        expect(res.body.Msg).toBe('common.accessDenied');
      }
    }
    // Nothing of the refused calls happened.
    expect(await runsOf(shop.id)).toHaveLength(0);
    expect(await root.autoCloseSetting.count({ where: { enterpriseId: shop.id } })).toBe(0);
  });

  it('read the defaults, then save and read the settings', async () => {
    const empty = await call<{ Datum: Record<string, unknown> }>(
      'GET',
      '/api/v1/autoclose/settings',
      { token },
    );
    expect(empty.status).toBe(200);
    expect(empty.body.Datum).toMatchObject({
      enabled: false,
      run_at: '02:00',
      packing_back_days: 3,
      next_run_at: null,
      last_run: null,
    });

    const saved = await call<{ Datum: Record<string, unknown> }>(
      'PUT',
      '/api/v1/autoclose/settings',
      { token, body: { enabled: true, run_at: '23:59', packing_back_days: 5 } },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.Datum).toMatchObject({
      enabled: true,
      run_at: '23:59',
      packing_back_days: 5,
    });
    expect(saved.body.Datum.next_run_at).not.toBeNull();
    expect(
      (await root.enterprise.findUniqueOrThrow({ where: { id: shop.id } })).packingBackDays,
    ).toBe(5);

    // Left out, the back days stay; the other enterprise is untouched.
    await call('PUT', '/api/v1/autoclose/settings', {
      token,
      body: { enabled: false, run_at: '01:30' },
    });
    const read = await call<{ Datum: Record<string, unknown> }>(
      'GET',
      '/api/v1/autoclose/settings',
      { token },
    );
    expect(read.body.Datum).toMatchObject({
      enabled: false,
      run_at: '01:30',
      packing_back_days: 5,
      next_run_at: null,
    });
    const theirs = await call<{ Datum: Record<string, unknown> }>(
      'GET',
      '/api/v1/autoclose/settings',
      { token: otherToken },
    );
    expect(theirs.body.Datum).toMatchObject({ enabled: false, run_at: '02:00' });
    await root.enterprise.update({ where: { id: shop.id }, data: { packingBackDays: 3 } });
  });

  it('refuse bad settings with common.invalidParameter and keep the saved ones', async () => {
    const bad: unknown[] = [
      {},
      { enabled: true },
      { run_at: '02:00' },
      { enabled: 'yes', run_at: '02:00' },
      { enabled: true, run_at: '24:00' },
      { enabled: true, run_at: '2:00' },
      { enabled: true, run_at: '02:60' },
      { enabled: true, run_at: '0200' },
      { enabled: true, run_at: 200 },
      { enabled: true, run_at: '02:00', packing_back_days: -1 },
      { enabled: true, run_at: '02:00', packing_back_days: 61 },
      { enabled: true, run_at: '02:00', packing_back_days: 1.5 },
      [],
      'x',
    ];
    for (const body of bad) {
      const res = await call('PUT', '/api/v1/autoclose/settings', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.Msg).toBe('common.invalidParameter');
    }
    const read = await call<{ Datum: Record<string, unknown> }>(
      'GET',
      '/api/v1/autoclose/settings',
      { token },
    );
    expect(read.body.Datum).toMatchObject({ run_at: '01:30', packing_back_days: 3 });
  });

  it('run by hand, once per Idempotency-Key, in the caller enterprise only', async () => {
    const mine = await insertOrder(shop, 112, { packedAt: new Date(Date.now() - 10 * DAY_MS) });
    const theirs = await insertOrder(other, 112, {
      packedAt: new Date(Date.now() - 10 * DAY_MS),
    });
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await call<{ Datum: Record<string, unknown> }>('POST', '/api/v1/autoclose/run', {
      token,
      headers,
      body: {},
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.Datum).toMatchObject({
      trigger: 'manual',
      status: 'succeeded',
      closed_orders: 1,
      triggered_by_id: shop.adminId,
    });
    expect(String(first.body.Datum.idempotency_key)).toMatch(/^manual:/);
    const replay = await call<{ Datum: Record<string, unknown> }>('POST', '/api/v1/autoclose/run', {
      token,
      headers,
      body: {},
    });
    expect(replay.status).toBe(201);
    expect(replay.body.Datum.id).toBe(first.body.Datum.id);
    expect(await runsOf(shop.id)).toHaveLength(1);
    expect(await statusOf(mine)).toBe(121);
    expect((await eventsOf(mine))[0]!.userId).toBe(shop.adminId);
    expect(await statusOf(theirs)).toBe(112);

    // Without a key, a second press is a second run (with nothing left to close).
    const second = await call<{ Datum: Record<string, unknown> }>('POST', '/api/v1/autoclose/run', {
      token,
      body: {},
    });
    expect(second.body.Datum).toMatchObject({ status: 'succeeded', closed_orders: 0 });
    expect(await runsOf(shop.id)).toHaveLength(2);
    const audit = await root.auditLog.count({
      where: { enterpriseId: shop.id, action: 'autoclose.run' },
    });
    expect(audit).toBe(2);
  });

  it('list the run history newest first, paged, filtered, of the caller enterprise only', async () => {
    await startAndExecute(root, {
      enterpriseId: other.id,
      key: `manual:${randomUUID()}`,
      triggeredById: other.adminId,
    });
    const res = await call<{ data: Array<Record<string, unknown>>; total: number }>(
      'GET',
      '/api/v1/autoclose/runs?limit=1',
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.data).toHaveLength(1);
    const all = await call<{ data: Array<Record<string, unknown>> }>(
      'GET',
      '/api/v1/autoclose/runs',
      { token },
    );
    const ids = all.body.data.map((r) => r.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.body.data.every((r) => r.triggered_by_id === shop.adminId)).toBe(true);
    const failedOnly = await call<{ total: number }>('GET', '/api/v1/autoclose/runs?status=3', {
      token,
    });
    expect(failedOnly.body.total).toBe(0);
    for (const q of ['status=4', 'status=x', 'limit=101', 'page=0']) {
      const bad = await call('GET', `/api/v1/autoclose/runs?${q}`, { token });
      expect(bad.status, q).toBe(400);
    }
  });

  it('list the packings left open past their day, oldest first, of the caller enterprise only', async () => {
    const start = openPackingCutoff(today());
    const old = await insertPacking(shop, 1, new Date(start.getTime() - 2 * DAY_MS));
    const yesterday = await insertPacking(shop, 1, new Date(start.getTime() - 1));
    await insertPacking(shop, 1, start);
    await insertPacking(shop, 2, new Date(start.getTime() - DAY_MS));
    await insertPacking(shop, 3, new Date(start.getTime() - DAY_MS));
    await insertPacking(other, 1, new Date(start.getTime() - DAY_MS));
    const res = await call<{ data: Array<Record<string, unknown>>; total: number }>(
      'GET',
      '/api/v1/autoclose/open-packings',
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.data.map((p) => p.id)).toEqual([old, yesterday]);
    expect(res.body.data[0]).toMatchObject({
      days_open: 2,
      storage_name: 'คลังหลัก',
      order_status: 111,
      kind: 1,
      ordered: 0,
      scanned: 0,
    });
    expect(res.body.data[1]).toMatchObject({ days_open: 1 });

    const run = await call<{ Datum: Record<string, unknown> }>('POST', '/api/v1/autoclose/run', {
      token,
      body: {},
    });
    expect(run.body.Datum.listed_packings).toBe(2);
    const settings = await call<{ Datum: { last_run: Record<string, unknown> } }>(
      'GET',
      '/api/v1/autoclose/settings',
      { token },
    );
    expect(settings.body.Datum.last_run.id).toBe(run.body.Datum.id);
  });
});
