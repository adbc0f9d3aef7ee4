// The received-returns list (GET /api/v2/packings/return; screen /backoffice/returnv2) on
// the real PostgreSQL: newest first with each return's totals and RET bill, filtered by
// Bangkok days, status and order or return number, paged, scoped to the caller's
// enterprise, and open to order_return level 1 only.
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import { call, loginAs } from './helpers/api';
import {
  addItem,
  addOrder,
  newPackingShop,
  post,
  putStock,
  root,
  type Item,
  type PackingShop,
} from './helpers/packing-fixtures';

const listPath = '/api/v2/packings/return';
const createPath = '/api/v2/packings/return/create';
const closePath = '/api/v2/packings/return/close';

interface Row {
  id: number;
  return_number: string;
  status: number;
  order_id: number;
  order_number: string;
  order_status: number;
  packing_id: number | null;
  bill_number: string | null;
  reason: string | null;
  user_id: number;
  user_name: string;
  created_at: string;
  closed_at: string | null;
  good: number;
  broken: number;
  lost: number;
  other: number;
}
type ListBody = { data: Row[]; total: number; page: number; limit: number };

const list = (token: string, query = '') =>
  call<ListBody>('GET', `${listPath}${query ? `?${query}` : ''}`, { token });

let mine: PackingShop;
let theirs: PackingShop;
let a: Item;
let b: Item;
let foreign: Item;
/** Closed: 2 good A, 1 broken B, 1 unaccounted A (lost); received 2026-10-02 Bangkok. */
let closed: { id: number; returnNumber: string; orderNumber: string };
/** Still open, nothing counted; received 2026-10-20 Bangkok. */
let open: { id: number; returnNumber: string; orderNumber: string };
/** The other enterprise's return, received the same day as `open`. */
let foreignReturn: { id: number; orderNumber: string };
let viewerToken: string;

/** An order packed through the station and handed to the carrier (121). */
async function shipped(shop: PackingShop, lines: Array<[Item, number]>) {
  const order = await addOrder(
    shop,
    lines.map(([item, quantity]) => ({ productId: item.productId, quantity })),
  );
  let packingId = 0;
  for (const [item, quantity] of lines)
    for (let i = 0; i < quantity; i++)
      packingId = (
        await post(shop.packer, '/api/v2/packings/verify/createoradd', {
          order_id: order.id,
          barcode: item.barcode,
        })
      ).body.Datum.packing_id;
  const done = await post(shop.closer, '/api/v3/packings/verify/close', { packing_id: packingId });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  await root.order.update({ where: { id: order.id }, data: { status: 121 } });
  return order;
}

async function receivedOn(returnId: number, iso: string) {
  await root.return.update({ where: { id: returnId }, data: { createdAt: new Date(iso) } });
}

/** An employee holding order_return 1 and nothing else. */
async function returnViewer(shop: PackingShop): Promise<string> {
  const username = `rtview${shop.id}x${Date.now() % 100000}`;
  await root.user.create({
    data: {
      enterpriseId: shop.id,
      username,
      passwordHash: await hashPassword('demo1234'),
      firstName: 'ดู',
      lastName: 'คืน',
      groupId: 3,
      roles: { order_return: 1 },
    },
  });
  return loginAs(username);
}

beforeAll(async () => {
  mine = await newPackingShop();
  theirs = await newPackingShop();
  a = await addItem(mine);
  b = await addItem(mine);
  foreign = await addItem(theirs);
  await putStock(mine, a, 20);
  await putStock(mine, b, 20);
  await putStock(theirs, foreign, 20);

  const first = await shipped(mine, [
    [a, 3],
    [b, 1],
  ]);
  const opened = (await post(mine.returner, createPath, { order_code: first.orderNumber })).body
    .Datum;
  for (let i = 0; i < 2; i++)
    await post(mine.returner, createPath, { order_id: first.id, barcode: a.barcode });
  const shut = await post(mine.returner, closePath, {
    packing_id: opened.packing_id,
    lines: [{ product_id: b.wmsId, good: 0, broken: 1 }],
    reason: 'ลูกค้าปฏิเสธรับ',
  });
  expect(shut.status, JSON.stringify(shut.body)).toBe(200);
  closed = {
    id: opened.return_id!,
    returnNumber: opened.return_number!,
    orderNumber: first.orderNumber,
  };
  await receivedOn(closed.id, '2026-10-01T17:30:00Z'); // 2026-10-02 00:30 Bangkok

  const second = await shipped(mine, [[a, 1]]);
  const o2 = (await post(mine.returner, createPath, { order_id: second.id })).body.Datum;
  open = { id: o2.return_id!, returnNumber: o2.return_number!, orderNumber: second.orderNumber };
  await receivedOn(open.id, '2026-10-20T05:00:00Z');

  const third = await shipped(theirs, [[foreign, 1]]);
  const o3 = (await post(theirs.returner, createPath, { order_id: third.id })).body.Datum;
  foreignReturn = { id: o3.return_id!, orderNumber: third.orderNumber };
  await receivedOn(foreignReturn.id, '2026-10-20T06:00:00Z');

  viewerToken = await returnViewer(mine);
});

