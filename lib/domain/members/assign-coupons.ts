import { Prisma } from '@/lib/generated/prisma/client';
import { inTransaction, sqlRunner, type TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { MEMBER_STATUS, type AssignCouponInput } from '@/lib/domain/members/schemas';
import { personalCode } from '@/lib/domain/members/personal-code';

// Assigning a coupon to members (docs/members.md, Assigning; the shared domain rules,
// Coupons and members): each member gets a personal single-use code, unique in the
// enterprise. A coupon's quantity also caps its assignments: the coupon row is locked
// first, so the count of its assignments read after the lock includes every assignment
// committed before, and two assigns racing for the last codes cannot both get them.

export interface AssignedCode {
  id: number;
  member_id: number;
  coupon_id: number;
  coupon_code: string;
  coupon_status: 'unused';
  created_at: string;
}

interface LockedCoupon {
  id: number;
  code: string;
  status: number;
  valid_to: Date;
  quantity: number | null;
}

const COUPON_DISABLED = 2;

export async function assignCoupon(
  db: TenantDb,
  enterpriseId: number,
  input: AssignCouponInput,
): Promise<AssignedCode[]> {
  return inTransaction(db, async (tx) => {
    const sql = sqlRunner(tx);
    const [coupon] = await sql.rows<LockedCoupon>(Prisma.sql`
      SELECT id, code, status, valid_to, quantity FROM coupons
       WHERE enterprise_id = ${enterpriseId} AND id = ${input.coupon_id}
       FOR UPDATE`);
    if (!coupon) throw new AppError('coupon.notFound', `coupon ${input.coupon_id}`);
    if (coupon.status === COUPON_DISABLED)
      throw new AppError('coupon.disabled', `coupon ${coupon.code}`);
    if (coupon.valid_to.getTime() < Date.now())
      throw new AppError('coupon.expired', `coupon ${coupon.code} ended`);

    const members = await tx.member.findMany({
      where: { id: { in: input.member_ids } },
      select: { id: true, status: true },
    });
    const missing = input.member_ids.filter((id) => !members.some((m) => m.id === id));
    if (missing.length) throw new AppError('member.notFound', `member ${missing.join(', ')}`);
    const blocked = members.filter((m) => m.status === MEMBER_STATUS.blocked).map((m) => m.id);
    if (blocked.length) throw new AppError('member.blocked', `member ${blocked.join(', ')}`);

    if (coupon.quantity !== null) {
      const [{ n }] = (await sql.rows<{ n: number }>(Prisma.sql`
        SELECT COUNT(*)::int AS n FROM member_coupons
         WHERE enterprise_id = ${enterpriseId} AND coupon_id = ${coupon.id}`)) as [{ n: number }];
      const left = coupon.quantity - n;
      if (input.member_ids.length > left)
        throw new AppError(
          'coupon.usedUp',
          `coupon ${coupon.code}: ${Math.max(left, 0)} code(s) left, ${input.member_ids.length} asked`,
        );
    }

    const codes = await freshCodes(tx, enterpriseId, coupon.code, input.member_ids.length);
    const rows = await tx.memberCoupon.createManyAndReturn({
      data: input.member_ids.map((memberId, i) => ({
        enterpriseId,
        memberId,
        couponId: coupon.id,
        couponCode: codes[i]!,
      })),
    });
    return rows.map((r) => ({
      id: r.id,
      member_id: r.memberId,
      coupon_id: r.couponId,
      coupon_code: r.couponCode,
      coupon_status: 'unused' as const,
      created_at: r.createdAt.toISOString(),
    }));
  });
}

/** `count` codes no coupon and no member code of the enterprise has yet (any case). */
async function freshCodes(
  tx: TenantDb,
  enterpriseId: number,
  couponCode: string,
  count: number,
): Promise<string[]> {
  const codes = new Set<string>();
  for (let round = 0; round < 5 && codes.size < count; round++) {
    const wanted = Array.from({ length: count - codes.size }, () => personalCode(couponCode));
    const taken = await sqlRunner(tx).rows<{ code: string }>(Prisma.sql`
      SELECT upper(coupon_code) AS code FROM member_coupons
       WHERE enterprise_id = ${enterpriseId} AND upper(coupon_code) = ANY (${wanted})
      UNION ALL
      SELECT upper(code) FROM coupons
       WHERE enterprise_id = ${enterpriseId} AND upper(code) = ANY (${wanted})`);
    const clash = new Set(taken.map((t) => t.code));
    for (const c of wanted) if (!clash.has(c)) codes.add(c);
  }
  if (codes.size < count) throw new Error('could not make unique personal codes');
  return [...codes];
}
