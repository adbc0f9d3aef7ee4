import type {
  PlatformOrder,
  PlatformOrderLine,
  PlatformRecipient,
} from '@/lib/domain/platforms/connector';
import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import { shopeeStatus } from '@/lib/domain/platforms/status-mapping';

// A Shopee order as get_order_detail describes it, turned into the back office's
// PlatformOrder. Times are Unix seconds, money is a float in the shop's currency (kept
// here in satang, integers, so sums never drift).

/** The optional parts asked of get_order_detail: everything a PlatformOrder is made from. */
export const SHOPEE_ORDER_FIELDS = [
  'buyer_user_id',
  'buyer_username',
  'estimated_shipping_fee',
  'recipient_address',
  'actual_shipping_fee',
  'note',
  'item_list',
  'pay_time',
  'package_list',
  'shipping_carrier',
  'payment_method',
  'total_amount',
].join(',');

export interface ShopeeRecipientAddress {
  name?: string;
  phone?: string;
  town?: string;
  district?: string;
  city?: string;
  state?: string;
  region?: string;
  zipcode?: string;
  full_address?: string;
}

export interface ShopeeOrderItem {
  item_id: number;
  item_name?: string;
  item_sku?: string;
  model_id?: number;
  model_name?: string;
  model_sku?: string;
  model_quantity_purchased?: number;
  model_original_price?: number;
  model_discounted_price?: number;
  image_info?: { image_url?: string };
}

export interface ShopeePackage {
  package_number?: string;
  logistics_status?: string;
  shipping_carrier?: string;
  item_list?: Array<{ item_id?: number; model_id?: number }>;
}

export interface ShopeeOrderDetail {
  order_sn: string;
  order_status: string;
  cod?: boolean;
  currency?: string;
  total_amount?: number;
  shipping_carrier?: string;
  payment_method?: string;
  estimated_shipping_fee?: number;
  actual_shipping_fee?: number;
  message_to_seller?: string;
  create_time: number;
  update_time: number;
  pay_time?: number | null;
  recipient_address?: ShopeeRecipientAddress;
  item_list?: ShopeeOrderItem[];
  package_list?: ShopeePackage[];
}

