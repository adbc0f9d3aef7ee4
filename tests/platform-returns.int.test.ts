// A buyer's return or refund request announced by each marketplace, against its local server
// (scripts/sandbox/platforms/, the documented contract) and the real PostgreSQL
// (docs/domain-rules.md, Selling platforms: returns asked on the platform): a return and
// refund brings the order to 998 with the request's reason and the buyer's tracking number
// in order_return_requests, pushed by the platform (signed, through the app's webhook route)
// and fetched by the push's job; a refund only keeps the status and is stored as kind 2; a
// repeated push or a re-sync never duplicates the request; an older version never
// overwrites a newer one; an order we received (141) stays 141 whatever the platform says
// next; another enterprise neither sees nor writes the request.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inSqlTransaction } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import type { ConnectorShop, PlatformName, PlatformOrder } from '@/lib/domain/platforms/connector';
import { platformConnector } from '@/lib/domain/platforms/connectors';
import {
  importPlatformOrders,
  type ImportShop,
} from '@/lib/domain/platforms/orders/import-platform-orders';
import { upsertReturnRequests } from '@/lib/domain/platforms/orders/import-return-requests';
import { readShopTokens } from '@/lib/domain/platforms/shop-tokens';
import { runOrderSync } from '@/lib/domain/platforms/sync/run-order-sync';
import { fetchPushedOrders } from '@/lib/domain/platforms/webhooks/fetch-pushed-orders';
import { startLazadaSandbox } from '@/scripts/sandbox/platforms/lazada-server';
import type { SandboxServer } from '@/scripts/sandbox/platforms/sandbox-kit';
import { startShopeeSandbox } from '@/scripts/sandbox/platforms/shopee-server';
import { startTiktokSandbox } from '@/scripts/sandbox/platforms/tiktok-server';
import { call } from './helpers/api';
import { connectThroughPage } from './helpers/platform-fixtures';
import { newPackingShop, root, type PackingShop } from './helpers/packing-fixtures';

interface Case {
  platform: PlatformName;
  start: typeof startTiktokSandbox;
  /** The platform's word for a delivered order (122). */
  delivered: string;
  /** A request status the buyer's parcel is on its way back at (998, decided). */
  shippingBack: string;
  /** A status of a request still open, for an order we already received. */
  stillOpen: string;
  sku: { itemId: string; skuId: string };
}

const CASES: Case[] = [
  {
    platform: 'tiktok',
    start: startTiktokSandbox,
    delivered: 'DELIVERED',
    shippingBack: 'BUYER_SHIPPED_ITEM',
    stillOpen: 'AWAITING_BUYER_SHIP',
    sku: { itemId: '1729000000000000201', skuId: '2729000000000000201' },
  },
  {
    platform: 'shopee',
    start: startShopeeSandbox,
    delivered: 'TO_CONFIRM_RECEIVE',
    shippingBack: 'ACCEPTED',
    stillOpen: 'PROCESSING',
    sku: { itemId: '800201', skuId: '900201' },
  },
  {
    platform: 'lazada',
    start: startLazadaSandbox,
    delivered: 'delivered',
    shippingBack: 'RTM_SHIPPING_BACK',
    stillOpen: 'RTM_SHIPPING_BACK',
    sku: { itemId: '700201', skuId: '600201' },
  },
];

