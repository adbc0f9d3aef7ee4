import { Prisma } from '@/lib/generated/prisma/client';
import { and, inTransaction, sqlRunner, type TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import {
  MAX_MEMBERS_PER_FILTER_ASSIGN,
  MEMBER_COUPON_STATUS,
  MEMBER_STATUS,
  type AssignCouponInput,
  type AssignPreview,
  type AssignPreviewQuery,
  type MemberFilter,
} from '@/lib/domain/members/schemas';
import { memberFilterSql } from '@/lib/domain/members/member-filter';
import { personalCode } from '@/lib/domain/members/personal-code';

// Assigning a coupon to members (docs/members.md, Assigning; the shared domain rules,
// Coupons and members): each member gets a personal single-use code, unique in the
// enterprise. A coupon's quantity also caps its assignments: the coupon row is locked
// first, so the count of its assignments read after the lock includes every assignment
// committed before, and two assigns racing for the last codes cannot both get them.
//
// The members are named (`member_ids`) or chosen by the list's filters (`filter`, the same
// meaning as GET /api/v2/member; blocked members never chosen). Either way a member who
// already holds an unused code of the coupon is skipped (keeps that code, gets no second
// one); the rest get one each, all or nothing.

export interface AssignedCode {
  id: number;
  member_id: number;
  coupon_id: number;
  coupon_code: string;
  coupon_status: 'unused';
  created_at: string;
}

/** A member skipped because it already holds this unused code. */
export interface HeldCode {
  id: number;
  member_id: number;
  coupon_code: string;
}

export interface AssignOutcome {
  /** The codes given now. */
  data: AssignedCode[];
  /** The members skipped, each with the unused code it already holds. */
  held: HeldCode[];
}

interface LockedCoupon {
  id: number;
  code: string;
  status: number;
  valid_to: Date;
  quantity: number | null;
}

const COUPON_DISABLED = 2;

async function lockAssignableCoupon(
  tx: TenantDb,
  enterpriseId: number,
  couponId: number,
): Promise<LockedCoupon> {
  const [coupon] = await sqlRunner(tx).rows<LockedCoupon>(Prisma.sql`
    SELECT id, code, status, valid_to, quantity FROM coupons
     WHERE enterprise_id = ${enterpriseId} AND id = ${couponId}
     FOR UPDATE`);
  if (!coupon) throw new AppError('coupon.notFound', `coupon ${couponId}`);
  if (coupon.status === COUPON_DISABLED)
    throw new AppError('coupon.disabled', `coupon ${coupon.code}`);
  if (coupon.valid_to.getTime() < Date.now())
    throw new AppError('coupon.expired', `coupon ${coupon.code} ended`);
  return coupon;
}

/** The members named: every one must exist in the enterprise and not be blocked. */
async function namedMembers(tx: TenantDb, memberIds: number[]): Promise<number[]> {
  const members = await tx.member.findMany({
    where: { id: { in: memberIds } },
    select: { id: true, status: true },
  });
  const missing = memberIds.filter((id) => !members.some((m) => m.id === id));
  if (missing.length) throw new AppError('member.notFound', `member ${missing.join(', ')}`);
  const blocked = members.filter((m) => m.status === MEMBER_STATUS.blocked).map((m) => m.id);
  if (blocked.length) throw new AppError('member.blocked', `member ${blocked.join(', ')}`);
  return memberIds;
}

/** The members the filters match, blocked ones left out, in id order; over the cap: 422. */
async function filteredMembers(
  db: TenantDb,
  enterpriseId: number,
  filter: MemberFilter,
): Promise<number[]> {
  const rows = await sqlRunner(db).rows<{ id: number }>(Prisma.sql`
    SELECT m.id FROM members m
     WHERE ${and([...memberFilterSql(enterpriseId, filter), Prisma.sql`m.status <> ${MEMBER_STATUS.blocked}`])}
     ORDER BY m.id
     LIMIT ${MAX_MEMBERS_PER_FILTER_ASSIGN + 1}`);
  if (rows.length > MAX_MEMBERS_PER_FILTER_ASSIGN)
    throw new AppError(
      'member.tooManyMatched',
      `more than ${MAX_MEMBERS_PER_FILTER_ASSIGN} members match; narrow the filter`,
    );
  return rows.map((r) => r.id);
}

/** Of `memberIds`, those holding an unused code of the coupon, with that code. */
async function heldCodes(
  db: TenantDb,
  enterpriseId: number,
  couponId: number,
  memberIds: number[],
): Promise<HeldCode[]> {
  if (memberIds.length === 0) return [];
  return sqlRunner(db).rows<HeldCode>(Prisma.sql`
    SELECT DISTINCT ON (member_id) id, member_id, coupon_code FROM member_coupons
     WHERE enterprise_id = ${enterpriseId} AND coupon_id = ${couponId}
       AND status = ${MEMBER_COUPON_STATUS.unused} AND member_id = ANY (${memberIds})
     ORDER BY member_id, id`);
}

/** Codes the coupon's quantity still allows: quantity - codes given out; null unlimited. */
async function codesLeft(
  db: TenantDb,
  enterpriseId: number,
  coupon: { id: number; quantity: number | null },
): Promise<number | null> {
  if (coupon.quantity === null) return null;
  const [{ n }] = (await sqlRunner(db).rows<{ n: number }>(Prisma.sql`
    SELECT COUNT(*)::int AS n FROM member_coupons
     WHERE enterprise_id = ${enterpriseId} AND coupon_id = ${coupon.id}`)) as [{ n: number }];
  return Math.max(coupon.quantity - n, 0);
}

export async function assignCoupon(
  db: TenantDb,
  enterpriseId: number,
  input: AssignCouponInput,
): Promise<AssignOutcome> {
  return inTransaction(db, async (tx) => {
    const coupon = await lockAssignableCoupon(tx, enterpriseId, input.coupon_id);
    const chosen = input.filter
      ? await filteredMembers(tx, enterpriseId, input.filter)
      : await namedMembers(tx, input.member_ids ?? []);
    const held = await heldCodes(tx, enterpriseId, coupon.id, chosen);
    const holding = new Set(held.map((h) => h.member_id));
    const memberIds = chosen.filter((id) => !holding.has(id));

    const left = await codesLeft(tx, enterpriseId, coupon);
    if (left !== null && memberIds.length > left)
      throw new AppError(
        'coupon.usedUp',
        `coupon ${coupon.code}: ${left} code(s) left, ${memberIds.length} asked`,
      );
    if (memberIds.length === 0) return { data: [], held };

    const codes = await freshCodes(tx, enterpriseId, coupon.code, memberIds.length);
    const rows = await tx.memberCoupon.createManyAndReturn({
      data: memberIds.map((memberId, i) => ({
        enterpriseId,
        memberId,
        couponId: coupon.id,
        couponCode: codes[i]!,
      })),
    });
    return {
      data: rows.map((r) => ({
        id: r.id,
        member_id: r.memberId,
        coupon_id: r.couponId,
        coupon_code: r.couponCode,
        coupon_status: 'unused' as const,
        created_at: r.createdAt.toISOString(),
      })),
      held,
    };
  });
}

/**
 * GET /api/v2/member-coupons/assign/preview: what an assign by these filters would do now
 * (members matching, skipped, codes left). A read without the lock: the assign decides.
 */
export async function previewAssign(
  db: TenantDb,
  enterpriseId: number,
  query: AssignPreviewQuery,
): Promise<AssignPreview> {
  const { coupon_id: couponId, ...filter } = query;
  const coupon = await db.coupon.findFirst({
    where: { id: couponId },
    select: { id: true, quantity: true },
  });
  if (!coupon) throw new AppError('coupon.notFound', `coupon ${couponId}`);
  const where = and([
    ...memberFilterSql(enterpriseId, filter),
    Prisma.sql`m.status <> ${MEMBER_STATUS.blocked}`,
  ]);
  const [counts] = (await sqlRunner(db).rows<{ matching: number; skipped: number }>(Prisma.sql`
    SELECT COUNT(*)::int AS matching,
           COUNT(*) FILTER (WHERE EXISTS (
             SELECT 1 FROM member_coupons mc
              WHERE mc.enterprise_id = ${enterpriseId} AND mc.coupon_id = ${coupon.id}
                AND mc.member_id = m.id AND mc.status = ${MEMBER_COUPON_STATUS.unused}))::int
             AS skipped
      FROM members m
     WHERE ${where}`)) as [{ matching: number; skipped: number }];
  return {
    matching: counts.matching,
    skipped: counts.skipped,
    to_assign: counts.matching - counts.skipped,
    uses_left: await codesLeft(db, enterpriseId, coupon),
    max_members: MAX_MEMBERS_PER_FILTER_ASSIGN,
  };
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
