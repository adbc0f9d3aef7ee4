import { Prisma } from '@/lib/generated/prisma/client';
import { sqlRunner, type TenantDb } from '@/lib/db';
import { reusedRows } from '@/lib/domain/reports/answer-reuse';
import {
  reportDays,
  type PagedReportQuery,
  type ReportDays,
  type ReportQuery,
} from '@/lib/domain/reports/report-query';
import type { Row } from '@/lib/domain/reports/report-answer';
import { groupNamesSql } from '@/lib/domain/reports/sales-report';
import { salesByProduct } from '@/lib/domain/reports/by-product';

// GET /api/v1/reports/orderreturn: what came back, by the day the return was received
// (closed), per product, day and reason, with good / broken / lost / other units and their
// value at the cost the units left with (the order line's packing cost; a line never
// packed: today's cost). The report reads the returns straight, by their (enterprise,
// closed_at) index, with the order filters on the returned order; its answer is reused while
// nothing it read changed (the return triggers mark the day a return was received on,
// migration report_return_marks), and the products of the page are named on every call.
// Products are paged like the other product reports (`page`, `limit`, Datum.count): a busy
// month brings back ten thousand of them.

const RETURN_CLOSED = 2;

export const ORDER_RETURN_FIELDS = [
  'product_id',
  'product_pn',
  'product_name',
  'orders',
  'quantity',
  'good',
  'broken',
  'lost',
  'other',
  'amount',
  'good_amount',
  'broken_amount',
  'lost_amount',
  'other_amount',
] as const;

function valuedLines(e: number, days: ReportDays, q: ReportQuery): Prisma.Sql {
  const f: Prisma.Sql[] = [];
  if (q.sale_channel_id !== undefined) f.push(Prisma.sql`o.sale_channel_id = ${q.sale_channel_id}`);
  if (q.team_id !== undefined) f.push(Prisma.sql`COALESCE(o.team_id, 0) = ${q.team_id}`);
  if (q.user_id !== undefined) f.push(Prisma.sql`COALESCE(o.staff_user_id, 0) = ${q.user_id}`);
  if (q.platform !== undefined) f.push(Prisma.sql`o.platform = ${q.platform}`);
  if (q.shop_id !== undefined) f.push(Prisma.sql`COALESCE(o.platform_shop_id, 0) = ${q.shop_id}`);
  if (q.payment_type !== undefined) f.push(Prisma.sql`o.payment_type = ${q.payment_type}`);
  if (q.product_id !== undefined) f.push(Prisma.sql`COALESCE(rl.product_id, 0) = ${q.product_id}`);
  const filters = f.length ? Prisma.sql` AND ${Prisma.join(f, ' AND ')}` : Prisma.empty;
  return Prisma.sql`
    WITH l AS MATERIALIZED (
      SELECT rt.order_id, order_bangkok_day(rt.closed_at) AS day,
             COALESCE(NULLIF(btrim(rt.reason), ''), '') AS reason,
             COALESCE(rl.product_id, 0) AS product_id, rl.good, rl.broken, rl.lost, rl.other,
             COALESCE((SELECT sum(i.quantity * i.unit_cost) / NULLIF(sum(i.quantity), 0)
                         FROM order_items i
                        WHERE i.order_id = rt.order_id AND i.product_id = rl.product_id
                          AND i.unit_cost IS NOT NULL),
                      product_unit_cost_now(${e}, rl.product_id)) AS unit_cost
        FROM returns rt
        JOIN return_lines rl ON rl.return_id = rt.id AND rl.enterprise_id = ${e}
        JOIN orders o ON o.id = rt.order_id AND o.enterprise_id = ${e}
       WHERE rt.enterprise_id = ${e} AND rt.status = ${RETURN_CLOSED}
         AND rt.closed_at >= (${days.from}::date::timestamp AT TIME ZONE 'Asia/Bangkok')
         AND rt.closed_at < ((${days.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Bangkok')
         ${filters}
    ), v AS (
      -- l is MATERIALIZED: inlined, its unit cost would be looked up once per amount.
      SELECT l.*, l.good + l.broken + l.lost + l.other AS quantity,
             round(l.good * l.unit_cost, 2) AS good_amount,
             round(l.broken * l.unit_cost, 2) AS broken_amount,
             round(l.lost * l.unit_cost, 2) AS lost_amount,
             round(l.other * l.unit_cost, 2) AS other_amount
        FROM l
    )`;
}

/** Money columns: text with two decimals, as every report answers money. */
const money = (col: string) => Prisma.raw(`COALESCE(${col}, 0)::numeric(16, 2)::text`);
const AMOUNT = 'good_amount + broken_amount + lost_amount + other_amount';

/**
 * The report in one statement: the returned lines are valued once and grouped per product
 * (one page of them, and their count), day and reason, each part a JSON column.
 */
