import type { TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import type { PoStatus } from '@/lib/domain/purchasing/schemas';

export interface LockedPo {
  id: number;
  po_number: string;
  status: PoStatus;
  attachment_key: string | null;
}

/**
 * Locks the PO row (FOR UPDATE) inside the caller's transaction: every change of a PO
 * (edit, approve, cancel, delete, attachment, receiving) takes this lock first, so two of
 * them never act on the same status. Another enterprise's id: po.notFound.
 */
export async function lockPo(tx: TenantDb, enterpriseId: number, id: number): Promise<LockedPo> {
  const [row] = await tx.$queryRaw<LockedPo[]>(Prisma.sql`
    SELECT id, po_number, status::int AS status, attachment_key
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
