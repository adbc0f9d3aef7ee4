import { randomBytes, randomInt } from 'node:crypto';
import { satangText, toSatang } from '@/lib/domain/orders/satang';
import {
  sandboxBuyer,
  type SandboxBuyer,
  type SandboxLineInput,
  type SandboxOrderInput,
  type SandboxOrderView,
  type SandboxProductInput,
  type SandboxShop,
  type SandboxStockPush,
} from './sandbox-kit';

// What the TikTok Shop sandbox holds, in memory, and how it shows it in TikTok's own JSON
// (Get Order Detail, Search Products, Get Authorized Shops, API 202309): one line item per
// unit sold, Unix seconds, money as decimal strings in THB, the recipient hidden before
// payment.

export interface StoredShop extends SandboxShop {
  cipher: string;
  region: string;
}

export interface StoredOrder {
  orderId: string;
  shopId: string;
  status: string;
  createTime: number;
  updateTime: number;
  buyer: SandboxBuyer;
  lines: SandboxLineInput[];
  shippingFee: string;
  cod: boolean;
  packageId: string;
  trackingNumber: string | null;
  shipped: boolean;
  /** The secret part of the label's download link, set when shipped. */
  labelToken: string | null;
}

export interface StoredSku {
  skuId: string;
  sellerSku: string | null;
  price: string;
  /** warehouse id -> quantity */
  stock: Map<string, number>;
}

export interface StoredProduct {
  itemId: string;
  shopId: string;
  name: string;
  status: string;
  createTime: number;
  updateTime: number;
  skus: Map<string, StoredSku>;
}

/** A made-up warehouse, numeric like TikTok's. */
export const SANDBOX_WAREHOUSE_ID = '7068517275539719942';
/** Statuses of an order whose buyer has paid (the address is shown from then on). */
const ADDRESS_HIDDEN = new Set(['UNPAID', 'ON_HOLD']);

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function digits(count: number): string {
  let out = '';
  while (out.length < count) out += String(randomInt(0, 1_000_000_000)).padStart(9, '0');
  return out.slice(0, count);
}

function money(value: string | undefined): bigint {
  const parsed = toSatang(value ?? '0');
  if (parsed === null) throw new Error(`not an amount: ${value}`);
  return parsed;
}

export class TiktokStore {
  shops = new Map<string, StoredShop>();
  orders = new Map<string, StoredOrder>();
  products = new Map<string, StoredProduct>();
  pushes: SandboxStockPush[] = [];
  /** Moves on every change of an order: a cached order search is good while it stays. */
  version = 0;
  private sequence = 0;

  reset(): void {
    this.version++;
    this.shops.clear();
    this.orders.clear();
    this.products.clear();
    this.pushes = [];
  }

  addShop(input: Partial<SandboxShop> = {}): StoredShop {
    const existing = input.shopId ? this.shops.get(input.shopId) : undefined;
    if (existing) {
      if (input.name) existing.name = input.name;
      return existing;
    }
    const shop: StoredShop = {
      shopId: input.shopId ?? `7494${digits(15)}`,
      name:
        input.name ??
        (this.shops.size ? `Sandbox TikTok Shop ${this.shops.size + 1}` : 'Sandbox TikTok Shop'),
      cipher: `ROW_${randomBytes(18).toString('base64url')}`,
      region: 'TH',
    };
    this.shops.set(shop.shopId, shop);
    return shop;
  }

  shop(shopId: string): StoredShop {
    const shop = this.shops.get(shopId);
    if (!shop) throw new Error(`unknown sandbox shop ${shopId}`);
    return shop;
  }

  shopByCipher(cipher: string): StoredShop | undefined {
    return [...this.shops.values()].find((s) => s.cipher === cipher);
  }

  private key(shopId: string, id: string): string {
    return `${shopId}/${id}`;
  }

  order(shopId: string, orderId: string): StoredOrder | undefined {
    return this.orders.get(this.key(shopId, orderId));
  }

