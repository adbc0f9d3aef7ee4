import {
  createOrderInput,
  orderLineInput,
  recipientInput,
  type CreateOrderInput,
  type UpdateOrderInput,
} from '@/lib/domain/orders/schemas';
import { THAI_PHONE_RULE } from '@/lib/domain/customers/schemas';
import {
  checkOrderTotals,
  satangText,
  toSatang,
  type OrderTotals,
} from '@/lib/domain/orders/totals';
import { validate, type FieldIssue, type FieldIssues } from '@/components/ui/validate';
import type { OrderFormState } from '@/components/orders/form/form-state';

// From the form to the API: the body of POST /api/v1/orders or PUT /api/v1/orders/{id},
// checked with the same zod schemas as the server, and the totals as staff type (the
// server's own rule, lib/domain/orders/totals.ts). The client never sends a total.
// Issues are keyed by their path: "sale_channel_id", "recipient.phone", "items.2.discount".

/** The fields chosen from a list: an empty one says "choose", not "type". */
export const CHOICE_FIELDS = ['sale_channel_id', 'payment_method_id', 'shipping_provider_id'];

/** The form's own sentences (messages orderForm.rules.*), beside layout.validation's. */
export const ORDER_RULES = new Set([
  'choose',
  'thaiPhone',
  'zipcode',
  'money',
  'quantity',
  'noLines',
  'lineDiscountTooBig',
  'orderDiscountTooBig',
  'amountTooLarge',
]);

const numberOrBlank = (s: string) => (s.trim() === '' ? undefined : Number(s));
const amount = (s: string) => (s.trim() === '' ? '0' : s.trim());

/** The body as the API takes it, before any check (fields as typed). */
export function toOrderBody(form: OrderFormState) {
  return {
    sale_channel_id: numberOrBlank(form.sale_channel_id),
    payment_method_id: numberOrBlank(form.payment_method_id),
    shipping_provider_id: numberOrBlank(form.shipping_provider_id),
    storage_id: form.storage_id ? Number(form.storage_id) : null,
    customer_id: form.customer?.id ?? null,
    recipient: { ...form.recipient },
    items: form.lines.map((l) => ({
      product_id: l.product_id,
      quantity: l.quantity.trim(),
      price: l.price.trim(),
      discount: amount(l.discount),
    })),
    discount: amount(form.discount),
    shipping_fee: amount(form.shipping_fee),
    seller_note: form.seller_note.trim() || null,
    save_customer: form.customer === null && form.save_customer,
    coupon_code: form.held_coupon ? null : form.coupon_code.trim() || null,
  };
}

type Body = ReturnType<typeof toOrderBody>;

/** The totals and the amount problems, as staff type (never throws). */
export function liveTotals(form: OrderFormState): { totals: OrderTotals; issues: FieldIssues } {
  const { totals, problems } = checkOrderTotals({
    lines: form.lines.map((l) => ({
      quantity: l.quantity.trim() === '' ? 0 : l.quantity,
      price: l.price,
      discount: l.discount,
    })),
    discount: form.discount,
    shipping_fee: form.shipping_fee,
  });
  const issues: FieldIssues = {};
  for (const p of problems) {
    if (issues[p.field]) continue;
    issues[p.field] = { key: problemKey(p.field, p.message) };
  }
  return { totals, issues };
}

/**
 * The totals with a coupon's discount on top of the order's own (`off`: what the coupon
 * check answered, or the held coupon's part), never more than what is left of the items
 * once the own discount is off (the server's rule, lib/domain/coupons/discount.ts; an
 * answer for items that have changed since is cut down until the next check). `coupon`:
 * the part shown.
 */
export function withCoupon(
  totals: OrderTotals,
  off: string | null,
): { totals: OrderTotals; coupon: string } {
  const zero = BigInt(0);
  const wanted = off === null ? zero : (toSatang(off) ?? zero);
  const room = toSatang(totals.subtotal)! - toSatang(totals.discount)!;
  const coupon = wanted < zero ? zero : wanted > room ? (room > zero ? room : zero) : wanted;
  if (coupon === zero) return { totals, coupon: satangText(zero) };
  return {
    totals: {
      ...totals,
      discount: satangText(toSatang(totals.discount)! + coupon),
      total: satangText(toSatang(totals.total)! - coupon),
    },
    coupon: satangText(coupon),
  };
}

function problemKey(field: string, message: string): FieldIssue['key'] {
  if (message.startsWith('more than the line')) return 'lineDiscountTooBig';
  if (message.startsWith('more than the subtotal')) return 'orderDiscountTooBig';
  if (message.startsWith('not a whole number')) return 'quantity';
  if (message.startsWith('not an amount')) return 'money';
  return field.endsWith('price') || field.endsWith('discount') ? 'money' : 'amountTooLarge';
}

function prefixed(prefix: string, issues: FieldIssues): FieldIssues {
  return Object.fromEntries(Object.entries(issues).map(([k, v]) => [`${prefix}${k}`, v]));
}

/** The first issue of every field, or the body to send (parsed: phone digits, "12.50"). */
export function checkOrderForm(
  form: OrderFormState,
): { ok: true; body: CreateOrderInput } | { ok: false; issues: FieldIssues } {
  const body: Body = toOrderBody(form);
  const { recipient, items, ...top } = body;
  const issues: FieldIssues = {};

  const topCheck = validate(createOrderInput.omit({ recipient: true, items: true }), top, {
    discount: 'money',
    shipping_fee: 'money',
  });
  if (!topCheck.ok) Object.assign(issues, topCheck.issues);
  for (const field of CHOICE_FIELDS) if (issues[field]) issues[field] = { key: 'choose' };

  const recipientCheck = validate(recipientInput, recipient, {
    phone: THAI_PHONE_RULE,
    zipcode: 'zipcode',
  });
  if (!recipientCheck.ok) Object.assign(issues, prefixed('recipient.', recipientCheck.issues));

  if (items.length === 0) issues.items = { key: 'noLines' };
  items.forEach((item, i) => {
    const lineCheck = validate(orderLineInput, item, {
      quantity: 'quantity',
      price: 'money',
      discount: 'money',
    });
    if (!lineCheck.ok) Object.assign(issues, prefixed(`items.${i}.`, lineCheck.issues));
  });

  // The amounts' own rules (a discount above its line...), where zod found nothing.
  for (const [field, issue] of Object.entries(liveTotals(form).issues))
    if (!issues[field] && issue) issues[field] = issue;

  if (Object.keys(issues).length > 0) return { ok: false, issues };
  const parsed = createOrderInput.safeParse(body);
  if (!parsed.success) return { ok: false, issues: { form: { key: 'invalidFormat' } } };
  return { ok: true, body: parsed.data };
}

/**
 * PUT /api/v1/orders/{id} takes the same fields but the create-only ones: a coupon is taken
 * at creation only (the one an order holds is priced again by the server on its new lines).
 */
export function toUpdateInput(body: CreateOrderInput): UpdateOrderInput {
  const {
    save_customer: _save,
    payment_slip_key: _slip,
    platform_order_id: _platform,
    coupon_code: _coupon,
    ...update
  } = body;
  return update;
}
