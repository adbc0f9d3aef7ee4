// Stock data for the integration tests of the stock reads, written straight to the tables
// (the stock-movement calls are tested on their own): a new enterprise per test file, so
// its figures are exactly what the file inserted, with storages, warehouse products and
// bills whose ledger rows and balances agree (balance = sum of its ledger rows, numbers
// gapless per kind and month). Every row written is also kept in `shop.ledger`, so a
// test computes the answer it expects from what it inserted, not from the code it tests.
import { randomInt } from 'node:crypto';
import { hashPassword } from '@/lib/auth/password';
import { prisma } from '@/lib/db';
import { loginAs } from './api';

export const root = prisma();

const BILL_PREFIX: Record<number, string> = {
  1: 'IN',
  2: 'OUT',
  3: 'MOV',
  4: 'UMV',
  5: 'PCK',
  6: 'RET',
  7: 'ADJ',
};

export interface LedgerFact {
  billId: number;
  billNumber: string;
  kind: number;
  productId: number;
  storageId: number;
  amount: number;
  balanceAfter: number;
  at: Date;
  userId: number;
}

export interface ProductFact {
  id: number;
  name: string;
  sku: string;
  barcode: string;
  threshold: number;
  /** numeric(14,4) as text */
  avgCost: string;
}

export interface StorageFact {
  id: number;
  name: string;
  kind: number;
  packingLine: string | null;
}

export interface InventoryShop {
  id: number;
  code: string;
  /** Admin (group 1) of the shop. */
  adminId: number;
  admin: string;
  /** An employee with wms level 1 (reads only). */
  viewer: string;
  viewerId: number;
  /** An employee with no wms level. */
  outsider: string;
  saleChannelId: number;
  paymentMethodId: number;
  storages: StorageFact[];
  products: ProductFact[];
  ledger: LedgerFact[];
  n: number;
}

const tag = randomInt(36 ** 4).toString(36);

async function newUser(enterpriseId: number, groupId: number, roles: Record<string, number>) {
  const username = `inv${tag}${randomInt(1_000_000_000)}`;
  const user = await root.user.create({
    data: {
      enterpriseId,
      username,
      passwordHash: await hashPassword('demo1234'),
      firstName: 'ทดสอบ',
      lastName: `คลัง${groupId}`,
      groupId,
      roles,
    },
  });
  return { id: user.id, username };
}

/** A new enterprise with an admin, a wms viewer, an outsider, a sale channel and a payment method. */
export async function inventoryShop(): Promise<InventoryShop> {
  const code = `inv-${tag}-${randomInt(1_000_000_000)}`;
  const ent = await root.enterprise.create({ data: { code, name: `Stock ${code}` } });
  const [admin, viewer, outsider] = [
    await newUser(ent.id, 1, {}),
    await newUser(ent.id, 3, { wms: 1 }),
    await newUser(ent.id, 3, { order: 2 }),
  ];
  const channel = await root.saleChannel.create({
    data: { enterpriseId: ent.id, name: 'หน้าร้าน', type: 1 },
  });
  const method = await root.paymentMethod.create({
    data: { enterpriseId: ent.id, name: 'ปลายทาง', type: 2 },
  });
  return {
    id: ent.id,
    code,
    adminId: admin.id,
    admin: await loginAs(admin.username),
    viewer: await loginAs(viewer.username),
    viewerId: viewer.id,
    outsider: await loginAs(outsider.username),
    saleChannelId: channel.id,
    paymentMethodId: method.id,
    storages: [],
    products: [],
    ledger: [],
    n: 0,
  };
}

export async function addStorage(
  shop: InventoryShop,
  opts: { name?: string; kind?: 1 | 2 | 3; packingLine?: string; active?: boolean } = {},
): Promise<StorageFact> {
  const kind = opts.kind ?? 1;
  const row = await root.storage.create({
    data: {
      enterpriseId: shop.id,
      name: opts.name ?? `คลัง ${tag} ${++shop.n}`,
      kind,
      packingLine: opts.packingLine ?? null,
      active: opts.active ?? true,
    },
  });
  const fact = { id: row.id, name: row.name, kind, packingLine: row.packingLine };
  shop.storages.push(fact);
  return fact;
}

export async function addProduct(
  shop: InventoryShop,
  opts: { name?: string; sku?: string; threshold?: number; avgCost?: string } = {},
): Promise<ProductFact> {
  const n = ++shop.n;
  const row = await root.wmsProduct.create({
    data: {
      enterpriseId: shop.id,
      name: opts.name ?? `สินค้า ${tag} ${n}`,
      sku: opts.sku ?? `SKU-${tag}-${n}`.toUpperCase(),
      barcode: `B${tag}${shop.id}x${n}`,
      threshold: opts.threshold ?? 0,
      avgCost: opts.avgCost ?? '0',
    },
  });
  const fact: ProductFact = {
    id: row.id,
    name: row.name,
    sku: row.sku,
    barcode: row.barcode,
    threshold: row.threshold,
    avgCost: row.avgCost.toFixed(4),
  };
  shop.products.push(fact);
  return fact;
}