  upsertOrder(shopId: string, input: SandboxOrderInput): StoredOrder {
    this.shop(shopId);
    const orderId = input.orderId ?? `5770${digits(14)}`;
    const previous = this.order(shopId, orderId);
    const asked = input.updateTime ?? nowSeconds();
    const updateTime = previous ? Math.max(asked, previous.updateTime + 1) : asked;
    this.sequence += 1;
    const order: StoredOrder = {
      orderId,
      shopId,
      status: input.status ?? previous?.status ?? 'AWAITING_SHIPMENT',
      createTime: input.createTime ?? previous?.createTime ?? updateTime,
      updateTime,
      buyer: sandboxBuyer(this.sequence, { ...previous?.buyer, ...input.buyer }),
      lines: input.lines.length ? input.lines : (previous?.lines ?? []),
      shippingFee: input.shippingFee ?? previous?.shippingFee ?? '0.00',
      cod: input.cod ?? previous?.cod ?? false,
      packageId: previous?.packageId ?? `1152${digits(15)}`,
      trackingNumber: previous?.trackingNumber ?? null,
      shipped: previous?.shipped ?? false,
      labelToken: previous?.labelToken ?? null,
    };
    this.orders.set(this.key(shopId, orderId), order);
    this.version++;
    return order;
  }

  /** A change the platform makes: the status moves and so does the update time. */
  setStatus(order: StoredOrder, status: string): StoredOrder {
    order.status = status;
    order.updateTime = Math.max(nowSeconds(), order.updateTime + 1);
    this.version++;
    return order;
  }

  ordersOf(shopId: string): StoredOrder[] {
    return [...this.orders.values()].filter((o) => o.shopId === shopId);
  }

  orderByPackage(shopId: string, packageId: string): StoredOrder | undefined {
    return this.ordersOf(shopId).find((o) => o.packageId === packageId);
  }

  addProduct(shopId: string, input: SandboxProductInput): void {
    this.shop(shopId);
    const key = this.key(shopId, input.itemId);
    const product: StoredProduct = this.products.get(key) ?? {
      itemId: input.itemId,
      shopId,
      name: input.name,
      status: 'ACTIVATE',
      createTime: nowSeconds(),
      updateTime: nowSeconds(),
      skus: new Map(),
    };
    product.name = input.name;
    product.updateTime = nowSeconds();
    product.skus.set(input.skuId, {
      skuId: input.skuId,
      sellerSku: input.sellerSku,
      price: input.price,
      stock: new Map([[input.warehouseId ?? SANDBOX_WAREHOUSE_ID, input.stock]]),
    });
    this.products.set(key, product);
  }

  product(shopId: string, itemId: string): StoredProduct | undefined {
    return this.products.get(this.key(shopId, itemId));
  }

  productsOf(shopId: string): StoredProduct[] {
    return [...this.products.values()].filter((p) => p.shopId === shopId);
  }

  stockOf(shopId: string, skuId: string): number | undefined {
    for (const product of this.productsOf(shopId)) {
      const sku = product.skus.get(skuId);
      if (sku) return [...sku.stock.values()].reduce((a, b) => a + b, 0);
    }
    return undefined;
  }
}

export function orderView(order: StoredOrder): SandboxOrderView {
  return {
    orderId: order.orderId,
    shopId: order.shopId,
    status: order.status,
    updateTime: order.updateTime,
    packageId: order.packageId,
    trackingNumber: order.trackingNumber,
    shipped: order.shipped,
  };
}

function packageStatus(order: StoredOrder): string {
  if (order.status === 'CANCELLED') return 'CANCELLED';
  if (['IN_TRANSIT'].includes(order.status)) return 'FULFILLING';
  if (['DELIVERED', 'COMPLETED'].includes(order.status)) return 'COMPLETED';
  return order.shipped ? 'PROCESSING' : 'TO_FULFILL';
}

const PROVIDER = { id: '7129736293710776069', name: 'Sandbox Express' };

/** A line's whole-line discount spread over its units, the remainder on the first ones. */
function perUnit(total: bigint, quantity: number, index: number): bigint {
  const q = BigInt(quantity);
  const base = total / q;
  return base + (BigInt(index) < total % q ? BigInt(1) : BigInt(0));
}

