import { formatNumber } from '@/components/data-table';

/** A unit cost ("12.5000") with 2 to 4 decimals: 12.50, 12.3456. */
export function formatCost(value: string | null | undefined, locale: string): string {
  if (value == null || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(n);
}

/** A signed ledger amount: +12 in, -3 out, 0. */
export function formatSigned(value: number, locale: string): string {
  const text = formatNumber(Math.abs(value), locale);
  return value > 0 ? `+${text}` : value < 0 ? `-${text}` : text;
}
