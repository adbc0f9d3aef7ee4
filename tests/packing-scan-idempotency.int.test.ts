// A keyed station scan (POST /api/v2/packings/verify/createoradd with an Idempotency-Key)
// into an open packing takes its key in the counting statement itself (scan-sql.ts,
// lib/http/idempotency.ts claimSql): the unit, the key and the stored answer commit
// together. These pin the guarantees of that path: a retry counts once and gets the
// identical answer, concurrent sends with one key count once, another body under the key
// is refused, and a refused scan leaves no key behind.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPLAYED_HEADER } from '@/lib/http/idempotency';
import {
  addItem,
  addOrder,
  lineOf,
  newPackingShop,
  post,
  putStock,
  root,
  scanPath,
  type Item,
  type PackingShop,
} from './helpers/packing-fixtures';

let shop: PackingShop;
let a: Item;
let b: Item;

beforeAll(async () => {
  shop = await newPackingShop();
  a = await addItem(shop);
  b = await addItem(shop);
  for (const item of [a, b]) await putStock(shop, item, 100);
});

/** An order with its packing already open (the first scan, without a barcode). */
async function openOrder(quantityA: number, quantityB = 1) {
  const order = await addOrder(shop, [
    { productId: a.productId, quantity: quantityA },
    { productId: b.productId, quantity: quantityB },
  ]);
  const opened = await post(shop.packer, scanPath, { order_id: order.id });
  expect(opened.status).toBe(200);
  return order;
}

const keyRow = (key: string) =>
  root.idempotencyKey.findFirst({
    where: { enterpriseId: shop.id, key },
    select: { status: true, response: true },
  });

const scannedOf = async (orderId: number, item: Item) => {
  const state = await post(shop.packer, scanPath, { order_id: orderId });
  return lineOf(state.body.Datum, item)!.scanned;
};

describe('keyed scan into an open packing', () => {
  it('stores its answer with the unit; retries replay the identical bytes and count nothing', async () => {
    const order = await openOrder(5);
    const key = randomUUID();
    const body = { order_id: order.id, barcode: a.barcode };
    const first = await post(shop.packer, scanPath, body, key);
    expect(first.status).toBe(200);
    expect(lineOf(first.body.Datum, a)!.scanned).toBe(1);
    expect(first.body.Datum.scanned_product_id).toBe(a.wmsId);
    // Taken by the scan statement: stored as the rows the answer is built from.
    const row = await keyRow(key);
    expect(row?.status).toBe(200);
    expect(row?.response).toHaveProperty('data');

    const retries = await Promise.all(
      Array.from({ length: 5 }, () => post(shop.packer, scanPath, body, key)),
    );
    for (const r of retries) {
      expect(r.status).toBe(200);
      expect(r.headers.get(REPLAYED_HEADER)).toBe('true');
      expect(r.bytes.equals(first.bytes)).toBe(true);
    }
    expect(await scannedOf(order.id, a)).toBe(1);
  });

  it('ten concurrent sends of one key count one unit and give ten identical answers', async () => {
    const order = await openOrder(20);
    const key = randomUUID();
    const body = { order_id: order.id, barcode: a.barcode };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(shop.packer, scanPath, body, key)),
    );
    for (const r of answers) {
      expect(r.status).toBe(200);
      expect(r.bytes.equals(answers[0]!.bytes)).toBe(true);
    }
    expect(lineOf(answers[0]!.body.Datum, a)!.scanned).toBe(1);
    expect(await scannedOf(order.id, a)).toBe(1);
  });

  it('a retry after the line filled up still gets the first answer, not a refusal', async () => {
    const order = await openOrder(1);
    const key = randomUUID();
    const body = { order_id: order.id, barcode: a.barcode };
    const first = await post(shop.packer, scanPath, body, key);
    expect(first.status).toBe(200);
    const again = await post(shop.packer, scanPath, body, key);
    expect(again.status).toBe(200);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const unkeyed = await post(shop.packer, scanPath, body);
    expect([unkeyed.status, unkeyed.body.Msg]).toEqual([409, 'packing.goodsAlreadyAdded']);
  });

  it('the key with another barcode is 409 common.idempotencyConflict and counts nothing', async () => {
    const order = await openOrder(5, 5);
    const key = randomUUID();
    const first = await post(
      shop.packer,
      scanPath,
      { order_id: order.id, barcode: a.barcode },
      key,
    );
    expect(first.status).toBe(200);
    const other = await post(
      shop.packer,
      scanPath,
      { order_id: order.id, barcode: b.barcode },
      key,
    );
    expect([other.status, other.body.Msg]).toEqual([409, 'common.idempotencyConflict']);
    expect(await scannedOf(order.id, b)).toBe(0);
    expect(await scannedOf(order.id, a)).toBe(1);
  });

  it('a refused scan leaves no key: the same key runs again once the refusal is gone', async () => {
    const order = await openOrder(1);
    await post(shop.packer, scanPath, { order_id: order.id, barcode: a.barcode });
    const key = randomUUID();
    const body = { order_id: order.id, barcode: a.barcode };
    const refused = await post(shop.packer, scanPath, body, key);
    expect([refused.status, refused.body.Msg]).toEqual([409, 'packing.goodsAlreadyAdded']);
    expect(await keyRow(key)).toBeNull();
    // A unit taken back: the same request under the same key now counts it.
    const removed = await post(shop.packer, '/api/v2/packings/verify/remove', {
      packing_id: (await openState(order.id)).packing_id,
      barcode: a.barcode,
    });
    expect(removed.status).toBe(200);
    const counted = await post(shop.packer, scanPath, body, key);
    expect(counted.status).toBe(200);
    expect(lineOf(counted.body.Datum, a)!.scanned).toBe(1);
    expect((await keyRow(key))?.status).toBe(200);
  });

  it('a key already taken by a request still running makes the scan wait, never count twice', async () => {
    const order = await openOrder(5);
    const key = randomUUID();
    const body = { order_id: order.id, barcode: a.barcode };
    // Another request of this user holds the key without an answer yet (in flight).
    const first = await post(shop.packer, scanPath, body, key);
    await root.idempotencyKey.updateMany({
      where: { enterpriseId: shop.id, key },
      data: { status: null, response: undefined },
    });
    const waiting = post(shop.packer, scanPath, body, key);
    await new Promise((r) => setTimeout(r, 100));
    await root.idempotencyKey.updateMany({
      where: { enterpriseId: shop.id, key },
      data: {
        status: 200,
        response: { body: first.bytes.toString('utf8'), contentType: 'application/json' },
      },
    });
    const replayed = await waiting;
    expect(replayed.status).toBe(200);
    expect(replayed.bytes.equals(first.bytes)).toBe(true);
    expect(await scannedOf(order.id, a)).toBe(1);
  });
});

async function openState(orderId: number) {
  return (await post(shop.packer, scanPath, { order_id: orderId })).body.Datum;
}
