import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sameSignature } from '@/lib/domain/platforms/signature';
import { tiktokPushSignature, tiktokSign } from '@/lib/domain/platforms/tiktok/sign';
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
import { labelPdf } from './tiktok-pdf';
import { ReturnBook, type StoredReturn } from './sandbox-returns';
import {
  TiktokStore,
  newTrackingNumber,
  orderJson,
  orderView,
  packageJson,
  productJson,
  type StoredOrder,
  type StoredShop,
} from './tiktok-store';

// A local TikTok Shop (API 202309) that keeps to the documented contract (TikTok's
// authorization and signing guides and its API reference) and nothing more, so the
// connector cannot lean on anything the real platform would not do:
// - the authorization host: /oauth/authorize (an HTML page whose one button, a plain link,
//   sends the seller back with a single-use code good for 30 minutes; TikTok takes the
//   redirect URL from the app's Partner Center settings, the sandbox from the
//   redirect_uri query parameter), /api/v2/token/get and /api/v2/token/refresh (unsigned,
//   app secret in the query, *_expire_in as absolute Unix timestamps);
// - the open API: every call signed (app_key, timestamp within now-5 min..now+30 s, sign
//   over path + sorted query + raw body), the access token in x-tts-access-token, the shop
//   cipher on shop calls; the envelope {code, message, data, request_id};
// - orders by update or create time with TikTok's opaque page token, details by up to 50
//   ids, products with paging, stock pushes, ship (AWAITING_SHIPMENT -> AWAITING_COLLECTION
//   with a tracking number), the package, the shipping label (a link to a PDF);
// - return requests (Search Returns, POST /return_refund/202309/returns/search by order
//   ids, `data.return_orders[]`), opened and moved through the control API, each change
//   pushed as type 12 (return status);
// - pushes signed as TikTok signs them (Authorization: HMAC-SHA256 of app key + body).
// Error codes follow TikTok's common-error table; the few a TikTok page does not list
// (an over-long id list, a product that cannot take stock) use its generic parameter codes.

const DEFAULT_APP_KEY = 'sandbox-tiktok-key';
const DEFAULT_APP_SECRET = 'sandbox-tiktok-secret';
const SEVEN_DAYS = 7 * 24 * 3600;
const AUTHORIZATION_SECONDS = 365 * 24 * 3600;
const CODE_TTL_MS = 30 * 60 * 1000;
const ORDER_STATUSES = new Set([
  'UNPAID',
  'ON_HOLD',
  'AWAITING_SHIPMENT',
  'PARTIALLY_SHIPPING',
  'AWAITING_COLLECTION',
  'IN_TRANSIT',
  'DELIVERED',
  'COMPLETED',
  'CANCELLED',
]);
const DOCUMENT_TYPES = new Set([
  'SHIPPING_LABEL',
  'PACKING_SLIP',
  'SHIPPING_LABEL_AND_PACKING_SLIP',
  'SHIPPING_LABEL_PICTURE',
  'HAZMAT_LABEL',
]);

type Query = Record<string, string>;

/** TikTok's return statuses (platforms.md 1.3), the first where a request starts. */
const RETURN_STATUSES = [
  'RETURN_OR_REFUND_REQUEST_PENDING',
  'AWAITING_BUYER_SHIP',
  'BUYER_SHIPPED_ITEM',
  'REFUND_OR_RETURN_REQUEST_REJECT',
  'REJECT_RECEIVE_PACKAGE',
  'RETURN_OR_REFUND_REQUEST_SUCCESS',
  'RETURN_OR_REFUND_REQUEST_CANCEL',
  'RETURN_OR_REFUND_REQUEST_COMPLETE',
];
const RETURN_TYPE = { return: 'RETURN_AND_REFUND', refund: 'REFUND', replacement: 'REPLACEMENT' };

function returnJson(r: StoredReturn): Record<string, unknown> {
  return {
    return_id: r.returnId,
    order_id: r.orderId,
    return_status: r.status,
    return_type: RETURN_TYPE[r.kind],
    role: 'BUYER',
    return_reason_text: r.reason,
    return_tracking_number: r.trackingNumber ?? '',
    create_time: r.createTime,
    update_time: r.updateTime,
  };
}

interface ApiContext {
  query: Query;
  rawBody: string;
  shop: StoredShop | null;
  params: string[];
}

