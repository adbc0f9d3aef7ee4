import { Prisma } from '@/lib/generated/prisma/client';

// The tables the database keeps for the stock reads (migration
// 20261121070000_stock_reads_rollups), as the reads filter them. Each is exact: a trigger
// of the same transaction writes it with the ledger rows or bills it sums.
//
// stock_ledger_days (alias d): the ledger per enterprise, storage, Bangkok day, product
// and bill kind: units_in (sum of + amounts), units_out (sum of - amounts, positive),
// lines (ledger rows). Its key starts (enterprise_id, storage_id, day).

/** The stock_ledger_days rows of one storage, or of every storage, over Bangkok days [first, last]. */
export function ledgerDaysWhere(
  enterpriseId: number,
  storageId: number | undefined,
  first: string,
  last: string,
): Prisma.Sql {
  const e = enterpriseId;
  // Every storage: one index range per storage of the enterprise (the key has no day
  // first), which reads exactly the period's rows.
  const storages = storageId
    ? Prisma.sql`d.storage_id = ${storageId}`
    : Prisma.sql`d.storage_id = ANY(ARRAY(SELECT s.id FROM storages s WHERE s.enterprise_id = ${e}))`;
  return Prisma.sql`d.enterprise_id = ${e} AND ${storages}
    AND d.day >= ${first}::date AND d.day <= ${last}::date`;
}

/**
 * The number of bills of an enterprise over Bangkok days [first, last] (either may be
 * absent: no bound), of one kind or all, from stock_bill_day_counts (signed change rows:
 * the count is their sum).
 */
export function billDayCountSql(
  enterpriseId: number,
  first: string | undefined,
  last: string | undefined,
  kind: number | undefined,
): Prisma.Sql {
  const parts = [Prisma.sql`c.enterprise_id = ${enterpriseId}`];
  if (first) parts.push(Prisma.sql`c.day >= ${first}::date`);
  if (last) parts.push(Prisma.sql`c.day <= ${last}::date`);
  if (kind) parts.push(Prisma.sql`c.kind = ${kind}`);
  return Prisma.sql`
    SELECT COALESCE(sum(c.n), 0)::int AS total
      FROM stock_bill_day_counts c
     WHERE ${Prisma.join(parts, ' AND ')}`;
}

/**
 * The bills (ids) of an enterprise that touch a storage: its from or to storage, or the
 * storage of one of its ledger rows (stock_bill_storages), within [gte, lt) and of one
 * kind when given.
 */
export function billsInStorageSql(
  enterpriseId: number,
  storageId: number,
  range: { gte?: Date; lt?: Date } | undefined,
  kind?: number,
): Prisma.Sql {
  const parts = [
    Prisma.sql`bs.enterprise_id = ${enterpriseId}`,
    Prisma.sql`bs.storage_id = ${storageId}`,
  ];
  if (range?.gte) parts.push(Prisma.sql`bs.created_at >= ${range.gte}`);
  if (range?.lt) parts.push(Prisma.sql`bs.created_at < ${range.lt}`);
  if (kind) parts.push(Prisma.sql`bs.kind = ${kind}`);
  return Prisma.sql`SELECT bs.bill_id FROM stock_bill_storages bs WHERE ${Prisma.join(parts, ' AND ')}`;
}

/**
 * The version of what a kept answer of one storage (or, without storageId, of every
 * storage) depends on: a count of the changes (stock_read_versions), which only grows.
 * Storage 0 rows (a product renamed) count for every storage, enterprise 0 rows (a
 * TRUNCATE) for every enterprise. As text: a bigint.
 */
export const stockVersionSql = (enterpriseId: number, storageId: number | undefined) => Prisma.sql`
  (SELECT COALESCE(sum(v.n), 0)::text FROM stock_read_versions v
    WHERE v.enterprise_id IN (0, ${enterpriseId})
      ${storageId ? Prisma.sql`AND v.storage_id IN (0, ${storageId})` : Prisma.empty})`;
