// The purchase orders' public face (docs/purchase-orders.md): their calls, the detail every
// call answers (the receiving use case answers it too), the row lock and status check every
// change of a PO takes first, and the totals.
export { createPo } from '@/lib/domain/purchasing/create';
export { updatePo } from '@/lib/domain/purchasing/update';
export { duplicatePo } from '@/lib/domain/purchasing/duplicate';
export { approvePo, cancelPo, deletePo } from '@/lib/domain/purchasing/status-actions';
export { attachToPo, detachFromPo } from '@/lib/domain/purchasing/attachment';
export { listPos } from '@/lib/domain/purchasing/list';
export { getPoDetail, readPoRecord, toPoDetail } from '@/lib/domain/purchasing/detail';
export { poPdf, renderPoPdf } from '@/lib/domain/purchasing/pdf';
export { assertStatus, lockPo, type LockedPo } from '@/lib/domain/purchasing/lock';
export { isLate } from '@/lib/domain/purchasing/late';
export { formatPoNumber, PO_PREFIX } from '@/lib/domain/purchasing/po-number';
export {
  grandTotalOf,
  lineAmount,
  poTotals,
  vatOf,
  type PoTotals,
} from '@/lib/domain/purchasing/totals';
