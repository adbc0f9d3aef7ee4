// The stock reads against the real database: balances (list, filters, paging,
// sort, value and low stock), deleting an empty balance, the per-product summaries v1 and
// v2, and the waiting-to-ship list with a promotion bundle expanded. Each part has an
// enterprise of its own (tests/helpers/inventory-fixtures.ts), so the expected figures
// are computed from exactly what the test inserted.
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  BalanceRow,
  SummaryRow,
  SummaryRowV2,
  WaitShipmentRow,
} from '@/lib/domain/wms/inventory/reads';
import { call } from './helpers/api';
import {
  addOrder,
  addPickupProfile,
  addProduct,
  addSellable,
  addStorage,
  inventoryShop,
  ledgerBalance,
  move,
  root,
  stockIn,
  takeOut,
  valueText,
  type InventoryShop,
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

const list = <T>(token: string, url: string) => call<ListBody<T>>('GET', url, { token });

// ---------------------------------------------------------------------------------------
// Balances and summaries
// ---------------------------------------------------------------------------------------

describe('balances and summaries', () => {
  let shop: InventoryShop;
  let other: InventoryShop;
  let main: StorageFact, spare: StorageFact, line: StorageFact;
  let a: ProductFact, b: ProductFact, c: ProductFact, e: ProductFact;
  let otherBalanceId: number;
  /** Own thresholds set on balance rows, by "product:storage". */
  const ownThreshold = new Map<string, number>();

  beforeAll(async () => {
    [shop, other] = [await inventoryShop(), await inventoryShop()];
    main = await addStorage(shop, { name: 'คลัง A หลัก' });
    spare = await addStorage(shop, { name: 'คลัง B สำรอง' });
    line = await addStorage(shop, { name: 'คลัง C ไลน์แพ็ก', kind: 2, packingLine: 'LINE-A' });
    a = await addProduct(shop, { name: 'เซรั่ม ทดสอบ', threshold: 10, avgCost: '12.5000' });
    b = await addProduct(shop, { name: 'ครีม ทดสอบ', threshold: 5, avgCost: '3.3333' });
    c = await addProduct(shop, { name: 'สบู่ ทดสอบ', threshold: 0, avgCost: '100.0000' });
    e = await addProduct(shop, { name: 'มาสก์ ไม่มีของ', threshold: 20, avgCost: '1.0000' });
    await stockIn(shop, main.id, [
      [a.id, 30],
      [b.id, 4],
      [c.id, 2],
    ]);
    await stockIn(shop, spare.id, [
      [a.id, 5],
      [b.id, 10],
    ]);
    await move(shop, main.id, line.id, [[a.id, 8]]);
    await takeOut(shop, 2, main.id, [[c.id, 2]]);
    await root.inventoryBalance.updateMany({
      where: { wmsProductId: b.id, storageId: spare.id },
      data: { threshold: 12 },
    });
    ownThreshold.set(`${b.id}:${spare.id}`, 12);

    const otherStorage = await addStorage(other);
    const otherProduct = await addProduct(other, { avgCost: '5.0000' });
    await stockIn(other, otherStorage.id, [[otherProduct.id, 3]]);
    otherBalanceId = (
      await root.inventoryBalance.findFirstOrThrow({ where: { enterpriseId: other.id } })
    ).id;
  });

  /** What each balance row should say, from the fixture's facts and the low-stock rule. */
  function expectedRows() {
    const keys = new Set(shop.ledger.map((f) => `${f.productId}:${f.storageId}`));
    return [...keys].map((key) => {
      const [productId, storageId] = key.split(':').map(Number) as [number, number];
      const product = shop.products.find((p) => p.id === productId)!;
      const storage = shop.storages.find((s) => s.id === storageId)!;
      const balance = ledgerBalance(shop, productId, storageId);
      const threshold = ownThreshold.get(key) ?? (storage.kind === 1 ? product.threshold : 0);
      return {
        ProductName: product.name,
        StorageName: storage.name,
        product_id: productId,
        storage_id: storageId,
        storage_kind: storage.kind,
        sku: product.sku,
        barcode: product.barcode,
        balance,
        cost: product.avgCost,
        threshold,
        low: balance < threshold,
        value: valueText(balance, product.avgCost),
      };
    });
  }

  it('lists every balance with its value at the average cost and its low-stock flag', async () => {
    const res = await list<BalanceRow>(shop.admin, '/api/v1/wms/inventory?limit=100');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ Msg: 'common.success', page: 1, limit: 100 });
    const expected = expectedRows();
    expect(res.body.total).toBe(expected.length);
    expect(res.body.data).toHaveLength(expected.length);
    for (const want of expected) {
      const got = res.body.data.find(
        (r) => r.product_id === want.product_id && r.storage_id === want.storage_id,
      );
      expect(got, `${want.ProductName} @ ${want.StorageName}`).toMatchObject(want);
      expect(typeof got!.ID).toBe('number');
      expect(Number.isNaN(Date.parse(got!.updated_at))).toBe(false);
    }
    // Sorted by product name by default.
    const names = res.body.data.map((r) => r.ProductName);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    // The spare storage's own threshold (12) wins over the product's (5); the packing line
    // is not held to the product's threshold; a zero threshold is never low.
    const low = expected.filter((r) => r.low).map((r) => `${r.product_id}:${r.storage_id}`);
    expect(low.sort()).toEqual(
      [`${a.id}:${spare.id}`, `${b.id}:${main.id}`, `${b.id}:${spare.id}`].sort(),
    );
  });

  it('filters by storage, product, text and low stock, and pages and sorts', async () => {
    const byStorage = await list<BalanceRow>(
      shop.admin,
      `/api/v1/wms/inventory?storage_id=${spare.id}`,
    );
    expect(byStorage.body.data.map((r) => r.storage_id)).toEqual([spare.id, spare.id]);
    const byProduct = await list<BalanceRow>(
      shop.admin,
      `/api/v1/wms/inventory?product_id=${a.id}&sort=-balance`,
    );
    expect(byProduct.body.data.map((r) => r.balance)).toEqual([22, 8, 5]);
    for (const q of ['เซรั่ม', a.sku.toLowerCase(), a.barcode]) {
      const res = await list<BalanceRow>(
        shop.admin,
        `/api/v1/wms/inventory?q=${encodeURIComponent(q)}`,
      );
      expect(res.body.total, q).toBe(3);
      expect(new Set(res.body.data.map((r) => r.product_id))).toEqual(new Set([a.id]));
    }
    const low = await list<BalanceRow>(shop.admin, '/api/v1/wms/inventory?low=1');
    expect(low.body.total).toBe(expectedRows().filter((r) => r.low).length);
    expect(low.body.data.every((r) => r.low)).toBe(true);

    const all = expectedRows();
    const page2 = await list<BalanceRow>(shop.admin, '/api/v1/wms/inventory?limit=2&page=2');
    expect(page2.body).toMatchObject({ total: all.length, page: 2, limit: 2 });
    expect(page2.body.data).toHaveLength(2);
    const page1 = await list<BalanceRow>(shop.admin, '/api/v1/wms/inventory?limit=2&page=1');
    expect(page1.body.data.map((r) => r.ID)).not.toEqual(page2.body.data.map((r) => r.ID));

    const byValue = await list<BalanceRow>(shop.admin, '/api/v1/wms/inventory?sort=-value');
    const values = byValue.body.data.map((r) => Number(r.value));
    expect(values).toEqual([...values].sort((x, y) => y - x));
    expect(byValue.body.data[0]).toMatchObject({ product_id: a.id, storage_id: main.id });
  });

  it('refuses bad query values with 400', async () => {
    for (const q of ['limit=1000', 'page=0', 'sort=password', 'storage_id=abc', 'low=maybe']) {
      const res = await call('GET', `/api/v1/wms/inventory?${q}`, { token: shop.admin });
      expect([res.status, res.body.Msg], q).toEqual([400, 'common.invalidParameter']);
    }
  });

  it('keeps each enterprise to its own balances and needs wms access', async () => {
    const mine = await list<BalanceRow>(other.admin, '/api/v1/wms/inventory?limit=100');
    expect(mine.body.total).toBe(1);
    expect(mine.body.data[0]!.ID).toBe(otherBalanceId);
    const foreign = await list<BalanceRow>(
      other.admin,
      `/api/v1/wms/inventory?storage_id=${main.id}`,
    );
    expect(foreign.body).toMatchObject({ total: 0, data: [] });
    expect((await call('GET', '/api/v1/wms/inventory', { token: shop.outsider })).status).toBe(403);
    expect((await call('GET', '/api/v1/wms/inventory')).status).toBe(401);
    const viewer = await list<BalanceRow>(shop.viewer, '/api/v1/wms/inventory');
    expect(viewer.status).toBe(200);
  });

  it('deletes only an empty balance row and keeps its ledger rows', async () => {
    const rows = await root.inventoryBalance.findMany({
      where: { enterpriseId: shop.id },
      select: { id: true, balance: true, wmsProductId: true, storageId: true },
    });
    const full = rows.find((r) => r.balance > 0)!;
    const empty = rows.find((r) => r.balance === 0)!;
    expect(empty).toMatchObject({ wmsProductId: c.id, storageId: main.id });

    const refused = await call('DELETE', `/api/v1/wms/inventory/${full.id}`, { token: shop.admin });
    expect([refused.status, refused.body.Msg]).toEqual([422, 'inventory.balanceNotZero']);
    expect(await root.inventoryBalance.count({ where: { id: full.id } })).toBe(1);

    expect(
      (await call('DELETE', `/api/v1/wms/inventory/${empty.id}`, { token: shop.viewer })).status,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/v1/wms/inventory/${otherBalanceId}`, { token: shop.admin }))
        .status,
    ).toBe(404);
    expect(await root.inventoryBalance.count({ where: { id: otherBalanceId } })).toBe(1);

    const ledgerBefore = await root.inventoryLedger.count({
      where: { wmsProductId: c.id, storageId: main.id },
    });
    expect(ledgerBefore).toBe(2);
    const ok = await call<{ Datum: { id: number } }>(
      'DELETE',
      `/api/v1/wms/inventory/${empty.id}`,
      { token: shop.admin },
    );
    expect([ok.status, ok.body.Msg, ok.body.Datum]).toEqual([
      200,
      'common.deleteSuccess',
      { id: empty.id },
    ]);
    expect(await root.inventoryBalance.count({ where: { id: empty.id } })).toBe(0);
    expect(
      await root.inventoryLedger.count({ where: { wmsProductId: c.id, storageId: main.id } }),
    ).toBe(ledgerBefore);
    const audit = await root.auditLog.findFirst({
      where: { action: 'inventory.balanceDelete', entityId: String(empty.id) },
    });
    expect(audit?.actorId).toBe(shop.adminId);

    for (const id of [empty.id, 2_000_000_000]) {
      const again = await call('DELETE', `/api/v1/wms/inventory/${id}`, { token: shop.admin });
      expect([again.status, again.body.Msg]).toEqual([404, 'inventory.itemNotFound']);
    }
    const bad = await call('DELETE', '/api/v1/wms/inventory/abc', { token: shop.admin });
    expect(bad.status).toBe(400);
  });

  it('summarises per product over every storage (v1), and per storage (v2)', async () => {
    const v1 = await list<SummaryRow>(shop.admin, '/api/v1/wms/inventory/summary?limit=100');
    expect(v1.status, JSON.stringify(v1.body)).toBe(200);
    // Every live product, also the one that never had stock.
    expect(v1.body.total).toBe(shop.products.length);
    for (const p of shop.products) {
      const storagesHolding = shop.storages.filter((s) => ledgerBalance(shop, p.id, s.id) > 0);
      const balance = shop.storages.reduce((n, s) => n + ledgerBalance(shop, p.id, s.id), 0);
      expect(
        v1.body.data.find((r) => r.product_id === p.id),
        p.name,
      ).toEqual({
        product_id: p.id,
        ProductName: p.name,
        sku: p.sku,
        barcode: p.barcode,
        unit_name: null,
        balance,
        cost: p.avgCost,
        value: valueText(balance, p.avgCost),
        threshold: p.threshold,
        low: balance < p.threshold,
        storages: storagesHolding.length,
      });
    }
    const low = await list<SummaryRow>(shop.admin, '/api/v1/wms/inventory/summary?low=1');
    expect(low.body.data.map((r) => r.product_id)).toEqual([e.id]);

    const inSpare = await list<SummaryRow>(
      shop.admin,
      `/api/v1/wms/inventory/summary?storage_id=${spare.id}&sort=-balance`,
    );
    expect(inSpare.body.data.map((r) => [r.product_id, r.balance, r.low])).toEqual([
      [b.id, 10, false],
      [a.id, 5, true],
    ]);
    const search = await list<SummaryRow>(shop.admin, '/api/v1/wms/inventory/summary?q=ครีม');
    expect(search.body.data.map((r) => r.product_id)).toEqual([b.id]);

    const v2 = await list<SummaryRowV2>(
      shop.admin,
      `/api/v2/wms/inventory/summary?q=${encodeURIComponent(a.sku)}`,
    );
    expect(v2.body.total).toBe(1);
    const row = v2.body.data[0]!;
    expect(row.balance).toBe(35);
    expect(
      row.storage_breakdown.map((s) => [s.StorageName, s.balance, s.threshold, s.low, s.value]),
    ).toEqual([
      [main.name, 22, 10, false, valueText(22, a.avgCost)],
      [spare.name, 5, 10, true, valueText(5, a.avgCost)],
      [line.name, 8, 0, false, valueText(8, a.avgCost)],
    ]);
    const v2page = await list<SummaryRowV2>(
      shop.admin,
      '/api/v2/wms/inventory/summary?limit=1&page=2&sort=product_name',
    );
    expect(v2page.body).toMatchObject({ total: shop.products.length, page: 2, limit: 1 });
    expect(v2page.body.data).toHaveLength(1);

    const foreign = await list<SummaryRow>(other.admin, '/api/v1/wms/inventory/summary');
    expect(foreign.body.data.map((r) => r.product_id)).not.toContain(a.id);
    expect(
      (await call('GET', '/api/v2/wms/inventory/summary', { token: shop.outsider })).status,
    ).toBe(403);
  });
});

// ---------------------------------------------------------------------------------------
// Waiting to ship
// ---------------------------------------------------------------------------------------

describe('waiting to ship', () => {
  let shop: InventoryShop;
  let main: StorageFact, spare: StorageFact, line: StorageFact, closed: StorageFact;
  let a: ProductFact, b: ProductFact, c: ProductFact;
  interface OrderModel {
    id: number;
    storageId: number | null;
    /** Units wanted per warehouse product (bundle already expanded). */
    wanted: Map<number, number>;
  }
  const orders: OrderModel[] = [];

  beforeAll(async () => {
    shop = await inventoryShop();
    main = await addStorage(shop);
    spare = await addStorage(shop);
    line = await addStorage(shop, { kind: 2, packingLine: 'LINE-W' });
    closed = await addStorage(shop, { active: false });
    a = await addProduct(shop, { name: 'A สินค้า' });
    b = await addProduct(shop, { name: 'B สินค้า' });
    c = await addProduct(shop, { name: 'C สินค้า' });
    await stockIn(shop, main.id, [
      [a.id, 10],
      [b.id, 30],
      [c.id, 1],
    ]);
    await stockIn(shop, spare.id, [[c.id, 2]]);
    // Stock on a packing line or in an archived storage is not counted as available.
    await stockIn(shop, line.id, [[a.id, 50]]);
    await stockIn(shop, closed.id, [[a.id, 40]]);

    const sellA = await addSellable(shop, a.id);
    const sellB = await addSellable(shop, b.id);
    const promo = await addSellable(shop, null);
    await addPickupProfile(shop, promo.id, [
      [a.id, 2],
      [c.id, 1],
    ]);
    // A retired bundle of the same product must not count.
    const retired = await addPickupProfile(shop, promo.id, [[b.id, 7]]).catch(() => null);
    expect(retired).toBeNull(); // the live-product index refuses a second live bundle
    const old = await addPickupProfile(shop, null, [[b.id, 7]]);
    await root.pickupProfile.update({
      where: { id: old.id },
      data: { active: false, productId: promo.id },
    });

    const o1 = await addOrder(shop, 111, [
      { productId: sellA.id, wmsProductId: a.id, quantity: 10 },
      { productId: promo.id, wmsProductId: null, quantity: 3 },
    ]);
    orders.push({
      id: o1.id,
      storageId: null,
      wanted: new Map([
        [a.id, 10 + 3 * 2],
        [c.id, 3],
      ]),
    });
    // Packed in full (112 after its packing): waits for nothing.
    const o2 = await addOrder(shop, 112, [
      { productId: sellB.id, wmsProductId: b.id, quantity: 5 },
    ]);
    await takeOut(shop, 5, main.id, [[b.id, 5]], { orderId: o2.id });
    orders.push({ id: o2.id, storageId: null, wanted: new Map([[b.id, 5]]) });
    // Bound to the spare storage.
    const o3 = await addOrder(
      shop,
      111,
      [{ productId: sellB.id, wmsProductId: b.id, quantity: 20 }],
      {
        storageId: spare.id,
      },
    );
    orders.push({ id: o3.id, storageId: spare.id, wanted: new Map([[b.id, 20]]) });
    // Unpaid and cancelled orders do not wait for shipment.
    await addOrder(shop, 100, [{ productId: sellA.id, wmsProductId: a.id, quantity: 50 }]);
    await addOrder(shop, 140, [{ productId: sellA.id, wmsProductId: a.id, quantity: 50 }]);
    // At 112 set by hand, nothing taken out yet: still waits.
    const o5 = await addOrder(shop, 112, [
      { productId: promo.id, wmsProductId: null, quantity: 1 },
    ]);
    orders.push({
      id: o5.id,
      storageId: null,
      wanted: new Map([
        [a.id, 2],
        [c.id, 1],
      ]),
    });
    // Partly taken out already.
    const o6 = await addOrder(shop, 111, [
      { productId: sellA.id, wmsProductId: a.id, quantity: 4 },
    ]);
    await takeOut(shop, 5, main.id, [[a.id, 1]], { orderId: o6.id });
    orders.push({ id: o6.id, storageId: null, wanted: new Map([[a.id, 4]]) });
  });

  /** The list the rules give, computed from the model and the ledger facts. */
  function expected(storageId?: number) {
    const waiting = new Map<number, { units: number; orders: number }>();
    for (const o of orders) {
      if (storageId && o.storageId !== null && o.storageId !== storageId) continue;
      for (const [productId, units] of o.wanted) {
        const taken = -shop.ledger
          .filter((f) => f.productId === productId && orderBills.get(f.billId) === o.id)
          .reduce((n, f) => n + f.amount, 0);
        const left = Math.max(0, units - taken);
        if (left === 0) continue;
        const w = waiting.get(productId) ?? { units: 0, orders: 0 };
        waiting.set(productId, { units: w.units + left, orders: w.orders + 1 });
      }
    }
    const counted = storageId
      ? shop.storages.filter((s) => s.id === storageId)
      : shop.storages.filter((s) => s.kind === 1 && s.id !== closed.id);
    return [...waiting.entries()]
      .map(([productId, w]) => {
        const balance = counted.reduce((n, s) => n + ledgerBalance(shop, productId, s.id), 0);
        return {
          product_id: productId,
          waiting: w.units,
          orders: w.orders,
          balance,
          shortfall: Math.max(0, w.units - balance),
        };
      })
      .sort(
        (x, y) =>
          Number(y.shortfall > 0) - Number(x.shortfall > 0) ||
          y.waiting - x.waiting ||
          x.product_id - y.product_id,
      );
  }
  const orderBills = new Map<number, number>();

  beforeAll(async () => {
    const bills = await root.inventoryBill.findMany({
      where: { enterpriseId: shop.id, orderId: { not: null } },
      select: { id: true, orderId: true },
    });
    for (const bill of bills) orderBills.set(bill.id, bill.orderId!);
  });

  it('lists per product the units awaiting shipment against the balance, shortfalls first', async () => {
    const res = await list<WaitShipmentRow>(shop.viewer, '/api/v1/orders/product/wait/shipment');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const want = expected();
    expect(res.body.total).toBe(want.length);
    expect(
      res.body.data.map(({ product_id, waiting, orders: n, balance, shortfall }) => ({
        product_id,
        waiting,
        orders: n,
        balance,
        shortfall,
      })),
    ).toEqual(want);
    // The figures the rules give here, spelled out: A waits 10 + 3x2 (bundle) + 2 (bundle
    // at 112 by hand) + 3 (4 less the 1 taken) = 21 against 9 in normal storages.
    expect(want.map((r) => [r.product_id, r.waiting, r.balance, r.shortfall])).toEqual([
      [a.id, 21, 9, 12],
      [c.id, 4, 3, 1],
      [b.id, 20, 25, 0],
    ]);
    expect(res.body.data[0]).toMatchObject({ ProductName: a.name, sku: a.sku, barcode: a.barcode });
  });

  it('counts one storage, leaving out orders bound to another', async () => {
    const res = await list<WaitShipmentRow>(
      shop.admin,
      `/api/v1/orders/product/wait/shipment?storage_id=${main.id}`,
    );
    const want = expected(main.id);
    expect(want.map((r) => r.product_id)).not.toContain(b.id);
    expect(res.body.data.map((r) => [r.product_id, r.waiting, r.balance, r.shortfall])).toEqual(
      want.map((r) => [r.product_id, r.waiting, r.balance, r.shortfall]),
    );
  });

  it('pages, searches, and keeps to the enterprise and wms readers', async () => {
    const page2 = await list<WaitShipmentRow>(
      shop.admin,
      '/api/v1/orders/product/wait/shipment?limit=1&page=2',
    );
    expect(page2.body).toMatchObject({ total: 3, page: 2, limit: 1 });
    expect(page2.body.data.map((r) => r.product_id)).toEqual([c.id]);
    const search = await list<WaitShipmentRow>(
      shop.admin,
      `/api/v1/orders/product/wait/shipment?q=${encodeURIComponent(b.sku)}`,
    );
    expect(search.body.data.map((r) => r.product_id)).toEqual([b.id]);

    const other = await inventoryShop();
    const foreign = await list<WaitShipmentRow>(
      other.admin,
      '/api/v1/orders/product/wait/shipment',
    );
    expect(foreign.body).toMatchObject({ total: 0, data: [] });
    const foreignStorage = await call(
      'GET',
      `/api/v1/orders/product/wait/shipment?storage_id=${main.id}`,
      {
        token: other.admin,
      },
    );
    expect([foreignStorage.status, foreignStorage.body.Msg]).toEqual([404, 'common.notFound']);
    expect(
      (await call('GET', '/api/v1/orders/product/wait/shipment', { token: shop.outsider })).status,
    ).toBe(403);
  });

  it('counts a new order at once (no cache)', async () => {
    const sellC = await addSellable(shop, c.id);
    const o = await addOrder(shop, 111, [{ productId: sellC.id, wmsProductId: c.id, quantity: 6 }]);
    orders.push({ id: o.id, storageId: null, wanted: new Map([[c.id, 6]]) });
    const res = await list<WaitShipmentRow>(shop.admin, '/api/v1/orders/product/wait/shipment');
    expect(res.body.data.find((r) => r.product_id === c.id)).toMatchObject({
      waiting: 10,
      shortfall: 7,
    });
    expect(res.body.data.map((r) => r.product_id)).toEqual(expected().map((r) => r.product_id));
  });
});
