// Express, the own courier, on the real PostgreSQL: the dispatcher puts parcels on a
// driver's route, the driver reads the route and opens a parcel by its code, delivered and
// failed move the order with its events, an action sent twice (one client action id) counts
// once, two dispatchers or two phones racing for one parcel are decided by the order's
// lock, the cash of cash-on-delivery parcels is reconciled per driver and day, another
// enterprise's parcel is unknown, and each call holds its express level.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/api';
import {
  addOrder,
  newPackingShop,
  newUser,
  root,
  type PackingShop,
} from './helpers/packing-fixtures';
import { startS3Server, type LocalS3Server } from './helpers/s3-server';
import { todayKey } from '@/lib/domain/express';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 1, 2, 3]);
const TEXT = Buffer.from('not a photo at all');

interface Person {
  id: number;
  token: string;
}

let s3: LocalS3Server;
let shop: PackingShop;
let other: PackingShop;
let dispatcher: Person; // express 3
let driverA: Person; // express 2
let driverB: Person; // express 2
let viewer: Person; // express 1
let otherDriver: Person; // express 2 of the other enterprise
let seq = 0;
const today = todayKey();

beforeAll(async () => {
  s3 = await startS3Server();
  s3.use();
  shop = await newPackingShop();
  other = await newPackingShop();
  dispatcher = await newUser(shop.id, 3, { express: 3 });
  driverA = await newUser(shop.id, 5, { express: 2, delivery: 2 });
  driverB = await newUser(shop.id, 5, { express: 2 });
  viewer = await newUser(shop.id, 3, { express: 1 });
  otherDriver = await newUser(other.id, 5, { express: 2 });
});

afterAll(async () => {
  await s3?.close();
});

/** A parcel of the own courier (provider 6) at `status`; COD of `total` unless paid. */
async function parcel(
  opts: {
    status?: number;
    total?: string;
    paid?: boolean;
    provider?: number;
    of?: PackingShop;
  } = {},
) {
  const s = opts.of ?? shop;
  const order = await addOrder(s, [], {
    status: opts.status ?? 121,
    shippingProviderId: opts.provider ?? 6,
    trackingNumber: `EXP${s.id}X${++seq}`,
  });
  await root.order.update({
    where: { id: order.id },
    data: { total: opts.total ?? '350.00', paymentType: opts.paid ? 1 : 2 },
  });
  return order;
}

const assign = (token: string, body: Record<string, unknown>) =>
  call<{ Datum: { day: string; assignments: Array<{ order_id: number; driver_id: number }> } }>(
    'POST',
    '/api/v1/express/assignments',
    { token, body },
  );

interface ActionAnswer {
  Datum: {
    client_action_id: string;
    order_status: number;
    assignment_status: string;
    outcome: string;
    cash_collected: string;
    photo_key: string | null;
    replayed: boolean;
  };
}

const delivered = (
  token: string,
  orderId: number,
  body: Record<string, unknown>,
  photo?: Buffer,
) => {
  if (!photo)
    return call<ActionAnswer>('POST', `/api/v1/express/orders/${orderId}/delivered`, {
      token,
      body,
    });
  const form = new FormData();
  for (const [k, v] of Object.entries(body)) form.set(k, String(v));
  form.set('photo', new Blob([new Uint8Array(photo)]), 'proof.jpg');
  return call<ActionAnswer>('POST', `/api/v1/express/orders/${orderId}/delivered`, {
    token,
    form,
  });
};

const failed = (token: string, orderId: number, body: Record<string, unknown>) =>
  call<ActionAnswer>('POST', `/api/v1/express/orders/${orderId}/failed`, { token, body });

const actionId = () => `act-${shop.id}-${++seq}-${Date.now()}`;

const eventsOf = (orderId: number) =>
  root.orderEvent.findMany({ where: { orderId }, orderBy: { id: 'asc' } });

