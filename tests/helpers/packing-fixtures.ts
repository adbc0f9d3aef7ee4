// A fresh enterprise per packing test file: storages, warehouse products with
// their sellable products, stock put in through the real stock engine, orders written
// straight to the tables at the status a test needs, and users holding exactly the
// packing levels the access rules name. Also the reads every packing test repeats:
// balances, bills and events straight from the database.
import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import type { RoleLevels } from '@/lib/auth/permissions';
import { prisma, tenantClient, type TenantClient } from '@/lib/db';
import { stockIn, type StockActor } from '@/lib/domain/wms/inventory/writes';
import { call, loginAs, type ApiResult } from './api';

export const root = prisma();
const tag = randomInt(36 ** 4).toString(36);
let seq = 0;
const unique = (prefix: string) => `${prefix}${tag}${++seq}${randomInt(1000)}`;

let passwordHash: string | undefined;

export async function newUser(enterpriseId: number, groupId: number, roles: RoleLevels) {
  passwordHash ??= await hashPassword('demo1234');
  const username = unique('pk');
  const user = await root.user.create({
    data: {
      enterpriseId,
      username,
      passwordHash,
      firstName: 'แพ็ก',
      lastName: username,
      groupId,
      roles,
    },
    select: { id: true, username: true },
  });
  return { id: user.id, username, token: await loginAs(username) };
}

export interface PackingShop {
  id: number;
  db: TenantClient;
  actor: StockActor;
  /** Group 1: every area at 3. */
  admin: string;
  adminId: number;
  /** Employees holding exactly the named level. */
  viewer: string; // packing 1
  packer: string; // packing 2
  packerId: number;
  closer: string; // packing 3
  packAdmin: string; // packing 3 + packing_admin 3
  returner: string; // order_return 3
  outsider: string; // order 2, nothing of packing
  storage: number;
  channelId: number;
  codId: number;
}

export async function newPackingShop(): Promise<PackingShop> {
  const code = unique('pack-');
  const ent = await root.enterprise.create({ data: { code, name: `Pack ${code}` } });
  const e = ent.id;
  const [admin, viewer, packer, closer, packAdmin, returner, outsider] = [
    await newUser(e, 1, {}),
    await newUser(e, 3, { packing: 1 }),
    await newUser(e, 3, { packing: 2 }),
    await newUser(e, 3, { packing: 3 }),
    await newUser(e, 3, { packing: 3, packing_admin: 3 }),
    await newUser(e, 3, { order_return: 3 }),
    await newUser(e, 3, { order: 2 }),
  ];
  const storage = await root.storage.create({
    data: { enterpriseId: e, name: `คลังหลัก ${code}` },
    select: { id: true },
  });
  const channel = await root.saleChannel.create({
    data: { enterpriseId: e, name: 'หน้าร้าน', type: 1 },
  });
  const cod = await root.paymentMethod.create({
    data: { enterpriseId: e, name: 'ปลายทาง', type: 2 },
  });
  return {
    id: e,
    db: tenantClient(root, e),
    actor: {
      enterpriseId: e,
      userId: admin.id,
      firstName: 'แพ็ก',
      lastName: admin.username,
      username: admin.username,
    },
    admin: admin.token,
    adminId: admin.id,
    viewer: viewer.token,
    packer: packer.token,
    packerId: packer.id,
    closer: closer.token,
    packAdmin: packAdmin.token,
    returner: returner.token,
    outsider: outsider.token,
    storage: storage.id,
    channelId: channel.id,
    codId: cod.id,
  };
}

export interface Item {
  /** wms_products.id */
  wmsId: number;
  /** products.id (the sellable product linked to it) */
  productId: number;
  /** The warehouse product's barcode. */
  barcode: string;
  /** The sellable product's own barcode. */
  salesBarcode: string;
  name: string;
}

