import { findPage } from '@/lib/domain/shared/find-page';
import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb, isUniqueViolation } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError, type ErrorKey } from '@/lib/errors';
import { parseSort } from '@/lib/domain/shared/list-query';
import { recordAudit } from '@/lib/domain/audit/service';
import { sameNameWhere } from '@/lib/domain/org/fields';
import { lockForDelete } from '@/lib/domain/org/db-guards';
import type {
  OrgUnit,
  OrgUnitInput,
  OrgUnitListQuery,
  OrgUnitSortField,
  UpdateOrgUnitInput,
} from '@/lib/domain/org/schemas';
import { orgUnitAuditSnapshot, orgUnitSelect, toOrgUnit } from '@/lib/domain/org/serializers';

// Teams and departments: the same use cases over two tables of the same
// shape. Every function takes the tenant-scoped client first, so another enterprise's id is
// simply not found (404); every change writes the audit log in its transaction. A team or
// department with members (users not deleted) cannot be deleted: team.inUse /
// department.inUse; move its members first.

export type OrgUnitKind = 'team' | 'department';

const KIND: Record<
  OrgUnitKind,
  {
    duplicate: ErrorKey;
    inUse: ErrorKey;
    userColumn: 'teamId' | 'departmentId';
    table: 'teams' | 'departments';
  }
> = {
  team: {
    duplicate: 'team.duplicate',
    inUse: 'team.inUse',
    userColumn: 'teamId',
    table: 'teams',
  },
  department: {
    duplicate: 'department.duplicate',
    inUse: 'department.inUse',
    userColumn: 'departmentId',
    table: 'departments',
  },
};

const SORT_COLUMN: Record<OrgUnitSortField, 'name' | 'createdAt'> = {
  name: 'name',
  created_at: 'createdAt',
};

/**
 * The Prisma delegate of the kind. teams and departments have the same columns, so the
 * department delegate is used through the team delegate's type.
 */
function table(db: TenantDb, kind: OrgUnitKind): TenantDb['team'] {
  return kind === 'team' ? db.team : (db.department as unknown as TenantDb['team']);
}

function orgUnits(kind: OrgUnitKind) {
  const rules = KIND[kind];

  async function findOne(db: TenantDb, id: number) {
    const row = await table(db, kind).findFirst({ where: { id }, select: orgUnitSelect });
    if (!row) throw new AppError('common.notFound', `${kind} ${id}`);
    return row;
  }

  async function assertNameFree(db: TenantDb, name: string, exceptId?: number) {
    const clash = await table(db, kind).findFirst({
      where: sameNameWhere(name, exceptId),
      select: { id: true },
    });
    if (clash) throw new AppError(rules.duplicate);
  }

  /** A unique violation that slipped past the check (a race) is the same 409. */
  async function mappingDuplicates<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      throw isUniqueViolation(error) ? new AppError(rules.duplicate) : error;
    }
  }

  return {
    async list(
      db: TenantDb,
      query: OrgUnitListQuery,
    ): Promise<{ rows: OrgUnit[]; total: number; page: number; limit: number }> {
      const where: Prisma.TeamWhereInput = query.q
        ? {
            OR: [
              { name: { contains: query.q, mode: 'insensitive' } },
              { description: { contains: query.q, mode: 'insensitive' } },
            ],
          }
        : {};
      const sort = parseSort(query.sort, 'name');
      const dir = sort.desc ? ('desc' as const) : ('asc' as const);
      const { rows, ...paging } = await findPage(query, {
        rows: (window) =>
          table(db, kind).findMany({
            where,
            select: orgUnitSelect,
            orderBy: [{ [SORT_COLUMN[sort.field]]: dir }, { id: dir }],
            ...window,
          }),
        total: () => table(db, kind).count({ where }),
      });
      return { rows: rows.map(toOrgUnit), ...paging };
    },

    async get(db: TenantDb, id: number): Promise<OrgUnit> {
      return toOrgUnit(await findOne(db, id));
    },

    async create(
      db: TenantDb,
      actor: Actor,
      input: OrgUnitInput,
      requestId?: string,
    ): Promise<OrgUnit> {
      await assertNameFree(db, input.name);
      return mappingDuplicates(() =>
        inTransaction(db, async (tx) => {
          const created = await table(tx, kind).create({
            data: {
              enterpriseId: actor.enterpriseId,
              name: input.name,
              description: input.description ?? null,
            },
            select: orgUnitSelect,
          });
          await recordAudit(tx, actor, {
            action: `${kind}.create`,
            entity: kind,
            entityId: created.id,
            after: orgUnitAuditSnapshot(created),
            requestId,
          });
          return toOrgUnit(created);
        }),
      );
    },

    async update(
      db: TenantDb,
      actor: Actor,
      id: number,
      input: UpdateOrgUnitInput,
      requestId?: string,
    ): Promise<OrgUnit> {
      const before = await findOne(db, id);
      if (input.name !== undefined && input.name !== before.name)
        await assertNameFree(db, input.name, id);
      return mappingDuplicates(() =>
        inTransaction(db, async (tx) => {
          const after = await table(tx, kind).update({
            where: { id },
            data: { name: input.name, description: input.description },
            select: orgUnitSelect,
          });
          await recordAudit(tx, actor, {
            action: `${kind}.update`,
            entity: kind,
            entityId: id,
            before: orgUnitAuditSnapshot(before),
            after: orgUnitAuditSnapshot(after),
            requestId,
          });
          return toOrgUnit(after);
        }),
      );
    },

    /** Refused while users (not deleted) belong to it; deleted users' link is cleared. */
    async remove(db: TenantDb, actor: Actor, id: number, requestId?: string): Promise<void> {
      const before = await findOne(db, id);
      await inTransaction(db, async (tx) => {
        await lockForDelete(tx, rules.table, id);
        const members = await tx.user.count({
          where: { [rules.userColumn]: id, deletedAt: null },
        });
        if (members > 0) throw new AppError(rules.inUse, `${members} member(s)`);
        await table(tx, kind).delete({ where: { id } });
        await recordAudit(tx, actor, {
          action: `${kind}.delete`,
          entity: kind,
          entityId: id,
          before: orgUnitAuditSnapshot(before),
          requestId,
        });
      });
    },
  };
}

export const teams = orgUnits('team');
export const departments = orgUnits('department');
