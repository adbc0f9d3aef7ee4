import { Prisma } from '@/lib/generated/prisma/client';
import { containsPattern } from '@/lib/db';
import type { MemberFilter } from '@/lib/domain/members/schemas';

// The members' filters (docs/members.md): one meaning for the list (GET /api/v2/member),
// the assign by filter and its preview, so the screen's table shows exactly the members an
// assign would choose. Hand-written SQL on `members m`, scoped by the enterprise given.

export function memberFilterSql(enterpriseId: number, q: MemberFilter): Prisma.Sql[] {
  const where: Prisma.Sql[] = [Prisma.sql`m.enterprise_id = ${enterpriseId}`];
  if (q.q) {
    const digits = q.q.replace(/[\s-]/g, '');
    where.push(Prisma.sql`(m.display_name ILIKE ${containsPattern(q.q)}
      OR m.line_user_id = ${q.q}
      ${/^\+?\d{3,}$/.test(digits) ? Prisma.sql`OR m.phone LIKE ${containsPattern(digits.replace(/^\+66/, '0'))}` : Prisma.empty})`);
  }
  if (q.status !== undefined) where.push(Prisma.sql`m.status = ${q.status}`);
  if (q.province) where.push(Prisma.sql`m.province = ${q.province}`);
  if (q.birth_month) where.push(Prisma.sql`EXTRACT(MONTH FROM m.birthday) = ${q.birth_month}`);
  if (q.spending_min !== undefined)
    where.push(Prisma.sql`m.total_spending >= ${q.spending_min}::numeric`);
  if (q.spending_max !== undefined)
    where.push(Prisma.sql`m.total_spending <= ${q.spending_max}::numeric`);
  if (q.following !== undefined)
    where.push(
      q.following ? Prisma.sql`m.unfollowed_at IS NULL` : Prisma.sql`m.unfollowed_at IS NOT NULL`,
    );
  if (q.blocked !== undefined)
    where.push(q.blocked ? Prisma.sql`m.status = 2` : Prisma.sql`m.status <> 2`);
  return where;
}
