import { inSqlTransaction, sqlRunner, type SqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { ORDER_EVENT } from '@/lib/domain/orders/events';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import {
  lockOrderRow,
  orderEventValues,
  orderUnits,
  PACKING_KIND,
  PACKING_STATUS,
  RETURNABLE,
  statusError,
  type LockedOrderRow,
  type PackingOrderEvent,
} from '@/lib/domain/packing/shared';
import { chooseStorage, lastPackedStorage } from '@/lib/domain/packing/station/choose-storage';
import {
  billPeriod,
  billUserName,
  finalBillNumber,
  writeBill,
  type StockActor,
} from '@/lib/domain/wms/inventory/writes';
import { BILL_KIND, returnedNote } from '@/lib/domain/wms/inventory/shared';
import {
  countReturnLines,
  type CountedLine,
  type ShippedLine,
} from '@/lib/domain/packing/returns/count-return-lines';
import { leftWithCosts, restockLines } from '@/lib/domain/packing/returns/left-with-cost';
import { RETURN_STATUS } from '@/lib/domain/packing/returns/list-schemas';
import type {
  ReceiveReturnInput,
  ReceivedReturn,
} from '@/lib/domain/packing/returns/receive-schemas';

// ---------------------------------------------------------------------------------------
// POST /api/v2/orders/return (docs/domain-rules.md, Returns): a returned parcel received and
// closed in one call. One transaction: the order is locked first (as every order change
// starts), so two stations receiving the same parcel run one after the other and the
// second finds the order at 141 (409 order.alreadyReturned). The counts follow the return
// station's rules (count-return-lines.ts); the good units go back into the chosen storage
// at the cost they left with through one RET bill linked to the order; the order moves to
// 141 (through 998 when it was not already there) with its events. A return packing left
// open at a station for the order is cancelled, and its open return record becomes this
// return, so nothing stays half received.
// ---------------------------------------------------------------------------------------

/** The units the order shipped, per warehouse product: what its bills took out (else what it stands for). */
async function shippedLines(run: SqlRunner, e: number, orderId: number) {
  const units = (await orderUnits(run, e, orderId)).filter((u) => u.wms_product_id !== null);
  const heldSomething = units.some((u) => u.taken > 0);
  const lines: ShippedLine[] = units
    .map((u) => ({
      wms_product_id: u.wms_product_id!,
      product_id: u.sales_product_id,
      ordered: heldSomething ? Math.max(u.taken, 0) : u.wanted,
      scanned: 0,
    }))
    .filter((l) => l.ordered > 0);
  const taken = new Map(units.map((u) => [u.wms_product_id!, u.taken]));
  return { lines, taken };
}

function returnEvents(
  actor: StockActor,
  order: LockedOrderRow,
  data: Record<string, unknown>,
  reason: string | null,
): PackingOrderEvent[] {
  const base = { enterpriseId: actor.enterpriseId, userId: actor.userId, orderId: order.id };
  const events: PackingOrderEvent[] = [];
  if (order.status !== ORDER_STATUS.Returning)
    events.push({
      ...base,
      type: ORDER_EVENT.Status,
      fromStatus: order.status,
      toStatus: ORDER_STATUS.Returning,
      reason: 'return received at the warehouse',
      data: { via: 'order_return' },
    });
  events.push({
    ...base,
    type: ORDER_EVENT.Returned,
    fromStatus: ORDER_STATUS.Returning,
    toStatus: ORDER_STATUS.Returned,
    reason,
    data,
  });
  return events;
}

interface ReturnRecord {
  id: number;
  return_number: string;
  /** True when the station's open return record is taken over. */
  opened: boolean;
}

/** The station's open return record of the order, else a new return's id and number. */
async function returnRecordFor(run: SqlRunner, e: number, orderId: number): Promise<ReturnRecord> {
  const [open] = await run.rows<{ id: number; return_number: string }>(Prisma.sql`
    SELECT id::int AS id, return_number FROM returns
     WHERE enterprise_id = ${e} AND order_id = ${orderId} AND status = ${RETURN_STATUS.Open}
       FOR UPDATE`);
  if (open) return { ...open, opened: true };
  const [next] = await run.rows<{ id: number }>(Prisma.sql`
    SELECT nextval('returns_id_seq'::regclass)::int AS id`);
  const id = next!.id;
  return { id, return_number: `RT-${billPeriod()}-${String(id).padStart(6, '0')}`, opened: false };
}

/** The return closed with its lines, the station's open packing cancelled, the order at 141. */
async function recordReturn(
  run: SqlRunner,
  actor: StockActor,
  order: LockedOrderRow,
  record: ReturnRecord,
  counted: CountedLine[],
  billId: number | null,
  note: string | null,
): Promise<void> {
  const e = actor.enterpriseId;
  const col = <K extends keyof CountedLine>(k: K) => counted.map((c) => c[k]);
  const rt = record.opened
    ? Prisma.sql`
      UPDATE returns SET status = ${RETURN_STATUS.Closed}, closed_at = now(), updated_at = now(),
                         reason = COALESCE(${note}::text, reason)
       WHERE id = ${record.id} AND enterprise_id = ${e}
      RETURNING id`
    : Prisma.sql`
      INSERT INTO returns (id, enterprise_id, order_id, return_number, status, reason,
                           created_by_id, closed_at, created_at, updated_at)
      VALUES (${record.id}, ${e}, ${order.id}, ${record.return_number}, ${RETURN_STATUS.Closed},
              ${note}::text, ${actor.userId}, now(), now(), now())
      RETURNING id`;
  await run.rows(Prisma.sql`
    WITH pk AS (
      UPDATE packings SET status = ${PACKING_STATUS.Cancelled}, updated_at = now()
       WHERE enterprise_id = ${e} AND order_id = ${order.id} AND kind = ${PACKING_KIND.Return}
         AND status = ${PACKING_STATUS.Open}
      RETURNING 1
    ), bill AS (
      UPDATE inventory_bills SET order_id = ${order.id}
       WHERE id = ${billId}::int AND enterprise_id = ${e}
      RETURNING 1
    ), rt AS (${rt}), rl AS (
      INSERT INTO return_lines (enterprise_id, return_id, product_id, wms_product_id, good,
                                broken, lost, other)
      SELECT ${e}, rt.id, x.sp, x.p, x.good, x.broken, x.lost, x.other
        FROM rt,
             unnest(${col('wms_product_id')}::int[], ${col('product_id')}::int[],
                    ${col('good')}::int[], ${col('broken')}::int[], ${col('lost')}::int[],
                    ${col('other')}::int[]) AS x(p, sp, good, broken, lost, other)
      RETURNING 1
    )
    UPDATE orders SET status = ${ORDER_STATUS.Returned}, returned_at = now(), updated_at = now()
     WHERE id = ${order.id} AND enterprise_id = ${e}
    RETURNING 1 AS ok`);
}

export async function receiveReturn(
  db: TenantDb,
  actor: StockActor,
  input: ReceiveReturnInput,
): Promise<ReceivedReturn> {
  const e = actor.enterpriseId;
  const received = await inSqlTransaction(db, async (run) => {
    const order = await lockOrderRow(run, e, input.order_id);
    if (!RETURNABLE.includes(order.status)) throw statusError(PACKING_KIND.Return, order);

    const { lines, taken } = await shippedLines(run, e, order.id);
    const counted = countReturnLines(`order ${order.order_number}`, lines, input.lines, taken);
    const storageId = await chooseStorage(run, e, {
      storageId: input.storage_id,
      orderStorageId: order.storage_id,
      fallbackStorageId: await lastPackedStorage(run, e, order.id),
    });
    const back = counted.filter((c) => c.restock > 0);
    const note = input.note ?? null;
    const record = await returnRecordFor(run, e, order.id);
    let bill: { ID: number } | null = null;
    if (back.length > 0)
      bill = await writeBill(
        run,
        { enterpriseId: e, userId: actor.userId, userName: billUserName(actor) },
        {
          kind: BILL_KIND.Return,
          note,
          systemNote: returnedNote({
            order_number: order.order_number,
            packing_number: record.return_number,
          }),
          imageKey: null,
          fromStorageId: null,
          toStorageId: storageId,
          lines: restockLines(back, storageId, await leftWithCosts(run, e, order.id)),
        },
      );
    await recordReturn(run, actor, order, record, counted, bill?.ID ?? null, note);
    const data = {
      via: 'order_return',
      return_id: record.id,
      bill_id: bill?.ID ?? null,
      lines: counted.map((c) => ({
        product_id: c.wms_product_id,
        good: c.good,
        broken: c.broken,
        lost: c.lost,
        other: c.other,
        restocked: c.restock,
      })),
    };
    await run.rows(Prisma.sql`
      INSERT INTO order_events (enterprise_id, order_id, user_id, from_status, to_status, type,
                                reason, data, created_at)
      VALUES ${Prisma.join(returnEvents(actor, order, data, note).map(orderEventValues))}
      RETURNING 1 AS ok`);
    const names = await run.rows<{ id: number; name: string }>(Prisma.sql`
      SELECT id::int AS id, name FROM wms_products
       WHERE enterprise_id = ${e} AND id = ANY(${counted.map((c) => c.wms_product_id)}::int[])`);
    const nameOf = new Map(names.map((n) => [n.id, n.name]));
    return {
      id: record.id,
      return_number: record.return_number,
      order_id: order.id,
      order_number: order.order_number,
      status: ORDER_STATUS.Returned,
      storage_id: storageId,
      bill_id: bill?.ID ?? null,
      lines: counted.map((c) => ({
        product_id: c.wms_product_id,
        product_name: nameOf.get(c.wms_product_id) ?? '',
        shipped: c.shipped,
        good: c.good,
        broken: c.broken,
        lost: c.lost,
        other: c.other,
        restocked: c.restock,
      })),
    };
  });
  // The bill's running number is taken as the transaction commits (bill-number.ts).
  const { bill_id: billId, ...answer } = received;
  const billNumber =
    billId === null ? null : await finalBillNumber(sqlRunner(db, { prepare: true }), e, billId);
  return { ...answer, bill_number: billNumber };
}
