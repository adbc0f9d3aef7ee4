import type { TenantDb } from '@/lib/db';
import { BILL_KIND } from '@/lib/domain/wms/inventory/shared';
import { mergeInLines } from '@/lib/domain/wms/inventory/writes/merge-lines';
import { runStockBill, type StockActor } from '@/lib/domain/wms/inventory/writes/run-stock-bill';
import type { StockBill, StockInInput } from '@/lib/domain/wms/inventory/writes/schemas';

/**
 * Stock in (POST /api/v2/wms/inventory/item/in): units arrive in one storage. A line with
 * a cost moves the product's moving average (cost.ts); a line without one enters at the
 * current average.
 */
export function stockIn(db: TenantDb, actor: StockActor, input: StockInInput): Promise<StockBill> {
  const lines = mergeInLines(input.items);
  return runStockBill(db, actor, input, async () => ({
    kind: BILL_KIND.In,
    note: input.note ?? null,
    fromStorageId: null,
    toStorageId: input.storage_id,
    lines: lines.map((l) => ({
      productId: l.productId,
      storageId: input.storage_id,
      amount: l.amount,
      inValue: l.value,
    })),
  }));
}
