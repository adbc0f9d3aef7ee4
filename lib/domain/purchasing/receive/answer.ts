import { sqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { PO_STATUS } from '@/lib/domain/purchasing/receive/rules';
import type { ReceiptAnswer } from '@/lib/domain/purchasing/receive/schemas';

// The PO as a receipt answers it. Stands in for getPoDetail (lib/domain/purchasing/
// detail.ts) until both live on one branch: then receivePurchaseOrder answers
// `{ ...(await getPoDetail(db, enterpriseId, id)), BillNumber }` and this file goes.

export async function readReceiptAnswer(
  db: TenantDb,
  enterpriseId: number,
  id: number,
  billNumber: string | null,
): Promise<ReceiptAnswer> {
  const e = enterpriseId;
  const run = sqlRunner(db);
  const [po] = await run.rows<{
    id: number;
    po_number: string;
    status: number;
    close_reason: string | null;
    closed_at: Date | null;
  }>(Prisma.sql`
    SELECT id::int AS id, po_number, status::int AS status, close_reason, closed_at
      FROM purchase_orders WHERE id = ${id} AND enterprise_id = ${e}`);
  if (!po) throw new AppError('po.notFound', `purchase order ${id}`);
  const lines = await run.rows<{ product_id: number; quantity: number; received: number }>(
    Prisma.sql`
      SELECT wms_product_id::int AS product_id, quantity::int AS quantity,
             received_quantity::int AS received
        FROM purchase_order_lines
       WHERE purchase_order_id = ${id} AND enterprise_id = ${e}
       ORDER BY id`,
  );
  const ended = po.status === PO_STATUS.Closed || po.status === PO_STATUS.Cancelled;
  return {
    ...po,
    closed_at: po.closed_at ? new Date(po.closed_at).toISOString() : null,
    BillNumber: billNumber,
    lines: lines.map((l) => ({ ...l, open: ended ? 0 : l.quantity - l.received })),
  };
}
