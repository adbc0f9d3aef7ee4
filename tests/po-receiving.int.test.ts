// Receiving purchase orders (PUT /api/v1/wms/po/close/partial/{id}) through the route on the
// real PostgreSQL: the stock-in bill it books (balances, moving average at the PO's unit
// costs, ledger, the link and note naming the PO), received quantities and status, refusals
// that write nothing, closing short, the delivery-note photo, receipts racing on one PO,
// Idempotency-Key, tenancy and access; then the stock history naming the PO and what is on
// order on the waiting-to-ship list and the dashboard. POs are written straight to the
// tables (creating and approving them is tested on its own).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Dashboard,
  HistoryDetail,
  HistoryHead,
  WaitShipmentRow,
} from '@/lib/domain/wms/inventory/reads';
import type { ReceiptAnswer } from '@/lib/domain/purchasing/receive';
import { REPLAYED_HEADER } from '@/lib/http/idempotency';
import { call, loginAs } from './helpers/api';
import {
  avgCostOf,
  balanceOf,
  ledgerMismatches,
  newStockShop,
  newUser,
  PNG_1X1,
  root,
  type StockShop,
} from './helpers/stock-fixtures';
import {
  addOrder,
  addProduct,
  addSellable,
  addStorage,
  inventoryShop,
  stockIn as addStockIn,
} from './helpers/inventory-fixtures';

const RECEIVE = (id: number) => `/api/v1/wms/po/close/partial/${id}`;

interface Answer {
  Msg: string;
  Cause?: string;
  Datum: ReceiptAnswer;
}

let shop: StockShop;
let token: string;
let partnerId: number;
let s1: number;
let p1: number;
let p2: number;
let p3: number;
let poSeq = 0;

async function newPo(
  owner: { enterpriseId: number; adminId: number },
  partner: number,
  storageId: number,
  lines: Array<[productId: number, quantity: number, unitCost: string]>,
  status = 1,
) {
  const po = await root.purchaseOrder.create({
    data: {
      enterpriseId: owner.enterpriseId,
      poNumber: `PO-T${owner.enterpriseId}-${++poSeq}`,
      partnerId: partner,
      storageId,
      status,
      createdById: owner.adminId,
      lines: {
        create: lines.map(([wmsProductId, quantity, unitCost]) => ({
          enterpriseId: owner.enterpriseId,
          wmsProductId,
          quantity,
          unitCost,
        })),
      },
    },
    include: { lines: { orderBy: { id: 'asc' } } },
  });
  return po;
}

const receive = (id: number, body: unknown, opts: { token?: string; key?: string } = {}) =>
  call<Answer>('PUT', RECEIVE(id), {
    token: opts.token ?? token,
    body,
    headers: opts.key ? { 'Idempotency-Key': opts.key } : undefined,
  });

const billCount = () => root.inventoryBill.count({ where: { enterpriseId: shop.enterpriseId } });
const received = async (poId: number) =>
  (
    await root.purchaseOrderLine.findMany({
      where: { purchaseOrderId: poId },
      orderBy: { id: 'asc' },
      select: { receivedQuantity: true },
    })
  ).map((l) => l.receivedQuantity);
const poRow = (id: number) => root.purchaseOrder.findUniqueOrThrow({ where: { id } });

beforeAll(async () => {
  shop = await newStockShop({ storages: 2, products: 3 });
  [s1] = shop.storages as [number];
  [p1, p2, p3] = shop.products as [number, number, number];
  token = await loginAs(shop.adminUsername);
  const partner = await root.partner.create({
    data: { enterpriseId: shop.enterpriseId, companyName: 'บริษัท ผู้ขาย จำกัด' },
  });
  partnerId = partner.id;
  // 10 units of p1 already on the shelf at 10.0000 each.
  const first = await call('POST', '/api/v2/wms/inventory/item/in', {
    token,
    body: { storage_id: s1, items: [{ product_id: p1, amount: 10, cost: '10' }] },
  });
  expect(first.status, JSON.stringify(first.body)).toBe(201);
});

