import { inSqlTransaction, sqlRunner, type SqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import type { Actor } from '@/lib/auth/actor';
import { LEVEL, levelOf } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import { BILL_KIND, poReceivedNote } from '@/lib/domain/wms/inventory/shared';
import { billUserName, finalBillNumber, writeBill } from '@/lib/domain/wms/inventory/writes';
import { lockPo } from '@/lib/domain/purchasing/lock';
import { getPoDetail } from '@/lib/domain/purchasing/detail';
import { withDeliveryPhoto } from '@/lib/domain/purchasing/receive/delivery-photo';
import {
  planReceipt,
  RECEIVABLE_STATUSES,
  statusAfter,
  type PoLineState,
} from '@/lib/domain/purchasing/receive/rules';
import type { ReceiptAnswer, ReceivePoInput } from '@/lib/domain/purchasing/receive/schemas';

// ---------------------------------------------------------------------------------------
// Receiving a purchase order (docs/purchase-orders.md, Receiving). One transaction, all or
// nothing:
//   1. the PO row, locked FOR UPDATE first: two receipts of the same PO run one after the
//      other, and the second reads the lines as the first left them (READ COMMITTED reads
//      each statement's rows after the lock is granted), so they can never over-receive;
//   2. its lines, checked against what arrived (rules.ts);
//   3. one stock-in bill through the stock engine (writeBill: storages, products, balance
//      rows in its own lock order, the moving average at the lines' unit costs, ledger,
//      the bill number at commit), linked to the PO and noted with its number;
//   4. received_quantity of the lines, then the PO's status (2, or 3 with closed_at).
// The delivery-note photo is stored before and removed if the transaction fails.
// ---------------------------------------------------------------------------------------

/** The actor fields a receipt needs (a job or a test may call it too). */
export type ReceiptActor = Pick<
  Actor,
  'enterpriseId' | 'userId' | 'firstName' | 'lastName' | 'username' | 'groupId' | 'roles'
>;

async function poLines(run: SqlRunner, enterpriseId: number, id: number): Promise<PoLineState[]> {
  return run.rows<PoLineState>(Prisma.sql`
    SELECT id::int AS id, wms_product_id::int AS "productId", quantity::int AS quantity,
           received_quantity::int AS received, unit_cost::text AS "unitCost"
      FROM purchase_order_lines
     WHERE purchase_order_id = ${id} AND enterprise_id = ${enterpriseId}
     ORDER BY id`);
}

export async function receivePurchaseOrder(
  db: TenantDb,
  actor: ReceiptActor,
  id: number,
  input: ReceivePoInput,
): Promise<ReceiptAnswer> {
  const e = actor.enterpriseId;
  const close = input.close === true;
  if (close && levelOf(actor, 'po') < LEVEL.manage)
    throw new AppError('common.accessDenied', 'closing a purchase order short needs po level 3');
  const receiving = input.lines.some((l) => l.quantity > 0);
  if (!receiving && !close)
    throw new AppError('po.nothingToReceive', 'body.lines: no quantity above 0');

  // No receipt, no bill: a photo sent with a close short has nowhere to go and is not kept.
  const billId = await withDeliveryPhoto(e, receiving ? input.file : undefined, (imageKey) =>
    inSqlTransaction(db, async (run) => {
      const po = await lockPo(run, e, id);
      if (!RECEIVABLE_STATUSES.includes(po.status))
        throw new AppError(
          'po.invalidStatus',
          `purchase order ${po.po_number} is at status ${po.status}: only 1 or 2 can receive`,
        );
      const plan = planReceipt(await poLines(run, e, id), input.lines);
      const status = statusAfter(plan, close);
      const closesShort = close && !plan.complete;
      if (closesShort && !input.reason)
        throw new AppError(
          'common.invalidParameter',
          'body.reason: required when closing with lines still open',
        );

      let bill: { ID: number } | null = null;
      if (plan.lines.length > 0) {
        bill = await writeBill(
          run,
          { enterpriseId: e, userId: actor.userId, userName: billUserName(actor) },
          {
            kind: BILL_KIND.In,
            note: input.note ?? null,
            systemNote: poReceivedNote({ po_number: po.po_number }),
            imageKey,
            fromStorageId: null,
            toStorageId: po.storage_id,
            purchaseOrderId: po.id,
            lines: plan.lines.map((l) => ({
              productId: l.productId,
              storageId: po.storage_id,
              amount: l.amount,
              inValue: l.value,
            })),
          },
        );
        await run.rows(Prisma.sql`
          UPDATE purchase_order_lines l
             SET received_quantity = l.received_quantity + r.amount
            FROM unnest(${plan.lines.map((l) => l.lineId)}::int[],
                        ${plan.lines.map((l) => l.amount)}::int[]) AS r(id, amount)
           WHERE l.id = r.id AND l.enterprise_id = ${e} AND l.purchase_order_id = ${id}
          RETURNING 1 AS ok`);
      }
      await run.rows(Prisma.sql`
        UPDATE purchase_orders
           SET status = ${status},
               closed_at = CASE WHEN ${status}::int = 3 THEN now() ELSE closed_at END,
               close_reason = CASE WHEN ${close} THEN COALESCE(${input.reason ?? null}::varchar, close_reason)
                                   ELSE close_reason END,
               updated_at = now()
         WHERE id = ${id} AND enterprise_id = ${e}
        RETURNING 1 AS ok`);
      return bill?.ID ?? null;
    }),
  );
  const billNumber = billId === null ? null : await finalBillNumber(sqlRunner(db), e, billId);
  return { ...(await getPoDetail(db, e, id)), BillNumber: billNumber };
}
