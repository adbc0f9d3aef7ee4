// The notes the system writes on stock bills (order cancelled, packed, returned, packing
// reopened) on the real PostgreSQL: stored as a message key and its values, never as a
// sentence in one language, and answered that way by the history and the bill detail so
// each screen says them in its reader's language. The migration that converted the Thai
// sentences already stored is run again on rows written the old way.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '@/lib/generated/prisma/client';
import type { HistoryDetail, HistoryHead } from '@/lib/domain/wms/inventory/reads';
import { call, loginAs } from './helpers/api';
import {
  createOrder,
  demoRefs,
  root,
  setStatus,
  type DemoRefs,
} from './helpers/order-actions-fixture';
import { packAndClose, stockedShop, type Item, type PackingShop } from './helpers/packing-fixtures';

let refs: DemoRefs;
let owner: string;
let ownerId: number;

beforeAll(async () => {
  refs = await demoRefs();
  owner = await loginAs('owner');
  ownerId = (await root.user.findFirstOrThrow({ where: { username: 'owner' } })).id;
});

/** One unit of stock taken out for the order, as a packing does: a packing bill linked to it. */
async function takeOneFor(orderId: number) {
  const { serum } = refs.wms;
  const { main } = refs.storages;
  await root.$transaction(async (tx) => {
    const bill = await tx.inventoryBill.create({
      data: {
        enterpriseId: refs.enterpriseId,
        billNumber: `PCK-NOTE-${orderId}`,
        kind: 5,
        userId: ownerId,
        fromStorageId: main,
        orderId,
      },
    });
    const balance = await tx.inventoryBalance.update({
      where: { wmsProductId_storageId: { wmsProductId: serum, storageId: main } },
      data: { balance: { decrement: 1 } },
    });
    await tx.inventoryLedger.create({
      data: {
        enterpriseId: refs.enterpriseId,
        billId: bill.id,
        wmsProductId: serum,
        storageId: main,
        amount: -1,
        balanceAfter: balance.balance,
        unitCost: '120.0000',
        userId: ownerId,
      },
    });
  });
}

describe('a cancelled order that held stock', () => {
  it('gets its return bill with the note as a key and values, and the history answers them', async () => {
    const order = await createOrder(owner, refs);
    await setStatus(order.id, 111);
    await takeOneFor(order.id);
    const cancel = await call('PUT', `/api/v1/orders/cancel/${order.id}`, {
      token: owner,
      body: { cancel_reason_type: 2, cancel_reason: 'สินค้าหมด' },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);

    const bill = await root.inventoryBill.findFirstOrThrow({
      where: { orderId: order.id, kind: 6 },
    });
    expect(bill).toMatchObject({
      note: null,
      noteKey: 'orderCancelled',
      noteParams: { order_number: order.order_number },
    });

    const history = await call<{ data: HistoryHead[] }>('POST', '/api/v1/wms/inventory/history', {
      token: owner,
      body: { bill_number: bill.billNumber },
    });
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body.data).toHaveLength(1);
    expect(history.body.data[0]).toMatchObject({
      Note: null,
      NoteKey: 'orderCancelled',
      NoteParams: { order_number: order.order_number },
    });

    const detail = await call<{ Datum: HistoryDetail }>(
      'GET',
      `/api/v1/wms/inventory/historydetail/${bill.id}`,
      { token: owner },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.Datum.Head).toMatchObject({
      Note: null,
      NoteKey: 'orderCancelled',
      NoteParams: { order_number: order.order_number },
    });
  });
});

describe('a closed packing', () => {
  let shop: PackingShop;
  let item: Item;

  beforeAll(async () => {
    ({
      shop,
      items: [item],
    } = await stockedShop({ amount: 10, cost: '5.00' }));
  });

  it('writes its packing bill with the packed note as a key and values', async () => {
    const { order, packingId } = await packAndClose(shop, [[item, 1]]);
    const packing = await root.packing.findUniqueOrThrow({ where: { id: packingId } });
    const bill = await root.inventoryBill.findFirstOrThrow({
      where: { enterpriseId: shop.id, packingId, kind: 5 },
    });
    const orderRow = await root.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(bill).toMatchObject({
      note: null,
      noteKey: 'packed',
      noteParams: {
        order_number: orderRow.orderNumber,
        packing_number: packing.packingNumber,
      },
    });
  });
});

describe('the migration of the notes stored as Thai sentences', () => {
  const MIGRATION = path.resolve(
    __dirname,
    '../prisma/migrations/20261126193250_stock_bill_note_keys/migration.sql',
  );
  /** The conversion part of the migration (after its column changes), statement by statement. */
  const conversion = () => {
    const sql = readFileSync(MIGRATION, 'utf8');
    const from = sql.indexOf('-- Notes the system wrote');
    expect(from).toBeGreaterThan(0);
    return sql
      .slice(from)
      .split(/;\s*\n/)
      .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
      .filter(Boolean);
  };

  it('turns the sentences the system wrote into keys and values, and leaves what a person typed', async () => {
    const order = await createOrder(owner, refs);
    const n = order.order_number;
    const old = async (kind: number, note: string, linked = true) =>
      (
        await root.inventoryBill.create({
          data: {
            enterpriseId: refs.enterpriseId,
            billNumber: `OLD-${kind}-${n}-${Math.random().toString(36).slice(2, 8)}`,
            kind,
            note,
            userId: ownerId,
            orderId: linked ? order.id : null,
          },
        })
      ).id;
    const ids = {
      packed: await old(5, `แพ็ก ${n} (PK${n})`),
      reopened: await old(6, `เปิดแพ็กใหม่ ${n} (PK${n})`),
      returned: await old(6, `รับคืน ${n} (PK${n})`),
      cancelled: await old(6, `ยกเลิกออเดอร์ ${n}`),
      typedOut: await old(2, `แพ็ก ${n} (PK${n})`, false),
      typedReturn: await old(6, 'รับคืนของจากลูกค้า ไม่ผ่าน QC'),
    };

    // The migration's own statements, as the migration engine ran them (no value goes in).
    for (const statement of conversion()) await root.$executeRaw(Prisma.raw(statement));

    const row = (id: number) =>
      root.inventoryBill.findUniqueOrThrow({
        where: { id },
        select: { note: true, noteKey: true, noteParams: true },
      });
    const both = { order_number: n, packing_number: `PK${n}` };
    expect(await row(ids.packed)).toEqual({ note: null, noteKey: 'packed', noteParams: both });
    expect(await row(ids.reopened)).toEqual({
      note: null,
      noteKey: 'packingReopened',
      noteParams: both,
    });
    expect(await row(ids.returned)).toEqual({ note: null, noteKey: 'returned', noteParams: both });
    expect(await row(ids.cancelled)).toEqual({
      note: null,
      noteKey: 'orderCancelled',
      noteParams: { order_number: n },
    });
    expect(await row(ids.typedOut)).toEqual({
      note: `แพ็ก ${n} (PK${n})`,
      noteKey: null,
      noteParams: null,
    });
    expect(await row(ids.typedReturn)).toEqual({
      note: 'รับคืนของจากลูกค้า ไม่ผ่าน QC',
      noteKey: null,
      noteParams: null,
    });
  });

  it('has converted the demo opening stock of the seed', async () => {
    const seedBill = await root.inventoryBill.findFirstOrThrow({
      where: { enterpriseId: refs.enterpriseId, billNumber: 'IN-SEED-00001' },
    });
    expect(seedBill).toMatchObject({ note: null, noteKey: 'demoOpeningStock' });
  });
});
