import type { TenantDb } from '@/lib/db';
import { BILL_KIND } from '@/lib/domain/wms/inventory/kinds';
import { mergeLines } from '@/lib/domain/wms/inventory/write-lines';
import { expandPromotions } from '@/lib/domain/wms/inventory/write-promotions';
import { runStockBill, type StockActor } from '@/lib/domain/wms/inventory/write-run';
import type { StockBill, StockOutInput } from '@/lib/domain/wms/inventory/write-schemas';

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
