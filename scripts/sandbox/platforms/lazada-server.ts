import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { satangText } from '@/lib/domain/orders/satang';
import { lazadaPushSignature, lazadaSign } from '@/lib/domain/platforms/lazada/sign';
import { sameSignature } from '@/lib/domain/platforms/signature';
import { airWaybillPdf } from './lazada-pdf';
import { applyReverse, lazadaReturnBook, reverseOrders } from './lazada-reverse';
import {
  LazadaStore,
  orderItemJson,
  orderJson,
  productJson,
  type LzItem,
  type LzOrder,
} from './lazada-store';
import {
  closeServer,
  handleControl,
  listen,
  queryOf,
  sendHtml,
  sendJson,
  type SandboxOptions,
  type SandboxServer,
} from './sandbox-kit';

// A local Lazada Open Platform (Thailand) that speaks the documented contract only: the
// authorize page on the auth host, tokens from /auth/token/create and /auth/token/refresh on
// the auth host's /rest, the seller APIs on the API host's /rest, every call signed (path +
// sorted parameters, HMAC-SHA256 under the app secret, UPPERCASE hex) with a timestamp within
// 7200 s, the access token checked, Lazada's envelopes and error codes, offset paging capped at
// 5000, one item per unit sold, pack then ready-to-ship, and pushes signed with
// HMAC(app secret, app key + body); reverse orders (returns and refunds, lazada-reverse.ts)
// opened through the control API and pushed as message type 10. The two hosts are two path prefixes of one server:
//   <url>/auth-host/oauth/authorize   the seller's authorize page
//   <url>/auth-host/rest/auth/token/* token calls
//   <url>/rest/*                      seller APIs
//   <url>/files/awb/<package>.pdf     the label a document call points to (not signed)

const DEFAULT_APP_KEY = 'sandbox-lazada-key';
const DEFAULT_APP_SECRET = 'sandbox-lazada-secret';
/** A test app's lifetimes: access 7 days, refresh 30 days. */
const ACCESS_TTL_SECONDS = 7 * 24 * 3600;
const REFRESH_TTL_SECONDS = 30 * 24 * 3600;
const CODE_TTL_MS = 30 * 60 * 1000;
const TIMESTAMP_WINDOW_MS = 7200 * 1000;
const MAX_ORDER_OFFSET = 5000;
const MAX_PRODUCT_OFFSET = 10_000;

const AUTH_PREFIX = '/auth-host';
const PACKABLE = new Set(['pending', 'repacked']);
const PRINTABLE = new Set(['packed', 'ready_to_ship_pending', 'ready_to_ship', 'shipped']);
const PRODUCT_FILTERS = new Set([
  'all',
  'live',
  'inactive',
  'deleted',
  'pending',
  'rejected',
  'sold-out',
]);
const ORDER_STATUSES = new Set([
  'unpaid',
  'pending',
  'repacked',
  'packed',
  'ready_to_ship_pending',
  'ready_to_ship',
  'shipped',
  'shipping',
  'delivered',
  'failed',
  'failed_delivery',
  'canceled',
  'returned',
  'lost',
  'lost_by_3pl',
  'damaged_by_3pl',
  'shipped_back',
  'shipped_back_success',
  'shipped_back_failed',
  'package_scrapped',
  'topack',
  'toship',
]);

/** A refusal in Lazada's words: {type, code, message, request_id}, with its HTTP status. */
class Refusal extends Error {
  constructor(
    readonly http: number,
    readonly code: string,
    message: string,
    readonly type: 'ISV' | 'ISP' | 'SYSTEM' = 'ISV',
  ) {
    super(message);
  }
}

/** A business refusal: Lazada answers those with HTTP 200 and the code in the envelope. */
const refuse = (code: string, message: string) => new Refusal(200, code, message, 'ISP');

type Params = Record<string, string>;
type Answer = Record<string, unknown>;

