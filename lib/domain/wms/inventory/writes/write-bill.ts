import type { SqlRunner } from '@/lib/db';
import { BILL_PREFIX, type BillKind, type SystemNote } from '@/lib/domain/wms/inventory/shared';
import { billPeriod } from '@/lib/domain/wms/inventory/writes/bill-number';
import { toStockBill } from '@/lib/domain/wms/inventory/writes/bill-answer';
import {
  unitCostOf,
  updateAverageCosts,
  type CostedIn,
} from '@/lib/domain/wms/inventory/writes/average-cost';
import {
  applyBalanceChanges,
  pairKey,
  recordBill,
  type BalanceChange,
} from '@/lib/domain/wms/inventory/writes/ledger';
import { lockProducts, lockStorages } from '@/lib/domain/wms/inventory/writes/lock-refs';
import type { StockBill } from '@/lib/domain/wms/inventory/writes/schemas';

// ---------------------------------------------------------------------------------------
// One stock bill, all or nothing, inside the caller's transaction: the storages and
// products are checked and locked, the average cost moves (stock in with a cost), the
// balances change in the fixed lock order, then the bill and its ledger rows are written;
// its running number is taken when the transaction commits (bill-number.ts). Any error (a
// short line, an unknown id) leaves nothing behind once the transaction rolls back: no
// bill, no number used, no ledger row, no balance or cost changed.
// ---------------------------------------------------------------------------------------

export interface BillLinePlan {
  productId: number;
  storageId: number;
  /** Signed units: + into the storage, - out of it. One line per (product, storage). */
  amount: number;
  /** Stock in with a cost: Σ amount × cost of the merged input lines (exact decimal text). */
  inValue?: string;
}

export interface BillPlan {
  kind: BillKind;
  /** What the person typed. */
  note: string | null;
  /** What the system says about a bill it writes (packing, returns), in the reader's language. */
  systemNote?: SystemNote | null;
  imageKey: string | null;
  fromStorageId: number | null;
  toStorageId: number | null;
  /** The purchase order a receipt books in (inventory_bills.purchase_order_id). */
  purchaseOrderId?: number | null;
  /** In the order the bill shows them (and its ledger rows are written). */
  lines: BillLinePlan[];
}

export interface BillWriter {
  enterpriseId: number;
  userId: number;
  /** How the answer names the user (full name, else username). */
  userName: string;
}

export async function writeBill(
  run: SqlRunner,
  writer: BillWriter,
  plan: BillPlan,
  at: Date = new Date(),
): Promise<StockBill> {
  const e = writer.enterpriseId;
  const storages = await lockStorages(
    run,
    e,
    plan.lines.map((l) => l.storageId),
  );
  const products = await lockProducts(
    run,
    e,
    plan.lines.map((l) => l.productId),
  );

  const costed = costedIns(plan.lines);
  const newAverage = await updateAverageCosts(run, e, costed);
  const averageOf = (productId: number) =>
    newAverage.get(productId) ?? products.get(productId)!.avg_cost;

  const changes: BalanceChange[] = plan.lines.map((l) => ({
    productId: l.productId,
    storageId: l.storageId,
    delta: l.amount,
    cost: averageOf(l.productId),
  }));
  const balanceAfter = await applyBalanceChanges(run, e, changes);

  const ledger = plan.lines.map((l) => ({
    productId: l.productId,
    storageId: l.storageId,
    amount: l.amount,
    balanceAfter: balanceAfter.get(pairKey(l.productId, l.storageId))!,
    // The units of a stock in with a cost enter at that cost; anything else at the
    // product's average at this moment (unchanged by the bill).
    unitCost:
      l.inValue !== undefined
        ? unitCostOf(l.inValue, l.amount)
        : products.get(l.productId)!.avg_cost,
  }));
  const bill = await recordBill(
    run,
    {
      enterpriseId: e,
      userId: writer.userId,
      kind: plan.kind,
      prefix: BILL_PREFIX[plan.kind],
      period: billPeriod(at),
      note: plan.note,
      systemNote: plan.systemNote ?? null,
      imageKey: plan.imageKey,
      fromStorageId: plan.fromStorageId,
      toStorageId: plan.toStorageId,
      purchaseOrderId: plan.purchaseOrderId ?? null,
    },
    ledger,
  );
  return toStockBill({ bill, plan, writer, storages, products, ledger });
}

function costedIns(lines: BillLinePlan[]): CostedIn[] {
  return lines
    .filter((l): l is BillLinePlan & { inValue: string } => l.inValue !== undefined)
    .map((l) => ({ productId: l.productId, amount: l.amount, value: l.inValue }));
}
