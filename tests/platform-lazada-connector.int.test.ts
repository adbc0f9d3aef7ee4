// The Lazada connector against the local Lazada (scripts/sandbox/platforms/lazada-server.ts),
// over HTTP and through the documented contract only: the seller's authorization, tokens,
// orders listed by update time and completed 50 at a time, the platform's failures, the
// signature, products and stock, shipping and its label, and signed pushes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConnectorShop,
  PlatformConnector,
  WebhookDelivery,
} from '@/lib/domain/platforms/connector';
import {
  lazadaConnector,
  type LazadaConnectorConfig,
} from '@/lib/domain/platforms/lazada/connector';
import { lazadaSign } from '@/lib/domain/platforms/lazada/sign';
import {
  PlatformAuthRevokedError,
  PlatformRequestError,
  PlatformTokenExpiredError,
  PlatformUnavailableError,
} from '@/lib/domain/platforms/platform-errors';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import { startLazadaSandbox } from '@/scripts/sandbox/platforms/lazada-server';
import type { SandboxServer } from '@/scripts/sandbox/platforms/sandbox-kit';

let sandbox: SandboxServer;
let config: LazadaConnectorConfig;
let connector: PlatformConnector;
let shop: ConnectorShop;
let refreshToken: string;
const redirectUri = 'http://127.0.0.1:9/api/platforms/lazada/callback';

function configOf(vars: Record<string, string>): LazadaConnectorConfig {
  return {
    appKey: vars.LAZADA_APP_KEY!,
    appSecret: vars.LAZADA_APP_SECRET!,
    apiBase: vars.LAZADA_API_BASE!,
    authBase: vars.LAZADA_AUTH_BASE!,
  };
}

/** Opens the authorize page as the seller would and follows its button: the callback's query. */
async function authorizeAsSeller(
  target: PlatformConnector,
  state: string,
): Promise<URLSearchParams> {
  const page = await fetch(target.authorizeUrl({ state, redirectUri }));
  expect(page.status).toBe(200);
  const html = await page.text();
  const href = /id="sandbox-authorize" href="([^"]+)"/.exec(html)?.[1];
  expect(href).toBeDefined();
  const back = new URL(href!.replace(/&amp;/g, '&'));
  expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
  return back.searchParams;
}

function callsOf(path: string): number {
  return sandbox.calls()[path] ?? 0;
}

async function connectShop(target: PlatformConnector): Promise<ConnectorShop> {
  const code = (await authorizeAsSeller(target, 'again')).get('code')!;
  const granted = await target.exchangeCode({ code, shopId: null, redirectUri });
  return {
    shopId: granted.shops[0]!.shopId,
    cipher: null,
    accessToken: granted.tokens.accessToken,
  };
}

beforeAll(async () => {
  sandbox = await startLazadaSandbox();
  config = configOf(sandbox.env);
  connector = lazadaConnector(config);
});

afterAll(async () => {
  await sandbox?.close();
});

describe('the seller connects a Lazada shop', () => {
  it('authorize page -> code -> tokens and the Thai seller as the shop', async () => {
    expect(connector.configured()).toBe(true);
    const url = new URL(connector.authorizeUrl({ state: 'csrf-1', redirectUri }));
    expect(url.pathname).toBe('/auth-host/oauth/authorize');
    const query = await authorizeAsSeller(connector, 'csrf-1');
    expect(query.get('state')).toBe('csrf-1');
    const code = query.get('code')!;
    expect(code).toBeTruthy();

    const before = Date.now();
    const granted = await connector.exchangeCode({ code, shopId: null, redirectUri });
    const after = Date.now();
    expect(granted.shops).toEqual([
      {
        shopId: expect.stringMatching(/^\d+$/),
        name: 'Sandbox Lazada',
        cipher: null,
        region: 'TH',
      },
    ]);
    // A test app's documented lifetimes, counted from now: 7 days and 30 days.
    const accessAt = granted.tokens.accessExpiresAt!.getTime();
    expect(accessAt).toBeGreaterThanOrEqual(before + 7 * 86_400_000 - 1000);
    expect(accessAt).toBeLessThanOrEqual(after + 7 * 86_400_000);
    const refreshAt = granted.tokens.refreshExpiresAt!.getTime();
    expect(refreshAt).toBeGreaterThanOrEqual(before + 30 * 86_400_000 - 1000);
    expect(refreshAt).toBeLessThanOrEqual(after + 30 * 86_400_000);

    shop = {
      shopId: granted.shops[0]!.shopId,
      cipher: null,
      accessToken: granted.tokens.accessToken,
    };
    refreshToken = granted.tokens.refreshToken;

    // A code is good once.
    const again = connector.exchangeCode({ code, shopId: null, redirectUri });
    await expect(again).rejects.toBeInstanceOf(PlatformRequestError);
    await expect(again).rejects.toMatchObject({ code: 'InvalidCode' });
  });

  it('refresh gives a working access token and keeps the refresh token its end', async () => {
    const first = await connector.refresh({ refreshToken, shopId: shop.shopId });
    expect(first.accessToken).not.toBe(shop.accessToken);
    expect(first.refreshToken).toBe(refreshToken);
    await connector.listProducts({ ...shop, accessToken: first.accessToken }, null);
    shop = { ...shop, accessToken: first.accessToken };

    await expect(
      connector.refresh({ refreshToken: 'not-a-refresh-token', shopId: shop.shopId }),
    ).rejects.toBeInstanceOf(PlatformAuthRevokedError);
  });
});

