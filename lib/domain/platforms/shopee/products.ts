import type {
  ConnectorShop,
  PlatformSku,
  ProductPage,
  StockUpdate,
} from '@/lib/domain/platforms/connector';
import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import {
  shopeeCall,
  type ShopeeConnectorConfig,
  type ShopeeEnvelope,
} from '@/lib/domain/platforms/shopee/api-client';
import { money, toSatang } from '@/lib/domain/platforms/shopee/order-shape';

// The shop's products as SKUs, and the stock pushed back. Shopee lists items
// (get_item_list, by offset), describes them 50 at a time (get_item_base_info), and an
// item with variants has its models listed apart (get_model_list); an item without
// variants is its own SKU, model 0.

/** Every item status, so a deleted or banned item is seen too (its SKU then stops selling). */
const ITEM_STATUSES = ['NORMAL', 'UNLIST', 'BANNED', 'REVIEWING', 'SELLER_DELETE', 'SHOPEE_DELETE'];
/** get_item_base_info takes 50 ids, so a page of 50 items is one description call. */
const PAGE_SIZE = 50;
const STOCK_BATCH = 50;

interface PriceInfo {
  current_price?: number;
  original_price?: number;
}

interface StockInfo {
  summary_info?: { total_available_stock?: number };
  seller_stock?: Array<{ location_id?: string; stock?: number }>;
}

export interface ShopeeItem {
  item_id: number;
  item_name?: string;
  item_sku?: string;
  item_status?: string;
  has_model?: boolean;
  price_info?: PriceInfo[];
  stock_info_v2?: StockInfo;
  image?: { image_url_list?: string[] };
}

export interface ShopeeModelList {
  tier_variation?: Array<{ name?: string; option_list?: Array<{ option?: string }> }>;
  model?: Array<{
    model_id: number;
    model_sku?: string;
    tier_index?: number[];
    price_info?: PriceInfo[];
    stock_info_v2?: StockInfo;
  }>;
}

interface ItemListEnvelope extends ShopeeEnvelope {
  response?: {
    item?: Array<{ item_id: number; item_status?: string }>;
    has_next_page?: boolean;
    next_offset?: number;
  };
}

interface ItemInfoEnvelope extends ShopeeEnvelope {
  response?: { item_list?: ShopeeItem[] };
}

interface ModelListEnvelope extends ShopeeEnvelope {
  response?: ShopeeModelList;
}

interface StockEnvelope extends ShopeeEnvelope {
  response?: {
    failure_list?: Array<{ model_id?: number; failed_reason?: string }>;
  };
}

/** Shopee's item status as ours: 0 on sale, 1 inactive, 2 under review, 3 deleted. */
export function shopeeSkuStatus(itemStatus: string | undefined): PlatformSku['status'] {
  switch (itemStatus) {
    case 'NORMAL':
      return 0;
    case 'REVIEWING':
      return 2;
    case 'SELLER_DELETE':
    case 'SHOPEE_DELETE':
      return 3;
    default:
      return 1;
  }
}

const price = (info: PriceInfo[] | undefined): string | null => {
  const first = info?.[0];
  if (!first) return null;
  return money(toSatang(first.current_price ?? first.original_price));
};

const stock = (info: StockInfo | undefined): number | null => {
  const total = info?.summary_info?.total_available_stock;
  if (typeof total === 'number') return total;
  const seller = info?.seller_stock;
  return seller ? seller.reduce((sum, s) => sum + (s.stock ?? 0), 0) : null;
};

const warehouse = (info: StockInfo | undefined): string | null =>
  info?.seller_stock?.find((s) => s.location_id)?.location_id ?? null;

