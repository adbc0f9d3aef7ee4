import { inSqlTransaction, type TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import {
  answerAfter,
  closeLocked,
  type CloseOutcome,
} from '@/lib/domain/packing/station/close-packing';
import { linkCouponLocked } from '@/lib/domain/packing/station/link-coupon';
import {
  findOrder,
  lockLastClosedPacking,
  lockOpenPacking,
  lockOrderRow,
  PACKABLE,
  statusError,
  PACKING_KIND,
  type PackingState,
  type ScanInput,
} from '@/lib/domain/packing/shared';
import { openPacking } from '@/lib/domain/packing/station/open-packing';
import { scanRefusal } from '@/lib/domain/packing/station/scan';
import { scanRequest } from '@/lib/domain/packing/station/scan-request';
import { runScan } from '@/lib/domain/packing/station/scan-sql';
import { stateFromScan } from '@/lib/domain/packing/station/packing-state';
import { BILL_KIND } from '@/lib/domain/wms/inventory/shared';
import type { StockActor } from '@/lib/domain/wms/inventory/writes';

/**
 * POST /api/v2/packings/verify/createandclose (and _with_coupon): open the order's packing,
 * count the barcode's unit, attach the coupon, close, all in one transaction: a refusal at
 * any step leaves nothing behind. The order lock comes first, so two calls for one order
 * run one after the other; the second finds the order packed (112) and answers its closed
 * packing unchanged, like a close of a closed packing.
 */
export async function createAndClose(
  db: TenantDb,
  actor: StockActor,
  input: ScanInput,
  couponCode?: string,
): Promise<PackingState> {
  const e = actor.enterpriseId;
  const req = scanRequest(actor, input, true);
  const outcome = await inSqlTransaction(db, async (run): Promise<CloseOutcome> => {
    const found = await findOrder(run, e, req.ref);
    const order = await lockOrderRow(run, e, found.id);
    let packing = await lockOpenPacking(run, e, order);
    if (!packing && order.status === ORDER_STATUS.AwaitingCollection) {
      const done = await lockLastClosedPacking(run, e, order, PACKING_KIND.Normal);
      if (done) {
        if (couponCode) await linkCouponLocked(run, actor, order, couponCode);
        return { packingId: done.id, billId: null };
      }
    }
    if (!packing) {
      if (!PACKABLE.includes(order.status)) throw statusError(PACKING_KIND.Normal, order);
      await openPacking(run, { ...req, orderId: order.id });
      packing = await lockOpenPacking(run, e, order);
      if (!packing) throw statusError(PACKING_KIND.Normal, order);
    }
    if (req.barcode !== null) {
      const rows = await runScan(run, {
        enterpriseId: e,
        ref: { packingId: packing.id },
        kind: PACKING_KIND.Normal,
        statuses: PACKABLE,
        barcode: req.barcode,
        change: 'add',
      });
      const state = stateFromScan(rows);
      if (!state) throw statusError(PACKING_KIND.Normal, order);
      if (state.scanned_product_id === null) {
        const refusal = scanRefusal(rows, req);
        if (refusal) throw refusal;
      }
    } else if (packing.kind !== PACKING_KIND.Normal) {
      throw new AppError(
        'packing.invalidOrderStatus',
        `order ${order.order_number} has an open return packing (${packing.packing_number})`,
      );
    }
    if (couponCode) await linkCouponLocked(run, actor, order, couponCode);
    return closeLocked(run, actor, packing, 'normal');
  });
  return answerAfter(db, e, outcome.packingId, BILL_KIND.Packing);
}
