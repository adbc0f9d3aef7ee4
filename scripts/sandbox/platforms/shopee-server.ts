import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sameSignature } from '@/lib/domain/platforms/signature';
import { shopeePushSignature, shopeeSign } from '@/lib/domain/platforms/shopee/sign';
import {
  closeServer,
  handleControl,
  listen,
  sendHtml,
  sendJson,
  type SandboxOptions,
  type SandboxServer,
  type SandboxStockPush,
} from './sandbox-kit';
import { SHOPEE_SHOP_APIS, ShopeeRefusal, type ShopeeAnswer } from './shopee-api';
import { ShopeeSandboxStore } from './shopee-store';

// A local Shopee Open Platform v2 that the connector talks to as it would to Shopee: the
// authorization page, single-use codes of 10 minutes, access tokens of 4 hours and refresh
// tokens of 30 days (a new one at every refresh, the old one then refused), every call's
// sign and timestamp checked, the order list by update time with Shopee's cursor, items
// and models, stock, shipment, labels, signed pushes, and failures on demand.

const DEFAULT_PARTNER_ID = '2000001';
const DEFAULT_PARTNER_KEY = 'sandbox-shopee-key';
const ACCESS_TTL_SECONDS = 4 * 3600;
const REFRESH_TTL_SECONDS = 30 * 86_400;
const CODE_TTL_SECONDS = 10 * 60;
const TIMESTAMP_WINDOW_SECONDS = 5 * 60;

const AUTH_PAGE = '/api/v2/shop/auth_partner';
const TOKEN_GET = '/api/v2/auth/token/get';
const TOKEN_REFRESH = '/api/v2/auth/access_token/get';

interface Grant {
  shopId: string;
  expiresAt: number;
}

const nowSeconds = (): number => Math.floor(Date.now() / 1000);
const randomHex = (bytes: number): string => randomBytes(bytes).toString('hex');

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function sendEnvelope(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  sendJson(res, status, { request_id: randomHex(16), error: '', message: '', ...body });
}

function refuse(res: ServerResponse, refusal: ShopeeRefusal): void {
  sendEnvelope(res, refusal.status, { error: refusal.error, message: refusal.message });
}

function jsonBody(rawBody: string): Record<string, unknown> {
  if (!rawBody) return {};
  try {
    const parsed: unknown = JSON.parse(rawBody);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Falls through to Shopee's refusal of a body it cannot read.
  }
  throw new ShopeeRefusal(400, 'error_param', 'Wrong parameters, detail: invalid JSON body.');
}

