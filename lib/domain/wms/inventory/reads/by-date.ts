import type { MovedByDate, MovedByProduct } from '@/lib/domain/wms/inventory/reads/schemas';

/** A product's moves on one day, as the SQL answers them (flat, by day then product name). */
export type MovedOnDay = MovedByProduct & { date: string };

/**
 * The flat rows of (day, product), ordered by day then product, nested as the spec's
 * QuantitySummary has them: one entry per day with the products of that day.
 */
export function nestByDate(rows: readonly MovedOnDay[]): MovedByDate[] {
  const days: MovedByDate[] = [];
  for (const { date, ...product } of rows) {
    const last = days[days.length - 1];
    if (last && last.date === date) last.detail_by_product.push(product);
    else days.push({ date, detail_by_product: [product] });
  }
  return days;
}
