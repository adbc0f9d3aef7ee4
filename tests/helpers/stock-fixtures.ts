// A fresh enterprise for the stock write tests: its own storages, warehouse
// products and users, so bill numbers start at 00001 and no other test file's stock is
// touched. Also the checks every stock test repeats: balances read straight from the
// database, and "a balance equals the sum of its ledger rows".
import { randomInt } from 'node:crypto';
import { hashPassword } from '@/lib/auth/password';
import type { RoleLevels } from '@/lib/auth/permissions';
import { prisma, tenantClient, type TenantClient } from '@/lib/db';
import type { StockActor } from '@/lib/domain/wms/inventory/writes';
import { loginAs } from './api';

export const root = prisma();
const tag = randomInt(36 ** 4).toString(36);
let seq = 0;
const unique = (prefix: string) => `${prefix}${tag}${++seq}${randomInt(1000)}`;

export interface StockShop {
  enterpriseId: number;
  db: TenantClient;
  /** The admin (group 1) as the services take it. */
  actor: StockActor;
  adminId: number;
  adminUsername: string;
  storages: number[];
  products: number[];
}

let passwordHash: string | undefined;

export async function newUser(
  enterpriseId: number,
  groupId: number,
  roles: RoleLevels = {},
): Promise<{ id: number; username: string }> {
  passwordHash ??= await hashPassword('demo1234');
  const username = unique('u');
  const user = await root.user.create({
    data: {
      enterpriseId,
      username,
      passwordHash,
      firstName: 'ทดสอบ',
      lastName: username,
      groupId,
      roles,
    },
    select: { id: true, username: true },
  });
  return user;
}

export async function newStockShop(
  opts: { storages?: number; products?: number; avgCost?: string } = {},
): Promise<StockShop> {
  const code = unique('stock-');
  const ent = await root.enterprise.create({ data: { code, name: `Stock ${code}` } });
  const admin = await newUser(ent.id, 1);
  const storages: number[] = [];
  for (let i = 0; i < (opts.storages ?? 2); i++) {
    const s = await root.storage.create({
      data: { enterpriseId: ent.id, name: `คลัง ${i + 1}` },
      select: { id: true },
    });
    storages.push(s.id);
  }
  const products: number[] = [];
  for (let i = 0; i < (opts.products ?? 3); i++) {
    const p = await root.wmsProduct.create({
      data: {
        enterpriseId: ent.id,
        name: `สินค้า ${i + 1}`,
        sku: `SKU-${i + 1}`,
        barcode: `BC${ent.id}x${i + 1}`,
        avgCost: opts.avgCost ?? '0',
      },
      select: { id: true },
    });
    products.push(p.id);
  }
  return {
    enterpriseId: ent.id,
    db: tenantClient(root, ent.id),
    actor: {
      enterpriseId: ent.id,
      userId: admin.id,
      firstName: 'ทดสอบ',
      lastName: admin.username,
      username: admin.username,
    },
    adminId: admin.id,
    adminUsername: admin.username,
    storages,
    products,
  };
}

export const tokenOf = (username: string) => loginAs(username);

/** The balance of a product in a storage (0 when there is no balance row). */
export async function balanceOf(
  enterpriseId: number,
  productId: number,
  storageId: number,
): Promise<number> {
  const row = await root.inventoryBalance.findFirst({
    where: { enterpriseId, wmsProductId: productId, storageId },
    select: { balance: true },
  });
  return row?.balance ?? 0;
}

export async function avgCostOf(productId: number): Promise<string> {
  const p = await root.wmsProduct.findUniqueOrThrow({
    where: { id: productId },
    select: { avgCost: true },
  });
  return p.avgCost.toFixed(4);
}

/**
 * Every (product, storage) of the enterprise whose balance differs from the sum of its
 * ledger rows, either way (a balance row without ledger rows, ledger rows without a
 * balance row). Empty when the books agree.
 */
export async function ledgerMismatches(
  enterpriseId: number,
): Promise<Array<{ wms_product_id: number; storage_id: number; balance: number; ledger: number }>> {
  return root.$queryRaw`
    SELECT COALESCE(b.wms_product_id, l.wms_product_id)::int AS wms_product_id,
           COALESCE(b.storage_id, l.storage_id)::int AS storage_id,
           COALESCE(b.balance, 0)::int AS balance, COALESCE(l.total, 0)::int AS ledger
      FROM (SELECT * FROM inventory_balances WHERE enterprise_id = ${enterpriseId}) b
      FULL JOIN (SELECT wms_product_id, storage_id, SUM(amount) AS total
                   FROM inventory_ledgers WHERE enterprise_id = ${enterpriseId}
                  GROUP BY wms_product_id, storage_id) l
        ON l.wms_product_id = b.wms_product_id AND l.storage_id = b.storage_id
     WHERE COALESCE(b.balance, 0) <> COALESCE(l.total, 0)`;
}

export async function billNumbers(enterpriseId: number, kind: number): Promise<string[]> {
  const rows = await root.inventoryBill.findMany({
    where: { enterpriseId, kind },
    select: { billNumber: true },
    orderBy: { billNumber: 'asc' },
  });
  return rows.map((r) => r.billNumber);
}

/** A tiny PNG (1x1), enough for the upload check that reads the bytes. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
