import { bangkokDayKey, dayStartUtc } from '@/lib/time/bangkok-days';
import { PO_STATUS } from '@/lib/domain/purchasing/schemas';

/** 00:00 Bangkok time of the day `now` falls in. */
export const bangkokTodayStart = (now: Date = new Date()): Date => dayStartUtc(bangkokDayKey(now))!;

/**
 * Late: the expected day is before today (Bangkok) while the PO waits for goods
 * (approved or partly received). A draft, a closed and a cancelled PO are never late.
 */
export function isLate(status: number, expectedAt: Date | null, now: Date = new Date()): boolean {
  return (
    expectedAt !== null &&
    (status === PO_STATUS.Approved || status === PO_STATUS.PartiallyReceived) &&
    expectedAt.getTime() < bangkokTodayStart(now).getTime()
  );
}
