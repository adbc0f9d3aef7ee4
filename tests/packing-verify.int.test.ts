// The station's scan calls on the
// real PostgreSQL: open by any code the parcel shows, count units by either barcode,
// promotions expanded into their items, every refusal of a scan, take a
// unit back, isclosed, and retries with an Idempotency-Key counting once.
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/api';
import {
  addBundle,
  addOrder,
  closePath,
  lineOf,
  post,
  root,
  scanPath,
  stockedShop,
  type Item,
  type PackingShop,
} from './helpers/packing-fixtures';

let shop: PackingShop;
let a: Item;
let b: Item;
let c: Item;

beforeAll(async () => {
  ({
    shop,
    items: [a, b, c],
  } = await stockedShop({ amount: 100, avgCost: '12.5' }, { amount: 100 }, { amount: 100 }));
});

describe('verify/createoradd', () => {
  it('opens the packing on the order scan, with one line per warehouse product', async () => {
    const order = await addOrder(shop, [
      { productId: a.productId, quantity: 2 },
      { productId: b.productId, quantity: 1 },
    ]);
    const res = await post(shop.packer, scanPath, { order_id: order.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = res.body.Datum;
    expect(s).toMatchObject({
      order_id: order.id,
      order_number: order.orderNumber,
      order_status: 111,
      kind: 1,
      status: 1,
      closed: false,
      complete: false,
      storage_id: shop.storage,
      scanned_product_id: null,
    });
    expect(s.packing_number).toMatch(/^PK-\d{4}-\d{6}$/);
    expect(s.lines).toEqual([
      expect.objectContaining({ product_id: a.wmsId, barcode: a.barcode, ordered: 2, scanned: 0 }),
      expect.objectContaining({ product_id: b.wmsId, barcode: b.barcode, ordered: 1, scanned: 0 }),
    ]);
    expect(lineOf(s, a)!.product_name).toBe(a.name);
    // The same order scanned again joins the same packing.
    const again = await post(shop.packer, scanPath, { order_id: order.id });
    expect(again.body.Datum.packing_id).toBe(s.packing_id);
    expect(await root.packing.count({ where: { orderId: order.id } })).toBe(1);
  });

  it('finds the order by its number, platform order id or tracking number', async () => {
    const order = await addOrder(shop, [{ productId: a.productId, quantity: 1 }], {
      platformOrderId: `PF-${shop.id}-77`,
      trackingNumber: 'EE123456785TH',
    });
    for (const code of [order.orderNumber, `PF-${shop.id}-77`, 'EE 1234 5678 5 TH']) {
      const res = await post(shop.packer, scanPath, { order_code: code });
      expect(res.status, code).toBe(200);
      expect(res.body.Datum.order_id).toBe(order.id);
    }
  });

  it("counts a unit by the warehouse barcode or the sellable product's barcode", async () => {
    const order = await addOrder(shop, [{ productId: a.productId, quantity: 3 }]);
    const r1 = await post(shop.packer, scanPath, { order_id: order.id, barcode: a.barcode });
    expect(r1.status).toBe(200);
    expect(r1.body.Datum.scanned_product_id).toBe(a.wmsId);
    expect(lineOf(r1.body.Datum, a)!.scanned).toBe(1);
    const r2 = await post(shop.packer, scanPath, {
      order_code: order.orderNumber,
      barcode: a.salesBarcode,
    });
    expect(lineOf(r2.body.Datum, a)!.scanned).toBe(2);
    const r3 = await post(shop.packer, scanPath, { order_id: order.id, barcode: a.barcode });
    expect(r3.body.Datum).toMatchObject({ complete: true, closed: false });
    expect(lineOf(r3.body.Datum, a)!.scanned).toBe(3);
  });

  it('opens and counts on the first scan when it carries a barcode', async () => {
    const order = await addOrder(shop, [{ productId: b.productId, quantity: 2 }]);
    const res = await post(shop.packer, scanPath, { order_id: order.id, barcode: b.barcode });
    expect(res.status).toBe(200);
    expect(lineOf(res.body.Datum, b)).toMatchObject({ ordered: 2, scanned: 1 });
  });

  it('expands a promotion into its items, and merges lines of one warehouse product', async () => {
    const promo = await addBundle(shop, [
      [a, 2],
      [c, 1],
    ]);
    const order = await addOrder(shop, [
      { productId: promo.productId, quantity: 2 },
      { productId: a.productId, quantity: 1 },
    ]);
    const res = await post(shop.packer, scanPath, { order_id: order.id });
    expect(res.body.Datum.lines.map((l) => [l.product_id, l.ordered])).toEqual([
      [a.wmsId, 5],
      [c.wmsId, 2],
    ]);
  });

  it('refuses an order not awaiting shipment: packing.invalidOrderStatus', async () => {
    for (const status of [100, 112, 121, 140, 141]) {
      const order = await addOrder(shop, [{ productId: a.productId, quantity: 1 }], { status });
      const res = await post(shop.packer, scanPath, { order_id: order.id, barcode: a.barcode });
      expect(res.status, String(status)).toBe(422);
      expect(res.body.Msg).toBe('packing.invalidOrderStatus');
      expect(await root.packing.count({ where: { orderId: order.id } })).toBe(0);
    }
    // 114 (part shipped) may be packed.
    const part = await addOrder(shop, [{ productId: a.productId, quantity: 1 }], { status: 114 });
    expect((await post(shop.packer, scanPath, { order_id: part.id })).status).toBe(200);
  });

  it('refuses a scan beyond the ordered units: packing.goodsAlreadyAdded, nothing counted', async () => {
    const order = await addOrder(shop, [{ productId: c.productId, quantity: 1 }]);
    await post(shop.packer, scanPath, { order_id: order.id, barcode: c.barcode });
    const res = await post(shop.packer, scanPath, { order_id: order.id, barcode: c.barcode });
    expect(res.status).toBe(409);
    expect(res.body.Msg).toBe('packing.goodsAlreadyAdded');
    expect(res.body).toMatchObject({ Datum: { product_id: c.wmsId, ordered: 1, scanned: 1 } });
    const line = await root.packingLine.findFirstOrThrow({
      where: { wmsProductId: c.wmsId, packing: { orderId: order.id } },
    });
    expect(line.scanned).toBe(1);
  });

  it('refuses a barcode that is not in the order: common.notFound naming the barcode', async () => {
    const order = await addOrder(shop, [{ productId: a.productId, quantity: 1 }]);
    for (const barcode of [b.barcode, 'NO-SUCH-CODE']) {
      const res = await post(shop.packer, scanPath, { order_id: order.id, barcode });
      expect(res.status).toBe(404);
      expect(res.body.Msg).toBe('common.notFound');
      expect(res.body.Cause).toContain(barcode);
      expect(res.body).toMatchObject({ Datum: { barcode } });
    }
  });

  it('refuses an unknown order (order.notFound) and a body without an order (400)', async () => {
    const unknown = await post(shop.packer, scanPath, { order_id: 2_000_000_000 });
    expect([unknown.status, unknown.body.Msg]).toEqual([404, 'order.notFound']);
    const byCode = await post(shop.packer, scanPath, { order_code: 'NOPE-000' });
    expect([byCode.status, byCode.body.Msg]).toEqual([404, 'order.notFound']);
    const empty = await post(shop.packer, scanPath, { barcode: a.barcode });
    expect([empty.status, empty.body.Msg]).toEqual([400, 'common.invalidParameter']);
  });

  it('refuses an order with a product that has no warehouse product: order.productNotLinked', async () => {
    const loose = await root.product.create({
      data: { enterpriseId: shop.id, pn: `LOOSE-${shop.id}`, name: 'ไม่ผูกคลัง', price: '1' },
    });
    const order = await addOrder(shop, [{ productId: loose.id, quantity: 1 }]);
    const res = await post(shop.packer, scanPath, { order_id: order.id });
    expect([res.status, res.body.Msg]).toEqual([422, 'order.productNotLinked']);
  });

  it('counts a retried scan once (same Idempotency-Key), and a new key again', async () => {
    const order = await addOrder(shop, [{ productId: a.productId, quantity: 5 }]);
    const key = `scan-${order.id}-1`;
    const first = await post(
      shop.packer,
      scanPath,
      { order_id: order.id, barcode: a.barcode },
      key,
    );
    const retried = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(shop.packer, scanPath, { order_id: order.id, barcode: a.barcode }, key),
      ),
    );
    expect(first.status).toBe(200);
    for (const r of retried) expect(r.body).toEqual(first.body);
    const next = await post(
      shop.packer,
      scanPath,
      { order_id: order.id, barcode: a.barcode },
      `scan-${order.id}-2`,
    );
    expect(lineOf(next.body.Datum, a)!.scanned).toBe(2);
  });
});

