// Stock history against the real database: the bill heads with every filter and
// the Bangkok day edges, one bill's detail, the storage history with its QuantitySummary
// and what the packing lines packed (v1 and v2). The bills sit at fixed instants of March
// 2025 around Bangkok midnight (UTC+7: 2025-03-09T17:00Z is 00:00 on 10 March), in an
// enterprise of their own; the expected answers are computed from what was inserted.
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  HistoryDetail,
  HistoryHead,
  LinePack,
  LinePackV2,
  StorageHistory,
} from '@/lib/domain/wms/inventory/reads';
import { call } from './helpers/api';
import {
  addBill,
  addOrder,
  addProduct,
  addSellable,
  addStorage,
  inventoryShop,
  move,
  root,
  stockIn,
  takeOut,
  type InventoryShop,
  type LedgerFact,
  type ProductFact,
  type StorageFact,
} from './helpers/inventory-fixtures';

interface ListBody<T> {
  Msg: string;
  data: T[];
  total: number;
  page: number;
  limit: number;
}
interface Envelope<T> {
  Msg: string;
  Datum: T;
}

const history = (token: string, body: Record<string, unknown>) =>
  call<ListBody<HistoryHead>>('POST', '/api/v1/wms/inventory/history', { token, body });

/** The Bangkok day of an instant, spelled out here rather than taken from the app. */
const bkkDay = (at: Date) => new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 10);

let shop: InventoryShop;
let other: InventoryShop;
let main: StorageFact, line: StorageFact, line2: StorageFact;
let a: ProductFact, b: ProductFact;
const bills: Record<string, { id: number; billNumber: string }> = {};
/** The line each packing bill was packed on (its storage's, else its packing's). */
const billLine = new Map<number, string | null>();

beforeAll(async () => {
  [shop, other] = [await inventoryShop(), await inventoryShop()];
  main = await addStorage(shop, { name: 'คลังหลัก H' });
  line = await addStorage(shop, { name: 'ไลน์ A', kind: 2, packingLine: 'LINE-A' });
  line2 = await addStorage(shop, { name: 'ไลน์ B', kind: 2, packingLine: 'LINE-B' });
  a = await addProduct(shop, { name: 'สินค้า A' });
  b = await addProduct(shop, { name: 'สินค้า B' });

  bills.b1 = await stockIn(
    shop,
    main.id,
    [
      [a.id, 10],
      [b.id, 5],
    ],
    {
      at: new Date('2025-03-09T16:59:59.999Z'),
      note: 'ยอดแรก',
      imageKey: 'bill-images/2025/first.jpg',
    },
  );
  bills.b2 = await stockIn(shop, main.id, [[a.id, 20]], { at: new Date('2025-03-09T17:00:00Z') });
  bills.b3 = await addBill(shop, {
    kind: 3,
    fromStorageId: main.id,
    toStorageId: line.id,
    at: new Date('2025-03-10T05:00:00Z'),
    userId: shop.viewerId,
    lines: [
      { productId: a.id, storageId: main.id, amount: -12 },
      { productId: a.id, storageId: line.id, amount: 12 },
      { productId: b.id, storageId: main.id, amount: -3 },
      { productId: b.id, storageId: line.id, amount: 3 },
    ],
  });
  bills.b4 = await takeOut(
    shop,
    5,
    line.id,
    [
      [a.id, 4],
      [b.id, 1],
    ],
    { at: new Date('2025-03-10T06:00:00Z') },
  );
  bills.b5 = await takeOut(shop, 5, line.id, [[a.id, 3]], {
    at: new Date('2025-03-11T16:59:59Z'),
  });
  bills.b6 = await move(shop, main.id, line2.id, [[a.id, 5]], {
    at: new Date('2025-03-11T01:00:00Z'),
  });
  bills.b7 = await takeOut(shop, 5, line2.id, [[a.id, 2]], {
    at: new Date('2025-03-11T17:00:00Z'),
  });
  // Packed at a normal storage on a packing station named by the packing itself.
  const sellable = await addSellable(shop, a.id);
  const order = await addOrder(shop, 112, [
    { productId: sellable.id, wmsProductId: a.id, quantity: 1 },
  ]);
  const packing = await root.packing.create({
    data: {
      enterpriseId: shop.id,
      packingNumber: `PK-${shop.id}-1`,
      orderId: order.id,
      storageId: main.id,
      userId: shop.adminId,
      line: 'LINE-C',
      status: 2,
    },
  });
  bills.b9 = await takeOut(shop, 5, main.id, [[a.id, 1]], {
    at: new Date('2025-03-10T08:00:00Z'),
    orderId: order.id,
    packingId: packing.id,
  });
  bills.b8 = await stockIn(shop, main.id, [[b.id, 7]], { at: new Date('2025-04-20T03:00:00Z') });
  billLine.set(bills.b4.id, 'LINE-A');
  billLine.set(bills.b5.id, 'LINE-A');
  billLine.set(bills.b7.id, 'LINE-B');
  billLine.set(bills.b9.id, 'LINE-C');

  const otherStorage = await addStorage(other);
  const otherProduct = await addProduct(other);
  await stockIn(other, otherStorage.id, [[otherProduct.id, 1]], {
    at: new Date('2025-03-10T05:00:00Z'),
  });
});

