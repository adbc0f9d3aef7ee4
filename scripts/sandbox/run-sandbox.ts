// npm run sandbox: the local TikTok Shop, Shopee and Lazada (docs/platform-sandbox.md) on
// fixed ports, each with one shop selling the demo catalogue's SKUs (and one SKU the demo
// does not have, to map by hand), pushing to the app's webhook, and a new order on every
// connected shop every SANDBOX_ORDER_EVERY seconds (0: none). It writes the variables that
// point the app at it to .data/run/sandbox.env (the quickstart loads them).
//
//   SANDBOX_PORT (4100: TikTok 4101, Shopee 4102, Lazada 4103, LINE 4104, Pancake 4105),
//   APP_URL (http://localhost:3000),
//   SANDBOX_ORDER_EVERY (30), SANDBOX_ENV_FILE (.data/run/sandbox.env)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startLazadaSandbox } from './platforms/lazada-server';
import type { SandboxLineInput, SandboxServer } from './platforms/sandbox-kit';
import { startShopeeSandbox } from './platforms/shopee-server';
import { startTiktokSandbox } from './platforms/tiktok-server';
import { startLineSandbox } from './line/line-server';
import { startPancakeSandbox } from './pancake/pancake-server';

const base = Number(process.env.SANDBOX_PORT ?? 4100);
const appUrl = (process.env.APP_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const every = Number(process.env.SANDBOX_ORDER_EVERY ?? 30);
const envFile = process.env.SANDBOX_ENV_FILE ?? '.data/run/sandbox.env';

/** The demo catalogue's SKUs (prisma/seed.ts) and one the demo does not sell. */
const CATALOGUE = [
  { sellerSku: 'SERUM-30', name: 'เซรั่มวิตามินซี 30 มล.', price: '390.00' },
  { sellerSku: 'CREAM-50', name: 'ครีมบำรุงผิว 50 กรัม', price: '450.00' },
  { sellerSku: 'SOAP-3', name: 'สบู่สมุนไพร แพ็ก 3', price: '150.00' },
  { sellerSku: 'SANDBOX-GIFT', name: 'ของแถมพิเศษ (ยังไม่จับคู่)', price: '59.00' },
];

const PLATFORMS = [
  {
    name: 'tiktok',
    label: 'TikTok Shop',
    start: startTiktokSandbox,
    shopId: '7494726673780148744',
    status: 'AWAITING_SHIPMENT',
  },
  {
    name: 'shopee',
    label: 'Shopee',
    start: startShopeeSandbox,
    shopId: '100200300',
    status: 'READY_TO_SHIP',
  },
  {
    name: 'lazada',
    label: 'Lazada',
    start: startLazadaSandbox,
    shopId: '1000123456',
    status: 'pending',
  },
] as const;

/** The sandbox Pancake shop and the API key that opens it (made up, never a real one). */
const PANCAKE_SHOP_ID = '1234';
const PANCAKE_API_KEY = 'sandbox-pancake-api-key';

function skus(platform: string, i: number) {
  const prefix = { tiktok: '17', shopee: '3', lazada: '5' }[platform] ?? '9';
  return { itemId: `${prefix}0000${i + 1}`, skuId: `${prefix}1000${i + 1}` };
}

async function main(): Promise<void> {
  const servers: Array<{
    server: SandboxServer;
    shopId: string;
    platform: string;
    status: string;
  }> = [];
  for (const [i, p] of PLATFORMS.entries()) {
    const server = await p.start({
      port: base + i + 1,
      webhookUrl: `${appUrl}/api/platform/${p.name}/webhook`,
    });
    const shop = server.addShop({ shopId: p.shopId, name: `Sandbox ${p.label}` });
    CATALOGUE.forEach((item, n) =>
      server.addProduct(shop.shopId, { ...skus(p.name, n), ...item, stock: 0 }),
    );
    servers.push({ server, shopId: shop.shopId, platform: p.name, status: p.status });
    console.log(`sandbox ${p.name}: ${server.url} (shop ${shop.shopId})`);
  }
  // The local LINE (members, their coupons, the member page): ID tokens, pushes, and the
  // signed follow / unfollow it sends to the app's webhook on request.
  const line = await startLineSandbox({
    port: base + PLATFORMS.length + 1,
    webhookUrl: `${appUrl}/api/line/webhook`,
    appUrl,
  });
  console.log(`sandbox line: ${line.url}`);
  // The local Pancake POS: one shop connected by its API key (no OAuth). Its webhook is set
  // like the seller sets it in Pancake, with the secret the connect screen shows
  // (docs/platform-sandbox.md, Pancake).
  const pancake = await startPancakeSandbox({ port: base + 5 });
  const pancakeShop = pancake.addShop({
    shopId: PANCAKE_SHOP_ID,
    name: 'Sandbox Pancake',
    apiKey: PANCAKE_API_KEY,
  });
  CATALOGUE.forEach((item, n) =>
    pancake.addVariation(pancakeShop.shopId, {
      productId: `pc-product-${n + 1}`,
      variationId: `pc-variation-${n + 1}`,
      sku: item.sellerSku,
      name: item.name,
      price: item.price,
      stock: 0,
    }),
  );
  console.log(
    `sandbox pancake: ${pancake.url} (shop ${pancakeShop.shopId}, API key ${pancakeShop.apiKey})`,
  );
  const env = Object.assign({}, ...servers.map((s) => s.server.env), line.env, pancake.env, {
    LINE_ENTERPRISE_CODE: process.env.LINE_ENTERPRISE_CODE ?? 'demo-shop',
  }) as Record<string, string>;
  mkdirSync(path.dirname(envFile), { recursive: true });
  writeFileSync(
    envFile,
    Object.entries(env)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n') + '\n',
  );
  console.log(`sandbox: variables for the app written to ${envFile}`);

  let n = 0;
  if (every > 0) {
    setInterval(() => {
      for (const s of servers) {
        n++;
        const pick = CATALOGUE.map((item, i) => ({ item, ids: skus(s.platform, i) })).filter(
          (_, i) => (n + i) % 2 === 0 || i === n % CATALOGUE.length,
        );
        const lines: SandboxLineInput[] = pick.map(({ item, ids }) => ({
          ...ids,
          sellerSku: item.sellerSku,
          name: item.name,
          quantity: 1 + (n % 2),
          price: item.price,
        }));
        try {
          const order = s.server.upsertOrder(s.shopId, { status: s.status, lines });
          // Only a connected shop has somewhere to push to; a failed push is what the
          // scheduled sync is for.
          s.server.sendWebhook(s.shopId, order.orderId).catch(() => undefined);
        } catch (error) {
          console.warn(`sandbox ${s.platform}: no order made`, error);
        }
      }
      // Pancake: a new order, pushed when the seller has set the webhook.
      const order = pancake.upsertOrder(pancakeShop.shopId, {
        status: 1,
        lines: CATALOGUE.filter((_, i) => (n + i) % 2 === 0).map((item) => {
          const i = CATALOGUE.indexOf(item);
          return {
            productId: `pc-product-${i + 1}`,
            variationId: `pc-variation-${i + 1}`,
            sku: item.sellerSku,
            name: item.name,
            quantity: 1,
            price: item.price,
          };
        }),
      });
      pancake.sendWebhook(pancakeShop.shopId, String(order.id)).catch(() => undefined);
    }, every * 1000).unref?.();
  }
  const stop = async () => {
    await Promise.all([...servers.map((s) => s.server.close()), line.close(), pancake.close()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  // Keep running.
  setInterval(() => undefined, 1 << 30);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
