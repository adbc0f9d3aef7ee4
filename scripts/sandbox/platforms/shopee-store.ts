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
import { ReturnBook } from './sandbox-returns';

// What the Shopee sandbox remembers (shops, orders, items and their models, stock pushes)
// and how Shopee describes each in its answers: seconds for times, floats for money,
// numbers for ids, the optional parts of an order only when they are asked for.

export interface StoredOrder {
  orderSn: string;
  shopId: string;
  status: string;
  createTime: number;
  updateTime: number;
  payTime: number | null;
  buyer: SandboxBuyer;
  lines: SandboxLineInput[];
  shippingFee: string;
  cod: boolean;
  packageNumber: string;
  trackingNumber: string | null;
  shipped: boolean;
  /** The label's state once create_shipping_document was called. */
  document: { type: string; polls: number } | null;
}

export interface StoredSku {
  skuId: string;
  sellerSku: string | null;
  option: string;
  price: string;
  stock: number;
  warehouseId: string | null;
}

export interface StoredItem {
  itemId: string;
  shopId: string;
  name: string;
  status: string;
  updateTime: number;
  skus: StoredSku[];
}

export const CARRIER = 'SPX Express';
export const PICKUP_ADDRESS_ID = 5001;

const nowSeconds = (): number => Math.floor(Date.now() / 1000);
const satang = (amount: string | number | undefined): number =>
  Math.round(Number(amount ?? 0) * 100);
const float = (cents: number): number => cents / 100;

/** The order statuses after the parcel is arranged, which carry a tracking number. */
const ARRANGED = new Set(['PROCESSED', 'SHIPPED', 'TO_CONFIRM_RECEIVE', 'COMPLETED', 'TO_RETURN']);

function logisticsStatus(order: StoredOrder): string {
  switch (order.status) {
    case 'UNPAID':
      return 'LOGISTICS_NOT_START';
    case 'READY_TO_SHIP':
    case 'RETRY_SHIP':
      return 'LOGISTICS_READY';
    case 'PROCESSED':
      return 'LOGISTICS_REQUEST_CREATED';
    case 'SHIPPED':
      return 'LOGISTICS_PICKUP_DONE';
    case 'TO_CONFIRM_RECEIVE':
    case 'COMPLETED':
      return 'LOGISTICS_DELIVERY_DONE';
    case 'CANCELLED':
      return 'LOGISTICS_REQUEST_CANCELED';
    default:
      return 'LOGISTICS_PENDING_ARRANGE';
  }
}

/** Shopee's return statuses (platforms.md 2.3); a request starts REQUESTED. */
const RETURN_STATUSES = [
  'REQUESTED',
  'ACCEPTED',
  'CANCELLED',
  'JUDGING',
  'CLOSED',
  'PROCESSING',
  'SELLER_DISPUTE',
];

export class ShopeeSandboxStore {
  shops = new Map<string, SandboxShop>();
  /** Returns with logistics (the parcel comes back) and refunds only; no replacements. */
  returns = new ReturnBook({ statuses: { return: RETURN_STATUSES, refund: RETURN_STATUSES } });
  orders = new Map<string, StoredOrder>();
  items = new Map<string, StoredItem>();
  pushes: SandboxStockPush[] = [];
  private seq = 0;

  reset(): void {
    this.shops.clear();
    this.orders.clear();
    this.items.clear();
    this.pushes = [];
    this.returns.reset();
  }

  private next(): number {
    this.seq += 1;
    return this.seq;
  }

  addShop(input: Partial<SandboxShop> = {}): SandboxShop {
    const shopId = input.shopId ?? String(200_000 + this.next());
    const shop = { shopId, name: input.name ?? `Sandbox Shopee ${shopId}` };
    this.shops.set(shopId, shop);
    return shop;
  }

  requireShop(shopId: string): SandboxShop {
    const shop = this.shops.get(shopId);
    if (!shop) throw new Error(`no sandbox Shopee shop ${shopId}`);
    return shop;
  }

  private orderKey(shopId: string, orderSn: string): string {
    return `${shopId}/${orderSn}`;
  }

  findOrder(shopId: string, orderSn: string): StoredOrder | undefined {
    return this.orders.get(this.orderKey(shopId, orderSn));
  }

  shopOrders(shopId: string): StoredOrder[] {
    return [...this.orders.values()].filter((order) => order.shopId === shopId);
  }

  private newTrackingNumber(): string {
    return `TH${String(4_000_000_000 + this.next()).padStart(10, '0')}A`;
  }

