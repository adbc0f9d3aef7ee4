// The stock engine: bills, the ledger of balances, average cost, stock in, out and moves.
// The public face of the slice: other folders import it from here. Screens import the slice's
// zod-only schema or constant files instead, so no server code reaches a browser bundle.

export { billUserName } from '@/lib/domain/wms/inventory/writes/bill-answer';
export {
  billPeriod,
  finalBillNumber,
  nextBillNumber,
} from '@/lib/domain/wms/inventory/writes/bill-number';
export type { StockActor } from '@/lib/domain/wms/inventory/writes/run-stock-bill';
export {
  type ShortLine,
  type StockBill,
  stockBillSchema,
  stockInInput,
  stockMoveInput,
  stockOutInput,
  userMoveInput,
} from '@/lib/domain/wms/inventory/writes/schemas';
export { stockIn } from '@/lib/domain/wms/inventory/writes/stock-in';
export { moveLines, stockMove } from '@/lib/domain/wms/inventory/writes/stock-move';
export { stockOut } from '@/lib/domain/wms/inventory/writes/stock-out';
export { userMove } from '@/lib/domain/wms/inventory/writes/user-move';
export { writeBill, type BillLinePlan } from '@/lib/domain/wms/inventory/writes/write-bill';
