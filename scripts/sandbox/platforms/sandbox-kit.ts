import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SandboxReturnInput, SandboxReturnView } from './sandbox-returns';

// The pieces every local platform server shares. Each server (tiktok-server.ts,
// shopee-server.ts, lazada-server.ts) follows its platform's documented contract
// (docs/platform-sandbox.md): signatures checked, cursors, 429s, expiring tokens, signed
// pushes. The integration and e2e tests start them in-process; `npm run sandbox` (and the
// quickstart without platform credentials) runs them as the sandbox a newcomer connects to.
//
// Every server also answers a control API under /__sandbox/ (JSON), the same operations as
// the SandboxServer methods, so the e2e tests and a person can drive it over HTTP:
//   GET  /__sandbox/state                      shops, orders, products, stock pushes, calls
//   POST /__sandbox/shops        {shopId?, name?}                     -> SandboxShop
//   POST /__sandbox/orders       {shopId, ...SandboxOrderInput}       -> SandboxOrderView
//   POST /__sandbox/orders/status {shopId, orderId, status}           -> SandboxOrderView
//   POST /__sandbox/products     {shopId, ...SandboxProductInput}     -> ok
//   POST /__sandbox/fail         {count, status}                      -> ok (next calls fail)
//   POST /__sandbox/expire-tokens                                    -> ok
//   POST /__sandbox/webhook      {shopId, orderId, url?}              -> {status}
//   POST /__sandbox/returns      {shopId, ...SandboxReturnInput}      -> SandboxReturnView
//        (opens a buyer's return request on an order, or moves it along by returnId; the
//        order changes as the platform would and the signed push goes to the webhook URL)
//   POST /__sandbox/reset                                            -> ok

export type SandboxPlatform = 'tiktok' | 'shopee' | 'lazada';

export interface SandboxBuyer {
  name: string;
  phone: string;
  address: string;
  subdistrict: string;
  district: string;
  province: string;
  zipcode: string;
}

export interface SandboxLineInput {
  itemId: string;
  skuId: string;
  sellerSku: string | null;
  name: string;
  quantity: number;
  /** Unit price, decimal string. */
  price: string;
  sellerDiscount?: string;
  platformDiscount?: string;
}

/** A platform-neutral order a test or the generator puts on a sandbox shop. */
export interface SandboxOrderInput {
  /** Made up when absent. */
  orderId?: string;
  /** The platform's own status word (TikTok AWAITING_SHIPMENT, Shopee READY_TO_SHIP, Lazada pending). */
  status?: string;
  buyer?: Partial<SandboxBuyer>;
  lines: SandboxLineInput[];
  shippingFee?: string;
  cod?: boolean;
  /** Unix seconds; defaults to now (and always moves forward on a change). */
  updateTime?: number;
  createTime?: number;
}

export interface SandboxOrderView {
  orderId: string;
  shopId: string;
  status: string;
  updateTime: number;
  packageId: string;
  trackingNumber: string | null;
  shipped: boolean;
}

export interface SandboxProductInput {
  itemId: string;
  skuId: string;
  sellerSku: string | null;
  name: string;
  price: string;
  stock: number;
  warehouseId?: string;
}

export interface SandboxShop {
  shopId: string;
  name: string;
}

export interface SandboxStockPush {
  shopId: string;
  itemId: string;
  skuId: string;
  quantity: number;
  at: number;
}

export interface SandboxServer {
  platform: SandboxPlatform;
  /** http://127.0.0.1:<port> */
  url: string;
  /** The variables that point the app at this server (TIKTOK_API_BASE, TIKTOK_APP_KEY, ...). */
  env: Record<string, string>;
  /** Where pushes go; changed by setWebhookUrl. */
  webhookUrl: string | null;
  setWebhookUrl(url: string | null): void;
  addShop(input?: Partial<SandboxShop>): SandboxShop;
  /** Creates the order, or changes it (the update time moves forward). */
  upsertOrder(shopId: string, input: SandboxOrderInput): SandboxOrderView;
  setOrderStatus(shopId: string, orderId: string, status: string): SandboxOrderView;
  order(shopId: string, orderId: string): SandboxOrderView | undefined;
  addProduct(shopId: string, input: SandboxProductInput): void;
  /** The stock a SKU shows now (after the pushes). */
  stockOf(shopId: string, skuId: string): number | undefined;
  stockPushes(): SandboxStockPush[];
  /** The next `count` API calls (not token or control calls) answer `status` (429, 500 or 401). */
  failNext(count: number, status: 429 | 500 | 503 | 401): void;
  /** Every access token issued so far stops working (the next call gets the platform's expiry error). */
  expireAccessTokens(): void;
  /**
   * Opens a buyer's return or refund request on an order, or moves it along (by returnId):
   * the order changes as the platform would, and when a webhook URL is set the platform's
   * signed push about it is sent (TikTok type 12, Shopee code 3, Lazada message 10).
   */
  returnRequest(shopId: string, input: SandboxReturnInput): Promise<SandboxReturnView>;
  /** Signed push about the order to webhookUrl (or `url`); resolves to the HTTP status received. */
  sendWebhook(shopId: string, orderId: string, url?: string): Promise<number>;
  /** Counts of API calls by path, for tests that check paging and batching. */
  calls(): Record<string, number>;
  reset(): void;
  close(): Promise<void>;
}

