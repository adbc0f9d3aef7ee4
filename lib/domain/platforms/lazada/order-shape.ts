import { ORDER_STATUS } from '@/lib/domain/orders/status';
import type {
  PlatformOrder,
  PlatformOrderLine,
  PlatformRecipient,
} from '@/lib/domain/platforms/connector';
import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import { lazadaStatus } from '@/lib/domain/platforms/status-mapping';
import { objectOf } from '@/lib/domain/platforms/lazada/api-client';
import {
  lazadaFlag,
  lazadaSatang,
  lazadaText,
  moneyText,
  parseLazadaTime,
} from '@/lib/domain/platforms/lazada/lazada-values';

// A Lazada order comes in two parts: the order itself (buyer, address, payment method,
// shipping fee, vouchers; from /orders/get or /order/get) and its items (from
// /orders/items/get). Lazada has one item per unit sold, each with its own status, package
// and tracking number; we make one line per SKU and price, with the quantity counted, and
// the order's status from its items' statuses (the least advanced decides).

export type LazadaRecord = Record<string, unknown>;

export function toPlatformOrder(header: LazadaRecord, items: LazadaRecord[]): PlatformOrder {
  const orderId = lazadaText(header.order_id);
  if (items.length === 0) {
    throw new PlatformRequestError(`Lazada order ${orderId} has no items`);
  }
  const statuses = [...new Set(items.map((i) => lazadaText(i.status)).filter(Boolean))];
  const mapped = mappedStatus(orderId, statuses, items);
  const lines = orderLines(items);
  const sum = (pick: (l: PlatformOrderLine) => string) =>
    lines.reduce((total, l) => total + lazadaSatang(pick(l)), BigInt(0));
  const itemsSubtotal = lines.reduce(
    (total, l) => total + lazadaSatang(l.unitPrice) * BigInt(l.quantity),
    BigInt(0),
  );
  // The order's own figures win when it has them; the items' sums stand in otherwise.
  const subtotal = header.price === undefined ? itemsSubtotal : lazadaSatang(header.price);
  const sellerDiscount =
    header.voucher_seller === undefined
      ? sum((l) => l.sellerDiscount)
      : lazadaSatang(header.voucher_seller);
  const platformDiscount =
    header.voucher_platform === undefined
      ? sum((l) => l.platformDiscount)
      : lazadaSatang(header.voucher_platform);
  const shippingFee = lazadaSatang(header.shipping_fee);
  const total = subtotal - sellerDiscount - platformDiscount + shippingFee;

  const createTime = parseLazadaTime(header.created_at) ?? earliest(items, 'created_at');
  const headerUpdate = parseLazadaTime(header.updated_at);
  const itemUpdate = latest(items, 'updated_at');
  const updateTime = [headerUpdate, itemUpdate, createTime]
    .filter((d): d is Date => d !== null)
    .reduce((a, b) => (a.getTime() >= b.getTime() ? a : b));
  const paymentMethodName = lazadaText(header.payment_method);
  const firstOf = (key: string) =>
    items.map((i) => lazadaText(i[key])).find((v) => v !== '') ?? null;

  return {
    platformOrderId: orderId,
    platformStatus: statuses.join(','),
    mapped,
    createTime: createTime ?? updateTime,
    updateTime,
    paidAt: mapped.status === ORDER_STATUS.Unpaid ? null : earliest(items, 'payment_time'),
    recipient: recipientOf(objectOf(header.address_shipping), header),
    lines,
    subtotal: moneyText(subtotal),
    sellerDiscount: moneyText(sellerDiscount),
    platformDiscount: moneyText(platformDiscount),
    shippingFee: moneyText(shippingFee),
    total: moneyText(total < BigInt(0) ? BigInt(0) : total),
    paymentMethodName,
    cashOnDelivery: paymentMethodName.toUpperCase() === 'COD',
    shippingProviderName: firstOf('shipment_provider'),
    trackingNumber: firstOf('tracking_code'),
    packageId: firstOf('package_id'),
    buyerNote: lazadaText(header.buyer_note) || null,
    // Fetched with the batch by the connector (reverse-shape.ts).
    returnRequests: [],
  };
}