export async function addItem(shop: PackingShop, opts: { avgCost?: string } = {}): Promise<Item> {
  const n = unique('');
  const wms = await root.wmsProduct.create({
    data: {
      enterpriseId: shop.id,
      name: `สินค้า ${n}`,
      sku: `SKU-${n}`,
      barcode: `W${shop.id}X${n}`,
      avgCost: opts.avgCost ?? '0',
    },
  });
  const product = await root.product.create({
    data: {
      enterpriseId: shop.id,
      pn: `P-${n}`,
      name: `ขาย ${n}`,
      price: '100.00',
      barcode: `S${shop.id}X${n}`,
      wmsProductId: wms.id,
    },
  });
  return {
    wmsId: wms.id,
    productId: product.id,
    barcode: wms.barcode,
    salesBarcode: product.barcode!,
    name: wms.name,
  };
}

/** A promotion: a sellable product without its own stock, standing for a bundle. */
export async function addBundle(
  shop: PackingShop,
  parts: Array<[item: Item, quantity: number]>,
): Promise<{ productId: number }> {
  const n = unique('');
  const product = await root.product.create({
    data: { enterpriseId: shop.id, pn: `PROMO-${n}`, name: `โปร ${n}`, price: '250.00' },
  });
  const profile = await root.pickupProfile.create({
    data: { enterpriseId: shop.id, name: `โปร ${n}`, productId: product.id },
  });
  await root.pickupProfileItem.createMany({
    data: parts.map(([item, quantity]) => ({
      enterpriseId: shop.id,
      pickupProfileId: profile.id,
      wmsProductId: item.wmsId,
      quantity,
    })),
  });
  return { productId: product.id };
}

/** Stock in through the real engine (an IN bill at `cost`). */
export async function putStock(
  shop: PackingShop,
  item: Item,
  amount: number,
  cost = '10',
  storageId = shop.storage,
) {
  await stockIn(shop.db, shop.actor, {
    storage_id: storageId,
    items: [{ product_id: item.wmsId, amount, cost }],
  });
}

export async function addOrder(
  shop: PackingShop,
  lines: Array<{ productId: number; quantity: number; wmsId?: number | null }>,
  opts: {
    status?: number;
    trackingNumber?: string;
    trackingFailed?: boolean;
    shippingProviderId?: number;
    platformOrderId?: string;
    storageId?: number;
  } = {},
) {
  const n = unique('');
  return root.order.create({
    data: {
      enterpriseId: shop.id,
      orderNumber: `SO${n}`.toUpperCase(),
      platformOrderId: opts.platformOrderId ?? null,
      status: opts.status ?? 111,
      saleChannelId: shop.channelId,
      paymentMethodId: shop.codId,
      paymentType: 2,
      shippingProviderId: opts.shippingProviderId ?? 1,
      trackingNumber: opts.trackingNumber ?? null,
      trackingFailed: opts.trackingFailed ?? false,
      storageId: opts.storageId ?? null,
      recipientName: 'คุณทดสอบ',
      recipientPhone: '0812345678',
      recipientAddress: '1 ถนนทดสอบ',
      items: {
        create: lines.map((l) => ({
          enterpriseId: shop.id,
          productId: l.productId,
          wmsProductId: l.wmsId ?? null,
          name: 'line',
          sku: 'line',
          quantity: l.quantity,
          price: '100.00',
          lineTotal: (100 * l.quantity).toFixed(2),
        })),
      },
    },
  });
}

/** What one item of a stocked shop starts with: units put in (at `cost`), its average cost. */
export interface ItemStock {
  amount: number;
  cost?: string;
  avgCost?: string;
}

/**
 * A fresh shop with one item per entry of `stocks`, every item made first, then each put
 * in stock in the same order.
 */
export async function stockedShop<const S extends readonly ItemStock[]>(
  ...stocks: S
): Promise<{ shop: PackingShop; items: { -readonly [K in keyof S]: Item } }> {
  const shop = await newPackingShop();
  const items: Item[] = [];
  for (const s of stocks) items.push(await addItem(shop, { avgCost: s.avgCost }));
  for (const [i, s] of stocks.entries()) await putStock(shop, items[i]!, s.amount, s.cost);
  return { shop, items: items as { -readonly [K in keyof S]: Item } };
}

/** Units of an item, as the tests name an order's lines and a station's scans. */
export type Units = Array<[item: Item, quantity: number]>;

/** An order of `lines` (111 unless `opts.status` says otherwise). */
export function orderOf(
  shop: PackingShop,
  lines: Units,
  opts: Parameters<typeof addOrder>[2] = {},
) {
  return addOrder(
    shop,
    lines.map(([item, quantity]) => ({ productId: item.productId, quantity })),
    opts,
  );
}

