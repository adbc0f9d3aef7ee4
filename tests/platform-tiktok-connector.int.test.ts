// The TikTok Shop connector against the local TikTok Shop (scripts/sandbox/platforms/
// tiktok-server.ts), which keeps to the documented contract: signed calls, absolute token
// expiries, single-use codes, TikTok's page token, 50 ids a detail call, 429s and 5xx,
// signed pushes. Nothing of the platform is mocked besides that server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorShop, PlatformConnector } from '@/lib/domain/platforms/connector';
import {
  PlatformAuthRevokedError,
  PlatformRateLimitedError,
  PlatformRequestError,
  PlatformTokenExpiredError,
} from '@/lib/domain/platforms/platform-errors';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import { tiktokApiCall } from '@/lib/domain/platforms/tiktok/api-client';
import { tiktokConnector, tiktokConnectorFromEnv } from '@/lib/domain/platforms/tiktok/connector';
import { tiktokSign } from '@/lib/domain/platforms/tiktok/sign';
import { resetEnvForTests } from '@/lib/env';
import type { SandboxServer } from '@/scripts/sandbox/platforms/sandbox-kit';
import { startTiktokSandbox } from '@/scripts/sandbox/platforms/tiktok-server';

const ACCESS_TTL = 3600;
const REDIRECT = 'http://127.0.0.1:9/platforms/tiktok/callback';

let sandbox: SandboxServer;
let connector: PlatformConnector;
let shop: ConnectorShop;
let refreshToken: string;

function connectorFor(server: SandboxServer, overrides: { appSecret?: string } = {}) {
  return tiktokConnector({
    appKey: server.env.TIKTOK_APP_KEY!,
    appSecret: overrides.appSecret ?? server.env.TIKTOK_APP_SECRET!,
    apiBase: server.env.TIKTOK_API_BASE!,
    authBase: server.env.TIKTOK_AUTH_BASE!,
  });
}

/** Opens the authorization page as a seller would and follows its one button. */
async function authorize(on: PlatformConnector, state: string): Promise<URL> {
  const page = await fetch(on.authorizeUrl({ state, redirectUri: REDIRECT }));
  expect(page.status).toBe(200);
  const html = await page.text();
  const href = /<a id="sandbox-authorize" href="([^"]+)"/.exec(html)?.[1];
  expect(href).toBeTruthy();
  return new URL(href!.replace(/&amp;/g, '&'));
}

function calls(path: string): number {
  return sandbox.calls()[path] ?? 0;
}

function line(i: number) {
  return {
    itemId: `1729${String(i % 7).padStart(15, '0')}`,
    skuId: `2729${String(i % 7).padStart(15, '0')}`,
    sellerSku: `SKU-${i % 7}`,
    name: `สินค้า ${i % 7}`,
    quantity: 2,
    price: '150.00',
    sellerDiscount: '20.00',
    platformDiscount: '10.00',
  };
}

beforeAll(async () => {
  sandbox = await startTiktokSandbox({ accessTokenTtlSeconds: ACCESS_TTL });
  connector = connectorFor(sandbox);
});

afterAll(async () => {
  await sandbox?.close();
});

