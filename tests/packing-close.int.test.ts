// Closing a packing (docs/domain-rules.md, Packing and video) on the real PostgreSQL: one
// PCK bill linked to the packing and the order, stock out at the current cost, order 112
// with its event, the video key kept; packing.goodsNotEnough; a short balance changes
// nothing; closing twice; createandclose in one call and one transaction; the coupon calls.
import { beforeAll, describe, expect, it } from 'vitest';
import { billPeriod } from '@/lib/domain/wms/inventory/writes';
import {
  addItem,
  addOrder,
  balanceOf,
  billsOf,
  closePath,
  eventsOf,
  ledgerMismatches,
  lineOf,
  orderOf,
  orderStatus,
  post,
  putStock,
  root,
  scanPath,
  scanUnits,
  stockedShop,
  type Item,
  type PackingShop,
  type Units,
} from './helpers/packing-fixtures';

let shop: PackingShop;
let a: Item;
let b: Item;

beforeAll(async () => {
  ({
    shop,
    items: [a, b],
  } = await stockedShop({ amount: 50, cost: '12.50' }, { amount: 50, cost: '7.25' }));
});

async function packed(lines: Units, opts: { scan?: boolean } = {}) {
  const order = await orderOf(shop, lines);
  let state = (await post(shop.packer, scanPath, { order_id: order.id })).body.Datum;
  if (opts.scan !== false) state = (await scanUnits(shop, order.id, lines)) ?? state;
  return { order, state };
}

