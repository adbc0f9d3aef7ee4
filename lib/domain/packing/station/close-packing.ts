import { sqlRunner, inSqlTransaction, type SqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { ORDER_EVENT } from '@/lib/domain/orders/events';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import {
  lockPacking,
  packingLines,
  type LockedPacking,
  PACKABLE,
  statusError,
  orderEventValues,
  PACKING_KIND,
  PACKING_STATUS,
  type PackingState,
} from '@/lib/domain/packing/shared';
import { readPackingState } from '@/lib/domain/packing/station/packing-state';
import { billUserName, writeBill, type StockActor } from '@/lib/domain/wms/inventory/writes';
import { BILL_KIND, packedNote } from '@/lib/domain/wms/inventory/shared';
import {
  askShipmentSql,
  shipmentStateAfterCloseSql,
} from '@/lib/domain/platforms/shipments/arrange-shipment';

// ---------------------------------------------------------------------------------------
// Closing a packing (POST /api/v3/packings/verify/close; adminverify/close), in one
// transaction: the packing and its order locked, every line complete (else
// packing.goodsNotEnough, Datum = the missing lines), the units out of the packing's
// storage at the current average cost through ONE packing bill (kind 5, PCK-yyMM-NNNNN,
// linked to the packing and the order; a short balance is inventory.balanceNotEnough and
// nothing changes), the packing closed, the order 111 (or 114) -> 112 with its
// packing_closed event, the order lines' unit cost recorded (profit reports), the video
// key left as it is. A closed packing closed again changes nothing and answers its state.
//
// The admin close (packing_admin) may close a packing whose lines are not all complete:
// the scanned units leave stock and the order is part shipped (111 -> 114); the next
// packing of the order holds what is left (open.ts: wanted - taken).
// ---------------------------------------------------------------------------------------

export type CloseMode = 'normal' | 'admin';

export interface CloseOutcome {
  packingId: number;
  /** The bill this close wrote; null when the packing was already closed. */
  billId: number | null;
}

function writerOf(actor: StockActor) {
  return { enterpriseId: actor.enterpriseId, userId: actor.userId, userName: billUserName(actor) };
}

export async function closeLocked(
  run: SqlRunner,
  actor: StockActor,
  packing: LockedPacking,
  mode: CloseMode,
): Promise<CloseOutcome> {
  const e = actor.enterpriseId;
  if (packing.kind !== PACKING_KIND.Normal)
    throw new AppError(
      'common.invalidParameter',
      `packing ${packing.id} is a return packing: close it with /api/v2/packings/return/close`,
    );
  if (packing.status === PACKING_STATUS.Closed) return { packingId: packing.id, billId: null };
  if (packing.status === PACKING_STATUS.Cancelled)
    throw new AppError('packing.notOpen', `packing ${packing.packing_number} was cancelled`);
  if (!PACKABLE.includes(packing.order_status))
    throw statusError(PACKING_KIND.Normal, {
      order_number: packing.order_number,
      status: packing.order_status,
    });

  const lines = await packingLines(run, e, packing.id);
  const missing = lines.filter((l) => l.scanned < l.ordered);
  const packed = lines.filter((l) => l.scanned > 0);
  if ((mode === 'normal' && missing.length > 0) || packed.length === 0) {
    throw new AppError(
      'packing.goodsNotEnough',
      missing
        .map((l) => `product ${l.wms_product_id}: ${l.scanned} of ${l.ordered} scanned`)
        .join('; '),
      {},
      {
        missing: missing.map((l) => ({
          product_id: l.wms_product_id,
          ordered: l.ordered,
          scanned: l.scanned,
        })),
      },
    );
  }

  const bill = await writeBill(run, writerOf(actor), {
    kind: BILL_KIND.Packing,
    note: null,
    systemNote: packedNote(packing),
    imageKey: null,
    fromStorageId: packing.storage_id,
    toStorageId: null,
    lines: packed.map((l) => ({
      productId: l.wms_product_id,
      storageId: packing.storage_id,
      amount: -l.scanned,
    })),
  });

  const from = packing.order_status;
  const to = missing.length > 0 ? ORDER_STATUS.PartiallyShipping : ORDER_STATUS.AwaitingCollection;
  const moved = from !== to;
  const event = orderEventValues({
    enterpriseId: e,
    userId: actor.userId,
    orderId: packing.order_id,
    type: ORDER_EVENT.PackingClosed,
    fromStatus: moved ? from : null,
    toStatus: moved ? to : null,
    reason: null,
    data: {
      packing_id: packing.id,
      packing_number: packing.packing_number,
      bill_id: bill.ID,
      partial: missing.length > 0,
      video_key: packing.video_key,
    },
  });
  await run.rows(Prisma.sql`
    WITH bill AS (
      UPDATE inventory_bills SET order_id = ${packing.order_id}, packing_id = ${packing.id}
       WHERE id = ${bill.ID} AND enterprise_id = ${e}
      RETURNING 1
    ), pk AS (
      UPDATE packings SET status = ${PACKING_STATUS.Closed}, closed_at = now(), updated_at = now()
       WHERE id = ${packing.id} AND enterprise_id = ${e}
      RETURNING 1
    ), ord AS (
      UPDATE orders
         SET status = ${to},
             packed_at = CASE WHEN ${to}::int = ${ORDER_STATUS.AwaitingCollection} THEN now()
                              ELSE packed_at END,
             platform_shipment_state = ${shipmentStateAfterCloseSql(to)},
             updated_at = now()
       WHERE id = ${packing.order_id} AND enterprise_id = ${e}
      RETURNING 1
    ), cost AS (
      ${unitCostSql(e, packing.order_id)}
    ), ship AS (
      ${to === ORDER_STATUS.AwaitingCollection ? askShipmentSql(e, packing.order_id, packing.id) : Prisma.sql`SELECT 1`}
    )
    INSERT INTO order_events (enterprise_id, order_id, user_id, from_status, to_status, type,
                              reason, data, created_at)
    VALUES ${event}
    RETURNING 1 AS ok`);
  return { packingId: packing.id, billId: bill.ID };
}

/**
 * The warehouse cost of each order line not costed yet, at this moment (the cost the
 * packing bill recorded): a bundle's line costs its items' costs x their quantities.
 */
function unitCostSql(e: number, orderId: number): Prisma.Sql {
  return Prisma.sql`
    UPDATE order_items oi SET unit_cost = c.cost
      FROM (
        SELECT i.id,
               COALESCE(
                 (SELECT ROUND(SUM(ppi.quantity * wp.avg_cost), 4)
                    FROM pickup_profiles pp
                    JOIN pickup_profile_items ppi
                      ON ppi.pickup_profile_id = pp.id AND ppi.enterprise_id = ${e}
                    JOIN wms_products wp ON wp.id = ppi.wms_product_id AND wp.enterprise_id = ${e}
                   WHERE pp.product_id = i.product_id AND pp.enterprise_id = ${e} AND pp.active),
                 (SELECT wp.avg_cost FROM wms_products wp
                   WHERE wp.id = COALESCE(i.wms_product_id, pr.wms_product_id)
                     AND wp.enterprise_id = ${e})) AS cost
          FROM order_items i
          JOIN products pr ON pr.id = i.product_id AND pr.enterprise_id = ${e}
         WHERE i.order_id = ${orderId} AND i.enterprise_id = ${e} AND i.unit_cost IS NULL
      ) c
     WHERE oi.id = c.id AND c.cost IS NOT NULL
    RETURNING 1`;
}

/** The packing's state after its transaction, with the number its last bill took. */
export async function answerAfter(
  db: TenantDb,
  enterpriseId: number,
  packingId: number,
  billKind: number,
): Promise<PackingState> {
  const run = sqlRunner(db, { prepare: true });
  const state = await readPackingState(run, enterpriseId, packingId);
  const [bill] = await run.rows<{ bill_number: string }>(Prisma.sql`
    SELECT bill_number FROM inventory_bills
     WHERE enterprise_id = ${enterpriseId} AND packing_id = ${packingId} AND kind = ${billKind}
     ORDER BY id DESC LIMIT 1`);
  return { ...state, bill_number: bill?.bill_number ?? null };
}

/** POST /api/v3/packings/verify/close (mode normal) and adminverify/close (mode admin). */
export async function closePacking(
  db: TenantDb,
  actor: StockActor,
  packingId: number,
  mode: CloseMode,
): Promise<PackingState> {
  await inSqlTransaction(db, async (run) =>
    closeLocked(run, actor, await lockPacking(run, actor.enterpriseId, packingId), mode),
  );
  return answerAfter(db, actor.enterpriseId, packingId, BILL_KIND.Packing);
}
