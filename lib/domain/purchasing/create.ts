import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb } from '@/lib/db';
import { recordAudit } from '@/lib/domain/audit/service';
import { nextBillNumber } from '@/lib/domain/wms/inventory/writes';
import { getPoDetail } from '@/lib/domain/purchasing/detail';
import { PO_PREFIX } from '@/lib/domain/purchasing/po-number';
import { checkPoRefs, lineRows } from '@/lib/domain/purchasing/refs';
import { PO_STATUS, type PoDetail, type PoInput } from '@/lib/domain/purchasing/schemas';
import { poTotals } from '@/lib/domain/purchasing/totals';
import { dayStartUtc } from '@/lib/time/bangkok-days';

/** The Bangkok day a PO expects its goods, as stored (00:00 Bangkok time), or null. */
export const expectedAtOf = (day: string | undefined): Date | null =>
  day ? dayStartUtc(day) : null;

/**
 * A new draft PO with the next number of the Bangkok month. The number is taken last,
 * after every check, in the transaction that inserts the PO: a refused or failed create
 * gives its number back, so numbers run without gaps.
 */
export async function insertPo(
  db: TenantDb,
  actor: Actor,
  input: PoInput,
  audit: { action: 'purchaseOrder.create' | 'purchaseOrder.duplicate'; sourceId?: number },
  requestId?: string,
): Promise<PoDetail> {
  return inTransaction(db, async (tx) => {
    await checkPoRefs(tx, input);
    const poNumber = await nextBillNumber(tx, actor.enterpriseId, PO_PREFIX);
    const created = await tx.purchaseOrder.create({
      data: {
        enterpriseId: actor.enterpriseId,
        poNumber,
        partnerId: input.partner_id,
        storageId: input.storage_id,
        status: PO_STATUS.Draft,
        note: input.note,
        expectedAt: expectedAtOf(input.expected_at),
        createdById: actor.userId,
        total: poTotals(input.lines).total,
      },
      select: { id: true },
    });
    await tx.purchaseOrderLine.createMany({
      data: lineRows(actor.enterpriseId, created.id, input),
    });
    const answer = await getPoDetail(tx, actor.enterpriseId, created.id);
    await recordAudit(tx, actor, {
      action: audit.action,
      entity: 'purchaseOrder',
      entityId: created.id,
      before: audit.sourceId ? { source_id: audit.sourceId } : undefined,
      after: auditView(answer),
      requestId,
    });
    return answer;
  });
}

/** What the audit log keeps of a PO: its header and lines, not the receipts. */
export function auditView(po: PoDetail) {
  return {
    po_number: po.po_number,
    status: po.status,
    partner_id: po.partner.id,
    storage_id: po.storage.id,
    expected_at: po.expected_at,
    note: po.note,
    total: po.total,
    attachment: po.attachment?.key ?? null,
    lines: po.lines.map((l) => ({
      product_id: l.product_id,
      quantity: l.quantity,
      unit_cost: l.unit_cost,
    })),
  };
}

/** POST /api/v1/wms/po: a new draft purchase order. */
export function createPo(
  db: TenantDb,
  actor: Actor,
  input: PoInput,
  requestId?: string,
): Promise<PoDetail> {
  return insertPo(db, actor, input, { action: 'purchaseOrder.create' }, requestId);
}
