// The selling platforms' repeating work and what survives a crash, against the local
// TikTok Shop: the scheduled sync starts for shops that are due (once), the token refresh
// before expiry (and "connect again" when the platform refuses the refresh token), a
// refresh by hand, a sync run cut off mid-way that goes on from where it stood without
// duplicates, and a shop that sells from chosen storages only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import type { PlatformConnector } from '@/lib/domain/platforms/connector';
import { platformConnector } from '@/lib/domain/platforms/connectors';
import { PlatformUnavailableError } from '@/lib/domain/platforms/platform-errors';
import { readShopTokens, storeShopTokens } from '@/lib/domain/platforms/shop-tokens';
import { refreshExpiringTokens } from '@/lib/domain/platforms/shops/refresh-expiring-tokens';
import { pushStockChanges } from '@/lib/domain/platforms/stock/push-stock-changes';
import { runOrderSync } from '@/lib/domain/platforms/sync/run-order-sync';
import { startDueSyncs } from '@/lib/domain/platforms/sync/start-due-syncs';
import type { SandboxServer } from '@/scripts/sandbox/platforms/sandbox-kit';
import { startTiktokSandbox } from '@/scripts/sandbox/platforms/tiktok-server';
import { call } from './helpers/api';
import { connectThroughPage } from './helpers/platform-fixtures';
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
let item: Item;
let shopRowId: number;
let platformShopId: string;
const saved: Record<string, string | undefined> = {};
const SKU = { itemId: '1729000000000000501', skuId: '2729000000000000501', sellerSku: 'JOB-SKU' };

const runsOf = (kind: number) =>
  root.platformSyncRun.findMany({
    where: { platformShopId: shopRowId, kind },
    orderBy: { id: 'asc' },
  });

beforeAll(async () => {
  sandbox = await startTiktokSandbox();
  for (const [k, v] of Object.entries(sandbox.env)) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  resetEnvForTests();
  shop = await newPackingShop();
  item = await addItem(shop);
  await connectThroughPage(shop.admin, 'tiktok');
  const row = await root.platformShop.findFirstOrThrow({ where: { enterpriseId: shop.id } });
  shopRowId = row.id;
  platformShopId = row.shopId;
}, 60_000);

afterAll(async () => {
  await sandbox?.close();
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
});

describe('the scheduled sync', () => {
  it('starts once for a shop that is due, not while its run is waiting, and again after it', async () => {
    const before = (await runsOf(1)).length; // the connect queued the first one
    await startDueSyncs();
    expect((await runsOf(1)).length).toBe(before);
    const [first] = await runsOf(1);
    await runOrderSync(shop.db, first!.id, platformConnector);
    // Just synced: not due.
    await startDueSyncs();
    expect((await runsOf(1)).length).toBe(before);
    // Four minutes later it is.
    await root.platformShop.update({
      where: { id: shopRowId },
      data: { lastOrderSyncAt: new Date(Date.now() - 4 * 60_000) },
    });
    await startDueSyncs();
    await startDueSyncs();
    const runs = await runsOf(1);
    expect(runs.length).toBe(before + 1);
    expect(runs.at(-1)).toMatchObject({ trigger: 1, state: 0 });
    await runOrderSync(shop.db, runs.at(-1)!.id, platformConnector);
    const done = await root.platformSyncRun.findUniqueOrThrow({ where: { id: runs.at(-1)!.id } });
    // It read from where the last one ended, five minutes of overlap before it.
    expect(done.timeFrom!.getTime()).toBeLessThan(Date.now() - 8 * 60_000);
    expect(done.state).toBe(2);
  });
});

describe('a sync cut off mid-way', () => {
  it('goes on from the page it reached and writes each order once', async () => {
    for (let i = 0; i < 230; i++)
      sandbox.upsertOrder(platformShopId, {
        orderId: `5790000000000${String(i).padStart(5, '0')}`,
        status: 'AWAITING_SHIPMENT',
        lines: [{ ...SKU, name: 'job', quantity: 1, price: '50.00' }],
      });
    const res = await call<{ Datum: { job_id: number } }>(
      'POST',
      '/api/platform/tiktok/orders/sync',
      {
        token: shop.admin,
        body: { shop_id: platformShopId },
      },
    );
    const runId = res.body.Datum.job_id;
    // The worker dies (here: the platform becomes unreachable) after the first page.
    let detailCalls = 0;
    const dying = (real: PlatformConnector): PlatformConnector => ({
      ...real,
      platform: real.platform,
      maxWindowMs: real.maxWindowMs,
      requestsPerSecond: real.requestsPerSecond,
      configured: () => real.configured(),
      listOrderIds: (s, q) => real.listOrderIds(s, q),
      getOrders: async (s, ids) => {
        detailCalls++;
        if (detailCalls > 2) throw new PlatformUnavailableError('the worker was stopped');
        return real.getOrders(s, ids);
      },
    });
    await expect(
      runOrderSync(shop.db, runId, () => dying(platformConnector('tiktok'))),
    ).rejects.toThrow(/stopped/);
    const halfway = await root.platformSyncRun.findUniqueOrThrow({ where: { id: runId } });
    expect(halfway).toMatchObject({ state: 1, pagesDone: 1, created: 100 });
    // The job runs again: it goes on after page one.
    await runOrderSync(shop.db, runId, platformConnector);
    const done = await root.platformSyncRun.findUniqueOrThrow({ where: { id: runId } });
    expect(done).toMatchObject({ state: 2, pagesDone: 3, created: 230, failed: 0 });
    expect(
      await root.order.count({
        where: { platformShopId: shopRowId, platformOrderId: { startsWith: '5790000000000' } },
      }),
    ).toBe(230);
  });
});

