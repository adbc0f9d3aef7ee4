import { inTransaction, type TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { pageWindow } from '@/lib/domain/shared/list-query';
import { findPage } from '@/lib/domain/shared/find-page';
import {
  MEMBER_COUPON_STATUS,
  type MemberCodeOfMember,
  type MemberCodesQuery,
  type MemberCouponListQuery,
  type MemberCouponView,
} from '@/lib/domain/members/schemas';
import { memberCouponView } from '@/lib/domain/members/serializers';

// A member's personal codes (docs/members.md): read by the back office and by the member's
// own page; an unused one may be taken back, a used one stays as the record of its order.

export async function memberCoupons(db: TenantDb, memberId: number): Promise<MemberCouponView[]> {
  const member = await db.member.findFirst({ where: { id: memberId }, select: { id: true } });
  if (!member) throw new AppError('member.notFound', `member ${memberId}`);
  const rows = await db.memberCoupon.findMany({
    where: { memberId },
    include: { coupon: { select: { name: true } } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return rows.map(memberCouponView);
}

/**
 * GET /api/v2/member/{id}/coupons: one page of the member's codes, newest first, each with
 * its coupon's name and the order that used it (an order since deleted: none).
 */
export async function memberCodesPage(
  db: TenantDb,
  memberId: number,
  q: MemberCodesQuery,
): Promise<{ rows: MemberCodeOfMember[]; total: number }> {
  const member = await db.member.findFirst({ where: { id: memberId }, select: { id: true } });
  if (!member) throw new AppError('member.notFound', `member ${memberId}`);
  const where = {
    memberId,
    ...(q.coupon_status ? { status: MEMBER_COUPON_STATUS[q.coupon_status] } : {}),
  };
  const { rows, total } = await findPage(q, {
    rows: (window) =>
      db.memberCoupon.findMany({
        where,
        include: {
          coupon: { select: { name: true } },
          order: { select: { id: true, orderNumber: true } },
        },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...window,
      }),
    total: () => db.memberCoupon.count({ where }),
  });
  return {
    rows: rows.map((r) => ({
      ...memberCouponView(r),
      coupon_name: r.coupon.name,
      order_id: r.order?.id ?? null,
      order_number: r.order?.orderNumber ?? null,
    })),
    total,
  };
}

export async function listMemberCoupons(
  db: TenantDb,
  q: MemberCouponListQuery,
): Promise<{ rows: MemberCouponView[]; total: number }> {
  const where = {
    ...(q.member_id ? { memberId: q.member_id } : {}),
    ...(q.coupon_id ? { couponId: q.coupon_id } : {}),
    ...(q.coupon_status ? { status: MEMBER_COUPON_STATUS[q.coupon_status] } : {}),
    ...(q.q ? { couponCode: { contains: q.q, mode: 'insensitive' as const } } : {}),
  };
  const [rows, total] = await Promise.all([
    db.memberCoupon.findMany({
      where,
      include: { coupon: { select: { name: true } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...pageWindow(q),
    }),
    db.memberCoupon.count({ where }),
  ]);
  return { rows: rows.map(memberCouponView), total };
}

export async function deleteMemberCoupon(db: TenantDb, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const row = await tx.memberCoupon.findFirst({ where: { id }, select: { status: true } });
    if (!row) throw new AppError('common.notFound', `member coupon ${id}`);
    if (row.status === MEMBER_COUPON_STATUS.used)
      throw new AppError('member.couponUsed', `member coupon ${id}`);
    // Only while still unused: a use committed meanwhile leaves it in place.
    const gone = await tx.memberCoupon.deleteMany({
      where: { id, status: MEMBER_COUPON_STATUS.unused },
    });
    if (gone.count === 0) throw new AppError('member.couponUsed', `member coupon ${id}`);
  });
}