describe('orders', () => {
  const base = Math.floor(Date.now() / 1000) - 7200;
  const window = { updatedFrom: new Date(base * 1000), updatedTo: new Date((base + 260) * 1000) };
  const ids: string[] = [];

  beforeAll(() => {
    for (let i = 0; i < 260; i++) {
      const view = sandbox.upsertOrder(shop.shopId, {
        updateTime: base + i,
        createTime: base - 60,
        cod: i % 2 === 0,
        shippingFee: '40.00',
        lines: [
          {
            itemId: '3001',
            skuId: '9001',
            sellerSku: 'TEE-RED-M',
            name: 'เสื้อยืดสีแดง M',
            quantity: 2,
            price: '199.00',
            sellerDiscount: '10.00',
            platformDiscount: '4.00',
          },
        ],
      });
      ids.push(view.orderId);
    }
    // Just outside the window on both sides.
    sandbox.upsertOrder(shop.shopId, { updateTime: base - 1, lines: [line()] });
    sandbox.upsertOrder(shop.shopId, { updateTime: base + 260, lines: [line()] });
  });

  it('lists the window oldest change first, 100 a page, every id once', async () => {
    const before = callsOf('/orders/get');
    const listed: string[] = [];
    const pageSizes: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await connector.listOrderIds(shop, { ...window, cursor });
      listed.push(...page.orderIds);
      pageSizes.push(page.orderIds.length);
      cursor = page.nextCursor;
    } while (cursor);
    expect(pageSizes).toEqual([100, 100, 60]);
    expect(callsOf('/orders/get') - before).toBe(3);
    expect(listed).toEqual(ids);
  });

  it('completes the listed orders with their items, 50 orders a call', async () => {
    const before = { items: callsOf('/orders/items/get'), one: callsOf('/order/get') };
    const orders = [];
    for (let i = 0; i < ids.length; i += 50) {
      orders.push(...(await connector.getOrders(shop, ids.slice(i, i + 50))));
    }
    expect(orders.map((o) => o.platformOrderId)).toEqual(ids);
    expect(callsOf('/orders/items/get') - before.items).toBe(6);
    // The list just gave the orders' own part: no call per order.
    expect(callsOf('/order/get') - before.one).toBe(0);

    const first = orders[0]!;
    expect(first).toMatchObject({
      platformStatus: 'pending',
      updateTime: new Date(base * 1000),
      createTime: new Date((base - 60) * 1000),
      subtotal: '398.00',
      sellerDiscount: '10.00',
      platformDiscount: '4.00',
      shippingFee: '40.00',
      total: '424.00',
      paymentMethodName: 'COD',
      cashOnDelivery: true,
      lines: [
        {
          platformItemId: '3001',
          platformSkuId: '9001',
          sellerSku: 'TEE-RED-M',
          name: 'เสื้อยืดสีแดง M',
          quantity: 2,
          unitPrice: '199.00',
          sellerDiscount: '10.00',
          platformDiscount: '4.00',
        },
      ],
    });
    expect(first.mapped.status).toBe(ORDER_STATUS.AwaitingShipment);
    expect(first.recipient.zipcode).toMatch(/^\d{5}$/);
    expect(first.recipient.province).not.toBe('');
    expect(first.recipient.district).not.toBe('');
    expect(first.recipient.subdistrict).not.toBe('');
    expect(orders[1]!.cashOnDelivery).toBe(false);
  });

  it('asks for the order itself when it was not listed lately, and leaves unknown ids out', async () => {
    const fresh = lazadaConnector(config);
    const before = callsOf('/order/get');
    const orders = await fresh.getOrders(shop, [ids[0]!, ids[1]!, '999999999999999']);
    expect(orders.map((o) => o.platformOrderId)).toEqual([ids[0], ids[1]]);
    expect(callsOf('/order/get') - before).toBe(2);
  });

  it('refuses more than 50 orders in one detail call (the sandbox keeps the limit)', async () => {
    const order_ids = `[${ids.slice(0, 51).join(',')}]`;
    const answer = await signedGet('/orders/items/get', { order_ids }, shop.accessToken);
    expect(answer.body).toMatchObject({ code: 'InvalidParameter' });
  });

  it('walks past offset 5000 by moving the update time, still every id once', async () => {
    const start = base - 4 * 3600;
    const many: string[] = [];
    // Ten changes a second, so a page that reaches offset 5000 ends inside a second.
    for (let i = 0; i < 5150; i++) {
      many.push(
        sandbox.upsertOrder(shop.shopId, {
          updateTime: start + Math.floor(i / 10),
          lines: [line()],
        }).orderId,
      );
    }
    const listed: string[] = [];
    let cursor: string | null = null;
    const before = callsOf('/orders/get');
    do {
      const page = await connector.listOrderIds(shop, {
        updatedFrom: new Date(start * 1000),
        updatedTo: new Date((start + 600) * 1000),
        cursor,
      });
      listed.push(...page.orderIds);
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...many].sort());
    // 50 pages to offset 5000, then the rest from the last second seen.
    expect(callsOf('/orders/get') - before).toBeGreaterThan(51);
  }, 60_000);
});

