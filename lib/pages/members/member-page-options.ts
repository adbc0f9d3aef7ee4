import 'server-only';
import type { TenantDb } from '@/lib/db';
import type { AssignableCoupon } from '@/lib/domain/members/schemas';

// What the member screens read before they render (docs/members.md): the provinces the
// list's filter offers, and the coupons a member may be given.

/** At most this many choices in a select. */
const CHOICES_CAP = 200;

/** The provinces the enterprise's members live in, A to Z (the list's province filter). */
export async function memberProvinces(db: TenantDb): Promise<string[]> {
  const rows = await db.member.findMany({
    where: { province: { not: null } },
    distinct: ['province'],
    select: { province: true },
    orderBy: { province: 'asc' },
    take: CHOICES_CAP,
  });
  return rows.flatMap((r) => (r.province ? [r.province] : []));
}

/**
 * Coupons a member may be given now: active and not past their last day, newest first
 * (the assign call still refuses one used up meanwhile: coupon.usedUp).
 */
export async function assignableCoupons(
  db: TenantDb,
  now = new Date(),
): Promise<AssignableCoupon[]> {
  const rows = await db.coupon.findMany({
    where: { status: 1, validTo: { gte: now } },
    select: { id: true, code: true, name: true, validTo: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: CHOICES_CAP,
  });
  return rows.map((c) => ({
    id: c.id,
    code: c.code,
    name: c.name,
    valid_to: c.validTo.toISOString(),
  }));
}