const ids = (rows: Array<{ ID: number }>) => rows.map((r) => r.ID);
const billIds = (...names: string[]) => names.map((n) => bills[n]!.id);

describe('bill history', () => {
  it('lists the bill heads newest first with their lines and units', async () => {
    const res = await history(shop.admin, { limit: 100 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ Msg: 'common.success', total: 9, page: 1, limit: 100 });
    expect(ids(res.body.data)).toEqual(
      billIds('b8', 'b7', 'b5', 'b6', 'b9', 'b4', 'b3', 'b2', 'b1'),
    );
    const b3 = res.body.data.find((r) => r.ID === bills.b3!.id)!;
    expect(b3).toEqual({
      ID: bills.b3!.id,
      BillNumber: bills.b3!.billNumber,
      Kind: 3,
      Note: null,
      NoteKey: null,
      NoteParams: null,
      UserName: `ทดสอบ คลัง3`,
      user_id: shop.viewerId,
      CreateAt: '2025-03-10T05:00:00.000Z',
      BillImage: null,
      from_storage_id: main.id,
      from_storage_name: main.name,
      to_storage_id: line.id,
      to_storage_name: line.name,
      order_id: null,
      purchase_order_id: null,
      po_number: null,
      line_count: 2,
      units: 15,
    });
    expect(bills.b3!.billNumber).toBe('MOV-2503-00001');
    const b1 = res.body.data.find((r) => r.ID === bills.b1!.id)!;
    expect(b1).toMatchObject({
      BillNumber: 'IN-2503-00001',
      Kind: 1,
      Note: 'ยอดแรก',
      BillImage: '/api/v1/files/bill-images/2025/first.jpg',
      from_storage_name: null,
      to_storage_name: main.name,
      line_count: 2,
      units: 15,
    });
    expect(res.body.data.find((r) => r.ID === bills.b9!.id)).toMatchObject({
      Kind: 5,
      line_count: 1,
      units: 1,
      order_id: expect.any(Number),
    });
  });

  it('takes Bangkok days: 00:00 on the first to 24:00 on the last', async () => {
    const cases: Array<[Record<string, string>, string[]]> = [
      [{ start_date: '2025-03-10', end_date: '2025-03-10' }, ['b9', 'b4', 'b3', 'b2']],
      [{ end_date: '2025-03-09' }, ['b1']],
      [{ start_date: '2025-03-11', end_date: '2025-03-11' }, ['b5', 'b6']],
      [{ start_date: '2025-03-12' }, ['b8', 'b7']],
      [{ start_date: '2025-03-09', end_date: '2025-03-09' }, ['b1']],
    ];
    for (const [range, want] of cases) {
      const res = await history(shop.admin, range);
      expect(ids(res.body.data), JSON.stringify(range)).toEqual(billIds(...want));
      // And the same from the facts: every bill whose Bangkok day is in the range.
      const facts = [...new Map(shop.ledger.map((f) => [f.billId, f])).values()].filter(
        (f) =>
          (!range.start_date || bkkDay(f.at) >= range.start_date) &&
          (!range.end_date || bkkDay(f.at) <= range.end_date),
      );
      expect(res.body.total).toBe(facts.length);
    }
  });

  it('refuses a range over 31 days, an end before the start and a wrong date', async () => {
    const long = await history(shop.admin, { start_date: '2025-03-01', end_date: '2025-04-01' });
    expect([long.status, long.body.Msg]).toEqual([400, 'order.dateRangeTooLong']);
    const ok31 = await history(shop.admin, { start_date: '2025-03-01', end_date: '2025-03-31' });
    expect(ok31.status).toBe(200);
    const backwards = await history(shop.admin, {
      start_date: '2025-03-10',
      end_date: '2025-03-09',
    });
    expect([backwards.status, backwards.body.Msg]).toEqual([400, 'common.invalidParameter']);
    for (const body of [
      { start_date: '2025-02-30' },
      { start_date: '10-03-2025' },
      { kind: 9 },
      { limit: 101 },
      { sort: 'note' },
      { bill_number: 'x'.repeat(31) },
    ]) {
      const res = await history(shop.admin, body);
      expect([res.status, res.body.Msg], JSON.stringify(body)).toEqual([
        400,
        'common.invalidParameter',
      ]);
    }
  });

  it('filters by kind, storage, product, user and bill number, and pages', async () => {
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ kind: 5 }, ['b7', 'b5', 'b9', 'b4']],
      [{ storage_id: line.id }, ['b5', 'b4', 'b3']],
      [{ product_id: b.id }, ['b8', 'b4', 'b3', 'b1']],
      [{ user_id: shop.viewerId }, ['b3']],
      [{ bill_number: 'mov-2503' }, ['b6', 'b3']],
      [{ bill_number: 'PCK-2503-0000' }, ['b7', 'b5', 'b9', 'b4']],
      [
        { kind: 1, storage_id: main.id, start_date: '2025-03-01', end_date: '2025-03-31' },
        ['b2', 'b1'],
      ],
    ];
    for (const [filter, want] of cases) {
      const res = await history(shop.admin, filter);
      expect(ids(res.body.data), JSON.stringify(filter)).toEqual(billIds(...want));
      expect(res.body.total).toBe(want.length);
    }
    const page = await history(shop.admin, { limit: 2, page: 2 });
    expect(page.body).toMatchObject({ total: 9, page: 2, limit: 2 });
    expect(ids(page.body.data)).toEqual(billIds('b5', 'b6'));
    const sorted = await history(shop.admin, { sort: 'bill_number', kind: 1 });
    expect(sorted.body.data.map((r) => r.BillNumber)).toEqual([
      'IN-2503-00001',
      'IN-2503-00002',
      'IN-2504-00001',
    ]);
  });

  it('keeps to the enterprise and its wms readers', async () => {
    const foreign = await history(other.admin, { limit: 100 });
    expect(foreign.body.total).toBe(1);
    expect(ids(foreign.body.data)).not.toContain(bills.b1!.id);
    const foreignStorage = await history(other.admin, { storage_id: main.id });
    expect(foreignStorage.body.total).toBe(0);
    expect((await history(shop.outsider, {})).status).toBe(403);
    expect((await history(shop.viewer, {})).status).toBe(200);
  });
});

