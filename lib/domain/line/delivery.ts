import { Prisma } from '@/lib/generated/prisma/client';
import { and, containsPattern, createdWithin, sqlRunner, type TenantDb } from '@/lib/db';
import { pageWindow, parseSort } from '@/lib/domain/shared/list-query';
import {
  LINE_MESSAGE_STATUSES,
  type LineMessageCounts,
  type LineMessageListQuery,
  type LineMessageView,
} from '@/lib/domain/line/schemas';

// The delivery results of sends to members (line_messages, docs/members.md, Sending): what
// was sent to whom, and whether LINE took it. Hand-written SQL, so every table is filtered
// on the enterprise itself.

interface MessageSqlRow {
  id: number;
  member_id: number;
  member_name: string | null;
  kind: string;
  text: string;
  coupon_code: string | null;
  status: string;
  error: string | null;
  attempts: number;
  created_at: Date;
  sent_at: Date | null;
  total: bigint | number;
}

const SORTS = {
  created_at: Prisma.sql`lm.created_at`,
  sent_at: Prisma.sql`lm.sent_at`,
} as const;

const FROM = (enterpriseId: number) => Prisma.sql`
  FROM line_messages lm
  JOIN members m ON m.id = lm.member_id AND m.enterprise_id = ${enterpriseId}
  LEFT JOIN member_coupons mc ON mc.id = lm.member_coupon_id AND mc.enterprise_id = ${enterpriseId}`;

export async function listLineMessages(
  db: TenantDb,
  enterpriseId: number,
  q: LineMessageListQuery,
): Promise<{ rows: LineMessageView[]; total: number; counts: LineMessageCounts }> {
  // Every filter but the status: the status filter shows its counts under the others.
  const where: Prisma.Sql[] = [
    Prisma.sql`lm.enterprise_id = ${enterpriseId}`,
    ...createdWithin('lm.created_at', q.start_date, q.end_date),
  ];
  if (q.kind) where.push(Prisma.sql`lm.kind = ${q.kind}`);
  if (q.member_id) where.push(Prisma.sql`lm.member_id = ${q.member_id}`);
  if (q.q) {
    const p = containsPattern(q.q);
    where.push(Prisma.sql`(lm.text ILIKE ${p} OR m.display_name ILIKE ${p}
      OR mc.coupon_code ILIKE ${p} OR m.line_user_id = ${q.q})`);
  }
  const listWhere = q.status ? [...where, Prisma.sql`lm.status = ${q.status}`] : where;
  const sort = parseSort(q.sort, '-created_at');
  const dir = sort.desc ? Prisma.sql`DESC NULLS LAST` : Prisma.sql`ASC NULLS FIRST`;
  const { skip, take } = pageWindow(q);
  const run = sqlRunner(db);
  // One after the other: db may be a transaction's single connection.
  const rows = await run.rows<MessageSqlRow>(Prisma.sql`
      SELECT lm.id, lm.member_id, m.display_name AS member_name, lm.kind, lm.text,
             mc.coupon_code, lm.status, lm.error, lm.attempts, lm.created_at, lm.sent_at,
             COUNT(*) OVER () AS total
        ${FROM(enterpriseId)}
       WHERE ${and(listWhere)}
       ORDER BY ${SORTS[sort.field]} ${dir}, lm.id ${sort.desc ? Prisma.sql`DESC` : Prisma.sql`ASC`}
       LIMIT ${take} OFFSET ${skip}`);
  const countRows = await run.rows<{ status: string; n: bigint | number }>(Prisma.sql`
      SELECT lm.status, COUNT(*) AS n
        ${FROM(enterpriseId)}
       WHERE ${and(where)}
       GROUP BY lm.status`);
  const counts = Object.fromEntries(LINE_MESSAGE_STATUSES.map((s) => [s, 0])) as LineMessageCounts;
  for (const c of countRows)
    if ((LINE_MESSAGE_STATUSES as readonly string[]).includes(c.status))
      counts[c.status as keyof LineMessageCounts] = Number(c.n);
  // A page past the end has no row to carry the total: the counts have it.
  const total = rows.length
    ? Number(rows[0]!.total)
    : q.status
      ? counts[q.status]
      : Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      member_id: r.member_id,
      member_name: r.member_name,
      kind: r.kind,
      text: r.text,
      coupon_code: r.coupon_code,
      status: r.status,
      error: r.error,
      attempts: r.attempts,
      created_at: r.created_at.toISOString(),
      sent_at: r.sent_at?.toISOString() ?? null,
    })),
    total,
    counts,
  };
}
