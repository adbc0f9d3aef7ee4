import type { TenantDb } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { findPage } from '@/lib/domain/shared/find-page';
import type { CouponAnswer, CouponListQuery } from '@/lib/domain/coupons/schemas';
import { couponSelect, toCoupon, type CouponRecord } from '@/lib/domain/coupons/serializers';

/** The coupon, or 404 coupon.notFound (also for another enterprise's id). */
export async function readCouponRecord(db: TenantDb, id: number): Promise<CouponRecord> {
  const found = await db.coupon.findFirst({ where: { id }, select: couponSelect });
  if (!found) throw new AppError('coupon.notFound', `coupon ${id}`);
  return found;
}

/** GET /api/v1/coupon/{id}. */
export const getCoupon = async (db: TenantDb, id: number): Promise<CouponAnswer> =>
  toCoupon(await readCouponRecord(db, id));

/** GET /api/v1/coupon: newest first; q over code and name; status; usable today. */
export async function listCoupons(
  db: TenantDb,
  query: CouponListQuery,
  now = new Date(),
): Promise<{ rows: CouponAnswer[]; total: number }> {
  const and: Prisma.CouponWhereInput[] = [];
  if (query.q)
    and.push({
      OR: [
        { code: { contains: query.q, mode: 'insensitive' } },
        { name: { contains: query.q, mode: 'insensitive' } },
      ],
    });
  if (query.status) and.push({ status: query.status });
  if (query.valid_now === 1)
    // "Uses left" compares two columns, which Prisma's where cannot: the rows are read
    // with it below and the few used-up coupons left out (docs/domain-rules.md, Coupons).
    and.push({ status: 1, validFrom: { lte: now }, validTo: { gte: now } });
  const where: Prisma.CouponWhereInput = { AND: and };
  if (query.valid_now === 1) {
    const usable = await db.coupon.findMany({
      where,
      select: { id: true, quantity: true, usedCount: true },
    });
    const ids = usable
      .filter((c) => c.quantity === null || c.usedCount < c.quantity)
      .map((c) => c.id);
    and.push({ id: { in: ids } });
  }
  const { rows, total } = await findPage(query, {
    rows: (window) =>
      db.coupon.findMany({
        where,
        select: couponSelect,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...window,
      }),
    total: () => db.coupon.count({ where }),
  });
  return { rows: rows.map(toCoupon), total };
}

/** The coupons an assign may give now: active and not past valid_to, ending soonest first. */
export async function assignableCoupons(db: TenantDb, now = new Date()): Promise<CouponAnswer[]> {
  const rows = await db.coupon.findMany({
    where: { status: 1, validTo: { gte: now } },
    select: couponSelect,
    orderBy: [{ validTo: 'asc' }, { id: 'asc' }],
    take: 500,
  });
  return rows.map(toCoupon);
}