describe("the platform's failures", () => {
  it('an expired access token is PlatformTokenExpiredError; a refresh cures it', async () => {
    sandbox.expireAccessTokens();
    await expect(connector.listProducts(shop, null)).rejects.toBeInstanceOf(
      PlatformTokenExpiredError,
    );
    const renewed = await connector.refresh({ refreshToken, shopId: shop.shopId });
    shop = { ...shop, accessToken: renewed.accessToken };
    await expect(connector.listProducts(shop, null)).resolves.toBeDefined();
  });

  it('an access token past its lifetime is expired', async () => {
    const shortLived = await startLazadaSandbox({ accessTokenTtlSeconds: 3 });
    try {
      const target = lazadaConnector(configOf(shortLived.env));
      const seller = await connectShop(target);
      await target.listProducts(seller, null);
      await new Promise((resolve) => setTimeout(resolve, 4100));
      await expect(target.listProducts(seller, null)).rejects.toBeInstanceOf(
        PlatformTokenExpiredError,
      );
    } finally {
      await shortLived.close();
    }
  });

  it('two 429s, then the call goes through on its retries', async () => {
    const before = callsOf('/products/get');
    sandbox.failNext(2, 429);
    await expect(connector.listProducts(shop, null)).resolves.toBeDefined();
    expect(callsOf('/products/get') - before).toBe(3);
  });

  it('a 500, then the call goes through on its retry', async () => {
    const before = callsOf('/products/get');
    sandbox.failNext(1, 500);
    await expect(connector.listProducts(shop, null)).resolves.toBeDefined();
    expect(callsOf('/products/get') - before).toBe(2);
  });

  it('a platform that keeps failing is PlatformUnavailableError after the retries', async () => {
    const before = callsOf('/products/get');
    sandbox.failNext(4, 503);
    await expect(connector.listProducts(shop, null)).rejects.toBeInstanceOf(
      PlatformUnavailableError,
    );
    expect(callsOf('/products/get') - before).toBe(4);
  });

  it('a 401 is the token, not retried', async () => {
    const before = callsOf('/products/get');
    sandbox.failNext(1, 401);
    await expect(connector.listProducts(shop, null)).rejects.toBeInstanceOf(
      PlatformTokenExpiredError,
    );
    expect(callsOf('/products/get') - before).toBe(1);
  });

  it('a call signed with the wrong app secret is refused', async () => {
    const forger = lazadaConnector({ ...config, appSecret: 'not-the-secret' });
    const refused = forger.listProducts(shop, null);
    await expect(refused).rejects.toBeInstanceOf(PlatformRequestError);
    await expect(refused).rejects.toMatchObject({ code: 'IncompleteSignature' });
  });

  it('an unsigned call, a stale timestamp and a changed parameter are refused', async () => {
    const unsigned = await fetch(
      `${config.apiBase}/products/get?app_key=${config.appKey}&timestamp=${Date.now()}&sign_method=sha256&access_token=${shop.accessToken}&filter=all`,
    );
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toMatchObject({ code: 'MissingParameter' });

    const stale = await signedGet('/products/get', { filter: 'all' }, shop.accessToken, {
      timestamp: String(Date.now() - 7201 * 1000),
    });
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({ code: 'InvalidTimestamp' });

    const changed = await signedGet('/products/get', { filter: 'all' }, shop.accessToken, {
      tamper: { filter: 'live' },
    });
    expect(changed.status).toBe(400);
    expect(changed.body).toMatchObject({ code: 'IncompleteSignature' });

    const fine = await signedGet('/products/get', { filter: 'all' }, shop.accessToken);
    expect(fine.body).toMatchObject({ code: '0' });
  });
});

