// The Shopee connector against the local Shopee sandbox, over HTTP and only through the
// documented contract: authorization, single-use codes, refresh tokens that work once,
// the order list by update time through Shopee's cursor, details 50 at a time, expired
// tokens, throttling and platform failures retried, a wrong partner key refused by the
// sign check, products, stock, shipment and its label, and a signed push.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import type { ConnectorShop, PlatformConnector } from '@/lib/domain/platforms/connector';
import {
  PlatformAuthRevokedError,
  PlatformRequestError,
  PlatformTokenExpiredError,
  PlatformUnavailableError,
} from '@/lib/domain/platforms/platform-errors';
import { shopeeConnector } from '@/lib/domain/platforms/shopee/connector';
import type { SandboxServer } from '@/scripts/sandbox/platforms/sandbox-kit';
import { startShopeeSandbox } from '@/scripts/sandbox/platforms/shopee-server';

let sandbox: SandboxServer;
let connector: PlatformConnector;
let shop: ConnectorShop;
let refreshToken: string;

const redirectUri = 'http://127.0.0.1:9/backoffice/platforms/shopee/callback';
const nowSeconds = () => Math.floor(Date.now() / 1000);

function connectorFor(server: SandboxServer, partnerKey = server.env.SHOPEE_PARTNER_KEY!) {
  return shopeeConnector({
    partnerId: Number(server.env.SHOPEE_PARTNER_ID),
    partnerKey,
    apiBase: server.env.SHOPEE_API_BASE!,
  });
}

/** Opens the authorization page as the seller would and follows its one button. */
async function authorize(server: SandboxServer, state: string, using = connector): Promise<URL> {
  const page = await fetch(using.authorizeUrl({ state, redirectUri }));
  expect(page.status).toBe(200);
  const html = await page.text();
  const href = /id="sandbox-authorize" href="([^"]+)"/.exec(html)?.[1];
  expect(href).toBeTruthy();
  return new URL(href!.replace(/&amp;/g, '&'));
}

async function diff<T>(
  run: () => Promise<T>,
): Promise<{ value: T; calls: Record<string, number> }> {
  const before = sandbox.calls();
  const value = await run();
  const after = sandbox.calls();
  const calls: Record<string, number> = {};
  for (const [path, count] of Object.entries(after)) {
    const more = count - (before[path] ?? 0);
    if (more) calls[path] = more;
  }
  return { value, calls };
}

async function allOrderIds(from: Date, to: Date): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await connector.listOrderIds(shop, { updatedFrom: from, updatedTo: to, cursor });
    expect(page.orderIds.length).toBeLessThanOrEqual(100);
    ids.push(...page.orderIds);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  return { ids, pages };
}

const line = (itemId: string, skuId: string, price = '100.00', quantity = 1) => ({
  itemId,
  skuId,
  sellerSku: `SKU-${itemId}-${skuId}`,
  name: `สินค้า ${itemId}`,
  quantity,
  price,
});

beforeAll(async () => {
  sandbox = await startShopeeSandbox();
  connector = connectorFor(sandbox);
});

afterAll(async () => {
  await sandbox?.close();
});