  upsertOrder(shopId: string, input: SandboxOrderInput): SandboxOrderView {
    this.requireShop(shopId);
    const seq = this.next();
    const now = nowSeconds();
    const orderSn =
      input.orderId ??
      `${new Date().toISOString().slice(2, 10).replace(/-/g, '')}${seq.toString(36).toUpperCase().padStart(8, '0')}`;
    const existing = this.findOrder(shopId, orderSn);
    const status = input.status ?? existing?.status ?? 'READY_TO_SHIP';
    const createTime = input.createTime ?? existing?.createTime ?? input.updateTime ?? now;
    const updateTime = existing
      ? Math.max(input.updateTime ?? now, existing.updateTime + 1)
      : (input.updateTime ?? now);
    const order: StoredOrder = {
      orderSn,
      shopId,
      status,
      createTime,
      updateTime,
      payTime: status === 'UNPAID' ? null : (existing?.payTime ?? createTime),
      buyer: input.buyer || !existing ? sandboxBuyer(seq, input.buyer) : existing.buyer,
      lines: input.lines ?? existing?.lines ?? [],
      shippingFee: input.shippingFee ?? existing?.shippingFee ?? '0.00',
      cod: input.cod ?? existing?.cod ?? false,
      packageNumber: existing?.packageNumber ?? String(60_000_000_000_000 + seq),
      trackingNumber: existing?.trackingNumber ?? null,
      shipped: existing?.shipped ?? false,
      document: existing?.document ?? null,
    };
    if (ARRANGED.has(order.status) && !order.trackingNumber) {
      order.trackingNumber = this.newTrackingNumber();
    }
    this.orders.set(this.orderKey(shopId, orderSn), order);
    return this.view(order);
  }

  setOrderStatus(shopId: string, orderSn: string, status: string): SandboxOrderView {
    const order = this.findOrder(shopId, orderSn);
    if (!order) throw new Error(`no sandbox Shopee order ${orderSn}`);
    order.status = status;
    order.updateTime = Math.max(nowSeconds(), order.updateTime + 1);
    if (status !== 'UNPAID' && order.payTime === null) order.payTime = order.updateTime;
    if (ARRANGED.has(status) && !order.trackingNumber) {
      order.trackingNumber = this.newTrackingNumber();
    }
    return this.view(order);
  }

  /** ship_order: the parcel is arranged, Shopee gives it a tracking number. */
  ship(order: StoredOrder): void {
    order.status = 'PROCESSED';
    order.shipped = true;
    order.trackingNumber ??= this.newTrackingNumber();
    order.updateTime = Math.max(nowSeconds(), order.updateTime + 1);
  }

  view(order: StoredOrder): SandboxOrderView {
    return {
      orderId: order.orderSn,
      shopId: order.shopId,
      status: order.status,
      updateTime: order.updateTime,
      packageId: order.packageNumber,
      trackingNumber: order.trackingNumber,
      shipped: order.shipped,
    };
  }

  /** get_order_detail's description of an order, with the optional parts asked for. */
  orderJson(order: StoredOrder, optional: Set<string>): Record<string, unknown> {
    const b = order.buyer;
    const items = order.lines.map((line) => {
      const unit = satang(line.price);
      const discountPerUnit =
        line.quantity > 0 ? Math.round(satang(line.sellerDiscount) / line.quantity) : 0;
      return {
        item_id: Number(line.itemId),
        item_name: line.name,
        item_sku: line.skuId === '0' ? (line.sellerSku ?? '') : '',
        model_id: Number(line.skuId),
        model_name: '',
        model_sku: line.skuId === '0' ? '' : (line.sellerSku ?? ''),
        model_quantity_purchased: line.quantity,
        model_original_price: float(unit),
        model_discounted_price: float(unit - discountPerUnit),
        wholesale: false,
        weight: 0.5,
        add_on_deal: false,
        main_item: false,
        add_on_deal_id: 0,
        promotion_type: '',
        promotion_id: 0,
        order_item_id: Number(line.itemId),
        promotion_group_id: 0,
        image_info: { image_url: `https://cf.shopee.co.th/file/sandbox-${line.itemId}` },
        product_location_id: [],
      };
    });
    const paid =
      items.reduce(
        (sum, item) => sum + satang(item.model_discounted_price) * item.model_quantity_purchased,
        0,
      ) +
      satang(order.shippingFee) -
      order.lines.reduce((sum, line) => sum + satang(line.platformDiscount), 0);
    const json: Record<string, unknown> = {
      order_sn: order.orderSn,
      region: 'TH',
      currency: 'THB',
      cod: order.cod,
      order_status: order.status,
      message_to_seller: '',
      create_time: order.createTime,
      update_time: order.updateTime,
      days_to_ship: 2,
      ship_by_date: order.createTime + 2 * 86_400,
      booking_sn: '',
      advance_package: false,
    };
    const parts: Record<string, () => unknown> = {
      buyer_user_id: () => 9_000_000 + (order.createTime % 1_000_000),
      buyer_username: () => `buyer_${order.orderSn.toLowerCase()}`,
      estimated_shipping_fee: () => float(satang(order.shippingFee)),
      actual_shipping_fee: () => float(satang(order.shippingFee)),
      actual_shipping_fee_confirmed: () => false,
      note: () => '',
      note_update_time: () => 0,
      recipient_address: () => ({
        name: b.name,
        phone: b.phone,
        town: '',
        district: b.subdistrict,
        city: b.district,
        state: b.province,
        region: 'TH',
        zipcode: b.zipcode,
        full_address: `${b.address}, ${b.subdistrict}, ${b.district}, ${b.province}, ${b.zipcode}`,
      }),
      item_list: () => items,
      pay_time: () => order.payTime,
      shipping_carrier: () => CARRIER,
      checkout_shipping_carrier: () => CARRIER,
      payment_method: () => (order.cod ? 'Cash on Delivery' : 'ShopeePay'),
      total_amount: () => float(paid),
      package_list: () => [
        {
          package_number: order.packageNumber,
          logistics_status: logisticsStatus(order),
          shipping_carrier: CARRIER,
          logistics_channel_id: 70_066,
          allow_self_design_awb: false,
          item_list: order.lines.map((line) => ({
            item_id: Number(line.itemId),
            model_id: Number(line.skuId),
            model_quantity: line.quantity,
            order_item_id: Number(line.itemId),
            promotion_group_id: 0,
            product_location_id: '',
          })),
          parcel_chargeable_weight: 500,
        },
      ],
    };
    for (const [name, make] of Object.entries(parts)) {
      if (optional.has(name)) json[name] = make();
    }
    return json;
  }

