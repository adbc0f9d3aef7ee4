import { findPage } from '@/lib/domain/shared/find-page';
import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/domain/audit/service';
import { applyMappingToWaitingOrders } from '@/lib/domain/platforms/orders/apply-mapping';
import { skuProposals } from '@/lib/domain/platforms/orders/map-by-sku';
import {
  MAPPING_STATUS,
  type PlatformMappingInput,
  type PlatformProductListQuery,
  type PlatformProductRow,
} from '@/lib/domain/catalog/schemas';
import { platformProductSelect, toPlatformProduct } from '@/lib/domain/catalog/serializers';

// The products of connected platform shops (synced by the platform issue) and their
// mapping to our products: mappingStatus 1 mapped (productId set), 2 not mapped.

/**
 * GET /api/v1/products/platform. The screen opens on status 0, mapping status 2 (spec
 * section 9); the call itself filters only on what it is given ("all" or absent: any).
 * Served by the (enterprise_id, platform, status, mapping_status, id desc) index.
 */
export async function listPlatformProducts(
  db: TenantDb,
  enterpriseId: number,
  query: PlatformProductListQuery,
): Promise<{ rows: PlatformProductRow[]; total: number }> {
  const where: Prisma.PlatformProductWhereInput = {
    ...(query.platform ? { platform: query.platform } : {}),
    ...(query.shop_id ? { platformShop: { shopId: query.shop_id } } : {}),
    ...(typeof query.status === 'number' ? { status: query.status } : {}),
    ...(typeof query.mapping_status === 'number' ? { mappingStatus: query.mapping_status } : {}),
    ...(query.q
      ? {
          OR: [
            { name: { contains: query.q, mode: 'insensitive' as const } },
            { sellerSku: { contains: query.q, mode: 'insensitive' as const } },
          ],
        }
      : {}),
  };
  const { rows, total } = await findPage(query, {
    rows: (window) =>
      db.platformProduct.findMany({
        where,
        select: platformProductSelect,
        orderBy: { id: 'desc' },
        ...window,
      }),
    total: () => db.platformProduct.count({ where }),
  });
  const proposals = await skuProposals(db, enterpriseId, {
    ids: rows.filter((r) => r.mappingStatus === MAPPING_STATUS.notMapped).map((r) => r.id),
  });
  const proposed = new Map(proposals.map((p) => [p.platformProductId, p.product]));
  return {
    rows: rows.map((r) => ({
      ...toPlatformProduct(r),
      proposed_product: proposed.get(r.id) ?? null,
    })),
    total,
  };
}

/** The connected shops of a platform: the shop filter of the screen. */
export async function platformShopOptions(
  db: TenantDb,
  platform: number,
): Promise<Array<{ shop_id: string; name: string }>> {
  const shops = await db.platformShop.findMany({
    where: { platform },
    select: { shopId: true, name: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    take: 500,
  });
  return shops.map((s) => ({ shop_id: s.shopId, name: s.name }));
}

/** GET /api/v1/products/platform/{id}; `platform` narrows it to one platform (the screen's URL). */
export async function getPlatformProduct(
  db: TenantDb,
  id: number,
  platform?: number,
): Promise<PlatformProductRow> {
  const found = await db.platformProduct.findFirst({
    where: { id, ...(platform ? { platform } : {}) },
    select: platformProductSelect,
  });
  if (!found) throw new AppError('platformProduct.notFound', `platform product ${id}`);
  return toPlatformProduct(found);
}

/**
 * PUT /api/v1/products/platform/{id}: maps the platform product to one of our products
 * (mapping status 1), or unmaps it with null (2). The product must be ours (else 404).
 */
export async function mapPlatformProduct(
  db: TenantDb,
  actor: Actor,
  id: number,
  input: PlatformMappingInput,
  requestId?: string,
): Promise<PlatformProductRow> {
  const before = await getPlatformProduct(db, id);
  if (input.product_id !== null) {
    const product = await db.product.findFirst({
      where: { id: input.product_id },
      select: { id: true },
    });
    if (!product) throw new AppError('common.notFound', `product ${input.product_id}`);
  }
  return inTransaction(db, async (tx) => {
    const updated = await tx.platformProduct.update({
      where: { id },
      data: {
        productId: input.product_id,
        mappingStatus: input.product_id === null ? MAPPING_STATUS.notMapped : MAPPING_STATUS.mapped,
      },
      select: platformProductSelect,
    });
    const after = toPlatformProduct(updated);
    if (input.product_id !== null)
      await applyMappingToWaitingOrders(tx, actor.enterpriseId, id, input.product_id);
    await recordAudit(tx, actor, {
      action: input.product_id === null ? 'platformProduct.unmap' : 'platformProduct.map',
      entity: 'platform_product',
      entityId: id,
      before: { product_id: before.product_id, mapping_status: before.mapping_status },
      after: { product_id: after.product_id, mapping_status: after.mapping_status },
      requestId,
    });
    return after;
  });
}
