import type { TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';

/**
 * A coupon code is unique per enterprise in any case (docs/domain-rules.md, Coupons): the
 * unique index is on the code as written, so an advisory lock on the lower-cased code
 * serialises two creates of "sale" and "SALE" and the check after it sees the first.
 * 409 coupon.duplicate.
 */
export async function claimCouponCode(
  tx: TenantDb,
  enterpriseId: number,
  code: string,
  exceptId?: number,
): Promise<void> {
  const key = `coupon-code:${enterpriseId}:${code.toLowerCase()}`;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
  const clash = await tx.$queryRaw<Array<{ id: number }>>`
    SELECT id FROM coupons
     WHERE enterprise_id = ${enterpriseId} AND lower(code) = lower(${code})
       AND id <> ${exceptId ?? 0}
     LIMIT 1`;
  if (clash.length > 0) throw new AppError('coupon.duplicate', `coupon code ${code}`);
}
