import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb } from '@/lib/db';
import { recordAudit } from '@/lib/domain/audit/service';
import { auditView, expectedAtOf } from '@/lib/domain/purchasing/create';
import { getPoDetail } from '@/lib/domain/purchasing/detail';
import { assertStatus, lockPo } from '@/lib/domain/purchasing/lock';
import { checkPoRefs, lineRows } from '@/lib/domain/purchasing/refs';
import { PO_STATUS, type PoDetail, type PoInput } from '@/lib/domain/purchasing/schemas';
import { poTotals } from '@/lib/domain/purchasing/totals';

/**
 * PUT /api/v1/wms/po/{id}: replaces a draft's partner, storage, expected day, note and
 * lines (the body is the whole PO, as on create). Anything but a draft: po.invalidStatus.
 */
export async function updatePo(
  db: TenantDb,
  actor: Actor,
  id: number,
  input: PoInput,
  requestId?: string,
): Promise<PoDetail> {
  return inTransaction(db, async (tx) => {
    const locked = await lockPo(tx, actor.enterpriseId, id);
    assertStatus(locked, [PO_STATUS.Draft], 'edit');
    const before = await getPoDetail(tx, actor.enterpriseId, id);
    await checkPoRefs(tx, input);
    await tx.purchaseOrderLine.deleteMany({ where: { purchaseOrderId: id } });
    await tx.purchaseOrderLine.createMany({ data: lineRows(actor.enterpriseId, id, input) });
    await tx.purchaseOrder.update({
      where: { id },
      data: {
        partnerId: input.partner_id,
        storageId: input.storage_id,
        note: input.note,
        expectedAt: expectedAtOf(input.expected_at),
        total: poTotals(input.lines).total,
      },
    });
    const after = await getPoDetail(tx, actor.enterpriseId, id);
    await recordAudit(tx, actor, {
      action: 'purchaseOrder.update',
      entity: 'purchaseOrder',
      entityId: id,
      before: auditView(before),
      after: auditView(after),
      requestId,
    });
    return after;
  });
}
