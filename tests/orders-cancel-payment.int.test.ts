// Cancel and the payment check on the real database: the cancel rules (both fields, only
// 100 and 111), stock given back on a return bill when the order holds stock (balances and
// the ledger agree afterwards, never twice), payment success (the slip amount required,
// or a manager's explicit no slip) and fail (the reason optional), the slip amount
// mismatch on the event, and tenancy: another enterprise's order id is not found on every
// order action call.
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { tenantClient } from '@/lib/db';
import { releaseOrderStock } from '@/lib/domain/orders/stock-release';
import { slipQrPayload } from '@/lib/domain/payments/slip-qr';
import { call, loginAs } from './helpers/api';
import {
  createOrder,
  demoRefs,
  eventsOf,
  insertOrder,
  root,
  setStatus,
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

const CANCEL = { cancel_reason_type: 1, cancel_reason: 'ลูกค้าขอยกเลิก' };

/** The Bangkok year and month as bill numbers write it: '2611'. */
function bangkokPeriod(): string {
  const d = new Date(Date.now() + 7 * 3600_000);
  return `${String(d.getUTCFullYear() % 100).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

async function balanceOf(wmsProductId: number, storageId: number) {
  return root.inventoryBalance.findFirstOrThrow({ where: { wmsProductId, storageId } });
}

async function ledgerSum(wmsProductId: number, storageId: number): Promise<number> {
  const sum = await root.inventoryLedger.aggregate({
    where: { wmsProductId, storageId },
    _sum: { amount: true },
  });
  return sum._sum.amount ?? 0;
}

/**
 * Stock taken out for the order as a packing would: one packing bill (kind 5) linked to the
 * order, its ledger rows, and the balances lowered by as much.
 */
async function takeStockFor(
  orderId: number,
  lines: Array<{ wmsProductId: number; storageId: number; amount: number; cost: string }>,
) {
  const user = await root.user.findFirstOrThrow({ where: { username: 'owner' } });
  await root.$transaction(async (tx) => {
    const bill = await tx.inventoryBill.create({
      data: {
        enterpriseId: refs.enterpriseId,
        billNumber: `PCK-TEST-${orderId}`,
        kind: 5,
        userId: user.id,
        fromStorageId: lines[0]!.storageId,
        orderId,
      },
    });
    for (const l of lines) {
      const bal = await tx.inventoryBalance.update({
        where: { wmsProductId_storageId: { wmsProductId: l.wmsProductId, storageId: l.storageId } },
        data: { balance: { decrement: l.amount } },
      });
      await tx.inventoryLedger.create({
        data: {
          enterpriseId: refs.enterpriseId,
          billId: bill.id,
          wmsProductId: l.wmsProductId,
          storageId: l.storageId,
          amount: -l.amount,
          balanceAfter: bal.balance,
          unitCost: l.cost,
          userId: user.id,
        },
      });
    }
  });
}

interface OrderAnswer {
  Msg: string;
  Cause?: string;
  Datum: {
    id: number;
    status: number;
    cancel_reason_type: number | null;
    cancel_reason: string | null;
    cancelled_at: string | null;
    paid_at: string | null;
    payment_checked_by: string | null;
    payment_checked_at: string | null;
    slip_amount: string | null;
    total: string;
    events: Array<{ type: string; data: Record<string, unknown> | null; reason: string | null }>;
  };
}

describe('PUT /api/v1/orders/cancel/{id}', () => {
  it('needs a reason type and a typed reason', async () => {
    const order = await createOrder(owner, refs);
    for (const body of [
      {},
      { cancel_reason_type: 1 },
      { cancel_reason: 'x' },
      { cancel_reason_type: 1, cancel_reason: '   ' },
      { cancel_reason_type: 8, cancel_reason: 'x' },
      { cancel_reason_type: 'one', cancel_reason: 'x' },
    ]) {
      const res = await call('PUT', `/api/v1/orders/cancel/${order.id}`, { token: owner, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.Msg).toBe('common.invalidParameter');
    }
    expect((await root.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(100);
  });

  it('cancels an unpaid order with its reason, one event', async () => {
    const order = await createOrder(owner, refs);
    const before = (await eventsOf(order.id)).length;
    const res = await call<OrderAnswer>('PUT', `/api/v1/orders/cancel/${order.id}`, {
      token: owner,
      body: { cancel_reason_type: 5, cancel_reason: 'ออเดอร์ซ้ำ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.Datum).toMatchObject({
      status: 140,
      cancel_reason_type: 5,
      cancel_reason: 'ออเดอร์ซ้ำ',
    });
    expect(res.body.Datum.cancelled_at).not.toBeNull();
    const events = (await eventsOf(order.id)).slice(before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'cancelled',
      fromStatus: 100,
      toStatus: 140,
      reason: 'ออเดอร์ซ้ำ',
      userId: ownerId,
    });
  });

  it('refuses from 112 on, and once cancelled', async () => {
    for (const status of [112, 114, 121, 122, 130, 140, 141, 142, 998]) {
      const id = await insertOrder(refs, status);
      const res = await call('PUT', `/api/v1/orders/cancel/${id}`, { token: owner, body: CANCEL });
      expect(res.status, String(status)).toBe(422);
      expect(res.body.Msg).toBe('order.invalidStatusTransition');
      expect((await root.order.findUniqueOrThrow({ where: { id } })).status).toBe(status);
      expect(await eventsOf(id)).toHaveLength(0);
    }
  });

  it('needs order level 3', async () => {
    const order = await createOrder(owner, refs);
    const res = await call('PUT', `/api/v1/orders/cancel/${order.id}`, {
      token: staff,
      body: CANCEL,
    });
    expect(res.status).toBe(403);
  });

  it('gives back the stock the order holds, on one RET bill, once', async () => {
    const order = await createOrder(owner, refs, {
      items: [
        { product_id: refs.products.serum, quantity: 2 },
        { product_id: refs.products.cream, quantity: 1 },
      ],
    });
    await setStatus(order.id, 111);
    const { serum, cream } = refs.wms;
    const { main, spare } = refs.storages;
    // The spare storage holds no cream yet: its balance row is made by the stock-out below.
    await root.inventoryBalance.upsert({
      where: { wmsProductId_storageId: { wmsProductId: cream, storageId: spare } },
      update: {},
      create: {
        enterpriseId: refs.enterpriseId,
        wmsProductId: cream,
        storageId: spare,
        balance: 0,
      },
    });
    const inCream = await root.inventoryBill.create({
      data: {
        enterpriseId: refs.enterpriseId,
        billNumber: `IN-TEST-${order.id}`,
        kind: 1,
        userId: ownerId,
        toStorageId: spare,
      },
    });
    await root.inventoryBalance.update({
      where: { wmsProductId_storageId: { wmsProductId: cream, storageId: spare } },
      data: { balance: { increment: 5 } },
    });
    const spareBalance = (await balanceOf(cream, spare)).balance;
    await root.inventoryLedger.create({
      data: {
        enterpriseId: refs.enterpriseId,
        billId: inCream.id,
        wmsProductId: cream,
        storageId: spare,
        amount: 5,
        balanceAfter: spareBalance,
        unitCost: '85.0000',
        userId: ownerId,
      },
    });

    const serumBefore = (await balanceOf(serum, main)).balance;
    const creamBefore = (await balanceOf(cream, spare)).balance;
    await takeStockFor(order.id, [
      { wmsProductId: serum, storageId: main, amount: 2, cost: '120.0000' },
      { wmsProductId: cream, storageId: spare, amount: 1, cost: '85.5000' },
    ]);
    expect((await balanceOf(serum, main)).balance).toBe(serumBefore - 2);

    const res = await call<OrderAnswer>('PUT', `/api/v1/orders/cancel/${order.id}`, {
      token: owner,
      body: { cancel_reason_type: 2, cancel_reason: 'สินค้าหมด' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum.status).toBe(140);

    expect((await balanceOf(serum, main)).balance).toBe(serumBefore);
    expect((await balanceOf(cream, spare)).balance).toBe(creamBefore);
    for (const [p, s] of [
      [serum, main],
      [cream, spare],
    ] as const)
      expect(await ledgerSum(p, s)).toBe((await balanceOf(p, s)).balance);

    const bills = await root.inventoryBill.findMany({
      where: { orderId: order.id, kind: 6 },
      include: { ledger: { orderBy: { wmsProductId: 'asc' } } },
    });
    expect(bills).toHaveLength(1);
    const bill = bills[0]!;
    expect(bill.billNumber).toMatch(new RegExp(`^RET-${bangkokPeriod()}-\\d{5}$`));
    expect(bill.toStorageId).toBeNull(); // two storages
    expect(
      bill.ledger.map((l) => ({
        p: l.wmsProductId,
        s: l.storageId,
        amount: l.amount,
        cost: l.unitCost.toFixed(4),
      })),
    ).toEqual(
      [
        { p: serum, s: main, amount: 2, cost: '120.0000' },
        { p: cream, s: spare, amount: 1, cost: '85.5000' },
      ].sort((a, b) => a.p - b.p),
    );

    const events = await eventsOf(order.id);
    const released = events.filter((e) => e.type === 'stock_released');
    expect(released).toHaveLength(1);
    expect(released[0]!.data).toMatchObject({ bill_number: bill.billNumber });
    expect(events.filter((e) => e.type === 'cancelled')).toHaveLength(1);

    // Not twice: the order is cancelled, and a release finds nothing left to give back.
    const again = await call('PUT', `/api/v1/orders/cancel/${order.id}`, {
      token: owner,
      body: CANCEL,
    });
    expect(again.status).toBe(422);
    const db = tenantClient(root, refs.enterpriseId);
    const second = await db.$transaction((tx) =>
      releaseOrderStock(
        tx,
        { enterpriseId: refs.enterpriseId, userId: ownerId },
        {
          id: order.id,
          order_number: order.order_number,
        },
      ),
    );
    expect(second).toBeNull();
    expect((await balanceOf(serum, main)).balance).toBe(serumBefore);
  });

  it('numbers return bills one after the other, without gaps', async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const order = await createOrder(owner, refs);
      await setStatus(order.id, 111);
      await takeStockFor(order.id, [
        { wmsProductId: refs.wms.mask, storageId: refs.storages.main, amount: 1, cost: '70.0000' },
      ]);
      const res = await call('PUT', `/api/v1/orders/cancel/${order.id}`, {
        token: owner,
        body: CANCEL,
      });
      expect(res.status).toBe(200);
      const bill = await root.inventoryBill.findFirstOrThrow({
        where: { orderId: order.id, kind: 6 },
      });
      numbers.push(Number(bill.billNumber.slice(-5)));
    }
    expect(numbers[1]).toBe(numbers[0]! + 1);
    expect(numbers[2]).toBe(numbers[0]! + 2);
  });

  it('an order without stock moves none and writes no stock_released', async () => {
    const order = await createOrder(owner, refs);
    await setStatus(order.id, 111);
    const res = await call('PUT', `/api/v1/orders/cancel/${order.id}`, {
      token: owner,
      body: CANCEL,
    });
    expect(res.status).toBe(200);
    expect(await root.inventoryBill.count({ where: { orderId: order.id } })).toBe(0);
    expect((await eventsOf(order.id)).map((e) => e.type)).not.toContain('stock_released');
  });
});

describe('PUT /api/v1/orders/payment/confirm/success/{id}', () => {
  it('moves 100 to 111, records the checker, no mismatch when the amounts agree', async () => {
    const order = await createOrder(owner, refs);
    const res = await call<OrderAnswer>(
      'PUT',
      `/api/v1/orders/payment/confirm/success/${order.id}`,
      { token: staff, body: { slip_amount: order.total } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum.status).toBe(111);
    expect(res.body.Datum.paid_at).not.toBeNull();
    expect(res.body.Datum.payment_checked_at).not.toBeNull();
    expect(res.body.Datum.payment_checked_by).not.toBeNull();
    expect(res.body.Datum.slip_amount).toBe(order.total);
    const row = await root.order.findUniqueOrThrow({ where: { id: order.id } });
    const staffUser = await root.user.findFirstOrThrow({ where: { username: 'staff' } });
    expect(row.paymentCheckedById).toBe(staffUser.id);
    const event = (await eventsOf(order.id)).at(-1)!;
    expect(event).toMatchObject({ type: 'payment_confirmed', fromStatus: 100, toStatus: 111 });
    expect(event.data).toMatchObject({
      amount_due: order.total,
      slip_amount: order.total,
      mismatch: false,
    });
  });

  it('flags a slip amount that differs from the total', async () => {
    const order = await createOrder(owner, refs);
    const res = await call<OrderAnswer>(
      'PUT',
      `/api/v1/orders/payment/confirm/success/${order.id}`,
      { token: owner, body: { slip_amount: '100.50' } },
    );
    expect(res.status).toBe(200);
    expect(res.body.Datum.slip_amount).toBe('100.50');
    const event = (await eventsOf(order.id)).at(-1)!;
    expect(event.data).toMatchObject({
      amount_due: order.total,
      slip_amount: '100.50',
      mismatch: true,
    });
  });

  it('refuses a confirm without the amount read on the slip, naming the field', async () => {
    const order = await createOrder(owner, refs);
    for (const body of [undefined, {}, { slip_amount: null }, { no_slip: false }]) {
      const res = await call('PUT', `/api/v1/orders/payment/confirm/success/${order.id}`, {
        token: owner,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.Msg).toBe('common.invalidParameter');
      expect(res.body.Cause).toContain('slip_amount');
    }
    expect((await root.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(100);
    expect((await eventsOf(order.id)).map((e) => e.type)).toEqual(['created']);
  });

  it('confirms without a slip only when a manager says so, kept on the event', async () => {
    const order = await createOrder(owner, refs);
    const png = await QRCode.toBuffer(
      slipQrPayload({ sendingBank: '014', transRef: `PAY${order.id}` }),
    );
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'slip.png');
    expect(
      (await call('POST', `/api/v1/orders/${order.id}/slip`, { token: owner, form })).status,
    ).toBe(200);
    const path = `/api/v1/orders/payment/confirm/success/${order.id}`;
    // Payment level 2 (staff) may not; nor may anyone send an amount and no_slip together.
    const denied = await call('PUT', path, {
      token: staff,
      body: { no_slip: true },
    });
    expect([denied.status, denied.body.Msg]).toEqual([403, 'common.accessDenied']);
    const both = await call('PUT', path, {
      token: owner,
      body: { no_slip: true, slip_amount: order.total },
    });
    expect([both.status, both.body.Msg]).toEqual([400, 'common.invalidParameter']);
    expect((await root.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(100);

    const res = await call<OrderAnswer>('PUT', path, { token: owner, body: { no_slip: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum.status).toBe(111);
    expect(res.body.Datum.slip_amount).toBeNull();
    const event = (await eventsOf(order.id)).at(-1)!;
    expect(event).toMatchObject({ type: 'payment_confirmed', userId: ownerId });
    expect(event.data).toMatchObject({
      no_slip: true,
      slip_amount: null,
      mismatch: false,
      slip_ref: `PAY${order.id}`,
    });
  });

  it('refuses an order that is not unpaid, and a COD order (it starts at 111)', async () => {
    const cod = await createOrder(owner, refs, { payment_method_id: refs.methods.cod });
    expect(cod.status).toBe(111);
    for (const id of [cod.id, await insertOrder(refs, 112), await insertOrder(refs, 140)]) {
      const res = await call('PUT', `/api/v1/orders/payment/confirm/success/${id}`, {
        token: owner,
        body: {},
      });
      expect(res.status).toBe(422);
      expect(res.body.Msg).toBe('order.invalidStatusTransition');
    }
  });

  it('refuses a bad amount and a user without payment rights', async () => {
    const order = await createOrder(owner, refs);
    const bad = await call('PUT', `/api/v1/orders/payment/confirm/success/${order.id}`, {
      token: owner,
      body: { slip_amount: '-5' },
    });
    expect(bad.status).toBe(400);
    const agent = await loginAs('agent'); // order 2, no payment
    const denied = await call('PUT', `/api/v1/orders/payment/confirm/success/${order.id}`, {
      token: agent,
      body: {},
    });
    expect(denied.status).toBe(403);
    expect((await root.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(100);
  });
});

describe('PUT /api/v1/orders/payment/confirm/fail/{id}', () => {
  it('takes no body: the reason is optional', async () => {
    for (const body of [undefined, {}, { reason: '  ' }, { reason: null }]) {
      const order = await createOrder(owner, refs);
      const res = await call<OrderAnswer>(
        'PUT',
        `/api/v1/orders/payment/confirm/fail/${order.id}`,
        { token: staff, body },
      );
      expect(res.status, `${JSON.stringify(body)}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.Datum).toMatchObject({
        status: 140,
        cancel_reason_type: 3,
        cancel_reason: null,
      });
      expect((await eventsOf(order.id)).at(-1)).toMatchObject({
        type: 'payment_failed',
        fromStatus: 100,
        toStatus: 140,
        reason: null,
      });
    }
  });

  it('refuses a reason that is not text, or too long', async () => {
    const order = await createOrder(owner, refs);
    for (const body of [{ reason: 5 }, { reason: 'x'.repeat(1001) }]) {
      const res = await call('PUT', `/api/v1/orders/payment/confirm/fail/${order.id}`, {
        token: owner,
        body,
      });
      expect(res.status).toBe(400);
    }
    expect((await root.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(100);
  });

  it('cancels an unpaid order as payment not received, with the reason', async () => {
    const order = await createOrder(owner, refs);
    const res = await call<OrderAnswer>('PUT', `/api/v1/orders/payment/confirm/fail/${order.id}`, {
      token: staff,
      body: { reason: 'ยอดโอนไม่ตรง', slip_amount: '10.00' },
    });
    expect(res.status).toBe(200);
    expect(res.body.Datum).toMatchObject({
      status: 140,
      cancel_reason_type: 3,
      cancel_reason: 'ยอดโอนไม่ตรง',
      slip_amount: '10.00',
    });
    expect(res.body.Datum.cancelled_at).not.toBeNull();
    expect(res.body.Datum.payment_checked_at).not.toBeNull();
    const event = (await eventsOf(order.id)).at(-1)!;
    expect(event).toMatchObject({
      type: 'payment_failed',
      fromStatus: 100,
      toStatus: 140,
      reason: 'ยอดโอนไม่ตรง',
    });
    expect(event.data).toMatchObject({ mismatch: true, slip_amount: '10.00' });
  });

  it('refuses an order that is not unpaid', async () => {
    const id = await insertOrder(refs, 111);
    const res = await call('PUT', `/api/v1/orders/payment/confirm/fail/${id}`, {
      token: owner,
      body: { reason: 'x' },
    });
    expect(res.status).toBe(422);
    expect(res.body.Msg).toBe('order.invalidStatusTransition');
  });
});