/**
 * The order's status from its items. An item whose status Lazada has not documented is left
 * out of the count while the others still say where the order is; an order made only of such
 * items is refused, so it is noticed rather than stored under a wrong status. A buyer's
 * cancellation waiting for the seller's answer (need_cancel_confirm) is a flag, not a cancel.
 */
function mappedStatus(orderId: string, statuses: string[], items: LazadaRecord[]) {
  const cancelAsked = items.some((i) => lazadaFlag(i.need_cancel_confirm));
  const reverseStatus = cancelAsked ? 'CANCEL_INIT' : undefined;
  const known = statuses.filter((s) => lazadaStatus({ itemStatuses: [s] }) !== null);
  const mapped = lazadaStatus({ itemStatuses: known, reverseStatus });
  if (!mapped) {
    throw new PlatformRequestError(
      `Lazada order ${orderId} has item statuses we do not know: ${statuses.join(', ')}`,
      'UnknownStatus',
    );
  }
  return mapped;
}

/** One line per SKU and unit price; Lazada's per-unit items counted into its quantity. */
function orderLines(items: LazadaRecord[]): PlatformOrderLine[] {
  const lines = new Map<string, PlatformOrderLine>();
  for (const item of items) {
    const skuId = lazadaText(item.sku_id) || lazadaText(item.shop_sku);
    const unitPrice = moneyText(lazadaSatang(item.item_price));
    const key = `${skuId}|${unitPrice}`;
    const seller = lazadaSatang(item.voucher_seller);
    const platform = lazadaSatang(item.voucher_platform);
    const line = lines.get(key);
    if (line) {
      line.quantity += 1;
      line.sellerDiscount = moneyText(lazadaSatang(line.sellerDiscount) + seller);
      line.platformDiscount = moneyText(lazadaSatang(line.platformDiscount) + platform);
      continue;
    }
    const variation = lazadaText(item.variation);
    const name = lazadaText(item.name);
    lines.set(key, {
      platformItemId: lazadaText(item.product_id),
      platformSkuId: skuId,
      sellerSku: lazadaText(item.sku) || null,
      name: variation && !name.includes(variation) ? `${name} (${variation})` : name,
      quantity: 1,
      unitPrice,
      sellerDiscount: moneyText(seller),
      platformDiscount: moneyText(platform),
      imageUrl: lazadaText(item.product_main_image) || null,
    });
  }
  return [...lines.values()];
}

/**
 * The shipping address. For Thailand Lazada puts the province in address3, the district
 * (amphoe) in address4 and the subdistrict (tambon) in address5, the street in address1 and
 * address2; some shops see the district only in addressDistrict, and the subdistrict
 * sometimes ends with the postcode, which has its own field.
 */
function recipientOf(address: LazadaRecord, header: LazadaRecord): PlatformRecipient {
  const zipcode = lazadaText(address.post_code);
  const name =
    [lazadaText(address.first_name), lazadaText(address.last_name)].filter(Boolean).join(' ') ||
    [lazadaText(header.customer_first_name), lazadaText(header.customer_last_name)]
      .filter(Boolean)
      .join(' ');
  const subdistrict = lazadaText(address.address5)
    .replace(new RegExp(`[\\s/,-]*${zipcode ? escapeRegExp(zipcode) : '$^'}$`), '')
    .trim();
  return {
    name,
    phone: lazadaText(address.phone) || lazadaText(address.phone2),
    address: [lazadaText(address.address1), lazadaText(address.address2)].filter(Boolean).join(' '),
    subdistrict,
    district:
      lazadaText(address.address4) ||
      lazadaText(address.addressDistrict) ||
      lazadaText(address.addressDsitrict),
    province: lazadaText(address.address3),
    zipcode,
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function times(items: LazadaRecord[], key: string): Date[] {
  return items.map((i) => parseLazadaTime(i[key])).filter((d): d is Date => d !== null);
}

function earliest(items: LazadaRecord[], key: string): Date | null {
  const all = times(items, key);
  return all.length === 0 ? null : all.reduce((a, b) => (a.getTime() <= b.getTime() ? a : b));
}

function latest(items: LazadaRecord[], key: string): Date | null {
  const all = times(items, key);
  return all.length === 0 ? null : all.reduce((a, b) => (a.getTime() >= b.getTime() ? a : b));
}
