// Pancake POS as a selling platform, against its local server (scripts/sandbox/pancake/):
// a shop connected by its API key (a wrong key refused, nothing stored), its variations
// brought in and mapped, orders synced by update time page by page and again without
// duplicates, the order webhook checked by the shop's own secret header (a wrong or
// missing one 401 with nothing written, a repeat changing nothing), Pancake's statuses
// mapped, an unknown item left to map, stock pushed to the variations, and two enterprises
// connected to the same Pancake shop kept apart.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import { platformConnector } from '@/lib/domain/platforms/connectors';
import {
  openWebhookSecret,
  readShopTokens,
  storeShopTokens,
  tokenKeyRing,
} from '@/lib/domain/platforms/shop-tokens';
import { pushStockChanges } from '@/lib/domain/platforms/stock/push-stock-changes';
import { runOrderSync } from '@/lib/domain/platforms/sync/run-order-sync';
import { runProductSync } from '@/lib/domain/platforms/sync/run-product-sync';
import { fetchPushedOrders } from '@/lib/domain/platforms/webhooks/fetch-pushed-orders';
import { startPancakeSandbox, type PancakeSandbox } from '@/scripts/sandbox/pancake/pancake-server';
import { call } from './helpers/api';
import {
  addItem,
  newPackingShop,
  putStock,
  root,
  type Item,
  type PackingShop,
} from './helpers/packing-fixtures';

const SHOP = '7001';
const KEY = 'pancake-test-key-7001';
const HEADER = 'x-webhook-secret';

interface Connected {
  id: number;
  shop_id: string;
  shop_name: string;
  reconnected: boolean;
  webhook: { url: string; header: string; secret: string };
}

