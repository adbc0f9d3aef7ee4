import { satangText, toSatang } from '@/lib/domain/orders/satang';
import {
  sandboxBuyer,
  type SandboxBuyer,
  type SandboxOrderInput,
  type SandboxOrderView,
  type SandboxProductInput,
  type SandboxShop,
  type SandboxStockPush,
} from './sandbox-kit';

// The Lazada sandbox's memory: shops (sellers), orders made of one item per unit sold (as
// Lazada has them), products with SKUs, and the stock pushes received; and how each of them
// looks in Lazada's answers (/orders/get, /orders/items/get, /products/get).

export interface LzItem {
  orderItemId: string;
  productId: string;
  skuId: string;
  sellerSku: string | null;
  name: string;
  /** Satang. */
  price: bigint;
  sellerDiscount: bigint;
  platformDiscount: bigint;
  status: string;
  packageId: string;
  trackingCode: string;
  shipmentProvider: string;
}

export interface LzOrder {
  orderId: string;
  shopId: string;
  /** Epoch ms, whole seconds (Lazada's times are to the second). */
  createdAt: number;
  updatedAt: number;
  buyer: SandboxBuyer;
  cod: boolean;
  shippingFee: bigint;
  items: LzItem[];
  /** The package the order will be packed into. */
  packageId: string;
}

export interface LzSku {
  shopId: string;
  itemId: string;
  skuId: string;
  sellerSku: string | null;
  name: string;
  price: bigint;
  stock: number;
  warehouseId: string | null;
}

const HANDED_OVER = new Set([
  'ready_to_ship_pending',
  'ready_to_ship',
  'shipped',
  'shipping',
  'delivered',
]);

export class LazadaStore {
  shops: SandboxShop[] = [];
  orders = new Map<string, LzOrder>();
  skus: LzSku[] = [];
  pushes: SandboxStockPush[] = [];
  private serial = 0;

  next(): number {
    this.serial += 1;
    return this.serial;
  }

  reset(): void {
    this.shops = [];
    this.orders.clear();
    this.skus = [];
    this.pushes = [];
  }

  addShop(input: Partial<SandboxShop> = {}): SandboxShop {
    const shopId = input.shopId ?? String(1_000_000_000 + this.next());
    const existing = this.shops.find((s) => s.shopId === shopId);
    if (existing) {
      if (input.name) existing.name = input.name;
      return existing;
    }
    const shop = { shopId, name: input.name ?? 'Sandbox Lazada' };
    this.shops.push(shop);
    return shop;
  }

  shop(shopId: string): SandboxShop {
    const shop = this.shops.find((s) => s.shopId === shopId);
    if (!shop) throw new Error(`no sandbox Lazada shop ${shopId}`);
    return shop;
  }

  upsertOrder(shopId: string, input: SandboxOrderInput): SandboxOrderView {
    this.shop(shopId);
    const nowSec = Math.floor(Date.now() / 1000);
    const existing = input.orderId ? this.orders.get(input.orderId) : undefined;
    if (existing && existing.shopId !== shopId) throw new Error('order of another shop');
    const seed = this.next();
    const orderId = input.orderId ?? String(500_000_000_000_000 + seed);
    const status = input.status ?? existing?.items[0]?.status ?? 'pending';
    const items = input.lines?.length
      ? input.lines.flatMap((line) => unitItems(this, line, status))
      : (existing?.items ?? []);
    for (const item of items) item.status = status;
    const updatedSec =
      input.updateTime ?? (existing ? Math.max(nowSec, existing.updatedAt / 1000 + 1) : nowSec);
    const order: LzOrder = {
      orderId,
      shopId,
      createdAt: existing?.createdAt ?? (input.createTime ?? Math.min(nowSec, updatedSec)) * 1000,
      updatedAt: updatedSec * 1000,
      buyer: sandboxBuyer(seed, { ...existing?.buyer, ...input.buyer }),
      cod: input.cod ?? existing?.cod ?? false,
      shippingFee: toSatang(input.shippingFee ?? '') ?? existing?.shippingFee ?? BigInt(0),
      items,
      packageId: existing?.packageId ?? `FP${orderId}`,
    };
    this.orders.set(orderId, order);
    return this.view(order);
  }

