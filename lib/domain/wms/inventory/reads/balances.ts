import { findPage } from '@/lib/domain/shared/find-page';
import { sqlRunner, inTransaction, type TenantDb, and } from '@/lib/db';
import type { Actor } from '@/lib/auth/actor';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { parseSort } from '@/lib/domain/shared/list-query';
import { recordAudit } from '@/lib/domain/audit/service';
import { productSearchSql } from '@/lib/domain/catalog/product-search';
import type {
  BalanceListQuery,
  BalanceRow,
  BalanceSortField,
  DeletedBalance,
} from '@/lib/domain/wms/inventory/reads/schemas';
import { isoText } from '@/lib/domain/wms/inventory/reads/serializers';

// Balances (GET /api/v1/wms/inventory): one row per warehouse product and storage, with
// its value at the product's moving average cost and its low-stock flag, filtered, sorted
// and paged in SQL. Every statement filters each table on enterprise_id itself (raw SQL
// is not scoped by the tenant client).

/**
 * The threshold a balance row is held to: its own, else the product's, but the product's
 * only in a normal storage (a packing line or a user's holding is not restocked to it).
 * `b`, `p` and `s` are the balance, product and storage aliases.
 */
export const THRESHOLD_SQL = Prisma.sql`COALESCE(b.threshold, CASE WHEN s.kind = 1 THEN p.threshold ELSE 0 END)`;

/** Below its threshold, for a live product (0 is never low). */
export const LOW_SQL = Prisma.sql`(p.archived_at IS NULL AND b.balance < ${THRESHOLD_SQL})`;

/** Balance x moving average cost, rounded to satang in numeric. */
export const VALUE_SQL = Prisma.sql`ROUND(b.balance * p.avg_cost, 2)`;

const SORT_SQL: Record<BalanceSortField, Prisma.Sql> = {
  product_name: Prisma.sql`p.name`,
  storage_name: Prisma.sql`s.name`,
  sku: Prisma.sql`p.sku`,
  balance: Prisma.sql`b.balance`,
  value: VALUE_SQL,
  updated_at: Prisma.sql`b.updated_at`,
};

interface BalanceSqlRow extends Omit<BalanceRow, 'updated_at'> {
  updated_at: Date;
}

/**
 * The list's statement parts. Three shapes, so that each filter reaches its rows through
 * an index the planner would otherwise pass over:
 * - a search (product-search.ts): the matching products first (their name and SKU
 *   trigram and barcode prefix indexes, a handful of ids), then their balance rows;
 * - one storage or one product (a few hundred rows): those rows by index, each product
 *   and storage then found by its key (the planner would hash every product of the
 *   enterprise instead, or walk them all in name order hoping to fill the page early);
 * - nothing narrowing: every row, page 1 in product name order straight from the
 *   (enterprise_id, name) index of the products.
 */
function balanceStatement(enterpriseId: number, query: BalanceListQuery) {
  const e = enterpriseId;
  const parts: Prisma.Sql[] = [Prisma.sql`b.enterprise_id = ${e}`];
  if (query.storage_id) parts.push(Prisma.sql`b.storage_id = ${query.storage_id}`);
  if (query.product_id) parts.push(Prisma.sql`b.wms_product_id = ${query.product_id}`);
  const search = productSearchSql(query.q, { alias: 'p', sku: 'sku', enterpriseId: e });
  if (search) parts.push(Prisma.sql`b.wms_product_id IN (SELECT id FROM found)`);
  if (query.low) parts.push(LOW_SQL);
  const narrowed = Boolean(query.storage_id || query.product_id || search);
  const withFound = search
    ? Prisma.sql`WITH found AS MATERIALIZED (
        SELECT p.id FROM wms_products p WHERE p.enterprise_id = ${e} AND ${search})`
    : Prisma.empty;
  const from = narrowed
    ? Prisma.sql`
      FROM inventory_balances b
     CROSS JOIN LATERAL (
       SELECT p.name, p.sku, p.barcode, p.unit_name, p.avg_cost, p.threshold, p.archived_at
         FROM wms_products p WHERE p.id = b.wms_product_id AND p.enterprise_id = ${e}
       OFFSET 0) p
     CROSS JOIN LATERAL (
       SELECT s.name, s.kind FROM storages s WHERE s.id = b.storage_id AND s.enterprise_id = ${e}
       OFFSET 0) s`
    : Prisma.sql`
      FROM inventory_balances b
      JOIN wms_products p ON p.id = b.wms_product_id AND p.enterprise_id = ${e}
      JOIN storages s ON s.id = b.storage_id AND s.enterprise_id = ${e}`;
  // Nothing about the product or storage to check: the rows themselves are counted (a
  // balance's product and storage are its enterprise's: write-refs.ts checks every id a
  // bill names), not 100,000 of them joined to their products first.
  const countFrom = narrowed || query.low ? from : Prisma.sql`FROM inventory_balances b`;
  return { withFound, from, countFrom, where: and(parts) };
}

