// Report answers shaped for recharts: the biggest groups as bars (a chart of 80 staff is
// unreadable; the table below holds them all), every day of the period as a point (a day
// without sales is a zero, not a gap) and shares as pie slices.

import type { DayRange } from '@/components/date-range/day-range';
import { shortName } from '@/components/wms/dashboard/dashboard-data';
import { daysOf, topSlices } from '@/components/wms/inventory/chart-data';
import { moneyValue } from '@/components/reports/report-format';
import type { Money } from '@/components/reports/report-types';

/** Groups drawn as bars; the rest stay in the table. */
export const MAX_BARS = 10;
/** Slices of a pie; the smallest groups become "others". */
export const MAX_SLICES = 6;

export interface GroupBar {
  /** The name cut for the axis. */
  name: string;
  fullName: string;
  amount: number;
  profit: number;
}

/** The first `max` rows (the server ranks them by net sales) with net sales and profit. */
export function groupBars<R extends { amount: Money; profit?: Money | null }>(
  rows: readonly R[],
  nameOf: (row: R) => string,
  max = MAX_BARS,
): GroupBar[] {
  return rows.slice(0, max).map((r) => {
    const fullName = nameOf(r);
    return {
      name: shortName(fullName),
      fullName,
      amount: moneyValue(r.amount),
      profit: moneyValue(r.profit),
    };
  });
}

export interface DayPoint {
  date: string;
  amount: number;
  profit: number;
  orders: number;
}

/** Net sales, profit and orders on every day of the period, in order. */
export function salesPerDay(
  rows: ReadonlyArray<{ day: string; amount: Money; profit?: Money | null; orders: number }>,
  period: DayRange,
): DayPoint[] {
  const byDay = new Map<string, DayPoint>();
  for (const date of daysOf(period.start_date, period.end_date))
    byDay.set(date, { date, amount: 0, profit: 0, orders: 0 });
  for (const r of rows) {
    const point = byDay.get(r.day) ?? { date: r.day, amount: 0, profit: 0, orders: 0 };
    point.amount += moneyValue(r.amount);
    point.profit += moneyValue(r.profit);
    point.orders += r.orders;
    byDay.set(r.day, point);
  }
  return [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** Net sales per group as pie slices, the smallest summed into `othersName`. */
export function amountSlices<R extends { amount: Money }>(
  rows: readonly R[],
  nameOf: (row: R) => string,
  othersName: string,
): Array<{ name: string; value: number }> {
  return topSlices(rows, MAX_SLICES, (r) => moneyValue(r.amount), nameOf, othersName);
}

export interface StaffCommission {
  name: string;
  fullName: string;
  amount: number;
  commission: number;
}

/**
 * Commission per staff member over their sale channels (a row per staff and channel),
 * the biggest earners first; summed in satang so 0.1 + 0.2 stays 0.30.
 */
export function commissionByStaff<
  R extends { user_id: number | null; amount: Money; commission: Money },
>(rows: readonly R[], nameOf: (row: R) => string, max = MAX_BARS): StaffCommission[] {
  const satang = (m: Money) => Math.round(moneyValue(m) * 100);
  const byStaff = new Map<
    number | null,
    { fullName: string; amount: number; commission: number }
  >();
  for (const r of rows) {
    const staff = byStaff.get(r.user_id) ?? { fullName: nameOf(r), amount: 0, commission: 0 };
    staff.amount += satang(r.amount);
    staff.commission += satang(r.commission);
    byStaff.set(r.user_id, staff);
  }
  return [...byStaff.values()]
    .sort((a, b) => b.commission - a.commission || b.amount - a.amount)
    .slice(0, max)
    .map((s) => ({
      name: shortName(s.fullName),
      fullName: s.fullName,
      amount: s.amount / 100,
      commission: s.commission / 100,
    }));
}
