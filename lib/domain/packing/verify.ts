import { sqlRunner, inSqlTransaction, type TenantDb, type IdempotencyClaim } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import { answerAfter, closeLocked, type CloseOutcome } from '@/lib/domain/packing/close';
import { linkCouponLocked } from '@/lib/domain/packing/coupon';
import { findOrder } from '@/lib/domain/packing/find-order';
import { lockLastClosedPacking, lockOpenPacking, lockOrderRow } from '@/lib/domain/packing/locks';
import { openPacking, PACKABLE, statusError } from '@/lib/domain/packing/open';
import { orderRefOf } from '@/lib/domain/packing/order-ref';
import { scan, scanRefusal, type ScanRequest } from '@/lib/domain/packing/scan';
import { runScan } from '@/lib/domain/packing/scan-sql';
import {
  PACKING_KIND,
  type CreatePackingInput,
  type PackingState,
  type RemoveInput,
  type ScanInput,
} from '@/lib/domain/packing/schemas';
import { stateFromScan } from '@/lib/domain/packing/state';
import { BILL_KIND } from '@/lib/domain/wms/inventory/kinds';
import type { StockActor } from '@/lib/domain/wms/inventory/write-run';

// The station's calls on a normal packing: scan the order and its units (createoradd),
// take a unit back (remove), open without scanning (POST /api/v1/packings), and the
// one-unit order packed and closed in one call (createandclose, with a coupon or not).

type Who = Pick<StockActor, 'enterpriseId' | 'userId'>;

function scanRequest(actor: Who, input: ScanInput, open: boolean): ScanRequest {
  return {
    enterpriseId: actor.enterpriseId,
    userId: actor.userId,
    ref: orderRefOf(input),
    kind: PACKING_KIND.Normal,
    barcode: input.barcode ?? null,
    change: 'add',
    open,
    storageId: input.storage_id,
    line: input.line,
  };
}

/** POST /api/v2/packings/verify/createoradd (`claim`: its Idempotency-Key, see scan.ts). */
export async function createOrAdd(
  db: TenantDb,
  actor: Who,
  input: ScanInput,
  claim: IdempotencyClaim | null = null,
) {
  return (await scan(db, { ...scanRequest(actor, input, true), claim })).state;
}

/** POST /api/v1/packings: the order's open packing, opened now (`opened`) if there was none. */
export function createPacking(db: TenantDb, actor: Who, input: CreatePackingInput) {
  return scan(db, scanRequest(actor, input, true));
}

/** POST /api/v2/packings/verify/remove: one unit back out, of a normal or a return packing. */
export async function removeUnit(db: TenantDb, actor: Who, input: RemoveInput) {
  const [packing] = await sqlRunner(db, { prepare: true }).rows<{ kind: number }>(Prisma.sql`
    SELECT kind::int AS kind FROM packings
     WHERE id = ${input.packing_id} AND enterprise_id = ${actor.enterpriseId}`);
  if (!packing) throw new AppError('common.notFound', `packing ${input.packing_id}`);
  const { state } = await scan(db, {
    enterpriseId: actor.enterpriseId,
    userId: actor.userId,
    ref: { packingId: input.packing_id },
    kind: packing.kind,
    barcode: input.barcode,
    change: 'remove',
    open: false,
  });
  return state;
}

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