describe('bill detail', () => {
  it('answers the head and the ledger rows in the order written', async () => {
    const res = await call<Envelope<HistoryDetail>>(
      'GET',
      `/api/v1/wms/inventory/historydetail/${bills.b3!.id}`,
      { token: shop.viewer },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum.Head).toEqual({
      ID: bills.b3!.id,
      BillNumber: 'MOV-2503-00001',
      Kind: 3,
      Note: null,
      NoteKey: null,
      NoteParams: null,
      UserName: 'ทดสอบ คลัง3',
      CreateAt: '2025-03-10T05:00:00.000Z',
      BillImage: null,
      FromStorageName: main.name,
      ToStorageName: line.name,
      FromStorageID: main.id,
      ToStorageID: line.id,
      OrderID: null,
      PurchaseOrderID: null,
      PoNumber: null,
    });
    const facts = shop.ledger.filter((f) => f.billId === bills.b3!.id);
    expect(res.body.Datum.Data).toEqual(
      facts.map((f) => {
        const p = shop.products.find((x) => x.id === f.productId)!;
        return {
          product_id: f.productId,
          product_name: p.name,
          sku: p.sku,
          barcode: p.barcode,
          storage_id: f.storageId,
          storage_name: shop.storages.find((s) => s.id === f.storageId)!.name,
          amount: f.amount,
          balance_after: f.balanceAfter,
          unit_cost: '0.0000',
        };
      }),
    );
    // main had A 30 before: 30 - 12 = 18 after the move.
    expect(res.body.Datum.Data[0]).toMatchObject({ amount: -12, balance_after: 18 });
    const img = await call<Envelope<HistoryDetail>>(
      'GET',
      `/api/v1/wms/inventory/historydetail/${bills.b1!.id}`,
      { token: shop.admin },
    );
    expect(img.body.Datum.Head.BillImage).toBe('/api/v1/files/bill-images/2025/first.jpg');
  });

  it('answers 404 for an unknown bill or another enterprise’s', async () => {
    for (const [token, id] of [
      [other.admin, bills.b3!.id],
      [shop.admin, 2_000_000_000],
    ] as const) {
      const res = await call('GET', `/api/v1/wms/inventory/historydetail/${id}`, { token });
      expect([res.status, res.body.Msg]).toEqual([404, 'common.notFound']);
    }
    expect(
      (await call('GET', '/api/v1/wms/inventory/historydetail/0', { token: shop.admin })).status,
    ).toBe(400);
    expect(
      (
        await call('GET', `/api/v1/wms/inventory/historydetail/${bills.b3!.id}`, {
          token: shop.outsider,
        })
      ).status,
    ).toBe(403);
  });
});

