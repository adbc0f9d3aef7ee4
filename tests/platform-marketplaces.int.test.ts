// The same seller's day on each marketplace, against its local server (scripts/sandbox/
// platforms/): connect through the platform's page (Shopee sends the shop back with the
// code, Lazada and TikTok through their own hosts), SKUs brought in and mapped by seller
// SKU, orders synced page by page and synced again without duplicates, a signed push
// (delivered by the platform server to the app's webhook route) queued once, a tampered
// one refused, an order packed and its shipment arranged with the platform's label, and
// the stock pushed back.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import type { PlatformName } from '@/lib/domain/platforms/connector';
import { platformConnector } from '@/lib/domain/platforms/connectors';
import { arrangePlatformShipment } from '@/lib/domain/platforms/shipments/arrange-shipment';
import { pushStockChanges } from '@/lib/domain/platforms/stock/push-stock-changes';
import { runOrderSync } from '@/lib/domain/platforms/sync/run-order-sync';
import { runProductSync } from '@/lib/domain/platforms/sync/run-product-sync';
import { fetchPushedOrders } from '@/lib/domain/platforms/webhooks/fetch-pushed-orders';
import { memoryEffectStore } from '@/lib/queue/effects';
import { startLazadaSandbox } from '@/scripts/sandbox/platforms/lazada-server';
import type { SandboxServer } from '@/scripts/sandbox/platforms/sandbox-kit';
import { startShopeeSandbox } from '@/scripts/sandbox/platforms/shopee-server';
import { startTiktokSandbox } from '@/scripts/sandbox/platforms/tiktok-server';
import { call } from './helpers/api';
import { connectThroughPage } from './helpers/platform-fixtures';
import {
  addItem,
  newPackingShop,
  putStock,
  root,
  type Item,
  type PackingShop,
} from './helpers/packing-fixtures';

const CASES: Array<{
  platform: PlatformName;
  start: typeof startTiktokSandbox;
  awaiting: string;
  skus: [string, string][];
}> = [
  {
    platform: 'tiktok',
    start: startTiktokSandbox,
    awaiting: 'AWAITING_SHIPMENT',
    skus: [
      ['1729000000000000101', '2729000000000000101'],
      ['1729000000000000102', '2729000000000000102'],
    ],
  },
  {
    platform: 'shopee',
    start: startShopeeSandbox,
    awaiting: 'READY_TO_SHIP',
    skus: [
      ['800101', '900101'],
      ['800102', '900102'],
    ],
  },
  {
    platform: 'lazada',
    start: startLazadaSandbox,
    awaiting: 'pending',
    skus: [
      ['700101', '600101'],
      ['700102', '600102'],
    ],
  },
];

