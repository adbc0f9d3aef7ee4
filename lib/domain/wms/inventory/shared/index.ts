export {
  orderCancelledNote,
  packedNote,
  packingReopenedNote,
  returnedNote,
  type SystemNote,
  systemNoteFields,
  type SystemNoteKey,
  systemNoteOf,
} from '@/lib/domain/wms/inventory/shared/bill-note';
export {
  BILL_KIND,
  BILL_PREFIX,
  type BillKind,
  STORAGE_KIND,
} from '@/lib/domain/wms/inventory/shared/kinds';