describe('the returns list', () => {
  it('lists the enterprise returns newest first with their totals, bill and receiver', async () => {
    const res = await list(mine.returner);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(res.body.data.map((r) => r.id)).toEqual([open.id, closed.id]);
    const [o, c] = res.body.data as [Row, Row];
    expect(c).toMatchObject({
      return_number: closed.returnNumber,
      order_number: closed.orderNumber,
      status: 2,
      order_status: 141,
      reason: 'ลูกค้าปฏิเสธรับ',
      good: 2,
      broken: 1,
      lost: 1,
      other: 0,
      created_at: '2026-10-01T17:30:00.000Z',
    });
    expect(c.bill_number).toMatch(/^RET-\d{4}-\d{5}$/);
    expect(c.closed_at).not.toBeNull();
    expect(c.user_name).toContain('แพ็ก');
    expect(o).toMatchObject({
      return_number: open.returnNumber,
      status: 1,
      order_status: 121,
      closed_at: null,
      bill_number: null,
      good: 0,
      broken: 0,
      lost: 0,
      other: 0,
    });
  });

  it('filters by Bangkok days of receipt and refuses more than 31 days', async () => {
    const day = await list(mine.returner, 'start_date=2026-10-02&end_date=2026-10-02');
    expect(day.body.data.map((r) => r.id)).toEqual([closed.id]);
    const dayBefore = await list(mine.returner, 'start_date=2026-10-01&end_date=2026-10-01');
    expect(dayBefore.body).toMatchObject({ data: [], total: 0 });
    const month = await list(mine.returner, 'start_date=2026-10-01&end_date=2026-10-31');
    expect(month.body.data.map((r) => r.id)).toEqual([open.id, closed.id]);
    const tooLong = await list(mine.returner, 'start_date=2026-10-01&end_date=2026-11-01');
    expect([tooLong.status, tooLong.body.Msg]).toEqual([400, 'order.dateRangeTooLong']);
  });

  it('filters by order number, return number and status, and pages', async () => {
    const byOrder = await list(mine.returner, `order_number=${closed.orderNumber}`);
    expect(byOrder.body.data.map((r) => r.id)).toEqual([closed.id]);
    const byReturn = await list(mine.returner, `order_number=${open.returnNumber}`);
    expect(byReturn.body.data.map((r) => r.id)).toEqual([open.id]);
    const openOnly = await list(mine.returner, 'status=1');
    expect(openOnly.body.data.map((r) => r.id)).toEqual([open.id]);
    const page2 = await list(mine.returner, 'limit=1&page=2');
    expect(page2.body).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(page2.body.data.map((r) => r.id)).toEqual([closed.id]);
    const bad = await list(mine.returner, 'status=9');
    expect(bad.status).toBe(400);
  });

  it("never shows another enterprise's returns", async () => {
    const all = await list(mine.admin, 'start_date=2026-10-20&end_date=2026-10-20');
    expect(all.body.data.map((r) => r.id)).toEqual([open.id]);
    const theirOrder = await list(mine.admin, `order_number=${foreignReturn.orderNumber}`);
    expect(theirOrder.body).toMatchObject({ data: [], total: 0 });
    const theirs_ = await list(theirs.returner);
    expect(theirs_.body.data.map((r) => r.id)).toEqual([foreignReturn.id]);
    const mineFromThere = await list(theirs.returner, `order_number=${closed.orderNumber}`);
    expect(mineFromThere.body).toMatchObject({ data: [], total: 0 });
  });

  it('needs order_return level 1', async () => {
    const viewer = await list(viewerToken);
    expect(viewer.status).toBe(200);
    expect(viewer.body.total).toBe(2);
    for (const token of [mine.outsider, mine.packer, mine.packAdmin]) {
      const res = await list(token);
      expect([res.status, res.body.Msg]).toEqual([403, 'common.accessDenied']);
    }
    const anonymous = await call('GET', listPath);
    expect(anonymous.status).toBe(401);
    // Level 1 reads the list but cannot receive a parcel.
    const scan = await post(viewerToken, createPath, { order_code: open.orderNumber });
    expect(scan.status).toBe(403);
  });
});
