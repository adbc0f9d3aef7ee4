// The packing's common pieces: kinds and statuses, the calls' schemas, how an order is named and
// found, the row locks, the order events a packing writes, which orders a packing may work on.
// The public face of the slice: other folders import it from here. Screens import the slice's
// zod-only schema or constant files instead, so no server code reaches a browser bundle.

export { findOrder } from '@/lib/domain/packing/shared/find-order';
export {
  type LockedOrderRow,
  type LockedPacking,
  lockLastClosedPacking,
  lockOpenPacking,
  lockOrderRow,
  lockPacking,
  packingLines,
} from '@/lib/domain/packing/shared/locks';
export {
  orderEventValues,
  type PackingOrderEvent,
  recordOrderEvents,
} from '@/lib/domain/packing/shared/order-events-sql';
export { orderOrOwnNumber } from '@/lib/domain/packing/shared/order-or-own-number';
export {
  describeRef,
  type OrderRef,
  orderRefOf,
  orderSelectSql,
} from '@/lib/domain/packing/shared/order-ref';
export { orderUnits, type OrderUnits } from '@/lib/domain/packing/shared/order-units';
export { PACKABLE, RETURNABLE, statusError } from '@/lib/domain/packing/shared/packable';
export {
  adminDeleteInput,
  type AdminDeleteInput,
  adminScanInput,
  type AdminScanInput,
  closeInput,
  createPackingInput,
  type CreatePackingInput,
  type IsClosedAnswer,
  isClosedInput,
  type IsClosedInput,
  isClosedSchema,
  linkCouponInput,
  type LinkCouponInput,
  type LinkedCouponAnswer,
  linkedCouponSchema,
  PACKING_KIND,
  PACKING_STATUS,
  packingIdParams,
  type PackingLineAnswer,
  packingListQuery,
  type PackingListQuery,
  type PackingRow,
  packingRowSchema,
  type PackingState,
  packingStateSchema,
  removeInput,
  type RemoveInput,
  returnCloseInput,
  type ReturnCloseInput,
  returnCreateInput,
  type ReturnCreateInput,
  type ReturnState,
  returnStateSchema,
  scanInput,
  type ScanInput,
  scanWithCouponInput,
} from '@/lib/domain/packing/shared/schemas';
