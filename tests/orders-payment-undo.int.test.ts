// Undoing a payment confirm (PUT /api/v1/orders/payment/confirm/undo/{id}) on the real
// database: a manager takes a wrong "correct" back within ten minutes (111 -> 100, one
// event with who, when and why, the payment check cleared), and nobody can once the window
// has passed (the events backdated), below payment level 3, once a packing was opened or
// anything else happened to the order. An undo racing a packing station's first scan of
// the same order leaves one of the two outcomes, never a mix.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from './helpers/api';
import {
  createOrder,
  demoRefs,
  eventsOf,
  root,
  type DemoRefs,
} from './helpers/order-actions-fixture';

let refs: DemoRefs;
let owner: string;
let staff: string;
let ownerId: number;

beforeAll(async () => {
  refs = await demoRefs();
  [owner, staff] = await Promise.all([loginAs('owner'), loginAs('staff')]);
  ownerId = (await root.user.findFirstOrThrow({ where: { username: 'owner' } })).id;
});

interface Detail {
  id: number;
  status: number;
  paid_at: string | null;
  payment_checked_by: string | null;
  payment_checked_at: string | null;
  next_statuses: number[];
  next_actions: string[];
  payment_undo_until: string | null;
}
interface Answer {
  Msg: string;
  Cause?: string;
  Datum: Detail;
}

const undoPath = (id: number) => `/api/v1/orders/payment/confirm/undo/${id}`;
const scanPath = '/api/v2/packings/verify/createoradd';