/** A sellable product (products.id), optionally linked to a warehouse product. */
export async function addSellable(shop: InventoryShop, wmsProductId: number | null) {
  const n = ++shop.n;
  return root.product.create({
    data: {
      enterpriseId: shop.id,
      pn: `P-${tag}-${n}`,
      name: `ขาย ${tag} ${n}`,
      price: '100.00',
      wmsProductId,
    },
  });
}

export interface BillLineInput {
  productId: number;
  storageId: number;
  /** Signed: + into the storage, - out of it. */
  amount: number;
  unitCost?: string;
}

/** The Bangkok year and month of an instant: '2611'. */
function period(at: Date): string {
  const day = new Date(at.getTime() + 7 * 3600_000).toISOString();
  return `${day.slice(2, 4)}${day.slice(5, 7)}`;
}

/**
 * One bill and its ledger rows in one transaction, at `at`: each line updates its balance
 * (created at 0 when missing; the CHECK refuses a negative one) and writes a ledger row
 * with the balance after it.
 */
export async function addBill(
  shop: InventoryShop,
  bill: {
    kind: number;
    lines: BillLineInput[];
    at?: Date;
    userId?: number;
    note?: string;
    fromStorageId?: number | null;
    toStorageId?: number | null;
    orderId?: number | null;
    packingId?: number | null;
    imageKey?: string | null;
  },
): Promise<{ id: number; billNumber: string }> {
  const at = bill.at ?? new Date();
  const userId = bill.userId ?? shop.adminId;
  const prefix = BILL_PREFIX[bill.kind]!;
  const facts: LedgerFact[] = [];
  const made = await root.$transaction(async (tx) => {
    const [seq] = await tx.$queryRaw<{ last_number: number }[]>`
      INSERT INTO bill_sequences (enterprise_id, kind, period, last_number, updated_at)
      VALUES (${shop.id}, ${prefix}, ${period(at)}, 1, now())
      ON CONFLICT (enterprise_id, kind, period)
        DO UPDATE SET last_number = bill_sequences.last_number + 1, updated_at = now()
      RETURNING last_number`;
    const billNumber = `${prefix}-${period(at)}-${String(seq!.last_number).padStart(5, '0')}`;
    const head = await tx.inventoryBill.create({
      data: {
        enterpriseId: shop.id,
        billNumber,
        kind: bill.kind,
        note: bill.note ?? null,
        userId,
        billImageKey: bill.imageKey ?? null,
        fromStorageId: bill.fromStorageId ?? null,
        toStorageId: bill.toStorageId ?? null,
        orderId: bill.orderId ?? null,
        packingId: bill.packingId ?? null,
        createdAt: at,
      },
    });
    for (const line of bill.lines) {
      // A row proposed with a negative balance fails the CHECK before ON CONFLICT is
      // looked at, so units going out update the row that must already be there.
      const [after] =
        line.amount > 0
          ? await tx.$queryRaw<{ balance: number }[]>`
              INSERT INTO inventory_balances
                     (enterprise_id, wms_product_id, storage_id, balance, cost, created_at, updated_at)
              VALUES (${shop.id}, ${line.productId}, ${line.storageId}, ${line.amount}, 0, ${at}, ${at})
              ON CONFLICT (wms_product_id, storage_id) DO UPDATE
                 SET balance = inventory_balances.balance + EXCLUDED.balance, updated_at = ${at}
              RETURNING balance`
          : await tx.$queryRaw<{ balance: number }[]>`
              UPDATE inventory_balances SET balance = balance + ${line.amount}, updated_at = ${at}
               WHERE wms_product_id = ${line.productId} AND storage_id = ${line.storageId}
              RETURNING balance`;
      if (!after)
        throw new Error(`no balance of ${line.productId} in ${line.storageId} to take from`);
      await tx.inventoryLedger.create({
        data: {
          enterpriseId: shop.id,
          billId: head.id,
          wmsProductId: line.productId,
          storageId: line.storageId,
          amount: line.amount,
          balanceAfter: after!.balance,
          unitCost: line.unitCost ?? '0',
          userId,
          createdAt: at,
        },
      });
      facts.push({
        billId: head.id,
        billNumber,
        kind: bill.kind,
        productId: line.productId,
        storageId: line.storageId,
        amount: line.amount,
        balanceAfter: after!.balance,
        at,
        userId,
      });
    }
    return { id: head.id, billNumber };
  });
  shop.ledger.push(...facts);
  return made;
}

