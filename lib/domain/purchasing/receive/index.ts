// Receiving purchase orders: stock in against a PO, and closing one short.
// The public face of the slice: other folders import it from here. Screens import
// schemas.ts (zod only) instead.

export {
  receivePurchaseOrder,
  type ReceiptActor,
} from '@/lib/domain/purchasing/receive/receive-po';
export {
  type ReceiptAnswer,
  receiptAnswerSchema,
  receivePoInput,
  type ReceivePoInput,
} from '@/lib/domain/purchasing/receive/schemas';
export { MAX_DELIVERY_PHOTO_BYTES } from '@/lib/domain/purchasing/receive/delivery-photo';
export { onOrderByProduct, onOrderSql } from '@/lib/domain/purchasing/receive/on-order';
