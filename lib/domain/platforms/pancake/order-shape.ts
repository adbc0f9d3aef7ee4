import { satangText, toSatang } from '@/lib/domain/orders/satang';
import type {
  PlatformOrder,
  PlatformOrderLine,
  PlatformSku,
  WebhookEvent,
} from '@/lib/domain/platforms/connector';
import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import { PANCAKE_STATUS_NAME, pancakeStatus } from '@/lib/domain/platforms/status-mapping';

// Pancake POS's order and variation objects in the connector's shapes (platforms.md
// section 5; the order object of the API documentation's "Danh sách đơn hàng", the same
// object its webhook posts). Pancake writes amounts as plain numbers in the shop's currency
// and times as UTC without an offset ("2020-05-12T04:51:54").
//
// Guessed where the documentation shows no field (docs/platform-sandbox.md, Pancake):
// the address's names (commune_name, district_name, province_name: the documented object
// has only their ids and full_address), the carrier's name (partner.partner_name), that
// discount_each_product is per unit (a percent when is_discount_percent), and the buyer's
// total as subtotal - discounts + shipping fee.

type Json = Record<string, unknown>;

const obj = (v: unknown): Json =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';
const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
};
const sat = (v: number): bigint => toSatang(Math.max(0, Math.round(v * 100) / 100)) ?? 0n;

/** Pancake's time ("2020-05-12T04:51:54[.123456]", UTC without an offset) or null. */
export function parsePancakeTime(value: unknown): Date | null {
  const raw = text(value);
  if (!raw) return null;
  const iso = /[zZ]|[+-]\d{2}:?\d{2}$/.test(raw) ? raw : `${raw.replace(' ', 'T')}Z`;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : at;
}

function orderLine(item: Json): PlatformOrderLine | null {
  const info = obj(item.variation_info);
  const skuId = text(item.variation_id);
  const quantity = Math.trunc(num(item.quantity));
  if (!skuId || quantity <= 0) return null;
  const unit = item.is_bonus_product === true ? 0 : num(info.retail_price);
  const each = num(item.discount_each_product);
  const perUnit = item.is_discount_percent === true ? (unit * Math.min(each, 100)) / 100 : each;
  const discount = sat(perUnit) * BigInt(quantity);
  const gross = sat(unit) * BigInt(quantity);
  const images = arr(info.images).map(text).filter(Boolean);
  return {
    platformItemId: text(item.product_id) || skuId,
    platformSkuId: skuId,
    sellerSku: text(info.display_id) || text(info.product_display_id) || null,
    name: text(info.name) || skuId,
    quantity,
    unitPrice: satangText(sat(unit)),
    sellerDiscount: satangText(discount > gross ? gross : discount),
    platformDiscount: '0.00',
    imageUrl: images[0] ?? null,
  };
}

/**
 * A Pancake order as a PlatformOrder; null when it cannot be one (no id, a status Pancake
 * has not documented, no update time): the sync leaves it out and counts it as failed.
 */
export function toPancakeOrder(raw: unknown): PlatformOrder | null {
  const o = obj(raw);
  const id = text(o.id);
  const code = typeof o.status === 'number' ? o.status : Number.NaN;
  const mapped = pancakeStatus(code);
  const updateTime = parsePancakeTime(o.updated_at);
  if (!id || !mapped || !updateTime) return null;
  const createTime = parsePancakeTime(o.inserted_at) ?? updateTime;
  const address = obj(o.shipping_address);
  const partner = obj(o.partner);
  const lines = arr(o.items)
    .map((item) => orderLine(obj(item)))
    .filter((l): l is PlatformOrderLine => l !== null);
  const subtotal = lines.reduce(
    (s, l) => s + (toSatang(l.unitPrice) ?? 0n) * BigInt(l.quantity),
    0n,
  );
  const lineDiscounts = lines.reduce((s, l) => s + (toSatang(l.sellerDiscount) ?? 0n), 0n);
  let discount = lineDiscounts + sat(num(o.total_discount));
  if (discount > subtotal) discount = subtotal;
  const shipping = o.is_free_shipping === true ? 0n : sat(num(o.shipping_fee));
  const cod = num(o.cod ?? partner.cod);
  const statusWords = PANCAKE_STATUS_NAME[code] ?? String(code);
  return {
    platformOrderId: id,
    platformStatus: `${code} ${statusWords}`,
    mapped,
    createTime,
    updateTime,
    paidAt: parsePancakeTime(partner.paid_at) ?? (code === 16 ? updateTime : null),
    recipient: {
      name: text(address.full_name) || text(o.bill_full_name),
      phone: text(address.phone_number) || text(o.bill_phone_number),
      address: text(address.address) || text(address.full_address),
      subdistrict: text(address.commune_name),
      district: text(address.district_name),
      province: text(address.province_name),
      zipcode: text(address.post_code),
    },
    lines,
    subtotal: satangText(subtotal),
    sellerDiscount: satangText(discount),
    platformDiscount: '0.00',
    shippingFee: satangText(shipping),
    total: satangText(subtotal - discount + shipping),
    paymentMethodName: cod > 0 ? 'Cash on delivery' : 'Bank transfer',
    cashOnDelivery: cod > 0,
    shippingProviderName: text(partner.partner_name) || null,
    trackingNumber: text(partner.extend_code) || null,
    packageId: null,
    buyerNote: text(o.note) || null,
    returnRequests: [],
  };
}

/** A variation of GET /shops/{id}/products/variations as a SKU. */
export function toPancakeSku(raw: unknown): PlatformSku | null {
  const v = obj(raw);
  const skuId = text(v.id);
  if (!skuId) return null;
  const product = obj(v.product);
  const options = arr(v.fields)
    .map((f) => text(obj(f).value))
    .filter(Boolean);
  const name = [text(product.name), options.join(' / ')].filter(Boolean).join(' - ');
  const warehouses = arr(v.variations_warehouses).map(obj);
  const images = arr(v.images).map(text).filter(Boolean);
  return {
    platformItemId: text(v.product_id) || skuId,
    platformSkuId: skuId,
    sellerSku: text(v.display_id) || null,
    name: name || skuId,
    price: v.retail_price === undefined ? null : satangText(sat(num(v.retail_price))),
    stock:
      typeof v.remain_quantity === 'number' ? Math.max(0, Math.trunc(v.remain_quantity)) : null,
    status: v.is_removed === true ? 3 : v.is_locked === true ? 1 : 0,
    imageUrl: images[0] ?? (text(product.image) || null),
    warehouseId: text(warehouses[0]?.warehouse_id) || null,
  };
}

/**
 * What a Pancake webhook is about. The order webhook posts the order object itself
 * (`id`, `shop_id`, `updated_at`); other data types (customers, stock) are not orders.
 * Throws PlatformRequestError on a body that is not a JSON object.
 */
export function parsePancakeWebhook(rawBody: string): WebhookEvent[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new PlatformRequestError('the push is not JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new PlatformRequestError('the push is not a JSON object');
  const body = parsed as Json;
  const shopId = text(body.shop_id);
  const orderId = text(body.id);
  const type = text(body.type);
  if (!shopId) return [{ shopId: '', kind: 'other', platformOrderId: null, updateTime: null }];
  if ((type && type !== 'orders') || !orderId || typeof body.status !== 'number')
    return [{ shopId, kind: 'other', platformOrderId: null, updateTime: null }];
  return [
    {
      shopId,
      kind: 'order',
      platformOrderId: orderId,
      updateTime: parsePancakeTime(body.updated_at),
    },
  ];
}