  /** A change the platform makes (status, pack, ship): the update time moves forward. */
  touch(order: LzOrder): void {
    order.updatedAt = Math.max(Math.floor(Date.now() / 1000) * 1000, order.updatedAt + 1000);
  }

  view(order: LzOrder): SandboxOrderView {
    const tracking = order.items.find((i) => i.trackingCode)?.trackingCode ?? null;
    return {
      orderId: order.orderId,
      shopId: order.shopId,
      status: [...new Set(order.items.map((i) => i.status))].join(','),
      updateTime: order.updatedAt / 1000,
      packageId: order.packageId,
      trackingNumber: tracking,
      shipped: order.items.length > 0 && order.items.every((i) => HANDED_OVER.has(i.status)),
    };
  }

  addProduct(shopId: string, input: SandboxProductInput): void {
    this.shop(shopId);
    const sku: LzSku = {
      shopId,
      itemId: String(input.itemId),
      skuId: String(input.skuId),
      sellerSku: input.sellerSku ?? null,
      name: input.name,
      price: toSatang(input.price) ?? BigInt(0),
      stock: Number(input.stock),
      warehouseId: input.warehouseId ?? null,
    };
    this.skus = this.skus.filter((s) => !(s.shopId === shopId && s.skuId === sku.skuId));
    this.skus.push(sku);
  }

  /** The shop's products, one per item id, in the order they were first added. */
  products(shopId: string): { itemId: string; skus: LzSku[] }[] {
    const byItem = new Map<string, LzSku[]>();
    for (const sku of this.skus.filter((s) => s.shopId === shopId))
      byItem.set(sku.itemId, [...(byItem.get(sku.itemId) ?? []), sku]);
    return [...byItem].map(([itemId, skus]) => ({ itemId, skus }));
  }
}

function unitItems(store: LazadaStore, line: SandboxOrderInput['lines'][number], status: string) {
  const quantity = Math.max(1, Math.floor(line.quantity));
  const split = (total: string | undefined) => {
    const satang = toSatang(total ?? '') ?? BigInt(0);
    const share = satang / BigInt(quantity);
    return (i: number) => share + (i === 0 ? satang - share * BigInt(quantity) : BigInt(0));
  };
  const seller = split(line.sellerDiscount);
  const platform = split(line.platformDiscount);
  return Array.from({ length: quantity }, (_, i): LzItem => ({
    orderItemId: String(600_000_000_000_000 + store.next()),
    productId: String(line.itemId),
    skuId: String(line.skuId),
    sellerSku: line.sellerSku,
    name: line.name,
    price: toSatang(line.price) ?? BigInt(0),
    sellerDiscount: seller(i),
    platformDiscount: platform(i),
    status,
    packageId: '',
    trackingCode: '',
    shipmentProvider: '',
  }));
}

// ---------------------------------------------------------------------------------------
// How Lazada writes them
// ---------------------------------------------------------------------------------------

const money = satangText;

/** ISO-8601 with the Thai offset, to the second, as /orders/get writes its times. */
export function isoTh(ms: number): string {
  return `${new Date(ms + 7 * 3600 * 1000).toISOString().slice(0, 19)}+07:00`;
}

