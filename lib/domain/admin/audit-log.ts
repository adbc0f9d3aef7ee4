import { findPage } from '@/lib/domain/shared/find-page';
import type { TenantDb } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { bangkokRange } from '@/lib/time/bangkok-days';
import type { AuditListQuery, AuditRow } from '@/lib/domain/admin/schemas';
import { auditRowSelect, toAuditRow } from '@/lib/domain/admin/serializers';
import { auditMessagesIn } from '@/lib/domain/audit/message-text';

/**
 * The audit log of the actor's enterprise, newest first, its codes also in words in the
 * reader's language. Dates are Bangkok days, at most 31 of them (`order.dateRangeTooLong`).
 * Served by the (enterprise, created_at desc) index.
 */
export async function listAudit(
  db: TenantDb,
  query: AuditListQuery,
  locale: string,
): Promise<{ rows: AuditRow[]; total: number }> {
  const createdAt = bangkokRange(query.start_date, query.end_date);
  const where: Prisma.AuditLogWhereInput = {
    ...(query.entity ? { entity: query.entity } : {}),
    ...(query.entity_id ? { entityId: query.entity_id } : {}),
    ...(query.actor_id ? { actorId: query.actor_id } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(createdAt ? { createdAt } : {}),
  };
  const { rows, total } = await findPage(query, {
    rows: (window) =>
      db.auditLog.findMany({
        where,
        select: auditRowSelect,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...window,
      }),
    total: () => db.auditLog.count({ where }),
  });
  const messages = auditMessagesIn(locale);
  return { rows: rows.map((r) => toAuditRow(r, messages)), total };
}

/** The people who can appear as actors in the filter: every user of the enterprise, deleted ones too. */
export async function auditActors(db: TenantDb): Promise<Array<{ id: number; label: string }>> {
  const users = await db.user.findMany({
    select: { id: true, username: true, firstName: true, lastName: true },
    orderBy: { username: 'asc' },
    take: 1000,
  });
  return users.map((u) => ({
    id: u.id,
    label: `${u.username} (${`${u.firstName} ${u.lastName}`.trim()})`,
  }));
}
