/**
 * A unit cost as read on a bill: 2 decimals at least, up to the 4 it is stored with
 * ("12.5000" -> 12.50, "12.3456" -> 12.3456), thousands grouped. Pure: cost-text.test.ts.
 */
export function costText(value: string | number | null | undefined, locale: string): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  const decimals = /\.(\d+)$/.exec(String(value))?.[1]?.replace(/0+$/, '').length ?? 0;
  const digits = Math.min(4, Math.max(2, decimals));
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(n);
}
