import type { OrgUnit } from '@/lib/domain/org/schemas';

// The typed select of a team or department row and its serializer. The member count is
// read in the same query (a filtered _count), never one query per row.

export const orgUnitSelect = {
  id: true,
  name: true,
  description: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { users: { where: { deletedAt: null } } } },
} as const;

interface OrgUnitRecord {
  id: number;
  name: string;
  description: string | null;
  createdAt: Date;
  updatedAt: Date;
  _count: { users: number };
}

export function toOrgUnit(r: OrgUnitRecord): OrgUnit {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    member_count: r._count.users,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a team or department. */
export const orgUnitAuditSnapshot = (r: { name: string; description: string | null }) => ({
  name: r.name,
  description: r.description,
});
