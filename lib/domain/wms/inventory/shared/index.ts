// Bill kinds, storage kinds and the system notes bills carry: shared by reads, writes and packing.
// The public face of the slice: other folders import it from here. Screens import the slice's
// zod-only schema or constant files instead, so no server code reaches a browser bundle.

export {
  orderCancelledNote,
  packedNote,
  packingReopenedNote,
  poReceivedNote,
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