describe('tokens', () => {
  it('are refreshed by the repeating job before they expire', async () => {
    const s = await root.platformShop.findUniqueOrThrow({ where: { id: shopRowId } });
    const before = (await readShopTokens(shop.db, s))!;
    await root.platformToken.update({
      where: { platformShopId: shopRowId },
      data: { accessExpiresAt: new Date(Date.now() + 20 * 60_000) },
    });
    const result = await refreshExpiringTokens(platformConnector);
    expect(result.refreshed).toBeGreaterThanOrEqual(1);
    const after = (await readShopTokens(shop.db, s))!;
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.accessExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 24 * 3600_000);
  });

  it('are refreshed by hand (platform work), and a refused refresh asks to connect again', async () => {
    const viewer = (await newUser(shop.id, 3, { platform: 1 })).token;
    const path = `/api/platform/tiktok/refreshtoken?shop_id=${platformShopId}`;
    expect((await call('POST', path, { token: viewer })).status).toBe(403);
    const ok = await call<{ Datum: { status: number; token_expires_at: string } }>('POST', path, {
      token: shop.admin,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.Datum.status).toBe(1);

    // The seller withdrew the app: the platform refuses the refresh token.
    const s = await root.platformShop.findUniqueOrThrow({ where: { id: shopRowId } });
    const tokens = (await readShopTokens(shop.db, s))!;
    await storeShopTokens(shop.db, s, { ...tokens, refreshToken: 'withdrawn-refresh-token' });
    const refused = await call('POST', path, { token: shop.admin });
    expect([refused.status, refused.body.Msg]).toEqual([422, 'platform.notConnected']);
    const shopAfter = await root.platformShop.findUniqueOrThrow({ where: { id: shopRowId } });
    expect(shopAfter.status).toBe(2);
    expect(shopAfter.lastError).toBeTruthy();
    // A shop to connect again is not synced.
    const sync = await call('POST', '/api/platform/tiktok/orders/sync', {
      token: shop.admin,
      body: { shop_id: platformShopId },
    });
    expect([sync.status, sync.body.Msg]).toEqual([422, 'platform.notConnected']);
    // Connecting again restores it.
    await connectThroughPage(shop.admin, 'tiktok');
    expect((await root.platformShop.findUniqueOrThrow({ where: { id: shopRowId } })).status).toBe(
      1,
    );
    expect(await root.platformShop.count({ where: { enterpriseId: shop.id } })).toBe(1);
  });
});

describe('storages a shop sells from', () => {
  it('pushes only the stock of the chosen storages', async () => {
    const sku = await root.platformProduct.findFirstOrThrow({
      where: { platformShopId: shopRowId, platformSkuId: SKU.skuId },
    });
    await call('PUT', `/api/v1/products/platform/${sku.id}`, {
      token: shop.admin,
      body: { product_id: item.productId },
    });
    const spare = await root.storage.create({ data: { enterpriseId: shop.id, name: 'คลังสำรอง' } });
    await putStock(shop, item, 300);
    await putStock(shop, item, 7, '10', spare.id);
    sandbox.addProduct(platformShopId, { ...SKU, name: 'job', price: '50.00', stock: 0 });
    await pushStockChanges(platformConnector);
    const waiting = await root.orderItem.aggregate({
      _sum: { quantity: true },
      where: { wmsProductId: item.wmsId, order: { status: { in: [100, 111] }, packedAt: null } },
    });
    const sold = waiting._sum.quantity ?? 0;
    expect(sandbox.stockOf(platformShopId, SKU.skuId)).toBe(Math.max(0, 307 - sold));
    const set = await call('PUT', `/api/platform/shops/${shopRowId}`, {
      token: shop.admin,
      body: { stock_storage_ids: [spare.id] },
    });
    expect(set.status).toBe(200);
    await pushStockChanges(platformConnector);
    expect(sandbox.stockOf(platformShopId, SKU.skuId)).toBe(Math.max(0, 7 - sold));
  });
});
