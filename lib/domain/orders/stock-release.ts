import type { Actor } from '@/lib/auth/actor';
import type { TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { billPeriod, nextBillNumber } from '@/lib/domain/wms/inventory/writes';
import { orderCancelledNote } from '@/lib/domain/wms/inventory/shared';

// ---------------------------------------------------------------------------------------
// Giving back the stock an order holds (docs/domain-rules.md: "Cancelling an order that holds
// stock gives the stock back in the same transaction"). What the order holds is read from
// the ledger, the truth of stock: the net of the rows of every bill linked to the order
// (packing, out, earlier returns), per warehouse product and storage. A negative net is
// stock that left for the order and has not come back; one return bill (kind 6) puts it
// back, linked to the order too, so a second release finds a net of zero and moves nothing.
// Runs inside the caller's transaction, after the caller locked the order's row.
// ---------------------------------------------------------------------------------------

export const BILL_KIND_RETURN = 6;

// Bill numbers moved to the inventory module; re-exported for the callers that import them here.
export { billPeriod, nextBillNumber };

export interface ReleasedLine {
  wms_product_id: number;
  storage_id: number;
  amount: number;
  /** The cost recorded when the units left (their weighted mean over the out rows). */
  unit_cost: string;
  balance_after: number;
}

export interface StockRelease {
  bill_id: number;
  bill_number: string;
  lines: ReleasedLine[];
}

interface HeldRow {
  wms_product_id: number;
  storage_id: number;
  held: number;
  unit_cost: string;
}

/**
 * Puts back every unit the order still holds: one return bill, a ledger row and a balance
 * update per (product, storage). Null when the order holds nothing.
 */
export async function releaseOrderStock(
  tx: TenantDb,
  actor: Pick<Actor, 'enterpriseId' | 'userId'>,
  order: { id: number; order_number: string },
): Promise<StockRelease | null> {
  const e = actor.enterpriseId;
  // Ordered by product and storage: concurrent releases lock balances in the same order.
  const held = await tx.$queryRaw<HeldRow[]>`
    SELECT l.wms_product_id, l.storage_id, (-SUM(l.amount))::int AS held,
           COALESCE(
             ROUND(SUM(CASE WHEN l.amount < 0 THEN -l.amount * l.unit_cost END)
                   / NULLIF(SUM(CASE WHEN l.amount < 0 THEN -l.amount END), 0), 4),
             0)::text AS unit_cost
      FROM inventory_ledgers l
      JOIN inventory_bills b ON b.id = l.bill_id
     WHERE b.order_id = ${order.id} AND b.enterprise_id = ${e} AND l.enterprise_id = ${e}
     GROUP BY l.wms_product_id, l.storage_id
    HAVING SUM(l.amount) < 0
     ORDER BY l.wms_product_id, l.storage_id`;
  if (held.length === 0) return null;

  const billNumber = await nextBillNumber(tx, e, 'RET');
  const cancelled = orderCancelledNote(order);
  const storages = new Set(held.map((h) => h.storage_id));
  const bill = await tx.inventoryBill.create({
    data: {
      enterpriseId: e,
      billNumber,
      kind: BILL_KIND_RETURN,
      noteKey: cancelled.key,
      noteParams: cancelled.params,
      userId: actor.userId,
      toStorageId: storages.size === 1 ? held[0]!.storage_id : null,
      orderId: order.id,
    },
    select: { id: true },
  });

  const lines: ReleasedLine[] = [];
  for (const h of held) {
    // One statement: the row lock and the new balance come back together. The units
    // return at the cost they left with; the storage's average cost is left as it is.
    const [after] = await tx.$queryRaw<{ balance: number }[]>`
      INSERT INTO inventory_balances
             (enterprise_id, wms_product_id, storage_id, balance, cost, created_at, updated_at)
      VALUES (${e}, ${h.wms_product_id}, ${h.storage_id}, ${h.held},
              ${new Prisma.Decimal(h.unit_cost)}, now(), now())
      ON CONFLICT (wms_product_id, storage_id) DO UPDATE
         SET balance = inventory_balances.balance + EXCLUDED.balance, updated_at = now()
       WHERE inventory_balances.enterprise_id = ${e}
      RETURNING balance`;
    if (!after) throw new Error(`balance of product ${h.wms_product_id} is another enterprise's`);
    await tx.inventoryLedger.create({
      data: {
        enterpriseId: e,
        billId: bill.id,
        wmsProductId: h.wms_product_id,
        storageId: h.storage_id,
        amount: h.held,
        balanceAfter: after.balance,
        unitCost: h.unit_cost,
        userId: actor.userId,
      },
    });
    lines.push({
      wms_product_id: h.wms_product_id,
      storage_id: h.storage_id,
      amount: h.held,
      unit_cost: h.unit_cost,
      balance_after: after.balance,
    });
  }
  return { bill_id: bill.id, bill_number: billNumber, lines };
}
