// Stations at the same moment (correctness under load) on the real
// PostgreSQL: every call below is a separate request through the route handlers and the
// app's pool, started together with Promise.all. The database keeps the counts exact.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addItem,
  addOrder,
  balanceOf,
  billsOf,
  closePath,
  ledgerMismatches,
  post,
  putStock,
  root,
  scanPath,
  stockedShop,
  type Answer,
  type Item,
  type PackingShop,
} from './helpers/packing-fixtures';

let shop: PackingShop;
let a: Item;
let b: Item;

beforeAll(async () => {
  ({
    shop,
    items: [a, b],
  } = await stockedShop({ amount: 1000 }, { amount: 1000 }));
});

function tally(answers: Answer[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of answers) {
    const k = r.status === 200 ? 'ok' : `${r.status} ${r.body.Msg}`;
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}

describe('two stations scanning one order', () => {
  it('count every unit once: 60 scans against 40 ordered give 40 counted, 20 refused', async () => {
    const order = await addOrder(shop, [
      { productId: a.productId, quantity: 40 },
      { productId: b.productId, quantity: 10 },
    ]);
    // Both stations scan the order at once: one packing opens, both join it.
    const opens = await Promise.all(
      [shop.packer, shop.closer].map((t) => post(t, scanPath, { order_id: order.id })),
    );
    expect(tally(opens)).toEqual({ ok: 2 });
    expect(opens[0]!.body.Datum.packing_id).toBe(opens[1]!.body.Datum.packing_id);

    const scans = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        post(i % 2 ? shop.packer : shop.closer, scanPath, {
          order_code: order.orderNumber,
          barcode: i % 3 ? a.barcode : a.salesBarcode,
        }),
      ),
    );
    expect(tally(scans)).toEqual({ ok: 40, '409 packing.goodsAlreadyAdded': 20 });
    const lines = await root.packingLine.findMany({
      where: { packing: { orderId: order.id } },
      orderBy: { wmsProductId: 'asc' },
    });
    expect(lines.map((l) => [l.wmsProductId, l.scanned])).toEqual([
      [a.wmsId, 40],
      [b.wmsId, 0],
    ]);
    // Every success answered a distinct count: no two stations saw the same unit.
    const seen = scans
      .filter((r) => r.status === 200)
      .map((r) => r.body.Datum.lines.find((l) => l.product_id === a.wmsId)!.scanned)
      .sort((x, y) => x - y);
    expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  }, 60_000);

  it('opens one packing when ten stations scan a new order at once', async () => {
    const order = await addOrder(shop, [{ productId: b.productId, quantity: 5 }]);
    const opens = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(shop.packer, scanPath, { order_id: order.id, barcode: b.barcode }),
      ),
    );
    expect(tally(opens)).toEqual({ ok: 5, '409 packing.goodsAlreadyAdded': 5 });
    expect(
      new Set(opens.filter((r) => r.status === 200).map((r) => r.body.Datum.packing_id)).size,
    ).toBe(1);
    expect(await root.packing.count({ where: { orderId: order.id } })).toBe(1);
  });
});

describe('closing while others scan or close', () => {
  it('a close racing with unit removals never closes an incomplete packing', async () => {
    const order = await addOrder(shop, [{ productId: a.productId, quantity: 5 }]);
    let id = 0;
    for (let i = 0; i < 5; i++)
      id = (await post(shop.packer, scanPath, { order_id: order.id, barcode: a.barcode })).body
        .Datum.packing_id;
    const before = await balanceOf(shop, a);
    const results = await Promise.all([
      post(shop.closer, closePath, { packing_id: id }),
      ...Array.from({ length: 5 }, () =>
        post(shop.packer, '/api/v2/packings/verify/remove', { packing_id: id, barcode: a.barcode }),
      ),
    ]);
    const packing = await root.packing.findUniqueOrThrow({
      where: { id },
      include: { lines: true },
    });
    const bills = await billsOf(shop, order.id);
    if (packing.status === 2) {
      expect(results[0]!.status).toBe(200);
      expect(packing.lines[0]!.scanned).toBe(5);
      expect(bills.map((x) => x.ledger[0]!.amount)).toEqual([-5]);
      expect(await balanceOf(shop, a)).toBe(before - 5);
      for (const r of results.slice(1)) expect([200, 409]).toContain(r.status);
    } else {
      expect(results[0]!.body.Msg).toBe('packing.goodsNotEnough');
      expect(bills).toEqual([]);
      expect(await balanceOf(shop, a)).toBe(before);
    }
  });

  it('five closes of one packing at once: one bill, five identical answers', async () => {
    const order = await addOrder(shop, [{ productId: b.productId, quantity: 2 }]);
    let id = 0;
    for (let i = 0; i < 2; i++)
      id = (await post(shop.packer, scanPath, { order_id: order.id, barcode: b.barcode })).body
        .Datum.packing_id;
    const before = await balanceOf(shop, b);
    const closes = await Promise.all(
      Array.from({ length: 5 }, () => post(shop.closer, closePath, { packing_id: id })),
    );
    expect(tally(closes)).toEqual({ ok: 5 });
    for (const r of closes) expect(r.body.Datum).toEqual(closes[0]!.body.Datum);
    expect(await billsOf(shop, order.id)).toHaveLength(1);
    expect(await balanceOf(shop, b)).toBe(before - 2);
  });

  it('one-unit orders packed at once against a short stock: exactly the stock is packed', async () => {
    const scarce = await addItem(shop);
    await putStock(shop, scarce, 3);
    const orders = [];
    for (let i = 0; i < 6; i++)
      orders.push(await addOrder(shop, [{ productId: scarce.productId, quantity: 1 }]));
    const results = await Promise.all(
      orders.map((o) =>
        post(shop.closer, '/api/v2/packings/verify/createandclose', {
          order_id: o.id,
          barcode: scarce.barcode,
        }),
      ),
    );
    expect(tally(results)).toEqual({ ok: 3, '422 inventory.balanceNotEnough': 3 });
    expect(await balanceOf(shop, scarce)).toBe(0);
    expect(
      await root.order.count({ where: { id: { in: orders.map((o) => o.id) }, status: 112 } }),
    ).toBe(3);
    // A refused one left nothing: no packing, no bill.
    expect(await root.packing.count({ where: { orderId: { in: orders.map((o) => o.id) } } })).toBe(
      3,
    );
    expect(await ledgerMismatches(shop.id)).toEqual([]);
  });

  it('the same one-unit order packed by three stations at once is packed once', async () => {
    const order = await addOrder(shop, [{ productId: a.productId, quantity: 1 }]);
    const before = await balanceOf(shop, a);
    const results = await Promise.all(
      Array.from({ length: 3 }, () =>
        post(shop.closer, '/api/v2/packings/verify/createandclose', {
          order_id: order.id,
          barcode: a.barcode,
        }),
      ),
    );
    expect(tally(results)).toEqual({ ok: 3 });
    expect(await billsOf(shop, order.id)).toHaveLength(1);
    expect(await balanceOf(shop, a)).toBe(before - 1);
  });
});
