import type {
  PlatformOrder,
  PlatformOrderLine,
  PlatformRecipient,
} from '@/lib/domain/platforms/connector';
import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import { tiktokStatus } from '@/lib/domain/platforms/status-mapping';
import { satangText, toSatang } from '@/lib/domain/orders/satang';

// A TikTok Shop order (Get Order Detail, API 202309) in the back office's words. TikTok
// lists one line item per unit sold, so equal units (same SKU, same price and discounts) are
// counted back into one line with a quantity. Times are Unix seconds. The recipient's
// administrative parts come in district_info by level: L1 province, L2 district, L3
// subdistrict for Thailand (L0 is the country).

export interface TiktokLineItem {
  id?: string;
  sku_id?: string;
  product_id?: string;
  product_name?: string;
  sku_name?: string;
  sku_image?: string;
  seller_sku?: string;
  original_price?: string;
  sale_price?: string;
  seller_discount?: string;
  platform_discount?: string;
  package_id?: string;
  tracking_number?: string;
  shipping_provider_name?: string;
}

export interface TiktokDistrict {
  address_level_name?: string;
  address_name?: string;
  address_level?: string;
}

export interface TiktokRecipientAddress {
  full_address?: string;
  phone_number?: string;
  name?: string;
  postal_code?: string;
  address_line1?: string;
  address_line2?: string;
  address_detail?: string;
  district_info?: TiktokDistrict[];
}

export interface TiktokOrderJson {
  id: string;
  status: string;
  create_time?: number;
  update_time?: number;
  paid_time?: number;
  buyer_message?: string;
  is_cod?: boolean;
  is_buyer_request_cancel?: boolean;
  payment_method_name?: string;
  shipping_provider?: string;
  tracking_number?: string;
  payment?: {
    currency?: string;
    sub_total?: string;
    shipping_fee?: string;
    seller_discount?: string;
    platform_discount?: string;
    total_amount?: string;
    original_total_product_price?: string;
  };
  recipient_address?: TiktokRecipientAddress;
  packages?: { id?: string }[];
  line_items?: TiktokLineItem[];
}

/** A platform amount as satang; an amount TikTok left out counts as zero. */
function satang(value: string | undefined, field: string): bigint {
  const parsed = toSatang(value ?? '0');
  if (parsed === null) {
    throw new PlatformRequestError(
      `TikTok Shop: ${field} is not an amount: ${value}`,
      'bad_amount',
    );
  }
  return parsed;
}

function seconds(value: number | undefined): Date | null {
  return typeof value === 'number' && value > 0 ? new Date(value * 1000) : null;
}

function text(value: string | undefined): string {
  return (value ?? '').trim();
}

function districtAt(address: TiktokRecipientAddress, level: string): string {
  const found = address.district_info?.find((d) => d.address_level === level);
  return text(found?.address_name);
}

/** TikTok keeps the address hidden before payment (UNPAID, ON_HOLD): the parts stay blank. */
export function tiktokRecipient(address: TiktokRecipientAddress | undefined): PlatformRecipient {
  if (!address) {
    return {
      name: '',
      phone: '',
      address: '',
      subdistrict: '',
      district: '',
      province: '',
      zipcode: '',
    };
  }
  const lines = [address.address_line1, address.address_line2].map(text).filter(Boolean);
  const street = text(address.address_detail) || lines.join(' ') || text(address.full_address);
  return {
    name: text(address.name),
    phone: text(address.phone_number),
    address: street,
    subdistrict: districtAt(address, 'L3'),
    district: districtAt(address, 'L2'),
    province: districtAt(address, 'L1'),
    zipcode: text(address.postal_code),
  };
}

interface LineSum {
  line: PlatformOrderLine;
  unit: bigint;
  seller: bigint;
  platform: bigint;
}

/** The per-unit line items counted back into lines with quantities. */
export function tiktokLines(items: TiktokLineItem[]): PlatformOrderLine[] {
  const byKey = new Map<string, LineSum>();
  for (const item of items) {
    const unit = satang(item.original_price ?? item.sale_price, 'original_price');
    const seller = satang(item.seller_discount, 'seller_discount');
    const platform = satang(item.platform_discount, 'platform_discount');
    const skuId = text(item.sku_id);
    const key = `${skuId}|${unit}|${seller}|${platform}`;
    const sum = byKey.get(key);
    if (sum) {
      sum.line.quantity += 1;
      continue;
    }
    const skuName = text(item.sku_name);
    const productName = text(item.product_name);
    byKey.set(key, {
      unit,
      seller,
      platform,
      line: {
        platformItemId: text(item.product_id),
        platformSkuId: skuId,
        sellerSku: text(item.seller_sku) || null,
        name: skuName && skuName !== productName ? `${productName} (${skuName})` : productName,
        quantity: 1,
        unitPrice: satangText(unit),
        sellerDiscount: '0.00',
        platformDiscount: '0.00',
        imageUrl: text(item.sku_image) || null,
      },
    });
  }
  return [...byKey.values()].map(({ line, seller, platform }) => ({
    ...line,
    sellerDiscount: satangText(seller * BigInt(line.quantity)),
    platformDiscount: satangText(platform * BigInt(line.quantity)),
  }));
}

/**
 * The back office's order. Discounts are on the products; the shipping fee is what the
 * buyer paid for shipping (after its own discounts), so subtotal - discounts + shipping
 * (+ TikTok's small fees and taxes) = total.
 */
export function tiktokOrderShape(order: TiktokOrderJson): PlatformOrder {
  const mapped = tiktokStatus({
    orderStatus: order.status,
    cancelStatus: order.is_buyer_request_cancel ? 'CANCELLATION_REQUEST_PENDING' : undefined,
  });
  if (!mapped) {
    throw new PlatformRequestError(
      `TikTok Shop: order ${order.id} has an undocumented status ${order.status}`,
      'unknown_status',
    );
  }
  const items = order.line_items ?? [];
  const lines = tiktokLines(items);
  const payment = order.payment ?? {};
  const subtotal = items.length
    ? lines.reduce((sum, l) => sum + satang(l.unitPrice, 'unit') * BigInt(l.quantity), BigInt(0))
    : satang(payment.original_total_product_price, 'original_total_product_price');
  const first = items[0];
  const createTime = seconds(order.create_time) ?? new Date(0);
  return {
    platformOrderId: order.id,
    platformStatus: order.status,
    mapped,
    createTime,
    updateTime: seconds(order.update_time) ?? createTime,
    paidAt: seconds(order.paid_time),
    recipient: tiktokRecipient(order.recipient_address),
    lines,
    subtotal: satangText(subtotal),
    sellerDiscount: satangText(satang(payment.seller_discount, 'seller_discount')),
    platformDiscount: satangText(satang(payment.platform_discount, 'platform_discount')),
    shippingFee: satangText(satang(payment.shipping_fee, 'shipping_fee')),
    total: satangText(satang(payment.total_amount, 'total_amount')),
    paymentMethodName: text(order.payment_method_name),
    cashOnDelivery: order.is_cod === true,
    shippingProviderName:
      text(order.shipping_provider) || text(first?.shipping_provider_name) || null,
    trackingNumber: text(order.tracking_number) || text(first?.tracking_number) || null,
    packageId: text(order.packages?.[0]?.id) || text(first?.package_id) || null,
    buyerNote: text(order.buyer_message) || null,
    // Fetched with the batch by the connector (return-shape.ts).
    returnRequests: [],
  };
}
