import type { ServerResponse } from 'node:http';
import { closeServer, controlBody, listen, queryOf, sendJson } from '../platforms/sandbox-kit';
import {
  PancakeStore,
  type PancakeOrder,
  type PancakeOrderInput,
  type PancakeShop,
  type PancakeVariationInput,
  type StockPush,
} from './pancake-store';

// The local Pancake POS (docs/platform-sandbox.md, Pancake): the calls the connector makes,
// as Pancake's API documentation and platforms.md section 5 describe them. Every call
// carries `api_key` in its query: an unknown key is 401, a key of another shop 403 (both
// guessed: Pancake documents neither).
//   GET  /shops                                  {shops: [{id, name, avatar_url, pages}], success}
//   PUT  /shops/{SHOP_ID}  {shop: {webhook_enable, webhook_url, webhook_headers}}: the
//        webhook settings (the seller's custom headers go with every push)
//   GET  /shops/{SHOP_ID}/orders   page_size (30, at most 100), page_number (from 1),
//        updateStatus (inserted_at | updated_at), startDateTime / endDateTime (Unix seconds,
//        both included), option_sort (inserted_at_desc | last_updated_order_asc | ...):
//        {data[], page_number, page_size, total_pages, total_entries, success}
//   GET  /shops/{SHOP_ID}/orders/{ORDER_ID}     the order object; 404 {success: false}
//   GET  /shops/{SHOP_ID}/products/variations   page_size, page_number: {data[], ...}
//   PUT  /shops/{SHOP_ID}/products/{PRODUCT_ID}/update_inventory  [shape guessed]
//        {is_actual_remain_quantity, variations_warehouses: [{variation_id, warehouse_id?,
//        remain_quantity}]}: a variation of another product is 400, nothing changes
// and a control API, JSON:
//   GET  /__sandbox/state
//   POST /__sandbox/shops         {shopId?, name?, apiKey?}                 -> shop
//   POST /__sandbox/orders        {shopId, orderId?, status?, lines[], ...} -> order
//   POST /__sandbox/orders/status {shopId, orderId, status}                -> order
//   POST /__sandbox/products      {shopId, productId, variationId, sku, name, price, stock}
//   POST /__sandbox/webhook       {shopId, orderId, url?, headers?}        -> {status}
//        (the order object posted to the shop's webhook URL with its custom headers)
//   POST /__sandbox/webhook-url   {shopId, url, headers?}   the webhook settings, as PUT /shops/{id}
//   POST /__sandbox/fail          {count, status?}          next API calls answer status (429)
//   POST /__sandbox/reset

export interface PancakeSandboxOptions {
  port?: number;
  host?: string;
}

export interface PancakeSandbox {
  url: string;
  /** The variables that point the app at this server. */
  env: Record<string, string>;
  store: PancakeStore;
  addShop(input?: { shopId?: string; name?: string; apiKey?: string }): PancakeShop;
  upsertOrder(shopId: string, input: PancakeOrderInput): PancakeOrder;
  setOrderStatus(shopId: string, orderId: string, status: number): PancakeOrder;
  addVariation(shopId: string, input: PancakeVariationInput): void;
  stockOf(shopId: string, variationId: string): number | undefined;
  stockPushes(): StockPush[];
  /** The webhook settings the seller makes in Pancake (URL and custom headers). */
  setWebhook(shopId: string, url: string | null, headers?: Record<string, string>): void;
  /** Posts the order to the shop's webhook (or `url`, with `headers` instead); the HTTP status. */
  sendWebhook(
    shopId: string,
    orderId: string,
    override?: { url?: string; headers?: Record<string, string> },
  ): Promise<number>;
  failNext(count: number, status?: number): void;
  calls(): Record<string, number>;
  close(): Promise<void>;
}

const MAX_PAGE = 100;