/** Hands the platform server's pushes to the app's webhook route, byte for byte. */
async function forwarder(): Promise<{
  server: Server;
  url: (platform: string) => string;
  tamper: { on: boolean };
}> {
  const tamper = { on: false };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // The platforms send compact JSON, so the helper's JSON.stringify gives back the very
      // bytes that were signed; a tampered push adds a field after signing.
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      void call('POST', `http://${req.headers.host}${req.url}`, {
        body: tamper.on ? { ...body, tampered: true } : body,
        headers: {
          authorization: String(req.headers.authorization ?? ''),
          host: String(req.headers.host),
        },
      }).then((r) => {
        res.writeHead(r.status);
        res.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return { server, url: (p) => `http://127.0.0.1:${port}/api/platform/${p}/webhook`, tamper };
}

for (const c of CASES) {
  describe(`${c.platform}: a seller's day`, () => {
    let sandbox: SandboxServer;
    let shop: PackingShop;
    let items: Item[];
    let shopRowId: number;
    let platformShopId: string;
    let forward: Awaited<ReturnType<typeof forwarder>>;
    const saved: Record<string, string | undefined> = {};
    const sellerSku = (i: number) => `${c.platform.toUpperCase()}-SKU-${i}-${Date.now() % 100000}`;
    let skus: string[];

    const lines = (n: number) =>
      n % 4 === 0
        ? [0, 1].map((i) => ({
            itemId: c.skus[i]![0],
            skuId: c.skus[i]![1],
            sellerSku: skus[i]!,
            name: `สินค้า ${i}`,
            quantity: 1,
            price: '120.00',
          }))
        : [
            {
              itemId: c.skus[0]![0],
              skuId: c.skus[0]![1],
              sellerSku: skus[0]!,
              name: 'สินค้า 0',
              quantity: 1,
              price: '120.00',
            },
          ];

    beforeAll(async () => {
      sandbox = await c.start();
      for (const [k, v] of Object.entries(sandbox.env)) {
        saved[k] = process.env[k];
        process.env[k] = v;
      }
      resetEnvForTests();
      forward = await forwarder();
      shop = await newPackingShop();
      items = [await addItem(shop), await addItem(shop)];
      skus = [sellerSku(0), sellerSku(1)];
      // Our first product's SKU is the platform's seller SKU: mapped by the proposal.
      await root.product.update({ where: { id: items[0]!.productId }, data: { pn: skus[0]! } });
    }, 60_000);

    afterAll(async () => {
      await sandbox?.close();
      await new Promise((r) => forward?.server.close(r));
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      resetEnvForTests();
    });

    it('connects through the platform page and brings the SKUs in, mapped by seller SKU', async () => {
      const done = await connectThroughPage(shop.admin, c.platform);
      expect(done.headers.get('location')).toBe(
        `/admin/platform?connected=1&platform=${c.platform}`,
      );
      const row = await root.platformShop.findFirstOrThrow({ where: { enterpriseId: shop.id } });
      shopRowId = row.id;
      platformShopId = row.shopId;

      c.skus.forEach(([itemId, skuId], i) =>
        sandbox.addProduct(platformShopId, {
          itemId,
          skuId,
          sellerSku: skus[i]!,
          name: `สินค้า ${i}`,
          price: '120.00',
          stock: 3,
        }),
      );
      const run = await root.platformSyncRun.findFirstOrThrow({
        where: { platformShopId: shopRowId, kind: 2 },
      });
      await runProductSync(shop.db, run.id, platformConnector);
      const listed = await call<{
        data: Array<{ seller_sku: string; proposed_product: { id: number } | null }>;
      }>('GET', `/api/v1/products/platform?platform=${row.platform}&mapping_status=2`, {
        token: shop.admin,
      });
      expect(
        listed.body.data.map((p) => [p.seller_sku, p.proposed_product?.id ?? null]).sort(),
      ).toEqual(
        [
          [skus[0], items[0]!.productId],
          [skus[1], null],
        ].sort(),
      );
      const mapped = await call<{ Datum: { mapped: number } }>(
        'POST',
        '/api/v1/products/platform/mapbysku',
        {
          token: shop.admin,
          body: { platform: row.platform },
        },
      );
      expect(mapped.body.Datum.mapped).toBe(1);
    });

    it('syncs 120 orders through the cursor, and again without duplicates', async () => {
      for (let n = 0; n < 120; n++)
        sandbox.upsertOrder(platformShopId, { status: c.awaiting, lines: lines(n) });
      const first = await root.platformSyncRun.findFirstOrThrow({
        where: { platformShopId: shopRowId, kind: 1 },
      });
      await runOrderSync(shop.db, first.id, platformConnector);
      expect(
        await root.platformSyncRun.findUniqueOrThrow({ where: { id: first.id } }),
      ).toMatchObject({
        state: 2,
        fetched: 120,
        created: 120,
        failed: 0,
      });
      const again = await call<{ Datum: { job_id: number } }>(
        'POST',
        `/api/platform/${c.platform}/orders/sync`,
        {
          token: shop.admin,
          body: { shop_id: platformShopId },
        },
      );
      expect(again.status, JSON.stringify(again.body)).toBe(202);
      await runOrderSync(shop.db, again.body.Datum.job_id, platformConnector);
      expect(
        await root.platformSyncRun.findUniqueOrThrow({ where: { id: again.body.Datum.job_id } }),
      ).toMatchObject({
        state: 2,
        created: 0,
        failed: 0,
      });
      const orders = await root.order.findMany({
        where: { platformShopId: shopRowId },
        include: { items: true },
      });
      expect(orders).toHaveLength(120);
      expect(orders.filter((o) => o.unmappedItemCount === 1)).toHaveLength(30);
      expect(orders.every((o) => o.status === 111 && o.paymentType === 6)).toBe(true);
      expect(orders.every((o) => o.recipientName.length > 0 && o.total.toNumber() > 0)).toBe(true);
    });

    it("shows the platform's own view to admins, and a platform outage as 502, never 500", async () => {
      const seen = await call<{ Datum: { orders: Array<{ platformOrderId: string }> } }>(
        'GET',
        `/api/platform/${c.platform}/orders?shop_id=${platformShopId}&days=1`,
        { token: shop.admin },
      );
      expect(seen.status, JSON.stringify(seen.body)).toBe(200);
      expect(seen.body.Datum.orders.length).toBeGreaterThan(0);
      const skusSeen = await call<{ Datum: { skus: unknown[] } }>(
        'GET',
        `/api/platform/${c.platform}/products?shop_id=${platformShopId}`,
        { token: shop.admin },
      );
      expect(skusSeen.body.Datum.skus).toHaveLength(2);
      expect(
        (
          await call('GET', `/api/platform/${c.platform}/orders?shop_id=${platformShopId}`, {
            token: shop.closer,
          })
        ).status,
      ).toBe(403);
      sandbox.failNext(20, 503);
      try {
        const down = await call(
          'GET',
          `/api/platform/${c.platform}/products?shop_id=${platformShopId}`,
          {
            token: shop.admin,
          },
        );
        expect([down.status, down.body.Msg]).toEqual([502, 'platform.unavailable']);
      } finally {
        sandbox.failNext(0, 503);
      }
    });

    it('refreshes the tokens by hand', async () => {
      const before = await root.platformToken.findUniqueOrThrow({
        where: { platformShopId: shopRowId },
      });
      const res = await call<{ Datum: { status: number; token_expires_at: string } }>(
        'POST',
        `/api/platform/${c.platform}/refreshtoken?shop_id=${platformShopId}`,
        { token: shop.admin },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.Datum.status).toBe(1);
      const after = await root.platformToken.findUniqueOrThrow({
        where: { platformShopId: shopRowId },
      });
      expect(after.accessTokenEnc).not.toBe(before.accessTokenEnc);
      expect(after.refreshedAt!.getTime()).toBeGreaterThan(before.refreshedAt!.getTime());
    });

    it('takes a signed push once and refuses a tampered one', async () => {
      sandbox.setWebhookUrl(forward.url(c.platform));
      const order = sandbox.upsertOrder(platformShopId, { status: c.awaiting, lines: lines(1) });
      expect(await sandbox.sendWebhook(platformShopId, order.orderId)).toBe(200);
      expect(await sandbox.sendWebhook(platformShopId, order.orderId)).toBe(200);
      const queued = await root.outboxMessage.findMany({
        where: { dedupeKey: { startsWith: `pwh:${shopRowId}:${order.orderId}:` } },
      });
      expect(queued).toHaveLength(1);
      forward.tamper.on = true;
      try {
        expect(await sandbox.sendWebhook(platformShopId, order.orderId)).toBe(401);
      } finally {
        forward.tamper.on = false;
      }
      const result = await fetchPushedOrders(
        shop.db,
        shopRowId,
        [order.orderId],
        platformConnector,
      );
      expect(result).toMatchObject({ created: 1 });
    });

    it('packs an order, arranges its shipment and prints the platform label; stock goes back out', async () => {
      await putStock(shop, items[0]!, 50);
      await pushStockChanges(platformConnector);
      const onOrders = await root.orderItem.aggregate({
        _sum: { quantity: true },
        where: { wmsProductId: items[0]!.wmsId, order: { status: 111, packedAt: null } },
      });
      expect(sandbox.stockOf(platformShopId, c.skus[0]![1])).toBe(
        Math.max(0, 50 - (onOrders._sum.quantity ?? 0)),
      );

      const order = await root.order.findFirstOrThrow({
        where: { platformShopId: shopRowId, unmappedItemCount: 0, status: 111 },
        orderBy: { id: 'asc' },
      });
      const closed = await call('POST', '/api/v2/packings/verify/createandclose', {
        token: shop.closer,
        body: { order_id: order.id, barcode: items[0]!.barcode },
      });
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
      const outcome = await arrangePlatformShipment(
        shop.db,
        order.id,
        platformConnector,
        memoryEffectStore(),
      );
      expect(outcome.state).toBe(2);
      expect(outcome.trackingNumber).toBeTruthy();
      const label = await call('GET', `/api/platform/orders/${order.id}/label`, {
        token: shop.packer,
      });
      expect(label.status).toBe(200);
      expect(label.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(sandbox.order(platformShopId, order.platformOrderId!)?.shipped).toBe(true);
    });
  });
}
