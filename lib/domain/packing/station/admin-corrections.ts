import { sqlRunner, inSqlTransaction, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import {
  findOrder,
  lockLastClosedPacking,
  lockOpenPacking,
  lockOrderRow,
  lockPacking,
  PACKABLE,
  orderRefOf,
  PACKING_KIND,
  type AdminDeleteInput,
  type AdminScanInput,
  type PackingState,
} from '@/lib/domain/packing/shared';
import { cancelLocked, reopenLocked } from '@/lib/domain/packing/station/reopen-packing';
import { scan } from '@/lib/domain/packing/station/scan';
import { readPackingState } from '@/lib/domain/packing/station/packing-state';
import type { StockActor } from '@/lib/domain/wms/inventory/writes';

// The packing_admin calls: the same station calls, plus reopening a closed packing (its
// units back into stock, the order 112 -> 111), correcting a line's scanned count, and
// cancelling a packing, closed or not. adminverify/close is close.ts in 'admin' mode.

/**
 * POST /api/v2/packings/adminverify/createoradd: like verify/createoradd, but an order
 * already packed (112) has its closed packing reopened first; with `scanned`, the
 * barcode's line is set to that count (0..ordered) instead of counting one unit.
 */
export async function adminCreateOrAdd(
  db: TenantDb,
  actor: StockActor,
  input: AdminScanInput,
): Promise<PackingState> {
  const e = actor.enterpriseId;
  const found = await findOrder(sqlRunner(db, { prepare: true }), e, orderRefOf(input), [
    ORDER_STATUS.AwaitingCollection,
    ...PACKABLE,
  ]);
  if (found.status === ORDER_STATUS.AwaitingCollection) {
    await inSqlTransaction(db, async (run) => {
      const order = await lockOrderRow(run, e, found.id);
      // Moved on meanwhile, or already reopened: the scan below answers for it.
      if (order.status !== ORDER_STATUS.AwaitingCollection) return;
      if (await lockOpenPacking(run, e, order)) return;
      const last = await lockLastClosedPacking(run, e, order, PACKING_KIND.Normal);
      if (last) await reopenLocked(run, actor, last, 'packing reopened by packing admin');
    });
  }
  const { state } = await scan(db, {
    enterpriseId: e,
    userId: actor.userId,
    ref: { orderId: found.id },
    kind: PACKING_KIND.Normal,
    barcode: input.barcode ?? null,
    change: input.scanned === undefined ? 'add' : { set: input.scanned },
    open: true,
    storageId: input.storage_id,
    line: input.line,
  });
  return state;
}

/**
 * POST /api/v2/packings/adminverify/delete: with a barcode, that line's count back to 0
 * (the packing open); without, the packing cancelled (a closed one reopened first, its
 * units back into stock and the order back to 111).
 */
export async function adminDelete(
  db: TenantDb,
  actor: StockActor,
  input: AdminDeleteInput,
): Promise<PackingState> {
  const e = actor.enterpriseId;
  if (input.barcode !== undefined) {
    const [packing] = await sqlRunner(db, { prepare: true }).rows<{ kind: number }>(Prisma.sql`
      SELECT kind::int AS kind FROM packings WHERE id = ${input.packing_id} AND enterprise_id = ${e}`);
    if (!packing) throw new AppError('common.notFound', `packing ${input.packing_id}`);
    const { state } = await scan(db, {
      enterpriseId: e,
      userId: actor.userId,
      ref: { packingId: input.packing_id },
      kind: packing.kind,
      barcode: input.barcode,
      change: { set: 0 },
      open: false,
    });
    return state;
  }
  return cancelPacking(db, actor, input.packing_id, true);
}

/**
 * DELETE /api/v1/packings/{id} (an open packing, reopenClosed false) and the admin cancel
 * (reopenClosed true). Answers the packing as it is afterwards.
 */
export async function cancelPacking(
  db: TenantDb,
  actor: StockActor,
  packingId: number,
  reopenClosed: boolean,
): Promise<PackingState> {
  const e = actor.enterpriseId;
  await inSqlTransaction(db, async (run) =>
    cancelLocked(run, actor, await lockPacking(run, e, packingId), reopenClosed),
  );
  return readPackingState(sqlRunner(db, { prepare: true }), e, packingId);
}