describe('authorization', () => {
  it('authorize page -> code -> tokens with absolute expiries and the shop with its cipher', async () => {
    const back = await authorize(connector, 'state-1');
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('state-1');
    const code = back.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const before = Date.now();
    const { tokens, shops } = await connector.exchangeCode({
      code,
      shopId: null,
      redirectUri: REDIRECT,
    });
    expect(tokens.accessToken).toBeTruthy();
    expect(tokens.refreshToken).toBeTruthy();
    // Absolute Unix seconds read as such: an hour from now, not 1970 plus an hour.
    expect(Math.abs(tokens.accessExpiresAt!.getTime() - (before + ACCESS_TTL * 1000))).toBeLessThan(
      5000,
    );
    expect(tokens.refreshExpiresAt!.getTime()).toBeGreaterThan(before + 300 * 86_400_000);
    expect(shops).toHaveLength(1);
    expect(shops[0]).toMatchObject({ name: 'Sandbox TikTok Shop', region: 'TH' });
    expect(shops[0]!.cipher).toMatch(/^ROW_/);

    shop = { shopId: shops[0]!.shopId, cipher: shops[0]!.cipher, accessToken: tokens.accessToken };
    refreshToken = tokens.refreshToken;
    const listed = await connector.listOrderIds(shop, {
      updatedFrom: new Date(0),
      updatedTo: new Date(),
      cursor: null,
    });
    expect(listed).toEqual({ orderIds: [], nextCursor: null });
  });

  it('refuses a code used twice', async () => {
    const code = (await authorize(connector, 'state-2')).searchParams.get('code')!;
    await connector.exchangeCode({ code, shopId: null, redirectUri: REDIRECT });
    const again = await connector
      .exchangeCode({ code, shopId: null, redirectUri: REDIRECT })
      .catch((e: unknown) => e);
    expect(again).toBeInstanceOf(PlatformRequestError);
    expect((again as PlatformRequestError).code).toBe('36004004');
  });

  it('refreshes to a new access token that works; an unknown refresh token means connect again', async () => {
    const fresh = await connector.refresh({ refreshToken, shopId: shop.shopId });
    expect(fresh.accessToken).not.toBe(shop.accessToken);
    expect(fresh.accessExpiresAt!.getTime()).toBeGreaterThan(Date.now() + (ACCESS_TTL - 60) * 1000);
    shop = { ...shop, accessToken: fresh.accessToken };
    await expect(
      connector.listOrderIds(shop, {
        updatedFrom: new Date(0),
        updatedTo: new Date(),
        cursor: null,
      }),
    ).resolves.toBeTruthy();

    await expect(
      connector.refresh({ refreshToken: 'TTP_not-a-token', shopId: shop.shopId }),
    ).rejects.toBeInstanceOf(PlatformAuthRevokedError);
  });

  it('the connector from the environment points at the configured hosts', () => {
    const saved = Object.fromEntries(Object.keys(sandbox.env).map((k) => [k, process.env[k]]));
    try {
      Object.assign(process.env, sandbox.env);
      resetEnvForTests();
      const fromEnv = tiktokConnectorFromEnv();
      expect(fromEnv.configured()).toBe(true);
      const url = new URL(fromEnv.authorizeUrl({ state: 's', redirectUri: REDIRECT }));
      expect(url.origin).toBe(sandbox.url);
      expect(url.searchParams.get('app_key')).toBe('sandbox-tiktok-key');
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
      resetEnvForTests();
    }
  });
});