export async function startShopeeSandbox(options: SandboxOptions = {}): Promise<SandboxServer> {
  const partnerId = options.appKey ?? DEFAULT_PARTNER_ID;
  const partnerKey = options.appSecret ?? DEFAULT_PARTNER_KEY;
  const accessTtl = options.accessTokenTtlSeconds ?? ACCESS_TTL_SECONDS;
  const store = new ShopeeSandboxStore();
  const codes = new Map<string, Grant & { used: boolean }>();
  const accessTokens = new Map<string, Grant>();
  const refreshTokens = new Map<string, Grant>();
  const callCounts: Record<string, number> = {};
  let failures: { count: number; status: number } = { count: 0, status: 429 };

  /** The common parameters of a call: present, this partner, a fresh timestamp, the sign. */
  /** The common parameters of a call: present, this partner, a fresh timestamp, the sign. */
  function checkSigned(
    query: URLSearchParams,
    path: string,
    shop: { accessToken: string; shopId: string } | null,
  ): void {
    for (const name of ['partner_id', 'timestamp', 'sign']) {
      if (!query.get(name)) {
        throw new ShopeeRefusal(400, 'error_param', `There is no ${name} in query.`);
      }
    }
    if (query.get('partner_id') !== partnerId) {
      throw new ShopeeRefusal(403, 'error_param', 'Invalid partner_id.');
    }
    const timestamp = Number(query.get('timestamp'));
    if (
      !Number.isInteger(timestamp) ||
      Math.abs(nowSeconds() - timestamp) > TIMESTAMP_WINDOW_SECONDS
    ) {
      throw new ShopeeRefusal(403, 'error_param', 'Invalid timestamp');
    }
    // The base string as Shopee documents it: partner_id, path, timestamp [, token, shop].
    const common = { partnerId: Number(partnerId), path, timestamp };
    const expected = shop
      ? shopeeSign(partnerKey, {
          kind: 'shop',
          ...common,
          accessToken: shop.accessToken,
          shopId: Number(shop.shopId),
        })
      : shopeeSign(partnerKey, { kind: 'public', ...common });
    if (!sameSignature(expected, query.get('sign'))) {
      throw new ShopeeRefusal(403, 'error_sign', 'Wrong sign.');
    }
  }

  function issueTokens(shopId: string): { access_token: string; refresh_token: string } {
    const now = nowSeconds();
    const access = randomHex(16);
    const refresh = randomHex(16);
    accessTokens.set(access, { shopId, expiresAt: now + accessTtl });
    refreshTokens.set(refresh, { shopId, expiresAt: now + REFRESH_TTL_SECONDS });
    return { access_token: access, refresh_token: refresh };
  }

  function authPage(res: ServerResponse, url: URL): void {
    try {
      checkSigned(url.searchParams, AUTH_PAGE, null);
    } catch (error) {
      const message = error instanceof ShopeeRefusal ? error.message : String(error);
      sendHtml(
        res,
        403,
        `<!doctype html><p>Authorization link refused: ${escapeHtml(message)}</p>`,
      );
      return;
    }
    let redirect: URL;
    try {
      redirect = new URL(url.searchParams.get('redirect') ?? '');
    } catch {
      sendHtml(res, 400, '<!doctype html><p>The redirect URL is missing or invalid.</p>');
      return;
    }
    const shop = [...store.shops.values()][0] ?? store.addShop({ name: 'Sandbox Shopee' });
    const code = randomHex(16);
    codes.set(code, {
      shopId: shop.shopId,
      expiresAt: nowSeconds() + CODE_TTL_SECONDS,
      used: false,
    });
    redirect.searchParams.set('code', code);
    redirect.searchParams.set('shop_id', shop.shopId);
    const href = escapeHtml(redirect.toString());
    sendHtml(
      res,
      200,
      `<!doctype html>
<html lang="th"><head><meta charset="utf-8"><title>Shopee Open Platform (sandbox)</title></head>
<body>
<h1>อนุญาตการเข้าถึงร้านค้า / Authorize shop access</h1>
<p>แอป partner ${escapeHtml(partnerId)} ขอเข้าถึงร้าน <strong>${escapeHtml(shop.name)}</strong>
(shop_id ${escapeHtml(shop.shopId)}): คำสั่งซื้อ สินค้า สต็อก และการจัดส่ง</p>
<p>App partner ${escapeHtml(partnerId)} asks to access orders, products, stock and shipping of this shop.</p>
<a id="sandbox-authorize" href="${href}">อนุญาต / Authorize</a>
</body></html>`,
    );
  }

  function tokenGet(res: ServerResponse, url: URL, rawBody: string): void {
    checkSigned(url.searchParams, TOKEN_GET, null);
    const body = jsonBody(rawBody);
    if (String(body.partner_id ?? '') !== partnerId) {
      throw new ShopeeRefusal(
        403,
        'invalid_partner_id',
        'Invalid partner_id, please have a check.',
      );
    }
    const code = codes.get(String(body.code ?? ''));
    if (!code || code.used || code.expiresAt < nowSeconds()) {
      throw new ShopeeRefusal(
        403,
        'invalid_code',
        'The code is expired or used or invalid, please check the code.',
      );
    }
    if (String(body.shop_id ?? '') !== code.shopId) {
      throw new ShopeeRefusal(
        403,
        'invalid_shop_id',
        'The code or shop_id is wrong, please check.',
      );
    }
    code.used = true;
    sendEnvelope(res, 200, { ...issueTokens(code.shopId), expire_in: accessTtl });
  }

  function tokenRefresh(res: ServerResponse, url: URL, rawBody: string): void {
    checkSigned(url.searchParams, TOKEN_REFRESH, null);
    const body = jsonBody(rawBody);
    if (String(body.partner_id ?? '') !== partnerId) {
      throw new ShopeeRefusal(
        403,
        'invalid_partner_id',
        'Invalid partner_id, please have a check.',
      );
    }
    const token = String(body.refresh_token ?? '');
    const grant = refreshTokens.get(token);
    if (!grant || grant.shopId !== String(body.shop_id ?? '')) {
      throw new ShopeeRefusal(
        403,
        'error_shop_refresh_token',
        'Your refresh token is error, please check refresh token.',
      );
    }
    if (grant.expiresAt < nowSeconds()) {
      throw new ShopeeRefusal(403, 'refresh_token_expired', 'Your refresh_token expired.');
    }
    // Each refresh token works once: the new one replaces it.
    refreshTokens.delete(token);
    sendEnvelope(res, 200, {
      ...issueTokens(grant.shopId),
      expire_in: accessTtl,
      partner_id: Number(partnerId),
      shop_id: Number(grant.shopId),
      merchant_id: 0,
    });
  }

  function failure(res: ServerResponse): boolean {
    if (failures.count <= 0) return false;
    failures.count -= 1;
    const { status } = failures;
    if (status === 429) {
      res.setHeader('retry-after', '0');
      refuse(
        res,
        new ShopeeRefusal(429, 'error_server', 'Too many requests, please try again later.'),
      );
    } else if (status === 401) {
      refuse(res, new ShopeeRefusal(401, 'invalid_acceess_token', 'Invalid access_token.'));
    } else {
      refuse(
        res,
        new ShopeeRefusal(status, 'error_server', 'System error. Please try again later.'),
      );
    }
    return true;
  }

  function shopApi(res: ServerResponse, url: URL, method: string, rawBody: string): void {
    const api = SHOPEE_SHOP_APIS[url.pathname]!;
    if (failure(res)) return;
    if (method !== api.method) {
      throw new ShopeeRefusal(405, 'error_param', `Wrong method, ${api.method} expected.`);
    }
    const query = url.searchParams;
    for (const name of ['access_token', 'shop_id']) {
      if (!query.get(name))
        throw new ShopeeRefusal(400, 'error_param', `There is no ${name} in query.`);
    }
    const shopId = query.get('shop_id')!;
    checkSigned(query, url.pathname, { accessToken: query.get('access_token')!, shopId });
    const grant = accessTokens.get(query.get('access_token')!);
    if (!grant || grant.expiresAt <= nowSeconds() || grant.shopId !== shopId) {
      throw new ShopeeRefusal(403, 'invalid_acceess_token', 'Invalid access_token.');
    }
    if (!store.shops.has(shopId)) throw new ShopeeRefusal(403, 'error_shop', 'shopid is invalid');
    const answer: ShopeeAnswer = api.run({
      shopId,
      query,
      body: method === 'POST' ? jsonBody(rawBody) : {},
      store,
      recordPush: (itemId, skuId, quantity) =>
        store.pushes.push({ shopId, itemId, skuId, quantity, at: Date.now() }),
    });
    if ('pdf' in answer) {
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-length': answer.pdf.length,
      });
      res.end(answer.pdf);
    } else if ('fields' in answer) {
      sendEnvelope(res, 200, answer.fields);
    } else {
      sendEnvelope(res, 200, { response: answer.response });
    }
  }

  const { server, url } = await listen(
    async (req, res, requestUrl, rawBody) => {
      if (await handleControl(sandbox, res, requestUrl, rawBody, state)) return;
      const path = requestUrl.pathname;
      const method = req.method ?? 'GET';
      try {
        if (path === AUTH_PAGE && method === 'GET') return authPage(res, requestUrl);
        if (path === TOKEN_GET || path === TOKEN_REFRESH || SHOPEE_SHOP_APIS[path]) {
          callCounts[path] = (callCounts[path] ?? 0) + 1;
        }
        if (path === TOKEN_GET && method === 'POST') return tokenGet(res, requestUrl, rawBody);
        if (path === TOKEN_REFRESH && method === 'POST') {
          return tokenRefresh(res, requestUrl, rawBody);
        }
        if (SHOPEE_SHOP_APIS[path]) return shopApi(res, requestUrl, method, rawBody);
        throw new ShopeeRefusal(404, 'error_not_found', `No API at ${path}.`);
      } catch (error) {
        if (error instanceof ShopeeRefusal) return refuse(res, error);
        throw error;
      }
    },
    { port: options.port, host: options.host },
  );

  function state(): unknown {
    return {
      platform: 'shopee',
      partnerId,
      shops: [...store.shops.values()],
      orders: [...store.orders.values()].map((order) => store.view(order)),
      returns: store.returns.all(),
      products: [...store.items.values()],
      stockPushes: store.pushes,
      calls: { ...callCounts },
      webhookUrl: sandbox.webhookUrl,
    };
  }

  const sandbox: SandboxServer = {
    platform: 'shopee',
    url,
    env: {
      SHOPEE_PARTNER_ID: partnerId,
      SHOPEE_PARTNER_KEY: partnerKey,
      SHOPEE_API_BASE: url,
    },
    webhookUrl: options.webhookUrl ?? null,
    setWebhookUrl(next) {
      sandbox.webhookUrl = next;
    },
    addShop: (input) => store.addShop(input),
    upsertOrder: (shopId, input) => store.upsertOrder(shopId, input),
    setOrderStatus: (shopId, orderId, status) => store.setOrderStatus(shopId, orderId, status),
    order(shopId, orderId) {
      const found = store.findOrder(shopId, orderId);
      return found ? store.view(found) : undefined;
    },
    addProduct: (shopId, input) => store.addProduct(shopId, input),
    stockOf: (shopId, skuId) => store.stockOf(shopId, skuId),
    stockPushes: (): SandboxStockPush[] => [...store.pushes],
    failNext(count, status) {
      failures = { count, status };
    },
    expireAccessTokens() {
      for (const grant of accessTokens.values()) grant.expiresAt = 0;
    },
    async returnRequest(shopId, input) {
      const order = store.findOrder(shopId, input.orderId);
      if (!order) throw new Error(`no sandbox Shopee order ${input.orderId}`);
      const before = store.returns.ofOrders(shopId, new Set([order.orderSn]));
      const previous = before.find((r) => r.returnId === input.returnId);
      const kind = previous?.kind ?? input.kind ?? 'return';
      const status = input.status ?? previous?.status ?? 'REQUESTED';
      // A return with logistics puts the order TO_RETURN until it is cancelled; a refund only
      // leaves the order's status as it was (it still changes).
      const backTo = previous?.orderStatusBefore ?? null;
      let next = order.status;
      if (kind === 'return' && status === 'CANCELLED' && backTo) next = backTo;
      else if (kind === 'return' && status !== 'CANCELLED') next = 'TO_RETURN';
      const was = order.status;
      store.setOrderStatus(shopId, order.orderSn, next);
      const stored = store.returns.apply(shopId, input, order.updateTime);
      if (next === 'TO_RETURN' && was !== 'TO_RETURN') stored.orderStatusBefore = was;
      const pushStatus = sandbox.webhookUrl
        ? await sandbox.sendWebhook(shopId, order.orderSn)
        : null;
      return { ...stored, orderStatus: order.status, pushStatus };
    },
    async sendWebhook(shopId, orderId, target) {
      const to = target ?? sandbox.webhookUrl;
      if (!to) throw new Error('no webhook URL set for the Shopee sandbox');
      const order = store.findOrder(shopId, orderId);
      if (!order) throw new Error(`no sandbox Shopee order ${orderId}`);
      // The order status push (code 3), signed over the callback URL and the raw body.
      const body = JSON.stringify({
        data: {
          ordersn: order.orderSn,
          status: order.status,
          completed_scenario: '',
          update_time: order.updateTime,
        },
        shop_id: Number(shopId),
        code: 3,
        timestamp: nowSeconds(),
      });
      const response = await fetch(to, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: shopeePushSignature(partnerKey, to, body),
        },
        body,
        signal: AbortSignal.timeout(5000),
      });
      await response.arrayBuffer();
      return response.status;
    },
    calls: () => ({ ...callCounts }),
    reset() {
      store.reset();
      codes.clear();
      accessTokens.clear();
      refreshTokens.clear();
      failures = { count: 0, status: 429 };
      for (const key of Object.keys(callCounts)) delete callCounts[key];
    },
    close: () => closeServer(server),
  };
  return sandbox;
}
