import type { CouponAnswer } from '@/lib/domain/coupons/schemas';
import { formatDate } from '@/lib/time/date-format';
import { parseTypedRange } from '@/components/date-range/typed-range';
import { AMOUNT, PERCENT, percentText, type FormField } from '@/components/coupons/coupon-format';

// The coupon form's values as typed, and the body of POST / PUT /api/v1/coupon built
// from them (docs/domain-rules.md, Coupons). The server checks every rule again.

export interface CouponFormState {
  code: string;
  name: string;
  description: string;
  discount_type: typeof AMOUNT | typeof PERCENT;
  discount_value: string;
  max_discount: string;
  minimum_amount: string;
  /** A Bangkok day as the screen writes it (27 พ.ย. 2569) or types it (27/11/2569). */
  valid_from: string;
  valid_to: string;
  /** Blank: unlimited. */
  quantity: string;
}

const moneyText = (v: string) => (Number(v) === 0 ? '' : String(Number(v)));

export function initialCouponForm(c: CouponAnswer | null, locale: string): CouponFormState {
  return {
    code: c?.code ?? '',
    name: c?.name ?? '',
    description: c?.description ?? '',
    discount_type: c?.discount_type === PERCENT ? PERCENT : AMOUNT,
    discount_value: c ? percentText(c.discount_value) : '',
    max_discount: c?.max_discount ? moneyText(c.max_discount) : '',
    minimum_amount: c ? moneyText(c.minimum_amount) : '',
    valid_from: c ? formatDate(c.valid_from, locale) : '',
    valid_to: c ? formatDate(c.valid_to, locale) : '',
    quantity: c?.quantity === null || c?.quantity === undefined ? '' : String(c.quantity),
  };
}

/** A typed day as YYYY-MM-DD, or null when it is not one day. */
function typedDay(text: string, locale: string): string | null {
  const r = parseTypedRange(text, locale);
  return typeof r === 'object' && r.start === r.end ? r.start : null;
}

/** A local issue: a key under couponScreens.form.issues. */
export type LocalIssue = 'required' | 'day' | 'whole';

/** The request body, or the first issue of each field the server would surely refuse. */
export function couponBody(
  f: CouponFormState,
  locale: string,
):
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; issues: Partial<Record<FormField, LocalIssue>> } {
  const issues: Partial<Record<FormField, LocalIssue>> = {};
  for (const k of ['code', 'name', 'discount_value', 'valid_from', 'valid_to'] as const)
    if (!f[k].trim()) issues[k] = 'required';
  const from = typedDay(f.valid_from, locale);
  const to = typedDay(f.valid_to, locale);
  if (f.valid_from.trim() && !from) issues.valid_from = 'day';
  if (f.valid_to.trim() && !to) issues.valid_to = 'day';
  const quantity = f.quantity.trim();
  if (quantity && !/^\d+$/.test(quantity)) issues.quantity = 'whole';
  if (Object.keys(issues).length > 0) return { ok: false, issues };
  const percent = f.discount_type === PERCENT;
  return {
    ok: true,
    body: {
      code: f.code.trim(),
      name: f.name.trim(),
      description: f.description.trim() || null,
      discount_type: f.discount_type,
      discount_value: f.discount_value.trim(),
      minimum_amount: f.minimum_amount.trim() || '0',
      max_discount: percent && f.max_discount.trim() ? f.max_discount.trim() : null,
      valid_from: from,
      valid_to: to,
      quantity: quantity ? Number(quantity) : null,
    },
  };
}
