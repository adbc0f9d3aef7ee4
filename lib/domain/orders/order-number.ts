// ---------------------------------------------------------------------------------------
// Order numbers: "SO" + yyMMdd of the Bangkok day + a running number per
// enterprise and day, at least 4 digits (SO2611200042). Pure formatting: the running
// number itself comes from the database, unique under concurrency.
// ---------------------------------------------------------------------------------------

import { bangkokDayKey } from '@/lib/time/bangkok-days';

export const ORDER_NUMBER_PREFIX = 'SO';
export const ORDER_SEQUENCE_DIGITS = 4;

/** "SO" + yyMMdd of the Bangkok day: the part shared by the day's order numbers. */
export function orderNumberPrefix(day: Date): string {
  const key = bangkokDayKey(day);
  return `${ORDER_NUMBER_PREFIX}${key.slice(2, 4)}${key.slice(5, 7)}${key.slice(8, 10)}`;
}

/**
 * The order number of the `sequence`-th order (from 1) of the Bangkok day of `day`:
 * zero-padded to 4 digits, growing past 9999 without truncation (SO26112010000).
 */
export function formatOrderNumber(day: Date, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError('the running number is a whole number from 1');
  return `${orderNumberPrefix(day)}${String(sequence).padStart(ORDER_SEQUENCE_DIGITS, '0')}`;
}
