import type { SqlRunner } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import type { OrderEventType } from '@/lib/domain/orders/events';

// The order's timeline (lib/domain/orders/events.ts) written on the packing transaction's
// own connection: the same row recordOrderEvent writes through Prisma.

export interface PackingOrderEvent {
  enterpriseId: number;
  userId: number | null;
  orderId: number;
  type: OrderEventType;
  fromStatus: number | null;
  toStatus: number | null;
  reason?: string | null;
  data?: Record<string, unknown>;
}

export function orderEventValues(ev: PackingOrderEvent): Prisma.Sql {
  return Prisma.sql`(${ev.enterpriseId}, ${ev.orderId}, ${ev.userId}::int,
    ${ev.fromStatus}::smallint, ${ev.toStatus}::smallint, ${ev.type}, ${ev.reason ?? null}::text,
    ${ev.data === undefined ? null : JSON.stringify(ev.data)}::jsonb, now())`;
}

/** Writes the events, in the order given, in one statement. */
export async function recordOrderEvents(
  run: SqlRunner,
  events: PackingOrderEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await run.rows(Prisma.sql`
    INSERT INTO order_events (enterprise_id, order_id, user_id, from_status, to_status, type,
                              reason, data, created_at)
    VALUES ${Prisma.join(events.map(orderEventValues))}
    RETURNING 1 AS ok`);
}