describe('products and stock', () => {
  beforeAll(() => {
    for (let item = 0; item < 60; item++) {
      for (const size of ['S', 'M']) {
        sandbox.addProduct(shop.shopId, {
          itemId: String(7000 + item),
          skuId: `${8000 + item}${size === 'S' ? 1 : 2}`,
          sellerSku: `SHIRT-${item}-${size}`,
          name: `เสื้อ ${item}`,
          price: '129.00',
          stock: 5,
        });
      }
    }
  });

  it('lists the SKUs of 50 products a page', async () => {
    const before = callsOf('/products/get');
    const skus = [];
    const pages: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await connector.listProducts(shop, cursor);
      skus.push(...page.skus);
      pages.push(page.skus.length);
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages).toEqual([100, 20]);
    expect(callsOf('/products/get') - before).toBe(2);
    expect(new Set(skus.map((s) => s.platformSkuId)).size).toBe(120);
    expect(skus[0]).toMatchObject({
      platformItemId: '7000',
      platformSkuId: '80001',
      sellerSku: 'SHIRT-0-S',
      name: 'เสื้อ 0',
      price: '129.00',
      stock: 5,
      status: 0,
    });
  });

  it('sets sellable stock, 20 SKUs a call', async () => {
    const before = {
      calls: callsOf('/product/stock/sellable/update'),
      pushes: sandbox.stockPushes().length,
    };
    const updates = Array.from({ length: 25 }, (_, i) => ({
      platformItemId: String(7000 + i),
      platformSkuId: `${8000 + i}1`,
      sellerSku: `SHIRT-${i}-S`,
      warehouseId: null,
      quantity: 100 + i,
    }));
    await connector.updateStock(shop, updates);
    expect(callsOf('/product/stock/sellable/update') - before.calls).toBe(2);
    expect(sandbox.stockPushes().length - before.pushes).toBe(25);
    expect(sandbox.stockOf(shop.shopId, '80001')).toBe(100);
    expect(sandbox.stockOf(shop.shopId, '80241')).toBe(124);
    expect(sandbox.stockOf(shop.shopId, '80002')).toBe(5);
    const page = await connector.listProducts(shop, null);
    expect(page.skus.find((s) => s.platformSkuId === '80011')?.stock).toBe(101);
  });
});

