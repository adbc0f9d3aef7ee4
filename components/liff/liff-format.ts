import { AMOUNT, formatBaht, percentText } from '@/components/coupons/coupon-format';
import type { LiffCouponView } from '@/lib/domain/members/schemas';

// Pure helpers of the member's page in LINE (docs/members.md, LIFF).

type Discount = Pick<
  LiffCouponView,
  'discount_type' | 'discount_value' | 'max_discount' | 'minimum_amount'
>;

/** A message lookup of the liffPage namespace (next-intl's `t`, narrowed to what is used). */
export type LiffText = (key: string, values?: Record<string, string>) => string;

/** "ส่วนลด ฿50" / "ส่วนลด 10% สูงสุด ฿100": what the coupon gives, in words. */
export function discountWords(c: Discount, t: LiffText, locale: string): string {
  if (c.discount_type === AMOUNT)
    return t('discount.amount', { amount: formatBaht(c.discount_value, locale) });
  const percent = percentText(c.discount_value);
  if (c.max_discount === null || Number(c.max_discount) <= 0)
    return t('discount.percent', { percent });
  return t('discount.percentCapped', { percent, max: formatBaht(c.max_discount, locale) });
}

/** "เมื่อซื้อขั้นต่ำ ฿300", or that there is no minimum. */
export function minimumWords(c: Discount, t: LiffText, locale: string): string {
  return Number(c.minimum_amount) > 0
    ? t('discount.minimum', { amount: formatBaht(c.minimum_amount, locale) })
    : t('discount.noMinimum');
}

/**
 * The ID token the local LINE's sandbox login (or a test) put in the page's fragment, if
 * any. Inside the LINE app, LIFF itself hands its credentials over in the fragment
 * (context_token, access_token, id_token, ...): those are left to the SDK's init.
 */
export function idTokenOfFragment(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.has('context_token') || params.has('access_token')) return null;
  const token = params.get('id_token');
  return token && token.length <= 4096 ? token : null;
}

/** The six digits of a code as typed (spaces and dashes dropped, at most six digits kept). */
export const codeDigits = (text: string): string => text.replace(/\D/g, '').slice(0, 6);

export const isSixDigitCode = (text: string): boolean => /^\d{6}$/.test(text);
