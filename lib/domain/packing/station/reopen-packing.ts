import type { SqlRunner } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { ORDER_EVENT } from '@/lib/domain/orders/events';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import {
  type LockedPacking,
  orderEventValues,
  PACKING_KIND,
  PACKING_STATUS,
} from '@/lib/domain/packing/shared';
import { billUserName, writeBill, type StockActor } from '@/lib/domain/wms/inventory/writes';
import { BILL_KIND, packingReopenedNote } from '@/lib/domain/wms/inventory/shared';

// ---------------------------------------------------------------------------------------
// Reopening a closed packing (packing_admin; docs/domain-rules.md: 112 -> 111 "packing reopened
// by packing_admin"), inside the caller's transaction with the order and the packing
// locked. The units its bills took out come back into the storages they left, through one
// return bill (kind 6) linked to the order and the packing, so that closing it again takes
// them out once more and the order's bills always net to what is packed. The scanned
// counts stay as they were, for the admin to correct. Only the order's one closed packing
// of a fully packed order (112) reopens: a part-shipped order's earlier parcels have left.
// ---------------------------------------------------------------------------------------

interface HeldRow {
  wms_product_id: number;
  storage_id: number;
  held: number;
}

export async function reopenLocked(
  run: SqlRunner,
  actor: StockActor,
  packing: LockedPacking,
  reason: string,
): Promise<void> {
  const e = actor.enterpriseId;
  if (packing.kind !== PACKING_KIND.Normal || packing.status !== PACKING_STATUS.Closed)
    throw new AppError('packing.notOpen', `packing ${packing.packing_number} is not closed`);
  if (packing.order_status !== ORDER_STATUS.AwaitingCollection)
    throw new AppError(
      'packing.invalidOrderStatus',
      `order ${packing.order_number} is at ${packing.order_status}: only a packed order (112) reopens`,
    );
  const [others] = await run.rows<{ n: number }>(Prisma.sql`
    SELECT count(*)::int AS n FROM packings
     WHERE enterprise_id = ${e} AND order_id = ${packing.order_id} AND kind = 1 AND status = 2
       AND id <> ${packing.id}`);
  if (others!.n > 0)
    throw new AppError(
      'packing.invalidOrderStatus',
      `order ${packing.order_number} was packed in several packings: its earlier parcels have left`,
    );

  const held = await run.rows<HeldRow>(Prisma.sql`
    SELECT l.wms_product_id::int AS wms_product_id, l.storage_id::int AS storage_id,
           (-SUM(l.amount))::int AS held
      FROM inventory_bills b
      JOIN inventory_ledgers l ON l.bill_id = b.id AND l.enterprise_id = ${e}
     WHERE b.enterprise_id = ${e} AND b.packing_id = ${packing.id}
     GROUP BY 1, 2
    HAVING SUM(l.amount) < 0
     ORDER BY 1, 2`);
  let billId: number | null = null;
  if (held.length > 0) {
    const storages = new Set(held.map((h) => h.storage_id));
    const bill = await writeBill(
      run,
      { enterpriseId: e, userId: actor.userId, userName: billUserName(actor) },
      {
        kind: BILL_KIND.Return,
        note: null,
        systemNote: packingReopenedNote(packing),
        imageKey: null,
        fromStorageId: null,
        toStorageId: storages.size === 1 ? held[0]!.storage_id : null,
        lines: held.map((h) => ({
          productId: h.wms_product_id,
          storageId: h.storage_id,
          amount: h.held,
        })),
      },
    );
    billId = bill.ID;
  }
  const event = orderEventValues({
    enterpriseId: e,
    userId: actor.userId,
    orderId: packing.order_id,
    type: ORDER_EVENT.Status,
    fromStatus: ORDER_STATUS.AwaitingCollection,
    toStatus: ORDER_STATUS.AwaitingShipment,
    reason,
    data: { via: 'packing_admin', packing_id: packing.id, bill_id: billId },
  });
  await run.rows(Prisma.sql`
    WITH bill AS (
      UPDATE inventory_bills SET order_id = ${packing.order_id}, packing_id = ${packing.id}
       WHERE id = ${billId}::int AND enterprise_id = ${e}
      RETURNING 1
    ), pk AS (
      UPDATE packings SET status = ${PACKING_STATUS.Open}, closed_at = NULL, updated_at = now()
       WHERE id = ${packing.id} AND enterprise_id = ${e}
      RETURNING 1
    ), ord AS (
      UPDATE orders SET status = ${ORDER_STATUS.AwaitingShipment}, packed_at = NULL,
                        updated_at = now()
       WHERE id = ${packing.order_id} AND enterprise_id = ${e}
      RETURNING 1
    )
    INSERT INTO order_events (enterprise_id, order_id, user_id, from_status, to_status, type,
                              reason, data, created_at)
    VALUES ${event}
    RETURNING 1 AS ok`);
  packing.status = PACKING_STATUS.Open;
  packing.order_status = ORDER_STATUS.AwaitingShipment;
}

/**
 * Cancels a packing (status 3): an open one as it is (a return packing's return record
 * with it); a closed normal one only when `reopenClosed` (packing_admin), after reopening
 * it. A cancelled packing cancelled again changes nothing.
 */
export async function cancelLocked(
  run: SqlRunner,
  actor: StockActor,
  packing: LockedPacking,
  reopenClosed: boolean,
): Promise<void> {
  const e = actor.enterpriseId;
  if (packing.status === PACKING_STATUS.Cancelled) return;
  if (packing.status === PACKING_STATUS.Closed) {
    if (!reopenClosed || packing.kind !== PACKING_KIND.Normal)
      throw new AppError('packing.notOpen', `packing ${packing.packing_number} is closed`);
    await reopenLocked(run, actor, packing, 'packing cancelled by packing admin');
  }
  await run.rows(Prisma.sql`
    WITH rt AS (
      UPDATE returns SET status = 3, updated_at = now()
       WHERE enterprise_id = ${e} AND packing_id = ${packing.id} AND status = 1
      RETURNING 1
    )
    UPDATE packings SET status = ${PACKING_STATUS.Cancelled}, updated_at = now()
     WHERE id = ${packing.id} AND enterprise_id = ${e}
    RETURNING 1 AS ok`);
  packing.status = PACKING_STATUS.Cancelled;
}
