// Selling platforms end to end against the local TikTok Shop (scripts/sandbox/platforms/
// tiktok-server.ts, the documented contract): connect and callback with the state checked,
// the order sync (cursor pages, batches of 50, no duplicates on a second run), newest wins,
// a push and a sync of the same order at once, webhook signatures, a token that expires
// mid-sync, 429s, unmapped SKUs and their mapping, the stock push, the shipment and label
// after packing, tenancy and who may do what. The jobs' processors are called directly,
// as the worker would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantClient } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import type { ConnectorShop, PlatformOrder } from '@/lib/domain/platforms/connector';
import { platformConnector } from '@/lib/domain/platforms/connectors';
import {
  importPlatformOrders,
  type ImportShop,
} from '@/lib/domain/platforms/orders/import-platform-orders';
import { arrangePlatformShipment } from '@/lib/domain/platforms/shipments/arrange-shipment';
import { readShopTokens } from '@/lib/domain/platforms/shop-tokens';
import { withShopSession } from '@/lib/domain/platforms/shops/shop-session';
import { pushStockChanges } from '@/lib/domain/platforms/stock/push-stock-changes';
import { runOrderSync } from '@/lib/domain/platforms/sync/run-order-sync';
import { runProductSync } from '@/lib/domain/platforms/sync/run-product-sync';
import { fetchPushedOrders } from '@/lib/domain/platforms/webhooks/fetch-pushed-orders';
import { tiktokPushSignature } from '@/lib/domain/platforms/tiktok/sign';
import { memoryEffectStore } from '@/lib/queue/effects';
import type { SandboxServer } from '@/scripts/sandbox/platforms/sandbox-kit';
import { startTiktokSandbox } from '@/scripts/sandbox/platforms/tiktok-server';
import { call } from './helpers/api';
import { authorizeLink } from './helpers/platform-fixtures';
import {
  addItem,
  newPackingShop,
  newUser,
  putStock,
  root,
  type Item,
  type PackingShop,
} from './helpers/packing-fixtures';

let sandbox: SandboxServer;
let shop: PackingShop;
let other: PackingShop;
let a: Item;
let b: Item;
let shopRowId: number;
let platformShopId: string;
let viewer: string; // platform 1
let worker: string; // platform 2
const savedEnv: Record<string, string | undefined> = {};

const SKU_A = { itemId: '1729000000000000001', skuId: '2729000000000000001', sellerSku: 'TT-A' };
const SKU_B = { itemId: '1729000000000000002', skuId: '2729000000000000002', sellerSku: 'TT-B' };

const line = (sku: typeof SKU_A, quantity = 1) => ({
  ...sku,
  name: `สินค้า ${sku.sellerSku}`,
  quantity,
  price: '199.00',
});

const callbackPath = (link: URL) => `/api/platform/tiktok/callback${link.search}`;

async function lastRun(kind: number) {
  return root.platformSyncRun.findFirstOrThrow({
    where: { platformShopId: shopRowId, kind },
    orderBy: { id: 'desc' },
  });
}

async function ordersOfShop() {
  return root.order.findMany({
    where: { enterpriseId: shop.id, platformShopId: shopRowId },
    include: { items: true },
    orderBy: { id: 'asc' },
  });
}

async function session(): Promise<ConnectorShop> {
  const s = await root.platformShop.findUniqueOrThrow({ where: { id: shopRowId } });
  const tokens = await readShopTokens(shop.db, s);
  return { shopId: s.shopId, cipher: s.cipher, accessToken: tokens!.accessToken };
}

async function fetchOrder(id: string): Promise<PlatformOrder> {
  const [order] = await platformConnector('tiktok').getOrders(await session(), [id]);
  return order!;
}

function importShop(): ImportShop {
  return {
    id: shopRowId,
    enterpriseId: shop.id,
    platform: 'tiktok',
    saleChannelId: 0,
    paymentMethodId: 0,
  };
}

beforeAll(async () => {
  sandbox = await startTiktokSandbox();
  for (const [key, value] of Object.entries(sandbox.env)) {
    savedEnv[key] = process.env[key];
    process.env[key] = value;
  }
  resetEnvForTests();
  [shop, other] = await Promise.all([newPackingShop(), newPackingShop()]);
  [a, b] = [await addItem(shop), await addItem(shop)];
  viewer = (await newUser(shop.id, 3, { platform: 1 })).token;
  worker = (await newUser(shop.id, 3, { platform: 2 })).token;
}, 60_000);

