import type { SqlRunner } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { describeRef, orderSelectSql, type OrderRef } from '@/lib/domain/packing/shared/order-ref';
import { PACKABLE } from '@/lib/domain/packing/shared/packable';

export interface FoundOrder {
  id: number;
  order_number: string;
  status: number;
  storage_id: number | null;
}

/** The order a packing call names (unlocked); order.notFound when there is none. */
export async function findOrder(
  run: SqlRunner,
  enterpriseId: number,
  ref: OrderRef,
  preferred: readonly number[] = PACKABLE,
): Promise<FoundOrder> {
  const [row] = await run.rows<FoundOrder>(orderSelectSql(enterpriseId, ref, preferred));
  if (!row)
    throw 'packingId' in ref
      ? new AppError('common.notFound', describeRef(ref))
      : new AppError('order.notFound', describeRef(ref));
  return row;
}
