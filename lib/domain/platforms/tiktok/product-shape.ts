import type { PlatformSku } from '@/lib/domain/platforms/connector';

// TikTok Shop's product search answers products with their SKUs; the back office lists
// SKUs. A SKU has no name of its own there, so it takes its product's title. Its stock is
// counted per warehouse; the first warehouse is the one a stock push names. The price is
// the one buyers see (sale_price).

export interface TiktokInventory {
  warehouse_id?: string;
  quantity?: number;
}

export interface TiktokSkuJson {
  id: string;
  seller_sku?: string;
  price?: { currency?: string; tax_exclusive_price?: string; sale_price?: string };
  inventory?: TiktokInventory[];
}

export interface TiktokProductJson {
  id: string;
  title?: string;
  status?: string;
  skus?: TiktokSkuJson[];
}

/** A product status in our 0..3: 0 on sale, 1 inactive, 2 draft or in review, 3 deleted. */
export function tiktokProductStatus(status: string | undefined): PlatformSku['status'] {
  switch (status) {
    case 'ACTIVATE':
      return 0;
    case 'DRAFT':
    case 'PENDING':
    case 'FAILED':
      return 2;
    case 'DELETED':
      return 3;
    default:
      // SELLER_DEACTIVATED, PLATFORM_DEACTIVATED, FREEZE: listed but not for sale.
      return 1;
  }
}

export function tiktokProductSkus(product: TiktokProductJson): PlatformSku[] {
  return (product.skus ?? []).map((sku) => {
    const inventory = sku.inventory ?? [];
    const price = sku.price?.sale_price ?? sku.price?.tax_exclusive_price;
    return {
      platformItemId: product.id,
      platformSkuId: sku.id,
      sellerSku: sku.seller_sku?.trim() || null,
      name: (product.title ?? '').trim(),
      price: price ?? null,
      stock: inventory.length ? inventory.reduce((sum, i) => sum + (i.quantity ?? 0), 0) : null,
      status: tiktokProductStatus(product.status),
      imageUrl: null,
      warehouseId: inventory[0]?.warehouse_id ?? null,
    };
  });
}