afterAll(async () => {
  await sandbox?.close();
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
});

describe('connect', () => {
  it('refuses the authorization link to people without platform work', async () => {
    expect((await call('GET', '/api/platform/tiktok/connect', { token: viewer })).status).toBe(403);
    expect((await call('GET', '/api/platform/tiktok/connect', { token: shop.packer })).status).toBe(
      403,
    );
    const unknown = await call('GET', '/api/platform/ebay/connect', { token: shop.admin });
    expect([unknown.status, unknown.body.Msg]).toEqual([404, 'platform.unknown']);
  });

  it('connects the shop through the platform page; the state must come back to its maker', async () => {
    const res = await call<{ Datum: { url: string } }>('GET', '/api/platform/tiktok/connect', {
      token: shop.admin,
    });
    expect(res.status).toBe(200);
    const link = await authorizeLink(res.body.Datum.url);
    expect(link.searchParams.get('code')).toBeTruthy();

    // Someone else (here: another shop's admin) cannot use the link.
    const stolen = await call('GET', callbackPath(link), { token: other.admin });
    expect(stolen.status).toBe(303);
    expect(stolen.headers.get('location')).toContain('error=platform.stateInvalid');
    // A forged state neither.
    const forged = new URL(link);
    forged.searchParams.set('state', 'e30.bm9wZQ');
    const bad = await call('GET', callbackPath(forged), { token: shop.admin });
    expect(bad.headers.get('location')).toContain('error=platform.stateInvalid');

    const ok = await call('GET', callbackPath(link), { token: shop.admin });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/admin/platform?connected=1&platform=tiktok');

    const shops = await root.platformShop.findMany({ where: { enterpriseId: shop.id } });
    expect(shops).toHaveLength(1);
    shopRowId = shops[0]!.id;
    platformShopId = shops[0]!.shopId;
    expect(shops[0]).toMatchObject({ platform: 2, status: 1 });
    expect(shops[0]!.cipher).toBeTruthy();
    // The tokens are sealed at rest and open for this shop.
    const stored = await root.platformToken.findUniqueOrThrow({
      where: { platformShopId: shopRowId },
    });
    expect(stored.accessTokenEnc).not.toContain((await session()).accessToken);
    // The first product and order syncs are queued with the shop.
    const runs = await root.platformSyncRun.findMany({ where: { platformShopId: shopRowId } });
    expect(runs.map((r) => [r.kind, r.state]).sort()).toEqual([
      [1, 0],
      [2, 0],
    ]);
    expect(
      await root.outboxMessage.count({
        where: { dedupeKey: { in: runs.map((r) => `platform-sync:${r.id}`) } },
      }),
    ).toBe(2);

    // The code works once: the same callback again is refused by the platform.
    const again = await call('GET', callbackPath(link), { token: shop.admin });
    expect(again.headers.get('location')).toContain('error=platform.authFailed');
    expect(await root.platformShop.count({ where: { enterpriseId: shop.id } })).toBe(1);
  });

  it('lists the shop to platform viewers, and to nobody of another enterprise', async () => {
    const seen = await call<{ Datum: Array<{ id: number; shop_id: string; status: number }> }>(
      'GET',
      '/api/platform/seller',
      { token: viewer },
    );
    expect(seen.status).toBe(200);
    expect(seen.body.Datum).toEqual([
      expect.objectContaining({ id: shopRowId, shop_id: platformShopId, status: 1 }),
    ]);
    const elsewhere = await call<{ Datum: unknown[] }>('GET', '/api/platform/seller', {
      token: other.admin,
    });
    expect(elsewhere.body.Datum).toEqual([]);
    expect((await call('GET', '/api/platform/seller', { token: shop.packer })).status).toBe(403);
  });
});