describe('verify/close', () => {
  it('takes the units out through one PCK bill, moves the order to 112 and keeps the video key', async () => {
    const beforeA = await balanceOf(shop, a);
    const beforeB = await balanceOf(shop, b);
    const { order, state } = await packed([
      [a, 2],
      [b, 1],
    ]);
    expect(state.complete).toBe(true);
    await root.packing.update({
      where: { id: state.packing_id },
      data: { videoKey: `videos/${shop.id}/p.webm`, videoStatus: 2 },
    });

    const res = await post(shop.closer, closePath, { packing_id: state.packing_id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum).toMatchObject({ closed: true, status: 2, order_status: 112 });
    expect(res.body.Datum.bill_number).toMatch(new RegExp(`^PCK-${billPeriod()}-\\d{5}$`));

    expect(await balanceOf(shop, a)).toBe(beforeA - 2);
    expect(await balanceOf(shop, b)).toBe(beforeB - 1);
    const bills = await billsOf(shop, order.id);
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({
      kind: 5,
      packingId: state.packing_id,
      fromStorageId: shop.storage,
      billNumber: res.body.Datum.bill_number,
    });
    expect(
      bills[0]!.ledger
        .map((l) => [l.wmsProductId, l.amount, l.unitCost.toFixed(2)])
        .sort((x, y) => Number(x[0]) - Number(y[0])),
    ).toEqual([
      [a.wmsId, -2, '12.50'],
      [b.wmsId, -1, '7.25'],
    ]);

    expect(await orderStatus(order.id)).toBe(112);
    const o = await root.order.findUniqueOrThrow({
      where: { id: order.id },
      include: { items: true },
    });
    expect(o.packedAt).not.toBeNull();
    expect(o.items.map((i) => i.unitCost?.toFixed(2)).sort()).toEqual(['12.50', '7.25']);
    const events = await eventsOf(order.id);
    expect(events).toEqual([
      expect.objectContaining({ type: 'packing_closed', fromStatus: 111, toStatus: 112 }),
    ]);
    const p = await root.packing.findUniqueOrThrow({ where: { id: state.packing_id } });
    expect(p).toMatchObject({ status: 2, videoKey: `videos/${shop.id}/p.webm`, videoStatus: 2 });
    expect(p.closedAt).not.toBeNull();
    expect(await ledgerMismatches(shop.id)).toEqual([]);
  });

  it('closing a closed packing again changes nothing and answers 200', async () => {
    const { order, state } = await packed([[a, 1]]);
    const first = await post(shop.closer, closePath, { packing_id: state.packing_id });
    const balance = await balanceOf(shop, a);
    const second = await post(shop.closer, closePath, { packing_id: state.packing_id });
    expect(second.status).toBe(200);
    expect(second.body.Datum).toEqual(first.body.Datum);
    expect(await balanceOf(shop, a)).toBe(balance);
    expect(await billsOf(shop, order.id)).toHaveLength(1);
    expect(await eventsOf(order.id)).toHaveLength(1);
  });

  it('refuses a packing with units missing: packing.goodsNotEnough with the missing lines', async () => {
    const { order, state } = await packed([[a, 2]], { scan: false });
    await post(shop.packer, scanPath, { order_id: order.id, barcode: a.barcode });
    const balance = await balanceOf(shop, a);
    const res = await post(shop.closer, closePath, { packing_id: state.packing_id });
    expect([res.status, res.body.Msg]).toEqual([422, 'packing.goodsNotEnough']);
    expect(res.body).toMatchObject({
      Datum: { missing: [{ product_id: a.wmsId, ordered: 2, scanned: 1 }] },
    });
    expect(await balanceOf(shop, a)).toBe(balance);
    expect(await orderStatus(order.id)).toBe(111);
  });

  it('refuses a close when the storage is short: inventory.balanceNotEnough, nothing changes', async () => {
    const scarce = await addItem(shop);
    await putStock(shop, scarce, 1);
    const { order, state } = await packed([
      [a, 1],
      [scarce, 2],
    ]);
    const balanceA = await balanceOf(shop, a);
    const res = await post(shop.closer, closePath, { packing_id: state.packing_id });
    expect([res.status, res.body.Msg]).toEqual([422, 'inventory.balanceNotEnough']);
    expect(await balanceOf(shop, a)).toBe(balanceA);
    expect(await balanceOf(shop, scarce)).toBe(1);
    expect(await billsOf(shop, order.id)).toEqual([]);
    expect(await orderStatus(order.id)).toBe(111);
    expect(await eventsOf(order.id)).toEqual([]);
    const p = await root.packing.findUniqueOrThrow({ where: { id: state.packing_id } });
    expect(p.status).toBe(1);
    // Stock arrives: the same packing closes.
    await putStock(shop, scarce, 5);
    expect((await post(shop.closer, closePath, { packing_id: state.packing_id })).status).toBe(200);
    expect(await balanceOf(shop, scarce)).toBe(4);
  });

  it('refuses an order cancelled while its packing was open: packing.invalidOrderStatus', async () => {
    const { order, state } = await packed([[b, 1]]);
    await root.order.update({ where: { id: order.id }, data: { status: 140 } });
    const res = await post(shop.closer, closePath, { packing_id: state.packing_id });
    expect([res.status, res.body.Msg]).toEqual([422, 'packing.invalidOrderStatus']);
    const scan = await post(shop.packer, scanPath, { order_id: order.id, barcode: b.barcode });
    expect([scan.status, scan.body.Msg]).toEqual([422, 'packing.invalidOrderStatus']);
  });

  it('answers common.notFound for an unknown packing', async () => {
    const res = await post(shop.closer, closePath, { packing_id: 2_000_000_000 });
    expect([res.status, res.body.Msg]).toEqual([404, 'common.notFound']);
  });
});

describe('verify/createandclose', () => {
  const path = '/api/v2/packings/verify/createandclose';

  it('opens, scans and closes a one-unit order in one call', async () => {
    const order = await addOrder(shop, [{ productId: b.productId, quantity: 1 }]);
    const balance = await balanceOf(shop, b);
    const res = await post(shop.closer, path, {
      order_code: order.orderNumber,
      barcode: b.salesBarcode,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum).toMatchObject({ closed: true, complete: true, order_status: 112 });
    expect(lineOf(res.body.Datum, b)).toMatchObject({ ordered: 1, scanned: 1 });
    expect(await balanceOf(shop, b)).toBe(balance - 1);
    // Sent again (a station's retry without a key): the packed order answers as it is.
    const again = await post(shop.closer, path, { order_id: order.id, barcode: b.barcode });
    expect(again.status).toBe(200);
    expect(again.body.Datum.packing_id).toBe(res.body.Datum.packing_id);
    expect(await balanceOf(shop, b)).toBe(balance - 1);
  });

  it('leaves nothing behind when the order holds more units (packing.goodsNotEnough)', async () => {
    const order = await addOrder(shop, [{ productId: a.productId, quantity: 2 }]);
    const res = await post(shop.closer, path, { order_id: order.id, barcode: a.barcode });
    expect([res.status, res.body.Msg]).toEqual([422, 'packing.goodsNotEnough']);
    expect(await root.packing.count({ where: { orderId: order.id } })).toBe(0);
    const wrong = await post(shop.closer, path, { order_id: order.id, barcode: b.barcode });
    expect([wrong.status, wrong.body.Msg]).toEqual([404, 'common.notFound']);
  });
});

describe('coupons at the station', () => {
  async function memberCoupon(
    opts: { status?: number; couponStatus?: number; quantity?: number } = {},
  ) {
    const n = Math.floor(Math.random() * 1e9);
    const coupon = await root.coupon.create({
      data: {
        enterpriseId: shop.id,
        code: `C${n}`,
        name: 'ส่วนลด',
        discountType: 1,
        discountValue: '50',
        validFrom: new Date(Date.now() - 86_400_000),
        validTo: new Date(Date.now() + 86_400_000),
        status: opts.couponStatus ?? 1,
        quantity: opts.quantity ?? null,
      },
    });
    const member = await root.member.create({
      data: { enterpriseId: shop.id, lineUserId: `U${n}` },
    });
    return root.memberCoupon.create({
      data: {
        enterpriseId: shop.id,
        memberId: member.id,
        couponId: coupon.id,
        couponCode: `MC${n}`,
        status: opts.status ?? 0,
        usedAt: opts.status === 1 ? new Date() : null,
      },
    });
  }

  it('createandclose_with_coupon packs, closes and marks the coupon used by the order', async () => {
    const mc = await memberCoupon();
    const order = await addOrder(shop, [{ productId: a.productId, quantity: 1 }]);
    const res = await post(shop.closer, '/api/v2/packings/verify/createandclose_with_coupon', {
      order_id: order.id,
      barcode: a.barcode,
      coupon_code: mc.couponCode,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum).toMatchObject({ closed: true, coupon_code: mc.couponCode });
    const used = await root.memberCoupon.findUniqueOrThrow({ where: { id: mc.id } });
    expect(used).toMatchObject({ status: 1, orderId: order.id });
    expect(used.usedAt).not.toBeNull();
    const coupon = await root.coupon.findUniqueOrThrow({ where: { id: mc.couponId } });
    expect(coupon.usedCount).toBe(1);
    expect(await root.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      couponId: mc.couponId,
      couponCode: mc.couponCode,
      total: expect.anything(),
    });
  });

  it('refuses an unknown or used coupon and leaves the order unpacked', async () => {
    const used = await memberCoupon({ status: 1 });
    for (const [code, key, status] of [
      ['NO-SUCH-COUPON', 'coupon.notFound', 404],
      [used.couponCode, 'coupon.alreadyUsed', 409],
    ] as const) {
      const order = await addOrder(shop, [{ productId: a.productId, quantity: 1 }]);
      const balance = await balanceOf(shop, a);
      const res = await post(shop.closer, '/api/v2/packings/verify/createandclose_with_coupon', {
        order_id: order.id,
        barcode: a.barcode,
        coupon_code: code,
      });
      expect([res.status, res.body.Msg]).toEqual([status, key]);
      expect(await balanceOf(shop, a)).toBe(balance);
      expect(await orderStatus(order.id)).toBe(111);
      expect(await root.packing.count({ where: { orderId: order.id } })).toBe(0);
    }
  });

  it('linkcoupon attaches once; another order and a disabled coupon are refused', async () => {
    const path = '/api/v2/packings/verify/linkcoupon';
    const mc = await memberCoupon();
    const order = await addOrder(shop, [{ productId: a.productId, quantity: 1 }]);
    // Items worth 500 and 40 shipping: the coupon's 50 off the items leaves 490 to pay.
    await root.order.update({
      where: { id: order.id },
      data: { subtotal: '500', shippingFee: '40', total: '540' },
    });
    const res = await post(shop.packer, path, { order_id: order.id, coupon_code: mc.couponCode });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum).toEqual({
      order_id: order.id,
      order_number: order.orderNumber,
      coupon_code: mc.couponCode,
      discount: '50.00',
      total: '490.00',
    });
    // The station shows the order's amounts after the coupon: the ones now stored.
    const priced = await root.order.findUniqueOrThrow({ where: { id: order.id } });
    expect([priced.discount.toFixed(2), priced.total.toFixed(2)]).toEqual(['50.00', '490.00']);
    const again = await post(shop.packer, path, { order_id: order.id, coupon_code: mc.couponCode });
    expect(again.status).toBe(200);
    expect((await root.coupon.findUniqueOrThrow({ where: { id: mc.couponId } })).usedCount).toBe(1);
    expect((await eventsOf(order.id)).filter((e) => e.type === 'updated')).toHaveLength(1);

    const other = await addOrder(shop, [{ productId: a.productId, quantity: 1 }]);
    const taken = await post(shop.packer, path, { order_id: other.id, coupon_code: mc.couponCode });
    expect([taken.status, taken.body.Msg]).toEqual([409, 'coupon.alreadyUsed']);
    const second = await memberCoupon();
    const clash = await post(shop.packer, path, {
      order_id: order.id,
      coupon_code: second.couponCode,
    });
    expect([clash.status, clash.body.Msg]).toEqual([409, 'coupon.orderHasCoupon']);
    const disabled = await memberCoupon({ couponStatus: 2 });
    const off = await post(shop.packer, path, {
      order_id: other.id,
      coupon_code: disabled.couponCode,
    });
    expect([off.status, off.body.Msg]).toEqual([422, 'coupon.disabled']);
    expect((await root.memberCoupon.findUniqueOrThrow({ where: { id: disabled.id } })).status).toBe(
      0,
    );
  });
});
