import { sqlRunner, type SqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import type { PoStatus } from '@/lib/domain/purchasing/schemas';

export interface LockedPo {
  id: number;
  po_number: string;
  status: PoStatus;
  storage_id: number;
  attachment_key: string | null;
}

/**
 * Locks the PO row (FOR UPDATE) inside the caller's transaction: every change of a PO
 * (edit, approve, cancel, delete, attachment, receiving) takes this lock first, so two of
 * them never act on the same status. Another enterprise's id: po.notFound.
 */
export async function lockPo(
  tx: TenantDb | SqlRunner,
  enterpriseId: number,
  id: number,
): Promise<LockedPo> {
  const run = 'rows' in tx ? tx : sqlRunner(tx);
  const [row] = await run.rows<LockedPo>(Prisma.sql`
    SELECT id::int AS id, po_number, status::int AS status, storage_id::int AS storage_id,
           attachment_key
      FROM purchase_orders
     WHERE id = ${id} AND enterprise_id = ${enterpriseId}
       FOR UPDATE`);
  if (!row) throw new AppError('po.notFound', `purchase order ${id}`);
  return row;
}

/** po.invalidStatus unless the PO is in one of the statuses. */
export function assertStatus(
  po: { po_number: string; status: number },
  allowed: readonly number[],
  action: string,
): void {
  if (!allowed.includes(po.status))
    throw new AppError(
      'po.invalidStatus',
      `cannot ${action} purchase order ${po.po_number} at status ${po.status}`,
    );
}