describe('tenancy', () => {
  it("answers order.notFound for another enterprise's order on every action call", async () => {
    const admin2 = await loginAs('admin2');
    const id = (await createOrder(owner, refs)).id;
    const png = await QRCode.toBuffer('not a slip');
    const form = () => {
      const f = new FormData();
      f.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'slip.png');
      return f;
    };
    const calls: Array<[method: 'PUT' | 'POST' | 'GET', path: string, body?: unknown]> = [
      ['PUT', `/api/v1/orders/cancel/${id}`, CANCEL],
      [
        'PUT',
        `/api/v1/orders/tracking/${id}`,
        { tracking_number: 'SHP12345678', shipping_provider_id: 2 },
      ],
      ['POST', `/api/v1/orders/trackingcheck/${id}`, { tracking_number: 'SHP12345678' }],
      ['PUT', `/api/v1/orders/shipping/${id}`, { shipping_fee: '10.00' }],
      ['PUT', `/api/v1/orders/payment/confirm/success/${id}`, {}],
      ['PUT', `/api/v1/orders/payment/confirm/fail/${id}`, { reason: 'x' }],
      ['PUT', `/api/v1/orders/payment/confirm/undo/${id}`, {}],
      ['PUT', `/api/v1/orders/${id}/status`, { status: 111 }],
      ['PUT', `/api/v1/orders/${id}/delivery`, { status: 121 }],
      ['PUT', `/api/v1/orders/${id}/packing`, { status: 112 }],
      ['GET', `/api/v1/orders/${id}/promptpay`],
      ['GET', `/api/v1/orders/${id}/print`],
    ];
    for (const [method, path, body] of calls) {
      const res = await call(method, path, { token: admin2, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.Msg, `${method} ${path}`).toBe('order.notFound');
    }
    const slip = await call('POST', `/api/v1/orders/${id}/slip`, { token: admin2, form: form() });
    expect(slip.status).toBe(404);
    expect(slip.body.Msg).toBe('order.notFound');

    const row = await root.order.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe(100);
    expect(row.trackingNumber).toBeNull();
    expect(row.paymentSlipKey).toBeNull();
    expect((await eventsOf(id)).filter((e) => e.type !== 'created')).toEqual([]);
  });
});
