// Shaping report answers into the rows recharts draws: every day of the period present
// (a day without movement is a zero bar, not a gap), series named by index so a packing
// line called "A.1" is never read as a nested data path.

import { addDays, rangeDays } from '@/components/date-range/day-range';

/** Enough colours for the lines of a warehouse; more series reuse them in turn. */
export const CHART_COLORS = [
  '#2f6fed',
  '#16a34a',
  '#f59e0b',
  '#dc2626',
  '#7c3aed',
  '#0891b2',
  '#db2777',
  '#65a30d',
] as const;

export const seriesColor = (index: number): string =>
  CHART_COLORS[index % CHART_COLORS.length] as string;

/** A year: longer periods are not asked for by any screen, and would be no chart. */
const MAX_DAYS = 366;

/** Every Bangkok day from start to end, both included; [] when the range is wrong. */
export function daysOf(start: string, end: string): string[] {
  const n = rangeDays(start, end);
  if (n === null || n < 1) return [];
  const days: string[] = [];
  for (let i = 0; i < Math.min(n, MAX_DAYS); i++) days.push(addDays(start, i) as string);
  return days;
}

export interface Series {
  /** The recharts dataKey: s0, s1, ... */
  key: string;
  /** The series' own name (a packing line); null for "none". */
  name: string | null;
}

export type DayRow = { date: string } & Record<string, number | string>;

/**
 * Rows per day with one number per series (e.g. units packed per day per line), for a
 * stacked bar chart. Series keep the order they first appear in, a null name last.
 */
export function pivotByDay<R>(
  rows: readonly R[],
  period: { start_date: string; end_date: string },
  pick: (row: R) => { date: string; name: string | null; amount: number },
): { rows: DayRow[]; series: Series[] } {
  const names: Array<string | null> = [];
  const picked = rows.map(pick);
  for (const p of picked) if (!names.includes(p.name)) names.push(p.name);
  names.sort((a, b) => (a === null ? 1 : 0) - (b === null ? 1 : 0));
  const series = names.map((name, i) => ({ key: `s${i}`, name }));
  const keyOf = new Map(series.map((s) => [s.name, s.key]));

  const days = daysOf(period.start_date, period.end_date);
  for (const p of picked) if (!days.includes(p.date)) days.push(p.date);
  days.sort();
  const byDay = new Map<string, DayRow>();
  for (const date of days) {
    const row: DayRow = { date };
    for (const s of series) row[s.key] = 0;
    byDay.set(date, row);
  }
  for (const p of picked) {
    const row = byDay.get(p.date) as DayRow;
    const key = keyOf.get(p.name) as string;
    row[key] = (row[key] as number) + p.amount;
  }
  return { rows: [...byDay.values()], series };
}

/**
 * The days of a QuantitySummary (each with its detail_by_product) as one row per day and
 * product, for the tables and charts that list them.
 */
export function flatByDay<P extends object>(
  days: ReadonlyArray<{ date: string; detail_by_product: readonly P[] }>,
): Array<P & { date: string }> {
  return days.flatMap((day) => day.detail_by_product.map((p) => ({ ...p, date: day.date })));
}

/** Units in and out per day, summed over the products (the storage history chart). */
export function inOutByDay(
  rows: ReadonlyArray<{ date: string; amount_in: number; amount_out: number }>,
  period: { start_date: string; end_date: string },
): Array<{ date: string; in: number; out: number }> {
  const byDay = new Map<string, { date: string; in: number; out: number }>();
  for (const date of daysOf(period.start_date, period.end_date))
    byDay.set(date, { date, in: 0, out: 0 });
  for (const r of rows) {
    const day = byDay.get(r.date) ?? { date: r.date, in: 0, out: 0 };
    day.in += r.amount_in;
    day.out += r.amount_out;
    byDay.set(r.date, day);
  }
  return [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** A money string ("1250.00") as the number a chart scales by; 0 for anything unreadable. */
export function chartAmount(value: string | number): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

/**
 * The biggest `max - 1` slices as they are and the rest summed into one "others" slice
 * (a pie of 30 storages is unreadable). Slices of 0 are left out.
 */
export function topSlices<R>(
  rows: readonly R[],
  max: number,
  valueOf: (row: R) => number,
  nameOf: (row: R) => string,
  othersName: string,
): Array<{ name: string; value: number }> {
  const slices = rows
    .map((r) => ({ name: nameOf(r), value: valueOf(r) }))
    .filter((s) => s.value > 0)
    .sort((a, b) => b.value - a.value);
  if (slices.length <= max) return slices;
  const kept = slices.slice(0, max - 1);
  const rest = slices.slice(max - 1).reduce((sum, s) => sum + s.value, 0);
  return [...kept, { name: othersName, value: Math.round(rest * 100) / 100 }];
}
