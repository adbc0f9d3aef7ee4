// Who may do what (docs/domain-rules.md, Roles and levels) with the seeded demo users on
// the real database: level 2 is a staff member's whole day (scan, pack AND close a packing,
// hand a parcel to the carrier, receive a return), and the driver (delivery 2) scans
// parcels at the hand-over; level 3 stays for a supervisor's decisions (reopen what
// somebody else closed, delete). The access matrix checks every route against its declared
// rule; these check the rules themselves against the domain.
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import type { RoleLevels } from '@/lib/auth/permissions';
import { call, loginAs } from './helpers/api';
import {
  createOrder,
  demoRefs,
  eventsOf,
  insertOrder,
  root,
  type DemoRefs,
} from './helpers/order-actions-fixture';

interface PackingState {
  packing_id: number;
  closed: boolean;
  order_status: number;
}

let refs: DemoRefs;
let staff: string;
let delivery: string;
let serumBarcode: string;

const post = <T = PackingState>(token: string, path: string, body: unknown) =>
  call<{ Datum: T; Msg?: string }>('POST', path, { token, body });

const statusOf = async (id: number) =>
  (await root.order.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;

/** A cash-on-delivery order of SERUM-30 made by staff: it starts at 111, ready to pack. */
async function codOrder(quantity: number) {
  return createOrder(staff, refs, {
    payment_method_id: refs.methods.cod,
    items: [{ product_id: refs.products.serum, quantity }],
  });
}

/** An employee of Demo Shop holding exactly `roles`, signed in. */
async function employee(roles: RoleLevels): Promise<string> {
  const username = `roles.${randomInt(36 ** 6).toString(36)}`;
  const demo = await root.enterprise.findUniqueOrThrow({ where: { code: 'demo-shop' } });
  await root.user.create({
    data: {
      enterpriseId: demo.id,
      username,
      passwordHash: await hashPassword('demo1234'),
      firstName: 'สิทธิ์',
      groupId: 3,
      roles,
    },
  });
  return loginAs(username);
}

beforeAll(async () => {
  refs = await demoRefs();
  [staff, delivery] = await Promise.all([loginAs('staff'), loginAs('delivery')]);
  serumBarcode = (
    await root.wmsProduct.findUniqueOrThrow({
      where: { id: refs.wms.serum },
      select: { barcode: true },
    })
  ).barcode;
  // Receiving stock is everyday work too: staff puts in what these orders take.
  const stock = await post(staff, '/api/v2/wms/inventory/item/in', {
    storage_id: refs.storages.main,
    items: [{ product_id: refs.wms.serum, amount: 20, cost: '50' }],
  });
  expect(stock.status, JSON.stringify(stock.body)).toBe(201);
});

describe('level 2: a staff member packs, closes, hands over and receives a return', () => {
  it('staff scans every unit and closes the packing: the order is packed (112)', async () => {
    const order = await codOrder(2);
    let state: PackingState | undefined;
    for (let i = 0; i < 2; i++) {
      const scan = await post(staff, '/api/v2/packings/verify/createoradd', {
        order_id: order.id,
        barcode: serumBarcode,
      });
      expect(scan.status, JSON.stringify(scan.body)).toBe(200);
      state = scan.body.Datum;
    }
    const closed = await post(staff, '/api/v3/packings/verify/close', {
      packing_id: state!.packing_id,
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.Datum).toMatchObject({ closed: true, order_status: 112 });
    expect(await statusOf(order.id)).toBe(112);
  });

  it('staff packs and closes a one-unit order in one call, with or without a coupon call', async () => {
    const order = await codOrder(1);
    const res = await post(staff, '/api/v2/packings/verify/createandclose', {
      order_id: order.id,
      barcode: serumBarcode,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await statusOf(order.id)).toBe(112);
    // The coupon variant is let through to its own checks (an unknown code), not refused.
    const other = await codOrder(1);
    const withCoupon = await post(staff, '/api/v2/packings/verify/createandclose_with_coupon', {
      order_id: other.id,
      barcode: serumBarcode,
      coupon_code: 'NO-SUCH-COUPON',
    });
    expect(withCoupon.body.Msg).not.toBe('common.accessDenied');
    expect(withCoupon.status).not.toBe(403);
  });

  it('the driver (delivery 2) scans a packed parcel at the hand-over: in transit (121)', async () => {
    const order = await codOrder(1);
    await post(staff, '/api/v2/packings/verify/createandclose', {
      order_id: order.id,
      barcode: serumBarcode,
    });
    const res = await post<{ outcome: string; status: number }>(
      delivery,
      '/api/v2/packings/shipping/check',
      { order_code: order.order_number },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Datum).toMatchObject({ outcome: 'handed_over', status: 121 });
    expect(await statusOf(order.id)).toBe(121);
    // The packer hands over as well.
    const second = await codOrder(1);
    await post(staff, '/api/v2/packings/verify/createandclose', {
      order_id: second.id,
      barcode: serumBarcode,
    });
    const byStaff = await post<{ outcome: string }>(staff, '/api/v2/packings/shipping/check', {
      order_code: second.order_number,
    });
    expect([byStaff.status, byStaff.body.Datum.outcome]).toEqual([200, 'handed_over']);
  });

  it('staff receives a returned parcel and closes the return: the order is returned (141)', async () => {
    const order = await codOrder(1);
    await post(staff, '/api/v2/packings/verify/createandclose', {
      order_id: order.id,
      barcode: serumBarcode,
    });
    await root.order.update({ where: { id: order.id }, data: { status: 121 } });
    const opened = await post(staff, '/api/v2/packings/return/create', {
      order_code: order.order_number,
      barcode: serumBarcode,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const closed = await post(staff, '/api/v2/packings/return/close', {
      packing_id: opened.body.Datum.packing_id,
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.Datum).toMatchObject({ closed: true, order_status: 141 });
    expect(await statusOf(order.id)).toBe(141);
  });
});

describe('level 3: a supervisor corrects what somebody else closed, and deletes', () => {
  it('reopening a packed order needs packing_admin 3, not 2', async () => {
    const [admin2Level, admin3Level] = await Promise.all([
      employee({ packing: 2, packing_admin: 2 }),
      employee({ packing: 2, packing_admin: 3 }),
    ]);
    const packed = await insertOrder(refs, 112);
    const refused = await call('PUT', `/api/v1/orders/${packed}/packing`, {
      token: admin2Level,
      body: { status: 111 },
    });
    expect([refused.status, refused.body.Msg]).toEqual([403, 'common.accessDenied']);
    const adminScan = await post(admin2Level, '/api/v2/packings/adminverify/createoradd', {
      order_id: packed,
    });
    expect([adminScan.status, adminScan.body.Msg]).toEqual([403, 'common.accessDenied']);
    expect(await statusOf(packed)).toBe(112);
    expect(await eventsOf(packed)).toHaveLength(0);

    const reopened = await call('PUT', `/api/v1/orders/${packed}/packing`, {
      token: admin3Level,
      body: { status: 111 },
    });
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect(await statusOf(packed)).toBe(111);
  });

  it('deleting a balance row or a promotion bundle needs wms 3: staff (wms 2) is refused', async () => {
    for (const path of [
      '/api/v1/wms/inventory/999999999',
      '/api/v1/wms/profile/pickup/999999999',
    ]) {
      const byStaff = await call('DELETE', path, { token: staff });
      expect([path, byStaff.status, byStaff.body.Msg]).toEqual([path, 403, 'common.accessDenied']);
      const byManager = await call('DELETE', path, { token: await employee({ wms: 3 }) });
      expect([path, byManager.status]).toEqual([path, 404]);
    }
  });
});
