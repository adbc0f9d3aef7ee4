import type { TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { BILL_KIND, type BillKind } from '@/lib/domain/wms/inventory/shared';
import type { BillLinePlan } from '@/lib/domain/wms/inventory/writes/write-bill';
import { mergeLines, type MergedLine } from '@/lib/domain/wms/inventory/writes/merge-lines';
import { runStockBill, type StockActor } from '@/lib/domain/wms/inventory/writes/run-stock-bill';
import type { StockBill, StockMoveInput } from '@/lib/domain/wms/inventory/writes/schemas';

/** Per product: its units out of `from`, then into `to` (the order the bill shows). */
export function moveLines(lines: MergedLine[], from: number, to: number): BillLinePlan[] {
  if (from === to)
    throw new AppError('common.invalidParameter', 'to_storage_id: must differ from the source');
  return lines.flatMap((l) => [
    { productId: l.productId, storageId: from, amount: -l.amount },
    { productId: l.productId, storageId: to, amount: l.amount },
  ]);
}

/**
 * Move between storages (POST /api/v2/wms/inventory/item/group/move); to a packing line
 * when the target is a storage of kind 2. The units keep their average cost.
 */
export function stockMove(
  db: TenantDb,
  actor: StockActor,
  input: StockMoveInput,
  kind: BillKind = BILL_KIND.Move,
): Promise<StockBill> {
  const lines = moveLines(mergeLines(input.items), input.from_storage_id, input.to_storage_id);
  return runStockBill(db, actor, input, async () => ({
    kind,
    note: input.note ?? null,
    fromStorageId: input.from_storage_id,
    toStorageId: input.to_storage_id,
    lines,
  }));
}
