import type { Actor } from '@/lib/auth/actor';
import { inTransaction, sqlRunner, type SqlDb, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { recordAudit } from '@/lib/domain/audit/service';
import { applyMappingToWaitingOrders } from '@/lib/domain/platforms/orders/apply-mapping';

// Mapping proposed by the seller SKU: a platform SKU not mapped yet whose seller SKU is the
// SKU (pn) of exactly one of our live products, case aside. The "to map" screen shows the
// proposal on each row and maps all of them in one press.

export interface SkuProposal {
  platformProductId: number;
  product: { id: number; pn: string; name: string };
}

/** The proposals for these platform products (all not-mapped ones of the enterprise when ids is null). */
export async function skuProposals(
  db: SqlDb,
  enterpriseId: number,
  filter: { ids?: readonly number[]; platform?: number; shopId?: string } = {},
): Promise<SkuProposal[]> {
  const e = enterpriseId;
  const rows = await sqlRunner(db).rows<{ pp: number; id: number; pn: string; name: string }>(
    Prisma.sql`
    SELECT pp.id::int AS pp, (array_agg(p.id))[1]::int AS id, (array_agg(p.pn))[1] AS pn,
           (array_agg(p.name))[1] AS name
      FROM platform_products pp
      JOIN platform_shops s ON s.id = pp.platform_shop_id
      JOIN products p ON p.enterprise_id = ${e} AND lower(p.pn) = lower(pp.seller_sku)
                     AND p.active AND p.archived_at IS NULL
     WHERE pp.enterprise_id = ${e} AND pp.mapping_status = 2 AND pp.seller_sku IS NOT NULL
       ${filter.ids ? Prisma.sql`AND pp.id = ANY(${filter.ids as number[]}::int[])` : Prisma.empty}
       ${filter.platform ? Prisma.sql`AND pp.platform = ${filter.platform}` : Prisma.empty}
       ${filter.shopId ? Prisma.sql`AND s.shop_id = ${filter.shopId}` : Prisma.empty}
     GROUP BY pp.id
    HAVING count(*) = 1`,
  );
  return rows.map((r) => ({
    platformProductId: r.pp,
    product: { id: r.id, pn: r.pn, name: r.name },
  }));
}

/** Maps every proposal (of a platform, a shop); answers how many SKUs were mapped. */
export async function mapBySellerSku(
  db: TenantDb,
  actor: Actor,
  filter: { platform?: number; shopId?: string },
  requestId?: string,
): Promise<{ mapped: number }> {
  return inTransaction(db, async (tx) => {
    const proposals = await skuProposals(tx, actor.enterpriseId, filter);
    for (const proposal of proposals) {
      await tx.platformProduct.update({
        where: { id: proposal.platformProductId },
        data: { productId: proposal.product.id, mappingStatus: 1 },
      });
      await applyMappingToWaitingOrders(
        tx,
        actor.enterpriseId,
        proposal.platformProductId,
        proposal.product.id,
      );
    }
    if (proposals.length > 0)
      await recordAudit(tx, actor, {
        action: 'platformProduct.mapBySku',
        entity: 'platform_product',
        after: {
          mapped: proposals.map((p) => [p.platformProductId, p.product.id]),
        },
        requestId,
      });
    return { mapped: proposals.length };
  });
}
