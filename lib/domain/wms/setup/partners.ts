import { findPage } from '@/lib/domain/shared/find-page';
import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { parseSort } from '@/lib/domain/shared/list-query';
import { recordAudit } from '@/lib/domain/audit/service';
import type {
  CreatePartnerInput,
  PartnerDto,
  PartnerListQuery,
  PartnerSortField,
  UpdatePartnerInput,
} from '@/lib/domain/wms/setup/schemas';
import { partnerSelect, partnerSnapshot, toPartner } from '@/lib/domain/wms/setup/serializers';
import { notFound } from '@/lib/errors';

// Partners (the Partner entity): the suppliers of warehouse products and the other
// side of purchase orders. A partner still named by a warehouse product (archived ones
// too, for their history) or a purchase order cannot be deleted (partner.inUse).

const SORT_COLUMN: Record<PartnerSortField, keyof Prisma.PartnerOrderByWithRelationInput> = {
  company_name: 'companyName',
  created_at: 'createdAt',
};

export async function listPartners(
  db: TenantDb,
  query: PartnerListQuery,
): Promise<{ rows: PartnerDto[]; total: number }> {
  const q = query.q;
  const where: Prisma.PartnerWhereInput = q
    ? {
        OR: (['companyName', 'contactName', 'contactTel', 'tel', 'email', 'taxId'] as const).map(
          (field) => ({ [field]: { contains: q, mode: 'insensitive' as const } }),
        ),
      }
    : {};
  const sort = parseSort(query.sort, 'company_name');
  const dir = sort.desc ? ('desc' as const) : ('asc' as const);
  const { rows, total } = await findPage(query, {
    rows: (window) =>
      db.partner.findMany({
        where,
        select: partnerSelect,
        orderBy: [{ [SORT_COLUMN[sort.field]]: dir }, { id: dir }],
        ...window,
      }),
    total: () => db.partner.count({ where }),
  });
  return { rows: rows.map(toPartner), total };
}

async function findPartner(db: TenantDb, id: number) {
  const partner = await db.partner.findFirst({ where: { id }, select: partnerSelect });
  if (!partner) throw notFound('partner', id);
  return partner;
}

export async function getPartner(db: TenantDb, id: number): Promise<PartnerDto> {
  return toPartner(await findPartner(db, id));
}

/** The partner select of the warehouse product form and filter (suppliers are few). */
export async function partnerOptions(db: TenantDb): Promise<Array<{ id: number; name: string }>> {
  const rows = await db.partner.findMany({
    select: { id: true, companyName: true },
    orderBy: [{ companyName: 'asc' }, { id: 'asc' }],
    take: 1000,
  });
  return rows.map((p) => ({ id: p.id, name: p.companyName }));
}
export type PartnerOptions = Awaited<ReturnType<typeof partnerOptions>>;

const partnerData = (input: UpdatePartnerInput) => ({
  companyName: input.company_name,
  address: input.address,
  contactName: input.contact_name,
  contactTel: input.contact_tel,
  taxId: input.tax_id,
  tel: input.tel,
  email: input.email?.toLowerCase() ?? input.email,
});

export async function createPartner(
  db: TenantDb,
  actor: Actor,
  input: CreatePartnerInput,
  requestId?: string,
): Promise<PartnerDto> {
  return inTransaction(db, async (tx) => {
    const created = await tx.partner.create({
      data: {
        enterpriseId: actor.enterpriseId,
        ...partnerData(input),
        companyName: input.company_name,
      },
      select: partnerSelect,
    });
    await recordAudit(tx, actor, {
      action: 'partner.create',
      entity: 'partner',
      entityId: created.id,
      after: partnerSnapshot(created),
      requestId,
    });
    return toPartner(created);
  });
}

export async function updatePartner(
  db: TenantDb,
  actor: Actor,
  id: number,
  input: UpdatePartnerInput,
  requestId?: string,
): Promise<PartnerDto> {
  const before = await findPartner(db, id);
  return inTransaction(db, async (tx) => {
    const after = await tx.partner.update({
      where: { id },
      data: partnerData(input),
      select: partnerSelect,
    });
    await recordAudit(tx, actor, {
      action: 'partner.update',
      entity: 'partner',
      entityId: id,
      before: partnerSnapshot(before),
      after: partnerSnapshot(after),
      requestId,
    });
    return toPartner(after);
  });
}

/**
 * Deletes a partner no warehouse product or purchase order names. The row is locked first,
 * so a product or purchase order saved with it at the same moment waits, then fails on
 * its foreign key instead of losing its partner.
 */
export async function deletePartner(
  db: TenantDb,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const locked = await tx.$queryRaw<Array<{ id: number }>>`
      SELECT id FROM partners WHERE id = ${id} AND enterprise_id = ${actor.enterpriseId} FOR UPDATE`;
    if (locked.length === 0) throw notFound('partner', id);
    const before = await findPartner(tx, id);
    const product = await tx.wmsProduct.findFirst({
      where: { partnerId: id },
      select: { id: true },
    });
    const order = product
      ? null
      : await tx.purchaseOrder.findFirst({ where: { partnerId: id }, select: { id: true } });
    if (product || order) throw new AppError('partner.inUse');
    await tx.partner.delete({ where: { id } });
    await recordAudit(tx, actor, {
      action: 'partner.delete',
      entity: 'partner',
      entityId: id,
      before: partnerSnapshot(before),
      requestId,
    });
  });
}
