// The stock write calls through their route handlers on the real PostgreSQL:
// stock in, out, move, move to and from a user. Each answer's shape, costs, all-or-nothing
// bills, validation, the bill photo (multipart), tenancy, access and Idempotency-Key.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { BILL_KIND, STORAGE_KIND } from '@/lib/domain/wms/inventory/shared';
import {
  billPeriod,
  type ShortLine,
  type StockBill,
  stockBillSchema,
} from '@/lib/domain/wms/inventory/writes';
import { REPLAYED_HEADER } from '@/lib/http/idempotency';
import { call, loginAs } from './helpers/api';
import {
  avgCostOf,
  balanceOf,
  billNumbers,
  ledgerMismatches,
  newStockShop,
  newUser,
  PNG_1X1,
  root,
  type StockShop,
} from './helpers/stock-fixtures';

const IN = '/api/v2/wms/inventory/item/in';
const OUT = '/api/v2/wms/inventory/item/out';
const MOVE = '/api/v2/wms/inventory/item/group/move';
const USER_MOVE = '/api/v1/wms/inventory/user/move';

interface BillAnswer {
  Msg: string;
  Cause?: string;
  Datum: StockBill;
}
interface ShortAnswer {
  Msg: string;
  Cause: string;
  Datum: ShortLine[];
}

let shop: StockShop;
let token: string;
let s1: number;
let s2: number;
let p1: number;
let p2: number;
let p3: number;

const post = (path: string, body: unknown, extra: { token?: string; key?: string } = {}) =>
  call<BillAnswer>('POST', path, {
    token: extra.token ?? token,
    body,
    headers: extra.key ? { 'Idempotency-Key': extra.key } : undefined,
  });

async function ok(path: string, body: unknown): Promise<StockBill> {
  const res = await post(path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.Msg).toBe('common.createSuccess');
  // Exactly the contract's StockBill: every key, nothing else.
  expect(stockBillSchema.strict().safeParse(res.body.Datum).success).toBe(true);
  return res.body.Datum;
}

const billCount = () => root.inventoryBill.count({ where: { enterpriseId: shop.enterpriseId } });
const ledgerCount = () =>
  root.inventoryLedger.count({ where: { enterpriseId: shop.enterpriseId } });

beforeAll(async () => {
  shop = await newStockShop({ storages: 2, products: 3 });
  [s1, s2] = shop.storages as [number, number];
  [p1, p2, p3] = shop.products as [number, number, number];
  token = await loginAs(shop.adminUsername);
});

