import { sqlRunner, inSqlTransaction, type SqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { ORDER_EVENT } from '@/lib/domain/orders/events';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import {
  lockPacking,
  packingLines,
  type LockedPacking,
  RETURNABLE,
  statusError,
  orderEventValues,
  type PackingOrderEvent,
  orderRefOf,
  orderUnits,
  PACKING_KIND,
  PACKING_STATUS,
  type ReturnCloseInput,
  type ReturnCreateInput,
  type ReturnState,
} from '@/lib/domain/packing/shared';
import { scan, readPackingState } from '@/lib/domain/packing/station';
import { billUserName, writeBill, type StockActor } from '@/lib/domain/wms/inventory/writes';
import { BILL_KIND, returnedNote } from '@/lib/domain/wms/inventory/shared';
import {
  countReturnLines,
  type CountedLine,
} from '@/lib/domain/packing/returns/count-return-lines';
import { leftWithCosts, restockLines } from '@/lib/domain/packing/returns/left-with-cost';

// ---------------------------------------------------------------------------------------
// Return packing (docs/domain-rules.md, Packing): a returned parcel received by scanning it.
// return/create opens the order's return packing (kind 2) and its return record for an
// order that left the warehouse (121, 122, 130 or 998; 141 is order.alreadyReturned); its
// lines are the units the order's bills took out; each scanned barcode counts one good
// unit. return/close sets per product the good, broken, lost and other units
// (count-return-lines.ts), puts the good units back into the packing's storage at the cost
// they left with (left-with-cost.ts) through one return bill (kind 6, linked to
// the order and the packing; never more than the order's bills took out), records the
// rest on the return's lines, and moves the order to 141 (through 998 when it was not
// already there: the only allowed way to 141) with its events. One transaction.
// ---------------------------------------------------------------------------------------

/** POST /api/v2/packings/return/create. */
export async function returnCreate(
  db: TenantDb,
  actor: StockActor,
  input: ReturnCreateInput,
): Promise<ReturnState> {
  const { state } = await scan(db, {
    enterpriseId: actor.enterpriseId,
    userId: actor.userId,
    ref: orderRefOf(input),
    kind: PACKING_KIND.Return,
    barcode: input.barcode ?? null,
    change: 'add',
    open: true,
    storageId: input.storage_id,
    line: input.line,
    reason: input.reason,
  });
  const record = await returnRecord(
    sqlRunner(db, { prepare: true }),
    actor.enterpriseId,
    state.packing_id,
  );
  return { ...state, ...record };
}

async function returnRecord(run: SqlRunner, enterpriseId: number, packingId: number) {
  const [row] = await run.rows<{ return_id: number; return_number: string }>(Prisma.sql`
    SELECT id::int AS return_id, return_number FROM returns
     WHERE enterprise_id = ${enterpriseId} AND packing_id = ${packingId}
     ORDER BY id DESC LIMIT 1`);
  if (!row) throw new AppError('common.notFound', `return of packing ${packingId}`);
  return row;
}

async function closeReturnLocked(
  run: SqlRunner,
  actor: StockActor,
  packing: LockedPacking,
  input: ReturnCloseInput,
): Promise<void> {
  const e = actor.enterpriseId;
  if (packing.kind !== PACKING_KIND.Return)
    throw new AppError(
      'common.invalidParameter',
      `packing ${packing.id} is not a return packing: close it with /api/v3/packings/verify/close`,
    );
  if (packing.status === PACKING_STATUS.Closed) return;
  if (packing.status === PACKING_STATUS.Cancelled)
    throw new AppError('packing.notOpen', `packing ${packing.packing_number} was cancelled`);
  if (!RETURNABLE.includes(packing.order_status))
    throw statusError(PACKING_KIND.Return, {
      order_number: packing.order_number,
      status: packing.order_status,
    });

  const units = await orderUnits(run, e, packing.order_id);
  const taken = new Map(
    units.filter((u) => u.wms_product_id !== null).map((u) => [u.wms_product_id!, u.taken]),
  );
  const counted = countReturnLines(
    `return packing ${packing.packing_number}`,
    await packingLines(run, e, packing.id),
    input.lines,
    taken,
  );
  const back = counted.filter((c) => c.restock > 0);
  let billId: number | null = null;
  if (back.length > 0) {
    const bill = await writeBill(
      run,
      { enterpriseId: e, userId: actor.userId, userName: billUserName(actor) },
      {
        kind: BILL_KIND.Return,
        note: null,
        systemNote: returnedNote(packing),
        imageKey: null,
        fromStorageId: null,
        toStorageId: packing.storage_id,
        lines: restockLines(
          back,
          packing.storage_id,
          await leftWithCosts(run, e, packing.order_id),
        ),
      },
    );
    billId = bill.ID;
  }

  const from = packing.order_status;
  const events: PackingOrderEvent[] = [];
  const base = { enterpriseId: e, userId: actor.userId, orderId: packing.order_id };
  if (from !== ORDER_STATUS.Returning)
    events.push({
      ...base,
      type: ORDER_EVENT.Status,
      fromStatus: from,
      toStatus: ORDER_STATUS.Returning,
      reason: 'return received at the warehouse',
      data: { via: 'return_packing', packing_id: packing.id },
    });
  events.push({
    ...base,
    type: ORDER_EVENT.Returned,
    fromStatus: ORDER_STATUS.Returning,
    toStatus: ORDER_STATUS.Returned,
    reason: input.reason ?? null,
    data: {
      packing_id: packing.id,
      bill_id: billId,
      lines: counted.map((c) => ({
        product_id: c.wms_product_id,
        good: c.good,
        broken: c.broken,
        lost: c.lost,
        other: c.other,
        restocked: c.restock,
      })),
    },
  });
  const col = <K extends keyof CountedLine>(k: K) => counted.map((c) => c[k]);
  await run.rows(Prisma.sql`
    WITH bill AS (
      UPDATE inventory_bills SET order_id = ${packing.order_id}, packing_id = ${packing.id}
       WHERE id = ${billId}::int AND enterprise_id = ${e}
      RETURNING 1
    ), counts AS (
      SELECT * FROM unnest(${col('wms_product_id')}::int[], ${col('product_id')}::int[],
                           ${col('good')}::int[], ${col('broken')}::int[], ${col('lost')}::int[],
                           ${col('other')}::int[]) AS x(p, sp, good, broken, lost, other)
    ), scanned AS (
      UPDATE packing_lines l SET scanned = x.good, updated_at = now()
        FROM counts x
       WHERE l.packing_id = ${packing.id} AND l.enterprise_id = ${e} AND l.wms_product_id = x.p
      RETURNING 1
    ), rt AS (
      UPDATE returns SET status = 2, closed_at = now(), updated_at = now(),
                         reason = COALESCE(${input.reason ?? null}::text, reason)
       WHERE enterprise_id = ${e} AND packing_id = ${packing.id} AND status = 1
      RETURNING id
    ), rl AS (
      INSERT INTO return_lines (enterprise_id, return_id, product_id, wms_product_id, good,
                                broken, lost, other)
      SELECT ${e}, rt.id, x.sp, x.p, x.good, x.broken, x.lost, x.other FROM rt, counts x
      RETURNING 1
    ), pk AS (
      UPDATE packings SET status = ${PACKING_STATUS.Closed}, closed_at = now(), updated_at = now()
       WHERE id = ${packing.id} AND enterprise_id = ${e}
      RETURNING 1
    ), ord AS (
      UPDATE orders SET status = ${ORDER_STATUS.Returned}, returned_at = now(), updated_at = now()
       WHERE id = ${packing.order_id} AND enterprise_id = ${e}
      RETURNING 1
    )
    INSERT INTO order_events (enterprise_id, order_id, user_id, from_status, to_status, type,
                              reason, data, created_at)
    VALUES ${Prisma.join(events.map(orderEventValues))}
    RETURNING 1 AS ok`);
}

/** POST /api/v2/packings/return/close. A closed return packing answers as it is. */
export async function returnClose(
  db: TenantDb,
  actor: StockActor,
  input: ReturnCloseInput,
): Promise<ReturnState> {
  const e = actor.enterpriseId;
  await inSqlTransaction(db, async (run) => {
    await closeReturnLocked(run, actor, await lockPacking(run, e, input.packing_id), input);
  });
  return returnAnswer(sqlRunner(db, { prepare: true }), e, input.packing_id);
}

async function returnAnswer(
  run: SqlRunner,
  enterpriseId: number,
  packingId: number,
): Promise<ReturnState> {
  const e = enterpriseId;
  const state = await readPackingState(run, e, packingId);
  const record = await returnRecord(run, e, packingId);
  const lines = await run.rows<{
    product_id: number;
    good: number;
    broken: number;
    lost: number;
    other: number;
    restocked: number;
  }>(Prisma.sql`
    SELECT rl.wms_product_id::int AS product_id, rl.good::int AS good, rl.broken::int AS broken,
           rl.lost::int AS lost, rl.other::int AS other,
           COALESCE((SELECT SUM(l.amount) FROM inventory_bills b
                       JOIN inventory_ledgers l ON l.bill_id = b.id AND l.enterprise_id = ${e}
                      WHERE b.enterprise_id = ${e} AND b.packing_id = ${packingId}
                        AND b.kind = ${BILL_KIND.Return}
                        AND l.wms_product_id = rl.wms_product_id), 0)::int AS restocked
      FROM return_lines rl
     WHERE rl.enterprise_id = ${e} AND rl.return_id = ${record.return_id}
     ORDER BY rl.id`);
  const [bill] = await run.rows<{ bill_number: string }>(Prisma.sql`
    SELECT bill_number FROM inventory_bills
     WHERE enterprise_id = ${e} AND packing_id = ${packingId} AND kind = ${BILL_KIND.Return}
     ORDER BY id DESC LIMIT 1`);
  const nameOf = new Map(state.lines.map((l) => [l.product_id, l]));
  return {
    ...state,
    ...record,
    bill_number: bill?.bill_number ?? null,
    return_lines: lines.map((l) => ({
      product_id: l.product_id,
      product_name: nameOf.get(l.product_id)?.product_name ?? '',
      shipped: nameOf.get(l.product_id)?.ordered ?? 0,
      good: l.good,
      broken: l.broken,
      lost: l.lost,
      other: l.other,
      restocked: l.restocked,
    })),
  };
}
