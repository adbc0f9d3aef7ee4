import type { OrderDetail } from '@/lib/domain/orders/schemas';
import type { ProductLookupRow } from '@/lib/domain/catalog/schemas';
import type { CustomerAddress } from '@/lib/domain/customers/schemas';
import { formatThaiPhone } from '@/lib/domain/customers/phone';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@/lib/domain/orders/schemas';
import { satangText, toSatang } from '@/lib/domain/orders/satang';

// The order form's values as staff edit them: text as typed (money and quantities stay
// strings until the form is sent), and the pure steps that change them. Shared by the new
// order and quick order screens. Pure: form-state.test.ts.

export interface LineDraft {
  /** The form's own key of the line (a product appears on one line only). */
  key: string;
  product_id: number;
  sku: string;
  name: string;
  barcode: string | null;
  image_url: string | null;
  quantity: string;
  /** Unit price; starts at the product's price. */
  price: string;
  /** Discount on the whole line. */
  discount: string;
}

export interface RecipientDraft {
  name: string;
  phone: string;
  address: string;
  subdistrict: string;
  district: string;
  province: string;
  zipcode: string;
}

export interface CustomerChoice {
  id: number;
  name: string;
  phone: string;
  address_count: number;
}

export interface OrderFormState {
  customer: CustomerChoice | null;
  /** Without a customer: save the recipient as a new customer. */
  save_customer: boolean;
  recipient: RecipientDraft;
  lines: LineDraft[];
  /** The order's own discount (a coupon's part comes on top of it). */
  discount: string;
  shipping_fee: string;
  /** A coupon code typed for a new order (checked as typed; the server judges at save). */
  coupon_code: string;
  /**
   * The coupon an order being edited already holds, with its part of the discount as last
   * priced: it cannot be changed here; the server prices it again on the saved lines.
   */
  held_coupon: { code: string; discount: string } | null;
  sale_channel_id: string;
  payment_method_id: string;
  shipping_provider_id: string;
  storage_id: string;
  seller_note: string;
}

export const EMPTY_RECIPIENT: RecipientDraft = {
  name: '',
  phone: '',
  address: '',
  subdistrict: '',
  district: '',
  province: '',
  zipcode: '',
};

export function emptyOrderForm(defaults: { sale_channel_id?: number | null } = {}): OrderFormState {
  return {
    customer: null,
    save_customer: false,
    recipient: EMPTY_RECIPIENT,
    lines: [],
    discount: '',
    shipping_fee: '',
    coupon_code: '',
    held_coupon: null,
    sale_channel_id: defaults.sale_channel_id ? String(defaults.sale_channel_id) : '',
    payment_method_id: '',
    shipping_provider_id: '',
    storage_id: '',
    seller_note: '',
  };
}

const lineKey = (productId: number) => `p${productId}`;

/** "0.00" shows as an empty box: staff type a discount, they do not erase one. */
const blankZero = (amount: string) => (Number(amount) === 0 ? '' : amount);

/** The order's own discount: its discount without its coupon's part. */
function ownDiscount(order: Pick<OrderDetail, 'discount' | 'coupon_discount'>): string {
  const own =
    (toSatang(order.discount) ?? BigInt(0)) - (toSatang(order.coupon_discount) ?? BigInt(0));
  return satangText(own < BigInt(0) ? BigInt(0) : own);
}

/**
 * The form of an existing order: to edit it, or (`repeat`) as a new order for the same
 * customer, recipient, lines, channel, method and provider, without its seller note.
 */
