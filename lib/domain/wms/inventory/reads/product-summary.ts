import { findPage } from '@/lib/domain/shared/find-page';
import { sqlRunner, type TenantDb, and } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { parseSort } from '@/lib/domain/shared/list-query';
import { productSearchSql } from '@/lib/domain/catalog/product-search';
import { LOW_SQL, THRESHOLD_SQL, VALUE_SQL } from '@/lib/domain/wms/inventory/reads/balances';
import type {
  SummaryQuery,
  SummaryRow,
  SummaryRowV2,
  SummarySortField,
  SummaryStorage,
} from '@/lib/domain/wms/inventory/reads/schemas';

// Stock per warehouse product (GET /api/v1/wms/inventory/summary; v2 adds each product's
// storages). Without storage_id: every live product (an archived one only while it still
// holds units), its balance summed over every storage, low against the product's own
// threshold. With storage_id: the products that have a balance row in that storage.

const SORT_SQL: Record<SummarySortField, Prisma.Sql> = {
  product_name: Prisma.sql`p.name`,
  sku: Prisma.sql`p.sku`,
  balance: Prisma.sql`total_balance`,
  value: Prisma.sql`total_value`,
};

interface Parts {
  from: Prisma.Sql;
  where: Prisma.Sql;
}

function summaryParts(enterpriseId: number, query: SummaryQuery): Parts {
  const inStorage = query.storage_id
    ? Prisma.sql`AND b.storage_id = ${query.storage_id}`
    : Prisma.empty;
  const from = Prisma.sql`
    FROM wms_products p
    CROSS JOIN LATERAL (
      SELECT COALESCE(SUM(b.balance), 0)::int AS balance,
             (count(*) FILTER (WHERE b.balance > 0))::int AS storages,
             count(*)::int AS n_rows
        FROM inventory_balances b
       WHERE b.enterprise_id = ${enterpriseId} AND b.wms_product_id = p.id ${inStorage}
    ) a
    CROSS JOIN LATERAL (
      SELECT a.balance AS total_balance, ROUND(a.balance * p.avg_cost, 2) AS total_value
    ) t`;
  const parts: Prisma.Sql[] = [Prisma.sql`p.enterprise_id = ${enterpriseId}`];
  parts.push(
    query.storage_id
      ? Prisma.sql`a.n_rows > 0`
      : Prisma.sql`(p.archived_at IS NULL OR t.total_balance > 0)`,
  );
  const search = productSearchSql(query.q, { alias: 'p', sku: 'sku', enterpriseId });
  if (search) parts.push(search);
  if (query.low) parts.push(Prisma.sql`(p.archived_at IS NULL AND t.total_balance < p.threshold)`);
  return { from, where: and(parts) };
}

/**
 * The count of the list. Without `low` it needs no product's total: a product is listed
 * when it is live or holds units somewhere (a total above 0 is a row above 0: balances
 * are never negative), or, with storage_id, when it has a row there. Those are index
 * probes, where summing every product's balances first cost a pass over all of them.
 */
function countSql(enterpriseId: number, query: SummaryQuery, parts: Parts): Prisma.Sql {
  if (query.low)
    return Prisma.sql`SELECT count(*)::int AS total ${parts.from} WHERE ${parts.where}`;
  const e = enterpriseId;
  const conditions: Prisma.Sql[] = [Prisma.sql`p.enterprise_id = ${e}`];
  conditions.push(
    query.storage_id
      ? Prisma.sql`EXISTS (SELECT 1 FROM inventory_balances b
                            WHERE b.enterprise_id = ${e} AND b.wms_product_id = p.id
                              AND b.storage_id = ${query.storage_id})`
      : Prisma.sql`(p.archived_at IS NULL
                    OR EXISTS (SELECT 1 FROM inventory_balances b
                                WHERE b.enterprise_id = ${e} AND b.wms_product_id = p.id
                                  AND b.balance > 0))`,
  );
  const search = productSearchSql(query.q, { alias: 'p', sku: 'sku', enterpriseId: e });
  if (search) conditions.push(search);
  return Prisma.sql`SELECT count(*)::int AS total FROM wms_products p WHERE ${and(conditions)}`;
}

export async function summarizeProducts(
  db: TenantDb,
  enterpriseId: number,
  query: SummaryQuery,
): Promise<{ rows: SummaryRow[]; total: number }> {
  const parts = summaryParts(enterpriseId, query);
  const { from, where } = parts;
  const sort = parseSort(query.sort, 'product_name');
  const dir = Prisma.raw(sort.desc ? 'DESC' : 'ASC');
  const { rows, total } = await findPage(query, {
    rows: ({ skip, take }) =>
      sqlRunner(db).rows<SummaryRow>(Prisma.sql`
        SELECT p.id AS product_id, p.name AS "ProductName", p.sku, p.barcode, p.unit_name,
               t.total_balance AS balance, p.avg_cost::text AS cost,
               t.total_value::text AS value, p.threshold,
               (p.archived_at IS NULL AND t.total_balance < p.threshold) AS low,
               a.storages
        ${from}
        WHERE ${where}
        ORDER BY ${SORT_SQL[sort.field]} ${dir}, p.id ${dir}
        LIMIT ${take} OFFSET ${skip}`),
    total: async () =>
      (await sqlRunner(db).rows<{ total: number }>(countSql(enterpriseId, query, parts)))[0]
        ?.total ?? 0,
  });
  return { rows, total };
}

/** v2: each product of the page with its balance rows (storage name order). */
export async function summarizeProductsByStorage(
  db: TenantDb,
  enterpriseId: number,
  query: SummaryQuery,
): Promise<{ rows: SummaryRowV2[]; total: number }> {
  const { rows, total } = await summarizeProducts(db, enterpriseId, query);
  if (rows.length === 0) return { rows: [], total };
  const ids = rows.map((r) => r.product_id);
  const storages = await sqlRunner(db).rows<SummaryStorage & { product_id: number }>(Prisma.sql`
      SELECT b.wms_product_id AS product_id, b.id AS "ID", b.storage_id,
             s.name AS "StorageName", s.kind::int AS storage_kind, b.balance,
             ${THRESHOLD_SQL} AS threshold, ${LOW_SQL} AS low, ${VALUE_SQL}::text AS value
        FROM inventory_balances b
        JOIN wms_products p ON p.id = b.wms_product_id AND p.enterprise_id = ${enterpriseId}
        JOIN storages s ON s.id = b.storage_id AND s.enterprise_id = ${enterpriseId}
       WHERE b.enterprise_id = ${enterpriseId} AND b.wms_product_id = ANY(${ids}::int[])
             ${query.storage_id ? Prisma.sql`AND b.storage_id = ${query.storage_id}` : Prisma.empty}
       ORDER BY s.name, b.id`);
  const byProduct = new Map<number, SummaryStorage[]>();
  for (const { product_id, ...s } of storages) {
    const list = byProduct.get(product_id) ?? [];
    list.push(s);
    byProduct.set(product_id, list);
  }
  return {
    rows: rows.map((r) => ({ ...r, storage_breakdown: byProduct.get(r.product_id) ?? [] })),
    total,
  };
}
