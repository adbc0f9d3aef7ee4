// The WMS summary (docs/reports.md): the packing output of a range, computed by a job on
// the reports queue and read back by the screen. A shop with two storages, two sale
// channels, two products at known costs, two packers and two staff members packs a known
// set of orders (one also a platform order without staff, one reopened and closed again,
// one cancelled after closing, one left open, one returned); the answer is checked to the
// satang, then its reuse, its recomputation, tenancy, access, the range and the job's bound.
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantDb } from '@/lib/db';
import {
  closeWmsSummaryStore,
  runWmsSummary,
  RUN_LEASE_MS,
  WMS_SUMMARY_TIMEOUT_MS,
  wmsSummaryKey,
  wmsSummaryStore,
  type WmsSummaryReady,
} from '@/lib/domain/reports/wms-summary';
import { bangkokDayKey } from '@/lib/time/bangkok-days';
import { createRedis } from '@/lib/queue/connection';
import { runDueOutboxOnce } from '@/lib/queue/in-process';
import { jobRegistry } from '@/lib/queue/job-registry';
import { REPORT_QUEUE } from '@/lib/queue/queues';
import { startWorkerRuntime } from '@/lib/queue/worker-runtime';
import { wmsSummaryJob } from '@/jobs/processors/compute-wms-summary';
import { JOB_REGISTRY } from '@/jobs/registry';
import { call } from './helpers/api';
import {
  addOrder,
  closePath,
  newUser,
  post,
  putStock,
  root,
  scanPath,
  stockedShop,
  type Item,
  type PackingShop,
  type Units,
} from './helpers/packing-fixtures';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const SUMMARY = '/api/v2/reports/summary_wms_product';
const ASYNC = '/api/v2/reports/summary_wms_product_async';
const today = bangkokDayKey(new Date());
const range = { start_date: today, end_date: today };

interface Answer {
  Msg: string;
  Data: unknown[];
  Datum: { state: 0 } | WmsSummaryReady;
}

