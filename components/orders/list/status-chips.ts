import {
  INTRANSIT_COMPLETED_FILTER,
  INTRANSIT_COMPLETED_STATUSES,
  ORDER_STATUS,
  ORDER_STATUSES,
  PAYMENT_CHECK_STATUSES,
} from '@/lib/domain/orders/status';

// The status chips above the order list and the payment queue: one chip
// per code with its count, "all" first; 999 is 121 + 130 together.

/** The status filter's value in the URL: '' is "all", else a code (or a comma list). */
export type ChipValue = string;

export interface ChipSet {
  /** The chips, in order: '' ("all") then the codes. */
  values: readonly ChipValue[];
  /** The statuses "all" counts (and, when `allValue` is set, sends). */
  allStatuses: readonly number[];
  /** What "all" sends when an empty filter means something else to the server. */
  allValue: string;
  /** The chip selected when the URL has no status. */
  defaultValue: ChipValue;
}

export const ORDER_LIST_CHIPS: ChipSet = {
  values: ['', ...ORDER_STATUSES.map(String), String(INTRANSIT_COMPLETED_FILTER)],
  allStatuses: ORDER_STATUSES,
  allValue: '',
  defaultValue: '',
};

/** The payment queue: no 998 and no 999; the server's default is 100. */
export const PAYMENT_QUEUE_CHIPS: ChipSet = {
  values: ['', ...PAYMENT_CHECK_STATUSES.map(String)],
  allStatuses: PAYMENT_CHECK_STATUSES,
  allValue: PAYMENT_CHECK_STATUSES.join(','),
  defaultValue: String(ORDER_STATUS.Unpaid),
};

/** Counts per status code as the counts call answers them ({ "100": 12, ... }). */
export type StatusCounts = Record<string, number>;

const countOf = (counts: StatusCounts, code: number) => {
  const n = counts[String(code)];
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};

/** The number a chip shows: the sum for "all" and for 999, else the code's own. */
export function chipCount(set: ChipSet, counts: StatusCounts, value: ChipValue): number {
  if (value === '' || value === set.allValue)
    return set.allStatuses.reduce((sum, s) => sum + countOf(counts, s), 0);
  if (value === String(INTRANSIT_COMPLETED_FILTER))
    return typeof counts[value] === 'number'
      ? countOf(counts, INTRANSIT_COMPLETED_FILTER)
      : INTRANSIT_COMPLETED_STATUSES.reduce((sum, s) => sum + countOf(counts, s), 0);
  return countOf(counts, Number(value));
}

/** The chip the URL's status selects ('' when it names none of the chips). */
export function selectedChip(set: ChipSet, urlStatus: string): ChipValue {
  if (urlStatus === '') return set.defaultValue;
  if (urlStatus === set.allValue) return '';
  return set.values.includes(urlStatus) ? urlStatus : '';
}

/** What to write in the URL for a chip (null: remove the parameter). */
export function chipUrlValue(set: ChipSet, value: ChipValue): string | null {
  if (value === set.defaultValue) return null;
  if (value === '') return set.allValue;
  return value;
}

export interface Chip {
  value: ChipValue;
  /** The label key under `orders.status` ('all' for the first). */
  label: string;
  count: number | null;
  active: boolean;
}

/** The chips to draw; counts null while they are not known. */
export function chipModel(set: ChipSet, counts: StatusCounts | null, urlStatus: string): Chip[] {
  const selected = selectedChip(set, urlStatus);
  return set.values.map((value) => ({
    value,
    label: value === '' ? 'all' : value,
    count: counts ? chipCount(set, counts, value) : null,
    active: value === selected,
  }));
}

/** The counts after moves made since they were read (e.g. { "100": -2, "111": 2 }). */
export function adjustCounts(
  counts: StatusCounts | null,
  moved: Readonly<Record<string, number>>,
): StatusCounts | null {
  if (!counts) return null;
  const out = { ...counts };
  for (const [code, delta] of Object.entries(moved))
    out[code] = Math.max(0, (out[code] ?? 0) + delta);
  return out;
}
