import type { TenantDb } from '@/lib/db';
import { BILL_KIND } from '@/lib/domain/wms/inventory/shared';
import { mergeLines } from '@/lib/domain/wms/inventory/writes/merge-lines';
import { expandPromotions } from '@/lib/domain/wms/inventory/writes/expand-promotions';
import { runStockBill, type StockActor } from '@/lib/domain/wms/inventory/writes/run-stock-bill';
import type { StockBill, StockOutInput } from '@/lib/domain/wms/inventory/writes/schemas';

/**
 * Stock out (POST /api/v2/wms/inventory/item/out): units leave one storage at the current
 * average cost; a promotion line takes out its components. One short line refuses the
 * whole bill (inventory.balanceNotEnough).
 */
export function stockOut(
  db: TenantDb,
  actor: StockActor,
  input: StockOutInput,
): Promise<StockBill> {
  return runStockBill(db, actor, input, async (run) => {
    const lines = mergeLines(await expandPromotions(run, actor.enterpriseId, input.items));
    return {
      kind: BILL_KIND.Out,
      note: input.note ?? null,
      fromStorageId: input.storage_id,
      toStorageId: null,
      lines: lines.map((l) => ({
        productId: l.productId,
        storageId: input.storage_id,
        amount: -l.amount,
      })),
    };
  });
}