/** Stock in: one + line per item into one storage. */
export const stockIn = (
  shop: InventoryShop,
  storageId: number,
  items: Array<[productId: number, amount: number]>,
  opts: { at?: Date; userId?: number; note?: string; imageKey?: string } = {},
) =>
  addBill(shop, {
    kind: 1,
    toStorageId: storageId,
    lines: items.map(([productId, amount]) => ({ productId, storageId, amount })),
    ...opts,
  });

/** Stock out (kind 2) or packing (kind 5): one - line per item from one storage. */
export const takeOut = (
  shop: InventoryShop,
  kind: 2 | 5,
  storageId: number,
  items: Array<[productId: number, amount: number]>,
  opts: { at?: Date; orderId?: number; packingId?: number } = {},
) =>
  addBill(shop, {
    kind,
    fromStorageId: storageId,
    lines: items.map(([productId, amount]) => ({ productId, storageId, amount: -amount })),
    ...opts,
  });

/** A move (kind 3): - from one storage, + into the other, per item. */
export const move = (
  shop: InventoryShop,
  from: number,
  to: number,
  items: Array<[productId: number, amount: number]>,
  opts: { at?: Date } = {},
) =>
  addBill(shop, {
    kind: 3,
    fromStorageId: from,
    toStorageId: to,
    lines: items.flatMap(([productId, amount]) => [
      { productId, storageId: from, amount: -amount },
      { productId, storageId: to, amount },
    ]),
    ...opts,
  });

/** The balance the ledger facts give a product in a storage. */
export function ledgerBalance(shop: InventoryShop, productId: number, storageId: number): number {
  return shop.ledger
    .filter((f) => f.productId === productId && f.storageId === storageId)
    .reduce((n, f) => n + f.amount, 0);
}

/** An order at `status` with lines of sellable products (quantity each). */
export async function addOrder(
  shop: InventoryShop,
  status: number,
  lines: Array<{ productId: number; wmsProductId: number | null; quantity: number }>,
  opts: { storageId?: number } = {},
) {
  const n = ++shop.n;
  return root.order.create({
    data: {
      enterpriseId: shop.id,
      orderNumber: `SO-T${tag}${n}`,
      status,
      saleChannelId: shop.saleChannelId,
      paymentMethodId: shop.paymentMethodId,
      paymentType: 2,
      shippingProviderId: 1,
      storageId: opts.storageId ?? null,
      recipientName: 'คุณทดสอบ',
      recipientPhone: '0812345678',
      recipientAddress: '1 ถนนทดสอบ',
      items: {
        create: lines.map((l) => ({
          enterpriseId: shop.id,
          productId: l.productId,
          wmsProductId: l.wmsProductId,
          name: 'line',
          sku: 'line',
          quantity: l.quantity,
          price: '10.00',
          lineTotal: (10 * l.quantity).toFixed(2),
        })),
      },
    },
  });
}

/** A pickup profile (promotion bundle) written straight to the tables. */
export async function addPickupProfile(
  shop: InventoryShop,
  productId: number | null,
  items: Array<[wmsProductId: number, quantity: number]>,
) {
  const profile = await root.pickupProfile.create({
    data: { enterpriseId: shop.id, name: `โปร ${tag} ${++shop.n}`, productId },
  });
  await root.pickupProfileItem.createMany({
    data: items.map(([wmsProductId, quantity]) => ({
      enterpriseId: shop.id,
      pickupProfileId: profile.id,
      wmsProductId,
      quantity,
    })),
  });
  return profile;
}

/** Money in satang from a decimal string with up to 4 places, x units, rounded half up. */
export function valueText(units: number, avgCost: string): string {
  const [whole, frac = ''] = avgCost.split('.');
  const tenThousandths = BigInt(whole!) * 10000n + BigInt((frac + '0000').slice(0, 4));
  const total = tenThousandths * BigInt(units); // in 1/10000 baht
  const satang = (total + 50n) / 100n;
  return `${satang / 100n}.${String(satang % 100n).padStart(2, '0')}`;
}

/** Sum of values given in 1/10000 baht, rounded once (as SUM then ROUND). */
export function sumValueText(parts: Array<[units: number, avgCost: string]>): string {
  let total = 0n;
  for (const [units, avgCost] of parts) {
    const [whole, frac = ''] = avgCost.split('.');
    total += (BigInt(whole!) * 10000n + BigInt((frac + '0000').slice(0, 4))) * BigInt(units);
  }
  const satang = (total + 50n) / 100n;
  return `${satang / 100n}.${String(satang % 100n).padStart(2, '0')}`;
}