describe('POST /api/v2/wms/inventory/item/in', () => {
  it('receives stock: a numbered IN bill, balances, ledger rows and the moving average', async () => {
    const bill = await ok(IN, {
      storage_id: s1,
      note: 'รับของจากซัพพลายเออร์',
      items: [
        { product_id: p1, amount: 10, cost: '12.5' },
        { product_id: p2, amount: 4, cost: 20 },
      ],
    });
    expect(bill.BillNumber).toMatch(new RegExp(`^IN-${billPeriod()}-\\d{5}$`));
    expect(bill).toMatchObject({
      Kind: BILL_KIND.In,
      Note: 'รับของจากซัพพลายเออร์',
      UserName: `ทดสอบ ${shop.adminUsername}`,
      BillImage: null,
      from_storage_id: null,
      from_storage_name: null,
      to_storage_id: s1,
      to_storage_name: 'คลัง 1',
    });
    expect(Date.parse(bill.CreateAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(bill.lines).toEqual([
      {
        product_id: p1,
        product_name: 'สินค้า 1',
        sku: 'SKU-1',
        barcode: `BC${shop.enterpriseId}x1`,
        storage_id: s1,
        storage_name: 'คลัง 1',
        amount: 10,
        balance_after: 10,
        unit_cost: '12.5000',
      },
      expect.objectContaining({
        product_id: p2,
        amount: 4,
        balance_after: 4,
        unit_cost: '20.0000',
      }),
    ]);
    expect(await avgCostOf(p1)).toBe('12.5000');

    // A second receipt at another cost, into the other storage: the average spans both.
    const second = await ok(IN, {
      storage_id: s2,
      items: [{ product_id: p1, amount: 5, cost: '15.0001' }],
    });
    expect(second.lines[0]).toMatchObject({ amount: 5, balance_after: 5, unit_cost: '15.0001' });
    // (10 x 12.5 + 5 x 15.0001) / 15 = 13.33336666... -> 13.3334
    expect(await avgCostOf(p1)).toBe('13.3334');
    const balanceRow = await root.inventoryBalance.findFirstOrThrow({
      where: { wmsProductId: p1, storageId: s2 },
    });
    expect(balanceRow.cost.toFixed(4)).toBe('13.3334');
    expect(await ledgerMismatches(shop.enterpriseId)).toEqual([]);
  });

  it('adds up duplicate lines of a product into one ledger row at their mean cost', async () => {
    const before = await balanceOf(shop.enterpriseId, p3, s1);
    const bill = await ok(IN, {
      storage_id: s1,
      items: [
        { product_id: p3, amount: 1, cost: '10' },
        { product_id: p3, amount: 2, cost: '11' },
      ],
    });
    expect(bill.lines).toHaveLength(1);
    expect(bill.lines[0]).toMatchObject({
      product_id: p3,
      amount: 3,
      balance_after: before + 3,
      unit_cost: '10.6667',
    });
  });

  it('without a cost the units come in at the current average, which stays', async () => {
    const avg = await avgCostOf(p1);
    const bill = await ok(IN, { storage_id: s1, items: [{ product_id: p1, amount: 2 }] });
    expect(bill.lines[0]!.unit_cost).toBe(avg);
    expect(await avgCostOf(p1)).toBe(avg);
  });

  it('refuses duplicate lines with and without a cost', async () => {
    const res = await post(IN, {
      storage_id: s1,
      items: [
        { product_id: p1, amount: 1, cost: '1' },
        { product_id: p1, amount: 1 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.Msg).toBe('common.invalidParameter');
  });
});

describe('POST /api/v2/wms/inventory/item/out', () => {
  it('takes stock out at the average cost', async () => {
    const before = await balanceOf(shop.enterpriseId, p1, s1);
    const avg = await avgCostOf(p1);
    const bill = await ok(OUT, { storage_id: s1, items: [{ product_id: p1, amount: 3 }] });
    expect(bill).toMatchObject({
      Kind: BILL_KIND.Out,
      Note: null,
      from_storage_id: s1,
      from_storage_name: 'คลัง 1',
      to_storage_id: null,
      to_storage_name: null,
    });
    expect(bill.BillNumber).toMatch(/^OUT-\d{4}-\d{5}$/);
    expect(bill.lines).toEqual([
      expect.objectContaining({
        product_id: p1,
        storage_id: s1,
        amount: -3,
        balance_after: before - 3,
        unit_cost: avg,
      }),
    ]);
    expect(await avgCostOf(p1)).toBe(avg);
  });

  it('one short line refuses the whole bill: every short line listed, nothing written', async () => {
    const b1 = await balanceOf(shop.enterpriseId, p1, s1);
    const b2 = await balanceOf(shop.enterpriseId, p2, s1);
    const bills = await billCount();
    const rows = await ledgerCount();
    const numbers = await billNumbers(shop.enterpriseId, BILL_KIND.Out);

    const res = await call<ShortAnswer>('POST', OUT, {
      token,
      body: {
        storage_id: s1,
        items: [
          { product_id: p2, amount: b2 + 5 },
          { product_id: p1, amount: 1 },
          { product_id: p3, amount: 999 },
          // A duplicate line counts with its twin: 1 + b1 is more than the balance.
          { product_id: p1, amount: b1 },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.Msg).toBe('inventory.balanceNotEnough');
    const short = [...res.body.Datum].sort((a, b) => a.product_id - b.product_id);
    const p3Balance = await balanceOf(shop.enterpriseId, p3, s1);
    expect(short).toEqual(
      [
        { product_id: p1, storage_id: s1, balance: b1, wanted: b1 + 1 },
        { product_id: p2, storage_id: s1, balance: b2, wanted: b2 + 5 },
        { product_id: p3, storage_id: s1, balance: p3Balance, wanted: 999 },
      ].sort((a, b) => a.product_id - b.product_id),
    );
    expect(await balanceOf(shop.enterpriseId, p1, s1)).toBe(b1);
    expect(await balanceOf(shop.enterpriseId, p2, s1)).toBe(b2);
    expect(await billCount()).toBe(bills);
    expect(await ledgerCount()).toBe(rows);
    // No number used: the next OUT bill takes the one after the last.
    const next = await ok(OUT, { storage_id: s1, items: [{ product_id: p1, amount: 1 }] });
    const last = numbers.at(-1)!;
    expect(Number(next.BillNumber.slice(-5))).toBe(Number(last.slice(-5)) + 1);
  });

  it('a product that was never in the storage is short with balance 0', async () => {
    const res = await call<ShortAnswer>('POST', OUT, {
      token,
      body: { storage_id: s2, items: [{ product_id: p3, amount: 1 }] },
    });
    expect(res.status).toBe(422);
    expect(res.body.Datum).toEqual([{ product_id: p3, storage_id: s2, balance: 0, wanted: 1 }]);
  });
});

describe('POST /api/v2/wms/inventory/item/out with a promotion', () => {
  it('takes out the components of a promotion, each its quantity times the amount', async () => {
    await ok(IN, {
      storage_id: s2,
      items: [
        { product_id: p1, amount: 30 },
        { product_id: p2, amount: 30 },
      ],
    });
    const profile = await root.pickupProfile.create({
      data: {
        enterpriseId: shop.enterpriseId,
        name: 'เซ็ตคู่ ทดสอบ',
        items: {
          create: [
            { enterpriseId: shop.enterpriseId, wmsProductId: p1, quantity: 2 },
            { enterpriseId: shop.enterpriseId, wmsProductId: p2, quantity: 1 },
          ],
        },
      },
    });
    const before1 = await balanceOf(shop.enterpriseId, p1, s2);
    const before2 = await balanceOf(shop.enterpriseId, p2, s2);
    // Three sets, plus one loose unit of p1 on its own line: merged into one ledger row.
    const bill = await ok(OUT, {
      storage_id: s2,
      items: [
        { pickup_profile_id: profile.id, amount: 3 },
        { product_id: p1, amount: 1 },
      ],
    });
    const byProduct = new Map(bill.lines.map((l) => [l.product_id, l]));
    expect(bill.lines).toHaveLength(2);
    expect(byProduct.get(p1)!.amount).toBe(-7);
    expect(byProduct.get(p2)!.amount).toBe(-3);
    expect(await balanceOf(shop.enterpriseId, p1, s2)).toBe(before1 - 7);
    expect(await balanceOf(shop.enterpriseId, p2, s2)).toBe(before2 - 3);
    expect(await ledgerMismatches(shop.enterpriseId)).toEqual([]);

    // More sets than the stock covers: nothing moves.
    const short = await post(OUT, {
      storage_id: s2,
      items: [{ pickup_profile_id: profile.id, amount: 1000 }],
    });
    expect(short.status).toBe(422);
    expect(short.body.Msg).toBe('inventory.balanceNotEnough');
    expect(await balanceOf(shop.enterpriseId, p1, s2)).toBe(before1 - 7);

    // A retired promotion, an unknown one, and a line naming both or neither are refused.
    await root.pickupProfile.update({ where: { id: profile.id }, data: { active: false } });
    const retired = await post(OUT, {
      storage_id: s2,
      items: [{ pickup_profile_id: profile.id, amount: 1 }],
    });
    expect(retired.status).toBe(404);
    expect(retired.body.Msg).toBe('inventory.itemNotFound');
    const unknown = await post(OUT, {
      storage_id: s2,
      items: [{ pickup_profile_id: 2_000_000_000, amount: 1 }],
    });
    expect(unknown.status).toBe(404);
    const both = await post(OUT, {
      storage_id: s2,
      items: [{ product_id: p1, pickup_profile_id: profile.id, amount: 1 }],
    });
    expect(both.status).toBe(400);
    const neither = await post(OUT, { storage_id: s2, items: [{ amount: 1 }] });
    expect(neither.status).toBe(400);
    expect(await balanceOf(shop.enterpriseId, p1, s2)).toBe(before1 - 7);
  });
});

describe('POST /api/v2/wms/inventory/item/group/move', () => {
  it('moves units between storages: out of one, into the other, at the average cost', async () => {
    const a = await balanceOf(shop.enterpriseId, p1, s1);
    const b = await balanceOf(shop.enterpriseId, p1, s2);
    const avg = await avgCostOf(p1);
    const bill = await ok(MOVE, {
      from_storage_id: s1,
      to_storage_id: s2,
      note: 'ย้ายไปคลังสำรอง',
      items: [{ product_id: p1, amount: 2 }],
    });
    expect(bill).toMatchObject({
      Kind: BILL_KIND.Move,
      from_storage_id: s1,
      from_storage_name: 'คลัง 1',
      to_storage_id: s2,
      to_storage_name: 'คลัง 2',
    });
    expect(bill.BillNumber).toMatch(/^MOV-/);
    expect(bill.lines.map((l) => [l.storage_id, l.amount, l.balance_after, l.unit_cost])).toEqual([
      [s1, -2, a - 2, avg],
      [s2, 2, b + 2, avg],
    ]);
    expect(await avgCostOf(p1)).toBe(avg);
    expect(await ledgerMismatches(shop.enterpriseId)).toEqual([]);
  });

  it('moves to a packing line (a storage of kind 2)', async () => {
    const line = await root.storage.create({
      data: {
        enterpriseId: shop.enterpriseId,
        name: 'ไลน์แพ็ก A',
        kind: STORAGE_KIND.PackingLine,
        packingLine: 'LINE-A',
      },
    });
    const bill = await ok(MOVE, {
      from_storage_id: s1,
      to_storage_id: line.id,
      items: [{ product_id: p1, amount: 1 }],
    });
    expect(bill.to_storage_name).toBe('ไลน์แพ็ก A');
    expect(await balanceOf(shop.enterpriseId, p1, line.id)).toBe(1);
  });

  it('refuses a move beyond the balance, leaving both storages as they were', async () => {
    const a = await balanceOf(shop.enterpriseId, p2, s1);
    const b = await balanceOf(shop.enterpriseId, p2, s2);
    const res = await post(MOVE, {
      from_storage_id: s1,
      to_storage_id: s2,
      items: [{ product_id: p2, amount: a + 1 }],
    });
    expect(res.status).toBe(422);
    expect(res.body.Msg).toBe('inventory.balanceNotEnough');
    expect(await balanceOf(shop.enterpriseId, p2, s1)).toBe(a);
    expect(await balanceOf(shop.enterpriseId, p2, s2)).toBe(b);
  });
});

describe('POST /api/v1/wms/inventory/user/move', () => {
  it("hands stock to a user's holding storage (made on first use) and takes it back", async () => {
    const agent = await newUser(shop.enterpriseId, 4);
    const before = await balanceOf(shop.enterpriseId, p1, s1);
    const out = await ok(USER_MOVE, {
      user_id: agent.id,
      storage_id: s1,
      direction: 'to_user',
      items: [{ product_id: p1, amount: 3 }],
    });
    expect(out.Kind).toBe(BILL_KIND.UserMove);
    expect(out.BillNumber).toMatch(/^UMV-/);
    expect(out.from_storage_id).toBe(s1);
    const holding = await root.storage.findFirstOrThrow({
      where: { holderUserId: agent.id },
    });
    expect(holding).toMatchObject({
      kind: STORAGE_KIND.UserHolding,
      enterpriseId: shop.enterpriseId,
    });
    expect(out.to_storage_id).toBe(holding.id);
    expect(out.to_storage_name).toBe(holding.name);
    expect(await balanceOf(shop.enterpriseId, p1, holding.id)).toBe(3);
    expect(await balanceOf(shop.enterpriseId, p1, s1)).toBe(before - 3);

    // The same holding storage next time; back from the user into the other storage.
    const back = await ok(USER_MOVE, {
      user_id: agent.id,
      storage_id: s2,
      direction: 'from_user',
      items: [{ product_id: p1, amount: 2 }],
    });
    expect(back).toMatchObject({ from_storage_id: holding.id, to_storage_id: s2 });
    expect(await root.storage.count({ where: { holderUserId: agent.id } })).toBe(1);
    expect(await balanceOf(shop.enterpriseId, p1, holding.id)).toBe(1);

    const tooMany = await post(USER_MOVE, {
      user_id: agent.id,
      storage_id: s2,
      direction: 'from_user',
      items: [{ product_id: p1, amount: 2 }],
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.Msg).toBe('inventory.balanceNotEnough');
    expect(await ledgerMismatches(shop.enterpriseId)).toEqual([]);
  });

  it("refuses an unknown user, and a storage that is the user's own holding", async () => {
    const missing = await post(USER_MOVE, {
      user_id: 2_000_000_000,
      storage_id: s1,
      direction: 'to_user',
      items: [{ product_id: p1, amount: 1 }],
    });
    expect(missing.status).toBe(404);
    expect(missing.body.Msg).toBe('inventory.itemNotFound');

    const agent = await newUser(shop.enterpriseId, 5);
    await ok(USER_MOVE, {
      user_id: agent.id,
      storage_id: s1,
      direction: 'to_user',
      items: [{ product_id: p1, amount: 1 }],
    });
    const holding = await root.storage.findFirstOrThrow({ where: { holderUserId: agent.id } });
    const same = await post(USER_MOVE, {
      user_id: agent.id,
      storage_id: holding.id,
      direction: 'to_user',
      items: [{ product_id: p1, amount: 1 }],
    });
    expect(same.status).toBe(400);
    expect(same.body.Msg).toBe('common.invalidParameter');
  });
});

describe('validation', () => {
  const cases: Array<[string, string, unknown]> = [
    ['amount 0', OUT, { storage_id: 1, items: [{ product_id: 1, amount: 0 }] }],
    ['a negative amount', OUT, { storage_id: 1, items: [{ product_id: 1, amount: -2 }] }],
    ['a fractional amount', IN, { storage_id: 1, items: [{ product_id: 1, amount: 1.5 }] }],
    ['a text amount', IN, { storage_id: 1, items: [{ product_id: 1, amount: 'many' }] }],
    ['no lines', OUT, { storage_id: 1, items: [] }],
    ['no items at all', IN, { storage_id: 1 }],
    ['no storage', IN, { items: [{ product_id: 1, amount: 1 }] }],
    [
      'a cost with 5 decimals',
      IN,
      { storage_id: 1, items: [{ product_id: 1, amount: 1, cost: '1.00001' }] },
    ],
    ['a negative cost', IN, { storage_id: 1, items: [{ product_id: 1, amount: 1, cost: -1 }] }],
    [
      'the same storage on both ends',
      MOVE,
      { from_storage_id: 1, to_storage_id: 1, items: [{ product_id: 1, amount: 1 }] },
    ],
    [
      'an unknown direction',
      USER_MOVE,
      { user_id: 1, storage_id: 1, direction: 'sideways', items: [{ product_id: 1, amount: 1 }] },
    ],
  ];
  it.each(cases)('%s: 400 common.invalidParameter, nothing written', async (_name, path, body) => {
    const bills = await billCount();
    const res = await post(path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.Msg).toBe('common.invalidParameter');
    expect(res.body.Cause).toMatch(/^body\./);
    expect(await billCount()).toBe(bills);
  });

  it('an archived product is not found', async () => {
    const archived = await root.wmsProduct.create({
      data: {
        enterpriseId: shop.enterpriseId,
        name: 'เลิกขาย',
        sku: 'OLD',
        barcode: `OLD${shop.enterpriseId}`,
        archivedAt: new Date(),
      },
    });
    const res = await post(IN, { storage_id: s1, items: [{ product_id: archived.id, amount: 1 }] });
    expect(res.status).toBe(404);
    expect(res.body.Msg).toBe('inventory.itemNotFound');
  });
  it('a stock in that would push a balance past the integer range is refused, not a 500', async () => {
    const big = await newStockShop({ storages: 1, products: 1 });
    const [storage] = big.storages as [number];
    const [product] = big.products as [number];
    const bigToken = await loginAs(big.adminUsername);
    const items = Array.from({ length: 200 }, () => ({ product_id: product, amount: 1_000_000 }));
    for (let i = 0; i < 10; i++) {
      const res = await post(IN, { storage_id: storage, items }, { token: bigToken });
      expect(res.status).toBe(201);
    }
    expect(await balanceOf(big.enterpriseId, product, storage)).toBe(2_000_000_000);
    const over = await post(IN, { storage_id: storage, items }, { token: bigToken });
    expect(over.status).toBe(400);
    expect(over.body.Msg).toBe('common.invalidParameter');
    expect(await balanceOf(big.enterpriseId, product, storage)).toBe(2_000_000_000);
    expect(await ledgerMismatches(big.enterpriseId)).toEqual([]);
  });
});

describe('bill photo (multipart)', () => {
  const form = (fields: Record<string, string>, file?: { bytes: Buffer; type: string }) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    if (file)
      f.append(
        'bill_image',
        new Blob([new Uint8Array(file.bytes)], { type: file.type }),
        'bill.png',
      );
    return f;
  };

  it('stores the photo and answers its URL, which serves the same bytes', async () => {
    const res = await call<BillAnswer>('POST', IN, {
      token,
      form: form(
        {
          storage_id: String(s1),
          note: 'ใบส่งของ',
          items: JSON.stringify([{ product_id: p2, amount: 6, cost: '20' }]),
        },
        { bytes: PNG_1X1, type: 'image/png' },
      ),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const bill = res.body.Datum;
    expect(bill.BillImage).toMatch(
      new RegExp(`^/api/v1/files/${shop.enterpriseId}/bill-images/.+\\.png$`),
    );
    expect(bill.lines[0]).toMatchObject({ product_id: p2, amount: 6 });
    const stored = await root.inventoryBill.findUniqueOrThrow({ where: { id: bill.ID } });
    expect(`/api/v1/files/${stored.billImageKey}`).toBe(bill.BillImage);

    const file = await call('GET', bill.BillImage!, { token });
    expect(file.status).toBe(200);
    expect(file.bytes.equals(PNG_1X1)).toBe(true);
  });

  it('a file that is not an image is refused and moves nothing', async () => {
    const bills = await billCount();
    const res = await call('POST', OUT, {
      token,
      form: form(
        { storage_id: String(s1), items: JSON.stringify([{ product_id: p2, amount: 1 }]) },
        { bytes: Buffer.from('just text, not a picture'), type: 'image/png' },
      ),
    });
    expect(res.status).toBe(415);
    expect(res.body.Msg).toBe('file.invalidType');
    expect(await billCount()).toBe(bills);
  });

  it('items that are not JSON in a form are a validation error', async () => {
    const res = await call('POST', OUT, {
      token,
      form: form({ storage_id: String(s1), items: 'p2 x 1' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.Msg).toBe('common.invalidParameter');
  });
});

describe('tenancy', () => {
  let other: StockShop;
  beforeAll(async () => {
    other = await newStockShop({ storages: 1, products: 1 });
  });

  it("another enterprise's product, storage or user is not found, and nothing moves", async () => {
    const [otherStorage] = other.storages as [number];
    const [otherProduct] = other.products as [number];
    const otherUser = await newUser(other.enterpriseId, 4);
    const bills = await billCount();
    const attempts: Array<[string, unknown]> = [
      [IN, { storage_id: s1, items: [{ product_id: otherProduct, amount: 1, cost: '1' }] }],
      [IN, { storage_id: otherStorage, items: [{ product_id: p1, amount: 1 }] }],
      [OUT, { storage_id: otherStorage, items: [{ product_id: otherProduct, amount: 1 }] }],
      [
        MOVE,
        {
          from_storage_id: s1,
          to_storage_id: otherStorage,
          items: [{ product_id: p1, amount: 1 }],
        },
      ],
      [
        USER_MOVE,
        {
          user_id: otherUser.id,
          storage_id: s1,
          direction: 'to_user',
          items: [{ product_id: p1, amount: 1 }],
        },
      ],
    ];
    for (const [path, body] of attempts) {
      const res = await post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(404);
      expect(res.body.Msg).toBe('inventory.itemNotFound');
    }
    expect(await billCount()).toBe(bills);
    expect(await root.inventoryBalance.count({ where: { storageId: otherStorage } })).toBe(0);
    expect(await root.storage.count({ where: { holderUserId: otherUser.id } })).toBe(0);
  });
});

describe('access', () => {
  it('needs wms level 2: level 1 is refused, level 2 may write, no token is 401', async () => {
    const viewer = await newUser(shop.enterpriseId, 3, { wms: 1, order: 2 });
    const clerk = await newUser(shop.enterpriseId, 3, { wms: 2 });
    const viewerToken = await loginAs(viewer.username);
    const clerkToken = await loginAs(clerk.username);
    const body = { storage_id: s1, items: [{ product_id: p1, amount: 1 }] };
    for (const path of [IN, OUT]) {
      const denied = await post(path, body, { token: viewerToken });
      expect(denied.status).toBe(403);
      expect(denied.body.Msg).toBe('common.accessDenied');
    }
    const moveDenied = await post(
      MOVE,
      { from_storage_id: s1, to_storage_id: s2, items: [{ product_id: p1, amount: 1 }] },
      { token: viewerToken },
    );
    expect(moveDenied.status).toBe(403);
    const userDenied = await post(
      USER_MOVE,
      {
        user_id: clerk.id,
        storage_id: s1,
        direction: 'to_user',
        items: [{ product_id: p1, amount: 1 }],
      },
      { token: viewerToken },
    );
    expect(userDenied.status).toBe(403);

    const allowed = await post(IN, body, { token: clerkToken });
    expect(allowed.status).toBe(201);
    expect(allowed.body.Datum.UserName).toBe(`ทดสอบ ${clerk.username}`);

    const anonymous = await call('POST', IN, { body });
    expect(anonymous.status).toBe(401);
  });
});

describe('Idempotency-Key', () => {
  it('a retry answers the same bill and moves nothing; another body with the key is a 409', async () => {
    const key = randomUUID();
    const before = await balanceOf(shop.enterpriseId, p1, s1);
    const body = { storage_id: s1, items: [{ product_id: p1, amount: 1 }] };
    const first = await post(OUT, body, { key });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await post(OUT, body, { key });
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(again.body.Datum).toEqual(first.body.Datum);
    expect(await balanceOf(shop.enterpriseId, p1, s1)).toBe(before - 1);
    expect(
      await root.inventoryBill.count({
        where: { enterpriseId: shop.enterpriseId, billNumber: first.body.Datum.BillNumber },
      }),
    ).toBe(1);

    const other = await post(OUT, { ...body, items: [{ product_id: p1, amount: 2 }] }, { key });
    expect(other.status).toBe(409);
    expect(other.body.Msg).toBe('common.idempotencyConflict');
    expect(await balanceOf(shop.enterpriseId, p1, s1)).toBe(before - 1);
  });

  it('concurrent repeats of one key make one bill', async () => {
    const key = randomUUID();
    const before = await balanceOf(shop.enterpriseId, p2, s1);
    const body = { storage_id: s1, items: [{ product_id: p2, amount: 1, cost: '20' }] };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(IN, body, { key })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.Datum.ID)).size).toBe(1);
    expect(await balanceOf(shop.enterpriseId, p2, s1)).toBe(before + 1);
  });

  it('a refused bill frees its key: the retry after a stock in succeeds', async () => {
    const key = randomUUID();
    const short = { storage_id: s2, items: [{ product_id: p3, amount: 1 }] };
    const first = await post(OUT, short, { key });
    expect(first.status).toBe(422);
    await ok(IN, { storage_id: s2, items: [{ product_id: p3, amount: 1 }] });
    const retry = await post(OUT, short, { key });
    expect(retry.status).toBe(201);
    expect(await ledgerMismatches(shop.enterpriseId)).toEqual([]);
  });
});