export function orderReturnSql(
  e: number,
  q: ReportQuery & Partial<Pick<PagedReportQuery, 'page' | 'limit'>>,
  now = new Date(),
): Prisma.Sql {
  const days = reportDays(q, now);
  const page =
    q.limit !== undefined && !q.format
      ? Prisma.sql`LIMIT ${q.limit} OFFSET ${((q.page ?? 1) - 1) * q.limit}`
      : Prisma.empty;
  return Prisma.sql`${valuedLines(e, days, q)}, g AS (
      SELECT product_id, count(DISTINCT order_id)::int AS orders, sum(quantity)::int AS quantity,
             sum(good)::int AS good, sum(broken)::int AS broken, sum(lost)::int AS lost,
             sum(other)::int AS other, sum(${Prisma.raw(AMOUNT)}) AS amount,
             sum(good_amount) AS good_amount, sum(broken_amount) AS broken_amount,
             sum(lost_amount) AS lost_amount, sum(other_amount) AS other_amount
        FROM v GROUP BY product_id
    ), paged AS (
      SELECT * FROM g ORDER BY amount DESC, quantity DESC, product_id ${page}
    ), d AS (
      SELECT day, count(DISTINCT order_id)::int AS orders, sum(quantity)::int AS quantity,
             sum(${Prisma.raw(AMOUNT)}) AS amount
        FROM v GROUP BY day
    ), r AS (
      SELECT reason, count(DISTINCT order_id)::int AS orders, sum(quantity)::int AS quantity,
             sum(${Prisma.raw(AMOUNT)}) AS amount
        FROM v GROUP BY reason
    )
    SELECT
      (SELECT COALESCE(json_agg(json_build_object(
                'product_id', NULLIF(g.product_id, 0), 'orders', g.orders,
                'quantity', g.quantity, 'good', g.good, 'broken', g.broken, 'lost', g.lost,
                'other', g.other, 'amount', g.amount::text, 'good_amount', g.good_amount::text,
                'broken_amount', g.broken_amount::text, 'lost_amount', g.lost_amount::text,
                'other_amount', g.other_amount::text)
              ORDER BY g.amount DESC, g.quantity DESC, g.product_id), '[]'::json)
         FROM paged g) AS rows,
      (SELECT count(*)::int FROM g) AS count,
      (SELECT COALESCE(json_agg(json_build_object(
                'day', d.day::text, 'orders', d.orders, 'quantity', d.quantity,
                'amount', d.amount::text) ORDER BY d.day), '[]'::json)
         FROM d) AS by_day,
      (SELECT COALESCE(json_agg(json_build_object(
                'reason', r.reason, 'orders', r.orders, 'quantity', r.quantity,
                'amount', r.amount::text) ORDER BY r.amount DESC, r.reason), '[]'::json)
         FROM r) AS by_reason,
      (SELECT json_build_object(
                'orders', COALESCE((SELECT sum(orders) FROM g), 0)::int,
                'quantity', COALESCE(sum(quantity), 0)::int, 'good', COALESCE(sum(good), 0)::int,
                'broken', COALESCE(sum(broken), 0)::int, 'lost', COALESCE(sum(lost), 0)::int,
                'other', COALESCE(sum(other), 0)::int,
                'amount', ${money(`sum(${AMOUNT})`)}, 'good_amount', ${money('sum(good_amount)')},
                'broken_amount', ${money('sum(broken_amount)')},
                'lost_amount', ${money('sum(lost_amount)')},
                'other_amount', ${money('sum(other_amount)')})
         FROM v) AS total`;
}

interface OrderReturnMeasures {
  rows: Row[];
  count: number;
  total: Row;
  by_day: Row[];
  by_reason: Row[];
}

export async function orderReturnReport(
  db: TenantDb,
  e: number,
  q: ReportQuery & Partial<Pick<PagedReportQuery, 'page' | 'limit'>>,
  now = new Date(),
) {
  const sql = orderReturnSql(e, q, now);
  // An export holds every product: computed for it alone, never kept.
  const [found] = q.format
    ? await sqlRunner(db).rows<OrderReturnMeasures>(sql)
    : await reusedRows<OrderReturnMeasures>(db, e, reportDays(q, now), sql);
  const { rows, count, total, by_day, by_reason } = found!;
  // Named as the product report names its products (the page's groups, read now).
  const page = rows.map((r, i) => ({ rn: i + 1, product_id: r.product_id ?? 0 }));
  const names = page.length
    ? await sqlRunner(db).rows<Row>(groupNamesSql(e, salesByProduct, page))
    : [];
  const byRn = new Map(names.map((n) => [n.rn, n]));
  const named = rows.map(({ product_id, ...measures }, i) => {
    const n = byRn.get(i + 1);
    return {
      product_id,
      product_pn: n?.product_pn ?? null,
      product_name: n?.product_name ?? null,
      ...measures,
    };
  });
  return { rows: named, count, total, by_day, by_reason };
}