/** The order as Get Order Detail (and Get Order List) answer it. */
export function orderJson(order: StoredOrder): Record<string, unknown> {
  const tracking = order.trackingNumber ?? '';
  const lineItems: Record<string, unknown>[] = [];
  let original = BigInt(0);
  let seller = BigInt(0);
  let platform = BigInt(0);
  order.lines.forEach((line, lineIndex) => {
    const unit = money(line.price);
    const sellerTotal = money(line.sellerDiscount);
    const platformTotal = money(line.platformDiscount);
    for (let i = 0; i < line.quantity; i++) {
      const s = perUnit(sellerTotal, line.quantity, i);
      const p = perUnit(platformTotal, line.quantity, i);
      original += unit;
      seller += s;
      platform += p;
      lineItems.push({
        id: `${order.orderId.slice(-9)}${String(lineIndex).padStart(3, '0')}${String(i).padStart(4, '0')}`,
        sku_id: line.skuId,
        product_id: line.itemId,
        product_name: line.name,
        sku_name: '',
        sku_image: `https://example.invalid/sandbox/${line.skuId}.jpg`,
        original_price: satangText(unit),
        sale_price: satangText(unit - s - p),
        seller_discount: satangText(s),
        platform_discount: satangText(p),
        seller_sku: line.sellerSku ?? '',
        currency: 'THB',
        display_status: order.status,
        package_id: order.packageId,
        package_status: packageStatus(order),
        tracking_number: tracking,
        shipping_provider_id: PROVIDER.id,
        shipping_provider_name: PROVIDER.name,
        is_gift: false,
      });
    }
  });
  const shipping = money(order.shippingFee);
  const subTotal = original - seller - platform;
  const b = order.buyer;
  const json: Record<string, unknown> = {
    id: order.orderId,
    status: order.status,
    create_time: order.createTime,
    update_time: order.updateTime,
    buyer_message: '',
    is_cod: order.cod,
    is_buyer_request_cancel: false,
    is_on_hold_order: order.status === 'ON_HOLD',
    payment_method_name: order.cod ? 'Cash on delivery' : 'TikTok Shop Wallet',
    shipping_provider: PROVIDER.name,
    shipping_provider_id: PROVIDER.id,
    shipping_type: 'TIKTOK',
    delivery_type: 'HOME_DELIVERY',
    fulfillment_type: 'FULFILLMENT_BY_SELLER',
    tracking_number: tracking,
    user_id: `7021${digits(15)}`,
    warehouse_id: SANDBOX_WAREHOUSE_ID,
    payment: {
      currency: 'THB',
      sub_total: satangText(subTotal),
      shipping_fee: satangText(shipping),
      seller_discount: satangText(seller),
      platform_discount: satangText(platform),
      total_amount: satangText(subTotal + shipping),
      original_total_product_price: satangText(original),
      original_shipping_fee: satangText(shipping),
      shipping_fee_seller_discount: '0.00',
      shipping_fee_platform_discount: '0.00',
      tax: '0.00',
      small_order_fee: '0.00',
    },
    packages: [{ id: order.packageId }],
    line_items: lineItems,
  };
  if (order.status !== 'UNPAID') json.paid_time = order.createTime + 60;
  if (!ADDRESS_HIDDEN.has(order.status)) {
    json.recipient_address = {
      full_address: `${b.address} ${b.subdistrict} ${b.district} ${b.province} ${b.zipcode}`,
      phone_number: `(+66)${b.phone.replace(/^0/, '')}`,
      name: b.name,
      first_name: b.name,
      last_name: '',
      region_code: 'TH',
      postal_code: b.zipcode,
      address_line1: b.address,
      address_line2: '',
      address_detail: b.address,
      district_info: [
        { address_level_name: 'Country', address_name: 'Thailand', address_level: 'L0' },
        { address_level_name: 'Province', address_name: b.province, address_level: 'L1' },
        { address_level_name: 'District', address_name: b.district, address_level: 'L2' },
        { address_level_name: 'Subdistrict', address_name: b.subdistrict, address_level: 'L3' },
      ],
    };
  }
  return json;
}

/** The product as Search Products answers it. */
export function productJson(product: StoredProduct): Record<string, unknown> {
  return {
    id: product.itemId,
    title: product.name,
    status: product.status,
    skus: [...product.skus.values()].map((sku) => ({
      id: sku.skuId,
      seller_sku: sku.sellerSku ?? '',
      price: { currency: 'THB', tax_exclusive_price: sku.price, sale_price: sku.price },
      inventory: [...sku.stock].map(([warehouseId, quantity]) => ({
        warehouse_id: warehouseId,
        quantity,
      })),
    })),
    sales_regions: ['TH'],
    create_time: product.createTime,
    update_time: product.updateTime,
  };
}

export function packageJson(order: StoredOrder): Record<string, unknown> {
  return {
    id: order.packageId,
    package_status: packageStatus(order),
    tracking_number: order.trackingNumber ?? '',
    shipping_provider_id: PROVIDER.id,
    shipping_provider_name: PROVIDER.name,
    orders: [{ id: order.orderId }],
  };
}

export function newTrackingNumber(): string {
  return `TT${digits(12)}TH`;
}