describe('authorization', () => {
  it('goes from the authorization page to tokens and the shop they open', async () => {
    const back = await authorize(sandbox, 'state-1');
    expect(back.origin + back.pathname).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe('state-1');
    const code = back.searchParams.get('code')!;
    const shopId = back.searchParams.get('shop_id')!;
    expect(code).toMatch(/^[0-9a-f]{32}$/);

    const before = Date.now();
    const granted = await connector.exchangeCode({ code, shopId, redirectUri });
    expect(granted.shops).toEqual([{ shopId, name: 'Sandbox Shopee', cipher: null, region: 'TH' }]);
    const { tokens } = granted;
    expect(tokens.accessToken).not.toBe(tokens.refreshToken);
    // expire_in is 4 hours in seconds; the refresh token lives 30 days.
    const accessMs = tokens.accessExpiresAt!.getTime() - before;
    expect(accessMs).toBeGreaterThan(4 * 3600_000 - 5_000);
    expect(accessMs).toBeLessThan(4 * 3600_000 + 5_000);
    const refreshDays = (tokens.refreshExpiresAt!.getTime() - before) / 86_400_000;
    expect(Math.round(refreshDays)).toBe(30);

    shop = { shopId, cipher: null, accessToken: tokens.accessToken };
    refreshToken = tokens.refreshToken;
  });

  it('refuses a code used twice', async () => {
    const back = await authorize(sandbox, 'state-2');
    const input = {
      code: back.searchParams.get('code')!,
      shopId: back.searchParams.get('shop_id')!,
      redirectUri,
    };
    await connector.exchangeCode(input);
    const again = await connector.exchangeCode(input).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(PlatformRequestError);
    expect((again as PlatformRequestError).code).toBe('invalid_code');
  });

  it('refuses an authorization link whose sign is not the partner key', async () => {
    const link = new URL(connector.authorizeUrl({ state: 's', redirectUri }));
    link.searchParams.set('sign', '0'.repeat(64));
    const page = await fetch(link);
    expect(page.status).toBe(403);
    expect(await page.text()).not.toContain('sandbox-authorize');
  });

  it('refreshes into a new refresh token and refuses the old one afterwards', async () => {
    const fresh = await connector.refresh({ refreshToken, shopId: shop.shopId });
    expect(fresh.refreshToken).not.toBe(refreshToken);
    expect(fresh.accessToken).not.toBe(shop.accessToken);
    const old = await connector
      .refresh({ refreshToken, shopId: shop.shopId })
      .catch((error: unknown) => error);
    expect(old).toBeInstanceOf(PlatformAuthRevokedError);

    shop = { ...shop, accessToken: fresh.accessToken };
    refreshToken = fresh.refreshToken;
    await expect(connector.getOrders(shop, ['NOPE'])).resolves.toEqual([]);
  });

  it('refuses every call signed with a wrong partner key', async () => {
    const wrong = connectorFor(sandbox, 'not-the-partner-key');
    const list = await wrong
      .listOrderIds(shop, {
        updatedFrom: new Date(Date.now() - 3600_000),
        updatedTo: new Date(),
        cursor: null,
      })
      .catch((error: unknown) => error);
    expect(list).toBeInstanceOf(PlatformRequestError);
    expect((list as PlatformRequestError).code).toBe('error_sign');
    const token = await wrong
      .refresh({ refreshToken, shopId: shop.shopId })
      .catch((error: unknown) => error);
    expect((token as PlatformRequestError).code).toBe('error_sign');
    // The refresh token was not spent by the refused call.
    const fresh = await connector.refresh({ refreshToken, shopId: shop.shopId });
    shop = { ...shop, accessToken: fresh.accessToken };
    refreshToken = fresh.refreshToken;
  });
});

