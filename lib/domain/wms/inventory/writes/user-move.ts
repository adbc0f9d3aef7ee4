import type { TenantDb } from '@/lib/db';
import { BILL_KIND } from '@/lib/domain/wms/inventory/shared';
import { moveLines } from '@/lib/domain/wms/inventory/writes/stock-move';
import { mergeLines } from '@/lib/domain/wms/inventory/writes/merge-lines';
import { holdingStorageOf } from '@/lib/domain/wms/inventory/writes/lock-refs';
import { runStockBill, type StockActor } from '@/lib/domain/wms/inventory/writes/run-stock-bill';
import type { StockBill, UserMoveInput } from '@/lib/domain/wms/inventory/writes/schemas';

/**
 * Stock handed to a user (an agent or delivery staff member) or given back
 * (POST /api/v1/wms/inventory/user/move): a move between `storage_id` and the user's
 * holding storage (kind 3), which is made on first use. The units stay counted, under
 * the user, until they come back or are sold from the holding storage.
 */
export function userMove(
  db: TenantDb,
  actor: StockActor,
  input: UserMoveInput,
): Promise<StockBill> {
  const merged = mergeLines(input.items);
  return runStockBill(db, actor, input, async (run) => {
    const holding = await holdingStorageOf(run, actor.enterpriseId, input.user_id);
    const [from, to] =
      input.direction === 'to_user' ? [input.storage_id, holding] : [holding, input.storage_id];
    return {
      kind: BILL_KIND.UserMove,
      note: input.note ?? null,
      fromStorageId: from,
      toStorageId: to,
      lines: moveLines(merged, from, to),
    };
  });
}
