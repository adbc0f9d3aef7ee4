import type { SqlRunner, TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { formatOrderNumber } from '@/lib/domain/orders/order-number';
import { bangkokDayKey } from '@/lib/time/bangkok-days';

/**
 * The next order number of the enterprise for the Bangkok day of `now` (SO2611200042).
 *
 * One upsert takes and bumps the day's counter; its row stays locked until the caller's
 * transaction ends, so concurrent orders of the same enterprise and day get their numbers
 * one after the other, and a transaction that rolls back gives its number back (the next
 * order takes it): numbers are unique and without gaps. Call it late in the order's
 * transaction (right before the order row is written) to hold that lock briefly.
 */
export async function nextOrderNumber(
  tx: TenantDb,
  enterpriseId: number,
  now: Date = new Date(),
): Promise<string> {
  const day = bangkokDayKey(now);
  const [row] = await tx.$queryRaw<{ last_number: number }[]>`
    INSERT INTO order_sequences (enterprise_id, day, last_number, updated_at)
    VALUES (${enterpriseId}, ${day}::date, 1, now())
    ON CONFLICT (enterprise_id, day)
    DO UPDATE SET last_number = order_sequences.last_number + 1, updated_at = now()
    RETURNING last_number`;
  return formatOrderNumber(now, row!.last_number);
}

/**
 * `count` consecutive order numbers of the Bangkok day of `now`, for orders written
 * together (a page of platform orders): one bump of the day's counter, held like
 * nextOrderNumber's until the caller's transaction ends.
 */
export async function allocateOrderNumbers(
  run: SqlRunner,
  enterpriseId: number,
  count: number,
  now: Date = new Date(),
): Promise<string[]> {
  if (count <= 0) return [];
  const day = bangkokDayKey(now);
  const [row] = await run.rows<{ last_number: number }>(Prisma.sql`
    INSERT INTO order_sequences (enterprise_id, day, last_number, updated_at)
    VALUES (${enterpriseId}, ${day}::date, ${count}, now())
    ON CONFLICT (enterprise_id, day)
    DO UPDATE SET last_number = order_sequences.last_number + ${count}, updated_at = now()
    RETURNING last_number`);
  const last = row!.last_number;
  return Array.from({ length: count }, (_, i) => formatOrderNumber(now, last - count + 1 + i));
}
