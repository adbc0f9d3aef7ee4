// The dashboard answer shaped for its charts and lists.

import type { Dashboard } from '@/lib/domain/wms/inventory/reads/schemas';
import { chartAmount, topSlices } from '@/components/wms/inventory/chart-data';

/** The periods the dashboard offers (Bangkok days back from today). */
export const DASHBOARD_DAYS = [7, 30, 90] as const;
export const DEFAULT_DASHBOARD_DAYS = 30;

/** The URL's `days` when it is one of the offered periods, else the default. */
export function dashboardDays(param: string): number {
  const n = Number(param);
  return (DASHBOARD_DAYS as readonly number[]).includes(n) ? n : DEFAULT_DASHBOARD_DAYS;
}

/** The colours of the movement kinds, the same on every chart. */
export const MOVEMENT_COLORS = { in: '#16a34a', out: '#dc2626', move: '#2f6fed' } as const;

export type MovementKind = keyof typeof MOVEMENT_COLORS;

/** The bars of a movements-per-day chart: in, out and moved, named in the page's words. */
export function movementBars(nameOf: (kind: MovementKind) => string) {
  return (['in', 'out', 'move'] as const).map((key) => ({
    key,
    name: nameOf(key),
    color: MOVEMENT_COLORS[key],
  }));
}

/** A pie of more slices than this is unreadable: the smallest storages become "others". */
export const MAX_VALUE_SLICES = 6;

/** Stock value per storage, biggest first, the tail summed (storages of no value left out). */
export function valueSlices(
  rows: Dashboard['value_by_storage'],
  othersName: string,
): Array<{ name: string; value: number }> {
  return topSlices(
    rows,
    MAX_VALUE_SLICES,
    (r) => chartAmount(r.value),
    (r) => r.StorageName,
    othersName,
  );
}

/** A long product name cut for a chart's axis ("Shampoo 500 ml refil…"). */
export function shortName(name: string, max = 22): string {
  const chars = [...name];
  return chars.length <= max ? name : `${chars.slice(0, max - 1).join('')}…`;
}

/** The top movers as horizontal bars: most units out on top, names cut for the axis. */
export function moverBars(
  rows: Dashboard['top_movers'],
): Array<{ name: string; fullName: string; units: number }> {
  return [...rows]
    .sort((a, b) => b.units_out - a.units_out)
    .map((r) => ({ name: shortName(r.ProductName), fullName: r.ProductName, units: r.units_out }));
}

/** Units short of the threshold (how many to bring in to clear the warning). */
export const missingUnits = (row: { balance: number; threshold: number }): number =>
  Math.max(0, row.threshold - row.balance);

/**
 * The low-stock rows most urgent first: an empty shelf before a thin one, then the share of
 * the threshold left (2 of 10 before 40 of 100), then the bigger gap.
 */
export function lowStockFirst<R extends { balance: number; threshold: number }>(
  rows: readonly R[],
): R[] {
  const share = (r: R) => (r.threshold > 0 ? r.balance / r.threshold : 1);
  return [...rows].sort(
    (a, b) =>
      Number(b.balance === 0) - Number(a.balance === 0) ||
      share(a) - share(b) ||
      missingUnits(b) - missingUnits(a),
  );
}

/** The balances list filtered to what a low-stock row stands for. */
export function lowStockHref(row?: { sku: string; storage_id: number }, storageId?: string) {
  const params = new URLSearchParams({ low: '1' });
  if (row) {
    params.set('q', row.sku);
    params.set('storage_id', String(row.storage_id));
  } else if (storageId) params.set('storage_id', storageId);
  return `/wms/inventory?${params.toString()}`;
}
