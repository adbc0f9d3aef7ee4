import type { CouponAnswer } from '@/lib/domain/coupons/schemas';

// Pure helpers of the coupon screens (docs/domain-rules.md, Coupons). The discount types
// are repeated here rather than imported: lib/domain/coupons/discount.ts prices with
// Prisma's Decimal, which must not reach the browser.

export const AMOUNT = 1;
export const PERCENT = 2;

const formats = new Map<string, Intl.NumberFormat>();

/** "฿50", "฿1,250.50": baht with thousands grouped, the satang only when there are some. */
export function formatBaht(value: string | number, locale: string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  const text = format.format(n);
  // 12.5 baht reads "฿12.50", never "฿12.5".
  return `฿${/[.,]\d$/.test(text) ? `${text}0` : text}`;
}

/** "10" for "10.00", "12.5" for "12.50": a percent as people write it. */
export const percentText = (value: string): string => String(Number(value));

type Discount = Pick<CouponAnswer, 'discount_type' | 'discount_value' | 'max_discount'>;

/**
 * "฿50", "10%", or "10% (max ฿100)": `capped` words the cap in the screen's language
 * (couponScreens.discount.capped).
 */
export function discountLabel(
  c: Discount,
  locale: string,
  capped: (values: { percent: string; max: string }) => string,
): string {
  if (c.discount_type !== PERCENT) return formatBaht(c.discount_value, locale);
  const percent = percentText(c.discount_value);
  if (c.max_discount === null || Number(c.max_discount) <= 0) return `${percent}%`;
  return capped({ percent, max: formatBaht(c.max_discount, locale) });
}

/** The form fields the server's answers can name (body paths of POST and PUT). */
export const FORM_FIELDS = [
  'code',
  'name',
  'description',
  'discount_type',
  'discount_value',
  'max_discount',
  'minimum_amount',
  'valid_from',
  'valid_to',
  'quantity',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];

/** Refusals that belong to one field of the form. */
const FIELD_OF_MSG: Record<string, FormField> = {
  'coupon.duplicate': 'code',
  'coupon.quantityBelowUsed': 'quantity',
};

/**
 * The form field a server refusal belongs to: its catalogue key's field, or, for
 * common.invalidParameter, the first `body.<field>` its Cause names
 * (lib/http/route-input.ts). null: a refusal of the whole form.
 */
export function fieldOfRefusal(msg: string, cause: string): FormField | null {
  if (FIELD_OF_MSG[msg]) return FIELD_OF_MSG[msg];
  if (msg !== 'common.invalidParameter') return null;
  const named = /body\.([a-z_]+)/.exec(cause)?.[1];
  return (FORM_FIELDS as readonly string[]).includes(named ?? '') ? (named as FormField) : null;
}
