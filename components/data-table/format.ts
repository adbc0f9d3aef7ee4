/**
 * Numbers as people read them (thousands grouped by commas). Dates and
 * times: lib/time/date-format.ts.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();

/** 1234567.5 -> "1,234,567.5"; money strings ("1250.00") keep their two places. */
export function formatNumber(
  value: number | string | null | undefined,
  locale: string,
  fractionDigits?: number,
): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  const digits =
    fractionDigits ?? (typeof value === 'string' && /\.\d{2}$/.test(value) ? 2 : undefined);
  const key = `${locale}:${digits ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      digits === undefined
        ? { maximumFractionDigits: 2 }
        : { minimumFractionDigits: digits, maximumFractionDigits: digits },
    );
    numberFormats.set(key, format);
  }
  return format.format(n);
}
