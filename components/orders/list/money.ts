// Money on the order screens: amounts arrive as decimal strings ("1250.00") and are
// compared in satang (BigInt), never as floats; they are shown with thousands grouped and
// two places.

import { toSatang } from '@/lib/domain/orders/satang';

const formats = new Map<string, Intl.NumberFormat>();

/** "1250.5" -> "1,250.50"; '' for nothing; a value that is not a number is shown as is. */
export function formatMoney(value: string | number | null | undefined, locale: string): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format.format(n);
}

const MONEY_TEXT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * What a person typed as an amount ("1,250", "1250.5", "฿ 1 250.00") as a decimal string
 * with two places ("1250.50"), or null when it is not an amount.
 */
export function parseMoneyInput(text: string): string | null {
  const cleaned = text.replace(/[\s,฿]/g, '');
  const m = MONEY_TEXT.exec(cleaned);
  if (!m) return null;
  const whole = m[1]!.replace(/^0+(?=\d)/, '');
  return `${whole}.${(m[2] ?? '').padEnd(2, '0')}`;
}

export type AmountCheck = 'empty' | 'invalid' | 'match' | 'mismatch';

/** The amount read on a slip against the amount due. */
export function checkSlipAmount(typed: string, due: string): AmountCheck {
  if (typed.trim() === '') return 'empty';
  const read = parseMoneyInput(typed);
  if (read === null) return 'invalid';
  const a = toSatang(read);
  const b = toSatang(due);
  if (a === null || b === null) return 'invalid';
  return a === b ? 'match' : 'mismatch';
}