export async function listBalances(
  db: TenantDb,
  enterpriseId: number,
  query: BalanceListQuery,
): Promise<{ rows: BalanceRow[]; total: number }> {
  const { withFound, from, countFrom, where } = balanceStatement(enterpriseId, query);
  const sort = parseSort(query.sort, 'product_name');
  const dir = Prisma.raw(sort.desc ? 'DESC' : 'ASC');
  const { rows, total } = await findPage(query, {
    rows: ({ skip, take }) =>
      sqlRunner(db).rows<BalanceSqlRow>(Prisma.sql`
        ${withFound}
        SELECT b.id AS "ID", p.name AS "ProductName", s.name AS "StorageName",
               b.wms_product_id AS product_id, b.storage_id, s.kind::int AS storage_kind,
               p.sku, p.barcode, p.unit_name, b.balance, p.avg_cost::text AS cost,
               ${THRESHOLD_SQL} AS threshold, ${LOW_SQL} AS low, ${VALUE_SQL}::text AS value,
               b.updated_at
        ${from}
        WHERE ${where}
        ORDER BY ${SORT_SQL[sort.field]} ${dir}, b.id ${dir}
        LIMIT ${take} OFFSET ${skip}`),
    total: async () =>
      (
        await sqlRunner(db).rows<{ total: number }>(
          Prisma.sql`${withFound} SELECT count(*)::int AS total ${countFrom} WHERE ${where}`,
        )
      )[0]?.total ?? 0,
  });
  return {
    rows: rows.map((r) => ({ ...r, updated_at: isoText(r.updated_at) })),
    total,
  };
}

/**
 * Removes an empty balance row (a product no longer kept in a storage). Its ledger rows
 * stay: they refer to the product and storage, not to the balance row. The delete itself
 * checks the balance is 0, so a stock-in committing at the same moment either lands first
 * (the delete is refused) or creates the row anew afterwards.
 */
export async function deleteBalance(
  db: TenantDb,
  actor: Actor,
  id: number,
  requestId?: string,
): Promise<DeletedBalance> {
  return inTransaction(db, async (tx) => {
    const deleted = await sqlRunner(tx).rows<{
      wms_product_id: number;
      storage_id: number;
      threshold: number | null;
    }>(Prisma.sql`
      DELETE FROM inventory_balances
       WHERE id = ${id} AND enterprise_id = ${actor.enterpriseId} AND balance = 0
      RETURNING wms_product_id, storage_id, threshold`);
    const row = deleted[0];
    if (!row) {
      const existing = await tx.inventoryBalance.findFirst({
        where: { id },
        select: { balance: true },
      });
      if (!existing) throw new AppError('inventory.itemNotFound', `balance ${id}`);
      throw new AppError('inventory.balanceNotZero', `balance ${id} holds ${existing.balance}`);
    }
    await recordAudit(tx, actor, {
      action: 'inventory.balanceDelete',
      entity: 'inventory_balance',
      entityId: id,
      before: { ...row, balance: 0 },
      requestId,
    });
    return { id };
  });
}
