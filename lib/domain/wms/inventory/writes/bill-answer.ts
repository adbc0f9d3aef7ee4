import { fileUrl } from '@/lib/storage/file-field';
import type { BillPlan, BillWriter } from '@/lib/domain/wms/inventory/writes/write-bill';
import type { LedgerLine, RecordedBill } from '@/lib/domain/wms/inventory/writes/ledger';
import type { ProductRef, StorageRef } from '@/lib/domain/wms/inventory/writes/lock-refs';
import type { StockBill } from '@/lib/domain/wms/inventory/writes/schemas';

// The answer of every stock write (StockBill), built from what the bill just wrote and
// locked: no read after the write.

/** How a user is named on a bill: full name, else username (as the history reads it). */
export function billUserName(u: { firstName: string; lastName: string; username: string }) {
  return `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || u.username;
}

export function toStockBill(input: {
  bill: RecordedBill;
  plan: BillPlan;
  writer: BillWriter;
  storages: Map<number, StorageRef>;
  products: Map<number, ProductRef>;
  ledger: LedgerLine[];
}): StockBill {
  const { bill, plan, writer, storages, products, ledger } = input;
  const storageName = (id: number | null) => (id === null ? null : storages.get(id)!.name);
  return {
    ID: bill.id,
    BillNumber: bill.bill_number,
    Kind: plan.kind,
    Note: plan.note,
    NoteKey: plan.systemNote?.key ?? null,
    NoteParams: plan.systemNote?.params ?? null,
    UserName: writer.userName,
    CreateAt: new Date(bill.created_at).toISOString(),
    BillImage: plan.imageKey ? fileUrl(plan.imageKey) : null,
    from_storage_id: plan.fromStorageId,
    from_storage_name: storageName(plan.fromStorageId),
    to_storage_id: plan.toStorageId,
    to_storage_name: storageName(plan.toStorageId),
    lines: ledger.map((l) => {
      const p = products.get(l.productId)!;
      return {
        product_id: l.productId,
        product_name: p.name,
        sku: p.sku,
        barcode: p.barcode,
        storage_id: l.storageId,
        storage_name: storageName(l.storageId)!,
        amount: l.amount,
        balance_after: l.balanceAfter,
        unit_cost: l.unitCost,
      };
    }),
  };
}