describe('orders', () => {
  const base = Math.floor(Date.now() / 1000) - 10_000;
  const inWindow: string[] = [];

  beforeAll(() => {
    // 260 orders, four changed in each second (ties are ordered by id), plus one changed
    // before the window and one after it.
    for (let i = 0; i < 260; i++) {
      const status = i % 10 === 0 ? 'UNPAID' : 'AWAITING_SHIPMENT';
      const order = sandbox.upsertOrder(shop.shopId, {
        orderId: `5770${String(100000 + i).padStart(14, '0')}`,
        status,
        lines: [line(i)],
        shippingFee: '30.00',
        cod: i % 2 === 0,
        updateTime: base + Math.floor(i / 4),
      });
      inWindow.push(order.orderId);
    }
    sandbox.upsertOrder(shop.shopId, { lines: [line(1)], updateTime: base - 500 });
    sandbox.upsertOrder(shop.shopId, { lines: [line(2)], updateTime: base + 5000 });
  });

  it('lists every changed order once, in pages of 100 through the cursor, oldest change first', async () => {
    const searches = calls('/order/202309/orders/search');
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const page = await connector.listOrderIds(shop, {
        updatedFrom: new Date(base * 1000),
        updatedTo: new Date((base + 65) * 1000),
        cursor,
      });
      pages.push(page.orderIds);
      cursor = page.nextCursor;
    } while (cursor);

    expect(pages.map((p) => p.length)).toEqual([100, 100, 60]);
    expect(calls('/order/202309/orders/search') - searches).toBe(3);
    const all = pages.flat();
    expect(new Set(all).size).toBe(260);
    expect([...all].sort()).toEqual([...inWindow].sort());
    const times = all.map((id) => sandbox.order(shop.shopId, id)!.updateTime);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('reads the details 50 ids a call, every field the platform gives', async () => {
    const details = calls('/order/202309/orders');
    const orders = [];
    for (let i = 0; i < inWindow.length; i += 50) {
      orders.push(...(await connector.getOrders(shop, inWindow.slice(i, i + 50))));
    }
    expect(calls('/order/202309/orders') - details).toBe(6);
    expect(orders.map((o) => o.platformOrderId).sort()).toEqual([...inWindow].sort());

    const paid = orders.find((o) => o.platformOrderId === inWindow[1])!;
    const view = sandbox.order(shop.shopId, inWindow[1]!)!;
    expect(paid.platformStatus).toBe('AWAITING_SHIPMENT');
    expect(paid.mapped.status).toBe(ORDER_STATUS.AwaitingShipment);
    expect(paid.updateTime.getTime()).toBe(view.updateTime * 1000);
    expect(paid.lines).toEqual([
      expect.objectContaining({
        platformSkuId: line(1).skuId,
        platformItemId: line(1).itemId,
        sellerSku: 'SKU-1',
        quantity: 2,
        unitPrice: '150.00',
        sellerDiscount: '20.00',
        platformDiscount: '10.00',
      }),
    ]);
    expect(paid).toMatchObject({
      subtotal: '300.00',
      sellerDiscount: '20.00',
      platformDiscount: '10.00',
      shippingFee: '30.00',
      total: '300.00',
      cashOnDelivery: false,
      packageId: view.packageId,
      trackingNumber: null,
    });
    expect(paid.paidAt).not.toBeNull();
    expect(paid.recipient.name).toBeTruthy();
    expect(paid.recipient.phone).toMatch(/^\(\+66\)/);
    expect(paid.recipient.zipcode).toMatch(/^\d{5}$/);
    expect(paid.recipient.province).toBeTruthy();
    expect(paid.recipient.district).toBeTruthy();
    expect(paid.recipient.subdistrict).toBeTruthy();

    const unpaid = orders.find((o) => o.platformOrderId === inWindow[0])!;
    expect(unpaid.mapped.status).toBe(ORDER_STATUS.Unpaid);
    expect(unpaid.cashOnDelivery).toBe(true);
    expect(unpaid.recipient.name).toBe('');
    expect(unpaid.paidAt).toBeNull();
  });

  it('splits a longer id list into calls of 50, leaves unknown ids out, and the platform refuses 51', async () => {
    const details = calls('/order/202309/orders');
    const orders = await connector.getOrders(shop, [...inWindow.slice(0, 120), '999']);
    expect(orders).toHaveLength(120);
    expect(calls('/order/202309/orders') - details).toBe(3);

    const refused = await tiktokApiCall(credentials(), {
      method: 'GET',
      path: '/order/202309/orders',
      query: { ids: inWindow.slice(0, 51).join(',') },
      accessToken: shop.accessToken,
      shopCipher: shop.cipher,
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PlatformRequestError);
  });
});

function credentials() {
  return {
    appKey: sandbox.env.TIKTOK_APP_KEY!,
    appSecret: sandbox.env.TIKTOK_APP_SECRET!,
    apiBase: sandbox.env.TIKTOK_API_BASE!,
    authBase: sandbox.env.TIKTOK_AUTH_BASE!,
  };
}

describe('failures', () => {
  const window = () => ({ updatedFrom: new Date(0), updatedTo: new Date(), cursor: null });

  it('an expired access token is PlatformTokenExpiredError; a refresh mends it', async () => {
    sandbox.expireAccessTokens();
    await expect(connector.listOrderIds(shop, window())).rejects.toBeInstanceOf(
      PlatformTokenExpiredError,
    );
    const fresh = await connector.refresh({ refreshToken, shopId: shop.shopId });
    shop = { ...shop, accessToken: fresh.accessToken };
    await expect(connector.listOrderIds(shop, window())).resolves.toBeTruthy();
  });

  it('an access token past its lifetime is refused as expired', async () => {
    const short = await startTiktokSandbox({ accessTokenTtlSeconds: 3 });
    try {
      const on = connectorFor(short);
      const code = (await authorize(on, 's')).searchParams.get('code')!;
      const { tokens, shops } = await on.exchangeCode({
        code,
        shopId: null,
        redirectUri: REDIRECT,
      });
      const shortShop = {
        shopId: shops[0]!.shopId,
        cipher: shops[0]!.cipher,
        accessToken: tokens.accessToken,
      };
      await new Promise((resolve) => setTimeout(resolve, 4100));
      await expect(on.listOrderIds(shortShop, window())).rejects.toBeInstanceOf(
        PlatformTokenExpiredError,
      );
    } finally {
      await short.close();
    }
  });

  it('two 429s are waited out (Retry-After, backoff) and the call succeeds', async () => {
    const before = calls('/order/202309/orders/search');
    sandbox.failNext(2, 429);
    await expect(connector.listOrderIds(shop, window())).resolves.toBeTruthy();
    expect(calls('/order/202309/orders/search') - before).toBe(3);
  });

  it('429s beyond the retries end as PlatformRateLimitedError', async () => {
    sandbox.failNext(4, 429);
    await expect(connector.listOrderIds(shop, window())).rejects.toBeInstanceOf(
      PlatformRateLimitedError,
    );
  });

  it('a 500 and a 503 are retried and the call succeeds', async () => {
    const before = calls('/order/202309/orders/search');
    sandbox.failNext(1, 500);
    await expect(connector.listOrderIds(shop, window())).resolves.toBeTruthy();
    sandbox.failNext(1, 503);
    await expect(connector.listOrderIds(shop, window())).resolves.toBeTruthy();
    expect(calls('/order/202309/orders/search') - before).toBe(4);
  });

  it("a 401 is the platform's token expiry", async () => {
    sandbox.failNext(1, 401);
    await expect(connector.listOrderIds(shop, window())).rejects.toBeInstanceOf(
      PlatformTokenExpiredError,
    );
  });

  it('a wrong app secret is refused: the signature is checked on every call', async () => {
    const wrong = connectorFor(sandbox, { appSecret: 'not-the-secret' });
    const refused = await wrong.listOrderIds(shop, window()).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PlatformRequestError);
    expect((refused as PlatformRequestError).code).toBe('106001');
    const code = (await authorize(wrong, 's')).searchParams.get('code')!;
    await expect(
      wrong.exchangeCode({ code, shopId: null, redirectUri: REDIRECT }),
    ).rejects.toBeInstanceOf(PlatformRequestError);
  });

  it('the sign covers the raw body: a body changed after signing is refused', async () => {
    const path = '/order/202309/orders/search';
    const query: Record<string, string> = {
      app_key: sandbox.env.TIKTOK_APP_KEY!,
      timestamp: String(Math.floor(Date.now() / 1000)),
      shop_cipher: shop.cipher!,
      page_size: '10',
    };
    const signed = '{"update_time_ge":0}';
    const sign = tiktokSign({
      appSecret: sandbox.env.TIKTOK_APP_SECRET!,
      path,
      query,
      body: signed,
    });
    const send = (body: string) =>
      fetch(`${sandbox.url}${path}?${new URLSearchParams({ ...query, sign })}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-tts-access-token': shop.accessToken },
        body,
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code: number } }));
    expect(await send(signed)).toMatchObject({ status: 200, body: { code: 0 } });
    expect(await send('{"update_time_ge": 0}')).toMatchObject({
      status: 401,
      body: { code: 106001 },
    });
  });
});

describe('products and stock', () => {
  beforeAll(() => {
    for (let p = 0; p < 120; p++) {
      const skus = p % 2 === 0 ? 2 : 1;
      for (let s = 0; s < skus; s++) {
        sandbox.addProduct(shop.shopId, {
          itemId: `1800${String(p).padStart(15, '0')}`,
          skuId: `2800${String(p * 10 + s).padStart(15, '0')}`,
          sellerSku: `P${p}-${s}`,
          name: `Product ${p}`,
          price: '99.50',
          stock: 10 + s,
        });
      }
    }
  });

  it('lists the products in pages through the cursor, flattened to SKUs', async () => {
    const first = await connector.listProducts(shop, null);
    expect(first.nextCursor).toBeTruthy();
    const second = await connector.listProducts(shop, first.nextCursor);
    expect(second.nextCursor).toBeNull();
    const skus = [...first.skus, ...second.skus];
    // 60 products with two SKUs, 60 with one; 100 products on the first page.
    expect(skus).toHaveLength(180);
    expect(new Set(first.skus.map((s) => s.platformItemId)).size).toBe(100);
    expect(new Set(skus.map((s) => s.platformSkuId)).size).toBe(180);
    expect(skus[0]).toMatchObject({
      platformItemId: '1800000000000000000',
      platformSkuId: '2800000000000000000',
      sellerSku: 'P0-0',
      name: 'Product 0',
      price: '99.50',
      stock: 10,
      status: 0,
    });
    expect(skus[0]!.warehouseId).toBeTruthy();
  });

  it('pushes stock one call per product, with the warehouse (looked up when unknown)', async () => {
    const { skus } = await connector.listProducts(shop, null);
    const [a, b] = skus.filter((s) => s.platformItemId === '1800000000000000000');
    const c = skus.find((s) => s.platformItemId === '1800000000000000001')!;
    const updates = calls('/product/202309/products/{product_id}/inventory/update');
    const searches = calls('/product/202502/products/search');
    const pushesBefore = sandbox.stockPushes().length;

    await connector.updateStock(shop, [
      { ...ids(a!), warehouseId: a!.warehouseId, quantity: 7 },
      { ...ids(b!), warehouseId: b!.warehouseId, quantity: 0 },
      { ...ids(c), warehouseId: null, quantity: 42 },
    ]);

    expect(sandbox.stockOf(shop.shopId, a!.platformSkuId)).toBe(7);
    expect(sandbox.stockOf(shop.shopId, b!.platformSkuId)).toBe(0);
    expect(sandbox.stockOf(shop.shopId, c.platformSkuId)).toBe(42);
    expect(calls('/product/202309/products/{product_id}/inventory/update') - updates).toBe(2);
    expect(calls('/product/202502/products/search') - searches).toBe(1);
    expect(
      sandbox
        .stockPushes()
        .slice(pushesBefore)
        .map((p) => p.quantity),
    ).toEqual([7, 0, 42]);
  });

  it('a stock push the platform refuses (a wrong warehouse) is a PlatformRequestError', async () => {
    const { skus } = await connector.listProducts(shop, null);
    await expect(
      connector.updateStock(shop, [{ ...ids(skus[0]!), warehouseId: '1', quantity: 1 }]),
    ).rejects.toBeInstanceOf(PlatformRequestError);
  });
});

function ids(sku: { platformItemId: string; platformSkuId: string; sellerSku: string | null }) {
  return {
    platformItemId: sku.platformItemId,
    platformSkuId: sku.platformSkuId,
    sellerSku: sku.sellerSku,
  };
}

describe('shipping', () => {
  it('ships a package and downloads its label, a PDF with the tracking number', async () => {
    const order = sandbox.upsertOrder(shop.shopId, {
      lines: [line(3)],
      status: 'AWAITING_SHIPMENT',
    });
    const shipment = await connector.ship(shop, {
      platformOrderId: order.orderId,
      packageId: null,
      handover: 'pickup',
    });
    expect(shipment.packageId).toBe(order.packageId);
    expect(shipment.trackingNumber).toBeTruthy();
    const after = sandbox.order(shop.shopId, order.orderId)!;
    expect(after).toMatchObject({
      status: 'AWAITING_COLLECTION',
      shipped: true,
      trackingNumber: shipment.trackingNumber,
    });
    expect(after.updateTime).toBeGreaterThan(order.updateTime);

    const [read] = await connector.getOrders(shop, [order.orderId]);
    expect(read!.mapped.status).toBe(ORDER_STATUS.AwaitingCollection);
    expect(read!.trackingNumber).toBe(shipment.trackingNumber);

    const label = await connector.shippingDocument(shop, {
      platformOrderId: order.orderId,
      packageId: shipment.packageId,
      trackingNumber: shipment.trackingNumber,
    });
    expect(label.contentType).toBe('application/pdf');
    const text = label.body.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain(shipment.trackingNumber!);

    const again = await connector
      .ship(shop, {
        platformOrderId: order.orderId,
        packageId: order.packageId,
        handover: 'dropoff',
      })
      .catch((e: unknown) => e);
    expect(again).toBeInstanceOf(PlatformRequestError);
    expect((again as PlatformRequestError).code).toBe('21011040');
  });

  it('has no label before the package is shipped', async () => {
    const order = sandbox.upsertOrder(shop.shopId, { lines: [line(4)] });
    await expect(
      connector.shippingDocument(shop, {
        platformOrderId: order.orderId,
        packageId: order.packageId,
        trackingNumber: null,
      }),
    ).rejects.toBeInstanceOf(PlatformRequestError);
  });
});

describe('pushes', () => {
  let receiver: Server;
  let receiverUrl: string;
  const received: { rawBody: string; authorization: string | null }[] = [];

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          rawBody: Buffer.concat(chunks).toString('utf8'),
          authorization: req.headers.authorization ?? null,
        });
        res.writeHead(200);
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/tiktok`;
  });

  afterAll(async () => {
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('a push the sandbox signs verifies on its raw body and names the order; a tampered one does not', async () => {
    const order = sandbox.upsertOrder(shop.shopId, { lines: [line(5)], status: 'IN_TRANSIT' });
    const status = await sandbox.sendWebhook(shop.shopId, order.orderId, receiverUrl);
    expect(status).toBe(200);
    const push = received.at(-1)!;
    const delivery = { rawBody: push.rawBody, authorization: push.authorization, url: receiverUrl };
    expect(connector.verifyWebhook(delivery)).toBe(true);
    expect(connector.parseWebhook(push.rawBody)).toEqual([
      {
        shopId: shop.shopId,
        kind: 'order',
        platformOrderId: order.orderId,
        updateTime: new Date(order.updateTime * 1000),
      },
    ]);

    const tampered = push.rawBody.replace('IN_TRANSIT', 'DELIVERED');
    expect(tampered).not.toBe(push.rawBody);
    expect(connector.verifyWebhook({ ...delivery, rawBody: tampered })).toBe(false);
    expect(connectorFor(sandbox, { appSecret: 'other' }).verifyWebhook(delivery)).toBe(false);
  });
});

describe('control API', () => {
  it('drives the same sandbox over HTTP: an order added there is listed by the connector', async () => {
    const post = (op: string, body: unknown) =>
      fetch(`${sandbox.url}/__sandbox/${op}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<Record<string, unknown>>);
    const from = new Date();
    const created = await post('orders', { shopId: shop.shopId, lines: [line(6)] });
    const moved = await post('orders/status', {
      shopId: shop.shopId,
      orderId: created.orderId,
      status: 'CANCELLED',
    });
    expect(moved.status).toBe('CANCELLED');
    const page = await connector.listOrderIds(shop, {
      updatedFrom: new Date(from.getTime() - 1000),
      updatedTo: new Date(Date.now() + 5000),
      cursor: null,
    });
    expect(page.orderIds).toContain(created.orderId);
    const [order] = await connector.getOrders(shop, [String(created.orderId)]);
    expect(order!.mapped.status).toBe(ORDER_STATUS.Cancelled);
    const state = (await fetch(`${sandbox.url}/__sandbox/state`).then((r) => r.json())) as {
      orders: { orderId: string }[];
    };
    expect(state.orders.some((o) => o.orderId === created.orderId)).toBe(true);
  });
});
