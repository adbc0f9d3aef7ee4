import type { SqlRunner } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';

// A stock-out line may name a promotion (pickup profile) instead of a warehouse product:
// its components go out, each its quantity times the line's amount. Read inside the bill's
// transaction, so a promotion retired meanwhile is refused like one that never existed.

export interface StockOutItem {
  product_id?: number;
  pickup_profile_id?: number;
  amount: number;
}

/** The lines as warehouse products only, promotions replaced by their components. */
export async function expandPromotions(
  run: SqlRunner,
  enterpriseId: number,
  items: StockOutItem[],
): Promise<Array<{ product_id: number; amount: number }>> {
  const profileIds = [
    ...new Set(items.flatMap((i) => (i.pickup_profile_id ? [i.pickup_profile_id] : []))),
  ];
  const components = profileIds.length
    ? await run.rows<{ profile_id: number; product_id: number; quantity: number }>(Prisma.sql`
        SELECT p.id::int AS profile_id, i.wms_product_id::int AS product_id, i.quantity::int AS quantity
          FROM pickup_profiles p
          JOIN pickup_profile_items i ON i.pickup_profile_id = p.id
         WHERE p.enterprise_id = ${enterpriseId} AND p.active
           AND p.id = ANY(${profileIds}::int[])
         ORDER BY p.id, i.id`)
    : [];
  const byProfile = new Map<number, Array<{ product_id: number; quantity: number }>>();
  for (const c of components) {
    const list = byProfile.get(c.profile_id) ?? [];
    list.push({ product_id: c.product_id, quantity: c.quantity });
    byProfile.set(c.profile_id, list);
  }
  const missing = profileIds.filter((pid) => !byProfile.has(pid));
  if (missing.length)
    throw new AppError('inventory.itemNotFound', `pickup profile ${missing.join(', ')}`);
  return items.flatMap((item) =>
    item.pickup_profile_id
      ? byProfile
          .get(item.pickup_profile_id)!
          .map((c) => ({ product_id: c.product_id, amount: c.quantity * item.amount }))
      : [{ product_id: item.product_id!, amount: item.amount }],
  );
}
