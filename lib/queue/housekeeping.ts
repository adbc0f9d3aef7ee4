import type { RootDb } from '@/lib/db';

/** Relayed outbox rows are kept this long for inspection, then deleted. */
export const OUTBOX_KEEP_DAYS = 14;

/**
 * Deletes relayed outbox rows past OUTBOX_KEEP_DAYS and expired idempotency keys, a
 * bounded chunk at a time (both through their indexes), so the tables stay small.
 */
export async function purgeExpired(
  db: RootDb,
  chunk = 5_000,
): Promise<{ outbox: number; idempotencyKeys: number }> {
  const outbox = await db.$executeRaw`
    DELETE FROM outbox_messages WHERE id IN (
      SELECT id FROM outbox_messages
       WHERE relayed_at < now() - ${OUTBOX_KEEP_DAYS}::int * interval '1 day'
       LIMIT ${chunk})`;
  const idempotencyKeys = await db.$executeRaw`
    DELETE FROM idempotency_keys WHERE id IN (
      SELECT id FROM idempotency_keys WHERE expires_at < now() LIMIT ${chunk})`;
  return { outbox, idempotencyKeys };
}