/** Every unit of `lines` scanned at the station by the packer, one call each: the last answer. */
export async function scanUnits(
  shop: PackingShop,
  orderId: number,
  lines: Units,
): Promise<State | undefined> {
  let state: State | undefined;
  for (const [item, quantity] of lines)
    for (let i = 0; i < quantity; i++)
      state = (await post(shop.packer, scanPath, { order_id: orderId, barcode: item.barcode })).body
        .Datum;
  return state;
}

/** An order of `lines` scanned in full by the packer and closed by the closer (112, PCK bill). */
export async function packAndClose(shop: PackingShop, lines: Units) {
  const order = await orderOf(shop, lines);
  const state = await scanUnits(shop, order.id, lines);
  const closed = await post(shop.closer, closePath, { packing_id: state!.packing_id });
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  return { order, packingId: state!.packing_id };
}

export async function balanceOf(shop: PackingShop, item: Item, storageId = shop.storage) {
  const row = await root.inventoryBalance.findFirst({
    where: { enterpriseId: shop.id, wmsProductId: item.wmsId, storageId },
    select: { balance: true },
  });
  return row?.balance ?? 0;
}

export async function orderStatus(orderId: number): Promise<number> {
  return (await root.order.findUniqueOrThrow({ where: { id: orderId } })).status;
}

export async function eventsOf(orderId: number) {
  return root.orderEvent.findMany({
    where: { orderId },
    orderBy: { id: 'asc' },
    select: { type: true, fromStatus: true, toStatus: true, userId: true, data: true },
  });
}

export async function billsOf(shop: PackingShop, orderId: number) {
  return root.inventoryBill.findMany({
    where: { enterpriseId: shop.id, orderId },
    orderBy: { id: 'asc' },
    select: {
      id: true,
      billNumber: true,
      kind: true,
      packingId: true,
      fromStorageId: true,
      toStorageId: true,
      ledger: { select: { wmsProductId: true, amount: true, unitCost: true, storageId: true } },
    },
  });
}

/** Every (product, storage) of the enterprise whose balance differs from its ledger sum. */
export async function ledgerMismatches(enterpriseId: number): Promise<unknown[]> {
  return root.$queryRaw`
    SELECT COALESCE(b.wms_product_id, l.wms_product_id)::int AS wms_product_id
      FROM (SELECT * FROM inventory_balances WHERE enterprise_id = ${enterpriseId}) b
      FULL JOIN (SELECT wms_product_id, storage_id, SUM(amount) AS total
                   FROM inventory_ledgers WHERE enterprise_id = ${enterpriseId}
                  GROUP BY wms_product_id, storage_id) l
        ON l.wms_product_id = b.wms_product_id AND l.storage_id = b.storage_id
     WHERE COALESCE(b.balance, 0) <> COALESCE(l.total, 0)`;
}

export interface Line {
  product_id: number;
  product_name: string;
  barcode: string;
  ordered: number;
  scanned: number;
}

export interface State {
  packing_id: number;
  packing_number: string;
  kind: number;
  status: number;
  order_id: number;
  order_number: string;
  order_status: number;
  storage_id: number;
  closed: boolean;
  complete: boolean;
  scanned_product_id: number | null;
  lines: Line[];
  bill_number?: string | null;
  return_id?: number;
  return_number?: string;
  return_lines?: Array<{
    product_id: number;
    shipped: number;
    good: number;
    broken: number;
    lost: number;
    other: number;
    restocked: number;
  }>;
}

export type Answer = ApiResult<{ Datum: State }>;

/** A POST of the packing API as `token`, with an Idempotency-Key when given. */
export function post(token: string, path: string, body: unknown, key?: string): Promise<Answer> {
  return call<{ Datum: State }>('POST', path, {
    token,
    body,
    headers: key ? { 'Idempotency-Key': key } : undefined,
  });
}

export const scanPath = '/api/v2/packings/verify/createoradd';
export const closePath = '/api/v3/packings/verify/close';

export const lineOf = (state: State, item: Item) =>
  state.lines.find((l) => l.product_id === item.wmsId);