describe('orders', () => {
  const base = nowSeconds() - 3600;
  const made: string[] = [];

  beforeAll(() => {
    // Put on the shop newest first, so the sandbox's order is not the insertion order.
    for (let i = 259; i >= 0; i--) {
      const view = sandbox.upsertOrder(shop.shopId, {
        orderId: `2501${String(i).padStart(3, '0')}SHOPEE${i % 10}`,
        lines: [line('3001', '0', '150.00', 1 + (i % 3))],
        shippingFee: '40.00',
        cod: i % 2 === 0,
        updateTime: base + i * 5,
        createTime: base + i * 5 - 60,
      });
      made[i] = view.orderId;
    }
  });

  it('lists 260 changed orders in pages of 100 through the cursor, each id once', async () => {
    const { value, calls } = await diff(() =>
      allOrderIds(new Date(base * 1000), new Date(Date.now() + 1000)),
    );
    expect(value.pages).toBe(3);
    expect(calls['/api/v2/order/get_order_list']).toBe(3);
    expect(new Set(value.ids).size).toBe(value.ids.length);
    expect(value.ids).toEqual(made);
  });

  it('reads a window wider than 15 days in slices Shopee accepts, oldest first', async () => {
    const now = nowSeconds();
    const old35 = sandbox.upsertOrder(shop.shopId, {
      lines: [line('3001', '0')],
      updateTime: now - 35 * 86_400,
    }).orderId;
    const old20 = sandbox.upsertOrder(shop.shopId, {
      lines: [line('3001', '0')],
      updateTime: now - 20 * 86_400,
    }).orderId;
    const tooOld = sandbox.upsertOrder(shop.shopId, {
      lines: [line('3001', '0')],
      updateTime: now - 50 * 86_400,
    }).orderId;
    const { value, calls } = await diff(() =>
      allOrderIds(new Date((now - 40 * 86_400) * 1000), new Date(Date.now() + 1000)),
    );
    expect(value.ids.slice(0, 2)).toEqual([old35, old20]);
    expect(value.ids).not.toContain(tooOld);
    expect(value.ids.slice(2)).toEqual(made);
    // Three slices: one page, one page, then the 260 in three pages.
    expect(calls['/api/v2/order/get_order_list']).toBe(5);
  });

  it('gets the orders in batches of 50, every field the platform gives', async () => {
    const { value: orders, calls } = await diff(async () => {
      const out = [];
      for (let at = 0; at < made.length; at += 50) {
        out.push(...(await connector.getOrders(shop, made.slice(at, at + 50))));
      }
      return out;
    });
    expect(calls['/api/v2/order/get_order_detail']).toBe(6);
    // Nothing arranged yet: no tracking number to ask for.
    expect(calls['/api/v2/logistics/get_mass_tracking_number']).toBeUndefined();
    expect(orders.map((o) => o.platformOrderId)).toEqual(made);

    const third = orders[2]!;
    expect(third.platformStatus).toBe('READY_TO_SHIP');
    expect(third.mapped.status).toBe(ORDER_STATUS.AwaitingShipment);
    expect(third.updateTime.getTime()).toBe((base + 10) * 1000);
    expect(third.createTime.getTime()).toBe((base + 10 - 60) * 1000);
    expect(third.paidAt).not.toBeNull();
    expect(third.lines).toEqual([
      {
        platformItemId: '3001',
        platformSkuId: '0',
        sellerSku: 'SKU-3001-0',
        name: 'สินค้า 3001',
        quantity: 3,
        unitPrice: '150.00',
        sellerDiscount: '0.00',
        platformDiscount: '0.00',
        imageUrl: 'https://cf.shopee.co.th/file/sandbox-3001',
      },
    ]);
    expect(third.subtotal).toBe('450.00');
    expect(third.shippingFee).toBe('40.00');
    expect(third.total).toBe('490.00');
    expect(third.cashOnDelivery).toBe(true);
    expect(third.paymentMethodName).toBe('Cash on Delivery');
    expect(orders[1]!.paymentMethodName).toBe('ShopeePay');
    expect(third.recipient.name).not.toBe('');
    expect(third.recipient.address).toMatch(/ถนนสุขุมวิท$/);
    expect(third.recipient.zipcode).toMatch(/^\d{5}$/);
    expect(third.recipient.province).not.toBe('');
    expect(third.recipient.district).not.toBe('');
    expect(third.recipient.subdistrict).not.toBe('');
    expect(third.packageId).toBe(sandbox.order(shop.shopId, made[2]!)!.packageId);
    expect(third.shippingProviderName).toBe('SPX Express');
    expect(third.trackingNumber).toBeNull();
  });

  it('leaves out an id Shopee does not know, and batches a longer list itself', async () => {
    const { value, calls } = await diff(() =>
      connector.getOrders(shop, [...made.slice(0, 60), 'UNKNOWN123']),
    );
    expect(value).toHaveLength(60);
    expect(calls['/api/v2/order/get_order_detail']).toBe(2);
  });

  it('reads a seller discount and a Shopee voucher from the order', async () => {
    const view = sandbox.upsertOrder(shop.shopId, {
      lines: [
        { ...line('3002', '41', '200.00', 2), sellerDiscount: '30.00', platformDiscount: '25.00' },
      ],
      shippingFee: '35.00',
    });
    const [order] = await connector.getOrders(shop, [view.orderId]);
    expect(order!.lines[0]!.sellerDiscount).toBe('30.00');
    expect(order!.subtotal).toBe('400.00');
    expect(order!.sellerDiscount).toBe('30.00');
    expect(order!.platformDiscount).toBe('25.00');
    expect(order!.total).toBe('380.00');
  });
});