/** Rows in, out, packed and net of a set of ledger facts. */
function sums(facts: LedgerFact[]) {
  const amount_in = facts.filter((f) => f.amount > 0).reduce((n, f) => n + f.amount, 0);
  const amount_out = -facts.filter((f) => f.amount < 0).reduce((n, f) => n + f.amount, 0);
  const amount_packing = -facts.filter((f) => f.kind === 5).reduce((n, f) => n + f.amount, 0);
  return { amount_in, amount_out, amount_packing, net: amount_in - amount_out };
}

describe('storage history', () => {
  const url = (q: string) => `/api/v1/wms/inventory/history/storage?${q}`;

  it('lists the ledger rows of a storage with its QuantitySummary', async () => {
    const res = await call<Envelope<StorageHistory>>(
      'GET',
      url(`storage_id=${line.id}&start_date=2025-03-09&end_date=2025-03-12&limit=100`),
      { token: shop.viewer },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.Datum;
    const facts = shop.ledger.filter((f) => f.storageId === line.id);
    expect(d.total).toBe(facts.length);
    expect(d.period).toEqual({ start_date: '2025-03-09', end_date: '2025-03-12' });
    // Newest first; rows of one instant in reverse order of writing (ledger id).
    const newestFirst = facts
      .map((f, i) => ({ f, i }))
      .sort((x, y) => y.f.at.getTime() - x.f.at.getTime() || y.i - x.i)
      .map((x) => x.f);
    expect(d.histories.map((h) => [h.BillNumber, h.product_id, h.amount, h.balance_after])).toEqual(
      newestFirst.map((f) => [f.billNumber, f.productId, f.amount, f.balanceAfter]),
    );
    expect(d.histories[0]).toMatchObject({
      Kind: 5,
      storage_id: line.id,
      storage_name: line.name,
      product_name: a.name,
      sku: a.sku,
      unit_cost: '0.0000',
      UserName: 'ทดสอบ คลัง1',
      user_id: shop.adminId,
      CreateAt: '2025-03-11T16:59:59.000Z',
    });

    const q = d.QuantitySummary;
    expect(q.detail_by_product).toEqual(
      [a, b].map((p) => ({
        product_id: p.id,
        product_name: p.name,
        sku: p.sku,
        ...sums(facts.filter((f) => f.productId === p.id)),
      })),
    );
    expect(q.detail_by_storage).toEqual([
      { storage_id: line.id, storage_name: line.name, line: 'LINE-A', ...sums(facts) },
    ]);
    const days = [...new Set(facts.map((f) => bkkDay(f.at)))].sort();
    // Nested as the spec shapes it: each day with the products moved that day.
    expect(q.detail_by_date_by_product).toEqual(
      days.map((day) => ({
        date: day,
        detail_by_product: [a, b]
          .filter((p) => facts.some((f) => f.productId === p.id && bkkDay(f.at) === day))
          .map((p) => ({
            product_id: p.id,
            product_name: p.name,
            sku: p.sku,
            ...sums(facts.filter((f) => f.productId === p.id && bkkDay(f.at) === day)),
          })),
      })),
    );
    // Spelled out: the line received A 12 and packed 4 + 3 of it.
    expect(q.detail_by_product[0]).toMatchObject({
      amount_in: 12,
      amount_out: 7,
      amount_packing: 7,
      net: 5,
    });
  });

  it('pages the rows but sums the whole period; every storage without storage_id', async () => {
    const page = await call<Envelope<StorageHistory>>(
      'GET',
      url(`storage_id=${line.id}&start_date=2025-03-09&end_date=2025-03-12&limit=2&page=2`),
      { token: shop.admin },
    );
    expect(page.body.Datum).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(page.body.Datum.histories).toHaveLength(2);
    expect(page.body.Datum.QuantitySummary.detail_by_product[0]!.amount_in).toBe(12);

    const all = await call<Envelope<StorageHistory>>(
      'GET',
      url('start_date=2025-03-10&end_date=2025-03-10&limit=100'),
      { token: shop.admin },
    );
    const facts = shop.ledger.filter((f) => bkkDay(f.at) === '2025-03-10');
    expect(all.body.Datum.total).toBe(facts.length);
    expect(
      all.body.Datum.QuantitySummary.detail_by_storage.map((s) => s.storage_id).sort(),
    ).toEqual([...new Set(facts.map((f) => f.storageId))].sort());
    // Without dates: the last 31 days up to today, which hold none of these 2025 rows.
    const recent = await call<Envelope<StorageHistory>>('GET', url(`storage_id=${line.id}`), {
      token: shop.admin,
    });
    expect(recent.body.Datum.total).toBe(0);
    expect(recent.body.Datum.period.end_date).toBe(bkkDay(new Date()));
    // Only a start: 31 days from it.
    const fromStart = await call<Envelope<StorageHistory>>(
      'GET',
      url(`storage_id=${main.id}&start_date=2025-03-21`),
      { token: shop.admin },
    );
    expect(fromStart.body.Datum.period).toEqual({
      start_date: '2025-03-21',
      end_date: '2025-04-20',
    });
    expect(fromStart.body.Datum.histories.map((h) => h.bill_id)).toEqual([bills.b8!.id]);
  });

  it('refuses another enterprise’s storage, long ranges and readers without wms', async () => {
    const foreign = await call('GET', url(`storage_id=${line.id}`), { token: other.admin });
    expect([foreign.status, foreign.body.Msg]).toEqual([404, 'common.notFound']);
    const long = await call('GET', url('start_date=2025-01-01&end_date=2025-03-01'), {
      token: shop.admin,
    });
    expect([long.status, long.body.Msg]).toEqual([400, 'order.dateRangeTooLong']);
    const far = await call('GET', url('start_date=9999-12-31'), { token: shop.admin });
    expect(far.status).toBe(400);
    expect((await call('GET', url(''), { token: shop.outsider })).status).toBe(403);
  });
});

describe('packing lines', () => {
  const packed = () => shop.ledger.filter((f) => f.kind === 5);
  const range = 'start_date=2025-03-09&end_date=2025-03-12';

  function expectedSummary(facts: LedgerFact[]) {
    const total = (fs: LedgerFact[]) => -fs.reduce((n, f) => n + f.amount, 0);
    const days = [...new Set(facts.map((f) => bkkDay(f.at)))].sort();
    return {
      detail_by_product: [a, b]
        .map((p) => ({
          product_id: p.id,
          product_name: p.name,
          sku: p.sku,
          amount_packing: total(facts.filter((f) => f.productId === p.id)),
        }))
        .filter((r) => r.amount_packing > 0)
        .sort((x, y) => y.amount_packing - x.amount_packing),
      detail_by_storage: [...new Set(facts.map((f) => `${f.storageId}|${billLine.get(f.billId)}`))]
        .map((key) => {
          const [sid, lineName] = key.split('|') as [string, string];
          const storage = shop.storages.find((s) => s.id === Number(sid))!;
          return {
            storage_id: storage.id,
            storage_name: storage.name,
            line: lineName,
            amount_packing: total(
              facts.filter(
                (f) => f.storageId === storage.id && billLine.get(f.billId) === lineName,
              ),
            ),
          };
        })
        .sort((x, y) => (x.line < y.line ? -1 : 1)),
      detail_by_date_by_product: days.flatMap((day) =>
        [a, b]
          .map((p) => ({
            date: day,
            product_id: p.id,
            product_name: p.name,
            sku: p.sku,
            amount_packing: total(
              facts.filter((f) => f.productId === p.id && bkkDay(f.at) === day),
            ),
          }))
          .filter((r) => r.amount_packing > 0)
          .sort((x, y) => y.amount_packing - x.amount_packing),
      ),
    };
  }

  it('sums what each line packed per product, per storage and line, per day', async () => {
    const res = await call<Envelope<LinePack>>(
      'GET',
      `/api/v1/wms/inventory/history/linepack?${range}`,
      { token: shop.viewer },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { period, ...summary } = res.body.Datum;
    expect(period).toEqual({ start_date: '2025-03-09', end_date: '2025-03-12' });
    expect(summary).toEqual(expectedSummary(packed()));
    // Spelled out: A packed 4 + 3 on LINE-A, 2 on LINE-B, 1 at the main storage (LINE-C).
    expect(summary.detail_by_product.map((r) => [r.product_id, r.amount_packing])).toEqual([
      [a.id, 10],
      [b.id, 1],
    ]);
    expect(summary.detail_by_storage.map((r) => [r.line, r.amount_packing])).toEqual([
      ['LINE-A', 8],
      ['LINE-B', 2],
      ['LINE-C', 1],
    ]);
    // The packing at 00:00 on 12 March (Bangkok) is on the 12th, the one at 23:59:59 on the 11th.
    expect(
      summary.detail_by_date_by_product
        .filter((r) => r.product_id === a.id)
        .map((r) => [r.date, r.amount_packing]),
    ).toEqual([
      ['2025-03-10', 5],
      ['2025-03-11', 3],
      ['2025-03-12', 2],
    ]);
  });

  it('filters one line, one storage, and narrows by days', async () => {
    const one = await call<Envelope<LinePack>>(
      'GET',
      `/api/v1/wms/inventory/history/linepack?${range}&line=LINE-A`,
      { token: shop.admin },
    );
    const { period: _p, ...summary } = one.body.Datum;
    expect(summary).toEqual(
      expectedSummary(packed().filter((f) => billLine.get(f.billId) === 'LINE-A')),
    );
    const day = await call<Envelope<LinePack>>(
      'GET',
      `/api/v1/wms/inventory/history/linepack?start_date=2025-03-12&end_date=2025-03-12`,
      { token: shop.admin },
    );
    expect(day.body.Datum.detail_by_storage).toEqual([
      { storage_id: line2.id, storage_name: line2.name, line: 'LINE-B', amount_packing: 2 },
    ]);
    const byStorage = await call<Envelope<LinePack>>(
      'GET',
      `/api/v1/wms/inventory/history/linepack?${range}&storage_id=${main.id}`,
      { token: shop.admin },
    );
    expect(byStorage.body.Datum.detail_by_product).toEqual([
      { product_id: a.id, product_name: a.name, sku: a.sku, amount_packing: 1 },
    ]);
  });

  it('v2 adds the totals per line and per day and line', async () => {
    const res = await call<Envelope<LinePackV2>>(
      'GET',
      `/api/v2/wms/inventory/history/linepack?${range}`,
      { token: shop.admin },
    );
    expect(res.status).toBe(200);
    const facts = packed();
    const lines = ['LINE-A', 'LINE-B', 'LINE-C'];
    expect(res.body.Datum.detail_by_line).toEqual(
      lines.map((l) => {
        const fs = facts.filter((f) => billLine.get(f.billId) === l);
        return {
          line: l,
          amount_packing: -fs.reduce((n, f) => n + f.amount, 0),
          bills: new Set(fs.map((f) => f.billId)).size,
        };
      }),
    );
    expect(res.body.Datum.detail_by_date_by_line).toEqual([
      { date: '2025-03-10', line: 'LINE-A', amount_packing: 5 },
      { date: '2025-03-10', line: 'LINE-C', amount_packing: 1 },
      { date: '2025-03-11', line: 'LINE-A', amount_packing: 3 },
      { date: '2025-03-12', line: 'LINE-B', amount_packing: 2 },
    ]);
    const { detail_by_line: _l, detail_by_date_by_line: _d, period: _p, ...v1 } = res.body.Datum;
    expect(v1).toEqual(expectedSummary(facts));
  });

  it('shows another enterprise nothing of these lines and refuses bad input', async () => {
    const foreign = await call<Envelope<LinePack>>(
      'GET',
      `/api/v1/wms/inventory/history/linepack?${range}`,
      { token: other.admin },
    );
    expect(foreign.body.Datum).toMatchObject({
      detail_by_product: [],
      detail_by_storage: [],
      detail_by_date_by_product: [],
    });
    const long = await call(
      'GET',
      '/api/v2/wms/inventory/history/linepack?start_date=2025-01-01&end_date=2025-03-01',
      {
        token: shop.admin,
      },
    );
    expect([long.status, long.body.Msg]).toEqual([400, 'order.dateRangeTooLong']);
    expect(
      (await call('GET', '/api/v1/wms/inventory/history/linepack', { token: shop.outsider }))
        .status,
    ).toBe(403);
  });
});
