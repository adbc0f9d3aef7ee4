import type { Actor } from '@/lib/auth/actor';
import type { TenantDb } from '@/lib/db';
import { insertPo } from '@/lib/domain/purchasing/create';
import { readPoRecord } from '@/lib/domain/purchasing/detail';
import type { PoDetail } from '@/lib/domain/purchasing/schemas';
import { costText } from '@/lib/domain/purchasing/totals';

/**
 * POST /api/v1/wms/po/duplicate: a new draft from a PO of any status, with the same
 * partner, storage, note, lines and unit costs; no attachment, no expected day. The
 * partner, storage and products are checked again as on create (an archived product or
 * storage is refused).
 */
export async function duplicatePo(
  db: TenantDb,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<PoDetail> {
  const source = await readPoRecord(db, actor.enterpriseId, id);
  return insertPo(
    db,
    actor,
    {
      partner_id: source.partner.id,
      storage_id: source.storage.id,
      expected_at: undefined,
      note: source.note,
      lines: source.lines.map((l) => ({
        product_id: l.wmsProduct.id,
        quantity: l.quantity,
        unit_cost: costText(l.unitCost.toFixed(4)),
      })),
    },
    { action: 'purchaseOrder.duplicate', sourceId: id },
    requestId,
  );
}
