import { findPage } from '@/lib/domain/shared/find-page';
import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/domain/audit/service';
import type {
  RandomSkuGenerateInput,
  RandomSkuListQuery,
  RandomSkuRow,
} from '@/lib/domain/catalog/schemas';
import { randomSkuSelect, toRandomSku } from '@/lib/domain/catalog/serializers';
import { randomSkus } from '@/lib/domain/catalog/sku';

// Random SKUs (admin/skurandom): generated in bulk, unique per enterprise and never equal
// to an existing product's SKU; a product made with one marks it used (products.ts).

/** GET /api/v1/products/random: unused first, then the most recently used; newest first. */
export async function listRandomSkus(
  db: TenantDb,
  query: RandomSkuListQuery,
): Promise<{ rows: RandomSkuRow[]; total: number }> {
  const where: Prisma.RandomSkuWhereInput = {
    ...(query.used === 'true' ? { usedAt: { not: null } } : {}),
    ...(query.used === 'false' ? { usedAt: null } : {}),
    ...(query.q ? { sku: { contains: query.q, mode: 'insensitive' } } : {}),
  };
  const { rows, total } = await findPage(query, {
    rows: (window) =>
      db.randomSku.findMany({
        where,
        select: randomSkuSelect,
        orderBy: [
          { usedAt: { sort: 'desc', nulls: 'first' } },
          { createdAt: 'desc' },
          { id: 'desc' },
        ],
        ...window,
      }),
    total: () => db.randomSku.count({ where }),
  });
  return { rows: rows.map(toRandomSku), total };
}

/** Rounds of generation before giving up (each round only fills what collided). */
const MAX_ROUNDS = 8;

/**
 * POST /api/v1/products/random: `count` new SKUs. Each round inserts its candidates with
 * ON CONFLICT DO NOTHING and skips those equal to a product's SKU (any case); a
 * concurrent generation that drew the same SKU makes this one draw again, never fail.
 * Candidates go in sorted, so two generations waiting on each other's rows cannot deadlock.
 */
export async function generateRandomSkus(
  db: TenantDb,
  actor: Actor,
  input: RandomSkuGenerateInput,
  requestId?: string,
  /** The candidates of a round (tests give a fixed source). */
  draw: (prefix: string, n: number) => string[] = randomSkus,
): Promise<{ count: number; rows: RandomSkuRow[] }> {
  const e = actor.enterpriseId;
  return inTransaction(db, async (tx) => {
    const made: Array<{ id: number; sku: string; created_at: Date }> = [];
    for (let round = 0; made.length < input.count && round < MAX_ROUNDS; round++) {
      const candidates = draw(input.prefix, input.count - made.length);
      const inserted = await tx.$queryRaw<Array<{ id: number; sku: string; created_at: Date }>>`
        INSERT INTO random_skus (enterprise_id, sku)
        SELECT ${e}, s FROM unnest(${candidates}::text[]) AS s
         WHERE NOT EXISTS (SELECT 1 FROM products p
                            WHERE p.enterprise_id = ${e} AND upper(p.pn) = s)
         ORDER BY s
        ON CONFLICT (enterprise_id, sku) DO NOTHING
        RETURNING id, sku, created_at`;
      made.push(...inserted);
    }
    if (made.length < input.count)
      throw new AppError('common.systemError', 'could not draw enough unique SKUs');
    await recordAudit(tx, actor, {
      action: 'randomSku.generate',
      entity: 'random_sku',
      after: { count: made.length, prefix: input.prefix, skus: made.map((m) => m.sku) },
      requestId,
    });
    return {
      count: made.length,
      rows: made.map((m) => ({
        id: m.id,
        sku: m.sku,
        used: false,
        used_by_product_id: null,
        used_by_product_name: null,
        used_at: null,
        created_at: new Date(m.created_at).toISOString(),
      })),
    };
  });
}

/** DELETE /api/v1/products/random/{id}: only an unused one (`randomSku.alreadyUsed`). */
export async function deleteRandomSku(
  db: TenantDb,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const found = await tx.randomSku.findFirst({ where: { id }, select: randomSkuSelect });
    if (!found) throw new AppError('common.notFound', `random SKU ${id}`);
    if (found.usedAt) throw new AppError('randomSku.alreadyUsed', found.sku);
    // Conditional: a product that took the SKU meanwhile wins.
    const done = await tx.randomSku.deleteMany({ where: { id, usedAt: null } });
    if (done.count === 0) throw new AppError('randomSku.alreadyUsed', found.sku);
    await recordAudit(tx, actor, {
      action: 'randomSku.delete',
      entity: 'random_sku',
      entityId: id,
      before: { sku: found.sku },
      requestId,
    });
  });
}