describe('expired tokens and failures', () => {
  it('answers an expired access token with PlatformTokenExpiredError, and a refresh mends it', async () => {
    sandbox.expireAccessTokens();
    const expired = await connector.getOrders(shop, ['X']).catch((error: unknown) => error);
    expect(expired).toBeInstanceOf(PlatformTokenExpiredError);
    const fresh = await connector.refresh({ refreshToken, shopId: shop.shopId });
    shop = { ...shop, accessToken: fresh.accessToken };
    refreshToken = fresh.refreshToken;
    await expect(connector.getOrders(shop, ['X'])).resolves.toEqual([]);
  });

  it('lets an access token expire after its lifetime', async () => {
    const short = await startShopeeSandbox({ accessTokenTtlSeconds: 3 });
    try {
      const using = connectorFor(short);
      const back = await authorize(short, 'ttl', using);
      const shopId = back.searchParams.get('shop_id')!;
      const { tokens } = await using.exchangeCode({
        code: back.searchParams.get('code')!,
        shopId,
        redirectUri,
      });
      const shortShop = { shopId, cipher: null, accessToken: tokens.accessToken };
      await expect(using.getOrders(shortShop, ['X'])).resolves.toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 4100));
      await expect(using.getOrders(shortShop, ['X'])).rejects.toBeInstanceOf(
        PlatformTokenExpiredError,
      );
    } finally {
      await short.close();
    }
  });

  it('waits out two throttled answers (429) and succeeds', async () => {
    const id = sandbox.upsertOrder(shop.shopId, { lines: [line('3001', '0')] }).orderId;
    sandbox.failNext(2, 429);
    const { value, calls } = await diff(() => connector.getOrders(shop, [id]));
    expect(value.map((o) => o.platformOrderId)).toEqual([id]);
    expect(calls['/api/v2/order/get_order_detail']).toBe(3);
  });

  it('tries again after a platform failure (500) and succeeds', async () => {
    sandbox.failNext(1, 500);
    const { value, calls } = await diff(() => connector.listProducts(shop, null));
    expect(value.skus).toEqual([]);
    expect(calls['/api/v2/product/get_item_list']).toBe(2);
  });

  it('gives up on a platform that keeps failing', async () => {
    sandbox.failNext(10, 503);
    try {
      await expect(connector.listProducts(shop, null)).rejects.toBeInstanceOf(
        PlatformUnavailableError,
      );
    } finally {
      sandbox.failNext(0, 503);
    }
  });

  it('reads a 401 as the access token refused', async () => {
    sandbox.failNext(1, 401);
    await expect(connector.listProducts(shop, null)).rejects.toBeInstanceOf(
      PlatformTokenExpiredError,
    );
  });
});

describe('products and stock', () => {
  beforeAll(() => {
    // 55 items without variants, and one shirt with three models in a warehouse.
    for (let i = 0; i < 55; i++) {
      sandbox.addProduct(shop.shopId, {
        itemId: String(5000 + i),
        skuId: '0',
        sellerSku: `MUG-${i}`,
        name: `แก้วมัค ${i}`,
        price: '129.00',
        stock: i,
      });
    }
    for (const [skuId, color] of [
      ['71', 'Red'],
      ['72', 'Blue'],
      ['73', 'Green'],
    ] as const) {
      sandbox.addProduct(shop.shopId, {
        itemId: '6000',
        skuId,
        sellerSku: `SHIRT-${color}`,
        name: `Shirt - ${color}`,
        price: '259.50',
        stock: 10,
        warehouseId: 'TH-BKK-1',
      });
    }
  });

  it('lists the items page by page, flattened to SKUs', async () => {
    const { value: first, calls } = await diff(() => connector.listProducts(shop, null));
    expect(first.skus).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    expect(calls['/api/v2/product/get_item_base_info']).toBe(1);
    expect(first.skus[3]).toEqual({
      platformItemId: '5003',
      platformSkuId: '0',
      sellerSku: 'MUG-3',
      name: 'แก้วมัค 3',
      price: '129.00',
      stock: 3,
      status: 0,
      imageUrl: 'https://cf.shopee.co.th/file/sandbox-5003',
      warehouseId: null,
    });

    const second = await connector.listProducts(shop, first.nextCursor);
    expect(second.nextCursor).toBeNull();
    expect(second.skus).toHaveLength(5 + 3);
    const shirt = second.skus.filter((s) => s.platformItemId === '6000');
    expect(shirt.map((s) => [s.platformSkuId, s.name, s.sellerSku, s.price, s.stock])).toEqual([
      ['71', 'Shirt - Red', 'SHIRT-Red', '259.50', 10],
      ['72', 'Shirt - Blue', 'SHIRT-Blue', '259.50', 10],
      ['73', 'Shirt - Green', 'SHIRT-Green', '259.50', 10],
    ]);
    expect(shirt[0]!.warehouseId).toBe('TH-BKK-1');
  });

  it('pushes stock one call per item, and the sandbox shows it', async () => {
    const before = sandbox.stockPushes().length;
    const { calls } = await diff(() =>
      connector.updateStock(shop, [
        {
          platformItemId: '6000',
          platformSkuId: '71',
          sellerSku: null,
          warehouseId: 'TH-BKK-1',
          quantity: 4,
        },
        {
          platformItemId: '5001',
          platformSkuId: '0',
          sellerSku: 'MUG-1',
          warehouseId: null,
          quantity: 0,
        },
        {
          platformItemId: '6000',
          platformSkuId: '73',
          sellerSku: null,
          warehouseId: 'TH-BKK-1',
          quantity: 12,
        },
      ]),
    );
    expect(calls['/api/v2/product/update_stock']).toBe(2);
    expect(sandbox.stockOf(shop.shopId, '71')).toBe(4);
    expect(sandbox.stockOf(shop.shopId, '73')).toBe(12);
    expect(sandbox.stockOf(shop.shopId, '72')).toBe(10);
    const pushes = sandbox.stockPushes().slice(before);
    expect(pushes.map((p) => [p.itemId, p.skuId, p.quantity])).toEqual([
      ['6000', '71', 4],
      ['6000', '73', 12],
      ['5001', '0', 0],
    ]);
  });

  it('says which SKU Shopee refused', async () => {
    const refused = await connector
      .updateStock(shop, [
        {
          platformItemId: '6000',
          platformSkuId: '99',
          sellerSku: null,
          warehouseId: null,
          quantity: 1,
        },
      ])
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PlatformRequestError);
    expect((refused as PlatformRequestError).message).toContain('6000/99');
  });
});