/** Hands the platform server's pushes to the app's webhook route, byte for byte. */
async function forwarder(): Promise<{ server: Server; url: (platform: string) => string }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // The platforms send compact JSON: JSON.stringify gives back the bytes that were signed.
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      void call('POST', `http://${req.headers.host}${req.url}`, {
        body,
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
  return { server, url: (p) => `http://127.0.0.1:${port}/api/platform/${p}/webhook` };
}

for (const c of CASES) {
  describe(`${c.platform}: a buyer's return request`, () => {
    let sandbox: SandboxServer;
    let shop: PackingShop;
    let other: PackingShop;
    let shopRowId: number;
    let platformShopId: string;
    let forward: Awaited<ReturnType<typeof forwarder>>;
    const saved: Record<string, string | undefined> = {};

    const newDeliveredOrder = () =>
      sandbox.upsertOrder(platformShopId, {
        status: c.delivered,
        lines: [
          {
            ...c.sku,
            sellerSku: `${c.platform.toUpperCase()}-RET`,
            name: 'เซรั่ม',
            quantity: 1,
            price: '390.00',
          },
        ],
      }).orderId;

    /** The push's job, as the worker runs it: the order fetched and written. */
    const fetchPushed = (orderId: string) =>
      fetchPushedOrders(shop.db, shopRowId, [orderId], platformConnector);

    const ourOrder = (orderId: string) =>
      root.order.findFirstOrThrow({
        where: { enterpriseId: shop.id, platformShopId: shopRowId, platformOrderId: orderId },
      });

    const requestsOf = async (orderId: string) =>
      root.orderReturnRequest.findMany({
        where: { orderId: (await ourOrder(orderId)).id },
        orderBy: { id: 'asc' },
      });

    async function session(): Promise<ConnectorShop> {
      const s = await root.platformShop.findUniqueOrThrow({ where: { id: shopRowId } });
      const tokens = await readShopTokens(shop.db, s);
      return { shopId: s.shopId, cipher: s.cipher, accessToken: tokens!.accessToken };
    }

    async function fetchOrder(orderId: string): Promise<PlatformOrder> {
      const [order] = await platformConnector(c.platform).getOrders(await session(), [orderId]);
      return order!;
    }

    function importShop(): ImportShop {
      return {
        id: shopRowId,
        enterpriseId: shop.id,
        platform: c.platform,
        saleChannelId: 0,
        paymentMethodId: 0,
      };
    }

    beforeAll(async () => {
      sandbox = await c.start();
      for (const [k, v] of Object.entries(sandbox.env)) {
        saved[k] = process.env[k];
        process.env[k] = v;
      }
      resetEnvForTests();
      forward = await forwarder();
      [shop, other] = await Promise.all([newPackingShop(), newPackingShop()]);
      const done = await connectThroughPage(shop.admin, c.platform);
      expect(done.status, JSON.stringify(done.body)).toBeLessThan(400);
      const row = await root.platformShop.findFirstOrThrow({ where: { enterpriseId: shop.id } });
      shopRowId = row.id;
      platformShopId = row.shopId;
      // The order sync that connecting started (no orders yet), so a later one may start.
      const first = await root.platformSyncRun.findFirstOrThrow({
        where: { platformShopId: shopRowId, kind: 1 },
      });
      await runOrderSync(shop.db, first.id, platformConnector);
      sandbox.setWebhookUrl(forward.url(c.platform));
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

    it('brings the order to 998 with the reason and the buyer tracking number, by push', async () => {
      const orderId = newDeliveredOrder();
      expect(await fetchPushed(orderId)).toMatchObject({ created: 1 });
      expect((await ourOrder(orderId)).status).toBe(122);

      const opened = await sandbox.returnRequest(platformShopId, {
        orderId,
        kind: 'return',
        reason: 'สินค้าชำรุด กล่องบุบ',
      });
      expect(opened.pushStatus).toBe(200);
      const queued = await root.outboxMessage.findMany({
        where: { dedupeKey: { startsWith: `pwh:${shopRowId}:${orderId}:` } },
      });
      expect(queued.length).toBeGreaterThanOrEqual(1);
      expect(await fetchPushed(orderId)).toMatchObject({ updated: 1 });
      expect(await ourOrder(orderId)).toMatchObject({ status: 998, returnRequested: true });
      expect(await requestsOf(orderId)).toEqual([
        expect.objectContaining({
          enterpriseId: shop.id,
          platformReturnId: opened.returnId,
          kind: 1,
          platformStatus: opened.status,
          reason: 'สินค้าชำรุด กล่องบุบ',
          buyerTrackingNumber: null,
        }),
      ]);

      // The buyer ships the parcel back: still returning, now decided, with its tracking.
      const back = await sandbox.returnRequest(platformShopId, {
        orderId,
        returnId: opened.returnId,
        status: c.shippingBack,
        trackingNumber: 'TH-RETURN-0001',
      });
      expect(back.pushStatus).toBe(200);
      expect(await fetchPushed(orderId)).toMatchObject({ updated: 1 });
      expect(await ourOrder(orderId)).toMatchObject({ status: 998, returnRequested: false });
      const [stored] = await requestsOf(orderId);
      expect(stored).toMatchObject({
        platformStatus: c.shippingBack,
        reason: 'สินค้าชำรุด กล่องบุบ',
        buyerTrackingNumber: 'TH-RETURN-0001',
      });
      expect(stored!.platformUpdatedAt.getTime()).toBe(back.updateTime * 1000);
      expect(stored!.requestedAt.getTime()).toBe(opened.createTime * 1000);
    });

    it('keeps the status of a refund only and stores it as kind 2', async () => {
      const orderId = newDeliveredOrder();
      await fetchPushed(orderId);
      const refund = await sandbox.returnRequest(platformShopId, {
        orderId,
        kind: 'refund',
        reason: 'ได้ของไม่ครบ',
      });
      expect(refund.pushStatus).toBe(200);
      expect(await fetchPushed(orderId)).toMatchObject({ updated: 1 });
      expect(await ourOrder(orderId)).toMatchObject({ status: 122, returnRequested: true });
      expect(await requestsOf(orderId)).toEqual([
        expect.objectContaining({ kind: 2, platformStatus: refund.status, reason: 'ได้ของไม่ครบ' }),
      ]);
    });

    it('never duplicates the request on a repeated push or a re-sync', async () => {
      const orderId = newDeliveredOrder();
      await fetchPushed(orderId);
      const opened = await sandbox.returnRequest(platformShopId, { orderId, reason: 'ไม่ตรงปก' });
      expect(await fetchPushed(orderId)).toMatchObject({ updated: 1 });
      expect(await sandbox.sendWebhook(platformShopId, orderId)).toBe(200);
      expect(await fetchPushed(orderId)).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
      // The whole shop synced again by update time: the order comes once more, unchanged.
      const run = await call<{ Datum: { job_id: number } }>(
        'POST',
        `/api/platform/${c.platform}/orders/sync`,
        { token: shop.admin, body: { shop_id: platformShopId } },
      );
      expect(run.status, JSON.stringify(run.body)).toBe(202);
      await runOrderSync(shop.db, run.body.Datum.job_id, platformConnector);
      expect(
        await root.platformSyncRun.findUniqueOrThrow({ where: { id: run.body.Datum.job_id } }),
      ).toMatchObject({ state: 2, failed: 0 });
      const rows = await requestsOf(orderId);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.platformReturnId).toBe(opened.returnId);
      expect(
        await root.order.count({ where: { platformShopId: shopRowId, platformOrderId: orderId } }),
      ).toBe(1);
    });

    it('never lets an older version overwrite a newer one', async () => {
      const orderId = newDeliveredOrder();
      await fetchPushed(orderId);
      const opened = await sandbox.returnRequest(platformShopId, { orderId, reason: 'แตก' });
      const older = await fetchOrder(orderId);
      await sandbox.returnRequest(platformShopId, {
        orderId,
        returnId: opened.returnId,
        status: c.shippingBack,
        trackingNumber: 'TH-RETURN-0002',
      });
      const newer = await fetchOrder(orderId);
      expect(newer.updateTime.getTime()).toBeGreaterThan(older.updateTime.getTime());
      expect(newer.returnRequests[0]!.platformStatus).toBe(c.shippingBack);

      await importPlatformOrders(shop.db, importShop(), [newer]);
      expect(await importPlatformOrders(shop.db, importShop(), [older])).toMatchObject({
        unchanged: 1,
      });
      expect((await requestsOf(orderId))[0]).toMatchObject({
        platformStatus: c.shippingBack,
        buyerTrackingNumber: 'TH-RETURN-0002',
      });

      // A newer order carrying an older version of the request: the order is written, the
      // request row keeps its newer version.
      const stale: PlatformOrder = {
        ...newer,
        updateTime: new Date(newer.updateTime.getTime() + 60_000),
        returnRequests: older.returnRequests,
      };
      expect(await importPlatformOrders(shop.db, importShop(), [stale])).toMatchObject({
        updated: 1,
      });
      expect((await requestsOf(orderId))[0]).toMatchObject({
        platformStatus: c.shippingBack,
        buyerTrackingNumber: 'TH-RETURN-0002',
      });
    });

    it('keeps an order we received at 141 while the platform still says the request is open', async () => {
      const orderId = newDeliveredOrder();
      await fetchPushed(orderId);
      const opened = await sandbox.returnRequest(platformShopId, { orderId, reason: 'ผิดไซซ์' });
      await fetchPushed(orderId);
      expect((await ourOrder(orderId)).status).toBe(998);
      // Our return station received the parcel (docs/domain-rules.md, Returns).
      const ours = await ourOrder(orderId);
      await root.order.update({ where: { id: ours.id }, data: { status: 141 } });

      await sandbox.returnRequest(platformShopId, {
        orderId,
        returnId: opened.returnId,
        status: c.stillOpen,
        trackingNumber: 'TH-RETURN-0003',
      });
      expect(await fetchPushed(orderId)).toMatchObject({ updated: 1 });
      expect(await ourOrder(orderId)).toMatchObject({ status: 141, returnRequested: false });
      expect((await requestsOf(orderId))[0]).toMatchObject({
        platformStatus: c.stillOpen,
        buyerTrackingNumber: 'TH-RETURN-0003',
      });
    });

    it("does not show or write the request for another enterprise's shop", async () => {
      const orderId = newDeliveredOrder();
      await fetchPushed(orderId);
      await sandbox.returnRequest(platformShopId, { orderId, reason: 'ของปลอม' });
      await fetchPushed(orderId);
      const [mine] = await requestsOf(orderId);
      expect(mine).toMatchObject({ enterpriseId: shop.id, reason: 'ของปลอม' });

      // The other enterprise's own view has none of it.
      expect(await other.db.orderReturnRequest.findMany()).toEqual([]);
      expect(await other.db.order.count({ where: { platformOrderId: orderId } })).toBe(0);

      // Written in the other enterprise's name on our shop: nothing moves.
      const order = await fetchOrder(orderId);
      const changed: PlatformOrder = {
        ...order,
        returnRequests: order.returnRequests.map((r) => ({
          ...r,
          platformStatus: 'TAMPERED',
          reason: 'เขียนทับ',
          updateTime: new Date(r.updateTime.getTime() + 3_600_000),
        })),
      };
      const written = await inSqlTransaction(other.db, (run) =>
        upsertReturnRequests(run, { id: shopRowId, enterpriseId: other.id }, [changed]),
      );
      expect(written).toBe(0);
      expect((await requestsOf(orderId))[0]).toMatchObject({
        platformStatus: mine!.platformStatus,
        reason: 'ของปลอม',
      });
      expect(await root.orderReturnRequest.count({ where: { enterpriseId: other.id } })).toBe(0);
    });
  });
}