describe('orders in', () => {
  it('brings the products in for mapping, then the orders with their lines', async () => {
    sandbox.addProduct(platformShopId, { ...SKU_A, name: 'A', price: '199.00', stock: 5 });
    sandbox.addProduct(platformShopId, { ...SKU_B, name: 'B', price: '199.00', stock: 5 });
    await runProductSync(shop.db, (await lastRun(2)).id, platformConnector);
    const products = await root.platformProduct.findMany({
      where: { platformShopId: shopRowId },
      orderBy: { platformSkuId: 'asc' },
    });
    expect(products.map((p) => [p.platformSkuId, p.sellerSku, p.mappingStatus])).toEqual([
      [SKU_A.skuId, 'TT-A', 2],
      [SKU_B.skuId, 'TT-B', 2],
    ]);
    // SKU A is mapped to our product a; B waits.
    const mapped = await call('PUT', `/api/v1/products/platform/${products[0]!.id}`, {
      token: shop.admin,
      body: { product_id: a.productId },
    });
    expect(mapped.status).toBe(200);

    // 130 orders: every third one also sells SKU B.
    for (let i = 0; i < 130; i++)
      sandbox.upsertOrder(platformShopId, {
        orderId: `5770000000000${String(i).padStart(5, '0')}`,
        status: 'AWAITING_SHIPMENT',
        lines: i % 3 === 0 ? [line(SKU_A), line(SKU_B)] : [line(SKU_A, 2)],
      });
    const before = sandbox.calls();
    await runOrderSync(shop.db, (await lastRun(1)).id, platformConnector);
    const run = await lastRun(1);
    expect(run).toMatchObject({ state: 2, fetched: 130, created: 130, updated: 0, failed: 0 });
    const after = sandbox.calls();
    const delta = (path: string) => (after[path] ?? 0) - (before[path] ?? 0);
    expect(delta('/order/202309/orders/search')).toBe(2); // pages of 100
    expect(delta('/order/202309/orders')).toBe(3); // 50 + 50 + 30

    const orders = await ordersOfShop();
    expect(orders).toHaveLength(130);
    const withB = orders.filter((o) => o.items.some((i) => i.sku === 'TT-B'));
    expect(withB).toHaveLength(44);
    for (const o of withB) {
      expect(o.unmappedItemCount).toBe(1);
      expect(o.items.find((i) => i.sku === 'TT-B')!.productId).toBeNull();
    }
    const onlyA = orders.find((o) => o.items.length === 1)!;
    expect(onlyA).toMatchObject({
      platform: 2,
      status: 111,
      paymentType: 6,
      unmappedItemCount: 0,
      platformStatus: 'AWAITING_SHIPMENT',
    });
    expect(onlyA.items[0]).toMatchObject({
      productId: a.productId,
      wmsProductId: a.wmsId,
      quantity: 2,
    });
    expect(onlyA.orderNumber).toMatch(/^SO\d{10}$/);
    // The orders waiting for a mapping, filtered by their shop.
    const waiting = await call<{ total: number; data: Array<{ unmapped_item_count: number }> }>(
      'GET',
      `/api/v1/orders?platform_shop_id=${shopRowId}&unmapped=1&limit=100`,
      { token: shop.admin },
    );
    expect(waiting.body.total).toBe(44);
    expect(waiting.body.data.every((o) => o.unmapped_item_count === 1)).toBe(true);
    const ofShop = await call<{ total: number }>(
      'GET',
      `/api/v1/orders?platform_shop_id=${shopRowId}`,
      {
        token: shop.admin,
      },
    );
    expect(ofShop.body.total).toBe(130);
    // Listed like any order, with its platform and platform order id.
    const listed = await call<{
      data: Array<{ id: number; platform: number; platform_order_id: string }>;
    }>('GET', `/api/v1/orders?q=${onlyA.platformOrderId}`, { token: shop.admin });
    expect(listed.body.data.find((o) => o.id === onlyA.id)).toMatchObject({
      platform: 2,
      platform_order_id: onlyA.platformOrderId,
    });
  });

  it('a second sync of the same orders writes nothing new (no duplicates)', async () => {
    const res = await call<{ Datum: { job_id: number } }>(
      'POST',
      '/api/platform/tiktok/orders/sync',
      {
        token: worker,
        body: { shop_id: platformShopId, sync_day: 1 },
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    await runOrderSync(shop.db, res.body.Datum.job_id, platformConnector);
    const progress = await call<{ Datum: Record<string, unknown> }>(
      'GET',
      `/api/platform/sync/${res.body.Datum.job_id}`,
      { token: viewer },
    );
    expect(progress.body.Datum).toMatchObject({
      state: 'done',
      fetched: 130,
      created: 0,
      updated: 0,
      failed: 0,
    });
    expect(await ordersOfShop()).toHaveLength(130);
    // Another enterprise cannot read the job.
    const hidden = await call('GET', `/api/platform/sync/${res.body.Datum.job_id}`, {
      token: other.admin,
    });
    expect([hidden.status, hidden.body.Msg]).toEqual([404, 'platform.syncNotFound']);
  });

  it('never lets an older version overwrite a newer one', async () => {
    const id = '578000000000000007';
    sandbox.upsertOrder(platformShopId, {
      orderId: id,
      status: 'AWAITING_SHIPMENT',
      lines: [line(SKU_A)],
    });
    const older = await fetchOrder(id);
    sandbox.upsertOrder(platformShopId, {
      orderId: id,
      status: 'CANCELLED',
      lines: [line(SKU_A)],
      updateTime: Math.floor(older.updateTime.getTime() / 1000) + 60,
    });
    const newer = await fetchOrder(id);
    const target = { ...importShop(), ...(await channelOf()) };
    expect(await importPlatformOrders(shop.db, target, [newer])).toMatchObject({ created: 1 });
    expect(await importPlatformOrders(shop.db, target, [older])).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 1,
    });
    const stored = await root.order.findFirstOrThrow({
      where: { platformShopId: shopRowId, platformOrderId: id },
    });
    expect([stored.status, stored.platformStatus]).toEqual([140, 'CANCELLED']);
  });

  it('a push and a sync of the same new order at the same moment make one row', async () => {
    const id = '578000000000000099';
    sandbox.upsertOrder(platformShopId, {
      orderId: id,
      status: 'AWAITING_SHIPMENT',
      lines: [line(SKU_A)],
    });
    const order = await fetchOrder(id);
    const target = { ...importShop(), ...(await channelOf()) };
    const results = await Promise.all([
      importPlatformOrders(shop.db, target, [order]),
      importPlatformOrders(shop.db, target, [order]),
      fetchPushedOrders(shop.db, shopRowId, [id], platformConnector),
    ]);
    expect(results.reduce((n, r) => n + (r?.created ?? 0), 0)).toBe(1);
    expect(
      await root.order.count({ where: { platformShopId: shopRowId, platformOrderId: id } }),
    ).toBe(1);
  });

  it('goes on after a token that expires mid-sync and after 429s', async () => {
    const before = (
      await root.platformToken.findUniqueOrThrow({ where: { platformShopId: shopRowId } })
    ).accessTokenEnc;
    sandbox.expireAccessTokens();
    sandbox.failNext(2, 429);
    const res = await call<{ Datum: { job_id: number } }>('POST', '/api/v2/platform/orders/sync', {
      token: worker,
      body: {
        platform: 'tiktok',
        shop_id: platformShopId,
        time_from: Math.floor(Date.now() / 1000) - 3600,
        time_to: Math.floor(Date.now() / 1000) + 60,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    await runOrderSync(shop.db, res.body.Datum.job_id, platformConnector);
    expect(
      await root.platformSyncRun.findUniqueOrThrow({ where: { id: res.body.Datum.job_id } }),
    ).toMatchObject({
      state: 2,
      failed: 0,
    });
    const after = await root.platformToken.findUniqueOrThrow({
      where: { platformShopId: shopRowId },
    });
    expect(after.accessTokenEnc).not.toBe(before);
    expect((await root.platformShop.findUniqueOrThrow({ where: { id: shopRowId } })).status).toBe(
      1,
    );
  });
});

async function channelOf() {
  const s = await root.platformShop.findUniqueOrThrow({ where: { id: shopRowId } });
  return { saleChannelId: s.saleChannelId!, paymentMethodId: s.paymentMethodId! };
}

describe('webhooks', () => {
  const push = (orderId: string, updateTime: number) =>
    JSON.stringify({
      type: 1,
      tts_notification_id: `n-${orderId}-${updateTime}`,
      shop_id: platformShopId,
      timestamp: updateTime,
      data: { order_id: orderId, order_status: 'AWAITING_SHIPMENT', update_time: updateTime },
    });
  const send = (body: string, signature: string) =>
    call('POST', '/api/platform/tiktok/webhook', {
      body: JSON.parse(body) as unknown,
      headers: { authorization: signature },
    });
  const sign = (body: string) =>
    tiktokPushSignature(sandbox.env.TIKTOK_APP_KEY!, sandbox.env.TIKTOK_APP_SECRET!, body);
  const jobsFor = (orderId: string) =>
    root.outboxMessage.count({
      where: { dedupeKey: { startsWith: `pwh:${shopRowId}:${orderId}:` } },
    });

  it('refuses a bad signature with 401 and queues nothing', async () => {
    const body = push('578000000000000200', 1_700_000_000);
    const res = await send(
      body,
      sign(body).replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    );
    expect([res.status, res.body.Msg]).toEqual([401, 'platform.signatureInvalid']);
    expect((await send(body, '')).status).toBe(401);
    expect(await jobsFor('578000000000000200')).toBe(0);
  });

  it('answers a good push at once, queues the order once, and a replay changes nothing', async () => {
    const id = '578000000000000201';
    sandbox.upsertOrder(platformShopId, {
      orderId: id,
      status: 'AWAITING_SHIPMENT',
      lines: [line(SKU_A)],
    });
    const body = push(id, Math.floor(Date.now() / 1000));
    const res = await send(body, sign(body));
    expect(res.status).toBe(200);
    expect(res.bytes.length).toBe(0);
    expect((await send(body, sign(body))).status).toBe(200);
    expect(await jobsFor(id)).toBe(1);
    const job = await root.outboxMessage.findFirstOrThrow({
      where: { dedupeKey: { startsWith: `pwh:${shopRowId}:${id}:` } },
    });
    expect(job.payload).toMatchObject({
      enterpriseId: shop.id,
      platformShopId: shopRowId,
      platformOrderIds: [id],
    });
    const done = await fetchPushedOrders(shop.db, shopRowId, [id], platformConnector);
    expect(done).toMatchObject({ created: 1 });
    // The other enterprise got nothing from this shop's push.
    expect(await root.order.count({ where: { enterpriseId: other.id, platformOrderId: id } })).toBe(
      0,
    );
  });
});

describe('unmapped items', () => {
  it('an order waiting for a mapping cannot be packed; mapping the SKU fixes every such order', async () => {
    const waiting = (await ordersOfShop()).find(
      (o) => o.unmappedItemCount > 0 && o.status === 111,
    )!;
    await putStock(shop, a, 500);
    await putStock(shop, b, 500);
    const refused = await call('POST', '/api/v2/packings/verify/createandclose', {
      token: shop.closer,
      body: { order_id: waiting.id, barcode: a.barcode },
    });
    expect([refused.status, refused.body.Msg]).toEqual([422, 'order.unmappedItems']);

    const skuB = await root.platformProduct.findFirstOrThrow({
      where: { platformShopId: shopRowId, platformSkuId: SKU_B.skuId },
    });
    const mapped = await call('PUT', `/api/v1/products/platform/${skuB.id}`, {
      token: shop.admin,
      body: { product_id: b.productId },
    });
    expect(mapped.status).toBe(200);
    const orders = await ordersOfShop();
    expect(orders.filter((o) => o.unmappedItemCount > 0)).toHaveLength(0);
    const fixed = orders.find((o) => o.id === waiting.id)!;
    expect(fixed.items.find((i) => i.sku === 'TT-B')).toMatchObject({
      productId: b.productId,
      wmsProductId: b.wmsId,
    });
  });
});

describe('stock and shipments out', () => {
  it("pushes each mapped SKU's sellable quantity: the balance less what orders sold", async () => {
    await pushStockChanges(platformConnector);
    const onOrders = async (wmsId: number) =>
      (
        await root.orderItem.aggregate({
          _sum: { quantity: true },
          where: {
            enterpriseId: shop.id,
            wmsProductId: wmsId,
            order: { status: { in: [100, 111] }, packedAt: null },
          },
        })
      )._sum.quantity ?? 0;
    expect(sandbox.stockOf(platformShopId, SKU_A.skuId)).toBe(500 - (await onOrders(a.wmsId)));
    expect(sandbox.stockOf(platformShopId, SKU_B.skuId)).toBe(500 - (await onOrders(b.wmsId)));
    const sku = await root.platformProduct.findFirstOrThrow({
      where: { platformShopId: shopRowId, platformSkuId: SKU_A.skuId },
    });
    expect(sku.pushedQuantity).toBe(500 - (await onOrders(a.wmsId)));
    expect(sku.pushError).toBeNull();
  });

  it('many changes in a moment make one push of the latest value', async () => {
    const pushesBefore = sandbox.stockPushes().filter((p) => p.skuId === SKU_A.skuId).length;
    for (let i = 0; i < 20; i++) await putStock(shop, a, 1);
    const result = await pushStockChanges(platformConnector);
    expect(result.failed).toBe(0);
    const pushes = sandbox.stockPushes().filter((p) => p.skuId === SKU_A.skuId);
    expect(pushes.length - pushesBefore).toBe(1);
    const stock = await root.inventoryBalance.aggregate({
      _sum: { balance: true },
      where: { wmsProductId: a.wmsId },
    });
    expect(pushes.at(-1)!.quantity).toBeLessThanOrEqual(stock._sum.balance!);
    expect(pushes.at(-1)!.quantity).toBe(sandbox.stockOf(platformShopId, SKU_A.skuId));
    // Nothing changed since: the next tick pushes nothing.
    expect(await pushStockChanges(platformConnector)).toMatchObject({ pushed: 0, failed: 0 });
  });

  it("closing a platform order's packing arranges the shipment and keeps the platform's label", async () => {
    const id = '578000000000000300';
    sandbox.upsertOrder(platformShopId, {
      orderId: id,
      status: 'AWAITING_SHIPMENT',
      lines: [line(SKU_A)],
    });
    await fetchPushedOrders(shop.db, shopRowId, [id], platformConnector);
    const order = await root.order.findFirstOrThrow({
      where: { platformShopId: shopRowId, platformOrderId: id },
    });
    const closed = await call('POST', '/api/v2/packings/verify/createandclose', {
      token: shop.closer,
      body: { order_id: order.id, barcode: a.barcode },
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const packed = await root.order.findUniqueOrThrow({ where: { id: order.id } });
    expect([packed.status, packed.platformShipmentState]).toEqual([112, 1]);
    expect(
      await root.outboxMessage.count({
        where: { dedupeKey: { startsWith: `platform-ship:${order.id}:` } },
      }),
    ).toBe(1);
    // The station asks for the label before the job ran: not ready yet.
    const early = await call('GET', `/api/platform/orders/${order.id}/label`, {
      token: shop.packer,
    });
    expect([early.status, early.body.Msg]).toEqual([409, 'platform.labelNotReady']);

    const effects = memoryEffectStore();
    const outcome = await arrangePlatformShipment(shop.db, order.id, platformConnector, effects);
    expect(outcome.state).toBe(2);
    expect(outcome.trackingNumber).toBeTruthy();
    // Run again (a retry after a crash): the platform is not asked to ship twice.
    await arrangePlatformShipment(shop.db, order.id, platformConnector, effects);
    expect(sandbox.order(platformShopId, order.platformOrderId!)).toMatchObject({
      shipped: true,
      trackingNumber: outcome.trackingNumber,
    });
    const label = await call('GET', `/api/platform/orders/${order.id}/label`, {
      token: shop.packer,
    });
    expect(label.status).toBe(200);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    expect(label.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(label.bytes.toString('latin1')).toContain(outcome.trackingNumber!);
    const stored = await root.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored.trackingNumber).toBe(outcome.trackingNumber);
    // Another enterprise cannot print it.
    const hidden = await call('GET', `/api/platform/orders/${order.id}/label`, {
      token: other.admin,
    });
    expect(hidden.status).toBe(404);
  });
});

describe('shop settings and disconnect', () => {
  it('sets hand-over and storages at work level; disconnects at manage level only', async () => {
    const denied = await call('PUT', `/api/platform/shops/${shopRowId}`, {
      token: viewer,
      body: { handover_method: 2 },
    });
    expect(denied.status).toBe(403);
    const set = await call<{ Datum: { handover_method: number; stock_storage_ids: number[] } }>(
      'PUT',
      `/api/platform/shops/${shopRowId}`,
      { token: worker, body: { handover_method: 2, stock_storage_ids: [shop.storage] } },
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.Datum).toMatchObject({ handover_method: 2, stock_storage_ids: [shop.storage] });
    const foreign = await call('PUT', `/api/platform/shops/${shopRowId}`, {
      token: worker,
      body: { stock_storage_ids: [other.storage] },
    });
    expect(foreign.status).toBe(404);
    expect(
      (await call('DELETE', `/api/platform/shops/${shopRowId}`, { token: worker })).status,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/platform/shops/${shopRowId}`, { token: other.admin })).status,
    ).toBe(404);
    const gone = await call('DELETE', `/api/platform/shops/${shopRowId}`, { token: shop.admin });
    expect(gone.status).toBe(200);
    expect(await root.platformToken.count({ where: { platformShopId: shopRowId } })).toBe(0);
    // Its orders stay; a sync of a disconnected shop is refused.
    expect((await ordersOfShop()).length).toBeGreaterThan(130);
    const sync = await call('POST', '/api/platform/tiktok/orders/sync', {
      token: worker,
      body: { shop_id: platformShopId },
    });
    expect([sync.status, sync.body.Msg]).toEqual([422, 'platform.notConnected']);
    await expect(
      withShopSession(
        tenantClient(root, shop.id),
        await root.platformShop.findUniqueOrThrow({ where: { id: shopRowId } }),
        platformConnector('tiktok'),
        async () => 1,
      ),
    ).rejects.toThrow(/platform.notConnected/);
  });
});