describe('shipment and label', () => {
  it('arranges a pickup, gets the tracking number, then the label as a PDF with it', async () => {
    const view = sandbox.upsertOrder(shop.shopId, { lines: [line('5002', '0', '129.00', 2)] });
    const shipped = await connector.ship(shop, {
      platformOrderId: view.orderId,
      packageId: view.packageId,
      handover: 'pickup',
    });
    const after = sandbox.order(shop.shopId, view.orderId)!;
    expect(after.status).toBe('PROCESSED');
    expect(after.shipped).toBe(true);
    expect(shipped.trackingNumber).toBe(after.trackingNumber);
    expect(shipped.trackingNumber).toMatch(/^TH\d+A$/);
    expect(shipped.packageId).toBe(view.packageId);

    const { value: orders, calls } = await diff(() => connector.getOrders(shop, [view.orderId]));
    expect(calls['/api/v2/logistics/get_mass_tracking_number']).toBe(1);
    expect(orders[0]!.trackingNumber).toBe(shipped.trackingNumber);
    expect(orders[0]!.mapped.status).toBe(ORDER_STATUS.AwaitingCollection);
    expect(orders[0]!.updateTime.getTime()).toBe(after.updateTime * 1000);

    const label = await connector.shippingDocument(shop, {
      platformOrderId: view.orderId,
      packageId: view.packageId,
      trackingNumber: shipped.trackingNumber,
    });
    expect(label.contentType).toBe('application/pdf');
    expect(label.body.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(label.body.toString('latin1')).toContain(shipped.trackingNumber!);
    expect(label.body.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);

    const again = await connector
      .ship(shop, { platformOrderId: view.orderId, packageId: view.packageId, handover: 'pickup' })
      .catch((error: unknown) => error);
    expect(again).toBeInstanceOf(PlatformRequestError);
  });

  it('refuses the label of an order not arranged yet', async () => {
    const view = sandbox.upsertOrder(shop.shopId, { lines: [line('5002', '0')] });
    await expect(
      connector.shippingDocument(shop, {
        platformOrderId: view.orderId,
        packageId: view.packageId,
        trackingNumber: null,
      }),
    ).rejects.toBeInstanceOf(PlatformRequestError);
  });
});

describe('pushes', () => {
  let receiver: Server;
  let receiverUrl: string;
  const received: Array<{ rawBody: string; authorization: string | null }> = [];

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
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
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/shopee`;
  });

  afterAll(async () => {
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('verifies and reads a signed order push, and refuses it tampered', async () => {
    const view = sandbox.upsertOrder(shop.shopId, { lines: [line('5003', '0')] });
    sandbox.setWebhookUrl(receiverUrl);
    expect(await sandbox.sendWebhook(shop.shopId, view.orderId)).toBe(200);
    const push = received.at(-1)!;
    const delivery = { ...push, url: receiverUrl };
    expect(connector.verifyWebhook(delivery)).toBe(true);
    expect(connector.parseWebhook(push.rawBody)).toEqual([
      {
        shopId: shop.shopId,
        kind: 'order',
        platformOrderId: view.orderId,
        updateTime: new Date(view.updateTime * 1000),
      },
    ]);
    const tampered = push.rawBody.replace(view.orderId, `${view.orderId}X`);
    expect(connector.verifyWebhook({ ...delivery, rawBody: tampered })).toBe(false);
    expect(connector.verifyWebhook({ ...delivery, url: `${receiverUrl}?x=1` })).toBe(false);
    expect(connectorFor(sandbox, 'other-key').verifyWebhook(delivery)).toBe(false);
  });
});
