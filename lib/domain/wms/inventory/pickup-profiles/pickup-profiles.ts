import { findPage } from '@/lib/domain/shared/find-page';
import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb, isUniqueViolation } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/domain/audit/service';
import type {
  CreatePickupProfileInput,
  PickupListQuery,
  PickupProfile,
} from '@/lib/domain/wms/inventory/reads';

// Promotion bundles (pickup profiles, /api/v1/wms/profile/pickup): a named set of
// warehouse products and quantities that one sellable product stands for; packing and
// the waiting-to-ship list expand the product into them. A sellable product has at most
// one live bundle (partial unique index, migration 20261121061000_inventory_reads).
// Deleting a bundle retires it (active = false): it leaves every list and frees its
// product, and nothing that referred to it changes.

const profileSelect = {
  id: true,
  name: true,
  productId: true,
  createdAt: true,
  product: { select: { name: true, pn: true } },
  items: {
    select: {
      wmsProductId: true,
      quantity: true,
      wmsProduct: { select: { name: true, sku: true, barcode: true } },
    },
    orderBy: { id: 'asc' },
  },
} as const satisfies Prisma.PickupProfileSelect;

type ProfileRow = Prisma.PickupProfileGetPayload<{ select: typeof profileSelect }>;

function toPickupProfile(row: ProfileRow): PickupProfile {
  return {
    id: row.id,
    name: row.name,
    product_id: row.productId,
    product_name: row.product?.name ?? null,
    product_pn: row.product?.pn ?? null,
    items: row.items.map((i) => ({
      product_id: i.wmsProductId,
      product_name: i.wmsProduct.name,
      sku: i.wmsProduct.sku,
      barcode: i.wmsProduct.barcode,
      quantity: i.quantity,
    })),
    created_at: row.createdAt.toISOString(),
  };
}

export async function listPickupProfiles(
  db: TenantDb,
  query: PickupListQuery,
): Promise<{ rows: PickupProfile[]; total: number }> {
  const q = query.q;
  const where: Prisma.PickupProfileWhereInput = {
    active: true,
    ...(query.product_id ? { productId: query.product_id } : {}),
    ...(q
      ? {
          OR: [
            { name: { contains: q, mode: 'insensitive' } },
            { product: { name: { contains: q, mode: 'insensitive' } } },
            { product: { pn: { contains: q, mode: 'insensitive' } } },
          ],
        }
      : {}),
  };
  const { rows, total } = await findPage(query, {
    rows: (window) =>
      db.pickupProfile.findMany({
        where,
        select: profileSelect,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...window,
      }),
    total: () => db.pickupProfile.count({ where }),
  });
  return { rows: rows.map(toPickupProfile), total };
}

async function assertRefs(db: TenantDb, input: CreatePickupProfileInput): Promise<void> {
  const ids = input.items.map((i) => i.product_id);
  const found = await db.wmsProduct.findMany({
    where: { id: { in: ids }, archivedAt: null },
    select: { id: true },
  });
  const known = new Set(found.map((f) => f.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length)
    throw new AppError('inventory.itemNotFound', `warehouse product ${missing.join(', ')}`);
  if (input.product_id === undefined) return;
  const product = await db.product.findFirst({
    where: { id: input.product_id },
    select: { id: true },
  });
  if (!product) throw new AppError('common.notFound', `product ${input.product_id}`);
  const taken = await db.pickupProfile.findFirst({
    where: { productId: input.product_id, active: true },
    select: { id: true },
  });
  if (taken) throw new AppError('pickup.duplicateProduct', `bundle ${taken.id}`);
}

export async function createPickupProfile(
  db: TenantDb,
  actor: Actor,
  input: CreatePickupProfileInput,
  requestId?: string,
): Promise<PickupProfile> {
  await assertRefs(db, input);
  try {
    return await inTransaction(db, async (tx) => {
      const created = await tx.pickupProfile.create({
        data: {
          enterpriseId: actor.enterpriseId,
          name: input.name,
          productId: input.product_id ?? null,
        },
        select: { id: true },
      });
      await tx.pickupProfileItem.createMany({
        data: input.items.map((i) => ({
          enterpriseId: actor.enterpriseId,
          pickupProfileId: created.id,
          wmsProductId: i.product_id,
          quantity: i.quantity,
        })),
      });
      const row = await tx.pickupProfile.findFirstOrThrow({
        where: { id: created.id },
        select: profileSelect,
      });
      const profile = toPickupProfile(row);
      await recordAudit(tx, actor, {
        action: 'pickupProfile.create',
        entity: 'pickup_profile',
        entityId: created.id,
        after: profile,
        requestId,
      });
      return profile;
    });
  } catch (error) {
    // Two bundles for the same product at the same moment: the partial unique index decides.
    if (isUniqueViolation(error)) throw new AppError('pickup.duplicateProduct');
    throw error;
  }
}

export async function deletePickupProfile(
  db: TenantDb,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<{ id: number }> {
  return inTransaction(db, async (tx) => {
    const retired = await tx.pickupProfile.updateMany({
      where: { id, active: true },
      data: { active: false },
    });
    if (retired.count === 0) throw new AppError('common.notFound', `bundle ${id}`);
    await recordAudit(tx, actor, {
      action: 'pickupProfile.delete',
      entity: 'pickup_profile',
      entityId: id,
      requestId,
    });
    return { id };
  });
}