describe('receiving', () => {
  let po: Awaited<ReturnType<typeof newPo>>;
  let billNumber: string;

  beforeAll(async () => {
    po = await newPo({ enterpriseId: shop.enterpriseId, adminId: shop.adminId }, partnerId, s1, [
      [p1, 10, '12.5000'],
      [p2, 4, '3.3333'],
    ]);
  });

  it('a partial receipt books one stock-in bill at the PO unit costs and makes the PO 2', async () => {
    const res = await receive(po.id, {
      lines: [
        { product_id: p1, quantity: 4 },
        { product_id: p2, quantity: 0 },
      ],
      note: 'ของมาครึ่งหนึ่ง',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body.Datum;
    expect(answer).toMatchObject({
      id: po.id,
      po_number: po.poNumber,
      status: 2,
      close_reason: null,
      closed_at: null,
      lines: [
        { product_id: p1, quantity: 10, received: 4, open: 6 },
        { product_id: p2, quantity: 4, received: 0, open: 4 },
      ],
    });
    expect(answer.BillNumber).toMatch(/^IN-\d{4}-\d{5}$/);
    billNumber = answer.BillNumber!;

    const bill = await root.inventoryBill.findFirstOrThrow({
      where: { enterpriseId: shop.enterpriseId, billNumber },
      include: { ledger: true },
    });
    expect(bill).toMatchObject({
      kind: 1,
      purchaseOrderId: po.id,
      toStorageId: s1,
      fromStorageId: null,
      note: 'ของมาครึ่งหนึ่ง',
      noteKey: 'poReceived',
      noteParams: { po_number: po.poNumber },
    });
    expect(bill.ledger.map((l) => [l.wmsProductId, l.storageId, l.amount, l.balanceAfter])).toEqual(
      [[p1, s1, 4, 14]],
    );
    expect(bill.ledger[0]!.unitCost.toFixed(4)).toBe('12.5000');
    expect(await balanceOf(shop.enterpriseId, p1, s1)).toBe(14);
    // (10 x 10 + 4 x 12.5) / 14 = 10.714285... -> 10.7143
    expect(await avgCostOf(p1)).toBe('10.7143');
    expect(await received(po.id)).toEqual([4, 0]);
    expect(await ledgerMismatches(shop.enterpriseId)).toEqual([]);
  });

  it('the rest closes it (3, closed_at), every line received', async () => {
    const res = await receive(po.id, {
      lines: [
        { product_id: p2, quantity: 4 },
        { product_id: p1, quantity: 6 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum).toMatchObject({
      status: 3,
      lines: [
        { product_id: p1, received: 10, open: 0 },
        { product_id: p2, received: 4, open: 0 },
      ],
    });
    expect(res.body.Datum.closed_at).not.toBeNull();
    expect(res.body.Datum.BillNumber).not.toBe(billNumber);
    expect(await balanceOf(shop.enterpriseId, p1, s1)).toBe(20);
    expect(await balanceOf(shop.enterpriseId, p2, s1)).toBe(4);
    // p2 had nothing: its average is the PO's unit cost.
    expect(await avgCostOf(p2)).toBe('3.3333');
    const bills = await root.inventoryBill.count({ where: { purchaseOrderId: po.id } });
    expect(bills).toBe(2);
    expect((await poRow(po.id)).closedAt).not.toBeNull();
  });

  it('a closed PO receives nothing more', async () => {
    const res = await receive(po.id, { lines: [{ product_id: p1, quantity: 1 }] });
    expect(res.status).toBe(422);
    expect(res.body.Msg).toBe('po.invalidStatus');
  });
});

describe('refusals write nothing', () => {
  it('over-receiving a line: 422 po.overReceive, nothing written', async () => {
    const po = await newPo(
      { enterpriseId: shop.enterpriseId, adminId: shop.adminId },
      partnerId,
      s1,
      [
        [p1, 5, '1'],
        [p2, 5, '1'],
      ],
    );
    const bills = await billCount();
    const before = await balanceOf(shop.enterpriseId, p2, s1);
    const res = await receive(po.id, {
      lines: [
        { product_id: p2, quantity: 2 },
        { product_id: p1, quantity: 6 },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.Msg).toBe('po.overReceive');
    expect(await billCount()).toBe(bills);
    expect(await balanceOf(shop.enterpriseId, p2, s1)).toBe(before);
    expect(await received(po.id)).toEqual([0, 0]);
    expect((await poRow(po.id)).status).toBe(1);
  });

  it('a product not on the PO, nothing to receive, a bad body', async () => {
    const po = await newPo(
      { enterpriseId: shop.enterpriseId, adminId: shop.adminId },
      partnerId,
      s1,
      [[p1, 5, '1']],
    );
    const bills = await billCount();
    const stranger = await receive(po.id, { lines: [{ product_id: p3, quantity: 1 }] });
    expect(stranger.body.Msg).toBe('common.invalidParameter');
    expect(stranger.status).toBe(400);
    for (const body of [{ lines: [] }, { lines: [{ product_id: p1, quantity: 0 }] }, {}]) {
      const none = await receive(po.id, body);
      expect(none.status, JSON.stringify(body)).toBe(422);
      expect(none.body.Msg).toBe('po.nothingToReceive');
    }
    for (const body of [
      { lines: [{ product_id: p1, quantity: -1 }] },
      { lines: [{ product_id: p1, quantity: 1.5 }] },
      { lines: 'p1 x 1' },
    ]) {
      const bad = await receive(po.id, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.Msg).toBe('common.invalidParameter');
    }
    expect(await billCount()).toBe(bills);
    expect((await poRow(po.id)).status).toBe(1);
  });

  it.each([
    ['a draft', 0],
    ['a closed', 3],
    ['a cancelled', 4],
  ])('%s PO: 422 po.invalidStatus, even to close', async (_what, status) => {
    const po = await newPo(
      { enterpriseId: shop.enterpriseId, adminId: shop.adminId },
      partnerId,
      s1,
      [[p1, 5, '1']],
      status,
    );
    const bills = await billCount();
    const res = await receive(po.id, { lines: [{ product_id: p1, quantity: 1 }] });
    expect(res.status).toBe(422);
    expect(res.body.Msg).toBe('po.invalidStatus');
    const close = await receive(po.id, { close: true, reason: 'ไม่มีของ' });
    expect(close.body.Msg).toBe('po.invalidStatus');
    expect(await billCount()).toBe(bills);
    expect((await poRow(po.id)).status).toBe(status);
  });

  it('an unknown PO is 404 po.notFound', async () => {
    const res = await receive(2_000_000_000, { lines: [{ product_id: p1, quantity: 1 }] });
    expect(res.status).toBe(404);
    expect(res.body.Msg).toBe('po.notFound');
  });
});

describe('closing short', () => {
  it('without lines: 3 with the reason, no bill; what was not received stays visible', async () => {
    const po = await newPo(
      { enterpriseId: shop.enterpriseId, adminId: shop.adminId },
      partnerId,
      s1,
      [
        [p1, 5, '1'],
        [p2, 3, '1'],
      ],
    );
    const part = await receive(po.id, { lines: [{ product_id: p1, quantity: 2 }] });
    expect(part.body.Datum.status).toBe(2);
    const bills = await billCount();

    const noReason = await receive(po.id, { close: true });
    expect(noReason.status).toBe(400);
    expect(noReason.body.Msg).toBe('common.invalidParameter');
    expect(noReason.body.Cause).toContain('reason');

    const res = await receive(po.id, { close: true, reason: 'ผู้ขายเลิกผลิต' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum).toMatchObject({
      status: 3,
      close_reason: 'ผู้ขายเลิกผลิต',
      BillNumber: null,
      lines: [
        { product_id: p1, quantity: 5, received: 2, open: 0 },
        { product_id: p2, quantity: 3, received: 0, open: 0 },
      ],
    });
    expect(await billCount()).toBe(bills);
    const row = await poRow(po.id);
    expect(row).toMatchObject({ status: 3, closeReason: 'ผู้ขายเลิกผลิต' });
    expect(row.closedAt).not.toBeNull();
  });

  it('with lines: receives, then closes; the reason is needed only when something stays open', async () => {
    const po = await newPo(
      { enterpriseId: shop.enterpriseId, adminId: shop.adminId },
      partnerId,
      s1,
      [
        [p1, 5, '2'],
        [p2, 3, '2'],
      ],
    );
    const bills = await billCount();
    const noReason = await receive(po.id, {
      close: true,
      lines: [{ product_id: p1, quantity: 5 }],
    });
    expect(noReason.body.Msg).toBe('common.invalidParameter');
    expect(await billCount()).toBe(bills);
    expect(await received(po.id)).toEqual([0, 0]);

    const res = await receive(po.id, {
      close: true,
      reason: 'ของหมด',
      lines: [{ product_id: p1, quantity: 5 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum).toMatchObject({ status: 3, close_reason: 'ของหมด' });
    expect(res.body.Datum.BillNumber).toMatch(/^IN-/);
    expect(await received(po.id)).toEqual([5, 0]);

    const whole = await newPo(
      { enterpriseId: shop.enterpriseId, adminId: shop.adminId },
      partnerId,
      s1,
      [[p2, 2, '2']],
    );
    const all = await receive(whole.id, { close: true, lines: [{ product_id: p2, quantity: 2 }] });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.Datum).toMatchObject({ status: 3, close_reason: null });
  });
});

describe('the delivery-note photo', () => {
  const form = (fields: Record<string, string>, file?: { bytes: Buffer; type: string }) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    if (file)
      f.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), 'note.png');
    return f;
  };

  it('is kept as the bill image and served to the enterprise', async () => {
    const po = await newPo(
      { enterpriseId: shop.enterpriseId, adminId: shop.adminId },
      partnerId,
      s1,
      [[p3, 8, '5']],
    );
    const res = await call<Answer>('PUT', RECEIVE(po.id), {
      token,
      form: form(
        { lines: JSON.stringify([{ product_id: p3, quantity: 3 }]), note: 'ใบส่งของ 12' },
        { bytes: PNG_1X1, type: 'image/png' },
      ),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum).toMatchObject({ status: 2, lines: [{ received: 3, open: 5 }] });
    const bill = await root.inventoryBill.findFirstOrThrow({
      where: { enterpriseId: shop.enterpriseId, billNumber: res.body.Datum.BillNumber! },
    });
    expect(bill.billImageKey).toMatch(new RegExp(`^${shop.enterpriseId}/bill-images/.+\\.png$`));
    const file = await call('GET', `/api/v1/files/${bill.billImageKey}`, { token });
    expect(file.status).toBe(200);
    expect(file.bytes.equals(PNG_1X1)).toBe(true);
  });

  it('a file that is not a picture is refused and nothing moves', async () => {
    const po = await newPo(
      { enterpriseId: shop.enterpriseId, adminId: shop.adminId },
      partnerId,
      s1,
      [[p3, 8, '5']],
    );
    const bills = await billCount();
    const res = await call<Answer>('PUT', RECEIVE(po.id), {
      token,
      form: form(
        { lines: JSON.stringify([{ product_id: p3, quantity: 3 }]) },
        { bytes: Buffer.from('not a picture at all'), type: 'image/png' },
      ),
    });
    expect(res.status).toBe(415);
    expect(res.body.Msg).toBe('file.invalidType');
    expect(await billCount()).toBe(bills);
    expect(await received(po.id)).toEqual([0]);
  });
});

describe('receipts racing on the same PO', () => {
  it('6 receipts of 2 when 10 are open: exactly 5 go through, the figures exact', async () => {
    const product = await root.wmsProduct.create({
      data: {
        enterpriseId: shop.enterpriseId,
        name: 'แข่งกันรับ',
        sku: 'RACE-1',
        barcode: `RACE${shop.enterpriseId}`,
      },
    });
    const po = await newPo(
      { enterpriseId: shop.enterpriseId, adminId: shop.adminId },
      partnerId,
      s1,
      [[product.id, 10, '7.5']],
    );
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        receive(po.id, { lines: [{ product_id: product.id, quantity: 2 }] }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses, JSON.stringify(results.map((r) => r.body.Msg))).toEqual([
      200, 200, 200, 200, 200, 422,
    ]);
    // The last one in line finds the PO closed by the fifth.
    expect(results.find((r) => r.status === 422)!.body.Msg).toBe('po.invalidStatus');
    const numbers = results.filter((r) => r.status === 200).map((r) => r.body.Datum.BillNumber);
    expect(new Set(numbers).size).toBe(5);
    expect(await received(po.id)).toEqual([10]);
    expect(await balanceOf(shop.enterpriseId, product.id, s1)).toBe(10);
    expect(await avgCostOf(product.id)).toBe('7.5000');
    expect(await root.inventoryBill.count({ where: { purchaseOrderId: po.id } })).toBe(5);
    expect((await poRow(po.id)).status).toBe(3);
    expect(await ledgerMismatches(shop.enterpriseId)).toEqual([]);
  });

  it('4 receipts of 3 when 10 are open: 3 go through, the fourth is over what is open', async () => {
    const po = await newPo(
      { enterpriseId: shop.enterpriseId, adminId: shop.adminId },
      partnerId,
      s1,
      [[p3, 10, '5']],
    );
    const before = await balanceOf(shop.enterpriseId, p3, s1);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => receive(po.id, { lines: [{ product_id: p3, quantity: 3 }] })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 422]);
    expect(results.find((r) => r.status === 422)!.body.Msg).toBe('po.overReceive');
    expect(await received(po.id)).toEqual([9]);
    expect(await balanceOf(shop.enterpriseId, p3, s1)).toBe(before + 9);
    expect((await poRow(po.id)).status).toBe(2);
    expect(await ledgerMismatches(shop.enterpriseId)).toEqual([]);
  });
});

describe('Idempotency-Key', () => {
  it('a retried receipt answers the same and books one bill', async () => {
    const po = await newPo(
      { enterpriseId: shop.enterpriseId, adminId: shop.adminId },
      partnerId,
      s1,
      [[p2, 6, '4']],
    );
    const key = randomUUID();
    const body = { lines: [{ product_id: p2, quantity: 2 }] };
    const first = await receive(po.id, body, { key });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await receive(po.id, body, { key });
    expect(again.status).toBe(200);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await root.inventoryBill.count({ where: { purchaseOrderId: po.id } })).toBe(1);
    expect(await received(po.id)).toEqual([2]);
    const other = await receive(po.id, { lines: [{ product_id: p2, quantity: 1 }] }, { key });
    expect(other.status).toBe(409);
  });
});

describe('tenancy and access', () => {
  let po: Awaited<ReturnType<typeof newPo>>;

  beforeAll(async () => {
    po = await newPo({ enterpriseId: shop.enterpriseId, adminId: shop.adminId }, partnerId, s1, [
      [p1, 6, '1'],
    ]);
  });

  it("another enterprise's PO is not found, and nothing moves", async () => {
    const other = await newStockShop({ storages: 1, products: 1 });
    const otherToken = await loginAs(other.adminUsername);
    const res = await receive(
      po.id,
      { lines: [{ product_id: p1, quantity: 1 }] },
      {
        token: otherToken,
      },
    );
    expect(res.status).toBe(404);
    expect(res.body.Msg).toBe('po.notFound');
    const close = await receive(po.id, { close: true, reason: 'x' }, { token: otherToken });
    expect(close.status).toBe(404);
    expect(await received(po.id)).toEqual([0]);
  });

  it('po 1 is refused, po 2 receives, closing short needs po 3', async () => {
    const [viewer, clerk, boss] = await Promise.all(
      ([1, 2, 3] as const).map((level) => newUser(shop.enterpriseId, 3, { po: level })),
    );
    const [viewerToken, clerkToken, bossToken] = await Promise.all(
      [viewer!, clerk!, boss!].map((u) => loginAs(u.username)),
    );
    const denied = await receive(
      po.id,
      { lines: [{ product_id: p1, quantity: 1 }] },
      {
        token: viewerToken,
      },
    );
    expect(denied.status).toBe(403);
    expect(denied.body.Msg).toBe('common.accessDenied');

    const ok = await receive(
      po.id,
      { lines: [{ product_id: p1, quantity: 1 }] },
      {
        token: clerkToken,
      },
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.Datum.status).toBe(2);

    const bills = await billCount();
    const clerkClose = await receive(
      po.id,
      { close: true, reason: 'พอแล้ว', lines: [{ product_id: p1, quantity: 1 }] },
      { token: clerkToken },
    );
    expect(clerkClose.status).toBe(403);
    expect(clerkClose.body.Msg).toBe('common.accessDenied');
    expect(await billCount()).toBe(bills);

    const bossClose = await receive(po.id, { close: true, reason: 'พอแล้ว' }, { token: bossToken });
    expect(bossClose.status, JSON.stringify(bossClose.body)).toBe(200);
    expect(bossClose.body.Datum).toMatchObject({ status: 3, close_reason: 'พอแล้ว' });
  });
});

describe('the stock history names the PO', () => {
  it('in the bill list and the bill detail', async () => {
    const po = await newPo(
      { enterpriseId: shop.enterpriseId, adminId: shop.adminId },
      partnerId,
      s1,
      [[p1, 3, '1']],
    );
    const res = await receive(po.id, { lines: [{ product_id: p1, quantity: 3 }] });
    const billNumber = res.body.Datum.BillNumber!;
    const list = await call<{ data: HistoryHead[] }>('POST', '/api/v1/wms/inventory/history', {
      token,
      body: { bill_number: billNumber },
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data).toHaveLength(1);
    const head = list.body.data[0]!;
    expect(head).toMatchObject({
      BillNumber: billNumber,
      purchase_order_id: po.id,
      po_number: po.poNumber,
      NoteKey: 'poReceived',
      NoteParams: { po_number: po.poNumber },
    });
    const detail = await call<{ Datum: HistoryDetail }>(
      'GET',
      `/api/v1/wms/inventory/historydetail/${head.ID}`,
      { token },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.Datum.Head).toMatchObject({
      PurchaseOrderID: po.id,
      PoNumber: po.poNumber,
    });
    // A bill that came from no PO says so.
    const plain = await call<{ data: HistoryHead[] }>('POST', '/api/v1/wms/inventory/history', {
      token,
      body: { bill_number: 'IN-', sort: 'created_at', limit: 1 },
    });
    expect(plain.body.data[0]).toMatchObject({ purchase_order_id: null, po_number: null });
  });
});

describe('what is on order', () => {
  it('waiting to ship and the dashboard show the open PO units next to what is short', async () => {
    const inv = await inventoryShop();
    const main = await addStorage(inv);
    const spare = await addStorage(inv);
    const a = await addProduct(inv, { threshold: 10 });
    const b = await addProduct(inv, { threshold: 10 });
    await addStockIn(inv, main.id, [
      [a.id, 2],
      [b.id, 3],
    ]);
    const sa = await addSellable(inv, a.id);
    const sb = await addSellable(inv, b.id);
    await addOrder(inv, 111, [
      { productId: sa.id, wmsProductId: a.id, quantity: 7 },
      { productId: sb.id, wmsProductId: b.id, quantity: 5 },
    ]);
    const partner = await root.partner.create({
      data: { enterpriseId: inv.id, companyName: 'ผู้ขาย B' },
    });
    const owner = { enterpriseId: inv.id, adminId: inv.adminId };
    // a: 20 approved into main, 8 of 10 still open (partly received) into spare -> 28.
    await newPo(owner, partner.id, main.id, [[a.id, 20, '1']], 1);
    const part = await newPo(owner, partner.id, spare.id, [[a.id, 10, '1']], 2);
    await root.purchaseOrderLine.update({
      where: { id: part.lines[0]!.id },
      data: { receivedQuantity: 2 },
    });
    // Drafts, closed and cancelled POs are not on order.
    for (const status of [0, 3, 4])
      await newPo(
        owner,
        partner.id,
        main.id,
        [
          [a.id, 100, '1'],
          [b.id, 100, '1'],
        ],
        status,
      );

    const wait = await call<{ data: WaitShipmentRow[] }>(
      'GET',
      '/api/v1/orders/product/wait/shipment?limit=100',
      { token: inv.admin },
    );
    expect(wait.status, JSON.stringify(wait.body)).toBe(200);
    const byProduct = new Map(wait.body.data.map((r) => [r.product_id, r]));
    expect(byProduct.get(a.id)).toMatchObject({
      waiting: 7,
      balance: 2,
      shortfall: 5,
      on_order: 28,
    });
    expect(byProduct.get(b.id)).toMatchObject({
      waiting: 5,
      balance: 3,
      shortfall: 2,
      on_order: 0,
    });
    const inMain = await call<{ data: WaitShipmentRow[] }>(
      'GET',
      `/api/v1/orders/product/wait/shipment?limit=100&storage_id=${main.id}`,
      { token: inv.admin },
    );
    expect(inMain.body.data.find((r) => r.product_id === a.id)).toMatchObject({ on_order: 20 });

    const dash = await call<{ Datum: Dashboard }>('GET', '/api/v1/wms/inventory/dashboard', {
      token: inv.admin,
    });
    expect(dash.status, JSON.stringify(dash.body)).toBe(200);
    const low = new Map(dash.body.Datum.low_stock.map((r) => [r.product_id, r]));
    expect(low.get(a.id)).toMatchObject({ balance: 2, threshold: 10, on_order: 28 });
    expect(low.get(b.id)).toMatchObject({ balance: 3, threshold: 10, on_order: 0 });

    // A receipt moves the stock and what is on order together.
    const rt = await receive(
      part.id,
      { lines: [{ product_id: a.id, quantity: 8 }] },
      {
        token: inv.admin,
      },
    );
    expect(rt.status, JSON.stringify(rt.body)).toBe(200);
    const after = await call<{ Datum: Dashboard }>('GET', '/api/v1/wms/inventory/dashboard', {
      token: inv.admin,
    });
    expect(after.body.Datum.low_stock.find((r) => r.product_id === a.id)).toMatchObject({
      on_order: 20,
    });
  });
});