/** Hands the local Pancake's pushes to the app's webhook route, with their headers. */
async function forwarder(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers: Record<string, string> = {};
      const secret = req.headers[HEADER];
      if (typeof secret === 'string') headers[HEADER] = secret;
      void call('POST', '/api/platform/pancake/webhook', {
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
        headers,
      }).then((r) => {
        res.writeHead(r.status);
        res.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/api/platform/pancake/webhook` };
}

const connect = (token: string, body: unknown) =>
  call<{ Datum: Connected; Msg?: string }>('POST', '/api/platform/pancake/connect', {
    token,
    body,
  });

describe('Pancake POS: a shop connected by its API key', () => {
  let pancake: PancakeSandbox;
  let forward: Awaited<ReturnType<typeof forwarder>>;
  let shop: PackingShop;
  let other: PackingShop;
  let items: Item[];
  let shopRowId: number;
  let secret: string;
  const saved = process.env.PANCAKE_API_BASE;
  const sku = (i: number) => `PC-SKU-${i}-${Date.now() % 100000}`;
  const skus = [sku(0), sku(1)];
  const line = (i: number, quantity = 1) => ({
    productId: `pc-p-${i}`,
    variationId: `pc-v-${i}`,
    sku: skus[i]!,
    name: `สินค้า ${i}`,
    quantity,
    price: '120.00',
  });
  const ordersOf = (platformShopId: number) =>
    root.order.findMany({ where: { platformShopId }, include: { items: true } });
  /** The push jobs written for the order on shop row `rowId`. */
  const queued = (orderId: string, rowId = shopRowId) =>
    root.outboxMessage.count({ where: { dedupeKey: { startsWith: `pwh:${rowId}:${orderId}:` } } });

  beforeAll(async () => {
    pancake = await startPancakeSandbox();
    process.env.PANCAKE_API_BASE = pancake.env.PANCAKE_API_BASE;
    resetEnvForTests();
    forward = await forwarder();
    pancake.addShop({ shopId: SHOP, name: 'ร้านแพนเค้ก', apiKey: KEY });
    pancake.addShop({ shopId: '7002', name: 'อีกร้าน', apiKey: 'pancake-test-key-7002' });
    [0, 1].forEach((i) =>
      pancake.addVariation(SHOP, { ...line(i), stock: 3, warehouseId: 'wh-1' }),
    );
    shop = await newPackingShop();
    other = await newPackingShop();
    items = [await addItem(shop), await addItem(shop)];
    // Our first product's SKU is the variation's display id: mapped by SKU.
    await root.product.update({ where: { id: items[0]!.productId }, data: { pn: skus[0]! } });
  }, 60_000);

  afterAll(async () => {
    await pancake?.close();
    await new Promise((r) => forward?.server.close(r));
    if (saved === undefined) delete process.env.PANCAKE_API_BASE;
    else process.env.PANCAKE_API_BASE = saved;
    resetEnvForTests();
  });

  it('refuses a wrong key, a shop the key does not open and a malformed body; stores nothing', async () => {
    const wrong = await connect(shop.admin, { api_key: 'not-the-right-key', shop_id: SHOP });
    expect([wrong.status, wrong.body.Msg]).toEqual([422, 'platform.apiKeyInvalid']);
    const elsewhere = await connect(shop.admin, { api_key: KEY, shop_id: '7002' });
    expect([elsewhere.status, elsewhere.body.Msg]).toEqual([422, 'platform.apiKeyInvalid']);
    expect((await connect(shop.admin, { api_key: 'short', shop_id: SHOP })).status).toBe(400);
    expect((await connect(shop.admin, { api_key: KEY, shop_id: '7 001' })).status).toBe(400);
    expect((await connect(shop.admin, { api_key: KEY })).status).toBe(400);
    // Connecting is platform work (level 2); a packer has no platform level.
    expect((await connect(shop.packer, { api_key: KEY, shop_id: SHOP })).status).toBe(403);
    expect(await root.platformShop.count({ where: { enterpriseId: shop.id } })).toBe(0);
    // A marketplace is connected through its authorization page, never by a key.
    const marketplace = await call('POST', '/api/platform/shopee/connect', {
      token: shop.admin,
      body: { api_key: KEY, shop_id: SHOP },
    });
    expect([marketplace.status, marketplace.body.Msg]).toEqual([400, 'common.invalidParameter']);
    // Pancake has no authorization page.
    const oauth = await call('GET', '/api/platform/pancake/connect', { token: shop.admin });
    expect([oauth.status, oauth.body.Msg]).toEqual([400, 'common.invalidParameter']);
  });

  it('connects with the right key: the key sealed, a webhook secret made, the first syncs queued', async () => {
    const res = await connect(shop.admin, { api_key: KEY, shop_id: SHOP });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const done = res.body.Datum;
    expect(done).toMatchObject({ shop_id: SHOP, shop_name: 'ร้านแพนเค้ก', reconnected: false });
    expect(done.webhook.url).toMatch(/\/api\/platform\/pancake\/webhook$/);
    expect(done.webhook.header).toBe(HEADER);
    expect(done.webhook.secret.length).toBeGreaterThanOrEqual(32);
    secret = done.webhook.secret;
    shopRowId = done.id;

    const row = await root.platformShop.findUniqueOrThrow({ where: { id: shopRowId } });
    expect(row).toMatchObject({ platform: 8, shopId: SHOP, status: 1, enterpriseId: shop.id });
    const token = await root.platformToken.findUniqueOrThrow({ where: { platformShopId: row.id } });
    expect(token.accessTokenEnc).not.toContain(KEY);
    expect(token.webhookSecretEnc).not.toContain(secret);
    expect(token.accessExpiresAt).toBeNull();
    const opened = await readShopTokens(shop.db, row);
    expect(opened?.accessToken).toBe(KEY);
    expect(
      (await root.platformSyncRun.findMany({ where: { platformShopId: row.id } }))
        .map((r) => r.kind)
        .sort(),
    ).toEqual([1, 2]);

    // Connecting again keeps the secret the seller set in Pancake.
    const again = await connect(shop.admin, { api_key: KEY, shop_id: SHOP });
    expect(again.body.Datum).toMatchObject({ id: shopRowId, reconnected: true });
    expect(again.body.Datum.webhook.secret).toBe(secret);
    // The refresh by hand checks the key again.
    const refreshed = await call<{ Datum: { status: number } }>(
      'POST',
      `/api/platform/pancake/refreshtoken?shop_id=${SHOP}`,
      { token: shop.admin },
    );
    expect([refreshed.status, refreshed.body.Datum.status]).toEqual([200, 1]);
  });

  it('brings the variations in and maps them by SKU', async () => {
    const run = await root.platformSyncRun.findFirstOrThrow({
      where: { platformShopId: shopRowId, kind: 2 },
    });
    await runProductSync(shop.db, run.id, platformConnector);
    const products = await root.platformProduct.findMany({
      where: { platformShopId: shopRowId },
      orderBy: { platformSkuId: 'asc' },
    });
    expect(products.map((p) => [p.platformItemId, p.platformSkuId, p.sellerSku, p.stock])).toEqual([
      ['pc-p-0', 'pc-v-0', skus[0], 3],
      ['pc-p-1', 'pc-v-1', skus[1], 3],
    ]);
    const mapped = await call<{ Datum: { mapped: number } }>(
      'POST',
      '/api/v1/products/platform/mapbysku',
      { token: shop.admin, body: { platform: 8 } },
    );
    expect(mapped.body.Datum.mapped).toBe(1);
  });

  it('syncs 230 orders by update time, a page of 100 at a time, and again without duplicates', async () => {
    for (let n = 0; n < 230; n++)
      pancake.upsertOrder(SHOP, {
        status: 1,
        lines: n % 5 === 0 ? [line(0), line(1)] : [line(0, 2)],
        cod: n % 2 === 0,
      });
    const before = pancake.calls()['GET /shops/:id/orders'] ?? 0;
    const first = await root.platformSyncRun.findFirstOrThrow({
      where: { platformShopId: shopRowId, kind: 1 },
    });
    await runOrderSync(shop.db, first.id, platformConnector);
    expect(await root.platformSyncRun.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject(
      { state: 2, fetched: 230, created: 230, failed: 0, pagesDone: 3 },
    );
    expect((pancake.calls()['GET /shops/:id/orders'] ?? 0) - before).toBe(3);
    // The list carried whole orders: no order was asked for one by one.
    expect(pancake.calls()['GET /shops/:id/orders/:order'] ?? 0).toBe(0);

    const again = await call<{ Datum: { job_id: number } }>(
      'POST',
      '/api/platform/pancake/orders/sync',
      { token: shop.admin, body: { shop_id: SHOP } },
    );
    expect(again.status, JSON.stringify(again.body)).toBe(202);
    await runOrderSync(shop.db, again.body.Datum.job_id, platformConnector);
    expect(
      await root.platformSyncRun.findUniqueOrThrow({ where: { id: again.body.Datum.job_id } }),
    ).toMatchObject({ state: 2, created: 0, failed: 0 });

    const orders = await ordersOf(shopRowId);
    expect(orders).toHaveLength(230);
    expect(orders.every((o) => o.status === 111 && o.platform === 8 && o.paymentType === 6)).toBe(
      true,
    );
    expect(orders.every((o) => o.platformStatus === '1 confirmed')).toBe(true);
    // The second variation is not mapped: its orders wait on the "to map" list.
    expect(orders.filter((o) => o.unmappedItemCount === 1)).toHaveLength(46);
    const sample = orders.find((o) => o.items.length === 1)!;
    expect([
      sample.subtotal.toFixed(2),
      sample.shippingFee.toFixed(2),
      sample.total.toFixed(2),
    ]).toEqual(['240.00', '40.00', '280.00']);
    expect(sample.recipientName.length).toBeGreaterThan(0);
    expect(sample.recipientZipcode).toMatch(/^\d{5}$/);
  });

  it('takes an order webhook with the shop secret once; a wrong or missing secret is 401 and writes nothing', async () => {
    // The seller's webhook settings, made with Pancake's documented call.
    const settings = await fetch(`${pancake.env.PANCAKE_API_BASE}/shops/${SHOP}?api_key=${KEY}`, {
      method: 'PUT',
      body: JSON.stringify({
        shop: {
          webhook_enable: true,
          webhook_url: forward.url,
          webhook_types: ['orders'],
          webhook_headers: { 'X-Webhook-Secret': secret },
        },
      }),
    });
    expect(settings.status).toBe(200);
    // A key opens its own shop only.
    const elsewhere = await fetch(
      `${pancake.env.PANCAKE_API_BASE}/shops/7002/orders?api_key=${KEY}`,
    );
    expect(elsewhere.status).toBe(403);
    const order = pancake.upsertOrder(SHOP, { status: 0, lines: [line(0)] });
    const id = String(order.id);

    expect(await pancake.sendWebhook(SHOP, id, { headers: { [HEADER]: 'not-the-secret' } })).toBe(
      401,
    );
    expect(await pancake.sendWebhook(SHOP, id, { headers: {} })).toBe(401);
    expect(await pancake.sendWebhook(SHOP, id, { headers: { [HEADER]: `${secret}x` } })).toBe(401);
    // A body that is not an order object, with the right secret or not, is refused too.
    const junk = await call('POST', '/api/platform/pancake/webhook', {
      body: ['not', 'an', 'order'],
      headers: { [HEADER]: secret },
    });
    expect(junk.status).toBe(401);
    expect(await queued(id)).toBe(0);
    expect(
      await root.order.count({ where: { platformShopId: shopRowId, platformOrderId: id } }),
    ).toBe(0);

    expect(await pancake.sendWebhook(SHOP, id)).toBe(200);
    expect(await pancake.sendWebhook(SHOP, id)).toBe(200);
    expect(await queued(id)).toBe(1);

    const first = await fetchPushedOrders(shop.db, shopRowId, [id], platformConnector);
    expect(first).toMatchObject({ created: 1, updated: 0 });
    const repeat = await fetchPushedOrders(shop.db, shopRowId, [id], platformConnector);
    expect(repeat).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    const stored = await root.order.findFirstOrThrow({
      where: { platformShopId: shopRowId, platformOrderId: id },
    });
    expect([stored.status, stored.platformStatus]).toEqual([100, '0 new']);
  });

  it("moves an order along Pancake's statuses", async () => {
    const walk = async (id: string, steps: Array<[number, number]>) => {
      for (const [pancakeCode, ours] of steps) {
        pancake.setOrderStatus(SHOP, id, pancakeCode);
        expect(await pancake.sendWebhook(SHOP, id)).toBe(200);
        await fetchPushedOrders(shop.db, shopRowId, [id], platformConnector);
        const o = await root.order.findFirstOrThrow({
          where: { platformShopId: shopRowId, platformOrderId: id },
        });
        expect([pancakeCode, o.status]).toEqual([pancakeCode, ours]);
      }
      return root.order.findFirstOrThrow({
        where: { platformShopId: shopRowId, platformOrderId: id },
      });
    };
    const newOrder = () => String(pancake.upsertOrder(SHOP, { status: 0, lines: [line(0)] }).id);

    const delivered = await walk(newOrder(), [
      [0, 100],
      [17, 100],
      [1, 111],
      [8, 111],
      [9, 112],
      [2, 121],
      [3, 122],
      [16, 130],
    ]);
    expect(delivered.trackingNumber).toBe(`PCK${delivered.platformOrderId}TH`);
    expect(delivered.shippedAt).not.toBeNull();

    const deleted = await walk(newOrder(), [
      [1, 111],
      [7, 140],
    ]);
    expect(deleted.platformStatus).toBe('7 deleted');
    expect(deleted.cancelledAt).not.toBeNull();
    expect((await walk(newOrder(), [[6, 140]])).platformStatus).toBe('6 canceled');

    const returned = await walk(newOrder(), [
      [2, 121],
      [4, 998],
      [15, 141],
      // A return we hold stays ours, whatever Pancake says next.
      [3, 141],
    ]);
    expect(returned.returnedAt).not.toBeNull();
  });

  it('puts an item Pancake sells that we do not know on the "to map" list', async () => {
    const order = pancake.upsertOrder(SHOP, {
      status: 1,
      lines: [
        line(0),
        {
          productId: 'pc-p-new',
          variationId: 'pc-v-new',
          sku: 'NEW-GIFT',
          name: 'ของแถมใหม่',
          quantity: 1,
          price: 0,
        },
      ],
    });
    await fetchPushedOrders(shop.db, shopRowId, [String(order.id)], platformConnector);
    const stored = await root.order.findFirstOrThrow({
      where: { platformShopId: shopRowId, platformOrderId: String(order.id) },
      include: { items: true },
    });
    expect(stored.unmappedItemCount).toBe(1);
    expect(stored.items.find((i) => i.sku === 'NEW-GIFT')?.productId).toBeNull();
    const toMap = await root.platformProduct.findFirstOrThrow({
      where: { platformShopId: shopRowId, platformSkuId: 'pc-v-new' },
    });
    expect([toMap.mappingStatus, toMap.platform, toMap.sellerSku]).toEqual([2, 8, 'NEW-GIFT']);
    const listed = await call<{ data: Array<{ platform_sku_id: string }> }>(
      'GET',
      '/api/v1/products/platform?platform=8&mapping_status=2',
      { token: shop.admin },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((p) => p.platform_sku_id)).toContain('pc-v-new');
  });

  it('pushes the sellable stock to the mapped variation', async () => {
    const pushesBefore = pancake.stockPushes().length;
    await putStock(shop, items[0]!, 900);
    await pushStockChanges(platformConnector);
    const onOrders = await root.orderItem.aggregate({
      _sum: { quantity: true },
      where: {
        wmsProductId: items[0]!.wmsId,
        order: { status: { in: [100, 111] }, packedAt: null },
      },
    });
    const expected = Math.max(0, 900 - (onOrders._sum.quantity ?? 0));
    expect(pancake.stockOf(SHOP, 'pc-v-0')).toBe(expected);
    const pushes = pancake.stockPushes().slice(pushesBefore);
    expect(pushes).toEqual([
      expect.objectContaining({
        shopId: SHOP,
        productId: 'pc-p-0',
        variationId: 'pc-v-0',
        quantity: expected,
        warehouseId: 'wh-1',
      }),
    ]);
    // The unmapped variation is left alone.
    expect(pancake.stockOf(SHOP, 'pc-v-1')).toBe(3);
    const sku = await root.platformProduct.findFirstOrThrow({
      where: { platformShopId: shopRowId, platformSkuId: 'pc-v-0' },
    });
    expect([sku.pushedQuantity, sku.pushError]).toEqual([expected, null]);
  });

  it('keeps two enterprises connected to the same Pancake shop apart', async () => {
    const res = await connect(other.admin, { api_key: KEY, shop_id: SHOP });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const theirs = res.body.Datum;
    expect(theirs.id).not.toBe(shopRowId);
    expect(theirs.webhook.secret).not.toBe(secret);

    // Each secret queues its own enterprise's shop, never the other's.
    const order = pancake.upsertOrder(SHOP, { status: 1, lines: [line(0)] });
    const id = String(order.id);
    expect(
      await pancake.sendWebhook(SHOP, id, { headers: { [HEADER]: theirs.webhook.secret } }),
    ).toBe(200);
    expect([await queued(id, theirs.id), await queued(id, shopRowId)]).toEqual([1, 0]);
    expect(await pancake.sendWebhook(SHOP, id, { headers: { [HEADER]: secret } })).toBe(200);
    expect([await queued(id, theirs.id), await queued(id, shopRowId)]).toEqual([1, 1]);

    // Their list shows their shop only; our shop's orders are not theirs.
    const seller = await call<{ Datum: Array<{ id: number }> }>('GET', '/api/platform/seller', {
      token: other.admin,
    });
    expect(seller.body.Datum.map((s) => s.id)).toEqual([theirs.id]);
    expect(await root.order.count({ where: { enterpriseId: other.id } })).toBe(0);
    const ours = await root.order.findFirstOrThrow({ where: { platformShopId: shopRowId } });
    const peek = await call('GET', `/api/v1/orders/${ours.id}`, { token: other.admin });
    expect(peek.status).toBe(404);
    // Their shop settings cannot reach ours.
    const edit = await call('PUT', `/api/platform/shops/${shopRowId}`, {
      token: other.admin,
      body: { handover_method: 2 },
    });
    expect(edit.status).toBe(404);
  });

  it('marks the shop "connect again" once the seller deletes the key in Pancake', async () => {
    pancake.store.shop(SHOP).apiKey = 'a-new-key-made-in-pancake';
    const order = pancake.upsertOrder(SHOP, { status: 1, lines: [line(0)] });
    // The push's job finds the key refused: the refresh checks it, and the shop must be
    // connected again (the job is not retried for ever on a key that will never work).
    await expect(
      fetchPushedOrders(shop.db, shopRowId, [String(order.id)], platformConnector),
    ).rejects.toMatchObject({ key: 'platform.notConnected' });
    const row = await root.platformShop.findUniqueOrThrow({ where: { id: shopRowId } });
    expect(row.status).toBe(2);
    expect(row.lastError).toMatch(/API key/);
    const sync = await call('POST', '/api/platform/pancake/orders/sync', {
      token: shop.admin,
      body: { shop_id: SHOP },
    });
    expect([sync.status, sync.body.Msg]).toEqual([422, 'platform.notConnected']);
    // Its webhook is no longer taken either.
    expect(await pancake.sendWebhook(SHOP, String(order.id))).toBe(401);
    // Connecting again with the new key: connected, the same secret kept.
    const again = await connect(shop.admin, {
      api_key: 'a-new-key-made-in-pancake',
      shop_id: SHOP,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.Datum.webhook.secret).toBe(secret);
    expect((await root.platformShop.findUniqueOrThrow({ where: { id: shopRowId } })).status).toBe(
      1,
    );
  });

  it('seals the webhook secret again with the new key when the token key is rotated', async () => {
    const before = tokenKeyRing();
    const fresh = randomBytes(32);
    const rotated = { currentId: 'k2', keys: new Map([['k2', fresh], ...before.keys]) };
    const row = await root.platformShop.findUniqueOrThrow({ where: { id: shopRowId } });
    const tokens = (await readShopTokens(shop.db, row))!;
    await storeShopTokens(shop.db, row, tokens, rotated);
    const token = await root.platformToken.findUniqueOrThrow({ where: { platformShopId: row.id } });
    expect(token.webhookSecretEnc!.split(':')[1]).toBe('k2');
    // It opens without the old key; the old ring alone no longer opens it.
    const onlyNew = { currentId: 'k2', keys: new Map([['k2', fresh]]) };
    expect(openWebhookSecret(row, token.webhookSecretEnc, onlyNew)).toBe(secret);
    expect(openWebhookSecret(row, token.webhookSecretEnc, before)).toBeNull();
    // Rotated back to the app's own key (k2 still listed): the app opens it again.
    await storeShopTokens(shop.db, row, tokens, {
      currentId: before.currentId,
      keys: new Map([...before.keys, ['k2', fresh]]),
    });
    const back = await root.platformToken.findUniqueOrThrow({ where: { platformShopId: row.id } });
    expect(openWebhookSecret(row, back.webhookSecretEnc)).toBe(secret);
  });
});
