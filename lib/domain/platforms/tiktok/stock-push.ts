import type { ConnectorShop, StockUpdate } from '@/lib/domain/platforms/connector';
import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import { tiktokApiCall, type TiktokCredentials } from '@/lib/domain/platforms/tiktok/api-client';
import type { TiktokProductJson } from '@/lib/domain/platforms/tiktok/product-shape';

// Setting sellable quantities on TikTok Shop (its Update Inventory API): one call per product, its
// SKUs together, each with its warehouse. A SKU whose warehouse we do not know yet is looked
// up first (product search by sku_ids, at most 10 a call). TikTok documents the quantity
// range as 1..99,999; 0 is sent as is for a sold-out SKU, since nothing else can say "none".

const MAX_QUANTITY = 99_999;
const SKU_IDS_PER_SEARCH = 10;

interface InventoryEntry {
  warehouse_id?: string;
  quantity: number;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function warehousesOf(
  credentials: TiktokCredentials,
  shop: ConnectorShop,
  skuIds: string[],
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const ids of chunks(skuIds, SKU_IDS_PER_SEARCH)) {
    const data = await tiktokApiCall<{ products?: TiktokProductJson[] }>(credentials, {
      method: 'POST',
      path: '/product/202502/products/search',
      query: { page_size: '100' },
      body: { sku_ids: ids },
      accessToken: shop.accessToken,
      shopCipher: shop.cipher,
    });
    for (const product of data.products ?? []) {
      for (const sku of product.skus ?? []) {
        const warehouses = (sku.inventory ?? []).flatMap((i) =>
          i.warehouse_id ? [i.warehouse_id] : [],
        );
        found.set(sku.id, warehouses);
      }
    }
  }
  return found;
}

export async function tiktokUpdateStock(
  credentials: TiktokCredentials,
  shop: ConnectorShop,
  updates: StockUpdate[],
): Promise<void> {
  const unknown = [...new Set(updates.filter((u) => !u.warehouseId).map((u) => u.platformSkuId))];
  const looked = unknown.length ? await warehousesOf(credentials, shop, unknown) : new Map();

  // product id -> sku id -> warehouse -> quantity (the last update of a pair wins)
  const byProduct = new Map<string, Map<string, Map<string, number>>>();
  for (const update of updates) {
    const warehouses: string[] = update.warehouseId
      ? [update.warehouseId]
      : (looked.get(update.platformSkuId) ?? []);
    if (warehouses.length > 1) {
      throw new PlatformRequestError(
        `TikTok Shop: SKU ${update.platformSkuId} is in several warehouses; name one`,
        'warehouse_needed',
      );
    }
    const quantity = Math.min(MAX_QUANTITY, Math.max(0, Math.floor(update.quantity)));
    const skus = byProduct.get(update.platformItemId) ?? new Map<string, Map<string, number>>();
    const perWarehouse = skus.get(update.platformSkuId) ?? new Map<string, number>();
    perWarehouse.set(warehouses[0] ?? '', quantity);
    skus.set(update.platformSkuId, perWarehouse);
    byProduct.set(update.platformItemId, skus);
  }

  for (const [productId, skus] of byProduct) {
    const body = {
      skus: [...skus].map(([id, perWarehouse]) => ({
        id,
        inventory: [...perWarehouse].map(([warehouseId, quantity]): InventoryEntry =>
          warehouseId ? { warehouse_id: warehouseId, quantity } : { quantity },
        ),
      })),
    };
    await tiktokApiCall(credentials, {
      method: 'POST',
      path: `/product/202309/products/${encodeURIComponent(productId)}/inventory/update`,
      body,
      accessToken: shop.accessToken,
      shopCipher: shop.cipher,
    });
  }
}
