import { sqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { readCouponRecord } from '@/lib/domain/coupons/read';
import type { CouponAnswer, CouponCodesQuery } from '@/lib/domain/coupons/schemas';
import { findPage, type Page } from '@/lib/domain/shared/find-page';
import { couponSelect, toCoupon } from '@/lib/domain/coupons/serializers';

// The coupon's use: the orders that used it with the coupon's part of their discount
// (orders.coupon_discount, priced when the coupon was taken and again when the order's
// lines are edited), and its members' personal codes (docs/domain-rules.md, Coupons).

/** The most orders the usage answer lists (newest first); uses are counted in used_count. */
export const USAGE_ORDER_CAP = 500;

interface UsageOrder {
  order_id: number;
  order_number: string;
  status: number;
  coupon_code: string;
  coupon_discount: string;
  discount: string;
  total: string;
  created_at: string;
}

export interface MemberCode {
  id: number;
  coupon_code: string;
  member_id: number;
  member_name: string | null;
  line_user_id: string;
  coupon_status: 'used' | 'unused';
  order_id: number | null;
  created_at: string;
  used_at: string | null;
}

const memberCodeSelect = {
  id: true,
  couponCode: true,
  memberId: true,
  status: true,
  orderId: true,
  createdAt: true,
  usedAt: true,
  member: { select: { displayName: true, lineUserId: true } },
} satisfies Prisma.MemberCouponSelect;

type MemberCodeRecord = Prisma.MemberCouponGetPayload<{ select: typeof memberCodeSelect }>;

const toMemberCode = (m: MemberCodeRecord): MemberCode => ({
  id: m.id,
  coupon_code: m.couponCode,
  member_id: m.memberId,
  member_name: m.member.displayName,
  line_user_id: m.member.lineUserId,
  coupon_status: m.status === 1 ? 'used' : 'unused',
  order_id: m.orderId,
  created_at: m.createdAt.toISOString(),
  used_at: m.usedAt?.toISOString() ?? null,
});

/** GET /api/v1/coupon/detail?id=. */
export async function couponUsage(
  db: TenantDb,
  enterpriseId: number,
  id: number,
): Promise<{
  coupon: CouponAnswer;
  orders: UsageOrder[];
  member_codes: { assigned: number; used: number; unused: number };
}> {
  const coupon = toCoupon(await readCouponRecord(db, id));
  const e = enterpriseId;
  const orders = await sqlRunner(db).rows<UsageOrder>(Prisma.sql`
    SELECT o.id::int AS order_id, o.order_number, o.status::int AS status,
           COALESCE(o.coupon_code, '') AS coupon_code,
           o.coupon_discount::text AS coupon_discount,
           o.discount::text AS discount, o.total::text AS total,
           to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
      FROM orders o
     WHERE o.enterprise_id = ${e} AND o.coupon_id = ${id}
     ORDER BY o.created_at DESC, o.id DESC
     LIMIT ${USAGE_ORDER_CAP}`);
  const assigned = await db.memberCoupon.count({ where: { couponId: id } });
  const used = await db.memberCoupon.count({ where: { couponId: id, status: 1 } });
  return { coupon, orders, member_codes: { assigned, used, unused: assigned - used } };
}

/** GET /api/v1/coupon/all?id=: the member codes of the coupon, newest first, a page at a time. */
export async function couponMemberCodes(
  db: TenantDb,
  query: CouponCodesQuery,
): Promise<Page<MemberCode>> {
  await readCouponRecord(db, query.id);
  const where = { couponId: query.id };
  const page = await findPage(query, {
    rows: (window) =>
      db.memberCoupon.findMany({
        where,
        select: memberCodeSelect,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...window,
      }),
    total: () => db.memberCoupon.count({ where }),
  });
  return { ...page, rows: page.rows.map(toMemberCode) };
}

/** GET /api/v1/coupon/member?member_id=: the member's codes, each with its coupon. */
export async function memberCoupons(
  db: TenantDb,
  memberId: number,
): Promise<Array<MemberCode & { coupon: CouponAnswer }>> {
  const member = await db.member.findFirst({ where: { id: memberId }, select: { id: true } });
  if (!member) throw new AppError('common.notFound', `member ${memberId}`);
  const rows = await db.memberCoupon.findMany({
    where: { memberId },
    select: { ...memberCodeSelect, coupon: { select: couponSelect } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return rows.map((r) => ({ ...toMemberCode(r), coupon: toCoupon(r.coupon) }));
}
