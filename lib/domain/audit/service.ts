import type { Actor } from '@/lib/auth/actor';
import type { TenantDb } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { AuditAction, AuditEntity } from '@/lib/domain/audit/codes';

export interface AuditEntry {
  /** One of the catalogue's codes, each with its label in both languages. */
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  requestId?: string;
}

const SECRET_FIELDS = new Set(['passwordHash', 'password', 'password_hash', 'token', 'tokenHash']);

/** Drops secrets and turns Decimal/Date/BigInt into plain JSON before it is stored. */
export function auditSnapshot(value: unknown): Prisma.InputJsonValue | undefined {
  if (value === undefined || value === null) return undefined;
  return JSON.parse(
    JSON.stringify(value, (key, v) => {
      if (SECRET_FIELDS.has(key)) return undefined;
      if (typeof v === 'bigint') return v.toString();
      return v;
    }),
  );
}

/** Who changed what, when, before and after. Runs inside the caller's transaction. */
export async function recordAudit(db: TenantDb, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.auditLog.create({
    data: {
      enterpriseId: actor.enterpriseId,
      actorId: actor.userId,
      actorName: `${actor.firstName} ${actor.lastName}`.trim() || actor.username,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId == null ? null : String(entry.entityId),
      before: auditSnapshot(entry.before),
      after: auditSnapshot(entry.after),
      requestId: entry.requestId,
      ip: actor.ip,
    },
  });
}