describe('verify/remove', () => {
  it('takes one unit back, and refuses a line with none (packing.nothingScanned)', async () => {
    const order = await addOrder(shop, [{ productId: a.productId, quantity: 2 }]);
    const opened = await post(shop.packer, scanPath, { order_id: order.id, barcode: a.barcode });
    const id = opened.body.Datum.packing_id;
    const back = await post(shop.packer, '/api/v2/packings/verify/remove', {
      packing_id: id,
      barcode: a.salesBarcode,
    });
    expect(back.status).toBe(200);
    expect(lineOf(back.body.Datum, a)!.scanned).toBe(0);
    const none = await post(shop.packer, '/api/v2/packings/verify/remove', {
      packing_id: id,
      barcode: a.barcode,
    });
    expect([none.status, none.body.Msg]).toEqual([409, 'packing.nothingScanned']);
    const wrong = await post(shop.packer, '/api/v2/packings/verify/remove', {
      packing_id: id,
      barcode: b.barcode,
    });
    expect([wrong.status, wrong.body.Msg]).toEqual([404, 'common.notFound']);
    const missing = await post(shop.packer, '/api/v2/packings/verify/remove', {
      packing_id: 2_000_000_000,
      barcode: a.barcode,
    });
    expect([missing.status, missing.body.Msg]).toEqual([404, 'common.notFound']);
  });

  it('refuses a closed packing (packing.notOpen)', async () => {
    const order = await addOrder(shop, [{ productId: b.productId, quantity: 1 }]);
    const s = (await post(shop.packer, scanPath, { order_id: order.id, barcode: b.barcode })).body
      .Datum;
    expect((await post(shop.closer, closePath, { packing_id: s.packing_id })).status).toBe(200);
    const res = await post(shop.packer, '/api/v2/packings/verify/remove', {
      packing_id: s.packing_id,
      barcode: b.barcode,
    });
    expect([res.status, res.body.Msg]).toEqual([409, 'packing.notOpen']);
  });
});

describe('check/isclosed', () => {
  it('answers closed false while open or never packed, true once closed', async () => {
    const order = await addOrder(shop, [{ productId: c.productId, quantity: 1 }]);
    const path = '/api/v2/packings/check/isclosed';
    const never = await post(shop.viewer, path, { order_id: order.id });
    expect(never.body.Datum).toMatchObject({ closed: false, packing_id: null });
    const s = (await post(shop.packer, scanPath, { order_id: order.id, barcode: c.barcode })).body
      .Datum;
    expect((await post(shop.viewer, path, { order_id: order.id })).body.Datum).toMatchObject({
      closed: false,
      packing_id: s.packing_id,
    });
    await post(shop.closer, closePath, { packing_id: s.packing_id });
    const closed = await call<{ Datum: { closed: boolean; order_status: number } }>('POST', path, {
      token: shop.viewer,
      body: { order_code: order.orderNumber },
    });
    expect(closed.body.Datum).toMatchObject({ closed: true, order_status: 112 });
    const unknown = await post(shop.viewer, path, { order_id: 2_000_000_000 });
    expect([unknown.status, unknown.body.Msg]).toEqual([404, 'order.notFound']);
  });
});