export interface SandboxOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** Credentials the server accepts; defaults per platform (sandbox values, never real ones). */
  appKey?: string;
  appSecret?: string;
  webhookUrl?: string | null;
  /** Test speed: token lifetimes in seconds (defaults: the platform's documented ones). */
  accessTokenTtlSeconds?: number;
}

// ---------------------------------------------------------------------------------------
// HTTP helpers
// ---------------------------------------------------------------------------------------

export async function readRawBody(req: IncomingMessage, limit = 5 * 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) throw new Error('body too large');
    chunks.push(buf);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location });
  res.end();
}

/** The query of a request as a plain record (the last value of a repeated key wins). */
export function queryOf(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of url.searchParams) out[key] = value;
  return out;
}

export type SandboxHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  rawBody: string,
) => Promise<void> | void;

/** Starts an HTTP server on host:port (0: any free port) and answers with its base URL. */
export async function listen(
  handler: SandboxHandler,
  options: { port?: number; host?: string } = {},
): Promise<{ server: Server; url: string }> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    void (async () => {
      try {
        const url = new URL(req.url ?? '/', `http://${req.headers.host ?? host}`);
        const rawBody = await readRawBody(req);
        await handler(req, res, url, rawBody);
      } catch (error) {
        if (!res.headersSent) sendJson(res, 500, { error: String(error) });
        else res.end();
      }
    })();
  });
  // Keep-alive sockets must not hold close() up in tests.
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://${host}:${port}` };
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}

/** A made-up Thai buyer, so generated orders look like real ones. */
export function sandboxBuyer(seed: number, input: Partial<SandboxBuyer> = {}): SandboxBuyer {
  const names = ['สมชาย ใจดี', 'สมหญิง รักสวย', 'ปิยะ มั่นคง', 'อรทัย ศรีสุข', 'วิชัย ทองดี'];
  const places = [
    { subdistrict: 'ลุมพินี', district: 'ปทุมวัน', province: 'กรุงเทพมหานคร', zipcode: '10330' },
    { subdistrict: 'สุเทพ', district: 'เมืองเชียงใหม่', province: 'เชียงใหม่', zipcode: '50200' },
    { subdistrict: 'ในเมือง', district: 'เมืองขอนแก่น', province: 'ขอนแก่น', zipcode: '40000' },
  ];
  const place = places[seed % places.length]!;
  return {
    name: names[seed % names.length]!,
    phone: `08${String(10_000_000 + ((seed * 7919) % 89_999_999)).padStart(8, '0')}`,
    address: `${(seed % 200) + 1}/${(seed % 9) + 1} ถนนสุขุมวิท`,
    ...place,
    ...input,
  };
}

/** A control request's JSON body, or {} when it has none. */
export function controlBody(rawBody: string): Record<string, unknown> {
  if (!rawBody) return {};
  const parsed: unknown = JSON.parse(rawBody);
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
}

/**
 * Answers the /__sandbox/ control API for `server`; false when the path is not a control path.
 */
export async function handleControl(
  server: SandboxServer,
  res: ServerResponse,
  url: URL,
  rawBody: string,
  state: () => unknown,
): Promise<boolean> {
  if (!url.pathname.startsWith('/__sandbox/')) return false;
  const body = controlBody(rawBody);
  const op = url.pathname.slice('/__sandbox/'.length);
  const shopId = String(body.shopId ?? '');
  switch (op) {
    case 'state':
      sendJson(res, 200, state());
      return true;
    case 'shops':
      sendJson(res, 200, server.addShop(body as Partial<SandboxShop>));
      return true;
    case 'orders':
      sendJson(res, 200, server.upsertOrder(shopId, body as unknown as SandboxOrderInput));
      return true;
    case 'orders/status':
      sendJson(res, 200, server.setOrderStatus(shopId, String(body.orderId), String(body.status)));
      return true;
    case 'products':
      server.addProduct(shopId, body as unknown as SandboxProductInput);
      sendJson(res, 200, { ok: true });
      return true;
    case 'fail':
      server.failNext(Number(body.count ?? 1), Number(body.status ?? 429) as 429);
      sendJson(res, 200, { ok: true });
      return true;
    case 'expire-tokens':
      server.expireAccessTokens();
      sendJson(res, 200, { ok: true });
      return true;
    case 'webhook': {
      const status = await server.sendWebhook(
        shopId,
        String(body.orderId),
        body.url ? String(body.url) : undefined,
      );
      sendJson(res, 200, { status });
      return true;
    }
    case 'returns':
      sendJson(res, 200, await server.returnRequest(shopId, body as unknown as SandboxReturnInput));
      return true;
    case 'webhook-url':
      server.setWebhookUrl(body.url ? String(body.url) : null);
      sendJson(res, 200, { ok: true });
      return true;
    case 'reset':
      server.reset();
      sendJson(res, 200, { ok: true });
      return true;
    default:
      sendJson(res, 404, { error: `unknown control ${op}` });
      return true;
  }
}