interface ApiRoute {
  method: 'GET' | 'POST';
  /** The documented path, the name calls() counts under. */
  name: string;
  pattern: RegExp;
  shopScoped: boolean;
  handle: (ctx: ApiContext) => Answer;
}

interface Answer {
  status: number;
  code: number;
  message: string;
  data?: unknown;
}

const ok = (data: unknown): Answer => ({ status: 200, code: 0, message: 'Success', data });
const refuse = (status: number, code: number, message: string): Answer => ({
  status,
  code,
  message,
});
/** A request TikTok would call malformed. */
const badParam = (message: string): Answer =>
  refuse(400, 21001001, `Invalid parameters. ${message}`);

function requestId(): string {
  return randomBytes(13).toString('hex').toUpperCase();
}

function sendAnswer(res: ServerResponse, answer: Answer): void {
  const body: Record<string, unknown> = {
    code: answer.code,
    message: answer.message,
    request_id: requestId(),
  };
  if (answer.code === 0) body.data = answer.data ?? {};
  sendJson(res, answer.status, body);
}

function parseBody(rawBody: string): Record<string, unknown> | null {
  if (!rawBody) return {};
  try {
    const parsed: unknown = JSON.parse(rawBody);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function pageToken(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function readToken<T>(token: string | undefined): T | null {
  if (!token) return null;
  try {
    return JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}

function pageSize(query: Query): number | null {
  const size = Number(query.page_size);
  return Number.isInteger(size) && size >= 1 && size <= 100 ? size : null;
}

function optionalSeconds(body: Record<string, unknown>, key: string): number | null | 'bad' {
  const value = body[key];
  if (value === undefined || value === null) return null;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 'bad';
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export async function startTiktokSandbox(options: SandboxOptions = {}): Promise<SandboxServer> {
  const appKey = options.appKey ?? DEFAULT_APP_KEY;
  const appSecret = options.appSecret ?? DEFAULT_APP_SECRET;
  const accessTtl = options.accessTokenTtlSeconds ?? SEVEN_DAYS;
  const store = new TiktokStore();
  const returns = new ReturnBook({
    statuses: {
      return: RETURN_STATUSES,
      refund: RETURN_STATUSES,
      replacement: [
        'REPLACEMENT_REQUEST_PENDING',
        'REPLACEMENT_REQUEST_REJECT',
        'REPLACEMENT_REQUEST_REFUND_SUCCESS',
        'REPLACEMENT_REQUEST_CANCEL',
        'REPLACEMENT_REQUEST_COMPLETE',
      ],
    },
  });
  const searchCache: { key: string; rows: StoredOrder[] } = { key: '', rows: [] };
  const codes = new Map<string, { expiresAt: number; used: boolean }>();
  const accessTokens = new Map<string, { expiresAt: number }>();
  const refreshTokens = new Map<string, { expiresAt: number }>();
  let callCounts: Record<string, number> = {};
  let failures: { count: number; status: 429 | 500 | 503 | 401 } = { count: 0, status: 429 };
  let baseUrl = '';
  const labels = new Map<string, StoredOrder>();

  const count = (name: string) => {
    callCounts[name] = (callCounts[name] ?? 0) + 1;
  };

  // ---------------------------------------------------------------------------------
  // Authorization host
  // ---------------------------------------------------------------------------------

  function authorizePage(res: ServerResponse, query: Query): void {
    const redirectUri = query.redirect_uri ?? '';
    let target: URL | null = null;
    try {
      target = new URL(redirectUri);
    } catch {
      target = null;
    }
    if (query.app_key !== appKey) {
      sendHtml(res, 400, '<!doctype html><p>ไม่รู้จักแอปนี้ / Unknown app_key</p>');
      return;
    }
    if (!target || !/^https?:$/.test(target.protocol)) {
      sendHtml(res, 400, '<!doctype html><p>ไม่มี redirect_uri / redirect_uri is missing</p>');
      return;
    }
    if (!store.shops.size) store.addShop({ name: 'Sandbox TikTok Shop' });
    const code = `TTP_${randomBytes(16).toString('base64url')}`;
    codes.set(code, { expiresAt: Date.now() + CODE_TTL_MS, used: false });
    target.searchParams.set('code', code);
    target.searchParams.set('state', query.state ?? '');
    const shops = [...store.shops.values()].map((s) => `<li>${escapeHtml(s.name)}</li>`).join('');
    sendHtml(
      res,
      200,
      `<!doctype html>
<html lang="th"><head><meta charset="utf-8"><title>TikTok Shop (sandbox) – อนุญาตการเข้าถึง</title></head>
<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto">
<h1>TikTok Shop Seller Center (sandbox)</h1>
<p>แอป <strong>${escapeHtml(appKey)}</strong> ขอเข้าถึงคำสั่งซื้อ สินค้า และการจัดส่งของร้านค้าต่อไปนี้<br>
The app <strong>${escapeHtml(appKey)}</strong> asks for access to the orders, products and shipping of:</p>
<ul>${shops}</ul>
<p><a id="sandbox-authorize" href="${escapeHtml(target.toString())}"
 style="display:inline-block;padding:.6rem 1.2rem;background:#fe2c55;color:#fff;text-decoration:none;border-radius:4px">อนุญาต / Authorize</a></p>
</body></html>`,
    );
  }

  function issueTokens(refreshToken: string, refreshExpiresAt: number): Record<string, unknown> {
    const accessToken = `TTP_${randomBytes(24).toString('base64url')}`;
    const now = Math.floor(Date.now() / 1000);
    accessTokens.set(accessToken, { expiresAt: (now + accessTtl) * 1000 });
    return {
      access_token: accessToken,
      access_token_expire_in: now + accessTtl,
      refresh_token: refreshToken,
      refresh_token_expire_in: Math.floor(refreshExpiresAt / 1000),
      open_id: 'sandbox-open-id',
      seller_name: 'Sandbox TikTok Seller',
      seller_base_region: 'TH',
      user_type: 0,
    };
  }

  function tokenCall(path: string, query: Query): Answer {
    if (query.app_key !== appKey || query.app_secret !== appSecret) {
      return refuse(200, 36004003, 'invalid app_key or app_secret');
    }
    if (path === '/api/v2/token/get') {
      if (query.grant_type !== 'authorized_code') {
        return refuse(200, 36004002, 'grant_type must be authorized_code');
      }
      const code = codes.get(query.auth_code ?? '');
      if (!code || code.used || code.expiresAt <= Date.now()) {
        return refuse(200, 36004004, 'invalid auth code');
      }
      code.used = true;
      const refreshToken = `TTP_${randomBytes(24).toString('base64url')}`;
      const refreshExpiresAt = Date.now() + AUTHORIZATION_SECONDS * 1000;
      refreshTokens.set(refreshToken, { expiresAt: refreshExpiresAt });
      return ok(issueTokens(refreshToken, refreshExpiresAt));
    }
    if (query.grant_type !== 'refresh_token') {
      return refuse(200, 36004002, 'grant_type must be refresh_token');
    }
    const refresh = refreshTokens.get(query.refresh_token ?? '');
    if (!refresh) return refuse(200, 36004005, 'can not find related auth record');
    if (refresh.expiresAt <= Date.now()) return refuse(200, 36004001, 'rt has expired');
    // The refresh token lives as long as the authorization: the same one comes back.
    return ok(issueTokens(query.refresh_token!, refresh.expiresAt));
  }

  // ---------------------------------------------------------------------------------
  // Open API
  // ---------------------------------------------------------------------------------

  function searchOrders(ctx: ApiContext): Answer {
    const size = pageSize(ctx.query);
    if (size === null) return badParam('page_size must be 1-100');
    const sortField = ctx.query.sort_field ?? 'create_time';
    const sortOrder = ctx.query.sort_order ?? 'DESC';
    if (!['create_time', 'update_time'].includes(sortField)) return badParam('sort_field');
    if (!['ASC', 'DESC'].includes(sortOrder)) return badParam('sort_order');
    const body = parseBody(ctx.rawBody);
    if (!body) return badParam('the body is not a JSON object');
    const bounds = ['update_time_ge', 'update_time_lt', 'create_time_ge', 'create_time_lt'].map(
      (k) => optionalSeconds(body, k),
    );
    if (bounds.includes('bad')) return badParam('times are Unix seconds');
    const [updGe = null, updLt = null, crGe = null, crLt = null] = bounds as (number | null)[];
    const status = typeof body.order_status === 'string' ? body.order_status : null;
    const field = (o: StoredOrder) => (sortField === 'update_time' ? o.updateTime : o.createTime);
    const sign = sortOrder === 'ASC' ? 1 : -1;
    // A sync reads page after page of the same search: the sorted list is kept until an
    // order changes, so a large shop answers each page without sorting it all again.
    const searchKey = JSON.stringify([
      store.version,
      ctx.shop!.shopId,
      bounds,
      status,
      sortField,
      sortOrder,
    ]);
    const cached = searchCache.key === searchKey ? searchCache.rows : null;
    const matching =
      cached ??
      store
        .ordersOf(ctx.shop!.shopId)
        .filter(
          (o) =>
            (updGe === null || o.updateTime >= updGe) &&
            (updLt === null || o.updateTime < updLt) &&
            (crGe === null || o.createTime >= crGe) &&
            (crLt === null || o.createTime < crLt) &&
            (status === null || o.status === status),
        )
        .sort((a, b) => sign * (field(a) - field(b) || a.orderId.localeCompare(b.orderId)));
    searchCache.key = searchKey;
    searchCache.rows = matching;
    // The token remembers where the last page ended (sort value, id), not an offset, so a
    // page is not skipped or repeated when orders are added behind it.
    let start = 0;
    if (ctx.query.page_token) {
      const after = readToken<{ v: number; id: string; f: string; o: string }>(
        ctx.query.page_token,
      );
      if (!after || after.f !== sortField || after.o !== sortOrder) {
        return badParam('page_token is invalid');
      }
      // The first order after the token's (the list is sorted that way): a binary search.
      const isAfter = (o: StoredOrder) =>
        sign * (field(o) - after.v || o.orderId.localeCompare(after.id)) > 0;
      let lo = 0;
      let hi = matching.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (isAfter(matching[mid]!)) hi = mid;
        else lo = mid + 1;
      }
      start = lo;
    }
    const page = matching.slice(start, start + size);
    const last = page[page.length - 1];
    const more = start + size < matching.length;
    return ok({
      total_count: matching.length,
      next_page_token:
        more && last
          ? pageToken({ v: field(last), id: last.orderId, f: sortField, o: sortOrder })
          : '',
      orders: page.map(orderJson),
    });
  }

  function orderDetail(ctx: ApiContext): Answer {
    const ids = (ctx.query.ids ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (!ids.length) return badParam('ids is required');
    if (ids.length > 50) return badParam('ids: max count 50');
    const orders = ids.flatMap((id) => {
      const order = store.order(ctx.shop!.shopId, id);
      return order ? [orderJson(order)] : [];
    });
    return ok({ orders });
  }

  function searchReturns(ctx: ApiContext): Answer {
    const size = Number(ctx.query.page_size ?? '50');
    if (!Number.isInteger(size) || size < 1 || size > 50) return badParam('page_size: 1 to 50');
    const body = parseBody(ctx.rawBody);
    if (!body) return badParam('the body is not a JSON object');
    const ids = body.order_ids;
    if (ids !== undefined && (!Array.isArray(ids) || ids.length > 50)) {
      return badParam('order_ids: an array of at most 50');
    }
    const wanted = Array.isArray(ids) ? new Set(ids.map(String)) : null;
    const all = returns
      .ofOrders(ctx.shop!.shopId, wanted)
      .sort((a, b) => b.createTime - a.createTime || (a.returnId < b.returnId ? -1 : 1));
    const from = readToken<{ at: number }>(ctx.query.page_token)?.at ?? 0;
    const page = all.slice(from, from + size);
    const next = from + size < all.length ? pageToken({ at: from + size }) : '';
    return ok({
      return_orders: page.map(returnJson),
      next_page_token: next,
      total_count: all.length,
    });
  }

  function searchProducts(ctx: ApiContext): Answer {
    const size = pageSize(ctx.query);
    if (size === null) return refuse(400, 12019109, 'page size is invalid');
    const body = parseBody(ctx.rawBody);
    if (!body) return refuse(400, 12052910, 'Invalid input parameters.');
    const status = typeof body.status === 'string' ? body.status : 'ALL';
    const skuIds = Array.isArray(body.sku_ids) ? body.sku_ids.map(String) : null;
    const sellerSkus = Array.isArray(body.seller_skus) ? body.seller_skus.map(String) : null;
    if (skuIds && skuIds.length > 10) {
      return refuse(400, 12019087, 'The number of SKU IDs exceeds the limit of 10');
    }
    if (sellerSkus && sellerSkus.length > 10) {
      return refuse(
        400,
        12019027,
        'The maximum count of “seller_skus” in the search filter is 10.',
      );
    }
    const matching = store.productsOf(ctx.shop!.shopId).filter((p) => {
      const skus = [...p.skus.values()];
      return (
        (status === 'ALL' ? p.status !== 'DELETED' : p.status === status) &&
        (!skuIds || skus.some((s) => skuIds.includes(s.skuId))) &&
        (!sellerSkus || skus.some((s) => s.sellerSku !== null && sellerSkus.includes(s.sellerSku)))
      );
    });
    let offset = 0;
    if (ctx.query.page_token) {
      const token = readToken<{ offset: number }>(ctx.query.page_token);
      if (!token || !Number.isInteger(token.offset)) {
        return refuse(400, 12019108, 'page number is invalid');
      }
      offset = token.offset;
    }
    const page = matching.slice(offset, offset + size);
    const more = offset + size < matching.length;
    return ok({
      total_count: matching.length,
      products: page.map(productJson),
      next_page_token: more ? pageToken({ offset: offset + size }) : '',
    });
  }

  function updateInventory(ctx: ApiContext): Answer {
    const shopId = ctx.shop!.shopId;
    const product = store.product(shopId, ctx.params[0]!);
    const refuseStock = (message: string) =>
      refuse(400, 12052910, `Invalid input parameters. ${message}`);
    if (!product) return refuseStock('The product does not exist.');
    if (product.status !== 'ACTIVATE') return refuseStock('The product must be ACTIVATE.');
    const body = parseBody(ctx.rawBody);
    const skus = body && Array.isArray(body.skus) ? (body.skus as unknown[]) : null;
    if (!skus || !skus.length) return refuseStock('skus is required.');
    const changes: { skuId: string; stock: Map<string, number> }[] = [];
    for (const entry of skus) {
      const e = (entry ?? {}) as { id?: unknown; inventory?: unknown };
      const sku = product.skus.get(String(e.id ?? ''));
      if (!sku) return refuseStock(`SKU ${String(e.id)} does not belong to the product.`);
      const inventory = Array.isArray(e.inventory) ? (e.inventory as unknown[]) : [];
      const stock = new Map<string, number>();
      for (const item of inventory) {
        const i = (item ?? {}) as { warehouse_id?: unknown; quantity?: unknown };
        const quantity = i.quantity;
        if (typeof quantity !== 'number' || !Number.isInteger(quantity)) {
          return refuseStock('quantity must be an integer.');
        }
        // TikTok documents 1..99,999; whether 0 is taken is not documented: taken here.
        if (quantity < 0 || quantity > 99_999) return refuseStock('quantity out of range.');
        stock.set(String(i.warehouse_id ?? ''), quantity);
      }
      for (const warehouseId of sku.stock.keys()) {
        if (!stock.has(warehouseId)) {
          return refuseStock(`Every warehouse of SKU ${sku.skuId} must be included.`);
        }
      }
      for (const warehouseId of stock.keys()) {
        if (!sku.stock.has(warehouseId)) return refuseStock(`Unknown warehouse ${warehouseId}.`);
      }
      changes.push({ skuId: sku.skuId, stock });
    }
    for (const change of changes) {
      product.skus.get(change.skuId)!.stock = change.stock;
      store.pushes.push({
        shopId,
        itemId: product.itemId,
        skuId: change.skuId,
        quantity: [...change.stock.values()].reduce((a, b) => a + b, 0),
        at: Date.now(),
      });
    }
    product.updateTime = Math.floor(Date.now() / 1000);
    return ok({});
  }

  function orderOfPackage(ctx: ApiContext): StoredOrder | Answer {
    const order = store.orderByPackage(ctx.shop!.shopId, ctx.params[0]!);
    return order ?? refuse(200, 21011028, 'The package does not belong to the current shop.');
  }

  function shipPackage(ctx: ApiContext): Answer {
    const found = orderOfPackage(ctx);
    if ('code' in found) return found;
    const body = parseBody(ctx.rawBody);
    if (!body) return badParam('the body is not a JSON object');
    const method = body.handover_method;
    if (method !== undefined && method !== 'PICKUP' && method !== 'DROP_OFF') {
      return badParam('handover_method must be PICKUP or DROP_OFF');
    }
    if (found.shipped) return refuse(200, 21011040, 'Package has already been shipped.');
    if (found.status === 'CANCELLED') {
      return refuse(200, 21011041, 'Cannot complete the operation when order is cancelled.');
    }
    if (found.status !== 'AWAITING_SHIPMENT') {
      return refuse(200, 21011003, 'fulfill_unit action not allowed');
    }
    found.shipped = true;
    found.trackingNumber = newTrackingNumber();
    found.labelToken = randomBytes(16).toString('hex');
    labels.set(found.labelToken, found);
    store.setStatus(found, 'AWAITING_COLLECTION');
    return ok({});
  }

  function packageDetail(ctx: ApiContext): Answer {
    const found = orderOfPackage(ctx);
    if ('code' in found) return found;
    return ok(packageJson(found));
  }

  function shippingDocuments(ctx: ApiContext): Answer {
    const found = orderOfPackage(ctx);
    if ('code' in found) return found;
    if (!DOCUMENT_TYPES.has(ctx.query.document_type ?? '')) return badParam('document_type');
    const size = ctx.query.document_size;
    if (size !== undefined && size !== 'A6' && size !== 'A5') return badParam('document_size');
    if (!found.shipped || !found.labelToken) {
      return refuse(200, 21011003, 'fulfill_unit action not allowed: the package is not shipped');
    }
    return ok({
      doc_url: `${baseUrl}/sandbox-files/labels/${found.labelToken}.pdf`,
      tracking_number: found.trackingNumber,
    });
  }

  const routes: ApiRoute[] = [
    {
      method: 'GET',
      name: '/authorization/202309/shops',
      pattern: /^\/authorization\/202309\/shops$/,
      shopScoped: false,
      handle: () =>
        ok({
          shops: [...store.shops.values()].map((s) => ({
            id: s.shopId,
            name: s.name,
            region: s.region,
            seller_type: 'LOCAL',
            cipher: s.cipher,
            code: `THLC${s.shopId.slice(-6)}`,
          })),
        }),
    },
    {
      method: 'POST',
      name: '/order/202309/orders/search',
      pattern: /^\/order\/202309\/orders\/search$/,
      shopScoped: true,
      handle: searchOrders,
    },
    {
      method: 'GET',
      name: '/order/202309/orders',
      pattern: /^\/order\/202309\/orders$/,
      shopScoped: true,
      handle: orderDetail,
    },
    {
      method: 'POST',
      name: '/return_refund/202309/returns/search',
      pattern: /^\/return_refund\/202309\/returns\/search$/,
      shopScoped: true,
      handle: searchReturns,
    },
    {
      method: 'POST',
      name: '/product/202502/products/search',
      pattern: /^\/product\/202502\/products\/search$/,
      shopScoped: true,
      handle: searchProducts,
    },
    {
      method: 'POST',
      name: '/product/202309/products/{product_id}/inventory/update',
      pattern: /^\/product\/202309\/products\/([^/]+)\/inventory\/update$/,
      shopScoped: true,
      handle: updateInventory,
    },
    {
      method: 'POST',
      name: '/fulfillment/202309/packages/{package_id}/ship',
      pattern: /^\/fulfillment\/202309\/packages\/([^/]+)\/ship$/,
      shopScoped: true,
      handle: shipPackage,
    },
    {
      method: 'GET',
      name: '/fulfillment/202309/packages/{package_id}/shipping_documents',
      pattern: /^\/fulfillment\/202309\/packages\/([^/]+)\/shipping_documents$/,
      shopScoped: true,
      handle: shippingDocuments,
    },
    {
      method: 'GET',
      name: '/fulfillment/202309/packages/{package_id}',
      pattern: /^\/fulfillment\/202309\/packages\/([^/]+)$/,
      shopScoped: true,
      handle: packageDetail,
    },
  ];

  /** The gateway's checks, in TikTok's words, before any API answers. */
  function gate(
    req: IncomingMessage,
    url: URL,
    rawBody: string,
    route: ApiRoute,
  ): Answer | ApiContext {
    if (failures.count > 0) {
      failures.count -= 1;
      if (failures.status === 429) {
        return refuse(
          429,
          36009002,
          "Too many requests. You've made too many requests in a short period of time.",
        );
      }
      if (failures.status === 401) {
        return refuse(
          401,
          105002,
          'Expired credentials. The x-tts-access-token header has expired.',
        );
      }
      return refuse(failures.status, 36009003, 'Internal error. Please try again.');
    }
    const query = queryOf(url);
    if (query.app_key !== appKey) {
      return refuse(401, 36009004, 'Invalid credentials. Invalid app_key query parameter.');
    }
    if (!query.sign) {
      return refuse(
        401,
        36009004,
        'Missing credentials. The request does not include a required signature in the query.',
      );
    }
    const timestamp = Number(query.timestamp);
    const now = Date.now() / 1000;
    if (!/^\d{10}$/.test(query.timestamp ?? '') || timestamp < now - 300 || timestamp > now + 30) {
      return refuse(
        401,
        36009004,
        'Invalid timestamp. Timestamps must lie within the range of 5 minutes before to 30 seconds beyond the current time.',
      );
    }
    const multipart = /multipart\/form-data/i.test(req.headers['content-type'] ?? '');
    const expected = tiktokSign({ appSecret, path: url.pathname, query, body: rawBody, multipart });
    if (!sameSignature(expected, query.sign)) {
      return refuse(401, 106001, 'Invalid credentials. The sign query parameter is invalid.');
    }
    const header = req.headers['x-tts-access-token'];
    const token = accessTokens.get(Array.isArray(header) ? (header[0] ?? '') : (header ?? ''));
    if (!token) {
      return refuse(
        401,
        36009004,
        'Invalid credentials. The x-tts-access-token header is invalid.',
      );
    }
    if (token.expiresAt <= Date.now()) {
      return refuse(401, 105002, 'Expired credentials. The x-tts-access-token header has expired.');
    }
    let shop: StoredShop | null = null;
    if (route.shopScoped) {
      if (!query.shop_cipher) {
        return refuse(
          400,
          106013,
          'Missing identifier. The shop_cipher query parameter is required to identify the target shop.',
        );
      }
      shop = store.shopByCipher(query.shop_cipher) ?? null;
      if (!shop)
        return refuse(
          401,
          101000,
          'Invalid query or header. The shop_cipher does not match the token.',
        );
    } else if (query.shop_cipher) {
      return refuse(
        400,
        36009004,
        'Unexpected identifier. The shop_cipher query parameter is not required for this request.',
      );
    }
    const params = route.pattern.exec(url.pathname)!.slice(1).map(decodeURIComponent);
    return { query, rawBody, shop, params };
  }

  function answerApi(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    rawBody: string,
  ): boolean {
    const matches = routes.filter((r) => r.pattern.test(url.pathname));
    if (!matches.length) return false;
    const route = matches.find((r) => r.method === req.method);
    if (!route) {
      sendAnswer(
        res,
        refuse(
          405,
          36009010,
          'Invalid method. The HTTP method used is not supported by this endpoint.',
        ),
      );
      return true;
    }
    count(route.name);
    const gated = gate(req, url, rawBody, route);
    if ('code' in gated) {
      if (gated.status === 429) res.setHeader('retry-after', '0');
      if (gated.status === 503) {
        res.writeHead(503, { 'content-type': 'text/plain' });
        res.end('Service Unavailable');
        return true;
      }
      sendAnswer(res, gated);
      return true;
    }
    sendAnswer(res, route.handle(gated));
    return true;
  }

  // ---------------------------------------------------------------------------------
  // The server
  // ---------------------------------------------------------------------------------

  /** A push as TikTok sends it: the envelope, signed over app key + the raw body. */
  async function deliver(
    target: string,
    push: { type: number; shop_id: string; data: Record<string, unknown> },
  ): Promise<number> {
    const body = JSON.stringify({
      type: push.type,
      tts_notification_id: `7${randomBytes(9).readBigUInt64BE().toString().padStart(18, '0')}`,
      shop_id: push.shop_id,
      timestamp: Math.floor(Date.now() / 1000),
      data: push.data,
    });
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: tiktokPushSignature(appKey, appSecret, body),
        },
        body,
        signal: AbortSignal.timeout(3000),
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      // Nobody answered within TikTok's 3 seconds: TikTok would retry later.
      return 0;
    }
  }

  const server: SandboxServer = {
    platform: 'tiktok',
    url: '',
    env: {},
    webhookUrl: options.webhookUrl ?? null,
    setWebhookUrl(url) {
      server.webhookUrl = url;
    },
    addShop(input) {
      const shop = store.addShop(input);
      return { shopId: shop.shopId, name: shop.name };
    },
    upsertOrder(shopId, input) {
      if (input.status && !ORDER_STATUSES.has(input.status)) {
        throw new Error(`not a TikTok order status: ${input.status}`);
      }
      return orderView(store.upsertOrder(shopId, input));
    },
    setOrderStatus(shopId, orderId, status) {
      if (!ORDER_STATUSES.has(status)) throw new Error(`not a TikTok order status: ${status}`);
      const order = store.order(shopId, orderId);
      if (!order) throw new Error(`unknown sandbox order ${orderId}`);
      return orderView(store.setStatus(order, status));
    },
    order(shopId, orderId) {
      const order = store.order(shopId, orderId);
      return order ? orderView(order) : undefined;
    },
    addProduct(shopId, input) {
      store.addProduct(shopId, input);
    },
    stockOf: (shopId, skuId) => store.stockOf(shopId, skuId),
    stockPushes: () => [...store.pushes],
    failNext(count, status) {
      failures = { count, status };
    },
    expireAccessTokens() {
      for (const token of accessTokens.values()) token.expiresAt = 0;
    },
    async returnRequest(shopId, input) {
      const order = store.order(shopId, input.orderId);
      if (!order) throw new Error(`unknown sandbox order ${input.orderId}`);
      // TikTok keeps the order's own status through a return; the order changes all the same.
      store.setStatus(order, order.status);
      const stored = returns.apply(shopId, input, order.updateTime);
      const pushStatus = server.webhookUrl
        ? await deliver(server.webhookUrl, {
            type: 12,
            shop_id: shopId,
            data: {
              order_id: order.orderId,
              return_id: stored.returnId,
              return_role: 'BUYER',
              return_type: RETURN_TYPE[stored.kind],
              return_status: stored.status,
              create_time: stored.createTime,
              update_time: stored.updateTime,
            },
          })
        : null;
      return { ...stored, orderStatus: order.status, pushStatus };
    },
    async sendWebhook(shopId, orderId, url) {
      const target = url ?? server.webhookUrl;
      if (!target) throw new Error('no webhook URL: setWebhookUrl first');
      const order = store.order(shopId, orderId);
      if (!order) throw new Error(`unknown sandbox order ${orderId}`);
      return deliver(target, {
        type: 1,
        shop_id: shopId,
        data: {
          order_id: order.orderId,
          order_status: order.status,
          is_on_hold_order: order.status === 'ON_HOLD',
          update_time: order.updateTime,
        },
      });
    },
    calls: () => ({ ...callCounts }),
    reset() {
      store.reset();
      returns.reset();
      codes.clear();
      accessTokens.clear();
      refreshTokens.clear();
      labels.clear();
      callCounts = {};
      failures = { count: 0, status: 429 };
    },
    close: () => closeServer(listening.server),
  };

  const state = () => ({
    shops: [...store.shops.values()],
    orders: [...store.orders.values()].map(orderView),
    returns: returns.all(),
    products: [...store.products.values()].map(productJson),
    stockPushes: store.pushes,
    calls: callCounts,
  });

  const listening = await listen(
    async (req, res, url, rawBody) => {
      if (await handleControl(server, res, url, rawBody, state)) return;
      const query = queryOf(url);
      if (req.method === 'GET' && url.pathname === '/oauth/authorize') {
        authorizePage(res, query);
        return;
      }
      if (
        req.method === 'GET' &&
        (url.pathname === '/api/v2/token/get' || url.pathname === '/api/v2/token/refresh')
      ) {
        count(url.pathname);
        sendAnswer(res, tokenCall(url.pathname, query));
        return;
      }
      const label = /^\/sandbox-files\/labels\/([0-9a-f]+)\.pdf$/.exec(url.pathname);
      if (req.method === 'GET' && label) {
        const order = labels.get(label[1]!);
        if (!order) {
          sendJson(res, 404, { error: 'no such document' });
          return;
        }
        const pdf = labelPdf([
          'TikTok Shop - Sandbox Express',
          `Tracking: ${order.trackingNumber ?? ''}`,
          `Order: ${order.orderId}`,
          `Package: ${order.packageId}`,
          `To: ${order.buyer.zipcode}`,
        ]);
        res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': pdf.length });
        res.end(pdf);
        return;
      }
      if (answerApi(req, res, url, rawBody)) return;
      sendAnswer(
        res,
        refuse(
          404,
          36009009,
          'Invalid path. The specified path does not match any available endpoint.',
        ),
      );
    },
    { port: options.port, host: options.host },
  );

  baseUrl = listening.url;
  server.url = listening.url;
  server.env = {
    TIKTOK_APP_KEY: appKey,
    TIKTOK_APP_SECRET: appSecret,
    TIKTOK_API_BASE: listening.url,
    TIKTOK_AUTH_BASE: listening.url,
  };
  return server;
}