/** Satang of a Shopee amount (a float, or a decimal string). */
export function toSatang(amount: number | string | null | undefined): number {
  const value = Number(amount ?? 0);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

/** A decimal string of satang: 12900 -> "129.00". */
export function money(satang: number): string {
  const sign = satang < 0 ? '-' : '';
  const abs = Math.abs(satang);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const fromSeconds = (seconds: number): Date => new Date(seconds * 1000);

/**
 * The recipient in Thai address parts. Shopee gives state (the province), city (the
 * district, amphoe), district (the subdistrict, tambon) and sometimes town; the street
 * part is what full_address holds before those trailing parts.
 */
export function shopeeRecipient(address: ShopeeRecipientAddress | undefined): PlatformRecipient {
  const a = address ?? {};
  const subdistrict = (a.district || a.town || '').trim();
  const district = (a.city ?? '').trim();
  const province = (a.state ?? '').trim();
  const zipcode = (a.zipcode ?? '').trim();
  const tail = new Set(
    [a.town, a.district, a.city, a.state, a.zipcode, a.region]
      .map((part) => (part ?? '').trim())
      .filter((part) => part !== ''),
  );
  const parts = (a.full_address ?? '').split(',').map((part) => part.trim());
  while (parts.length > 1 && tail.has(parts[parts.length - 1]!)) parts.pop();
  return {
    name: (a.name ?? '').trim(),
    phone: (a.phone ?? '').trim(),
    address: parts.join(', '),
    subdistrict,
    district,
    province,
    zipcode,
  };
}

function line(item: ShopeeOrderItem): PlatformOrderLine {
  const quantity = item.model_quantity_purchased ?? 0;
  const original = toSatang(item.model_original_price);
  const discounted = toSatang(item.model_discounted_price ?? item.model_original_price);
  // A bundle deal shows a discounted price of 0 (Shopee does not split it per item): that
  // is no price, not a free item, so the line keeps its full price and the bundle's
  // discount shows in the order's discounts instead.
  const perUnit = discounted > 0 ? Math.max(0, original - discounted) : 0;
  const model = (item.model_name ?? '').trim();
  const name = (item.item_name ?? '').trim();
  return {
    platformItemId: String(item.item_id),
    platformSkuId: String(item.model_id ?? 0),
    sellerSku: item.model_sku || item.item_sku || null,
    name: model ? `${name} - ${model}` : name,
    quantity,
    unitPrice: money(original),
    sellerDiscount: money(perUnit * quantity),
    // Shopee's own vouchers and coins are not split per item in the order detail.
    platformDiscount: money(0),
    imageUrl: item.image_info?.image_url || null,
  };
}

// The package states after the courier has the parcel.
const LEFT_THE_SELLER = new Set([
  'LOGISTICS_PICKUP_DONE',
  'LOGISTICS_DELIVERY_DONE',
  'LOGISTICS_DELIVERY_FAILED',
  'LOGISTICS_COD_REJECTED',
  'LOGISTICS_LOST',
]);

/**
 * A Shopee order detail as a PlatformOrder. `trackingNumbers` holds the tracking number
 * of each package already arranged (get_tracking_number; the detail has none).
 */
export function shopeeOrderToPlatform(
  detail: ShopeeOrderDetail,
  trackingNumbers: ReadonlyMap<string, string> = new Map(),
): PlatformOrder {
  const packages = detail.package_list ?? [];
  const shippedPackages = packages.filter((p) => LEFT_THE_SELLER.has(p.logistics_status ?? ''));
  const mapped = shopeeStatus({
    orderStatus: detail.order_status,
    packages:
      packages.length > 1 ? { shipped: shippedPackages.length, total: packages.length } : undefined,
  });
  if (!mapped) {
    throw new PlatformRequestError(
      `Shopee order ${detail.order_sn} has an undocumented status ${detail.order_status}`,
      'unknown_status',
    );
  }

  const lines = (detail.item_list ?? []).map(line);
  const subtotal = (detail.item_list ?? []).reduce(
    (sum, item) => sum + toSatang(item.model_original_price) * (item.model_quantity_purchased ?? 0),
    0,
  );
  const sellerDiscount = lines.reduce((sum, l) => sum + toSatang(l.sellerDiscount), 0);
  let shippingFee = toSatang(detail.estimated_shipping_fee ?? detail.actual_shipping_fee);
  // total_amount is what the buyer paid (items after discounts, plus shipping, less
  // Shopee's vouchers). Whatever lowers it beyond the seller's own discounts is the
  // platform's; a buyer who paid more shipping than estimated shows as a higher fee.
  let total = subtotal - sellerDiscount + shippingFee;
  let platformDiscount = 0;
  if (detail.total_amount !== undefined && detail.total_amount !== null) {
    const paid = toSatang(detail.total_amount);
    const gap = total - paid;
    if (gap >= 0) platformDiscount = gap;
    else shippingFee -= gap;
    total = paid;
  }

  const first = packages.find((p) => !LEFT_THE_SELLER.has(p.logistics_status ?? '')) ?? packages[0];
  const packageId = first?.package_number || null;
  const carrier = first?.shipping_carrier || detail.shipping_carrier || null;

  return {
    platformOrderId: detail.order_sn,
    platformStatus: detail.order_status,
    mapped,
    createTime: fromSeconds(detail.create_time),
    updateTime: fromSeconds(detail.update_time),
    paidAt: detail.pay_time ? fromSeconds(detail.pay_time) : null,
    recipient: shopeeRecipient(detail.recipient_address),
    lines,
    subtotal: money(subtotal),
    sellerDiscount: money(sellerDiscount),
    platformDiscount: money(platformDiscount),
    shippingFee: money(shippingFee),
    total: money(total),
    paymentMethodName: detail.payment_method || (detail.cod ? 'Cash on Delivery' : ''),
    cashOnDelivery: detail.cod === true,
    shippingProviderName: carrier,
    trackingNumber: packageId ? (trackingNumbers.get(packageId) ?? null) : null,
    packageId,
    buyerNote: detail.message_to_seller?.trim() || null,
    // Fetched with the batch (returns.ts).
    returnRequests: [],
  };
}

// Statuses after the shipment was arranged: only then has a package a tracking number.
const ARRANGED = new Set([
  'PROCESSED',
  'SHIPPED',
  'TO_CONFIRM_RECEIVE',
  'COMPLETED',
  'TO_RETURN',
  'IN_CANCEL',
  'RETRY_SHIP',
]);

/** The packages whose tracking number is worth asking for. */
export function arrangedPackages(detail: ShopeeOrderDetail): string[] {
  if (!ARRANGED.has(detail.order_status)) return [];
  return (detail.package_list ?? [])
    .map((p) => p.package_number ?? '')
    .filter((number) => number !== '');
}