/** An item and its models (when it has variants) as SKUs. */
export function shopeeItemSkus(item: ShopeeItem, models: ShopeeModelList | null): PlatformSku[] {
  const name = (item.item_name ?? '').trim();
  const base = {
    platformItemId: String(item.item_id),
    status: shopeeSkuStatus(item.item_status),
    imageUrl: item.image?.image_url_list?.[0] ?? null,
  };
  if (!item.has_model || !models?.model?.length) {
    return [
      {
        ...base,
        platformSkuId: '0',
        sellerSku: item.item_sku || null,
        name,
        price: price(item.price_info),
        stock: stock(item.stock_info_v2),
        warehouseId: warehouse(item.stock_info_v2),
      },
    ];
  }
  const tiers = models.tier_variation ?? [];
  return models.model.map((model) => {
    const options = (model.tier_index ?? [])
      .map((index, tier) => tiers[tier]?.option_list?.[index]?.option ?? '')
      .filter((option) => option !== '');
    return {
      ...base,
      platformSkuId: String(model.model_id),
      sellerSku: model.model_sku || null,
      name: options.length ? `${name} - ${options.join(' / ')}` : name,
      price: price(model.price_info),
      stock: stock(model.stock_info_v2),
      warehouseId: warehouse(model.stock_info_v2),
    };
  });
}

export async function listShopeeProducts(
  config: ShopeeConnectorConfig,
  shop: ConnectorShop,
  cursor: string | null,
): Promise<ProductPage> {
  const offset = cursor ? Number(cursor) : 0;
  if (!Number.isInteger(offset) || offset < 0) {
    throw new PlatformRequestError(`not a Shopee product cursor: ${cursor}`, 'bad_cursor');
  }
  const list = await shopeeCall<ItemListEnvelope>(config, {
    method: 'GET',
    path: '/api/v2/product/get_item_list',
    shop,
    query: { offset, page_size: PAGE_SIZE, item_status: ITEM_STATUSES },
  });
  const ids = (list.response?.item ?? []).map((item) => item.item_id);
  const skus: PlatformSku[] = [];
  if (ids.length) {
    const info = await shopeeCall<ItemInfoEnvelope>(config, {
      method: 'GET',
      path: '/api/v2/product/get_item_base_info',
      shop,
      query: { item_id_list: ids.join(',') },
    });
    for (const item of info.response?.item_list ?? []) {
      const models = item.has_model
        ? ((
            await shopeeCall<ModelListEnvelope>(config, {
              method: 'GET',
              path: '/api/v2/product/get_model_list',
              shop,
              query: { item_id: item.item_id },
            })
          ).response ?? null)
        : null;
      skus.push(...shopeeItemSkus(item, models));
    }
  }
  const next = list.response?.has_next_page ? list.response.next_offset : undefined;
  return { skus, nextCursor: next !== undefined ? String(next) : null };
}

const numericId = (id: string, what: string): number => {
  if (!/^\d+$/.test(id)) throw new PlatformRequestError(`not a Shopee ${what}: ${id}`, 'bad_id');
  return Number(id);
};

/** Sets seller stock: one call per item, up to 50 models a call (Shopee's rule). */
export async function updateShopeeStock(
  config: ShopeeConnectorConfig,
  shop: ConnectorShop,
  updates: StockUpdate[],
): Promise<void> {
  const byItem = new Map<string, StockUpdate[]>();
  for (const update of updates) {
    const list = byItem.get(update.platformItemId) ?? [];
    list.push(update);
    byItem.set(update.platformItemId, list);
  }
  const refused: string[] = [];
  for (const [itemId, list] of byItem) {
    for (let at = 0; at < list.length; at += STOCK_BATCH) {
      const envelope = await shopeeCall<StockEnvelope>(config, {
        method: 'POST',
        path: '/api/v2/product/update_stock',
        shop,
        body: {
          item_id: numericId(itemId, 'item id'),
          stock_list: list.slice(at, at + STOCK_BATCH).map((update) => ({
            model_id: numericId(update.platformSkuId || '0', 'model id'),
            seller_stock: [
              update.warehouseId
                ? { location_id: update.warehouseId, stock: Math.max(0, update.quantity) }
                : { stock: Math.max(0, update.quantity) },
            ],
          })),
        },
      });
      for (const failure of envelope.response?.failure_list ?? []) {
        refused.push(`${itemId}/${failure.model_id ?? '?'}: ${failure.failed_reason ?? ''}`);
      }
    }
  }
  if (refused.length) {
    throw new PlatformRequestError(
      `Shopee refused the stock of ${refused.join('; ')}`,
      'stock_refused',
    );
  }
}
