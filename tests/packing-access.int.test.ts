// Tenancy and access of the packing calls (docs/domain-rules.md, Tenancy and Roles and
// levels): another enterprise's orders, packings and barcodes answer like ones that do not
// exist, and each call needs its area level (packing 1 to read, 2 to scan and close, 3 to
// cancel; packing_admin 3 for adminverify; order_return for the return packing).
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/api';
import {
  addOrder,
  closePath,
  post,
  root,
  scanPath,
  stockedShop,
  type Item,
  type PackingShop,
} from './helpers/packing-fixtures';

let mine: PackingShop;
let theirs: PackingShop;
let a: Item;
let foreign: Item;

beforeAll(async () => {
  ({
    shop: mine,
    items: [a],
  } = await stockedShop({ amount: 10 }));
  ({
    shop: theirs,
    items: [foreign],
  } = await stockedShop({ amount: 10 }));
});

describe('tenancy', () => {
  it("answers another enterprise's order, packing and barcode as unknown, and changes nothing", async () => {
    const their = await addOrder(theirs, [{ productId: foreign.productId, quantity: 2 }]);
    const theirPacking = (
      await post(theirs.packer, scanPath, { order_id: their.id, barcode: foreign.barcode })
    ).body.Datum;

    const byId = await post(mine.admin, scanPath, { order_id: their.id, barcode: foreign.barcode });
    expect([byId.status, byId.body.Msg]).toEqual([404, 'order.notFound']);
    const byNumber = await post(mine.admin, scanPath, { order_code: their.orderNumber });
    expect([byNumber.status, byNumber.body.Msg]).toEqual([404, 'order.notFound']);
    for (const [path, body] of [
      [closePath, { packing_id: theirPacking.packing_id }],
      [
        '/api/v2/packings/verify/remove',
        { packing_id: theirPacking.packing_id, barcode: foreign.barcode },
      ],
      ['/api/v2/packings/adminverify/delete', { packing_id: theirPacking.packing_id }],
      ['/api/v2/packings/return/close', { packing_id: theirPacking.packing_id }],
      ['/api/v3/packings/adminverify/close', { packing_id: theirPacking.packing_id }],
    ] as const) {
      const res = await post(mine.admin, path, body);
      expect([path, res.status, res.body.Msg]).toEqual([path, 404, 'common.notFound']);
    }
    for (const path of [
      '/api/v2/packings/check/isclosed',
      '/api/v2/packings/verify/createandclose',
      '/api/v2/packings/adminverify/createoradd',
      '/api/v2/packings/return/create',
      '/api/v2/packings/verify/linkcoupon',
      '/api/v1/packings',
    ]) {
      const res = await post(mine.admin, path, { order_id: their.id, coupon_code: 'X' });
      expect([path, res.status, res.body.Msg]).toEqual([path, 404, 'order.notFound']);
    }
    const del = await call('DELETE', `/api/v1/packings/${theirPacking.packing_id}`, {
      token: mine.admin,
    });
    expect([del.status, del.body.Msg]).toEqual([404, 'common.notFound']);
    const clear = await call('PUT', `/api/v1/packings/clearfailtracking/${their.id}`, {
      token: mine.admin,
      body: {},
    });
    expect([clear.status, clear.body.Msg]).toEqual([404, 'order.notFound']);
    const list = await call<{ data: Array<{ id: number }> }>(
      'GET',
      `/api/v1/packings?order_id=${their.id}`,
      { token: mine.admin },
    );
    expect(list.body.data).toEqual([]);

    // Their barcode in my order is not my product.
    const order = await addOrder(mine, [{ productId: a.productId, quantity: 1 }]);
    const wrong = await post(mine.admin, scanPath, {
      order_id: order.id,
      barcode: foreign.barcode,
    });
    expect([wrong.status, wrong.body.Msg]).toEqual([404, 'common.notFound']);

    const after = await root.packing.findUniqueOrThrow({
      where: { id: theirPacking.packing_id },
      include: { lines: true },
    });
    expect([after.status, after.lines[0]!.scanned]).toEqual([1, 1]);
  });
});

describe('access', () => {
  it('each call needs its area level', async () => {
    const order = await addOrder(mine, [{ productId: a.productId, quantity: 2 }]);
    const s = (await post(mine.packer, scanPath, { order_id: order.id, barcode: a.barcode })).body
      .Datum;
    const denied = async (
      token: string,
      method: 'POST' | 'DELETE' | 'GET',
      path: string,
      body?: unknown,
    ) => {
      const res = await call(method, path, { token, body });
      return res.status === 403 && res.body.Msg === 'common.accessDenied';
    };
    // Viewer (packing 1): reads only.
    expect(await denied(mine.viewer, 'GET', '/api/v1/packings')).toBe(false);
    expect(
      await denied(mine.viewer, 'POST', '/api/v2/packings/check/isclosed', { order_id: order.id }),
    ).toBe(false);
    expect(await denied(mine.viewer, 'POST', scanPath, { order_id: order.id })).toBe(true);
    // Packer (packing 2): scans and closes (everyday work; here the packing is not complete
    // yet, so the close is answered by its own checks), but neither cancels nor administers.
    expect(await denied(mine.packer, 'POST', closePath, { packing_id: s.packing_id })).toBe(false);
    expect(
      await denied(mine.packer, 'POST', '/api/v2/packings/verify/createandclose', {
        order_id: order.id,
      }),
    ).toBe(false);
    expect(await denied(mine.packer, 'DELETE', `/api/v1/packings/${s.packing_id}`)).toBe(true);
    expect(
      await denied(mine.packer, 'POST', '/api/v2/packings/adminverify/createoradd', {
        order_id: order.id,
      }),
    ).toBe(true);
    expect(
      await denied(mine.packer, 'POST', '/api/v2/packings/return/create', { order_id: order.id }),
    ).toBe(true);
    // Closer (packing 3) is not a packing admin; the returner holds only order_return.
    expect(
      await denied(mine.closer, 'POST', '/api/v3/packings/adminverify/close', {
        packing_id: s.packing_id,
      }),
    ).toBe(true);
    expect(await denied(mine.returner, 'POST', scanPath, { order_id: order.id })).toBe(true);
    expect(
      await denied(mine.returner, 'POST', '/api/v2/packings/return/create', { order_id: order.id }),
    ).toBe(false);
    // Outsider (order 2 only): nothing of packing, but may clear a failed tracking number.
    for (const [method, path] of [
      ['GET', '/api/v1/packings'],
      ['POST', scanPath],
      ['POST', '/api/v2/packings/check/isclosed'],
    ] as const)
      expect(
        await denied(
          mine.outsider,
          method,
          path,
          method === 'GET' ? undefined : { order_id: order.id },
        ),
      ).toBe(true);
    const clear = await call('PUT', `/api/v1/packings/clearfailtracking/${order.id}`, {
      token: mine.outsider,
      body: {},
    });
    expect(clear.status).toBe(200);
    // The packing admin may do the admin calls.
    const admin = await post(mine.packAdmin, '/api/v2/packings/adminverify/createoradd', {
      order_id: order.id,
      barcode: a.barcode,
    });
    expect(admin.status).toBe(200);
    // Nothing changed by the refused calls: the packer's unit and the admin's only.
    const line = await root.packingLine.findFirstOrThrow({ where: { packingId: s.packing_id } });
    expect(line.scanned).toBe(2);
    expect((await root.packing.findUniqueOrThrow({ where: { id: s.packing_id } })).status).toBe(1);
  });
});