export async function startLazadaSandbox(options: SandboxOptions = {}): Promise<SandboxServer> {
  const appKey = options.appKey ?? DEFAULT_APP_KEY;
  const appSecret = options.appSecret ?? DEFAULT_APP_SECRET;
  const accessTtl = options.accessTokenTtlSeconds ?? ACCESS_TTL_SECONDS;
  const store = new LazadaStore();
  const reverse = lazadaReturnBook();
  const codes = new Map<string, { shopId: string; expiresAt: number; used: boolean }>();
  const accessTokens = new Map<string, { shopId: string; expiresAt: number }>();
  const refreshTokens = new Map<string, { shopId: string; expiresAt: number }>();
  let calls: Record<string, number> = {};
  let failing = { count: 0, status: 429 as 429 | 500 | 503 | 401 };
  let baseUrl = '';

  const token = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

  // -------------------------------------------------------------------------------------
  // Signature, timestamp, token
  // -------------------------------------------------------------------------------------

  function checkSystem(path: string, params: Params, rawBody: string | undefined): void {
    for (const name of ['app_key', 'timestamp', 'sign_method', 'sign']) {
      if (!params[name])
        throw new Refusal(
          400,
          'MissingParameter',
          `The input parameter "${name}" that is mandatory for processing this request is not supplied`,
        );
    }
    if (params.app_key !== appKey)
      throw new Refusal(400, 'InvalidAppKey', 'Specified app key is invalid');
    const at = /^\d+$/.test(params.timestamp!)
      ? Number(params.timestamp)
      : Date.parse(params.timestamp!);
    if (!Number.isFinite(at) || Math.abs(Date.now() - at) > TIMESTAMP_WINDOW_MS) {
      throw new Refusal(
        400,
        'InvalidTimestamp',
        'The timestamp differs from UTC time by more than 7200 seconds',
      );
    }
    if (params.sign_method !== 'sha256')
      throw new Refusal(400, 'IncompleteSignature', 'Unsupported sign_method');
    const { sign, ...signed } = params;
    const expected = lazadaSign({ appSecret, path, params: signed, body: rawBody });
    if (!sameSignature(expected, sign)) {
      throw new Refusal(
        400,
        'IncompleteSignature',
        'The request signature does not conform to lazop standards',
      );
    }
  }

  function sellerOf(accessToken: string | undefined): string {
    if (!accessToken)
      throw new Refusal(
        400,
        'MissingParameter',
        'The input parameter "access_token" that is mandatory for processing this request is not supplied',
      );
    const found = accessTokens.get(accessToken);
    if (!found || found.expiresAt <= Date.now()) {
      throw new Refusal(
        401,
        'IllegalAccessToken',
        'The specified access token is invalid or expired',
      );
    }
    return found.shopId;
  }

  function failIfAsked(): void {
    if (failing.count <= 0) return;
    failing.count -= 1;
    if (failing.status === 429) {
      throw new Refusal(
        429,
        'ApiCallLimit',
        'Api access frequency exceeds the limit. this ban will last 1 seconds',
        'ISV',
      );
    }
    if (failing.status === 401) {
      throw new Refusal(
        401,
        'IllegalAccessToken',
        'The specified access token is invalid or expired',
      );
    }
    throw new Refusal(
      failing.status,
      'ServiceTimeout',
      'The service is not available at the moment',
      'SYSTEM',
    );
  }

  // -------------------------------------------------------------------------------------
  // Tokens
  // -------------------------------------------------------------------------------------

  function tokenAnswer(shopId: string, refreshToken: string, listKey: string): Answer {
    const access = token('50000');
    accessTokens.set(access, { shopId, expiresAt: Date.now() + accessTtl * 1000 });
    const refresh = refreshTokens.get(refreshToken)!;
    return {
      access_token: access,
      refresh_token: refreshToken,
      expires_in: accessTtl,
      refresh_expires_in: Math.max(0, Math.floor((refresh.expiresAt - Date.now()) / 1000)),
      country: 'th',
      account: `seller-${shopId}@sandbox.lazada.test`,
      account_id: shopId,
      account_platform: 'seller_center',
      [listKey]: [
        { country: 'TH', seller_id: shopId, user_id: shopId, short_code: `TH${shopId.slice(-6)}` },
      ],
    };
  }

  function createToken(params: Params): Answer {
    const code = codes.get(params.code ?? '');
    if (!code || code.used || code.expiresAt <= Date.now()) {
      throw refuse('InvalidCode', 'Invalid authorization code');
    }
    code.used = true;
    const refresh = token('50001');
    refreshTokens.set(refresh, {
      shopId: code.shopId,
      expiresAt: Date.now() + REFRESH_TTL_SECONDS * 1000,
    });
    return tokenAnswer(code.shopId, refresh, 'country_user_info');
  }

  function refreshToken(params: Params): Answer {
    const found = refreshTokens.get(params.refresh_token ?? '');
    if (!found || found.expiresAt <= Date.now()) {
      throw refuse('IllegalRefreshToken', 'The specified refresh token is invalid or expired');
    }
    // A refresh renews the access token only: the refresh token keeps its end.
    return tokenAnswer(found.shopId, params.refresh_token!, 'country_user_info_list');
  }

  // -------------------------------------------------------------------------------------
  // Orders
  // -------------------------------------------------------------------------------------

  function isoParam(value: string | undefined, name: string): number | null {
    if (value === undefined || value === '') return null;
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:?\d{2}|Z)$/.test(value)) {
      throw refuse('17', `E017: "${name}" Invalid Date Format`);
    }
    return Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  }

  function intParam(
    value: string | undefined,
    fallback: number,
    min: number,
    max: number,
    code: string,
    what: string,
  ): number {
    if (value === undefined || value === '') return fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max)
      throw refuse(code, `E0${code}: "${value}" Invalid ${what}`);
    return n;
  }

  function shopOrders(shopId: string): LzOrder[] {
    return [...store.orders.values()].filter((o) => o.shopId === shopId);
  }

  function listOrders(shopId: string, p: Params): Answer {
    const updateAfter = isoParam(p.update_after, 'update_after');
    const updateBefore = isoParam(p.update_before, 'update_before');
    const createdAfter = isoParam(p.created_after, 'created_after');
    const createdBefore = isoParam(p.created_before, 'created_before');
    if (updateAfter === null && createdAfter === null) {
      throw refuse('MissingParameter', 'Either update_after or created_after is mandatory');
    }
    const limit = intParam(p.limit, 100, 1, 100, '19', 'Limit');
    const offset = intParam(p.offset, 0, 0, MAX_ORDER_OFFSET, '14', 'Offset');
    const sortBy = p.sort_by ?? 'created_at';
    if (sortBy !== 'created_at' && sortBy !== 'updated_at')
      throw refuse('75', 'E075: Invalid sort filter.');
    const direction = p.sort_direction ?? 'DESC';
    if (direction !== 'ASC' && direction !== 'DESC')
      throw refuse('74', 'E074: Invalid sort direction.');
    if (p.status && !ORDER_STATUSES.has(p.status))
      throw refuse('36', 'E036: Invalid status filter');
    // Both ends of each filter include their second, as Lazada's do.
    const within = (at: number, from: number | null, to: number | null) =>
      (from === null || at >= from) && (to === null || at <= to);
    const matching = shopOrders(shopId)
      .filter((o) => within(o.updatedAt, updateAfter, updateBefore))
      .filter((o) => within(o.createdAt, createdAfter, createdBefore))
      .filter((o) => !p.status || statusMatches(o, p.status))
      .sort((a, b) => {
        const key = sortBy === 'updated_at' ? a.updatedAt - b.updatedAt : a.createdAt - b.createdAt;
        const order = key !== 0 ? key : a.orderId.localeCompare(b.orderId);
        return direction === 'ASC' ? order : -order;
      });
    const page = matching.slice(offset, offset + limit);
    return {
      data: { count: page.length, countTotal: matching.length, orders: page.map(orderJson) },
    };
  }

  function statusMatches(order: LzOrder, status: string): boolean {
    const statuses = order.items.map((i) => i.status);
    if (status === 'topack') return statuses.some((s) => PACKABLE.has(s));
    if (status === 'toship') return statuses.includes('packed');
    return statuses.includes(status);
  }

  function ownOrder(shopId: string, orderId: string | undefined): LzOrder {
    const order = orderId ? store.orders.get(orderId) : undefined;
    if (!order || order.shopId !== shopId)
      throw refuse('16', `E016: "${orderId ?? ''}" Invalid Order ID`);
    return order;
  }

  function orderIdsParam(value: string | undefined): string[] {
    const ids = (value ?? '')
      .replace(/^\s*\[|\]\s*$/g, '')
      .split(',')
      .map((id) => id.trim().replace(/^"|"$/g, ''))
      .filter(Boolean);
    if (ids.length === 0) throw refuse('MissingParameter', 'order_ids is mandatory');
    if (ids.length > 50) throw refuse('InvalidParameter', 'order_ids: no more than 50 at a time');
    return ids;
  }

  function multipleOrderItems(shopId: string, p: Params): Answer {
    const data = orderIdsParam(p.order_ids)
      .map((id) => store.orders.get(id))
      .filter((o): o is LzOrder => !!o && o.shopId === shopId)
      .map((o) => ({
        order_id: o.orderId,
        order_number: o.orderId,
        order_items: o.items.map((i) => orderItemJson(o, i)),
      }));
    return { data };
  }

  // -------------------------------------------------------------------------------------
  // Products and stock
  // -------------------------------------------------------------------------------------

  function listProducts(shopId: string, p: Params): Answer {
    if (!p.filter || !PRODUCT_FILTERS.has(p.filter))
      throw refuse(
        'InvalidParameter',
        'filter is mandatory: all, live, inactive, deleted, pending, rejected, sold-out',
      );
    const limit = intParam(p.limit, 10, 1, 50, 'InvalidParameter', 'Limit');
    const offset = intParam(p.offset, 0, 0, MAX_PRODUCT_OFFSET, 'InvalidParameter', 'Offset');
    const products = store.products(shopId);
    const page = products.slice(offset, offset + limit);
    return {
      data: {
        total_products: products.length,
        products: page.map((product) => productJson(product.itemId, product.skus)),
      },
    };
  }

  function updateSellable(shopId: string, p: Params): Answer {
    const payload = p.payload ?? '';
    if (!/^\s*<Request>[\s\S]*<\/Request>\s*$/.test(payload))
      throw refuse('InvalidParameter', 'payload must be the <Request> XML');
    const blocks = [...payload.matchAll(/<Sku>([\s\S]*?)<\/Sku>/g)].map((m) => m[1]!);
    if (blocks.length === 0) throw refuse('InvalidParameter', 'payload has no Sku');
    if (blocks.length > 50) throw refuse('InvalidParameter', 'no more than 50 SKUs a call');
    const changes = blocks.map((block) => {
      const skuId = tag(block, 'SkuId');
      const sellerSku = tag(block, 'SellerSku');
      const sku = store.skus.find(
        (s) =>
          s.shopId === shopId &&
          ((skuId && s.skuId === skuId) || (!skuId && sellerSku && s.sellerSku === sellerSku)),
      );
      if (!sku) throw refuse('InvalidParameter', `SKU ${skuId ?? sellerSku ?? ''} not found`);
      const inWarehouse = /<MultiWarehouseInventory>([\s\S]*?)<\/MultiWarehouseInventory>/.exec(
        block,
      );
      const quantityText = tag(inWarehouse ? inWarehouse[1]! : block, 'SellableQuantity');
      const quantity = Number(quantityText);
      if (!quantityText || !Number.isInteger(quantity) || quantity < 0)
        throw refuse('InvalidParameter', `SellableQuantity of ${sku.skuId} is not a whole number`);
      return { sku, quantity };
    });
    for (const { sku, quantity } of changes) {
      sku.stock = quantity;
      store.pushes.push({ shopId, itemId: sku.itemId, skuId: sku.skuId, quantity, at: Date.now() });
    }
    return { data: {} };
  }

  // -------------------------------------------------------------------------------------
  // Fulfilment
  // -------------------------------------------------------------------------------------

  function jsonParam(value: string | undefined, name: string): Record<string, unknown> {
    try {
      const parsed: unknown = JSON.parse(value ?? '');
      if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
    } catch {
      // refused below
    }
    throw refuse('InvalidParameter', `${name} is not a JSON object`);
  }

  function packageItems(
    shopId: string,
    packageId: string,
  ): { order: LzOrder; items: LzItem[] } | null {
    for (const order of shopOrders(shopId)) {
      const items = order.items.filter((i) => i.packageId === packageId);
      if (items.length > 0) return { order, items };
    }
    return null;
  }

  function packagesParam(req: Record<string, unknown>): string[] {
    const list = Array.isArray(req.packages) ? req.packages : [];
    if (list.length === 0 || list.length > 20)
      throw refuse('InvalidParameter', 'packages: 1 to 20');
    return list.map((p) => String((p as Record<string, unknown>).package_id ?? ''));
  }

  function pack(shopId: string, p: Params): Answer {
    const req = jsonParam(p.packReq, 'packReq');
    if (req.delivery_type !== 'dropship')
      throw refuse('InvalidParameter', 'delivery_type must be dropship');
    const list = Array.isArray(req.pack_order_list)
      ? (req.pack_order_list as Record<string, unknown>[])
      : [];
    if (list.length === 0 || list.length > 20)
      throw refuse('InvalidParameter', 'pack_order_list: 1 to 20 orders');
    const packOrderList = list.map((entry) => {
      const order = ownOrder(shopId, String(entry.order_id ?? ''));
      const itemIds = (Array.isArray(entry.order_item_list) ? entry.order_item_list : []).map(
        String,
      );
      const results = itemIds.map((itemId) => {
        const item = order.items.find((i) => i.orderItemId === itemId);
        if (!item)
          return {
            order_item_id: itemId,
            item_err_code: '82',
            msg: 'order item not found',
            retry: 'false',
          };
        if (!PACKABLE.has(item.status)) {
          return {
            order_item_id: itemId,
            item_err_code: '83',
            msg: `item status ${item.status} cannot be packed`,
            retry: 'false',
          };
        }
        item.status = 'packed';
        item.packageId = order.packageId;
        item.trackingCode = `LXTH${order.orderId.slice(-10)}`;
        item.shipmentProvider = 'LEX TH';
        return {
          order_item_id: itemId,
          item_err_code: '0',
          msg: 'success',
          package_id: item.packageId,
          tracking_number: item.trackingCode,
          shipment_provider: item.shipmentProvider,
          retry: 'false',
        };
      });
      store.touch(order);
      return { order_id: order.orderId, order_item_list: results };
    });
    return { result: { success: 'true', data: { pack_order_list: packOrderList } } };
  }

  function readyToShip(shopId: string, p: Params): Answer {
    const packages = packagesParam(jsonParam(p.readyToShipReq, 'readyToShipReq')).map(
      (packageId) => {
        const found = packageItems(shopId, packageId);
        if (!found)
          return {
            package_id: packageId,
            item_err_code: '600001',
            msg: 'package not found',
            retry: 'false',
          };
        if (found.items.some((i) => i.status !== 'packed')) {
          return {
            package_id: packageId,
            item_err_code: '600002',
            msg: 'package is not packed',
            retry: 'false',
          };
        }
        for (const item of found.items) item.status = 'ready_to_ship';
        store.touch(found.order);
        return { package_id: packageId, item_err_code: '0', msg: 'success', retry: 'false' };
      },
    );
    return { result: { success: 'true', data: { packages } } };
  }

  function printDocument(shopId: string, p: Params): Answer {
    const req = jsonParam(p.getDocumentReq, 'getDocumentReq');
    const docType = String(req.doc_type ?? '');
    if (docType !== 'PDF' && docType !== 'HTML')
      throw refuse('InvalidParameter', 'doc_type must be PDF or HTML');
    const packages = packagesParam(req);
    for (const packageId of packages) {
      const found = packageItems(shopId, packageId);
      if (!found || !found.items.every((i) => PRINTABLE.has(i.status))) {
        return {
          result: {
            success: 'false',
            error_code: '123',
            error_msg: `package ${packageId} not found or not packed`,
          },
        };
      }
    }
    const pdfUrl = `${baseUrl}/files/awb/${packages.map(encodeURIComponent).join(',')}.pdf`;
    if (docType === 'PDF')
      return { result: { success: 'true', data: { doc_type: 'PDF', pdf_url: pdfUrl } } };
    const html = `<html><body>${packages.map((id) => `<p>${id}</p>`).join('')}</body></html>`;
    return {
      result: {
        success: 'true',
        data: { doc_type: 'HTML', file: Buffer.from(html).toString('base64') },
      },
    };
  }

  function airWaybill(res: ServerResponse, packageList: string): void {
    const lines = ['Lazada Sandbox - Air Waybill'];
    for (const packageId of packageList.split(',').map(decodeURIComponent)) {
      const found = [...store.shops].map((s) => packageItems(s.shopId, packageId)).find(Boolean);
      if (!found) {
        sendJson(res, 404, { error: 'no such package' });
        return;
      }
      lines.push(
        `Package ${packageId}`,
        `Order ${found.order.orderId}`,
        `Tracking ${found.items[0]!.trackingCode}`,
        `Carrier ${found.items[0]!.shipmentProvider}`,
        `Zipcode ${found.order.buyer.zipcode}`,
      );
    }
    const pdf = airWaybillPdf(lines);
    res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': pdf.length });
    res.end(pdf);
  }

  // -------------------------------------------------------------------------------------
  // HTTP
  // -------------------------------------------------------------------------------------

  function sellerApi(path: string, shopId: string, p: Params): Answer {
    switch (path) {
      case '/seller/get': {
        const shop = store.shop(shopId);
        return {
          data: {
            seller_id: shop.shopId,
            name: shop.name,
            name_company: shop.name,
            short_code: `TH${shop.shopId.slice(-6)}`,
            email: `seller-${shop.shopId}@sandbox.lazada.test`,
            status: 'ACTIVE',
            verified: 'true',
            cb: 'false',
            location: 'Bangkok',
          },
        };
      }
      case '/orders/get':
        return listOrders(shopId, p);
      case '/order/get':
        return { data: orderJson(ownOrder(shopId, p.order_id)) };
      case '/order/items/get': {
        const order = ownOrder(shopId, p.order_id);
        return { data: order.items.map((i) => orderItemJson(order, i)) };
      }
      case '/orders/items/get':
        return multipleOrderItems(shopId, p);
      case '/products/get':
        return listProducts(shopId, p);
      case '/product/stock/sellable/update':
        return updateSellable(shopId, p);
      case '/order/fulfill/pack':
        return pack(shopId, p);
      case '/order/package/rts':
        return readyToShip(shopId, p);
      case '/order/package/document/get':
        return printDocument(shopId, p);
      case '/reverse/getreverseordersforseller': {
        const answer = reverseOrders(store, reverse, shopId, p);
        if (Array.isArray(answer)) throw refuse(answer[0], answer[1]);
        return answer;
      }
      default:
        throw new Refusal(404, 'InvalidApiPath', `The specified API path ${path} is invalid`);
    }
  }

  async function api(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    rawBody: string,
    host: 'auth' | 'api',
  ): Promise<void> {
    const path = url.pathname.slice(
      host === 'auth' ? `${AUTH_PREFIX}/rest`.length : '/rest'.length,
    );
    calls[path] = (calls[path] ?? 0) + 1;
    const requestId = randomBytes(12).toString('hex');
    try {
      const params = queryOf(url);
      let signedBody: string | undefined;
      if (req.method === 'POST' && rawBody) {
        if (
          String(req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')
        ) {
          for (const [key, value] of new URLSearchParams(rawBody)) params[key] = value;
        } else {
          signedBody = rawBody;
        }
      }
      checkSystem(path, params, signedBody);
      let answer: Answer;
      if (host === 'auth') {
        if (path === '/auth/token/create') answer = createToken(params);
        else if (path === '/auth/token/refresh') answer = refreshToken(params);
        else throw new Refusal(404, 'InvalidApiPath', `The specified API path ${path} is invalid`);
      } else {
        const shopId = sellerOf(params.access_token);
        failIfAsked();
        answer = sellerApi(path, shopId, params);
      }
      sendJson(res, 200, { code: '0', ...answer, request_id: requestId });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      if (error.http === 429) res.setHeader('retry-after', '0');
      sendJson(res, error.http, {
        type: error.type,
        code: error.code,
        message: error.message,
        request_id: requestId,
      });
    }
  }

  function authorizePage(res: ServerResponse, url: URL): void {
    const p = queryOf(url);
    let redirectTo: URL | null = null;
    try {
      redirectTo = new URL(p.redirect_uri ?? '');
    } catch {
      redirectTo = null;
    }
    if (p.client_id !== appKey || p.response_type !== 'code' || !redirectTo) {
      sendHtml(
        res,
        400,
        '<!doctype html><html lang="th"><body><h1>คำขอไม่ถูกต้อง / Invalid request</h1><p>client_id, response_type=code and redirect_uri are required.</p></body></html>',
      );
      return;
    }
    const shop = store.shops[0] ?? store.addShop({ name: 'Sandbox Lazada' });
    const code = `0_${appKey}_${randomBytes(12).toString('hex')}`;
    codes.set(code, { shopId: shop.shopId, expiresAt: Date.now() + CODE_TTL_MS, used: false });
    redirectTo.searchParams.set('code', code);
    if (p.state) redirectTo.searchParams.set('state', p.state);
    const href = redirectTo.toString().replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    const name = shop.name.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    sendHtml(
      res,
      200,
      `<!doctype html><html lang="th"><head><meta charset="utf-8"><title>Lazada Sandbox</title></head>` +
        `<body><h1>Lazada Sandbox</h1><p>อนุญาตให้แอปเข้าถึงร้าน <strong>${name}</strong> (seller ${shop.shopId})?</p>` +
        `<p>Allow the app to access the shop <strong>${name}</strong>?</p>` +
        `<a id="sandbox-authorize" href="${href}">อนุญาต / Authorize</a></body></html>`,
    );
  }

  /** A push as Lazada sends it, signed over app key + the raw body. */
  async function deliver(
    target: string,
    shopId: string,
    messageType: number,
    data: Record<string, unknown>,
  ): Promise<number> {
    const body = JSON.stringify({
      seller_id: shopId,
      message_type: messageType,
      data,
      timestamp: Date.now(),
      site: 'lazada_th',
    });
    const response = await fetch(target, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: lazadaPushSignature(appKey, appSecret, body),
      },
      body,
      signal: AbortSignal.timeout(5000),
    });
    await response.arrayBuffer();
    return response.status;
  }

  const server: SandboxServer = {
    platform: 'lazada',
    url: '',
    env: {},
    webhookUrl: options.webhookUrl ?? null,
    setWebhookUrl(url) {
      server.webhookUrl = url;
    },
    addShop: (input) => store.addShop(input),
    upsertOrder: (shopId, input) => store.upsertOrder(shopId, input),
    setOrderStatus(shopId, orderId, status) {
      const order = store.orders.get(orderId);
      if (!order || order.shopId !== shopId)
        throw new Error(`no order ${orderId} in shop ${shopId}`);
      for (const item of order.items) item.status = status;
      store.touch(order);
      return store.view(order);
    },
    order(shopId, orderId) {
      const order = store.orders.get(orderId);
      return order && order.shopId === shopId ? store.view(order) : undefined;
    },
    addProduct: (shopId, input) => store.addProduct(shopId, input),
    stockOf: (shopId, skuId) =>
      store.skus.find((s) => s.shopId === shopId && s.skuId === skuId)?.stock,
    stockPushes: () => [...store.pushes],
    failNext(count, status) {
      failing = { count, status };
    },
    expireAccessTokens() {
      for (const entry of accessTokens.values()) entry.expiresAt = 0;
    },
    async returnRequest(shopId, input) {
      const { order, stored } = applyReverse(store, reverse, shopId, input);
      const item = order.items[0];
      const pushStatus = server.webhookUrl
        ? await deliver(server.webhookUrl, shopId, 10, {
            trade_order_id: order.orderId,
            trade_order_line_id: item?.orderItemId ?? '',
            reverse_order_id: stored.returnId,
            reverse_order_line_id: `${stored.returnId}01`,
            reverse_status: stored.status,
            status_update_time: stored.updateTime,
          })
        : null;
      return { ...stored, orderStatus: store.view(order).status, pushStatus };
    },
    async sendWebhook(shopId, orderId, url) {
      const order = store.orders.get(orderId);
      if (!order || order.shopId !== shopId)
        throw new Error(`no order ${orderId} in shop ${shopId}`);
      const target = url ?? server.webhookUrl;
      if (!target) throw new Error('no webhook URL set');
      const item = order.items[0];
      return deliver(target, shopId, 0, {
        order_status: item?.status ?? 'pending',
        trade_order_id: order.orderId,
        trade_order_line_id: item?.orderItemId ?? '',
        status_update_time: Math.floor(order.updatedAt / 1000),
      });
    },
    calls: () => ({ ...calls }),
    reset() {
      store.reset();
      reverse.reset();
      codes.clear();
      accessTokens.clear();
      refreshTokens.clear();
      calls = {};
      failing = { count: 0, status: 429 };
    },
    close: () => closeServer(http),
  };

  const state = () => ({
    shops: store.shops,
    orders: [...store.orders.values()].map((o) => store.view(o)),
    returns: reverse.all(),
    products: store.skus.map((sku) => ({ ...sku, price: satangText(sku.price) })),
    stockPushes: store.pushes,
    calls,
    webhookUrl: server.webhookUrl,
  });

  const { server: http, url } = await listen(
    async (req, res, reqUrl, rawBody) => {
      if (await handleControl(server, res, reqUrl, rawBody, state)) return;
      const path = reqUrl.pathname;
      if (path === `${AUTH_PREFIX}/oauth/authorize`) return authorizePage(res, reqUrl);
      if (path.startsWith(`${AUTH_PREFIX}/rest/`)) return api(req, res, reqUrl, rawBody, 'auth');
      if (path.startsWith('/rest/')) return api(req, res, reqUrl, rawBody, 'api');
      const awb = /^\/files\/awb\/(.+)\.pdf$/.exec(path);
      if (awb && req.method === 'GET') return airWaybill(res, awb[1]!);
      sendJson(res, 404, { error: `no such path ${path}` });
    },
    { port: options.port, host: options.host },
  );
  baseUrl = url;
  server.url = url;
  server.env = {
    LAZADA_APP_KEY: appKey,
    LAZADA_APP_SECRET: appSecret,
    LAZADA_API_BASE: `${url}/rest`,
    LAZADA_AUTH_BASE: `${url}${AUTH_PREFIX}/rest`,
  };
  return server;
}

function tag(block: string, name: string): string | null {
  const found = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(block);
  if (!found) return null;
  return found[1]!
    .trim()
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
