import type { TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { billUserName } from '@/lib/domain/wms/inventory/writes';
import { attachmentOf } from '@/lib/domain/purchasing/attachment-info';
import { isLate } from '@/lib/domain/purchasing/late';
import { PO_STATUS, type PoDetail } from '@/lib/domain/purchasing/schemas';
import { costText, grandTotalOf, lineAmount, vatOf } from '@/lib/domain/purchasing/totals';
import { fileUrl } from '@/lib/storage/file-field';

// GET /api/v1/wms/po/detail?id=: one purchase order as every call answers it (PoDetail):
// partner, storage, lines with what was received and what is still open, totals with
// VAT apart, and its receipts (the stock-in bills that name it, with their lines).

const userSelect = { id: true, firstName: true, lastName: true, username: true } as const;

export const poDetailSelect = {
  id: true,
  poNumber: true,
  status: true,
  note: true,
  expectedAt: true,
  attachmentKey: true,
  closeReason: true,
  total: true,
  approvedAt: true,
  closedAt: true,
  cancelledAt: true,
  createdAt: true,
  updatedAt: true,
  partner: {
    select: {
      id: true,
      companyName: true,
      address: true,
      taxId: true,
      contactName: true,
      contactTel: true,
      email: true,
    },
  },
  storage: { select: { id: true, name: true } },
  createdBy: { select: userSelect },
  approvedBy: { select: userSelect },
  lines: {
    select: {
      id: true,
      quantity: true,
      receivedQuantity: true,
      unitCost: true,
      wmsProduct: {
        select: { id: true, sku: true, barcode: true, name: true, unitName: true },
      },
    },
    orderBy: { id: 'asc' },
  },
  inventoryBills: {
    select: {
      id: true,
      billNumber: true,
      createdAt: true,
      billImageKey: true,
      user: { select: userSelect },
      ledger: { select: { wmsProductId: true, amount: true }, orderBy: { id: 'asc' } },
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  },
} satisfies Prisma.PurchaseOrderSelect;

export type PoRecord = Prisma.PurchaseOrderGetPayload<{ select: typeof poDetailSelect }>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const person = (u: { id: number; firstName: string; lastName: string; username: string }) => ({
  id: u.id,
  name: billUserName(u),
});

export function toPoDetail(po: PoRecord, now: Date = new Date()): PoDetail {
  const total = po.total.toFixed(2);
  const ended = po.status === PO_STATUS.Closed || po.status === PO_STATUS.Cancelled;
  return {
    id: po.id,
    po_number: po.poNumber,
    status: po.status,
    partner: {
      id: po.partner.id,
      company_name: po.partner.companyName,
      address: po.partner.address,
      tax_id: po.partner.taxId,
      contact_name: po.partner.contactName,
      contact_tel: po.partner.contactTel,
      email: po.partner.email,
    },
    storage: po.storage,
    expected_at: iso(po.expectedAt),
    late: isLate(po.status, po.expectedAt, now),
    note: po.note,
    attachment: attachmentOf(po.attachmentKey, po.poNumber),
    total,
    vat: vatOf(total),
    grand_total: grandTotalOf(total),
    close_reason: po.closeReason,
    created_by: person(po.createdBy),
    approved_by: po.approvedBy ? person(po.approvedBy) : null,
    approved_at: iso(po.approvedAt),
    closed_at: iso(po.closedAt),
    cancelled_at: iso(po.cancelledAt),
    created_at: po.createdAt.toISOString(),
    updated_at: po.updatedAt.toISOString(),
    lines: po.lines.map((l) => {
      const unitCost = costText(l.unitCost.toFixed(4));
      return {
        id: l.id,
        product_id: l.wmsProduct.id,
        sku: l.wmsProduct.sku,
        barcode: l.wmsProduct.barcode,
        product_name: l.wmsProduct.name,
        unit: l.wmsProduct.unitName,
        quantity: l.quantity,
        received: l.receivedQuantity,
        open: ended ? 0 : l.quantity - l.receivedQuantity,
        unit_cost: unitCost,
        amount: lineAmount({ quantity: l.quantity, unit_cost: unitCost }),
      };
    }),
    receipts: po.inventoryBills.map((b) => {
      const byProduct = new Map<number, number>();
      for (const row of b.ledger)
        byProduct.set(row.wmsProductId, (byProduct.get(row.wmsProductId) ?? 0) + row.amount);
      return {
        bill_id: b.id,
        bill_number: b.billNumber,
        created_at: b.createdAt.toISOString(),
        user_name: billUserName(b.user),
        image_url: fileUrl(b.billImageKey),
        lines: [...byProduct].map(([product_id, quantity]) => ({ product_id, quantity })),
      };
    }),
  };
}

/** The PO record of the enterprise, or po.notFound (another enterprise's id too). */
export async function readPoRecord(db: TenantDb, enterpriseId: number, id: number) {
  const po = await db.purchaseOrder.findFirst({
    where: { id, enterpriseId },
    select: poDetailSelect,
  });
  if (!po) throw new AppError('po.notFound', `purchase order ${id}`);
  return po;
}

/**
 * One purchase order of the enterprise as every call answers it. Works inside a
 * transaction (db a transaction client) as well as outside.
 */
export async function getPoDetail(
  db: TenantDb,
  enterpriseId: number,
  id: number,
): Promise<PoDetail> {
  return toPoDetail(await readPoRecord(db, enterpriseId, id));
}