async function onRoute(driver: Person, ...orders: Array<{ id: number }>) {
  const res = await assign(dispatcher.token, {
    driver_id: driver.id,
    order_ids: orders.map((o) => o.id),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('assigning parcels to a driver', () => {
  it('puts parcels at 112 and 121 on the route in order, and the driver reads it', async () => {
    const a = await parcel({ status: 112 });
    const b = await parcel({ status: 121 });
    const res = await assign(dispatcher.token, { driver_id: driverA.id, order_ids: [b.id, a.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum.day).toBe(today);
    expect(res.body.Datum.assignments.map((x) => x.order_id)).toEqual([a.id, b.id]);

    const route = await call<{
      Datum: { day: string; driver_id: number; parcels: Array<Record<string, unknown>> };
    }>('GET', '/api/v1/express/route', { token: driverA.token });
    expect(route.status).toBe(200);
    const mine = route.body.Datum.parcels.filter((p) =>
      [a.id, b.id].includes(p.order_id as number),
    );
    expect(mine.map((p) => p.order_id)).toEqual([a.id, b.id]);
    expect(mine[0]).toMatchObject({
      order_number: a.orderNumber,
      status: 'on_route',
      cod: true,
      cod_amount: '350.00',
      recipient_name: 'คุณทดสอบ',
      driver_id: driverA.id,
      day: today,
    });
    // Assigning the same parcels to the same driver again changes nothing.
    const again = await assign(dispatcher.token, { driver_id: driverA.id, order_ids: [a.id] });
    expect(again.status).toBe(200);
    expect(await root.expressAssignment.count({ where: { orderId: a.id } })).toBe(1);
  });

  it('refuses parcels of another carrier, not ready, non-drivers and another driver’s parcel', async () => {
    const kerry = await parcel({ provider: 2 });
    const notKerry = await assign(dispatcher.token, {
      driver_id: driverA.id,
      order_ids: [kerry.id],
    });
    expect([notKerry.status, notKerry.body.Msg]).toEqual([422, 'express.notOwnCourier']);

    const unpacked = await parcel({ status: 111 });
    const early = await assign(dispatcher.token, {
      driver_id: driverA.id,
      order_ids: [unpacked.id],
    });
    expect([early.status, early.body.Msg]).toEqual([422, 'express.parcelNotReady']);

    const p = await parcel();
    const notDriver = await assign(dispatcher.token, { driver_id: viewer.id, order_ids: [p.id] });
    expect([notDriver.status, notDriver.body.Msg]).toEqual([422, 'express.driverInvalid']);
    const foreign = await assign(dispatcher.token, {
      driver_id: otherDriver.id,
      order_ids: [p.id],
    });
    expect([foreign.status, foreign.body.Msg]).toEqual([422, 'express.driverInvalid']);

    await onRoute(driverA, p);
    const taken = await assign(dispatcher.token, { driver_id: driverB.id, order_ids: [p.id] });
    expect([taken.status, taken.body.Msg]).toEqual([409, 'express.alreadyAssigned']);
    const moved = await assign(dispatcher.token, {
      driver_id: driverB.id,
      order_ids: [p.id],
      reassign: true,
    });
    expect(moved.status).toBe(200);
    const rows = await root.expressAssignment.findMany({ where: { orderId: p.id } });
    expect(rows.map((r) => r.driverId)).toEqual([driverB.id]);
  });

  it('carries an untouched parcel of an earlier day over to the new route, and lists what waits', async () => {
    const p = await parcel();
    const yesterday = new Date(Date.now() - 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10);
    const old = await assign(dispatcher.token, {
      day: yesterday,
      driver_id: driverA.id,
      order_ids: [p.id],
    });
    expect(old.status, JSON.stringify(old.body)).toBe(200);
    expect(old.body.Datum.day).toBe(yesterday);
    const waiting = await call<{
      Datum: { parcels: Array<{ order_id: number; driver_id: number | null }> };
    }>('GET', '/api/v1/express/parcels', { token: dispatcher.token });
    expect(waiting.body.Datum.parcels.find((x) => x.order_id === p.id)).toMatchObject({
      driver_id: null,
    });
    await onRoute(driverB, p);
    const rows = await root.expressAssignment.findMany({ where: { orderId: p.id } });
    expect(rows.map((r) => [r.driverId, r.day.toISOString().slice(0, 10)])).toEqual([
      [driverB.id, today],
    ]);
  });

  it('gives one parcel to one driver when two dispatchers assign it at once', async () => {
    const p = await parcel();
    const results = await Promise.all([
      assign(dispatcher.token, { driver_id: driverA.id, order_ids: [p.id] }),
      assign(dispatcher.token, { driver_id: driverB.id, order_ids: [p.id] }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await root.expressAssignment.count({ where: { orderId: p.id } })).toBe(1);
  });

  it('opens a parcel by its order number or tracking number', async () => {
    const p = await parcel();
    await onRoute(driverA, p);
    for (const code of [p.orderNumber, p.trackingNumber!.toLowerCase()]) {
      const opened = await call<{ Datum: Record<string, unknown> }>(
        'GET',
        `/api/v1/express/parcel?code=${encodeURIComponent(code)}`,
        { token: driverA.token },
      );
      expect(opened.status, JSON.stringify(opened.body)).toBe(200);
      expect(opened.body.Datum).toMatchObject({
        order_id: p.id,
        driver_id: driverA.id,
        status: 'on_route',
      });
    }
    const unknown = await call('GET', `/api/v1/express/parcel?code=NOPE${shop.id}`, {
      token: driverA.token,
    });
    expect([unknown.status, unknown.body.Msg]).toEqual([404, 'order.notFound']);
  });
});

describe('delivered and failed', () => {
  it('delivers a COD parcel: 122 with its event, the photo kept, the cash recorded', async () => {
    const p = await parcel({ total: '420.00' });
    await onRoute(driverA, p);
    const id = actionId();
    const res = await delivered(
      driverA.token,
      p.id,
      { client_action_id: id, cash_collected: '420' },
      JPEG,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum).toMatchObject({
      client_action_id: id,
      outcome: 'delivered',
      order_status: 122,
      assignment_status: 'delivered',
      cash_collected: '420.00',
      replayed: false,
    });
    expect(res.body.Datum.photo_key).toMatch(new RegExp(`^${shop.id}/express-photos/.+\\.jpg$`));
    const order = await root.order.findUniqueOrThrow({ where: { id: p.id } });
    expect(order.status).toBe(122);
    expect(order.deliveredAt).toBeInstanceOf(Date);
    const events = await eventsOf(p.id);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'status',
        fromStatus: 121,
        toStatus: 122,
        userId: driverA.id,
      }),
    ]);
    expect(events[0]!.data).toMatchObject({ via: 'express', client_action_id: id });
  });

  it('hands a parcel still at 112 over on the way: 112 -> 121 -> 122, two events', async () => {
    const p = await parcel({ status: 112, paid: true });
    await onRoute(driverA, p);
    const res = await delivered(driverA.token, p.id, { client_action_id: actionId() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum.order_status).toBe(122);
    expect((await eventsOf(p.id)).map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [112, 121],
      [121, 122],
    ]);
  });

  it('asks the cash of a COD parcel, refuses cash on a paid one, and refuses a file that is no photo', async () => {
    const cod = await parcel();
    const paid = await parcel({ paid: true });
    await onRoute(driverA, cod, paid);
    const noCash = await delivered(driverA.token, cod.id, { client_action_id: actionId() });
    expect([noCash.status, noCash.body.Msg]).toEqual([422, 'express.cashRequired']);
    const cash = await delivered(driverA.token, paid.id, {
      client_action_id: actionId(),
      cash_collected: '10',
    });
    expect([cash.status, cash.body.Msg]).toEqual([422, 'express.cashNotExpected']);
    const text = await delivered(
      driverA.token,
      cod.id,
      { client_action_id: actionId(), cash_collected: '350' },
      TEXT,
    );
    expect([text.status, text.body.Msg]).toEqual([415, 'file.invalidType']);
    const badMoney = await delivered(driverA.token, cod.id, {
      client_action_id: actionId(),
      cash_collected: '-5',
    });
    expect([badMoney.status, badMoney.body.Msg]).toEqual([400, 'common.invalidParameter']);
    expect(await root.order.findUniqueOrThrow({ where: { id: cod.id } })).toMatchObject({
      status: 121,
    });
    expect(await eventsOf(cod.id)).toEqual([]);
  });

  it('fails a parcel to try again: stays at 121 with a delivery_failed event', async () => {
    const p = await parcel();
    await onRoute(driverA, p);
    const res = await failed(driverA.token, p.id, {
      client_action_id: actionId(),
      reason: 'ไม่มีคนรับ',
      next: 'retry',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum).toMatchObject({ order_status: 121, assignment_status: 'failed' });
    expect(await eventsOf(p.id)).toEqual([
      expect.objectContaining({ type: 'delivery_failed', reason: 'ไม่มีคนรับ', toStatus: 121 }),
    ]);
    // Failed today: the parcel waits for another route, and today's route cannot act on it.
    const again = await delivered(driverA.token, p.id, {
      client_action_id: actionId(),
      cash_collected: '350',
    });
    expect([again.status, again.body.Msg]).toEqual([409, 'express.notAssigned']);
  });

  it('fails a parcel to return it: 121 -> 998 with its reason', async () => {
    const p = await parcel();
    await onRoute(driverA, p);
    const res = await failed(driverA.token, p.id, {
      client_action_id: actionId(),
      reason: 'ผู้รับปฏิเสธ',
      next: 'return',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum).toMatchObject({ order_status: 998, assignment_status: 'returned' });
    expect(await eventsOf(p.id)).toEqual([
      expect.objectContaining({
        type: 'status',
        fromStatus: 121,
        toStatus: 998,
        reason: 'ผู้รับปฏิเสธ',
      }),
    ]);
    const blank = await failed(driverA.token, p.id, {
      client_action_id: actionId(),
      reason: '  ',
      next: 'retry',
    });
    expect(blank.status).toBe(400);
  });

  it('counts an action sent twice once, also when both arrive together', async () => {
    const p = await parcel({ total: '199.00' });
    await onRoute(driverA, p);
    const id = actionId();
    const body = { client_action_id: id, cash_collected: '199.00' };
    const [one, two] = await Promise.all([
      delivered(driverA.token, p.id, body),
      delivered(driverA.token, p.id, body),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect([one.body.Datum.replayed, two.body.Datum.replayed].sort()).toEqual([false, true]);
    const third = await delivered(driverA.token, p.id, body);
    expect(third.body.Datum).toMatchObject({
      replayed: true,
      order_status: 122,
      cash_collected: '199.00',
    });
    expect(await root.expressDelivery.count({ where: { orderId: p.id } })).toBe(1);
    expect(await eventsOf(p.id)).toHaveLength(1);
    // The same id for another action is a conflict, not a replay.
    const other = await failed(driverA.token, p.id, {
      client_action_id: id,
      reason: 'x',
      next: 'retry',
    });
    expect([other.status, other.body.Msg]).toEqual([409, 'express.actionConflict']);
  });

  it('decides between two phones acting on one parcel: one delivers, the other is told', async () => {
    const p = await parcel();
    await onRoute(driverA, p);
    const results = await Promise.all([
      delivered(driverA.token, p.id, { client_action_id: actionId(), cash_collected: '350' }),
      failed(driverA.token, p.id, { client_action_id: actionId(), reason: 'ไม่อยู่', next: 'return' }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.Msg).toBe('express.parcelClosed');
    expect(await root.expressDelivery.count({ where: { orderId: p.id } })).toBe(1);
    expect(await eventsOf(p.id)).toHaveLength(1);
  });

  it('refuses a parcel on another driver’s route', async () => {
    const p = await parcel();
    await onRoute(driverA, p);
    const res = await delivered(driverB.token, p.id, {
      client_action_id: actionId(),
      cash_collected: '350',
    });
    expect([res.status, res.body.Msg]).toEqual([409, 'express.notAssigned']);
    expect((await root.order.findUniqueOrThrow({ where: { id: p.id } })).status).toBe(121);
  });
});

describe('cash on delivery reconciliation', () => {
  it('sums expected, collected and handed in per driver and day, and flags differences', async () => {
    const cashShop = await newPackingShop();
    const owner = await newUser(cashShop.id, 2, {});
    const d1 = await newUser(cashShop.id, 5, { express: 2 });
    const d2 = await newUser(cashShop.id, 5, { express: 2 });
    const a = await parcel({ of: cashShop, total: '100.00' });
    const b = await parcel({ of: cashShop, total: '250.50' });
    const c = await parcel({ of: cashShop, total: '80.00' });
    const paid = await parcel({ of: cashShop, paid: true });
    const assignAs = (driver: Person, ...orders: Array<{ id: number }>) =>
      assign(owner.token, { driver_id: driver.id, order_ids: orders.map((o) => o.id) });
    expect((await assignAs(d1, a, b, paid)).status).toBe(200);
    expect((await assignAs(d2, c)).status).toBe(200);
    await delivered(d1.token, a.id, { client_action_id: actionId(), cash_collected: '100' });
    // The driver recorded 20 baht short.
    await delivered(d1.token, b.id, { client_action_id: actionId(), cash_collected: '230.50' });
    await delivered(d1.token, paid.id, { client_action_id: actionId() });
    await delivered(d2.token, c.id, { client_action_id: actionId(), cash_collected: '80' });

    const handin = (driver: Person, amount: string) =>
      call('POST', '/api/v1/express/cash/handins', {
        token: owner.token,
        body: { driver_id: driver.id, day: today, amount },
      });
    expect((await handin(d1, '300')).status).toBe(201);
    expect((await handin(d1, '30.50')).status).toBe(201);
    expect((await handin(d2, '80.00')).status).toBe(201);
    const zero = await handin(d2, '0');
    expect(zero.status).toBe(400);

    const report = await call<{
      Datum: {
        rows: Array<Record<string, unknown>>;
        totals: Record<string, unknown>;
      };
    }>('GET', `/api/v1/express/cash?start_date=${today}&end_date=${today}`, { token: owner.token });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const byDriver = new Map(report.body.Datum.rows.map((r) => [r.driver_id, r]));
    expect(byDriver.get(d1.id)).toMatchObject({
      day: today,
      delivered: 3,
      cod_delivered: 2,
      expected: '350.50',
      collected: '330.50',
      handed_in: '330.50',
      collected_diff: '-20.00',
      handed_in_diff: '0.00',
      flagged: true,
    });
    expect(byDriver.get(d2.id)).toMatchObject({
      expected: '80.00',
      collected: '80.00',
      handed_in: '80.00',
      flagged: false,
    });
    expect(report.body.Datum.totals).toEqual({
      expected: '430.50',
      collected: '410.50',
      handed_in: '410.50',
      flagged: 1,
    });
    const one = await call<{ Datum: { rows: unknown[] } }>(
      'GET',
      `/api/v1/express/cash?driver_id=${d2.id}`,
      { token: owner.token },
    );
    expect(one.body.Datum.rows).toHaveLength(1);
    const tooLong = await call(
      'GET',
      '/api/v1/express/cash?start_date=2026-01-01&end_date=2026-03-01',
      {
        token: owner.token,
      },
    );
    expect([tooLong.status, tooLong.body.Msg]).toEqual([400, 'order.dateRangeTooLong']);
  });
});

describe('tenancy', () => {
  it('treats another enterprise’s parcel as unknown', async () => {
    const p = await parcel();
    await onRoute(driverA, p);
    const open = await call('GET', `/api/v1/express/parcel?code=${p.orderNumber}`, {
      token: otherDriver.token,
    });
    expect([open.status, open.body.Msg]).toEqual([404, 'order.notFound']);
    const act = await delivered(otherDriver.token, p.id, {
      client_action_id: actionId(),
      cash_collected: '350',
    });
    expect([act.status, act.body.Msg]).toEqual([404, 'order.notFound']);
    const handin = await call('POST', '/api/v1/express/cash/handins', {
      token: other.admin,
      body: { driver_id: driverA.id, day: today, amount: '10' },
    });
    expect([handin.status, handin.body.Msg]).toEqual([422, 'express.driverInvalid']);
    const otherAdmin = other.admin;
    const take = await assign(otherAdmin, { driver_id: otherDriver.id, order_ids: [p.id] });
    expect([take.status, take.body.Msg]).toEqual([404, 'order.notFound']);
    const route = await call<{ Datum: { parcels: unknown[] } }>('GET', '/api/v1/express/route', {
      token: otherDriver.token,
    });
    expect(route.body.Datum.parcels).toEqual([]);
    const cash = await call<{ Datum: { rows: unknown[] } }>('GET', '/api/v1/express/cash', {
      token: otherAdmin,
    });
    expect(cash.body.Datum.rows).toEqual([]);
  });
});

describe('access', () => {
  it('holds each call at its express level', async () => {
    const p = await parcel();
    const cases: Array<[string, 'GET' | 'POST', string, unknown, Record<string, number>]> = [
      ['route', 'GET', '/api/v1/express/route', undefined, { viewer: 200, driver: 200, boss: 200 }],
      [
        'parcel',
        'GET',
        `/api/v1/express/parcel?code=${p.orderNumber}`,
        undefined,
        { viewer: 200, driver: 200, boss: 200 },
      ],
      [
        'drivers',
        'GET',
        '/api/v1/express/drivers',
        undefined,
        { viewer: 403, driver: 403, boss: 200 },
      ],
      [
        'waiting',
        'GET',
        '/api/v1/express/parcels',
        undefined,
        { viewer: 403, driver: 403, boss: 200 },
      ],
      ['cash', 'GET', '/api/v1/express/cash', undefined, { viewer: 403, driver: 403, boss: 200 }],
      [
        'delivered',
        'POST',
        `/api/v1/express/orders/${p.id}/delivered`,
        { client_action_id: actionId(), cash_collected: '1' },
        { viewer: 403, driver: 409, boss: 409 },
      ],
      [
        'assign',
        'POST',
        '/api/v1/express/assignments',
        { driver_id: driverA.id, order_ids: [999999999] },
        { viewer: 403, driver: 403, boss: 404 },
      ],
      [
        'handin',
        'POST',
        '/api/v1/express/cash/handins',
        { driver_id: driverA.id, day: today, amount: '1' },
        { viewer: 403, driver: 403 },
      ],
    ];
    const who = { viewer: viewer.token, driver: driverA.token, boss: dispatcher.token };
    for (const [name, method, path, body, expected] of cases)
      for (const [role, status] of Object.entries(expected)) {
        const res = await call(method, path, {
          token: who[role as keyof typeof who],
          ...(body === undefined ? {} : { body }),
        });
        expect(`${name} ${role} ${res.status} ${res.body.Msg}`).toBe(
          `${name} ${role} ${status} ${res.status === status ? res.body.Msg : ''}`,
        );
      }
    const others = await call('GET', '/api/v1/express/route?driver_id=' + driverB.id, {
      token: driverA.token,
    });
    expect([others.status, others.body.Msg]).toEqual([403, 'common.accessDenied']);
    const asBoss = await call('GET', '/api/v1/express/route?driver_id=' + driverB.id, {
      token: dispatcher.token,
    });
    expect(asBoss.status).toBe(200);
  });
});
