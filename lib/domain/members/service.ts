import { Prisma } from '@/lib/generated/prisma/client';
import { and, inTransaction, isUniqueViolation, sqlRunner, type TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { pageWindow, parseSort } from '@/lib/domain/shared/list-query';
import type {
  CreateMemberInput,
  MemberListItem,
  MemberListQuery,
  MemberView,
  UpdateMemberInput,
} from '@/lib/domain/members/schemas';
import { memberView } from '@/lib/domain/members/serializers';
import { nextMemberStatus, phoneStaysVerified } from '@/lib/domain/members/member-status';
import { memberFilterSql } from '@/lib/domain/members/member-filter';

// The Members calls (docs/members.md). The tenant client scopes every Prisma query to the
// enterprise; the list's SQL filters on enterprise_id itself. total_spending is never
// written here: the database keeps it (prisma/migrations/*_member_spending).

const memberNotFound = (id: number) => new AppError('member.notFound', `member ${id}`);

/** Input fields to columns; fields left out stay as they are. */
function columns(input: Omit<UpdateMemberInput, 'status'>) {
  return {
    displayName: input.display_name,
    phone: input.phone,
    birthday:
      input.birthday === undefined
        ? undefined
        : input.birthday === null
          ? null
          : new Date(`${input.birthday}T00:00:00Z`),
    sex: input.sex,
    address: input.address,
    province: input.province,
    district: input.district,
    subdistrict: input.subdistrict,
    postcode: input.postcode,
    customerId: input.customer_id,
  };
}

async function assertCustomer(db: TenantDb, customerId: number | null | undefined) {
  if (customerId == null) return;
  const found = await db.customer.findFirst({ where: { id: customerId }, select: { id: true } });
  if (!found) throw new AppError('common.invalidParameter', `customer_id ${customerId} not found`);
}

export async function createMember(
  db: TenantDb,
  enterpriseId: number,
  input: CreateMemberInput,
): Promise<MemberView> {
  await assertCustomer(db, input.customer_id);
  try {
    const m = await db.member.create({
      data: { enterpriseId, lineUserId: input.line_user_id, ...columns(input) },
    });
    return memberView(m);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('member.duplicate', `line_user_id ${input.line_user_id}`);
    throw error;
  }
}

export async function getMember(db: TenantDb, id: number): Promise<MemberView> {
  const m = await db.member.findFirst({ where: { id } });
  if (!m) throw memberNotFound(id);
  return memberView(m);
}

/**
 * Edits a member; `status` 2 blocks it (its coupons cannot be used), 0 or 1 unblocks it to
 * 1 when its phone was verified, else 0 (member-status.ts). A changed phone is no longer
 * verified.
 */
export async function updateMember(
  db: TenantDb,
  id: number,
  input: UpdateMemberInput,
): Promise<MemberView> {
  await assertCustomer(db, input.customer_id);
  return inTransaction(db, async (tx) => {
    const found = await tx.member.findFirst({
      where: { id },
      select: { status: true, phone: true, phoneVerifiedAt: true },
    });
    if (!found) throw memberNotFound(id);
    const verified = phoneStaysVerified(found.phoneVerifiedAt, found.phone, input.phone);
    const touchesStatus = input.status !== undefined || input.phone !== undefined;
    const m = await tx.member.update({
      where: { id },
      data: {
        ...columns(input),
        status: touchesStatus
          ? nextMemberStatus({ status: found.status, phoneVerified: verified }, input.status)
          : undefined,
        phoneVerifiedAt: verified ? undefined : null,
      },
    });
    return memberView(m);
  });
}

/** Deletes a member and its unused codes; a member who used a code stays (block it instead). */
export async function deleteMember(db: TenantDb, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const found = await tx.member.findFirst({ where: { id }, select: { id: true } });
    if (!found) throw memberNotFound(id);
    const used = await tx.memberCoupon.count({ where: { memberId: id, status: 1 } });
    if (used > 0) throw new AppError('common.inUse', 'the member has used coupons: block it');
    await tx.memberCoupon.deleteMany({ where: { memberId: id } });
    await tx.member.delete({ where: { id } });
  });
}

const SORTS = {
  created_at: Prisma.sql`m.created_at`,
  total_spending: Prisma.sql`m.total_spending`,
  display_name: Prisma.sql`m.display_name`,
} as const;

interface MemberSqlRow {
  id: number;
  line_user_id: string;
  display_name: string | null;
  phone: string | null;
  birthday: Date | null;
  sex: number;
  status: number;
  total_spending: string;
  address: string | null;
  province: string | null;
  district: string | null;
  subdistrict: string | null;
  postcode: string | null;
  customer_id: number | null;
  unfollowed_at: Date | null;
  created_at: Date;
  updated_at: Date;
  coupons_unused: number;
  coupons_used: number;
  total: bigint | number;
}

export async function listMembers(
  db: TenantDb,
  enterpriseId: number,
  q: MemberListQuery,
): Promise<{ rows: MemberListItem[]; total: number }> {
  const where = memberFilterSql(enterpriseId, q);
  const sort = parseSort(q.sort, '-created_at');
  const dir = sort.desc ? Prisma.sql`DESC NULLS LAST` : Prisma.sql`ASC NULLS FIRST`;
  const { skip, take } = pageWindow(q);
  const rows = await sqlRunner(db).rows<MemberSqlRow>(Prisma.sql`
    SELECT m.id, m.line_user_id, m.display_name, m.phone, m.birthday, m.sex, m.status,
           m.total_spending::text AS total_spending, m.address, m.province, m.district,
           m.subdistrict, m.postcode, m.customer_id, m.unfollowed_at, m.created_at,
           m.updated_at, c.coupons_unused, c.coupons_used, COUNT(*) OVER () AS total
      FROM members m
      CROSS JOIN LATERAL (
        SELECT (COUNT(*) FILTER (WHERE mc.status = 0))::int AS coupons_unused,
               (COUNT(*) FILTER (WHERE mc.status = 1))::int AS coupons_used
          FROM member_coupons mc
         WHERE mc.member_id = m.id AND mc.enterprise_id = ${enterpriseId}) c
     WHERE ${and(where)}
     ORDER BY ${SORTS[sort.field]} ${dir}, m.id ${sort.desc ? Prisma.sql`DESC` : Prisma.sql`ASC`}
     LIMIT ${take} OFFSET ${skip}`);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && skip > 0) {
    const [c] = await sqlRunner(db).rows<{ n: bigint }>(
      Prisma.sql`SELECT COUNT(*) AS n FROM members m WHERE ${and(where)}`,
    );
    total = Number(c?.n ?? 0);
  }
  return {
    rows: rows.map((r) => ({
      ...memberView({
        id: r.id,
        lineUserId: r.line_user_id,
        displayName: r.display_name,
        phone: r.phone,
        birthday: r.birthday,
        sex: r.sex,
        status: r.status,
        totalSpending: r.total_spending,
        address: r.address,
        province: r.province,
        district: r.district,
        subdistrict: r.subdistrict,
        postcode: r.postcode,
        customerId: r.customer_id,
        unfollowedAt: r.unfollowed_at,
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      }),
      coupons_unused: r.coupons_unused,
      coupons_used: r.coupons_used,
    })),
    total,
  };
}
