import { sandboxBuyer, type SandboxBuyer } from '../platforms/sandbox-kit';

// The local Pancake POS's memory: shops with their API keys and webhook settings, orders
// (Pancake's order object, as its API documentation shows it), and product variations with
// their stock. An order's update time moves forward a second at least on every change of
// it, since Pancake writes times to the second and the app keeps only a newer version.

export interface PancakeShop {
  shopId: string;
  name: string;
  apiKey: string;
  webhook: { enabled: boolean; url: string | null; headers: Record<string, string> };
}

export interface PancakeLineInput {
  productId: string;
  variationId: string;
  /** The variation's display id (the seller's SKU code). */
  sku: string | null;
  name: string;
  quantity: number;
  /** Unit price (retail_price), a decimal string or a number. */
  price: string | number;
  discountEach?: number;
}

export interface PancakeOrderInput {
  orderId?: string;
  status?: number;
  buyer?: Partial<SandboxBuyer>;
  lines: PancakeLineInput[];
  shippingFee?: number;
  totalDiscount?: number;
  cod?: boolean;
  note?: string;
}

export interface PancakeVariationInput {
  productId: string;
  variationId: string;
  sku: string | null;
  name: string;
  price: string | number;
  stock: number;
  warehouseId?: string;
}

export type PancakeOrder = Record<string, unknown> & {
  id: number;
  shop_id: number;
  status: number;
  updated_at: string;
  inserted_at: string;
};

export interface StockPush {
  shopId: string;
  productId: string;
  variationId: string;
  quantity: number;
  warehouseId: string | null;
  at: number;
}

export const PANCAKE_STATUSES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 15, 16, 17, 20];
const STATUS_NAME: Record<number, string> = {
  0: 'new',
  1: 'submitted',
  2: 'shipped',
  3: 'delivered',
  4: 'returning',
  5: 'returned',
  6: 'canceled',
  7: 'removed',
  8: 'packing',
  9: 'waitting',
  11: 'pending',
  12: 'wait_print',
  13: 'printed',
  15: 'partial_return',
  16: 'collected',
  17: 'wait_submit',
  20: 'ordered',
};

/** Pancake's time text: UTC, to the second, without an offset. */
export const pancakeTime = (ms: number): string => new Date(ms).toISOString().slice(0, 19);
const WAREHOUSE = 'a41b5d73-9236-4a5d-9954-4db6d93242d1';

export class PancakeStore {
  shops = new Map<string, PancakeShop>();
  orders = new Map<string, Map<string, PancakeOrder>>();
  variations = new Map<string, Map<string, Record<string, unknown>>>();
  pushes: StockPush[] = [];
  private nextOrder = 1000;
  private seed = 0;

  /** Now, to the second, but after the order's last update time (`previous`). */
  tick(previous?: string): number {
    const now = Math.floor(Date.now() / 1000) * 1000;
    return previous ? Math.max(now, Date.parse(`${previous}Z`) + 1000) : now;
  }

  addShop(input: Partial<Omit<PancakeShop, 'webhook'>> = {}): PancakeShop {
    const shopId = input.shopId ?? String(1000 + this.shops.size + 1);
    const shop: PancakeShop = {
      shopId,
      name: input.name ?? `Pancake shop ${shopId}`,
      apiKey: input.apiKey ?? `sandbox-pancake-key-${shopId}`,
      webhook: this.shops.get(shopId)?.webhook ?? { enabled: false, url: null, headers: {} },
    };
    this.shops.set(shopId, shop);
    this.orders.set(shopId, this.orders.get(shopId) ?? new Map());
    this.variations.set(shopId, this.variations.get(shopId) ?? new Map());
    return shop;
  }

  shop(shopId: string): PancakeShop {
    const shop = this.shops.get(shopId);
    if (!shop) throw new Error(`no sandbox Pancake shop ${shopId}`);
    return shop;
  }