describe('shipping', () => {
  let orderId: string;

  beforeAll(() => {
    orderId = sandbox.upsertOrder(shop.shopId, {
      lines: [line(), { ...line(), skuId: '9002' }],
    }).orderId;
  });

  it('a label before the order is packed is refused', async () => {
    await expect(
      connector.shippingDocument(shop, {
        platformOrderId: orderId,
        packageId: null,
        trackingNumber: null,
      }),
    ).rejects.toBeInstanceOf(PlatformRequestError);
  });

  it('packs and sets ready to ship, then the label is a PDF with the tracking number', async () => {
    const before = { pack: callsOf('/order/fulfill/pack'), rts: callsOf('/order/package/rts') };
    const shipment = await connector.ship(shop, {
      platformOrderId: orderId,
      packageId: null,
      handover: 'pickup',
    });
    expect(shipment.trackingNumber).toMatch(/^LXTH\d+$/);
    expect(shipment.packageId).toBeTruthy();
    expect(callsOf('/order/fulfill/pack') - before.pack).toBe(1);
    expect(callsOf('/order/package/rts') - before.rts).toBe(1);
    expect(sandbox.order(shop.shopId, orderId)).toMatchObject({
      status: 'ready_to_ship',
      shipped: true,
      trackingNumber: shipment.trackingNumber,
    });

    // A second click changes nothing and answers the same.
    const again = await connector.ship(shop, {
      platformOrderId: orderId,
      packageId: null,
      handover: 'dropoff',
    });
    expect(again).toEqual(shipment);
    expect(callsOf('/order/fulfill/pack') - before.pack).toBe(1);

    const label = await connector.shippingDocument(shop, {
      platformOrderId: orderId,
      packageId: shipment.packageId,
      trackingNumber: shipment.trackingNumber,
    });
    expect(label.contentType).toBe('application/pdf');
    expect(label.body.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(label.body.toString('latin1')).toContain(shipment.trackingNumber!);
    expect(label.body.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);

    const [order] = await connector.getOrders(shop, [orderId]);
    expect(order).toMatchObject({
      platformStatus: 'ready_to_ship',
      trackingNumber: shipment.trackingNumber,
      packageId: shipment.packageId,
      shippingProviderName: 'LEX TH',
    });
    expect(order!.mapped.status).toBe(ORDER_STATUS.AwaitingCollection);
  });
});

describe('pushes', () => {
  let hook: Server;
  let hookUrl: string;
  const received: WebhookDelivery[] = [];

  beforeAll(async () => {
    hook = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          rawBody: Buffer.concat(chunks).toString('utf8'),
          authorization: req.headers.authorization ?? null,
          url: hookUrl,
        });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/webhooks/lazada`;
  });

  afterAll(async () => {
    await new Promise((resolve) => hook.close(resolve));
  });

  it('a signed push verifies, reads as an order change, and a tampered one does not verify', async () => {
    const view = sandbox.upsertOrder(shop.shopId, { lines: [line()] });
    expect(await sandbox.sendWebhook(shop.shopId, view.orderId, hookUrl)).toBe(200);
    const delivery = received.at(-1)!;
    expect(connector.verifyWebhook(delivery)).toBe(true);
    expect(connector.parseWebhook(delivery.rawBody)).toEqual([
      {
        shopId: shop.shopId,
        kind: 'order',
        platformOrderId: view.orderId,
        updateTime: new Date(view.updateTime * 1000),
      },
    ]);

    const tampered = delivery.rawBody.replace(view.orderId, String(Number(view.orderId) + 1));
    expect(tampered).not.toBe(delivery.rawBody);
    expect(connector.verifyWebhook({ ...delivery, rawBody: tampered })).toBe(false);
    expect(connector.verifyWebhook({ ...delivery, authorization: null })).toBe(false);
    const otherApp = lazadaConnector({ ...config, appSecret: 'another-secret' });
    expect(otherApp.verifyWebhook(delivery)).toBe(false);
  });
});

describe('the control API', () => {
  it('drives the same sandbox over HTTP', async () => {
    const control = (op: string, body: unknown) =>
      fetch(`${sandbox.url}/__sandbox/${op}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<Record<string, unknown>>);
    const made = await control('orders', { shopId: shop.shopId, lines: [line()] });
    expect(made).toMatchObject({ shopId: shop.shopId, status: 'pending', shipped: false });
    const orderId = String(made.orderId);
    const changed = await control('orders/status', {
      shopId: shop.shopId,
      orderId,
      status: 'delivered',
    });
    expect(changed.updateTime as number).toBeGreaterThan(made.updateTime as number);
    const [order] = await connector.getOrders(shop, [orderId]);
    expect(order!.mapped.status).toBe(ORDER_STATUS.Delivered);
    const state = (await (await fetch(`${sandbox.url}/__sandbox/state`)).json()) as {
      orders: { orderId: string; status: string }[];
    };
    expect(state.orders.find((o) => o.orderId === orderId)?.status).toBe('delivered');
  });
});

// ---------------------------------------------------------------------------------------

function line() {
  return {
    itemId: '3001',
    skuId: '9001',
    sellerSku: 'TEE-RED-M',
    name: 'เสื้อยืดสีแดง M',
    quantity: 1,
    price: '199.00',
  };
}

/** A seller API call signed by hand, to reach the sandbox's checks directly. */
async function signedGet(
  path: string,
  business: Record<string, string>,
  accessToken: string,
  options: { timestamp?: string; tamper?: Record<string, string> } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const params: Record<string, string> = {
    ...business,
    app_key: config.appKey,
    timestamp: options.timestamp ?? String(Date.now()),
    sign_method: 'sha256',
    access_token: accessToken,
  };
  const sign = lazadaSign({ appSecret: config.appSecret, path, params });
  const query = new URLSearchParams({ ...params, ...options.tamper, sign });
  const response = await fetch(`${config.apiBase}${path}?${query.toString()}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
