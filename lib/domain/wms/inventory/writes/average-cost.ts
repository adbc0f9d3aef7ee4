import type { SqlRunner } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';

// ---------------------------------------------------------------------------------------
// Moving average cost per warehouse product (docs/domain-rules.md, Stock): a stock in with a
// cost moves wms_products.avg_cost to
//   (on_hand × avg + Σ amount × cost) / (on_hand + Σ amount)
// where on_hand is the product's units over every storage of the enterprise before the
// bill, computed in SQL (numeric) and rounded to 4 decimals (ROUND: half away from zero)
// under the product's row lock (taken by the bill, lib/domain/wms/inventory/writes/write-bill.ts).
// A stock in without a cost, a stock out and a move leave the average as it is; every
// ledger row records the unit cost at that moment. inventory_balances.cost mirrors the
// product's average as of the last movement of that balance row (the seed writes it the
// same way); the current cost of a product is wms_products.avg_cost.
// ---------------------------------------------------------------------------------------

export const COST_DECIMALS = 4;

/** Σ amount × cost of the stock-in lines of one product, as exact decimal text. */
export function lineValue(lines: Array<{ amount: number; cost: string }>): string {
  return lines
    .reduce((sum, l) => sum.add(new Prisma.Decimal(l.cost).mul(l.amount)), new Prisma.Decimal(0))
    .toFixed();
}

/** The unit cost a merged stock-in line records: its value over its units, 4 decimals. */
export function unitCostOf(value: string, amount: number): string {
  return new Prisma.Decimal(value)
    .div(amount)
    .toDecimalPlaces(COST_DECIMALS, Prisma.Decimal.ROUND_HALF_UP)
    .toFixed(COST_DECIMALS);
}

export interface CostedIn {
  productId: number;
  amount: number;
  /** Σ amount × cost (exact). */
  value: string;
}

/**
 * Moves the average cost of every product the bill receives with a cost; answers the new
 * averages. Runs before the bill's balance changes, so on_hand is the stock before it.
 */
export async function updateAverageCosts(
  run: SqlRunner,
  enterpriseId: number,
  lines: CostedIn[],
): Promise<Map<number, string>> {
  if (lines.length === 0) return new Map();
  const rows = await run.rows<{ id: number; avg_cost: string }>(Prisma.sql`
    WITH v AS (
      SELECT * FROM unnest(${lines.map((l) => l.productId)}::int[],
                           ${lines.map((l) => l.amount)}::int[],
                           ${lines.map((l) => l.value)}::numeric[]) AS v(id, amount, value)
    ), stock AS (
      SELECT v.id, COALESCE((SELECT SUM(b.balance) FROM inventory_balances b
                              WHERE b.enterprise_id = ${enterpriseId}
                                AND b.wms_product_id = v.id), 0) AS on_hand
        FROM v
    )
    UPDATE wms_products p
       SET avg_cost = ROUND((s.on_hand * p.avg_cost + v.value) / (s.on_hand + v.amount), ${COST_DECIMALS}),
           updated_at = now()
      FROM v JOIN stock s ON s.id = v.id
     WHERE p.id = v.id AND p.enterprise_id = ${enterpriseId}
    RETURNING p.id::int AS id, p.avg_cost::text AS avg_cost`);
  return new Map(rows.map((r) => [r.id, r.avg_cost]));
}