/** A transfer order confirmed correct by staff (payment level 2), as the queue does. */
async function confirmedOrder() {
  const order = await createOrder(owner, refs);
  const res = await call<Answer>('PUT', `/api/v1/orders/payment/confirm/success/${order.id}`, {
    token: staff,
    body: { slip_amount: order.total },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...order, confirmed: res.body.Datum };
}

async function statusOf(id: number) {
  return (await root.order.findUniqueOrThrow({ where: { id } })).status;
}

describe('PUT /api/v1/orders/payment/confirm/undo/{id}', () => {
  it('takes a confirm back within the window: 100 again, one event, check cleared', async () => {
    const order = await confirmedOrder();
    const confirmEvent = (await eventsOf(order.id)).at(-1)!;
    expect(confirmEvent.type).toBe('payment_confirmed');
    // The detail says until when, and offers the move.
    expect(order.confirmed.payment_undo_until).toBe(
      new Date(confirmEvent.createdAt.getTime() + 10 * 60_000).toISOString(),
    );
    expect(order.confirmed.next_statuses).toContain(100);
    expect(order.confirmed.next_actions).toContain('undo_payment');

    const res = await call<Answer>('PUT', undoPath(order.id), {
      token: owner,
      body: { reason: 'กดยืนยันผิดออเดอร์' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum).toMatchObject({
      status: 100,
      paid_at: null,
      payment_checked_by: null,
      payment_checked_at: null,
      payment_undo_until: null,
    });
    const row = await root.order.findUniqueOrThrow({ where: { id: order.id } });
    expect([row.status, row.paidAt, row.paymentCheckedById]).toEqual([100, null, null]);
    const events = await eventsOf(order.id);
    expect(events.map((e) => e.type)).toEqual(['created', 'payment_confirmed', 'payment_undone']);
    expect(events.at(-1)).toMatchObject({
      fromStatus: 111,
      toStatus: 100,
      userId: ownerId,
      reason: 'กดยืนยันผิดออเดอร์',
    });
    const audit = await root.auditLog.findFirstOrThrow({
      where: { action: 'order.paymentUndo', entityId: String(order.id) },
    });
    expect(audit.after).toMatchObject({ status: 100 });

    // Unpaid again: checked anew like any unpaid order, and undone only once.
    const again = await call('PUT', undoPath(order.id), { token: owner });
    expect([again.status, again.body.Msg]).toEqual([422, 'order.invalidStatusTransition']);
    const recheck = await call<Answer>(
      'PUT',
      `/api/v1/orders/payment/confirm/success/${order.id}`,
      { token: staff, body: { slip_amount: order.total } },
    );
    expect(recheck.body.Datum.status).toBe(111);
  });

  it('takes no body (the reason is optional)', async () => {
    const order = await confirmedOrder();
    const res = await call<Answer>('PUT', undoPath(order.id), { token: owner });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({
      type: 'payment_undone',
      reason: null,
    });
  });

  it('is refused once the ten minutes have passed', async () => {
    const order = await confirmedOrder();
    // The order's timeline moved 11 minutes into the past (its order kept).
    await root.$executeRaw`
      UPDATE order_events SET created_at = created_at - interval '11 minutes'
       WHERE order_id = ${order.id}`;
    const detail = await call<Answer>('GET', `/api/v1/orders/detail?id=${order.id}`, {
      token: owner,
    });
    expect(detail.body.Datum.payment_undo_until).toBeNull();
    expect(detail.body.Datum.next_statuses).not.toContain(100);
    expect(detail.body.Datum.next_actions).not.toContain('undo_payment');

    const res = await call('PUT', undoPath(order.id), { token: owner });
    expect([res.status, res.body.Msg]).toEqual([422, 'order.invalidStatusTransition']);
    expect(res.body.Cause).toContain('10 minutes');
    expect(await statusOf(order.id)).toBe(111);
    expect((await eventsOf(order.id)).at(-1)!.type).toBe('payment_confirmed');
  });

  it('is refused below payment level 3', async () => {
    const order = await confirmedOrder();
    const res = await call('PUT', undoPath(order.id), { token: staff });
    expect([res.status, res.body.Msg]).toEqual([403, 'common.accessDenied']);
    expect(await statusOf(order.id)).toBe(111);
  });

  it('is refused once a packing was opened for the order', async () => {
    const order = await confirmedOrder();
    const scan = await call('POST', scanPath, { token: staff, body: { order_id: order.id } });
    expect(scan.status, JSON.stringify(scan.body)).toBe(200);
    const detail = await call<Answer>('GET', `/api/v1/orders/detail?id=${order.id}`, {
      token: owner,
    });
    expect(detail.body.Datum.payment_undo_until).toBeNull();

    const res = await call('PUT', undoPath(order.id), { token: owner });
    expect([res.status, res.body.Msg]).toEqual([422, 'order.invalidStatusTransition']);
    expect(res.body.Cause).toContain('packing');
    expect(await statusOf(order.id)).toBe(111);
  });

  it('is refused once something else happened to the order', async () => {
    const order = await confirmedOrder();
    // The shipping fee changed after the confirm (so did the amount due): not a slip to undo.
    const shipping = await call('PUT', `/api/v1/orders/shipping/${order.id}`, {
      token: owner,
      body: { shipping_fee: '15.00' },
    });
    expect(shipping.status, JSON.stringify(shipping.body)).toBe(200);
    const res = await call('PUT', undoPath(order.id), { token: owner });
    expect([res.status, res.body.Msg]).toEqual([422, 'order.invalidStatusTransition']);
    expect(res.body.Cause).toContain('something else happened');
    expect(await statusOf(order.id)).toBe(111);
  });

  it('refuses an order that was never confirmed (a COD order starts at 111)', async () => {
    const cod = await createOrder(owner, refs, { payment_method_id: refs.methods.cod });
    expect(cod.status).toBe(111);
    const res = await call('PUT', undoPath(cod.id), { token: owner });
    expect([res.status, res.body.Msg]).toEqual([422, 'order.invalidStatusTransition']);
    const unpaid = await createOrder(owner, refs);
    const fromUnpaid = await call('PUT', undoPath(unpaid.id), { token: owner });
    expect([fromUnpaid.status, fromUnpaid.body.Msg]).toEqual([
      422,
      'order.invalidStatusTransition',
    ]);
  });
});

describe('an undo racing the first packing scan of the same order', () => {
  it('ends either undone with no packing, or packing with the confirm kept', async () => {
    const outcomes = { undone: 0, packing: 0 };
    for (let i = 0; i < 8; i++) {
      const order = await confirmedOrder();
      // Both calls at once; half the rounds send the scan first, half the undo.
      const undoCall = () => call('PUT', undoPath(order.id), { token: owner });
      const scanCall = () => call('POST', scanPath, { token: staff, body: { order_id: order.id } });
      const [undo, scan] =
        i % 2
          ? await Promise.all([undoCall(), scanCall()])
          : await Promise.all([scanCall(), undoCall()]).then(([s, u]) => [u, s] as const);
      const status = await statusOf(order.id);
      const packings = await root.packing.count({ where: { orderId: order.id } });
      const types = (await eventsOf(order.id)).map((e) => e.type);
      const round = `round ${i}: undo ${undo.status} ${undo.body.Msg}, scan ${scan.status} ${scan.body.Msg}`;
      if (undo.status === 200) {
        expect(scan.status, round).toBe(422);
        expect(scan.body.Msg, round).toBe('packing.invalidOrderStatus');
        expect([status, packings], round).toEqual([100, 0]);
        expect(types.at(-1), round).toBe('payment_undone');
        outcomes.undone++;
      } else {
        expect([undo.status, undo.body.Msg], round).toEqual([422, 'order.invalidStatusTransition']);
        expect(scan.status, round).toBe(200);
        expect([status, packings], round).toEqual([111, 1]);
        expect(types, round).not.toContain('payment_undone');
        outcomes.packing++;
      }
    }
    expect(outcomes.undone + outcomes.packing).toBe(8);
  });
});
