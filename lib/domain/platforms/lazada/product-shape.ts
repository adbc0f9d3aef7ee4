import type { PlatformSku, StockUpdate } from '@/lib/domain/platforms/connector';
import { arrayOf, objectOf } from '@/lib/domain/platforms/lazada/api-client';
import { lazadaSatang, lazadaText, moneyText } from '@/lib/domain/platforms/lazada/lazada-values';

// Lazada's products (/products/get) are items with SKUs; we keep SKUs. An item's status is
// one of Active, InActive, Pending QC, Suspended, Deleted (and rejected ones), a SKU's one of
// active, inactive, deleted; the less available of the two decides.

type Row = Record<string, unknown>;

export function productSkus(product: Row): PlatformSku[] {
  const itemId = lazadaText(product.item_id);
  const name = lazadaText(objectOf(product.attributes).name);
  const itemImage = firstImage(product.images);
  return arrayOf(product.skus).map((sku) => {
    const price = sku.price === undefined ? null : moneyText(lazadaSatang(sku.price));
    const stock = sku.Available ?? sku.quantity;
    return {
      platformItemId: itemId,
      platformSkuId: lazadaText(sku.SkuId),
      sellerSku: lazadaText(sku.SellerSku) || null,
      name,
      price,
      stock: stock === undefined || stock === null ? null : Number(stock),
      status: skuStatus(lazadaText(product.status), lazadaText(sku.Status)),
      imageUrl: firstImage(sku.Images) ?? itemImage,
      warehouseId: null,
    };
  });
}

/** 0 on sale, 1 inactive, 2 under review or rejected, 3 deleted. */
export function skuStatus(itemStatus: string, skuStatus: string): 0 | 1 | 2 | 3 {
  const words = [itemStatus, skuStatus].map((s) => s.toLowerCase().replace(/[\s_-]/g, ''));
  if (words.includes('deleted')) return 3;
  if (words.some((w) => w === 'pendingqc' || w === 'pending' || w === 'rejected')) return 2;
  if (words.some((w) => w === 'inactive' || w === 'suspended')) return 1;
  return 0;
}

/** Lazada gives images as an array, or as that array written out as a JSON string. */
function firstImage(value: unknown): string | null {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      list = [value];
    }
  }
  if (!Array.isArray(list)) return null;
  const found = list.map((v) => lazadaText(v)).find((v) => v !== '');
  return found ?? null;
}

/** Lazada asks for at most 50 SKUs a call and recommends 20. */
export const STOCK_BATCH = 20;

/**
 * The XML payload of /product/stock/sellable/update. A SKU counted in a named warehouse goes
 * in the multi-warehouse form; the others set the SKU's sellable quantity directly.
 */
export function sellableStockPayload(updates: StockUpdate[]): string {
  const skus = updates.map((u) => {
    const ids =
      `<ItemId>${xml(u.platformItemId)}</ItemId><SkuId>${xml(u.platformSkuId)}</SkuId>` +
      (u.sellerSku ? `<SellerSku>${xml(u.sellerSku)}</SellerSku>` : '');
    const quantity = Math.max(0, Math.floor(u.quantity));
    const stock = u.warehouseId
      ? `<MultiWarehouseInventories><MultiWarehouseInventory><WarehouseCode>${xml(u.warehouseId)}</WarehouseCode><SellableQuantity>${quantity}</SellableQuantity></MultiWarehouseInventory></MultiWarehouseInventories>`
      : `<SellableQuantity>${quantity}</SellableQuantity>`;
    return `<Sku>${ids}${stock}</Sku>`;
  });
  return `<Request><Product><Skus>${skus.join('')}</Skus></Product></Request>`;
}

function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
