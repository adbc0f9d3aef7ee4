import type { SqlRunner } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';

// ---------------------------------------------------------------------------------------
// A cancelled order gives its coupon's use back (docs/domain-rules.md, Coupons), in the
// cancel's transaction: the coupon's used_count goes down by one and a member's code it
// used is unused again. The order keeps its coupon_code as history.
// ---------------------------------------------------------------------------------------

export async function releaseOrderCoupon(
  run: SqlRunner,
  enterpriseId: number,
  orderId: number,
): Promise<{ coupon_code: string } | null> {
  const e = enterpriseId;
  const [released] = await run.rows<{ coupon_code: string }>(Prisma.sql`
    WITH o AS (
      SELECT coupon_id, coupon_code FROM orders
       WHERE id = ${orderId} AND enterprise_id = ${e} AND coupon_id IS NOT NULL
    ), mc AS (
      UPDATE member_coupons SET status = 0, used_at = NULL, order_id = NULL
       WHERE enterprise_id = ${e} AND order_id = ${orderId} AND status = 1
      RETURNING id
    ), cp AS (
      UPDATE coupons SET used_count = used_count - 1, updated_at = now()
       WHERE enterprise_id = ${e} AND id = (SELECT coupon_id FROM o) AND used_count > 0
      RETURNING id
    )
    SELECT o.coupon_code FROM o WHERE EXISTS (SELECT 1 FROM cp)`);
  return released ?? null;
}