export function orderJson(order: LzOrder): Record<string, unknown> {
  const sum = (pick: (i: LzItem) => bigint) =>
    order.items.reduce((total, i) => total + pick(i), BigInt(0));
  const sellerVoucher = sum((i) => i.sellerDiscount);
  const platformVoucher = sum((i) => i.platformDiscount);
  const address = {
    first_name: order.buyer.name,
    last_name: '',
    phone: order.buyer.phone,
    phone2: '',
    address1: order.buyer.address,
    address2: '',
    address3: order.buyer.province,
    address4: order.buyer.district,
    address5: order.buyer.subdistrict,
    addressDsitrict: order.buyer.district,
    city: `${order.buyer.province}-${order.buyer.district}-${order.buyer.zipcode}`,
    post_code: order.buyer.zipcode,
    country: 'Thailand',
  };
  return {
    order_id: order.orderId,
    order_number: order.orderId,
    created_at: isoTh(order.createdAt),
    updated_at: isoTh(order.updatedAt),
    price: money(sum((i) => i.price)),
    voucher: money(sellerVoucher + platformVoucher),
    voucher_seller: money(sellerVoucher),
    voucher_platform: money(platformVoucher),
    voucher_code: '',
    shipping_fee: money(order.shippingFee),
    shipping_fee_original: money(order.shippingFee),
    shipping_fee_discount_seller: '0.00',
    shipping_fee_discount_platform: '0.00',
    payment_method: order.cod ? 'COD' : 'MIXEDCARD',
    customer_first_name: order.buyer.name,
    customer_last_name: '',
    items_count: String(order.items.length),
    statuses: [...new Set(order.items.map((i) => i.status))],
    buyer_note: '',
    remarks: '',
    gift_option: 'false',
    gift_message: '',
    warehouse_code: 'dropshipping',
    delivery_info: '',
    national_registration_number: '',
    tax_code: '',
    branch_number: '',
    extra_attributes: '',
    address_updated_at: '',
    need_cancel_confirm: 'false',
    is_cancel_pending: 'false',
    address_shipping: address,
    address_billing: address,
  };
}

export function orderItemJson(order: LzOrder, item: LzItem): Record<string, unknown> {
  const paid = item.price - item.sellerDiscount - item.platformDiscount;
  return {
    order_id: order.orderId,
    order_item_id: item.orderItemId,
    product_id: item.productId,
    sku_id: item.skuId,
    sku: item.sellerSku ?? '',
    shop_sku: `${item.productId}_TH-${item.skuId}`,
    name: item.name,
    variation: '',
    item_price: money(item.price),
    paid_price: money(paid < BigInt(0) ? BigInt(0) : paid),
    voucher_seller: money(item.sellerDiscount),
    voucher_platform: money(item.platformDiscount),
    voucher_amount: money(item.sellerDiscount + item.platformDiscount),
    shipping_amount: '0.00',
    tax_amount: '0.00',
    currency: 'THB',
    status: item.status,
    package_id: item.packageId,
    tracking_code: item.trackingCode,
    tracking_code_pre: '',
    shipment_provider: item.shipmentProvider,
    shipping_type: 'Dropshipping',
    shipping_provider_type: 'standard',
    created_at: String(order.createdAt),
    updated_at: String(order.updatedAt),
    payment_time: item.status === 'unpaid' ? '' : String(order.createdAt),
    product_main_image: `https://th-test-11.slatic.net/p/${item.productId}.jpg`,
    product_detail_url: `https://www.lazada.co.th/products/i${item.productId}.html`,
    warehouse_code: 'dropshipping',
    need_cancel_confirm: 'false',
    is_cancel_pending: 'false',
    return_status: '',
    reason: '',
    order_type: 'Normal',
  };
}

/** Lazada writes item and SKU ids as numbers in /products/get. */
function idNumber(id: string): string | number {
  return /^\d{1,15}$/.test(id) ? Number(id) : id;
}

export function productJson(itemId: string, skus: LzSku[]): Record<string, unknown> {
  const image = `https://th-test-11.slatic.net/p/${itemId}.jpg`;
  return {
    item_id: idNumber(itemId),
    primary_category: 10000211,
    created_time: '1700000000000',
    updated_time: '1700000000000',
    status: 'Active',
    subStatus: '',
    images: JSON.stringify([image]),
    attributes: { name: skus[0]?.name ?? '', description: '', brand: 'No Brand' },
    skus: skus.map((sku) => ({
      Status: 'active',
      SkuId: idNumber(sku.skuId),
      SellerSku: sku.sellerSku ?? '',
      ShopSku: `${itemId}_TH-${sku.skuId}`,
      quantity: sku.stock,
      Available: sku.stock,
      price: Number(money(sku.price)),
      special_price: Number(money(sku.price)),
      Images: [image, '', ''],
      Url: `https://www.lazada.co.th/products/i${itemId}.html`,
      ...(sku.warehouseId
        ? {
            multiWarehouseInventories: [
              { warehouseCode: sku.warehouseId, quantity: sku.stock, sellableQuantity: sku.stock },
            ],
          }
        : {}),
    })),
  };
}