  // -------------------------------------------------------------------------------------
  // Items and models
  // -------------------------------------------------------------------------------------

  private itemKey(shopId: string, itemId: string): string {
    return `${shopId}/${itemId}`;
  }

  findItem(shopId: string, itemId: string): StoredItem | undefined {
    return this.items.get(this.itemKey(shopId, itemId));
  }

  shopItems(shopId: string): StoredItem[] {
    return [...this.items.values()]
      .filter((item) => item.shopId === shopId)
      .sort((a, b) => Number(a.itemId) - Number(b.itemId) || a.itemId.localeCompare(b.itemId));
  }

  /** A SKU on an item; a name "Shirt - Red" makes item "Shirt" with the option "Red". */
  addProduct(shopId: string, input: SandboxProductInput): void {
    this.requireShop(shopId);
    const [itemName, option] = input.name.includes(' - ')
      ? [
          input.name.slice(0, input.name.indexOf(' - ')),
          input.name.slice(input.name.indexOf(' - ') + 3),
        ]
      : [input.name, input.sellerSku ?? input.skuId];
    const key = this.itemKey(shopId, input.itemId);
    const item = this.items.get(key) ?? {
      itemId: input.itemId,
      shopId,
      name: itemName,
      status: 'NORMAL',
      updateTime: nowSeconds(),
      skus: [],
    };
    const sku: StoredSku = {
      skuId: input.skuId,
      sellerSku: input.sellerSku,
      option,
      price: input.price,
      stock: input.stock,
      warehouseId: input.warehouseId ?? null,
    };
    item.skus = [...item.skus.filter((s) => s.skuId !== input.skuId), sku];
    item.updateTime = nowSeconds();
    this.items.set(key, item);
  }

  hasModels(item: StoredItem): boolean {
    return item.skus.some((sku) => sku.skuId !== '0');
  }

  private stockInfo(sku: StoredSku): Record<string, unknown> {
    return {
      summary_info: { total_reserved_stock: 0, total_available_stock: sku.stock },
      seller_stock: [
        sku.warehouseId
          ? { location_id: sku.warehouseId, stock: sku.stock, if_saleable: true }
          : { stock: sku.stock, if_saleable: true },
      ],
    };
  }

  private priceInfo(sku: StoredSku): Array<Record<string, unknown>> {
    const price = float(satang(sku.price));
    return [{ currency: 'THB', original_price: price, current_price: price }];
  }

  itemJson(item: StoredItem): Record<string, unknown> {
    const withModels = this.hasModels(item);
    const single = item.skus[0];
    const json: Record<string, unknown> = {
      item_id: Number(item.itemId),
      category_id: 100_001,
      item_name: item.name,
      description: '',
      item_sku: !withModels && single ? (single.sellerSku ?? '') : '',
      create_time: item.updateTime,
      update_time: item.updateTime,
      item_status: item.status,
      has_model: withModels,
      condition: 'NEW',
      image: {
        image_url_list: [`https://cf.shopee.co.th/file/sandbox-${item.itemId}`],
        image_id_list: [`sandbox-${item.itemId}`],
      },
    };
    if (!withModels && single) {
      json.price_info = this.priceInfo(single);
      json.stock_info_v2 = this.stockInfo(single);
    }
    return json;
  }

  modelListJson(item: StoredItem): Record<string, unknown> {
    const skus = item.skus.filter((sku) => sku.skuId !== '0');
    return {
      tier_variation: [
        { name: 'Option', option_list: skus.map((sku) => ({ option: sku.option })) },
      ],
      model: skus.map((sku, index) => ({
        model_id: Number(sku.skuId),
        model_sku: sku.sellerSku ?? '',
        model_status: 'MODEL_NORMAL',
        tier_index: [index],
        price_info: this.priceInfo(sku),
        stock_info_v2: this.stockInfo(sku),
      })),
    };
  }

  stockOf(shopId: string, skuId: string): number | undefined {
    for (const item of this.shopItems(shopId)) {
      const sku = item.skus.find((s) => s.skuId === skuId);
      if (sku) return sku.stock;
    }
    return undefined;
  }
}
