// The packing station: open an order's packing, scan and take back units, close (also the admin
// close), reopen, cancel, attach a coupon, ask whether an order is packed.
// The public face of the slice: other folders import it from here. Screens import the slice's
// zod-only schema or constant files instead, so no server code reaches a browser bundle.

export {
  adminCreateOrAdd,
  adminDelete,
  cancelPacking,
} from '@/lib/domain/packing/station/admin-corrections';
export { closePacking } from '@/lib/domain/packing/station/close-packing';
export { isClosed } from '@/lib/domain/packing/station/is-closed';
export { linkCoupon } from '@/lib/domain/packing/station/link-coupon';
export { openOrderPacking } from '@/lib/domain/packing/station/open-order-packing';
export { createOrAdd } from '@/lib/domain/packing/station/add-unit';
export { createAndClose } from '@/lib/domain/packing/station/pack-and-close';
export { removeUnit } from '@/lib/domain/packing/station/remove-unit';
export { readPackingState } from '@/lib/domain/packing/station/packing-state';
export { scan, storedScanState } from '@/lib/domain/packing/station/scan';
export { runScan, runScanClaiming } from '@/lib/domain/packing/station/scan-sql';
