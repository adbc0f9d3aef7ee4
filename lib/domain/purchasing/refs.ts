import type { TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { STORAGE_KIND } from '@/lib/domain/wms/inventory/shared';
import type { PoInput } from '@/lib/domain/purchasing/schemas';

// The partner, storage and warehouse products a PO names, checked against the actor's
// enterprise (the tenant client scopes every read): another enterprise's id, an id that
// does not exist, an inactive storage or an archived product are refused as bad input
// (400 common.invalidParameter naming the field), never written.

const refused = (field: string, why: string) =>
  new AppError('common.invalidParameter', `body.${field}: ${why}`);

export async function checkPoRefs(db: TenantDb, input: PoInput): Promise<void> {
  const [partner, storage, products] = await Promise.all([
    db.partner.findFirst({ where: { id: input.partner_id }, select: { id: true } }),
    db.storage.findFirst({
      where: { id: input.storage_id },
      select: { id: true, active: true, kind: true },
    }),
    db.wmsProduct.findMany({
      where: { id: { in: input.lines.map((l) => l.product_id) } },
      select: { id: true, archivedAt: true },
    }),
  ]);
  if (!partner) throw refused('partner_id', `no partner ${input.partner_id}`);
  if (!storage) throw refused('storage_id', `no storage ${input.storage_id}`);
  if (!storage.active) throw refused('storage_id', `storage ${input.storage_id} is archived`);
  if (storage.kind !== STORAGE_KIND.Normal)
    throw refused('storage_id', `storage ${input.storage_id} is not a warehouse storage`);
  const found = new Map(products.map((p) => [p.id, p]));
  input.lines.forEach((l, i) => {
    const p = found.get(l.product_id);
    if (!p) throw refused(`lines.${i}.product_id`, `no warehouse product ${l.product_id}`);
    if (p.archivedAt)
      throw refused(`lines.${i}.product_id`, `warehouse product ${l.product_id} is archived`);
  });
}

/** The rows of purchase_order_lines for the input's lines. */
export const lineRows = (enterpriseId: number, purchaseOrderId: number, input: PoInput) =>
  input.lines.map((l) => ({
    enterpriseId,
    purchaseOrderId,
    wmsProductId: l.product_id,
    quantity: l.quantity,
    unitCost: l.unit_cost,
  }));