export function formFromOrder(order: OrderDetail, repeat = false): OrderFormState {
  return {
    customer:
      order.customer_id !== null
        ? {
            id: order.customer_id,
            name: order.customer_name ?? order.recipient.name,
            phone: '',
            address_count: 0,
          }
        : null,
    save_customer: false,
    recipient: {
      ...order.recipient,
      phone: formatThaiPhone(order.recipient.phone) || order.recipient.phone,
    },
    // A platform order's line waiting for its mapping has no product; such an order is
    // refused by the server's edit (order.unmappedItems), so the form shows only mapped lines.
    lines: order.items
      .flatMap((item) =>
        item.product_id === null ? [] : [{ ...item, product_id: item.product_id }],
      )
      .map((item) => ({
        key: lineKey(item.product_id),
        product_id: item.product_id,
        sku: item.sku,
        name: item.name,
        barcode: item.barcode,
        image_url: item.image_url,
        quantity: String(item.quantity),
        price: item.price,
        discount: blankZero(item.discount),
      })),
    discount: blankZero(ownDiscount(order)),
    shipping_fee: blankZero(order.shipping_fee),
    // A repeat is a new order: its coupon, if any, is typed again (a member's code is used).
    coupon_code: '',
    held_coupon:
      !repeat && order.coupon_code
        ? { code: order.coupon_code, discount: order.coupon_discount }
        : null,
    sale_channel_id: String(order.sale_channel_id),
    payment_method_id: String(order.payment_method_id),
    shipping_provider_id: String(order.shipping_provider_id),
    storage_id: order.storage_id === null ? '' : String(order.storage_id),
    seller_note: repeat ? '' : (order.seller_note ?? ''),
  };
}

/** The recipient from a customer's address (blank name or phone: the customer's own). */
export function recipientFromAddress(
  address: CustomerAddress,
  owner: { name: string; phone: string },
): RecipientDraft {
  const phone = address.phone || owner.phone;
  return {
    name: address.recipient_name || owner.name,
    phone: formatThaiPhone(phone) || phone,
    address: address.address,
    subdistrict: address.subdistrict,
    district: address.district,
    province: address.province,
    zipcode: address.zipcode,
  };
}

export type AddResult =
  | { ok: true; lines: LineDraft[]; key: string; added: boolean }
  | { ok: false; reason: 'tooManyLines' | 'tooMany' };

/** Adds a product: a new line at its price, or one more on the line it already has. */
export function addProduct(lines: LineDraft[], product: ProductLookupRow, count = 1): AddResult {
  const key = lineKey(product.id);
  const existing = lines.find((l) => l.key === key);
  if (existing) {
    const quantity = quantityOf(existing.quantity) + count;
    if (quantity > MAX_LINE_QUANTITY) return { ok: false, reason: 'tooMany' };
    return {
      ok: true,
      key,
      added: false,
      lines: lines.map((l) => (l.key === key ? { ...l, quantity: String(quantity) } : l)),
    };
  }
  if (lines.length >= MAX_ORDER_LINES) return { ok: false, reason: 'tooManyLines' };
  const line: LineDraft = {
    key,
    product_id: product.id,
    sku: product.pn,
    name: product.name,
    barcode: product.barcode,
    image_url: product.image_url,
    quantity: String(count),
    price: product.price,
    discount: '',
  };
  return { ok: true, key, added: true, lines: [...lines, line] };
}

/** The quantity typed, as a whole number (0 when it is not one). */
export function quantityOf(text: string): number {
  const n = Number(text.trim());
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** One more or one less on a line, never below 1 nor above the limit. */
export function stepQuantity(lines: LineDraft[], key: string, delta: 1 | -1): LineDraft[] {
  return lines.map((l) => {
    if (l.key !== key) return l;
    const next = Math.min(MAX_LINE_QUANTITY, Math.max(1, quantityOf(l.quantity) + delta));
    return { ...l, quantity: String(next) };
  });
}

export function updateLine(
  lines: LineDraft[],
  key: string,
  patch: Partial<Pick<LineDraft, 'quantity' | 'price' | 'discount'>>,
): LineDraft[] {
  return lines.map((l) => (l.key === key ? { ...l, ...patch } : l));
}

export const removeLine = (lines: LineDraft[], key: string): LineDraft[] =>
  lines.filter((l) => l.key !== key);