const qs = (q: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();

const summary = (token: string, q: Record<string, string | number | undefined> = range) =>
  call<Answer>('GET', `${SUMMARY}?${qs(q)}`, { token });
const start = (token: string, q: Record<string, string | number | undefined> = range) =>
  call<Answer>('GET', `${ASYNC}?${qs(q)}`, { token });

/** Every job row the calls wrote for an enterprise (any query). */
const jobRows = (enterpriseId: number) =>
  root.outboxMessage.findMany({
    where: { queue: REPORT_QUEUE, dedupeKey: { startsWith: `wms-summary:v1:${enterpriseId}:` } },
    orderBy: { id: 'asc' },
  });

/** Runs the enterprise's waiting jobs here, as the app does without Redis. */
async function runJobs(enterpriseId: number): Promise<number> {
  const ids = (await jobRows(enterpriseId)).filter((r) => !r.relayedAt).map((r) => r.id);
  if (ids.length === 0) return 0;
  const pass = await runDueOutboxOnce({ db: root, registry: JOB_REGISTRY, ids });
  expect(pass.failed).toBe(0);
  return pass.ran;
}

/** state 0, the job run, then state 1: the ready answer. */
async function computed(
  token: string,
  enterpriseId: number,
  q: Record<string, string | number | undefined> = range,
): Promise<WmsSummaryReady> {
  const first = await summary(token, q);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  if (first.body.Datum.state === 1) return first.body.Datum;
  expect(await runJobs(enterpriseId)).toBeGreaterThan(0);
  const ready = await summary(token, q);
  expect(ready.body.Datum.state, JSON.stringify(ready.body)).toBe(1);
  return ready.body.Datum as WmsSummaryReady;
}

/** The units of `lines` scanned by `packer` at the station, then closed by the closer. */
async function pack(shop: PackingShop, packer: string, orderId: number, lines: Units) {
  let packingId = 0;
  for (const [item, quantity] of lines)
    for (let i = 0; i < quantity; i++) {
      const r = await post(packer, scanPath, { order_id: orderId, barcode: item.barcode });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      packingId = r.body.Datum.packing_id;
    }
  const closed = await post(shop.closer, closePath, { packing_id: packingId });
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  return packingId;
}

function orderOn(
  shop: PackingShop,
  lines: Units,
  on: { storage: number; channel: number; staff: number | null; platformOrderId?: string },
) {
  return addOrder(
    shop,
    lines.map(([item, quantity]) => ({ productId: item.productId, quantity })),
    { storageId: on.storage, platformOrderId: on.platformOrderId },
  ).then((o) =>
    root.order.update({
      where: { id: o.id },
      data: { saleChannelId: on.channel, staffUserId: on.staff },
    }),
  );
}

let shop: PackingShop;
let x: Item; // cost 10
let y: Item; // cost 25
let s2: number;
let c2: number;
let p2: { id: number; username: string; token: string }; // a second packer
let u1: { id: number; username: string };
let u2: { id: number; username: string };
let reporter = ''; // report 1 only
let other: PackingShop;
let otherReporter = '';
const names = {
  s1: '',
  s2: 'คลังสอง',
  c1: 'หน้าร้าน',
  c2: 'ไลฟ์สด',
};

beforeAll(async () => {
  ({
    shop,
    items: [x, y],
  } = await stockedShop({ amount: 50, cost: '10' }, { amount: 50, cost: '25' }));
  names.s1 = (await root.storage.findUniqueOrThrow({ where: { id: shop.storage } })).name;
  s2 = (await root.storage.create({ data: { enterpriseId: shop.id, name: names.s2 } })).id;
  await putStock(shop, y, 20, '25', s2);
  c2 = (await root.saleChannel.create({ data: { enterpriseId: shop.id, name: names.c2, type: 1 } }))
    .id;
  p2 = await newUser(shop.id, 3, { packing: 2 });
  u1 = await newUser(shop.id, 3, { order: 2 });
  u2 = await newUser(shop.id, 3, { order: 2 });
  reporter = (await newUser(shop.id, 3, { report: 1 })).token;

  const s1 = shop.storage;
  const c1 = shop.channelId;
  // O1: storage 1, channel 1, staff 1, packer 1: 2 x 10 + 1 x 25 = 45.00
  const o1 = await orderOn(
    shop,
    [
      [x, 2],
      [y, 1],
    ],
    { storage: s1, channel: c1, staff: u1.id },
  );
  await pack(shop, shop.packer, o1.id, [
    [x, 2],
    [y, 1],
  ]);
  // O2: storage 2, channel 2, staff 2, packer 2: 4 x 25 = 100.00
  const o2 = await orderOn(shop, [[y, 4]], { storage: s2, channel: c2, staff: u2.id });
  await pack(shop, p2.token, o2.id, [[y, 4]]);
  // O3: a platform order without staff, storage 1, channel 2, packer 1: 3 x 10 = 30.00;
  // later returned (a return packing, which does not count).
  const o3 = await orderOn(shop, [[x, 3]], {
    storage: s1,
    channel: c2,
    staff: null,
    platformOrderId: `TT-${randomUUID().slice(0, 8)}`,
  });
  await pack(shop, shop.packer, o3.id, [[x, 3]]);
  // O6: storage 1, channel 1, staff 2, packer 2, reopened by packing_admin and closed
  // again: counted once, 1 x 10 = 10.00.
  const o6 = await orderOn(shop, [[x, 1]], { storage: s1, channel: c1, staff: u2.id });
  const p6 = await pack(shop, p2.token, o6.id, [[x, 1]]);
  const reopened = await post(shop.packAdmin, '/api/v2/packings/adminverify/createoradd', {
    order_id: o6.id,
  });
  expect(reopened.body.Datum).toMatchObject({ packing_id: p6, status: 1 });
  const again = await post(shop.closer, closePath, { packing_id: p6 });
  expect(again.body.Datum, JSON.stringify(again.body)).toMatchObject({ status: 2 });
  // O4: scanned, never closed. O5: closed, then cancelled by packing_admin. Neither counts.
  const o4 = await orderOn(shop, [[y, 2]], { storage: s1, channel: c1, staff: u1.id });
  await post(shop.packer, scanPath, { order_id: o4.id, barcode: y.barcode });
  const o5 = await orderOn(shop, [[y, 2]], { storage: s1, channel: c1, staff: u1.id });
  const p5 = await pack(shop, shop.packer, o5.id, [[y, 2]]);
  const cancelled = await post(shop.packAdmin, '/api/v2/packings/adminverify/delete', {
    packing_id: p5,
  });
  expect(cancelled.body.Datum, JSON.stringify(cancelled.body)).toMatchObject({ status: 3 });
  // O3 comes back: the return packing puts the units back, the packing output stays.
  await root.order.update({ where: { id: o3.id }, data: { status: 121 } });
  const ret = await post(shop.returner, '/api/v2/packings/return/create', { order_id: o3.id });
  expect(ret.status, JSON.stringify(ret.body)).toBe(200);
  const retClosed = await post(shop.returner, '/api/v2/packings/return/close', {
    packing_id: ret.body.Datum.packing_id,
    lines: [{ product_id: x.wmsId, good: 3 }],
  });
  expect(retClosed.status, JSON.stringify(retClosed.body)).toBe(200);

  // Another enterprise packing the same day.
  let oy: Item;
  ({
    shop: other,
    items: [oy],
  } = await stockedShop({ amount: 10, cost: '99' }));
  otherReporter = (await newUser(other.id, 3, { report: 1 })).token;
  const oo = await orderOn(other, [[oy, 5]], {
    storage: other.storage,
    channel: other.channelId,
    staff: null,
  });
  await pack(other, other.packer, oo.id, [[oy, 5]]);
});

afterAll(async () => {
  await closeWmsSummaryStore();
});

const m = (orders: number, quantity: number, amount: string, parcels = orders) => ({
  orders,
  parcels,
  quantity,
  amount,
});

describe('the WMS summary', () => {
  it('answers state 0 and starts one job, then state 1 with every group to the satang', async () => {
    const first = await summary(reporter);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ Msg: 'common.success', Data: [], Datum: { state: 0 } });
    // The async call and a second read reuse the job under way.
    const started = await start(reporter);
    expect(started.body).toEqual({ Msg: 'common.success', Data: [], Datum: { state: 0 } });
    expect((await summary(reporter)).body.Datum).toEqual({ state: 0 });
    const rows = await jobRows(shop.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toMatchObject({
      enterprise_id: shop.id,
      start_date: today,
      end_date: today,
      storage_id: null,
    });

    expect(await runJobs(shop.id)).toBe(1);
    const ready = await summary(reporter);
    expect(ready.body.Msg).toBe('common.success');
    expect(ready.body.Data).toEqual([]);
    const d = ready.body.Datum as WmsSummaryReady;
    expect(d).toMatchObject({ state: 1, start_date: today, end_date: today, storage_id: null });
    expect(d.wms).toEqual([
      { storage_id: s2, storage_name: names.s2, ...m(1, 4, '100.00') },
      { storage_id: shop.storage, storage_name: names.s1, ...m(3, 7, '85.00') },
    ]);
    expect(d.sale_channel).toEqual([
      { sale_channel_id: c2, sale_channel_name: names.c2, ...m(2, 7, '130.00') },
      { sale_channel_id: shop.channelId, sale_channel_name: names.c1, ...m(2, 4, '55.00') },
    ]);
    expect(d.product).toEqual([
      { wms_product_id: y.wmsId, sku: expect.any(String), name: y.name, ...m(2, 5, '125.00') },
      { wms_product_id: x.wmsId, sku: expect.any(String), name: x.name, ...m(3, 6, '60.00') },
    ]);
    expect(d.shipping_user).toEqual([
      { user_id: p2.id, user_name: `แพ็ก ${p2.username}`, ...m(2, 5, '110.00') },
      { user_id: shop.packerId, user_name: expect.any(String), ...m(2, 6, '75.00') },
    ]);
    expect(d.user).toEqual([
      { user_id: u2.id, user_name: `แพ็ก ${u2.username}`, ...m(2, 5, '110.00') },
      { user_id: u1.id, user_name: `แพ็ก ${u1.username}`, ...m(1, 3, '45.00') },
      { user_id: null, user_name: null, ...m(1, 3, '30.00') },
    ]);
    expect(d.total).toEqual(m(4, 11, '185.00'));
    // The job gave its run back.
    expect(
      await wmsSummaryStore().runOf(wmsSummaryKey(shop.id, { ...range, storage_id: null })),
    ).toBeNull();
  });

  it('reuses the result while nothing it read changed, and recomputes after a new packing', async () => {
    const before = await summary(reporter);
    const d = before.body.Datum as WmsSummaryReady;
    expect(d.state).toBe(1);
    expect((await start(reporter)).body.Datum).toEqual({ state: 0 });
    const again = await summary(reporter);
    expect(again.body.Datum).toEqual(d);
    expect(await jobRows(shop.id)).toHaveLength(1);

    // A renamed storage shows at once: names are read with the answer.
    await root.storage.update({ where: { id: s2 }, data: { name: 'คลังสอง ใหม่' } });
    const renamed = (await summary(reporter)).body.Datum as WmsSummaryReady;
    expect(renamed.wms[0]).toMatchObject({ storage_id: s2, storage_name: 'คลังสอง ใหม่' });
    expect(renamed.computed_at).toBe(d.computed_at);
    await root.storage.update({ where: { id: s2 }, data: { name: names.s2 } });

    // A new packing closes: the next call starts a fresh job and answers state 0.
    const o7 = await orderOn(shop, [[y, 2]], { storage: s2, channel: c2, staff: u1.id });
    await pack(shop, shop.packer, o7.id, [[y, 2]]);
    expect((await summary(reporter)).body.Datum).toEqual({ state: 0 });
    expect(await jobRows(shop.id)).toHaveLength(2);
    const fresh = await computed(reporter, shop.id);
    expect(fresh.total).toEqual(m(5, 13, '235.00'));
    expect(fresh.wms[0]).toEqual({ storage_id: s2, storage_name: names.s2, ...m(2, 6, '150.00') });
    expect(fresh.user[0]).toEqual({
      user_id: u2.id,
      user_name: `แพ็ก ${u2.username}`,
      ...m(2, 5, '110.00'),
    });
    expect(fresh.user[1]).toMatchObject({ user_id: u1.id, ...m(2, 5, '95.00') });

    // A packing reopened leaves the range's output: the result is no longer valid.
    await post(shop.packAdmin, '/api/v2/packings/adminverify/createoradd', { order_id: o7.id });
    expect((await summary(reporter)).body.Datum).toEqual({ state: 0 });
    expect((await computed(reporter, shop.id)).total).toEqual(m(4, 11, '185.00'));
  });

  it('starts another job when the one under way was lost (its lease ended)', async () => {
    const q = { ...range, storage_id: s2 };
    expect((await start(reporter, q)).body.Datum).toEqual({ state: 0 });
    const key = wmsSummaryKey(shop.id, { ...range, storage_id: s2 });
    const lost = (await jobRows(shop.id)).filter((r) => !r.relayedAt);
    expect(lost).toHaveLength(1);
    // The job vanished (a flushed Redis, a dead worker) and its lease ran out.
    await root.outboxMessage.delete({ where: { id: lost[0]!.id } });
    const run = await wmsSummaryStore().runOf(key);
    expect(run).toBeTruthy();
    await wmsSummaryStore().releaseRun(key, run!);
    expect((await summary(reporter, q)).body.Datum).toEqual({ state: 0 });
    const d = await computed(reporter, shop.id, q);
    expect(d.storage_id).toBe(s2);
    expect(d.wms).toEqual([{ storage_id: s2, storage_name: names.s2, ...m(1, 4, '100.00') }]);
    expect(d.total).toEqual(m(1, 4, '100.00'));
    expect(RUN_LEASE_MS).toBeGreaterThan(2 * WMS_SUMMARY_TIMEOUT_MS);
  });

  it("never shows another enterprise's packings", async () => {
    const mine = await computed(reporter, shop.id);
    expect(mine.total).toEqual(m(4, 11, '185.00'));
    expect(mine.wms.map((r) => r.storage_id)).not.toContain(other.storage);
    // Its storage named in my query: nothing.
    const theirs = await computed(reporter, shop.id, { ...range, storage_id: other.storage });
    expect(theirs).toMatchObject({ wms: [], sale_channel: [], product: [], user: [] });
    expect(theirs.total).toEqual(m(0, 0, '0.00'));
    // Their own report holds their packing only.
    const own = await computed(otherReporter, other.id);
    expect(own.total).toEqual(m(1, 5, '495.00'));
    expect(own.wms).toEqual([expect.objectContaining({ storage_id: other.storage, quantity: 5 })]);
  });

  it('checks the range: at most 31 Bangkok days, else 400 order.dateRangeTooLong', async () => {
    for (const path of [SUMMARY, ASYNC]) {
      const long = await call('GET', `${path}?start_date=2026-01-01&end_date=2026-02-01`, {
        token: reporter,
      });
      expect([long.status, long.body.Msg]).toEqual([400, 'order.dateRangeTooLong']);
      const backwards = await call('GET', `${path}?start_date=2026-01-10&end_date=2026-01-09`, {
        token: reporter,
      });
      expect([backwards.status, backwards.body.Msg]).toEqual([400, 'common.invalidParameter']);
      const bad = await call('GET', `${path}?start_date=2026-13-01`, { token: reporter });
      expect(bad.status).toBe(400);
    }
    const month = await call<Answer>(
      'GET',
      `${SUMMARY}?start_date=2026-01-01&end_date=2026-01-31`,
      { token: reporter },
    );
    expect(month.status).toBe(200);
    // Without dates: this Bangkok month up to today, which holds today's packings.
    const byDefault = await computed(reporter, shop.id, {});
    expect(byDefault).toMatchObject({ start_date: `${today.slice(0, 8)}01`, end_date: today });
    expect(byDefault.total.quantity).toBeGreaterThanOrEqual(11);
  });

  it('is for report level 1: anyone else 403, nobody signed in 401', async () => {
    for (const path of [SUMMARY, ASYNC]) {
      for (const token of [shop.packer, shop.outsider]) {
        const res = await call('GET', path, { token });
        expect([res.status, res.body.Msg]).toEqual([403, 'common.accessDenied']);
      }
      expect((await call('GET', path)).status).toBe(401);
      expect((await call('GET', `${path}?${qs(range)}`, { token: shop.admin })).status).toBe(200);
    }
  });

  it('bounds the job: a statement stuck behind a lock is cancelled after the timeout', async () => {
    const key = wmsSummaryKey(shop.id, { ...range, storage_id: null });
    const blocker = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE packings IN ACCESS EXCLUSIVE MODE');
      await wmsSummaryStore().claimRun(key, 'stuck-run', 60_000);
      const started = Date.now();
      await expect(
        runWmsSummary(
          tenantDb(shop.id),
          { enterprise_id: shop.id, ...range, storage_id: null, run: 'stuck-run' },
          { timeoutMs: 500, lastAttempt: true },
        ),
      ).rejects.toThrow(/statement timeout|timed out/);
      expect(Date.now() - started).toBeLessThan(5_000);
      // Its last attempt gave the run back: the next call can start another.
      expect(await wmsSummaryStore().runOf(key)).toBeNull();
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
    expect(wmsSummaryJob.attempts).toBeGreaterThanOrEqual(1);
    expect(WMS_SUMMARY_TIMEOUT_MS).toBeLessThanOrEqual(5 * 60_000);
  });

  it('runs as a BullMQ job through the outbox relay and a worker', async () => {
    const q = { start_date: today, end_date: today, storage_id: shop.storage };
    expect((await start(reporter, q)).body.Datum).toEqual({ state: 0 });
    const rows = (await jobRows(shop.id)).filter((r) => !r.relayedAt);
    expect(rows).toHaveLength(1);
    const prefix = `test-report-${randomUUID().slice(0, 8)}`;
    const runtime = startWorkerRuntime({
      db: root,
      redisUrl: REDIS_URL,
      prefix,
      registry: jobRegistry([wmsSummaryJob]),
      relayIds: rows.map((r) => r.id),
      relayIntervalMs: 100,
      housekeepingIntervalMs: 0,
    });
    try {
      const deadline = Date.now() + 20_000;
      let answer = (await summary(reporter, q)).body.Datum;
      while (answer.state !== 1 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        answer = (await summary(reporter, q)).body.Datum;
      }
      expect(answer).toMatchObject({ state: 1, storage_id: shop.storage });
      expect((answer as WmsSummaryReady).total).toEqual(m(3, 7, '85.00'));
      // Reading it started no other job.
      expect((await jobRows(shop.id)).filter((r) => !r.relayedAt)).toHaveLength(0);
    } finally {
      await runtime.close();
      const redis = createRedis({ url: REDIS_URL, role: 'client', name: 'report-test' });
      const queue = new Queue(REPORT_QUEUE, { connection: redis, prefix });
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await redis.quit();
    }
  });
});
