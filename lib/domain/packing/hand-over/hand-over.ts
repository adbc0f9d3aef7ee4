import { sqlRunner, inTransaction, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { z } from 'zod';
import type { Actor } from '@/lib/auth/actor';
import { recordAudit } from '@/lib/domain/audit/service';
import { lockOrder, ORDER_EVENT, recordOrderEvent } from '@/lib/domain/orders/events';
import { assertMove, ORDER_STATUS } from '@/lib/domain/orders/status';
import { statusTimeField } from '@/lib/domain/orders/transitions';
import { findOrder } from '@/lib/domain/packing/shared';

// ---------------------------------------------------------------------------------------
// The hand-over check (/backoffice/packings/shipping/checking): a clerk scans each parcel
// as the carrier takes it. A packed order (112) moves to in transit (121) with its status
// event; anything else is answered, never changed, so the clerk can pull the parcel out.
// ---------------------------------------------------------------------------------------

export const HAND_OVER_OUTCOMES = [
  'handed_over',
  'already_handed_over',
  'not_packed',
  'cancelled',
  'returned',
] as const;
export type HandOverOutcome = (typeof HAND_OVER_OUTCOMES)[number];

export const handOverInput = z.object({
  /** Order number, platform order id or tracking number: whatever the parcel shows. */
  order_code: z.string().trim().min(1).max(100),
});
export type HandOverInput = z.infer<typeof handOverInput>;

export const handOverResultSchema = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  tracking_number: z.string().nullable(),
  outcome: z.enum(HAND_OVER_OUTCOMES),
  status: z.number().int(),
});
export type HandOverResult = z.infer<typeof handOverResultSchema>;

/**
 * What a scan of an order at `status` means, 112 aside (that one is handed over). A claim
 * (142) follows a delivery, so that parcel left long ago.
 */
export function outcomeAt(status: number): Exclude<HandOverOutcome, 'handed_over'> {
  switch (status) {
    case ORDER_STATUS.Cancelled:
      return 'cancelled';
    case ORDER_STATUS.Returning:
    case ORDER_STATUS.Returned:
      return 'returned';
    case ORDER_STATUS.Unpaid:
    case ORDER_STATUS.AwaitingShipment:
    case ORDER_STATUS.PartiallyShipping:
      return 'not_packed';
    default:
      return 'already_handed_over';
  }
}

// When one code names several orders, the packed one is the parcel in the clerk's hand.
const PREFERRED: readonly number[] = [ORDER_STATUS.AwaitingCollection];

/**
 * Checks one parcel: finds the order by its code, locks it, and moves it 112 -> 121 with
 * its event and audit entry, in one transaction. Two checks of one parcel at once queue
 * on the row lock: the second sees 121 and answers already_handed_over.
 */
export async function handOver(
  db: TenantDb,
  actor: Actor,
  input: HandOverInput,
  requestId?: string,
): Promise<HandOverResult> {
  const e = actor.enterpriseId;
  return inTransaction(db, async (tx) => {
    const found = await findOrder(sqlRunner(tx), e, { code: input.order_code }, PREFERRED);
    const order = await lockOrder(tx, e, found.id);
    const from = order.status;
    let status = from;
    let outcome: HandOverOutcome;
    if (from === ORDER_STATUS.AwaitingCollection) {
      const to = ORDER_STATUS.Intransit;
      assertMove(from, to);
      const timeField = statusTimeField(from, to);
      await tx.order.update({
        where: { id: order.id },
        data: { status: to, ...(timeField ? { [timeField]: new Date() } : {}) },
      });
      await recordOrderEvent(tx, actor, {
        orderId: order.id,
        type: ORDER_EVENT.Status,
        fromStatus: from,
        toStatus: to,
        data: { via: 'handover', code: input.order_code },
      });
      await recordAudit(tx, actor, {
        action: 'order.status',
        entity: 'order',
        entityId: order.id,
        before: { status: from },
        after: { status: to, via: 'handover' },
        requestId,
      });
      status = to;
      outcome = 'handed_over';
    } else {
      outcome = outcomeAt(from);
    }
    const [row] = await sqlRunner(tx).rows<{ tracking_number: string | null }>(Prisma.sql`
      SELECT tracking_number FROM orders WHERE id = ${order.id} AND enterprise_id = ${e}`);
    return {
      order_id: order.id,
      order_number: order.order_number,
      tracking_number: row?.tracking_number ?? null,
      outcome,
      status,
    };
  });
}