export async function startPancakeSandbox(
  options: PancakeSandboxOptions = {},
): Promise<PancakeSandbox> {
  const store = new PancakeStore();
  const counts: Record<string, number> = {};
  let failing = { count: 0, status: 429 };

  const refuse = (res: ServerResponse, status: number, message: string) =>
    sendJson(res, status, { success: false, message });

  function paged(res: ServerResponse, all: unknown[], q: Record<string, string>) {
    const size = Math.min(MAX_PAGE, Math.max(1, Number(q.page_size ?? 30) || 30));
    const page = Math.max(1, Number(q.page_number ?? 1) || 1);
    sendJson(res, 200, {
      data: all.slice((page - 1) * size, page * size),
      page_number: page,
      page_size: size,
      total_entries: all.length,
      total_pages: Math.ceil(all.length / size),
      success: true,
    });
  }

  function listOrders(res: ServerResponse, shopId: string, q: Record<string, string>) {
    const field = q.updateStatus === 'updated_at' ? 'updated_at' : 'inserted_at';
    const seconds = (o: PancakeOrder) => Date.parse(`${String(o[field])}Z`) / 1000;
    const from = q.startDateTime ? Number(q.startDateTime) : -Infinity;
    const to = q.endDateTime ? Number(q.endDateTime) : Infinity;
    if (Number.isNaN(from) || Number.isNaN(to))
      return refuse(res, 400, 'startDateTime and endDateTime are unix seconds');
    const sort = q.option_sort ?? 'inserted_at_desc';
    const key = sort.startsWith('last_updated_order') ? 'updated_at' : 'inserted_at';
    const dir = sort.endsWith('_asc') ? 1 : -1;
    const all = [...store.orders.get(shopId)!.values()]
      .filter((o) => seconds(o) >= from && seconds(o) <= to)
      .sort(
        (a, b) =>
          dir * (String(a[key]).localeCompare(String(b[key])) || Number(a.id) - Number(b.id)),
      );
    paged(res, all, q);
  }

  function updateInventory(res: ServerResponse, shopId: string, productId: string, raw: string) {
    const body = controlBody(raw);
    const list = Array.isArray(body.variations_warehouses) ? body.variations_warehouses : [];
    if (list.length === 0) return refuse(res, 400, 'variations_warehouses is required');
    const variations = store.variations.get(shopId)!;
    const changes: Array<{ v: Record<string, unknown>; quantity: number; warehouse: string }> = [];
    for (const item of list as Array<Record<string, unknown>>) {
      const v = variations.get(String(item.variation_id ?? ''));
      const quantity = Number(item.remain_quantity);
      if (!v || v.product_id !== productId)
        return refuse(res, 400, `variation ${String(item.variation_id)} is not of ${productId}`);
      if (!Number.isInteger(quantity) || quantity < 0)
        return refuse(res, 400, 'remain_quantity must be a whole number, 0 or more');
      changes.push({ v, quantity, warehouse: String(item.warehouse_id ?? '') });
    }
    for (const { v, quantity, warehouse } of changes) {
      v.remain_quantity = quantity;
      const rows = v.variations_warehouses as Array<Record<string, unknown>>;
      const row = rows.find((w) => !warehouse || w.warehouse_id === warehouse) ?? rows[0];
      if (row) row.remain_quantity = quantity;
      store.pushes.push({
        shopId,
        productId,
        variationId: String(v.id),
        quantity,
        warehouseId: warehouse || null,
        at: Date.now(),
      });
    }
    sendJson(res, 200, { success: true });
  }

  async function sendWebhook(
    shopId: string,
    orderId: string,
    override: { url?: string; headers?: Record<string, string> } = {},
  ): Promise<number> {
    const shop = store.shop(shopId);
    const order = store.orders.get(shopId)?.get(orderId);
    if (!order) throw new Error(`no sandbox Pancake order ${orderId}`);
    const url = override.url ?? (shop.webhook.enabled ? shop.webhook.url : null);
    if (!url) return 0;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(override.headers ?? shop.webhook.headers),
      },
      body: JSON.stringify(order),
    });
    await response.arrayBuffer().catch(() => undefined);
    return response.status;
  }

  function setWebhook(shopId: string, url: string | null, headers: Record<string, string> = {}) {
    store.shop(shopId).webhook = { enabled: url !== null, url, headers };
  }

  const { server, url } = await listen(
    async (req, res, u, raw) => {
      if (u.pathname.startsWith('/__sandbox/')) {
        const body = controlBody(raw);
        const op = u.pathname.slice('/__sandbox/'.length);
        const shopId = String(body.shopId ?? '');
        switch (op) {
          case 'state':
            return sendJson(res, 200, {
              shops: [...store.shops.values()],
              orders: [...store.orders.values()].flatMap((m) => [...m.values()]),
              variations: [...store.variations.values()].flatMap((m) => [...m.values()]),
              pushes: store.pushes,
              calls: counts,
            });
          case 'shops':
            return sendJson(res, 200, store.addShop(body as Partial<PancakeShop>));
          case 'orders':
            return sendJson(
              res,
              200,
              store.upsertOrder(shopId, body as unknown as PancakeOrderInput),
            );
          case 'orders/status':
            return sendJson(
              res,
              200,
              store.setStatus(shopId, String(body.orderId), Number(body.status)),
            );
          case 'products':
            store.addVariation(shopId, body as unknown as PancakeVariationInput);
            return sendJson(res, 200, { ok: true });
          case 'webhook':
            return sendJson(res, 200, {
              status: await sendWebhook(shopId, String(body.orderId), {
                url: body.url ? String(body.url) : undefined,
                headers: body.headers ? (body.headers as Record<string, string>) : undefined,
              }),
            });
          case 'webhook-url':
            setWebhook(
              shopId,
              body.url ? String(body.url) : null,
              (body.headers as Record<string, string> | undefined) ?? {},
            );
            return sendJson(res, 200, { ok: true });
          case 'fail':
            failing = { count: Number(body.count ?? 1), status: Number(body.status ?? 429) };
            return sendJson(res, 200, { ok: true });
          case 'reset':
            store.reset();
            return sendJson(res, 200, { ok: true });
          default:
            return sendJson(res, 404, { error: `unknown control ${op}` });
        }
      }

      const path = u.pathname.replace(/^\/api\/v1/, '');
      const q = queryOf(u);
      const route = path
        .replace(/\/shops\/[^/]+/, '/shops/:id')
        .replace(/\/orders\/[^/]+$/, '/orders/:order')
        .replace(
          /\/products\/(?!variations)[^/]+\/update_inventory$/,
          '/products/:product/update_inventory',
        );
      counts[`${req.method} ${route}`] = (counts[`${req.method} ${route}`] ?? 0) + 1;
      if (failing.count > 0) {
        failing.count--;
        return refuse(res, failing.status, 'sandbox failure on demand');
      }
      const keyShops = [...store.shops.values()].filter((s) => s.apiKey === q.api_key);
      if (!q.api_key || keyShops.length === 0) return refuse(res, 401, 'api_key is invalid');

      if (req.method === 'GET' && path === '/shops')
        return sendJson(res, 200, {
          shops: keyShops.map((s) => ({
            id: Number(s.shopId),
            name: s.name,
            avatar_url: null,
            pages: [],
          })),
          success: true,
        });

      const m = /^\/shops\/([^/]+)(\/.*)?$/.exec(path);
      if (!m) return refuse(res, 404, 'not found');
      const shopId = m[1]!;
      const rest = m[2] ?? '';
      if (!keyShops.some((s) => s.shopId === shopId))
        return refuse(res, 403, 'the api_key does not open this shop');

      if (req.method === 'PUT' && rest === '') {
        const shop = (controlBody(raw).shop ?? {}) as Record<string, unknown>;
        setWebhook(
          shopId,
          shop.webhook_enable === false ? null : String(shop.webhook_url ?? '') || null,
          (shop.webhook_headers as Record<string, string> | undefined) ?? {},
        );
        return sendJson(res, 200, { shop: { ...shop, id: Number(shopId) }, success: true });
      }
      if (req.method === 'GET' && rest === '/orders') return listOrders(res, shopId, q);
      const one = /^\/orders\/([^/]+)$/.exec(rest);
      if (req.method === 'GET' && one) {
        const order = store.orders.get(shopId)!.get(decodeURIComponent(one[1]!));
        return order ? sendJson(res, 200, order) : refuse(res, 404, 'order not found');
      }
      if (req.method === 'GET' && rest === '/products/variations')
        return paged(res, [...store.variations.get(shopId)!.values()], q);
      const inventory = /^\/products\/([^/]+)\/update_inventory$/.exec(rest);
      if (req.method === 'PUT' && inventory)
        return updateInventory(res, shopId, decodeURIComponent(inventory[1]!), raw);
      return refuse(res, 404, 'not found');
    },
    { port: options.port, host: options.host },
  );

  return {
    url,
    env: { PANCAKE_API_BASE: `${url}/api/v1` },
    store,
    addShop: (input) => store.addShop(input),
    upsertOrder: (shopId, input) => store.upsertOrder(shopId, input),
    setOrderStatus: (shopId, orderId, status) => store.setStatus(shopId, orderId, status),
    addVariation: (shopId, input) => store.addVariation(shopId, input),
    stockOf: (shopId, variationId) => store.stockOf(shopId, variationId),
    stockPushes: () => [...store.pushes],
    setWebhook,
    sendWebhook,
    failNext(count, status = 429) {
      failing = { count, status };
    },
    calls: () => ({ ...counts }),
    close: () => closeServer(server),
  };
}
