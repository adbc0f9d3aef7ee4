/** Numbers and times as people read them (spec section 9: thousands grouped by commas). */

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

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

/** An ISO time shown in Bangkok time, short date and time. */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Bangkok',
    });
    dateFormats.set(locale, format);
  }
  return format.format(d);
}
