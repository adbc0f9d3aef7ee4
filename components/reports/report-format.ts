import { formatNumber } from '@/components/data-table';

// Figures as the report screens write them: money always with two places and thousands
// grouped (a whole baht reads 1,250.00, never 1,250), counts grouped, rates as percent.

/** "1250.5" -> "1,250.50"; '' for nothing. */
export function formatMoney(value: string | number | null | undefined, locale: string): string {
  return formatNumber(value, locale, 2);
}

/** 1234 -> "1,234". */
export function formatCount(value: number | null | undefined, locale: string): string {
  return formatNumber(value, locale, 0);
}

/** A rate in percent ("3.5", 3.5) -> "3.50%"; '' for nothing. */
export function formatPercent(value: string | number | null | undefined, locale: string): string {
  const text = formatNumber(value, locale, 2);
  return text === '' ? '' : `${text}%`;
}

/** A money string as the number a chart scales by; 0 for anything unreadable. */
export function moneyValue(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}
