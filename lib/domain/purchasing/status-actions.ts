import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/domain/audit/service';
import { auditView } from '@/lib/domain/purchasing/create';
import { getPoDetail } from '@/lib/domain/purchasing/detail';
import { assertStatus, lockPo } from '@/lib/domain/purchasing/lock';
import { PO_STATUS, type PoDetail } from '@/lib/domain/purchasing/schemas';
import { deleteObject } from '@/lib/storage';
import { log } from '@/lib/log';

// The status moves of a purchase order besides receiving (docs/purchase-orders.md):
//   approve  0 draft -> 1 approved (approved_by, approved_at)
//   cancel   0 draft, or 1 approved with nothing received -> 4 cancelled (cancelled_at)
//   delete   0 draft or 4 cancelled: the PO and its lines are gone
// Each locks the PO row first (lib/domain/purchasing/lock.ts); any other status answers
// po.invalidStatus and changes nothing.

/** PUT /api/v1/wms/po/approve/{id}. */
export async function approvePo(
  db: TenantDb,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<PoDetail> {
  return inTransaction(db, async (tx) => {
    const locked = await lockPo(tx, actor.enterpriseId, id);
    assertStatus(locked, [PO_STATUS.Draft], 'approve');
    await tx.purchaseOrder.update({
      where: { id },
      data: { status: PO_STATUS.Approved, approvedById: actor.userId, approvedAt: new Date() },
    });
    const after = await getPoDetail(tx, actor.enterpriseId, id);
    await recordAudit(tx, actor, {
      action: 'purchaseOrder.approve',
      entity: 'purchaseOrder',
      entityId: id,
      before: { status: locked.status },
      after: { status: after.status, approved_at: after.approved_at },
      requestId,
    });
    return after;
  });
}

/** PUT /api/v1/wms/po/cancel/{id}. */
export async function cancelPo(
  db: TenantDb,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<PoDetail> {
  return inTransaction(db, async (tx) => {
    const locked = await lockPo(tx, actor.enterpriseId, id);
    assertStatus(locked, [PO_STATUS.Draft, PO_STATUS.Approved], 'cancel');
    const [received, bill] = await Promise.all([
      tx.purchaseOrderLine.findFirst({
        where: { purchaseOrderId: id, receivedQuantity: { gt: 0 } },
        select: { id: true },
      }),
      tx.inventoryBill.findFirst({ where: { purchaseOrderId: id }, select: { id: true } }),
    ]);
    if (received || bill)
      throw new AppError(
        'po.invalidStatus',
        `purchase order ${locked.po_number} has received goods: close it instead`,
      );
    await tx.purchaseOrder.update({
      where: { id },
      data: { status: PO_STATUS.Cancelled, cancelledAt: new Date() },
    });
    const after = await getPoDetail(tx, actor.enterpriseId, id);
    await recordAudit(tx, actor, {
      action: 'purchaseOrder.cancel',
      entity: 'purchaseOrder',
      entityId: id,
      before: { status: locked.status },
      after: { status: after.status, cancelled_at: after.cancelled_at },
      requestId,
    });
    return after;
  });
}

/** DELETE /api/v1/wms/po/{id}: a draft or a cancelled PO, with its lines and attachment. */
export async function deletePo(
  db: TenantDb,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<void> {
  const attachmentKey = await inTransaction(db, async (tx) => {
    const locked = await lockPo(tx, actor.enterpriseId, id);
    assertStatus(locked, [PO_STATUS.Draft, PO_STATUS.Cancelled], 'delete');
    const before = await getPoDetail(tx, actor.enterpriseId, id);
    await tx.purchaseOrder.delete({ where: { id } });
    await recordAudit(tx, actor, {
      action: 'purchaseOrder.delete',
      entity: 'purchaseOrder',
      entityId: id,
      before: auditView(before),
      requestId,
    });
    return locked.attachment_key;
  });
  if (attachmentKey) await removeObject(attachmentKey);
}

/** Removes a stored file no row names any more; a failure only leaves an orphan behind. */
export async function removeObject(key: string): Promise<void> {
  try {
    await deleteObject(key);
  } catch (error) {
    log.warn('po.attachment', { key, error: String(error) });
  }
}