  upsertOrder(shopId: string, input: PancakeOrderInput): PancakeOrder {
    this.shop(shopId);
    const orders = this.orders.get(shopId)!;
    const id = input.orderId ?? String(this.nextOrder++);
    const before = orders.get(id);
    const at = this.tick(before?.updated_at);
    const buyer = sandboxBuyer(this.seed++, input.buyer);
    const status = input.status ?? before?.status ?? 0;
    const items = input.lines.map((l) => ({
      product_id: l.productId,
      variation_id: l.variationId,
      quantity: l.quantity,
      discount_each_product: l.discountEach ?? 0,
      is_bonus_product: false,
      is_discount_percent: false,
      is_wholesale: false,
      one_time_product: false,
      variation_info: {
        name: l.name,
        display_id: l.sku,
        detail: null,
        fields: null,
        retail_price: Number(l.price),
        weight: 100,
      },
    }));
    const subtotal = items.reduce((s, i) => s + i.variation_info.retail_price * i.quantity, 0);
    const order: PancakeOrder = {
      id: Number(id),
      system_id: Number(id),
      shop_id: Number(shopId),
      status,
      status_name: STATUS_NAME[status] ?? 'new',
      inserted_at: (before?.inserted_at as string | undefined) ?? pancakeTime(at),
      updated_at: pancakeTime(at),
      bill_full_name: buyer.name,
      bill_phone_number: buyer.phone,
      items,
      note: input.note ?? '',
      shipping_fee: input.shippingFee ?? 40,
      is_free_shipping: false,
      total_discount: input.totalDiscount ?? 0,
      cod: input.cod ? subtotal + (input.shippingFee ?? 40) - (input.totalDiscount ?? 0) : 0,
      partner: null,
      warehouse_id: WAREHOUSE,
      shipping_address: {
        full_name: buyer.name,
        phone_number: buyer.phone,
        address: buyer.address,
        commune_name: buyer.subdistrict,
        district_name: buyer.district,
        province_name: buyer.province,
        post_code: buyer.zipcode,
        full_address: `${buyer.address}, ${buyer.subdistrict}, ${buyer.district}, ${buyer.province}`,
        country_code: 66,
      },
    };
    orders.set(id, order);
    return order;
  }

  setStatus(shopId: string, orderId: string, status: number): PancakeOrder {
    const order = this.orders.get(shopId)?.get(orderId);
    if (!order) throw new Error(`no sandbox Pancake order ${orderId} in shop ${shopId}`);
    if (!PANCAKE_STATUSES.includes(status)) throw new Error(`Pancake has no status ${status}`);
    order.status = status;
    order.status_name = STATUS_NAME[status] ?? String(status);
    order.updated_at = pancakeTime(this.tick(order.updated_at));
    if (status === 2 && !order.partner)
      order.partner = {
        partner_id: 1,
        partner_name: 'Kerry Express',
        extend_code: `PCK${order.id}TH`,
        cod: order.cod,
        paid_at: null,
        updated_at: order.updated_at,
      };
    return order;
  }

  addVariation(shopId: string, input: PancakeVariationInput): void {
    this.shop(shopId);
    this.variations.get(shopId)!.set(input.variationId, {
      id: input.variationId,
      product_id: input.productId,
      display_id: input.sku,
      barcode: null,
      is_hidden: false,
      is_locked: false,
      is_removed: false,
      fields: [],
      images: [],
      retail_price: Number(input.price),
      remain_quantity: input.stock,
      product: { name: input.name, display_id: input.sku, image: null, is_published: true },
      variations_warehouses: [
        {
          warehouse_id: input.warehouseId ?? WAREHOUSE,
          remain_quantity: input.stock,
          actual_remain_quantity: input.stock,
          pending_quantity: 0,
          returning_quantity: 0,
          total_quantity: input.stock,
        },
      ],
    });
  }

  stockOf(shopId: string, variationId: string): number | undefined {
    const v = this.variations.get(shopId)?.get(variationId);
    return v ? Number(v.remain_quantity) : undefined;
  }

  reset(): void {
    this.shops.clear();
    this.orders.clear();
    this.variations.clear();
    this.pushes = [];
  }
}
